// The VS Code side of Kopi: starts the language server (`java -jar kopi.jar lsp`) through
// vscode-languageclient and adds the commands that are not plain LSP (evaluation, restart).
// Everything that can be decided without VS Code lives in serverCommand.ts, topLevelForm.ts and
// evaluation.ts, where node's test runner checks it; this file is the thin glue around them.

import * as fs from 'fs';
import * as os from 'os';
import * as vscode from 'vscode';
import {
  Executable,
  LanguageClient,
  LanguageClientOptions,
  ResponseError,
  ServerOptions,
  TransportKind,
} from 'vscode-languageclient/node';
import { buildServerCommand, ServerCommand } from './serverCommand';
import { topLevelFormAt } from './topLevelForm';
import {
  EVALUATE_METHOD,
  EvaluationResult,
  formatForOutputChannel,
  formatInline,
  parseEvaluationResult,
} from './evaluation';

const LANGUAGE_ID = 'kopi';
/** JSON-RPC's "method not found": the server has no evaluation channel. */
const METHOD_NOT_FOUND = -32601;

let client: LanguageClient | undefined;
let serverOutput: vscode.OutputChannel;
let traceOutput: vscode.OutputChannel;
let evaluationOutput: vscode.OutputChannel;
let inlineResults: InlineResults;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  serverOutput = vscode.window.createOutputChannel('Kopi Language Server');
  traceOutput = vscode.window.createOutputChannel('Kopi Language Server Trace');
  evaluationOutput = vscode.window.createOutputChannel('Kopi Evaluation');
  inlineResults = new InlineResults();
  context.subscriptions.push(serverOutput, traceOutput, evaluationOutput, inlineResults);

  context.subscriptions.push(
    vscode.commands.registerCommand('kopi.evaluateTopLevelForm', evaluateTopLevelForm),
    vscode.commands.registerCommand('kopi.clearEvaluationResults', () => inlineResults.clearAll()),
    vscode.commands.registerCommand('kopi.restartServer', () => restartServer(context)),
    vscode.commands.registerCommand('kopi.showServerOutput', () => serverOutput.show(true)),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (
        event.affectsConfiguration('kopi.java.path') ||
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

  await startServer(context);
}

export async function deactivate(): Promise<void> {
  await stopServer();
}

/** Reads the settings and starts the client; a configuration problem is shown, not thrown. */
async function startServer(context: vscode.ExtensionContext): Promise<void> {
  const configuration = vscode.workspace.getConfiguration('kopi');
  const built = buildServerCommand(
    {
      javaPath: configuration.get<string>('java.path'),
      serverJar: configuration.get<string>('server.jar'),
      jvmArgs: configuration.get<unknown[]>('server.jvmArgs'),
    },
    {
      extensionPath: context.extensionPath,
      workspaceFolder: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath,
      homeDirectory: os.homedir(),
      fileExists: (file) => fs.existsSync(file),
    },
  );
  if (!built.ok) {
    serverOutput.appendLine(`kopi: ${built.error}`);
    const choice = await vscode.window.showErrorMessage(
      `Kopi: ${built.error}`,
      'Open Settings',
    );
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
  };
  // The client id 'kopi' makes vscode-languageclient read the `kopi.trace.server` setting.
  const starting = new LanguageClient(LANGUAGE_ID, 'Kopi Language Server', serverOptions, clientOptions);
  client = starting;
  try {
    await starting.start();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    serverOutput.appendLine(`kopi: the language server did not start: ${message}`);
    void vscode.window.showErrorMessage(
      `Kopi: the language server did not start (${message}); check kopi.java.path (Java 17 or later) and kopi.server.jar`,
    );
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
}

async function restartServer(context: vscode.ExtensionContext): Promise<void> {
  await stopServer();
  await startServer(context);
}

/**
 * Sends the selection, or else the top-level form at the cursor, to the server's evaluation
 * channel and shows the result after the form and in the "Kopi Evaluation" output channel.
 */
async function evaluateTopLevelForm(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (editor === undefined || editor.document.languageId !== LANGUAGE_ID) {
    void vscode.window.showInformationMessage('Kopi: open a Kopi file to evaluate a form');
    return;
  }
  const document = editor.document;
  let range: vscode.Range;
  if (!editor.selection.isEmpty) {
    range = new vscode.Range(editor.selection.start, editor.selection.end);
  } else {
    const text = document.getText();
    const form = topLevelFormAt(text, document.offsetAt(editor.selection.active));
    if (form === undefined) {
      void vscode.window.showInformationMessage('Kopi: no top-level form at the cursor');
      return;
    }
    if (!form.complete) {
      void vscode.window.showWarningMessage(
        'Kopi: the form at the cursor is not closed; fix its parentheses or select the code to evaluate',
      );
      return;
    }
    range = new vscode.Range(document.positionAt(form.start), document.positionAt(form.end));
  }
  if (client === undefined) {
    void vscode.window.showErrorMessage(
      'Kopi: the language server is not running; see "Kopi: Show Language Server Output"',
    );
    return;
  }

  const code = document.getText(range);
  let result: EvaluationResult;
  try {
    const raw = await client.sendRequest(EVALUATE_METHOD, {
      textDocument: { uri: document.uri.toString() },
      range: {
        start: { line: range.start.line, character: range.start.character },
        end: { line: range.end.line, character: range.end.character },
      },
      code,
    });
    result = parseEvaluationResult(raw);
  } catch (error) {
    if (error instanceof ResponseError && error.code === METHOD_NOT_FOUND) {
      void vscode.window.showErrorMessage(
        `Kopi: this language server cannot evaluate code (no ${EVALUATE_METHOD} request)`,
      );
      return;
    }
    result = { error: { message: error instanceof Error ? error.message : String(error) } };
  }

  evaluationOutput.appendLine(formatForOutputChannel(code, result));
  const maxLength = vscode.workspace
    .getConfiguration('kopi')
    .get<number>('evaluation.inlineResultLength', 120);
  inlineResults.show(editor, range, formatInline(result, maxLength), result);
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
      renderOptions: { after: { contentText: text } },
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
