// The VS Code side of Kopi: starts the language server (`java -jar kopi.jar lsp`) through
// vscode-languageclient, adds the commands that are not plain LSP (evaluation, restart), and
// provides the `kopi` debug type, whose adapter is `java -jar kopi.jar dap`.
// Everything that can be decided without VS Code lives in serverCommand.ts, evaluation.ts, repl.ts
// and protocol.ts (the wire format of the kopi/* requests), where node's test runner checks it;
// this file is the thin glue around them. Which text is a form is the server's to say (kopi/formAt):
// the extension has no reader of its own.

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as vscode from 'vscode';
import {
  CloseAction,
  ErrorAction,
  Executable,
  LanguageClient,
  LanguageClientOptions,
  ResponseError,
  RevealOutputChannelOn,
  ServerOptions,
  State,
  TransportKind,
} from 'vscode-languageclient/node';
import { CrashPolicy } from './crashes';
import { buildServerCommand, ServerCommand } from './serverCommand';
import {
  ANSWER_NEVER,
  ANSWER_SESSION,
  ANSWER_WORKSPACE,
  CLAIM_SETTING,
  claimAction,
  claimDecision,
  claimMode,
  claimQuestion,
  isClaimable,
  withKopiAssociations,
} from './claim';
import {
  EVALUATE_METHOD,
  EvaluationResult,
  formatForOutputChannel,
  formatInline,
  parseEvaluationResult,
  parseFormAtResult,
} from './evaluation';
import { FORM_AT_METHOD, FormAtParams, FormAtResult } from './protocol';
import {
  evaluateParams,
  INTERRUPT_METHOD,
  LOAD_FILE_METHOD,
  OUTPUT_METHOD,
  parseOutputNotification,
  ReplStatus,
  RESET_SESSION_METHOD,
} from './repl';

const LANGUAGE_ID = 'kopi';
/** JSON-RPC's "method not found": the server has no evaluation channel. */
const METHOD_NOT_FOUND = -32601;

let client: LanguageClient | undefined;
/** The start of `client`: requests wait for it, so that the server has the open documents first. */
let clientStarted: Promise<void> = Promise.resolve();
let serverOutput: vscode.OutputChannel;
let traceOutput: vscode.OutputChannel;
let replOutput: vscode.OutputChannel;
let inlineResults: InlineResults;
let statusItem: vscode.StatusBarItem;
const status = new ReplStatus();
/** Whether the server was started (or asked for): it starts with the first Kopi document, not before. */
let serverWanted = false;
/** Restarts a crashed server quietly a few times; see crashes.ts. */
const crashPolicy = new CrashPolicy();
/** What this window decided about `.scm` and `.sld` files (see claim.ts). */
const claimState = { asked: false, claimedForSession: false };

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  serverOutput = vscode.window.createOutputChannel('Kopi Language Server');
  traceOutput = vscode.window.createOutputChannel('Kopi Language Server Trace');
  replOutput = vscode.window.createOutputChannel('Kopi REPL');
  inlineResults = new InlineResults();
  statusItem = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Left, 10);
  statusItem.command = 'kopi.showReplOutput';
  context.subscriptions.push(serverOutput, traceOutput, replOutput, inlineResults, statusItem);
  registerDebugger(context);

  context.subscriptions.push(
    vscode.commands.registerCommand('kopi.evaluateTopLevelForm', evaluateTopLevelForm),
    vscode.commands.registerCommand('kopi.loadFile', loadFile),
    vscode.commands.registerCommand('kopi.interrupt', interrupt),
    vscode.commands.registerCommand('kopi.resetSession', resetSession),
    vscode.commands.registerCommand('kopi.showReplOutput', () => replOutput.show(true)),
    vscode.commands.registerCommand('kopi.clearEvaluationResults', () => inlineResults.clearAll()),
    vscode.commands.registerCommand('kopi.restartServer', () => restartServer(context)),
    vscode.commands.registerCommand('kopi.showServerOutput', () => serverOutput.show(true)),
    vscode.workspace.onDidOpenTextDocument((document) => {
      void claimDocument(document);
      if (document.languageId === LANGUAGE_ID) {
        void ensureServer(context);
      }
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration(`kopi.${CLAIM_SETTING}`)) {
        claimOpenDocuments();
      }
      if (
        event.affectsConfiguration('kopi.java.path') ||
        event.affectsConfiguration('kopi.classPath') ||
        event.affectsConfiguration('kopi.server.jar') ||
        event.affectsConfiguration('kopi.server.jvmArgs')
      ) {
        void restartServer(context);
      }
    }),
    vscode.workspace.onDidChangeTextDocument((event) => {
      if (event.contentChanges.length > 0) {
        inlineResults.clear(event.document);
      }
    }),
  );

  // The extension also activates for Scheme files, which may not be Kopi's: the server (a JVM)
  // starts only once a document is in the Kopi language, perhaps after claiming it below.
  claimOpenDocuments();
  if (vscode.workspace.textDocuments.some((document) => document.languageId === LANGUAGE_ID)) {
    await ensureServer(context);
  }
}

