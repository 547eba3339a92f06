// Checks that package.json, the grammar, the language configuration and extension.ts agree,
// since VS Code fails quietly on a mismatch (a command that is declared but never registered, a
// grammar path that does not exist, a setting that the code reads but never contributes).

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(__dirname, '..', '..');
const manifest = readJson('package.json');
const extensionSource = fs.readFileSync(path.join(root, 'src', 'extension.ts'), 'utf8');

function readJson(file: string): any {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
}

/** The lowest version allowed by a caret or >= range such as `^1.85.0`. */
function minimumVersion(range: string): number[] {
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(range);
  assert.ok(match, `expected a version range, got ${range}`);
  return match.slice(1).map(Number);
}

function compareVersions(left: number[], right: number[]): number {
  for (let index = 0; index < 3; index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  return 0;
}

describe('package.json', () => {
  it('identifies the extension and activates on the kopi language and on Scheme files', () => {
    assert.equal(manifest.name, 'kopi');
    assert.equal(manifest.publisher, 'kopi-dev');
    assert.equal(manifest.engines.vscode, '^1.85.0');
    assert.equal(manifest.main, './dist/extension.js');
    // Scheme files activate it so that kopi.claimSchemeFiles can apply; the server waits for a Kopi document.
    // Without a Scheme extension a .scm file opens as plain text, which has no activation event of
    // its own, and workspaceContains waits for a search of the workspace (in code-server on a busy
    // machine, minutes) and needs a folder: onStartupFinished covers those cases.
    assert.deepEqual(manifest.activationEvents, [
      'onLanguage:kopi',
      'onLanguage:scheme',
      'workspaceContains:**/*.scm',
      'workspaceContains:**/*.sld',
      'onStartupFinished',
    ]);
  });

  it('offers kopi.claimSchemeFiles with never, ask and always, asking by default', () => {
    const setting = manifest.contributes.configuration.properties['kopi.claimSchemeFiles'];
    assert.deepEqual([...setting.enum].sort(), ['always', 'ask', 'never']);
    assert.equal(setting.default, 'ask');
    assert.equal(setting.enumDescriptions.length, setting.enum.length);
    assert.match(extensionSource, /setTextDocumentLanguage\(/);
  });

  it('claims .kawa but leaves .scm and .sld to other Scheme extensions', () => {
    const [language] = manifest.contributes.languages;
    assert.equal(language.id, 'kopi');
    assert.ok(language.aliases.includes('Kopi (Kawa Scheme)'));
    assert.deepEqual(language.extensions, ['.kawa']);
    assert.ok(new RegExp(language.firstLine).test('#!/usr/bin/env kopi'));
    assert.ok(!new RegExp(language.firstLine).test('#!/usr/bin/env guile'));
  });

  it('points at a grammar file whose scope name matches', () => {
    const [grammar] = manifest.contributes.grammars;
    assert.equal(grammar.language, 'kopi');
    const rules = readJson(grammar.path);
    assert.equal(rules.scopeName, grammar.scopeName);
  });

  it('points at a language configuration with Scheme comments and square brackets', () => {
    const configuration = readJson(manifest.contributes.languages[0].configuration);
    assert.equal(configuration.comments.lineComment, ';');
    assert.deepEqual(configuration.comments.blockComment, ['#|', '|#']);
    assert.deepEqual(configuration.brackets, [
      ['(', ')'],
      ['[', ']'],
      ['{', '}'],
    ]);
    const wordPattern = new RegExp(configuration.wordPattern, 'g');
    assert.deepEqual('(list->vector set! x?)'.match(wordPattern), ['list->vector', 'set!', 'x?']);
    assert.deepEqual('(obj:method)'.match(wordPattern), ['obj', 'method']);
  });

  it('contributes the kopi debug type with a launch snippet, and breakpoints in Kopi files', () => {
    const debuggers = manifest.contributes.debuggers;
    assert.equal(debuggers.length, 1);
    assert.equal(debuggers[0].type, 'kopi');
    assert.deepEqual(debuggers[0].configurationAttributes.launch.required, ['program']);
    assert.deepEqual(Object.keys(debuggers[0].configurationAttributes.launch.properties).sort(), [
      'args',
      'cwd',
      'libraryPath',
      'program',
    ]);
    assert.equal(debuggers[0].initialConfigurations[0].program, '${file}');
    assert.equal(debuggers[0].configurationSnippets[0].body.type, 'kopi');
    assert.deepEqual(manifest.contributes.breakpoints, [{ language: 'kopi' }]);
    assert.match(extensionSource, /registerDebugAdapterDescriptorFactory\('kopi'/);
  });

  it('declares exactly the commands that extension.ts registers', () => {
    const registered = [...extensionSource.matchAll(/registerCommand\('([^']+)'/g)].map((match) => match[1]);
    const declared = manifest.contributes.commands.map((command: { command: string }) => command.command);
    assert.ok(registered.length > 0, 'extension.ts registers commands');
    assert.deepEqual([...registered].sort(), [...declared].sort());
  });

  it('binds a key to each evaluation command', () => {
    const expected: Record<string, [string, string]> = {
      'kopi.evaluateTopLevelForm': ['ctrl+enter', 'cmd+enter'],
      'kopi.loadFile': ['ctrl+alt+l', 'cmd+alt+l'],
      'kopi.interrupt': ['ctrl+alt+c', 'cmd+alt+c'],
      'kopi.resetSession': ['ctrl+alt+r', 'cmd+alt+r'],
      'kopi.showReplOutput': ['ctrl+alt+o', 'cmd+alt+o'],
    };
    for (const [command, [key, mac]] of Object.entries(expected)) {
      const binding = manifest.contributes.keybindings.find((entry: { command: string }) => entry.command === command);
      assert.ok(binding, `expected a key binding for ${command}`);
      assert.equal(binding.key, key, command);
      assert.equal(binding.mac, mac, command);
      assert.match(binding.when, /editorLangId == kopi/, command);
    }
  });

  it('contributes every setting that extension.ts reads, and the server settings', () => {
    const properties = Object.keys(manifest.contributes.configuration.properties);
    const read = [...extensionSource.matchAll(/\.get<[^>]+>\('([^']+)'/g)].map((match) => `kopi.${match[1]}`);
    assert.ok(read.length >= 4, `extension.ts reads settings, got ${read.join(', ')}`);
    for (const setting of [
      ...read,
      'kopi.java.path',
      'kopi.server.jvmArgs',
      'kopi.server.jar',
      'kopi.trace.server',
      'kopi.claimSchemeFiles',
    ]) {
      assert.ok(properties.includes(setting), `expected setting ${setting} in package.json`);
    }
  });

  it('compiles against VS Code API types no newer than the oldest supported VS Code', () => {
    // vsce refuses to package when @types/vscode is newer than engines.vscode.
    const types = manifest.devDependencies['@types/vscode'];
    assert.ok(compareVersions(minimumVersion(types), minimumVersion(manifest.engines.vscode)) <= 0);
  });

  it('uses a language client that runs on the oldest supported VS Code', () => {
    const client = readJson(path.join('node_modules', 'vscode-languageclient', 'package.json'));
    assert.ok(
      compareVersions(minimumVersion(client.engines.vscode), minimumVersion(manifest.engines.vscode)) <= 0,
      `vscode-languageclient needs VS Code ${client.engines.vscode}`,
    );
  });
});
