import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import {
  buildServerCommand,
  findExecutable,
  resolveUserPath,
  ResolutionContext,
  SERVER_JVM_ARGS,
} from '../src/serverCommand';

const extensionPath = path.resolve('/ext/kopi');
const bundledJar = path.join(extensionPath, 'server', 'kopi.jar');
const workspace = path.resolve('/home/ana/project');
const home = path.resolve('/home/ana');
const javaOnPath = path.resolve('/usr/bin/java');
const configuredJava = path.resolve('/opt/jdk-17/bin/java');

/** A machine with the given files and java in /usr/bin (on the PATH) and /opt/jdk-17/bin (not). */
function context(existing: string[], executables: string[] = [javaOnPath, configuredJava]): ResolutionContext {
  const files = new Set(existing.map((file) => path.resolve(file)));
  const programs = new Set(executables.map((file) => path.resolve(file)));
  return {
    extensionPath,
    workspaceFolder: workspace,
    homeDirectory: home,
    fileExists: (file) => files.has(path.resolve(file)),
    isExecutable: (file) => programs.has(path.resolve(file)),
    searchPath: [path.resolve('/usr/local/bin'), path.dirname(javaOnPath)].join(path.delimiter),
  };
}

describe('buildServerCommand', () => {
  it('runs the bundled jar with java from the PATH when nothing is set', () => {
    const result = buildServerCommand({}, context([bundledJar]));
    assert.deepEqual(result, {
      ok: true,
      value: { command: 'java', args: [...SERVER_JVM_ARGS, '-jar', bundledJar, 'lsp'], jar: bundledJar },
    });
  });

  it('bounds the heap of the server, and lets an -Xmx of the user come later and win', () => {
    assert.ok(SERVER_JVM_ARGS.includes('-Xmx1g'));
    const result = buildServerCommand({ jvmArgs: ['-Xmx3g'] }, context([bundledJar]));
    assert.ok(result.ok);
    const heaps = result.value.args.filter((argument) => argument.startsWith('-Xmx'));
    assert.deepEqual(heaps, ['-Xmx1g', '-Xmx3g']);
  });

  it('passes kopi.classPath to the language server as -cp, resolved against the workspace', () => {
    const result = buildServerCommand({ classPath: ['lib/a.jar', '/opt/b.jar', ' '] }, context([bundledJar]));
    assert.ok(result.ok);
    const at = result.value.args.indexOf('-cp');
    assert.equal(result.value.args[at - 1], 'lsp');
    assert.match(result.value.args[at + 1], /lib[\\/]a\.jar.\/opt\/b\.jar$/);
    const dap = buildServerCommand({ classPath: ['/opt/b.jar'] }, context([bundledJar]), 'dap');
    assert.ok(dap.ok);
    assert.ok(!dap.value.args.includes('-cp'));
    assert.deepEqual(buildServerCommand({ classPath: [3] }, context([bundledJar])), {
      ok: false,
      error: 'kopi.classPath: expected an array of paths, got 3',
    });
  });

  it('treats blank settings as unset', () => {
    const result = buildServerCommand({ javaPath: '  ', serverJar: '' }, context([bundledJar]));
    assert.ok(result.ok);
    assert.equal(result.value.command, 'java');
    assert.equal(result.value.jar, bundledJar);
  });

  it('puts the JVM arguments before -jar and lsp last', () => {
    const result = buildServerCommand({ jvmArgs: ['-Xmx1g', '-Dkopi.trace=true', ''] }, context([bundledJar]));
    assert.ok(result.ok);
    assert.deepEqual(result.value.args, [...SERVER_JVM_ARGS, '-Xmx1g', '-Dkopi.trace=true', '-jar', bundledJar, 'lsp']);
  });

  it('starts the debug adapter with the same java, jar and JVM arguments, dap last', () => {
    const result = buildServerCommand({ jvmArgs: ['-Xmx2g'] }, context([bundledJar]), 'dap');
    assert.ok(result.ok);
    assert.deepEqual(result.value.args, [...SERVER_JVM_ARGS, '-Xmx2g', '-jar', bundledJar, 'dap']);
  });

  it('uses the configured java and jar, resolving a relative jar against the workspace', () => {
    const javaPath = configuredJava;
    const jar = path.join(workspace, 'language-server', 'target', 'kopi.jar');
    const result = buildServerCommand({ javaPath, serverJar: 'language-server/target/kopi.jar' }, context([jar]));
    assert.ok(result.ok);
    assert.equal(result.value.command, javaPath);
    assert.deepEqual(result.value.args, [...SERVER_JVM_ARGS, '-jar', jar, 'lsp']);
  });

  it('expands ~ in the jar path', () => {
    const jar = path.join(home, 'kopi', 'kopi.jar');
    const result = buildServerCommand({ serverJar: '~/kopi/kopi.jar' }, context([jar]));
    assert.ok(result.ok);
    assert.equal(result.value.jar, jar);
  });

  it('says which jar is missing when the configured one does not exist', () => {
    const result = buildServerCommand({ serverJar: '/nowhere/kopi.jar' }, context([bundledJar]));
    assert.deepEqual(result, {
      ok: false,
      error: `kopi.server.jar: expected an existing jar file, got ${path.resolve('/nowhere/kopi.jar')}`,
    });
  });

  it('explains how to get a server when the extension has no bundled jar', () => {
    const result = buildServerCommand({}, context([]));
    assert.equal(result.ok, false);
    assert.ok(!result.ok && result.error.includes(bundledJar), 'names the expected jar');
    assert.ok(!result.ok && result.error.includes('kopi.server.jar'), 'names the setting');
  });

  it('says that Java is missing when java is not on the PATH, before starting anything', () => {
    const result = buildServerCommand({}, context([bundledJar], []));
    assert.deepEqual(result, {
      ok: false,
      error:
        'Java was not found: "java" is not on the PATH; install Java 17 or later, or set kopi.java.path to a java executable',
    });
  });

  it('names a configured java that does not exist', () => {
    const result = buildServerCommand({ javaPath: '/opt/none/bin/java' }, context([bundledJar]));
    assert.deepEqual(result, {
      ok: false,
      error: `kopi.java.path: expected a java executable (Java 17 or later), got ${path.resolve('/opt/none/bin/java')}`,
    });
  });

  it('rejects JVM arguments that are not strings', () => {
    const result = buildServerCommand({ jvmArgs: ['-Xmx1g', 512] }, context([bundledJar]));
    assert.deepEqual(result, {
      ok: false,
      error: 'kopi.server.jvmArgs: expected an array of strings, got 512',
    });
  });
});