/** Starts the server unless it was started before (a restart goes through restartServer). */
async function ensureServer(context: vscode.ExtensionContext): Promise<void> {
  if (!serverWanted) {
    serverWanted = true;
    await startServer(context);
  }
}

/** Applies `kopi.claimSchemeFiles` to every open document. */
function claimOpenDocuments(): void {
  for (const document of vscode.workspace.textDocuments) {
    void claimDocument(document);
  }
}

/**
 * Switches a `.scm` or `.sld` document to the Kopi language when `kopi.claimSchemeFiles` says so,
 * asking first (once per window) when it is "ask". Switching makes VS Code reopen the document in
 * the Kopi language, which starts the server.
 */
async function claimDocument(document: vscode.TextDocument): Promise<void> {
  const mode = claimMode(vscode.workspace.getConfiguration('kopi').get(CLAIM_SETTING));
  const action = claimAction(mode, document.fileName, document.languageId, claimState);
  if (action === 'switch') {
    await vscode.languages.setTextDocumentLanguage(document, LANGUAGE_ID);
    return;
  }
  if (action !== 'ask') {
    return;
  }
  claimState.asked = true;
  const answer = await vscode.window.showInformationMessage(
    claimQuestion(document.fileName),
    ANSWER_WORKSPACE,
    ANSWER_SESSION,
    ANSWER_NEVER,
  );
  const decision = claimDecision(answer);
  const hasWorkspace = (vscode.workspace.workspaceFolders?.length ?? 0) > 0;
  const target = hasWorkspace ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global;
  try {
    if (decision.associate && hasWorkspace) {
      const files = vscode.workspace.getConfiguration('files');
      await files.update('associations', withKopiAssociations(files.get('associations')), target);
    }
    if (decision.mode !== undefined) {
      await vscode.workspace.getConfiguration('kopi').update(CLAIM_SETTING, decision.mode, target);
    }
  } catch (error) {
    serverOutput.appendLine(`kopi: could not store the answer in the settings: ${String(error)}`);
  }
  if (decision.switchOpen) {
    claimState.claimedForSession = true;
    for (const open of vscode.workspace.textDocuments) {
      if (isClaimable(open.fileName, open.languageId)) {
        await vscode.languages.setTextDocumentLanguage(open, LANGUAGE_ID);
      }
    }
  }
}

export async function deactivate(): Promise<void> {
  await stopServer();
}

/** Shows the server and REPL state in the status bar item. */
function showStatus(): void {
  const view = status.view();
  statusItem.text = view.text;
  statusItem.tooltip = view.tooltip;
  statusItem.backgroundColor = view.error ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
  statusItem.show();
}

