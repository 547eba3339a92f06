// The pure REPL logic: which params the evaluation request carries, how `kopi/output` is read,
// and the states the status bar item goes through.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateParams, parseOutputNotification, ReplStatus } from '../src/repl';

describe('evaluateParams', () => {
  const uri = 'file:///tmp/a.kawa';

  it('sends the selection as a range', () => {
    const selection = { start: { line: 1, character: 2 }, end: { line: 3, character: 4 } };
    assert.deepEqual(evaluateParams(uri, selection, { line: 3, character: 4 }), {
      textDocument: { uri },
      range: selection,
    });
  });

  it('sends the cursor position when the selection is empty, so that the server picks the form', () => {
    const empty = { start: { line: 5, character: 7 }, end: { line: 5, character: 7 } };
    assert.deepEqual(evaluateParams(uri, empty, { line: 5, character: 7 }), {
      textDocument: { uri },
      position: { line: 5, character: 7 },
    });
    assert.deepEqual(evaluateParams(uri, undefined, { line: 0, character: 0 }), {
      textDocument: { uri },
      position: { line: 0, character: 0 },
    });
  });

  it('copies the positions instead of keeping the editor objects', () => {
    const selection = { start: { line: 0, character: 0 }, end: { line: 0, character: 3 }, extra: true };
    const params = evaluateParams(uri, selection, selection.end);
    assert.ok('range' in params);
    assert.equal(
      JSON.stringify(params),
      JSON.stringify({
        textDocument: { uri },
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } },
      }),
    );
  });
});

describe('parseOutputNotification', () => {
  it('reads text and stream, with stdout by default', () => {
    assert.deepEqual(parseOutputNotification({ text: 'hi\n', stream: 'stderr' }), { text: 'hi\n', stream: 'stderr' });
    assert.deepEqual(parseOutputNotification({ text: 'hi' }), { text: 'hi', stream: 'stdout' });
  });

  it('ignores params that carry no text', () => {
    assert.equal(parseOutputNotification(null), undefined);
    assert.equal(parseOutputNotification(['hi']), undefined);
    assert.equal(parseOutputNotification({ text: 3 }), undefined);
  });
});

describe('ReplStatus', () => {
  it('goes from stopped to starting to ready', () => {
    const status = new ReplStatus();
    assert.equal(status.view().text, '$(circle-slash) Kopi: stopped');
    status.serverStarting();
    assert.equal(status.view().text, '$(sync~spin) Kopi: starting');
    status.serverReady();
    assert.deepEqual(status.view(), {
      text: '$(check) Kopi: ready',
      tooltip: 'The Kopi language server and REPL are ready',
      error: false,
    });
  });

  it('counts pending evaluations and shows the last error until an evaluation succeeds', () => {
    const status = new ReplStatus();
    status.serverReady();
    status.evaluationStarted();
    assert.equal(status.view().text, '$(sync~spin) Kopi: evaluating…');
    status.evaluationStarted();
    assert.equal(status.view().text, '$(sync~spin) Kopi: evaluating… (2)');
    status.evaluationEnded(undefined);
    status.evaluationEnded('car: expected pair, got ()');
    assert.deepEqual(status.view(), {
      text: '$(error) Kopi: error',
      tooltip: 'The last evaluation failed: car: expected pair, got ()',
      error: true,
    });
    status.evaluationStarted();
    status.evaluationEnded(undefined);
    assert.equal(status.view().text, '$(check) Kopi: ready');
  });

  it('forgets the evaluation error when the session is reset', () => {
    const status = new ReplStatus();
    status.serverReady();
    status.evaluationStarted();
    status.evaluationEnded('boom');
    status.sessionReset();
    assert.equal(status.view().error, false);
  });

  it('reports a server that did not start, whatever the evaluations did', () => {
    const status = new ReplStatus();
    status.serverStarting();
    status.evaluationStarted();
    status.serverFailed('java: not found');
    const view = status.view();
    assert.equal(view.text, '$(error) Kopi: error');
    assert.match(view.tooltip, /java: not found/);
    status.serverReady();
    assert.equal(status.view().text, '$(check) Kopi: ready', 'a failure drops the pending evaluations');
  });
});
