// The evaluation protocol between the extension and the server, and how its results are shown.
// Pure functions, without the `vscode` API, so that they run under `node --test`.
//
// Request `kopi/evaluate` (client to server):
//   params: { textDocument: { uri }, range: LSP Range of the code, code: string }
//   result: { value?: string, output?: string, error?: string }
// `value` is the result written with `write` (absent when the form returns no value, as a
// definition does); `output` is what the evaluation printed; `error` is the message of a compile
// or run-time error. The server evaluates in its worker JVM (DESIGN.md, decision 7).

/** The method name of the evaluation request. */
export const EVALUATE_METHOD = 'kopi/evaluate';

/** What one evaluation produced, after validation of the server's answer. */
export interface EvaluationResult {
  readonly value?: string;
  readonly output?: string;
  readonly error?: string;
}

/**
 * Checks the shape of the server's answer. A malformed answer becomes an error result that says
 * what was expected, so that a protocol mismatch shows up in the editor instead of as "undefined".
 */
export function parseEvaluationResult(raw: unknown): EvaluationResult {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { error: `kopi/evaluate: expected an object, got ${describe(raw)}` };
  }
  const record = raw as Record<string, unknown>;
  const result: { value?: string; output?: string; error?: string } = {};
  for (const key of ['value', 'output', 'error'] as const) {
    const field = record[key];
    if (field === undefined || field === null) {
      continue;
    }
    if (typeof field !== 'string') {
      return { error: `kopi/evaluate: expected ${key} to be a string, got ${describe(field)}` };
    }
    result[key] = field;
  }
  return result;
}

/**
 * The one-line text shown after the evaluated form: `⇒ value`, `✖ message` or `✓` for a form
 * without a value (with the first printed output, if any). Line breaks are shown as `⏎` and the
 * text is cut to `maxLength` characters, ending in `…` when something was cut.
 */
export function formatInline(result: EvaluationResult, maxLength: number): string {
  let text: string;
  if (result.error !== undefined) {
    text = `✖ ${result.error}`;
  } else if (result.value !== undefined) {
    text = `⇒ ${result.value}`;
  } else if (result.output !== undefined && result.output !== '') {
    text = `✓ ${result.output.replace(/(\r\n|\r|\n)+$/, '')}`;
  } else {
    text = '✓';
  }
  return truncate(oneLine(text), maxLength);
}

/** The full record of an evaluation for the output channel: the code, then what it printed and returned. */
export function formatForOutputChannel(code: string, result: EvaluationResult): string {
  const lines = [`> ${code.replace(/\r\n|\r|\n/g, '\n  ')}`];
  if (result.output !== undefined && result.output !== '') {
    lines.push(result.output.replace(/(\r\n|\r|\n)$/, ''));
  }
  if (result.error !== undefined) {
    lines.push(`error: ${result.error}`);
  } else if (result.value !== undefined) {
    lines.push(result.value);
  }
  return lines.join('\n');
}

/** Replaces each line break by ` ⏎ ` and each tab by a space, so the text fits on one line. */
export function oneLine(text: string): string {
  return text.replace(/\r\n|\r|\n/g, ' ⏎ ').replace(/\t/g, ' ');
}

/**
 * Cuts the text to at most `maxLength` characters counted as code points, so that a surrogate
 * pair (an emoji, a character outside the BMP) is never split; the last kept character is
 * replaced by `…` when the text was cut. A `maxLength` below 1 is taken as 1.
 */
export function truncate(text: string, maxLength: number): string {
  const limit = Math.max(1, Math.floor(maxLength));
  const codePoints = Array.from(text);
  if (codePoints.length <= limit) {
    return text;
  }
  return codePoints.slice(0, limit - 1).join('') + '…';
}

function describe(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  if (Array.isArray(value)) {
    return 'an array';
  }
  return typeof value === 'string' ? JSON.stringify(value) : typeof value;
}