/** Reads the settings and starts the client; a configuration problem is shown, not thrown. */
async function startServer(context: vscode.ExtensionContext): Promise<void> {
  const built = commandFromSettings(context, 'lsp');
  if (!built.ok) {
    serverOutput.appendLine(`kopi: ${built.error}`);
    status.serverFailed(built.error);
    showStatus();
    const choice = await vscode.window.showErrorMessage(`Kopi: ${built.error}`, 'Open Settings');
    if (choice === 'Open Settings') {
      await vscode.commands.executeCommand('workbench.action.openSettings', 'kopi.server');
    }
    return;
  }

  const command: ServerCommand = built.value;
  serverOutput.appendLine(`kopi: starting ${command.command} ${command.args.join(' ')}`);
  const executable: Executable = {
    command: command.command,
    args: [...command.args],
    transport: TransportKind.stdio,
  };
  const serverOptions: ServerOptions = { run: executable, debug: executable };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: LANGUAGE_ID },
      { scheme: 'untitled', language: LANGUAGE_ID },
    ],
    outputChannel: serverOutput,
    traceOutputChannel: traceOutput,
    // Every failure is told once, by this file; the client only writes to the output channel.
    revealOutputChannelOn: RevealOutputChannelOn.Never,
    initializationFailedHandler: () => false,
    errorHandler: {
      error: (_error, _message, count) =>
        (count ?? 0) <= 3
          ? { action: ErrorAction.Continue, handled: true }
          : { action: ErrorAction.Shutdown, handled: true },
      closed: () => serverClosed(starting),
    },
  };
  // The client id 'kopi' makes vscode-languageclient read the `kopi.trace.server` setting.
  const starting = new QuietLanguageClient(LANGUAGE_ID, 'Kopi Language Server', serverOptions, clientOptions);
  client = starting;
  let ran = false;
  /**
   * The server's connection closed without a stop: before it ever ran, start() fails and its catch
   * below tells the user; after, a crash restarts it quietly until it keeps crashing, and then
   * one message says so.
   */
  function serverClosed(closing: LanguageClient): { action: CloseAction; handled: true } {
    if (!ran || client !== closing) {
      return { action: CloseAction.DoNotRestart, handled: true };
    }
    if (crashPolicy.crashed() === 'restart') {
      serverOutput.appendLine('kopi: the language server stopped unexpectedly; restarting it');
      return { action: CloseAction.Restart, handled: true };
    }
    const message = 'the language server keeps stopping unexpectedly, so it was not restarted';
    serverOutput.appendLine(`kopi: ${message}`);
    status.serverFailed(message);
    showStatus();
    void vscode.window
      .showErrorMessage(`Kopi: ${message}.`, 'Restart Language Server', 'Show Output')
      .then((choice) => {
        if (choice === 'Restart Language Server') {
          void vscode.commands.executeCommand('kopi.restartServer');
        } else if (choice === 'Show Output') {
          serverOutput.show(true);
        }
      });
    return { action: CloseAction.DoNotRestart, handled: true };
  }
  status.serverStarting();
  showStatus();
  // Registered before start() so that no output of an early evaluation is lost.
  starting.onNotification(OUTPUT_METHOD, (params: unknown) => {
    const chunk = parseOutputNotification(params);
    if (chunk !== undefined) {
      replOutput.append(chunk.text);
    }
  });
  starting.onDidChangeState((change) => {
    if (client !== starting) {
      return;
    }
    if (change.newState === State.Running) {
      ran = true;
      status.serverReady();
    } else if (change.newState === State.Starting) {
      status.serverStarting();
    } else if (change.newState === State.Stopped) {
      status.serverStopped();
    }
    showStatus();
  });
  const startedPromise = starting.start();
  clientStarted = startedPromise.catch(() => undefined);
  try {
    await startedPromise;
    status.serverReady();
    showStatus();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    serverOutput.appendLine(`kopi: the language server did not start: ${message}`);
    status.serverFailed(message);
    showStatus();
    void vscode.window
      .showErrorMessage(
        `Kopi: the language server did not start (${message}); check kopi.java.path (Java 17 or later) and kopi.server.jar`,
        'Show Output',
      )
      .then((choice) => {
        if (choice === 'Show Output') {
          serverOutput.show(true);
        }
      });
    if (client === starting) {
      client = undefined;
    }
    // Release the failed client's process and listeners; it may already count as stopped.
    starting.dispose().catch(() => undefined);
  }
}

async function stopServer(): Promise<void> {
  const running = client;
  client = undefined;
  if (running !== undefined) {
    try {
      await running.stop();
    } catch (error) {
      serverOutput.appendLine(`kopi: stopping the language server failed: ${String(error)}`);
    }
  }
  if (statusItem !== undefined) {
    status.serverStopped();
    showStatus();
  }
}

async function restartServer(context: vscode.ExtensionContext): Promise<void> {
  serverWanted = true;
  crashPolicy.reset();
  await stopServer();
  await startServer(context);
}