describe('resolveUserPath', () => {
  const resolution = context([]);

  it('leaves a bare executable name to the PATH lookup', () => {
    assert.equal(resolveUserPath('java17', resolution), 'java17');
  });

  it('resolves a relative path with a directory part against the workspace', () => {
    assert.equal(resolveUserPath('jdk/bin/java', resolution), path.join(workspace, 'jdk', 'bin', 'java'));
  });

  it('resolves a bare jar name against the workspace', () => {
    assert.equal(resolveUserPath('kopi.jar', resolution), path.join(workspace, 'kopi.jar'));
  });

  it('falls back to the home directory when no folder is open', () => {
    const noFolder = { ...resolution, workspaceFolder: undefined };
    assert.equal(resolveUserPath('lib/kopi.jar', noFolder), path.join(home, 'lib', 'kopi.jar'));
  });

  it('keeps absolute paths, normalised', () => {
    assert.equal(resolveUserPath('/opt/kopi/../kopi/kopi.jar', resolution), path.resolve('/opt/kopi/kopi.jar'));
  });
});

describe('findExecutable', () => {
  it('finds a bare name in the first PATH directory that has it', () => {
    assert.equal(findExecutable('java', context([])), javaOnPath);
    assert.equal(findExecutable('java17', context([])), undefined);
  });

  it('checks a path as it is', () => {
    assert.equal(findExecutable(configuredJava, context([])), configuredJava);
    assert.equal(findExecutable(configuredJava, context([], [javaOnPath])), undefined);
  });
});
