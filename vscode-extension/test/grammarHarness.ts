// Loads syntaxes/kopi.tmLanguage.json with the same TextMate engine and regular expression
// library that VS Code uses (vscode-textmate over the Oniguruma WebAssembly build), so that a
// grammar test sees exactly the tokens that the editor would colour.

import * as fs from 'fs';
import * as path from 'path';
import * as oniguruma from 'vscode-oniguruma';
import * as textmate from 'vscode-textmate';

/** One token of a tokenized line: its text and its scopes, outermost first. */
export interface Token {
  readonly text: string;
  readonly scopes: readonly string[];
}

const extensionRoot = path.resolve(__dirname, '..', '..');
let grammarPromise: Promise<textmate.IGrammar> | undefined;

/** The Kopi grammar, loaded once per test process. */
export function loadGrammar(): Promise<textmate.IGrammar> {
  grammarPromise ??= createGrammar();
  return grammarPromise;
}

/** Tokenizes the lines in order, carrying the rule stack over line ends as the editor does. */
export async function tokenize(text: string): Promise<Token[][]> {
  const grammar = await loadGrammar();
  let ruleStack = textmate.INITIAL;
  const lines: Token[][] = [];
  for (const line of text.split('\n')) {
    const result = grammar.tokenizeLine(line, ruleStack);
    lines.push(
      result.tokens.map((token) => ({
        text: line.substring(token.startIndex, token.endIndex),
        scopes: token.scopes,
      })),
    );
    ruleStack = result.ruleStack;
  }
  return lines;
}

/** The scopes of the token that holds the given text (the first such token in any line). */
export async function scopesAt(source: string, tokenText: string): Promise<readonly string[]> {
  for (const line of await tokenize(source)) {
    const token = line.find((candidate) => candidate.text === tokenText);
    if (token !== undefined) {
      return token.scopes;
    }
  }
  const seen = (await tokenize(source)).map((line) => line.map((token) => JSON.stringify(token.text)).join(' '));
  throw new Error(`no token ${JSON.stringify(tokenText)} in ${JSON.stringify(source)}; tokens: ${seen.join(' / ')}`);
}

async function createGrammar(): Promise<textmate.IGrammar> {
  const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (sources: string[]) => new oniguruma.OnigScanner(sources),
      createOnigString: (text: string) => new oniguruma.OnigString(text),
    }),
    loadGrammar: async (scopeName: string) => {
      if (scopeName !== 'source.kopi') {
        return null;
      }
      const file = path.join(extensionRoot, 'syntaxes', 'kopi.tmLanguage.json');
      return textmate.parseRawGrammar(fs.readFileSync(file, 'utf8'), file);
    },
  });
  const grammar = await registry.loadGrammar('source.kopi');
  if (grammar === null) {
    throw new Error('grammar source.kopi: expected a grammar, got null');
  }
  return grammar;
}