/** The Kopi editor and the running client, or undefined after telling the user what is missing. */
function editorAndClient(what: string): { editor: vscode.TextEditor; client: LanguageClient } | undefined {
  const editor = vscode.window.activeTextEditor;
  if (editor === undefined || editor.document.languageId !== LANGUAGE_ID) {
    void vscode.window.showInformationMessage(`Kopi: open a Kopi file to ${what}`);
    return undefined;
  }
  if (client === undefined) {
    void vscode.window.showErrorMessage(
      'Kopi: the language server is not running; see "Kopi: Show Language Server Output"',
    );
    return undefined;
  }
  return { editor, client };
}

/**
 * Sends a request of the evaluation channel and validates its answer; a transport or server error
 * becomes an error result, so that every failure is shown the same way.
 */
async function requestEvaluation(
  running: LanguageClient,
  method: string,
  params: object,
): Promise<EvaluationResult | undefined> {
  status.evaluationStarted();
  showStatus();
  let result: EvaluationResult;
  try {
    // Right after a (re)start, the request waits until the server has been told the open documents.
    await clientStarted;
    result = parseEvaluationResult(await running.sendRequest(method, params));
  } catch (error) {
    if (error instanceof ResponseError && error.code === METHOD_NOT_FOUND) {
      status.evaluationEnded(undefined);
      showStatus();
      void vscode.window.showErrorMessage(`Kopi: this language server cannot evaluate code (no ${method} request)`);
      return undefined;
    }
    result = { error: { message: error instanceof Error ? error.message : String(error) } };
  }
  status.evaluationEnded(result.error?.message);
  showStatus();
  return result;
}

/**
 * Sends the selection, or else the cursor position (the server evaluates the top-level form
 * there), to the server's evaluation channel and shows the result after the code and in the
 * "Kopi REPL" output channel.
 */
async function evaluateTopLevelForm(): Promise<void> {
  const target = editorAndClient('evaluate a form');
  if (target === undefined) {
    return;
  }
  const { editor } = target;
  const document = editor.document;
  const selection = editor.selection;
  if (selection.isEmpty) {
    // The server picks the form; asking it first gives a clearer message for unclosed code.
    const form = await formAtCursor(target.client, document.uri.toString(), selection.active);
    if (form === null) {
      void vscode.window.showInformationMessage('Kopi: no top-level form at the cursor');
      return;
    }
    if (form !== undefined && !form.complete) {
      void vscode.window.showWarningMessage(
        'Kopi: the form at the cursor is not closed; fix its parentheses or select the code to evaluate',
      );
      return;
    }
  }
  const params = evaluateParams(
    document.uri.toString(),
    { start: selection.start, end: selection.end },
    selection.active,
  );
  const result = await requestEvaluation(target.client, EVALUATE_METHOD, params);
  if (result === undefined) {
    return;
  }
  const range =
    result.range !== undefined
      ? new vscode.Range(
          result.range.start.line,
          result.range.start.character,
          result.range.end.line,
          result.range.end.character,
        )
      : new vscode.Range(selection.start, selection.end);
  replOutput.appendLine(formatForOutputChannel(document.getText(range), withoutOutput(result)));
  const maxLength = vscode.workspace.getConfiguration('kopi').get<number>('evaluation.inlineResultLength', 120);
  inlineResults.show(editor, range, formatInline(result, maxLength), result);
}

/**
 * The top-level form at the cursor as the server sees it (`kopi/formAt`): null when there is none,
 * undefined when the server could not say (an older server, a failed request), in which case
 * `kopi/evaluate` decides.
 */
async function formAtCursor(
  running: LanguageClient,
  uri: string,
  cursor: vscode.Position,
): Promise<FormAtResult | null | undefined> {
  const params: FormAtParams = { textDocument: { uri }, position: { line: cursor.line, character: cursor.character } };
  try {
    await clientStarted;
    return parseFormAtResult(await running.sendRequest(FORM_AT_METHOD, params));
  } catch {
    return undefined;
  }
}

/** Runs the whole active document in the REPL session, as `load` would. */
async function loadFile(): Promise<void> {
  const target = editorAndClient('load it');
  if (target === undefined) {
    return;
  }
  const document = target.editor.document;
  const result = await requestEvaluation(target.client, LOAD_FILE_METHOD, {
    textDocument: { uri: document.uri.toString() },
  });
  if (result === undefined) {
    return;
  }
  const name = vscode.workspace.asRelativePath(document.uri);
  replOutput.appendLine(formatForOutputChannel(`(load "${name}")`, withoutOutput(result)));
  if (result.error !== undefined) {
    void vscode.window.showErrorMessage(`Kopi: loading ${name} failed: ${result.error.message}`);
  } else {
    vscode.window.setStatusBarMessage(`Kopi: loaded ${name}`, 3000);
  }
}

