// The wire format of the server's `kopi/*` requests and the `kopi/output` notification: the same
// shapes, under the same names, as the records of the server's kopi.server.KopiProtocol (and
// KopiLanguageClient.OutputParams). The server's KopiProtocolTypeScriptTest reads this file and
// fails when a name or a field differs, so change both sides together. A field the server may
// leave out is optional here; the answers are checked before use (evaluation.ts).

/** The evaluation request: a range or position of a document, or code of its own. */
export const EVALUATE_METHOD = 'kopi/evaluate';
/** Runs a whole document in the session. */
export const LOAD_FILE_METHOD = 'kopi/loadFile';
/** Stops the running evaluation. */
export const INTERRUPT_METHOD = 'kopi/interrupt';
/** Replaces the session by a fresh one. */
export const RESET_SESSION_METHOD = 'kopi/resetSession';
/** The top-level form that `kopi/evaluate` would run at a position. */
export const FORM_AT_METHOD = 'kopi/formAt';
/** Text printed by an evaluation, streamed while it runs (server to client). */
export const OUTPUT_METHOD = 'kopi/output';

/** A position in a document, as LSP counts it: 0-based line, UTF-16 character. */
export interface LspPosition {
  readonly line: number;
  readonly character: number;
}

/** A range of a document, as LSP has it. */
export interface LspRange {
  readonly start: LspPosition;
  readonly end: LspPosition;
}

/** A document, by its URI. */
export interface TextDocumentIdentifier {
  readonly uri: string;
}

/** `kopi/evaluate`: {textDocument, range}, {textDocument, position} or {textDocument?, code}. */
export interface EvaluateParams {
  readonly textDocument?: TextDocumentIdentifier;
  readonly range?: LspRange;
  readonly position?: LspPosition;
  readonly code?: string;
}

/** `kopi/loadFile`: the document to run whole. */
export interface LoadFileParams {
  readonly textDocument: TextDocumentIdentifier;
}

/** `kopi/interrupt` and `kopi/resetSession` take an empty object. */
// An interface, not a type alias, so that KopiProtocolTypeScriptTest finds it beside the others.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SessionParams {}

/** What an evaluation produced. */
export interface EvaluateResult {
  readonly value?: string;
  readonly output?: string;
  readonly error?: EvaluationError;
  readonly elapsedMs: number;
  readonly status: string;
  readonly range?: LspRange;
  readonly context?: ContextResult;
}

/** Why an evaluation failed, and where in the document when the server knows. */
export interface EvaluationError {
  readonly message: string;
  readonly range?: LspRange;
}

/** The file's imports and definitions the server ran before the code, and those that failed. */
export interface ContextResult {
  readonly evaluated: number;
  readonly errors: readonly EvaluationError[];
}

/** The answer of `kopi/interrupt` and `kopi/resetSession`. */
export interface StatusResult {
  readonly status: string;
  readonly message?: string;
}

/** `kopi/formAt`: a position of a document. */
export interface FormAtParams {
  readonly textDocument: TextDocumentIdentifier;
  readonly position: LspPosition;
}

/** The top-level form at the position (the answer is null when there is none). */
export interface FormAtResult {
  readonly range: LspRange;
  /** False when the text ends inside the form or a closer does not match its opener. */
  readonly complete: boolean;
}

/** `kopi/output`: text an evaluation printed, on `out`, `err` or `notice`. */
export interface OutputParams {
  readonly text: string;
  readonly stream: string;
}
