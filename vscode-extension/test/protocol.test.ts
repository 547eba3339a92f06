// Starts the real server jar (language-server/target/kopi.jar) and talks to it with
// vscode-jsonrpc, the transport under vscode-languageclient, in the order the extension does:
// initialize, initialized, didOpen, then the evaluation channel. This checks the protocol that
// extension.ts and repl.ts assume, against the server as built, without VS Code.

import assert from 'node:assert/strict';
import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import {
  createMessageConnection,
  MessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-jsonrpc/node';
import { EVALUATE_METHOD, parseEvaluationResult, parseFormAtResult } from '../src/evaluation';
import { FORM_AT_METHOD } from '../src/protocol';
import {
  evaluateParams,
  INTERRUPT_METHOD,
  LOAD_FILE_METHOD,
  OUTPUT_METHOD,
  parseOutputNotification,
  RESET_SESSION_METHOD,
} from '../src/repl';

const jar = path.resolve(__dirname, '..', '..', '..', 'language-server', 'target', 'kopi.jar');
const jarPresent = fs.existsSync(jar);
const skip = jarPresent
  ? false
  : `the server jar ${jar} is absent; build it with "mvn -pl language-server -am package -DskipTests" (the Maven reactor builds it before this module)`;
if (!jarPresent) {
  console.log(`protocol test skipped: ${skip}`);
}

const SOURCE = [
  '(define (square x) (* x x))',
  '(begin (display "hello from kopi") (newline) (square 7))',
  '(car (quote ()))',
  '',
].join('\n');

describe('the Kopi server over JSON-RPC', { skip, timeout: 120_000 }, () => {
  let server: ChildProcess;
  let connection: MessageConnection;
  let workspace: string;
  let uri: string;
  const output: string[] = [];
  const diagnostics = new Map<string, unknown[]>();

  before(async () => {
    workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'kopi-protocol-'));
    const file = path.join(workspace, 'demo.kawa');
    fs.writeFileSync(file, SOURCE);
    uri = pathToFileURL(file).toString();
    server = spawn('java', ['-jar', jar, 'lsp'], { cwd: workspace, stdio: ['pipe', 'pipe', 'pipe'] });
    server.stderr?.on('data', () => undefined);
    connection = createMessageConnection(
      new StreamMessageReader(server.stdout!),
      new StreamMessageWriter(server.stdin!),
    );
    connection.onNotification(OUTPUT_METHOD, (params: unknown) => {
      const chunk = parseOutputNotification(params);
      if (chunk !== undefined) {
        output.push(chunk.text);
      }
    });
    connection.onNotification('textDocument/publishDiagnostics', (params: { uri: string; diagnostics: unknown[] }) => {
      diagnostics.set(params.uri, params.diagnostics);
    });
    // The server may ask the client things (configuration, registrations); answer like a plain client.
    connection.onRequest(() => null);
    connection.listen();
    const initialized = await connection.sendRequest<{ capabilities: Record<string, unknown> }>('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(workspace).toString(),
      capabilities: {},
      workspaceFolders: [{ uri: pathToFileURL(workspace).toString(), name: 'demo' }],
    });
    assert.ok(initialized.capabilities, 'initialize answers the server capabilities');
    await connection.sendNotification('initialized', {});
    await connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'kopi', version: 1, text: SOURCE },
    });
  });

  after(async () => {
    if (connection !== undefined) {
      try {
        await connection.sendRequest('shutdown');
        await connection.sendNotification('exit');
      } catch {
        // The server may already be gone; it is killed below in any case.
      }
      connection.dispose();
    }
    server?.kill();
    if (workspace !== undefined) {
      fs.rmSync(workspace, { recursive: true, force: true });
    }
  });

  it('evaluates the form at a position, streams its output and answers the value and range', async () => {
    await connection.sendRequest(EVALUATE_METHOD, evaluateParams(uri, undefined, { line: 0, character: 3 }));
    const raw = await connection.sendRequest(
      EVALUATE_METHOD,
      evaluateParams(uri, undefined, { line: 1, character: 10 }),
    );
    const result = parseEvaluationResult(raw);
    assert.equal(result.error, undefined, JSON.stringify(raw));
    assert.equal(result.value, '49');
    const line = SOURCE.split('\n')[1] ?? '';
    assert.deepEqual(result.range, { start: { line: 1, character: 0 }, end: { line: 1, character: line.length } });
    assert.ok(output.join('').includes('hello from kopi\n'), `kopi/output carried ${JSON.stringify(output)}`);
  });

  it('names the top-level form at a position, and none between forms', async () => {
    const line = SOURCE.split('\n')[1] ?? '';
    const params = { textDocument: { uri }, position: { line: 1, character: 10 } };
    assert.deepEqual(parseFormAtResult(await connection.sendRequest(FORM_AT_METHOD, params)), {
      range: { start: { line: 1, character: 0 }, end: { line: 1, character: line.length } },
      complete: true,
    });
    const between = { textDocument: { uri }, position: { line: 3, character: 0 } };
    assert.equal(parseFormAtResult(await connection.sendRequest(FORM_AT_METHOD, between)), null);
  });

  it('evaluates a selected range', async () => {
    const start = (SOURCE.split('\n')[1] ?? '').indexOf('(square 7)');
    const range = { start: { line: 1, character: start }, end: { line: 1, character: start + '(square 7)'.length } };
    const result = parseEvaluationResult(
      await connection.sendRequest(EVALUATE_METHOD, evaluateParams(uri, range, range.end)),
    );
    assert.equal(result.value, '49', JSON.stringify(result));
  });

  it('answers a run-time error with its message and place, and publishes it as a diagnostic', async () => {
    const result = parseEvaluationResult(
      await connection.sendRequest(EVALUATE_METHOD, evaluateParams(uri, undefined, { line: 2, character: 1 })),
    );
    assert.ok(result.error, JSON.stringify(result));
    assert.match(result.error.message, /car/);
    const deadline = Date.now() + 10_000;
    while (!(diagnostics.get(uri) ?? []).some((one) => /car/.test((one as { message: string }).message))) {
      assert.ok(Date.now() < deadline, `no evaluation diagnostic arrived, got ${JSON.stringify(diagnostics.get(uri))}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('loads the file, interrupts and resets the session', async () => {
    const loaded = parseEvaluationResult(await connection.sendRequest(LOAD_FILE_METHOD, { textDocument: { uri } }));
    // The file ends with (car '()), so loading it fails there, after defining square.
    assert.ok(loaded.error, JSON.stringify(loaded));
    const interrupted = await connection.sendRequest<{ status: string; message: string }>(INTERRUPT_METHOD, {});
    assert.equal(interrupted.status, 'IDLE', 'nothing was running');
    const reset = await connection.sendRequest<{ status: string; message: string }>(RESET_SESSION_METHOD, {});
    assert.equal(reset.status, 'OK', JSON.stringify(reset));
    // The session still evaluates after the reset. (Whether definitions are forgotten is the
    // server's business and tested there.)
    const after = parseEvaluationResult(await connection.sendRequest(EVALUATE_METHOD, { code: '(+ 1 2)' }));
    assert.equal(after.value, '3', JSON.stringify(after));
    // A form of the file is evaluated in the context of the file: the fresh session gets the
    // definition of square before it, without a Load File.
    const raw = await connection.sendRequest(
      EVALUATE_METHOD,
      evaluateParams(uri, undefined, { line: 1, character: 10 }),
    );
    const inContext = parseEvaluationResult(raw);
    assert.equal(inContext.value, '49', JSON.stringify(raw));
    assert.equal((raw as { context?: { evaluated?: number } }).context?.evaluated, 1, JSON.stringify(raw));
  });
});
