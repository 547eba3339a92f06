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
  /** File names of the documents switched to another language, with that language. */
  readonly switched: string[];
  /** Settings written: `section.key=value@target`. */
  readonly updates: string[];
}

/** A stand-in for an open document. */
interface FakeDocument {
  readonly fileName: string;
  readonly languageId: string;
}

/** What the stand-in workspace holds and how the user answers questions. */
interface Scene {
  readonly documents?: FakeDocument[];
  readonly answer?: string;
  readonly folders?: boolean;
}

const KOPI_DOCUMENT: FakeDocument = { fileName: '/w/a.kawa', languageId: 'kopi' };

/** A stand-in for the parts of the `vscode` API that activate() touches, with the given settings. */
function fakeVscode(settings: Record<string, unknown>, recorder: Recorder, scene: Scene = {}): unknown {
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
        return scene.answer;
      },
      activeTextEditor: undefined,
      visibleTextEditors: [],
    },
    workspace: {
      getConfiguration: (section: string) => ({
        get: (key: string, fallback?: unknown) => settings[`${section}.${key}`] ?? fallback,
        update: async (key: string, value: unknown, target: unknown) => {
          recorder.updates.push(`${section}.${key}=${JSON.stringify(value)}@${String(target)}`);
        },
      }),
      workspaceFolders: scene.folders ? [{ uri: { fsPath: '/w' } }] : undefined,
      textDocuments: scene.documents ?? [KOPI_DOCUMENT],
      onDidOpenTextDocument: () => disposable,
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
    debug: {
      registerDebugAdapterDescriptorFactory: () => disposable,
      registerDebugConfigurationProvider: () => disposable,
      startDebugging: async () => true,
    },
    languages: {
      registerCodeLensProvider: () => disposable,
      setTextDocumentLanguage: async (document: FakeDocument, language: string) => {
        recorder.switched.push(`${document.fileName}:${language}`);
        return document;
      },
    },
    ConfigurationTarget: { Global: 1, Workspace: 2, WorkspaceFolder: 3 },
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

/** Lets the promises that activate() started without waiting run to their end. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function newRecorder(): Recorder {
  return {
    commands: new Map(),
    errors: [],
    informations: [],
    outputLines: [],
    statusItems: [],
    switched: [],
    updates: [],
  };
}

describe('activate', () => {
  it('registers the commands and explains a missing server jar instead of failing', async () => {
    const recorder = newRecorder();
    const extensionPath = fs.mkdtempSync(path.join(os.tmpdir(), 'kopi-extension-'));
    const extension = loadExtension(fakeVscode({}, recorder));
    await extension.activate({ extensionPath, subscriptions: [] });

    assert.deepEqual([...recorder.commands.keys()].sort(), [
      'kopi.clearEvaluationResults',
      'kopi.debugFile',
      'kopi.evaluateTopLevelForm',
      'kopi.interrupt',
      'kopi.loadFile',
      'kopi.resetSession',
      'kopi.restartServer',
      'kopi.runFile',
      'kopi.showReplOutput',
      'kopi.showServerOutput',
    ]);
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
  it('starts no server for a Scheme file and leaves it alone when kopi.claimSchemeFiles is never', async () => {
    const recorder = newRecorder();
    const scene = { documents: [{ fileName: '/w/guile.scm', languageId: 'scheme' }] };
    const extension = loadExtension(fakeVscode({ 'kopi.claimSchemeFiles': 'never' }, recorder, scene));
    await extension.activate({ extensionPath: os.tmpdir(), subscriptions: [] });
    await settle();
    // No Kopi document: the server (which would report the missing jar) was not started.
    assert.deepEqual(recorder.errors, []);
    assert.deepEqual(recorder.switched, []);
    assert.deepEqual(recorder.informations, []);
  });

  it('switches the open .scm and .sld documents to Kopi when kopi.claimSchemeFiles is always', async () => {
    const recorder = newRecorder();
    const scene = {
      documents: [
        { fileName: '/w/a.scm', languageId: 'scheme' },
        { fileName: '/w/lib.sld', languageId: 'plaintext' },
        { fileName: '/w/notes.txt', languageId: 'plaintext' },
      ],
    };
    const extension = loadExtension(fakeVscode({ 'kopi.claimSchemeFiles': 'always' }, recorder, scene));
    await extension.activate({ extensionPath: os.tmpdir(), subscriptions: [] });
    await settle();
    assert.deepEqual(recorder.switched, ['/w/a.scm:kopi', '/w/lib.sld:kopi']);
    assert.deepEqual(recorder.informations, []);
  });

  it('asks once by default and, when the user agrees, writes files.associations in the workspace and switches', async () => {
    const recorder = newRecorder();
    const scene = {
      documents: [
        { fileName: '/w/a.scm', languageId: 'scheme' },
        { fileName: '/w/b.scm', languageId: 'scheme' },
      ],
      answer: 'Use Kopi in This Workspace',
      folders: true,
    };
    const extension = loadExtension(fakeVscode({ 'files.associations': { '*.h': 'c' } }, recorder, scene));
    await extension.activate({ extensionPath: os.tmpdir(), subscriptions: [] });
    await settle();
    assert.equal(recorder.informations.length, 1, recorder.informations.join('\n'));
    assert.match(recorder.informations[0] ?? '', /a\.scm/);
    assert.deepEqual(recorder.updates, [
      'files.associations={"*.h":"c","*.scm":"kopi","*.sld":"kopi"}@2',
      'kopi.claimSchemeFiles="always"@2',
    ]);
    assert.deepEqual(recorder.switched, ['/w/a.scm:kopi', '/w/b.scm:kopi']);
  });

  it('remembers a never answer in the workspace and switches nothing', async () => {
    const recorder = newRecorder();
    const scene = { documents: [{ fileName: '/w/a.scm', languageId: 'scheme' }], answer: 'Never', folders: true };
    const extension = loadExtension(fakeVscode({}, recorder, scene));
    await extension.activate({ extensionPath: os.tmpdir(), subscriptions: [] });
    await settle();
    assert.deepEqual(recorder.updates, ['kopi.claimSchemeFiles="never"@2']);
    assert.deepEqual(recorder.switched, []);
  });
});