/** Stops the running evaluation; the server answers {status, message}. */
async function interrupt(): Promise<void> {
  await sessionRequest(INTERRUPT_METHOD, 'interrupt');
}

/** Restarts the REPL session: every definition is forgotten, the server keeps running. */
async function resetSession(): Promise<void> {
  if (await sessionRequest(RESET_SESSION_METHOD, 'restart the REPL')) {
    inlineResults.clearAll();
    status.sessionReset();
    showStatus();
  }
}

async function sessionRequest(method: string, what: string): Promise<boolean> {
  if (client === undefined) {
    void vscode.window.showErrorMessage(`Kopi: cannot ${what}: the language server is not running`);
    return false;
  }
  try {
    const running = client;
    await clientStarted;
    const answer = await running.sendRequest<{ status?: unknown; message?: unknown } | null>(method, {});
    const message = typeof answer?.message === 'string' ? answer.message : 'done';
    replOutput.appendLine(`; ${what}: ${message}`);
    vscode.window.setStatusBarMessage(`Kopi: ${message}`, 3000);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    replOutput.appendLine(`; ${what} failed: ${message}`);
    void vscode.window.showErrorMessage(`Kopi: cannot ${what}: ${message}`);
    return false;
  }
}

/** The printed output already reached the REPL channel through `kopi/output`; it is not repeated. */
function withoutOutput(result: EvaluationResult): EvaluationResult {
  const { output: _printed, ...rest } = result;
  return rest;
}

/**
 * A client that shows no notifications of its own ("couldn't create connection to server",
 * "Server initialization failed", "Request ... failed", ...): it writes them to the output
 * channel, and this file tells the user about a failure once, in its own words.
 */
class QuietLanguageClient extends LanguageClient {
  override error(message: string, data?: unknown, _showNotification?: boolean | 'force'): void {
    super.error(message, data, false);
  }

  override warn(message: string, data?: unknown, _showNotification?: boolean): void {
    super.warn(message, data, false);
  }

  override info(message: string, data?: unknown, _showNotification?: boolean): void {
    super.info(message, data, false);
  }
}

/** The `⇒ value` decorations after evaluated forms, cleared when their document changes. */
class InlineResults implements vscode.Disposable {
  private readonly decorationType = vscode.window.createTextEditorDecorationType({
    after: {
      margin: '0 0 0 1.5em',
      color: new vscode.ThemeColor('editorCodeLens.foreground'),
      fontStyle: 'italic',
    },
    rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
  });
  private readonly byDocument = new Map<string, vscode.DecorationOptions[]>();

  show(editor: vscode.TextEditor, range: vscode.Range, text: string, result: EvaluationResult): void {
    const key = editor.document.uri.toString();
    const line = editor.document.lineAt(range.end.line);
    const hover = new vscode.MarkdownString();
    hover.appendCodeblock(result.error?.message ?? result.value ?? result.output ?? '', LANGUAGE_ID);
    const decorations = (this.byDocument.get(key) ?? []).filter(
      (decoration) => decoration.range.start.line !== line.lineNumber,
    );
    decorations.push({
      range: new vscode.Range(line.range.end, line.range.end),
      renderOptions: {
        after:
          result.error !== undefined
            ? { contentText: text, color: new vscode.ThemeColor('errorForeground') }
            : { contentText: text },
      },
      hoverMessage: hover,
    });
    this.byDocument.set(key, decorations);
    this.apply(key);
    void vscode.commands.executeCommand('setContext', 'kopi.hasInlineResults', true);
  }

  clear(document: vscode.TextDocument): void {
    const key = document.uri.toString();
    if (this.byDocument.delete(key)) {
      this.apply(key);
      this.updateContext();
    }
  }

  clearAll(): void {
    const keys = [...this.byDocument.keys()];
    this.byDocument.clear();
    keys.forEach((key) => this.apply(key));
    this.updateContext();
  }

  dispose(): void {
    this.decorationType.dispose();
  }

  private apply(key: string): void {
    const decorations = this.byDocument.get(key) ?? [];
    for (const editor of vscode.window.visibleTextEditors) {
      if (editor.document.uri.toString() === key) {
        editor.setDecorations(this.decorationType, decorations);
      }
    }
  }

