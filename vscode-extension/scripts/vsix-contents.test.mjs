// Checks the packaged .vsix (run by "npm run package", after vsce, so also in Maven's package
// phase): it holds the bundle, the grammar, the manifest with its activation events and commands,
// and the server jar when the language-server module was built. A .vsix is a zip file; its central
// directory is read here directly so that the check needs no dependency.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const vsix = join(root, 'target', `${manifest.name}-${manifest.version}.vsix`);
const serverJar = join(root, '..', 'language-server', 'target', 'kopi.jar');

/** The entries of a zip file: name to {size, data()}, from its central directory. */
function readZip(file) {
  const zip = readFileSync(file);
  const endSignature = 0x06054b50;
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== endSignature) {
    end--;
  }
  assert.ok(end >= 0, `${file}: expected a zip file, found no end of central directory`);
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map();
  for (let index = 0; index < count; index++) {
    assert.equal(zip.readUInt32LE(offset), 0x02014b50, `${file}: expected a central directory entry at ${offset}`);
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.set(name, {
      size,
      data() {
        const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
        const raw = zip.subarray(start, start + compressedSize);
        return method === 0 ? raw : inflateRawSync(raw);
      },
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe(`the packaged ${manifest.name}-${manifest.version}.vsix`, () => {
  assert.ok(existsSync(vsix), `expected ${vsix}; run "npm run package"`);
  const entries = readZip(vsix);

  it('holds the bundle, the grammar and the language configuration, and no sources', () => {
    for (const name of [
      'extension/dist/extension.js',
      'extension/syntaxes/kopi.tmLanguage.json',
      'extension/language-configuration.json',
      'extension/package.json',
      'extension.vsixmanifest',
    ]) {
      assert.ok(entries.has(name), `expected ${name} in the .vsix, got ${[...entries.keys()].join(', ')}`);
    }
    const sources = [...entries.keys()].filter((name) => /\/(src|test|node_modules)\//.test(name));
    assert.deepEqual(sources, []);
  });

  it('declares the activation event, the commands, their key bindings and the grammar', () => {
    const packaged = JSON.parse(entries.get('extension/package.json').data().toString('utf8'));
    assert.deepEqual(packaged.activationEvents, [
      'onLanguage:kopi',
      'onLanguage:scheme',
      'workspaceContains:**/*.scm',
      'workspaceContains:**/*.sld',
      'onStartupFinished',
    ]);
    assert.deepEqual(packaged.contributes.languages[0].extensions, ['.kawa'], '.scm is taken only through the setting');
    assert.equal(packaged.contributes.configuration.properties['kopi.claimSchemeFiles']?.default, 'ask');
    const commands = packaged.contributes.commands.map((command) => command.command);
    for (const command of [
      'kopi.evaluateTopLevelForm',
      'kopi.loadFile',
      'kopi.interrupt',
      'kopi.resetSession',
      'kopi.showReplOutput',
    ]) {
      assert.ok(commands.includes(command), `expected the command ${command}, got ${commands.join(', ')}`);
    }
    const evaluate = packaged.contributes.keybindings.find(
      (binding) => binding.command === 'kopi.evaluateTopLevelForm',
    );
    assert.equal(evaluate?.key, 'ctrl+enter');
    assert.equal(evaluate?.mac, 'cmd+enter');
    const [grammar] = packaged.contributes.grammars;
    assert.ok(entries.has(`extension/${grammar.path.replace(/^\.\//, '')}`), `the grammar ${grammar.path} is packaged`);
  });

  it('carries the project license (Apache-2.0), in the manifest and as a file', () => {
    const packaged = JSON.parse(entries.get('extension/package.json').data().toString('utf8'));
    assert.equal(packaged.license, 'Apache-2.0');
    const license = [...entries.keys()].find((name) => /^extension\/LICENSE(\.txt|\.md)?$/i.test(name));
    assert.ok(license, `expected extension/LICENSE in the .vsix, got ${[...entries.keys()].join(', ')}`);
    const text = entries.get(license).data().toString('utf8');
    assert.equal(text, readFileSync(join(root, '..', 'LICENSE'), 'utf8'));
  });

  it(
    'bundles the language server jar built by the language-server module',
    {
      skip: existsSync(serverJar) ? false : `${serverJar} is absent (language-server not built), so no jar is expected`,
    },
    () => {
      const packaged = entries.get('extension/server/kopi.jar');
      assert.ok(packaged, 'expected extension/server/kopi.jar in the .vsix');
      assert.equal(packaged.size, statSync(serverJar).size, 'the packaged jar is the one language-server built');
    },
  );
});
