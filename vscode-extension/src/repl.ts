// The REPL side of the extension that does not need the `vscode` API, so that node's test runner
// checks it: the parameters of the evaluation requests, the `kopi/output` notification, and the
// state shown in the status bar.

import type * as protocol from './protocol';
import { LspPosition, LspRange } from './protocol';

/** The server's requests and notification of the evaluation channel (declared in protocol.ts). */
export { INTERRUPT_METHOD, LOAD_FILE_METHOD, OUTPUT_METHOD, RESET_SESSION_METHOD } from './protocol';

/** The params of `kopi/evaluate` for a document: a range or a position. */
export type EvaluateParams =
  | Required<Pick<protocol.EvaluateParams, 'textDocument' | 'range'>>
  | Required<Pick<protocol.EvaluateParams, 'textDocument' | 'position'>>;

/**
 * The params of `kopi/evaluate`: the selection when there is a non-empty one, else the cursor
 * position, so that the server (which has the parsed document) picks the top-level form there.
 */
export function evaluateParams(uri: string, selection: LspRange | undefined, cursor: LspPosition): EvaluateParams {
  const textDocument = { uri };
  if (selection !== undefined && !samePosition(selection.start, selection.end)) {
    return { textDocument, range: copyRange(selection) };
  }
  return { textDocument, position: { line: cursor.line, character: cursor.character } };
}

/** One `kopi/output` notification: text printed by an evaluation, on `stdout` or `stderr`. */
export interface OutputChunk {
  readonly text: string;
  readonly stream: string;
}

/**
 * Checks a `kopi/output` notification's params; undefined when they are not `{text, stream?}`,
 * since a notification has no reply that could carry the complaint.
 */
export function parseOutputNotification(raw: unknown): OutputChunk | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return undefined;
  }
  const record = raw as Record<string, unknown>;
  if (typeof record.text !== 'string') {
    return undefined;
  }
  const stream = typeof record.stream === 'string' ? record.stream : 'stdout';
  return { text: record.text, stream };
}

/** The server's life: starting, running (ready), failed to start or crashed (error), stopped. */
export type ServerState = 'starting' | 'ready' | 'error' | 'stopped';

/** What the status bar item shows. `error` asks for the error colours. */
export interface StatusView {
  readonly text: string;
  readonly tooltip: string;
  readonly error: boolean;
}

/**
 * The server and REPL state behind the status bar item. Evaluations are counted, since several can
 * be pending at once (the server queues them), and the last evaluation error is remembered until
 * the next evaluation succeeds, so the item says "error" after a failed evaluation.
 */
export class ReplStatus {
  private server: ServerState = 'stopped';
  private serverProblem: string | undefined;
  private pending = 0;
  private lastEvaluationError: string | undefined;

  serverStarting(): void {
    this.server = 'starting';
    this.serverProblem = undefined;
    this.pending = 0;
  }

  serverReady(): void {
    this.server = 'ready';
    this.serverProblem = undefined;
  }

  serverFailed(problem: string): void {
    this.server = 'error';
    this.serverProblem = problem;
    this.pending = 0;
  }

  serverStopped(): void {
    this.server = 'stopped';
    this.pending = 0;
  }

  evaluationStarted(): void {
    this.pending++;
  }

  /** Ends one evaluation; `error` is its error message, undefined when it succeeded. */
  evaluationEnded(error: string | undefined): void {
    this.pending = Math.max(0, this.pending - 1);
    this.lastEvaluationError = error;
  }

  /** A fresh session forgets the last evaluation's error along with the definitions. */
  sessionReset(): void {
    this.lastEvaluationError = undefined;
  }

  view(): StatusView {
    switch (this.server) {
      case 'starting':
        return { text: '$(sync~spin) Kopi: starting', tooltip: 'The Kopi language server is starting', error: false };
      case 'error':
        return {
          text: '$(error) Kopi: error',
          tooltip: `The Kopi language server is not running: ${this.serverProblem ?? 'unknown error'}`,
          error: true,
        };
      case 'stopped':
        return { text: '$(circle-slash) Kopi: stopped', tooltip: 'The Kopi language server is stopped', error: false };
      case 'ready':
        break;
    }
    if (this.pending > 0) {
      const count = this.pending > 1 ? ` (${this.pending})` : '';
      return {
        text: `$(sync~spin) Kopi: evaluating…${count}`,
        tooltip: 'Kopi is evaluating; "Kopi: Interrupt Evaluation" stops it',
        error: false,
      };
    }
    if (this.lastEvaluationError !== undefined) {
      return {
        text: '$(error) Kopi: error',
        tooltip: `The last evaluation failed: ${this.lastEvaluationError}`,
        error: true,
      };
    }
    return { text: '$(check) Kopi: ready', tooltip: 'The Kopi language server and REPL are ready', error: false };
  }
}

function samePosition(left: LspPosition, right: LspPosition): boolean {
  return left.line === right.line && left.character === right.character;
}

function copyRange(range: LspRange): LspRange {
  return {
    start: { line: range.start.line, character: range.start.character },
    end: { line: range.end.line, character: range.end.character },
  };
}
