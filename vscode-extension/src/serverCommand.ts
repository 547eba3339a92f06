// Builds the command line that starts the Kopi language server from the user's settings.
// This module has no dependency on the `vscode` API so that it runs under `node --test`;
// extension.ts reads the settings and hands them over as a plain object.

import * as path from 'path';

/** The settings that decide how the server is started, as read from `kopi.*`. */
export interface ServerSettings {
  /** `kopi.java.path`: the java executable; empty means `java` on the PATH. */
  readonly javaPath?: string | undefined;
  /** `kopi.server.jar`: the jar with the server; empty means the jar bundled with the extension. */
  readonly serverJar?: string | undefined;
  /** `kopi.server.jvmArgs`: extra JVM arguments, placed before `-jar`. */
  readonly jvmArgs?: readonly unknown[] | undefined;
  /** `kopi.classPath`: jars and directories of the user's classes, passed as `lsp -cp PATH`. */
  readonly classPath?: readonly unknown[] | undefined;
}

/** Where the settings are resolved: the extension's folder, the workspace, the home directory. */
export interface ResolutionContext {
  readonly extensionPath: string;
  /** The first workspace folder, against which a relative `kopi.server.jar` is resolved. */
  readonly workspaceFolder?: string | undefined;
  readonly homeDirectory: string;
  /** Tells whether a file exists; injected so that tests need no real files. */
  readonly fileExists: (file: string) => boolean;
  /** Tells whether a file exists and may be executed (the java executable). */
  readonly isExecutable: (file: string) => boolean;
  /** The `PATH` in which a bare `java` is looked up. */
  readonly searchPath: string | undefined;
}

/** A command line ready for `child_process.spawn` (and for vscode-languageclient's `Executable`). */
export interface ServerCommand {
  readonly command: string;
  readonly args: readonly string[];
  /** The jar that was chosen, for messages and the output channel. */
  readonly jar: string;
}

/** The result of {@link buildServerCommand}: a command, or a message saying what is wrong. */
export type ServerCommandResult =
  { readonly ok: true; readonly value: ServerCommand } | { readonly ok: false; readonly error: string };

/** The jar inside the extension that packaging copies from language-server/target/kopi.jar. */
export const BUNDLED_JAR = path.join('server', 'kopi.jar');

/**
 * The JVM options the server always gets, before the user's `kopi.server.jvmArgs` (so a later
 * `-Xmx` there wins): a bounded heap and a collector that gives memory back to the system. Without
 * them the server reached 0.8-1.8 GB resident after a few hundred edits with 8 MB live.
 */
export const SERVER_JVM_ARGS: readonly string[] = [
  '-Xmx1g',
  '-XX:+UseSerialGC',
  '-XX:MinHeapFreeRatio=10',
  '-XX:MaxHeapFreeRatio=30',
];

/**
 * Builds `java [SERVER_JVM_ARGS...] [jvmArgs...] -jar <jar> lsp` from the settings (or, with
 * `subcommand` `dap`, the same command for the debug adapter, which launches the debugged program
 * in a JVM of its own with the same jar). The jar and
 * the java executable must exist: one clear message now is better than a client that fails to
 * spawn its process (vscode-languageclient then only says "couldn't create connection to server")
 * or a server that exits at once with "Unable to access jarfile".
 */
export function buildServerCommand(
  settings: ServerSettings,
  context: ResolutionContext,
  subcommand: 'lsp' | 'dap' = 'lsp',
): ServerCommandResult {
  const jvmArgs = settings.jvmArgs ?? [];
  const badArgument = jvmArgs.find((argument) => typeof argument !== 'string');
  if (badArgument !== undefined) {
    return {
      ok: false,
      error: `kopi.server.jvmArgs: expected an array of strings, got ${JSON.stringify(badArgument)}`,
    };
  }

  const configuredJar = (settings.serverJar ?? '').trim();
  let jar: string;
  if (configuredJar === '') {
    jar = path.join(context.extensionPath, BUNDLED_JAR);
    if (!context.fileExists(jar)) {
      return {
        ok: false,
        error:
          `the extension has no bundled language server (expected ${jar}); ` +
          'build kopi.jar with "mvn package" and set kopi.server.jar to its path',
      };
    }
  } else {
    jar = resolveUserPath(configuredJar, context);
    if (!context.fileExists(jar)) {
      return { ok: false, error: `kopi.server.jar: expected an existing jar file, got ${jar}` };
    }
  }

  const configuredJava = (settings.javaPath ?? '').trim();
  const command = configuredJava === '' ? 'java' : resolveUserPath(configuredJava, context);
  if (findExecutable(command, context) === undefined) {
    return {
      ok: false,
      error:
        configuredJava === ''
          ? 'Java was not found: "java" is not on the PATH; install Java 17 or later, or set kopi.java.path to a java executable'
          : `kopi.java.path: expected a java executable (Java 17 or later), got ${command}`,
    };
  }
  const classPath = settings.classPath ?? [];
  const badEntry = classPath.find((entry) => typeof entry !== 'string');
  if (badEntry !== undefined) {
    return { ok: false, error: `kopi.classPath: expected an array of paths, got ${JSON.stringify(badEntry)}` };
  }
  const entries = (classPath as string[])
    .filter((entry) => entry.trim() !== '')
    .map((entry) => resolveUserPath(entry.trim(), context));
  const args = [
    ...SERVER_JVM_ARGS,
    ...(jvmArgs as string[]).filter((argument) => argument.trim() !== ''),
    '-jar',
    jar,
    subcommand,
  ];
  // The language server's analysis, completion and evaluation see the user's classes.
  if (subcommand === 'lsp' && entries.length > 0) {
    args.push('-cp', entries.join(path.delimiter));
  }
  return { ok: true, value: { command, args, jar } };
}

/**
 * Expands a leading `~` to the home directory and resolves a relative path against the
 * workspace folder (or, with no folder open, the home directory), so that a setting checked
 * into `.vscode/settings.json` can name a jar inside the project.
 */
export function resolveUserPath(value: string, context: ResolutionContext): string {
  let expanded = value;
  if (expanded === '~') {
    expanded = context.homeDirectory;
  } else if (expanded.startsWith('~/') || expanded.startsWith('~\\')) {
    expanded = path.join(context.homeDirectory, expanded.slice(2));
  }
  if (path.isAbsolute(expanded)) {
    return path.normalize(expanded);
  }
  // A bare executable name such as "java17" is meant to be looked up on the PATH, not in the
  // workspace; only values with a directory part are paths.
  if (!expanded.includes('/') && !expanded.includes('\\') && !expanded.endsWith('.jar')) {
    return expanded;
  }
  return path.resolve(context.workspaceFolder ?? context.homeDirectory, expanded);
}

/**
 * The file that runs for `command`: the command itself when it is a path, else the first match on
 * the search path (also as `command.exe`, for Windows); undefined when there is none.
 */
export function findExecutable(command: string, context: ResolutionContext): string | undefined {
  if (path.isAbsolute(command)) {
    return context.isExecutable(command) ? command : undefined;
  }
  for (const directory of (context.searchPath ?? '').split(path.delimiter)) {
    if (directory === '') {
      continue;
    }
    for (const name of [command, `${command}.exe`]) {
      const candidate = path.join(directory, name);
      if (context.isExecutable(candidate)) {
        return candidate;
      }
    }
  }
  return undefined;
}
