// Checks the esbuild output that the .vsix ships: it must be self-contained (only `vscode` and
// node's own modules are loaded at run time, since the .vsix has no node_modules) and export
// the two entry points VS Code calls.

import assert from 'node:assert/strict';
import { builtinModules } from 'node:module';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';

const bundle = path.resolve(__dirname, '..', '..', 'dist', 'extension.js');

describe('dist/extension.js', () => {
  const source = fs.readFileSync(bundle, 'utf8');

  it('requires nothing but vscode and node built-in modules', () => {
    const required = new Set([...source.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] ?? ''));
    assert.ok(required.has('vscode'), 'the bundle loads the vscode API');
    const builtins = new Set(builtinModules);
    const foreign = [...required].filter((name) => name !== 'vscode' && !builtins.has(name.replace(/^node:/, '')));
    assert.deepEqual(foreign, [], `modules the .vsix would not have: ${foreign.join(', ')}`);
  });

  it('exports activate and deactivate', () => {
    // Run the bundle's module wrapper with a recording `require` instead of loading it, so that
    // the test needs no VS Code: the exports object is filled before any API is touched.
    const exported: Record<string, unknown> = {};
    const module = { exports: exported };
    const fakeVscode = new Proxy({}, { get: () => function stub() {} });
    const fakeRequire = (name: string): unknown => (name === 'vscode' ? fakeVscode : require(name));
    new Function('module', 'exports', 'require', '__filename', '__dirname', source)(
      module,
      module.exports,
      fakeRequire,
      bundle,
      path.dirname(bundle),
    );
    const exports = module.exports;
    assert.equal(typeof exports['activate'], 'function');
    assert.equal(typeof exports['deactivate'], 'function');
  });
});
