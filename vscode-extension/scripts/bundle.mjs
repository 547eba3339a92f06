// Bundles the extension and vscode-languageclient into one file, dist/extension.js, so that the
// .vsix needs no node_modules. The `vscode` module is provided by the editor at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/extension.ts'],
  outfile: 'dist/extension.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  external: ['vscode'],
  minify: true,
  sourcemap: true,
  logLevel: 'warning',
});
