// The evaluation protocol between the extension and the server, and how its results are shown.
// Pure functions, without the `vscode` API, so that they run under `node --test`.
//
// The wire format is declared in protocol.ts. Request `kopi/evaluate` (client to server):
//   params: { textDocument: { uri }, range: LSP Range of the code }, or { textDocument, position }
//           (the top-level form there), or { code }
//   result: { value?: string, output?: string, error?: { message: string, range?: LSP Range },
//             elapsedMs?: number, status?: string, range?: LSP Range of the evaluated code }
// `value` is the result written with `write` (absent when the form returns no value, as a
// definition does); `output` is what the evaluation printed (bounded, with a truncation notice);
// `error` is a compile or run-time error, an interrupt or the end of the worker, with its place in
// the document when known. The server evaluates in its worker JVM and also
// streams output as `kopi/output` notifications { text, stream }.

import { EvaluationError, FormAtResult, LspPosition, LspRange } from './protocol';

export { EVALUATE_METHOD } from './protocol';
export type { EvaluationError, LspPosition, LspRange } from './protocol';

/** What one evaluation produced, after validation of the server's answer. */
export interface EvaluationResult {
  readonly value?: string;
  readonly output?: string;
  readonly error?: EvaluationError;
  readonly elapsedMs?: number;
  readonly status?: string;
  /** Where the evaluated code is in the document, as the server found it (for a `position` request). */
  readonly range?: LspRange;
  /**
   * The file's imports and definitions before the code that the server ran first and that failed
   * (`context.errors`); they are also diagnostics on those forms.
   */
  readonly contextErrors?: readonly EvaluationError[];
}

/**
 * Checks the shape of the server's answer. A malformed answer becomes an error result that says
 * what was expected, so that a protocol mismatch shows up in the editor instead of as "undefined".
 */
export function parseEvaluationResult(raw: unknown): EvaluationResult {
  if (!isObject(raw)) {
    return malformed(`expected an object, got ${describe(raw)}`);
  }
  const result: {
    value?: string;
    output?: string;
    error?: EvaluationError;
    elapsedMs?: number;
    status?: string;
    range?: LspRange;
    contextErrors?: EvaluationError[];
  } = {};
  for (const key of ['value', 'output', 'status'] as const) {
    const field = raw[key];
    if (field === undefined || field === null) {
      continue;
    }
    if (typeof field !== 'string') {
      return malformed(`expected ${key} to be a string, got ${describe(field)}`);
    }
    result[key] = field;
  }
  const elapsed = raw.elapsedMs;
  if (elapsed !== undefined && elapsed !== null) {
    if (typeof elapsed !== 'number') {
      return malformed(`expected elapsedMs to be a number, got ${describe(elapsed)}`);
    }
    result.elapsedMs = elapsed;
  }
  const range = raw.range;
  if (range !== undefined && range !== null) {
    if (!isRange(range)) {
      return malformed(`expected range to be an LSP range, got ${describe(range)}`);
    }
    result.range = range;
  }
  const error = raw.error;
  if (error !== undefined && error !== null) {
    if (!isObject(error) || typeof error.message !== 'string') {
      return malformed(`expected error to be {message, range?}, got ${describe(error)}`);
    }
    if (error.range === undefined || error.range === null) {
      result.error = { message: error.message };
    } else if (isRange(error.range)) {
      result.error = { message: error.message, range: error.range };
    } else {
      return malformed(`expected error.range to be an LSP range, got ${describe(error.range)}`);
    }
  }
  const context = raw.context;
  if (context !== undefined && context !== null) {
    const errors: unknown = isObject(context) ? context.errors : undefined;
    if (!Array.isArray(errors) || !errors.every(isContextError)) {
      return malformed(`expected context to be {evaluated, errors: [{message, range}]}, got ${describe(context)}`);
    }
    if (errors.length > 0) {
      result.contextErrors = errors.map((e) => ({ message: e.message, range: e.range }));
    }
  }
  return result;
}

/**
 * Checks the answer of `kopi/formAt`: the form's range and whether it is closed, null when there
 * is no form at the position, or undefined when the answer is malformed (the caller then leaves
 * the decision to `kopi/evaluate`).
 */
export function parseFormAtResult(raw: unknown): FormAtResult | null | undefined {
  if (raw === null) {
    return null;
  }
  if (!isObject(raw) || !isRange(raw.range) || typeof raw.complete !== 'boolean') {
    return undefined;
  }
  return { range: raw.range, complete: raw.complete };
}

function malformed(what: string): EvaluationResult {
  return { error: { message: `kopi/evaluate: ${what}` } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isPosition(value: unknown): value is LspPosition {
  return isObject(value) && typeof value.line === 'number' && typeof value.character === 'number';
}

function isContextError(value: unknown): value is { message: string; range: LspRange } {
  return isObject(value) && typeof value.message === 'string' && isRange(value.range);
}

function isRange(value: unknown): value is LspRange {
  return isObject(value) && isPosition(value.start) && isPosition(value.end);
}

/**
 * The one-line text shown after the evaluated form: `⇒ value`, `✖ message` or `✓` for a form
 * without a value (with the first printed output, if any). Line breaks are shown as `⏎` and the
 * text is cut to `maxLength` characters, ending in `…` when something was cut.
 */
export function formatInline(result: EvaluationResult, maxLength: number): string {
  let text: string;
  if (result.error !== undefined) {
    text = `✖ ${result.error.message}`;
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
  for (const failed of result.contextErrors ?? []) {
    lines.push(
      `context error (line ${failed.range === undefined ? '?' : failed.range.start.line + 1}): ${failed.message}`,
    );
  }
  if (result.output !== undefined && result.output !== '') {
    lines.push(result.output.replace(/(\r\n|\r|\n)$/, ''));
  }
  if (result.error !== undefined) {
    lines.push(`error: ${result.error.message}`);
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