  private updateContext(): void {
    void vscode.commands.executeCommand('setContext', 'kopi.hasInlineResults', this.byDocument.size > 0);
  }
}

/** The command of the language server (`lsp`) or the debug adapter (`dap`) from the `kopi.*` settings. */
function commandFromSettings(context: vscode.ExtensionContext, subcommand: 'lsp' | 'dap') {
  const configuration = vscode.workspace.getConfiguration('kopi');
  return buildServerCommand(
    {
      javaPath: configuration.get<string>('java.path'),
      serverJar: configuration.get<string>('server.jar'),
      jvmArgs: configuration.get<unknown[]>('server.jvmArgs'),
      classPath: configuration.get<unknown[]>('classPath'),
    },
    {
      extensionPath: context.extensionPath,
      workspaceFolder: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath,
      homeDirectory: os.homedir(),
      fileExists: (file) => fs.existsSync(file),
      isExecutable: (file) => {
        try {
          fs.accessSync(file, fs.constants.X_OK);
          return fs.statSync(file).isFile();
        } catch {
          return false;
        }
      },
      searchPath: process.env.PATH,
    },
    subcommand,
  );
}

/**
 * The `kopi` debug type: its adapter is `java -jar kopi.jar dap` (the same java, jar and JVM
 * arguments as the language server), and a launch with no launch.json debugs the active file.
 */
function registerDebugger(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.debug.registerDebugAdapterDescriptorFactory('kopi', {
      createDebugAdapterDescriptor: () => {
        const built = commandFromSettings(context, 'dap');
        if (!built.ok) {
          throw new Error(`Kopi: ${built.error}`);
        }
        return new vscode.DebugAdapterExecutable(built.value.command, [...built.value.args]);
      },
    }),
    vscode.debug.registerDebugConfigurationProvider('kopi', {
      resolveDebugConfiguration: (folder, configuration) => {
        if (!configuration.type && !configuration.request && !configuration.name) {
          const editor = vscode.window.activeTextEditor;
          if (editor === undefined || editor.document.languageId !== LANGUAGE_ID) {
            return configuration;
          }
          return {
            type: 'kopi',
            name: 'Debug Kopi file',
            request: 'launch',
            program: editor.document.uri.fsPath,
            args: [],
            cwd: folder?.uri.fsPath ?? path.dirname(editor.document.uri.fsPath),
          };
        }
        if (configuration.program === undefined) {
          configuration.program = '${file}';
        }
        return configuration;
      },
    }),
    vscode.commands.registerCommand('kopi.debugFile', (uri?: vscode.Uri) => debugFile(false, uri)),
    vscode.commands.registerCommand('kopi.runFile', (uri?: vscode.Uri) => debugFile(true, uri)),
    // "Run | Debug" above the first line of every Kopi file.
    vscode.languages.registerCodeLensProvider(
      { language: LANGUAGE_ID, scheme: 'file' },
      {
        provideCodeLenses: (document) => {
          const top = new vscode.Range(0, 0, 0, 0);
          return [
            new vscode.CodeLens(top, { title: 'Run', command: 'kopi.runFile', arguments: [document.uri] }),
            new vscode.CodeLens(top, { title: 'Debug', command: 'kopi.debugFile', arguments: [document.uri] }),
          ];
        },
      },
    ),
  );
}

/**
 * Runs (without stopping at breakpoints) or debugs a Kopi file: the one a code lens names, else the
 * one in the active editor. The file is saved first, as the program runs from disk.
 */
async function debugFile(noDebug: boolean, uri?: vscode.Uri): Promise<void> {
  const document =
    uri !== undefined
      ? vscode.workspace.textDocuments.find((open) => open.uri.toString() === uri.toString())
      : vscode.window.activeTextEditor?.document;
  if (document === undefined || document.languageId !== LANGUAGE_ID) {
    return;
  }
  await document.save();
  const file = document.uri.fsPath;
  await vscode.debug.startDebugging(
    vscode.workspace.getWorkspaceFolder(document.uri),
    {
      type: 'kopi',
      name: `${noDebug ? 'Run' : 'Debug'} ${path.basename(file)}`,
      request: 'launch',
      program: file,
      args: [],
      cwd: path.dirname(file),
    },
    { noDebug },
  );
}
