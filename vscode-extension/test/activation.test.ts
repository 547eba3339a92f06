// Runs the bundled extension's activate() against a recording stand-in for the `vscode` module,
// to check the glue in extension.ts without VS Code: the commands it registers, and what the user
// is told when there is no server jar (the one path that starts no Java process).

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';

const bundle = path.resolve(__dirname, '..', '..', 'dist', 'extension.js');

interface Recorder {
  readonly commands: Map<string, (...args: unknown[]) => unknown>;
  readonly errors: string[];
  readonly informations: string[];
  readonly outputLines: string[];
  readonly statusItems: { text: string }[];
}

/** A stand-in for the parts of the `vscode` API that activate() touches, with the given settings. */
function fakeVscode(settings: Record<string, unknown>, recorder: Recorder): unknown {
  const disposable = { dispose() {} };
  const api = {
    window: {
      createOutputChannel: () => ({
        appendLine: (line: string) => recorder.outputLines.push(line),
        append() {},
        show() {},
        clear() {},
        dispose() {},
      }),
      createTextEditorDecorationType: () => disposable,
      createStatusBarItem: () => {
        const item = { text: '', tooltip: '', command: '', show() {}, hide() {}, dispose() {} };
        recorder.statusItems.push(item);
        return item;
      },
      showErrorMessage: async (message: string) => {
        recorder.errors.push(message);
        return undefined;
      },
      showWarningMessage: async () => undefined,
      showInformationMessage: async (message: string) => {
        recorder.informations.push(message);
        return undefined;
      },
      activeTextEditor: undefined,
      visibleTextEditors: [],
    },
    workspace: {
      getConfiguration: (section: string) => ({
        get: (key: string, fallback?: unknown) => settings[`${section}.${key}`] ?? fallback,
      }),
      workspaceFolders: undefined,
      onDidChangeConfiguration: () => disposable,
      onDidChangeTextDocument: () => disposable,
    },
    commands: {
      registerCommand: (name: string, handler: (...args: unknown[]) => unknown) => {
        recorder.commands.set(name, handler);
        return disposable;
      },
      executeCommand: async () => undefined,
    },
    ThemeColor: class {
      constructor(readonly id: string) {}
    },
    DecorationRangeBehavior: { ClosedClosed: 1 },
    StatusBarAlignment: { Left: 1, Right: 2 },
  };
  // vscode-languageclient reads a few more names while it loads; they are not used here.
  return new Proxy(api, {
    get: (target, name) => (name in target ? target[name as keyof typeof target] : function stub() {}),
  });
}

function loadExtension(vscode: unknown): { activate: (context: unknown) => Promise<void> } {
  const module = { exports: {} as Record<string, unknown> };
  const load = (name: string): unknown => (name === 'vscode' ? vscode : require(name));
  const source = fs.readFileSync(bundle, 'utf8');
  new Function('module', 'exports', 'require', '__filename', '__dirname', source)(
    module,
    module.exports,
    load,
    bundle,
    path.dirname(bundle),
  );
  return module.exports as { activate: (context: unknown) => Promise<void> };
}

function newRecorder(): Recorder {
  return { commands: new Map(), errors: [], informations: [], outputLines: [], statusItems: [] };
}

describe('activate', () => {
  it('registers the commands and explains a missing server jar instead of failing', async () => {
    const recorder = newRecorder();
    const extensionPath = fs.mkdtempSync(path.join(os.tmpdir(), 'kopi-extension-'));
    const extension = loadExtension(fakeVscode({}, recorder));
    await extension.activate({ extensionPath, subscriptions: [] });

    assert.deepEqual(
      [...recorder.commands.keys()].sort(),
      [
        'kopi.clearEvaluationResults',
        'kopi.evaluateTopLevelForm',
        'kopi.interrupt',
        'kopi.loadFile',
        'kopi.resetSession',
        'kopi.restartServer',
        'kopi.showReplOutput',
        'kopi.showServerOutput',
      ],
    );
    // The status bar says the server is not running, and why.
    assert.equal(recorder.statusItems.length, 1);
    assert.equal(recorder.statusItems[0]?.text, '$(error) Kopi: error');
    const expectedJar = path.join(extensionPath, 'server', 'kopi.jar');
    assert.equal(recorder.errors.length, 1);
    assert.match(recorder.errors[0] ?? '', /^Kopi: the extension has no bundled language server/);
    assert.ok(recorder.errors[0]?.includes(expectedJar), recorder.errors[0]);
    assert.ok(recorder.outputLines.some((line) => line.includes(expectedJar)));
    fs.rmSync(extensionPath, { recursive: true, force: true });
  });

  it('reports a configured jar that does not exist', async () => {
    const recorder = newRecorder();
    const missing = path.join(os.tmpdir(), 'no-such-dir', 'kopi.jar');
    const extension = loadExtension(fakeVscode({ 'kopi.server.jar': missing }, recorder));
    await extension.activate({ extensionPath: os.tmpdir(), subscriptions: [] });
    assert.deepEqual(recorder.errors, [`Kopi: kopi.server.jar: expected an existing jar file, got ${missing}`]);
  });

  it('asks for a Kopi file when evaluating without an editor', async () => {
    const recorder = newRecorder();
    const extension = loadExtension(fakeVscode({}, recorder));
    await extension.activate({ extensionPath: os.tmpdir(), subscriptions: [] });
    await recorder.commands.get('kopi.evaluateTopLevelForm')?.();
    assert.deepEqual(recorder.informations, ['Kopi: open a Kopi file to evaluate a form']);
  });

  it('says that there is no server when the REPL is interrupted or restarted without one', async () => {
    const recorder = newRecorder();
    const missing = path.join(os.tmpdir(), 'no-such-dir', 'kopi.jar');
    const extension = loadExtension(fakeVscode({ 'kopi.server.jar': missing }, recorder));
    await extension.activate({ extensionPath: os.tmpdir(), subscriptions: [] });
    recorder.errors.length = 0;
    await recorder.commands.get('kopi.interrupt')?.();
    await recorder.commands.get('kopi.resetSession')?.();
    assert.deepEqual(recorder.errors, [
      'Kopi: cannot interrupt: the language server is not running',
      'Kopi: cannot restart the REPL: the language server is not running',
    ]);
  });
});
