// Packages the extension into target/kopi-<version>.vsix with vsce. The language server jar
// (server/kopi.jar, copied there by Maven from ../language-server/target/kopi.jar) is included
// when it exists; without it the package is still built, and says so, because the extension can
// also use a jar named by the kopi.server.jar setting.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

if (!existsSync(join(root, 'dist', 'extension.js'))) {
  console.error('package: dist/extension.js is missing; run "npm run build" first');
  process.exit(1);
}
if (existsSync(join(root, 'server', 'kopi.jar'))) {
  console.log('package: including the language server server/kopi.jar');
} else {
  console.warn(
    'package: server/kopi.jar not found (build language-server first, or copy kopi.jar there); ' +
      'the .vsix will need the kopi.server.jar setting to find a server',
  );
}

mkdirSync(join(root, 'target'), { recursive: true });
const out = join(root, 'target', `${manifest.name}-${manifest.version}.vsix`);
const vsce = join(dirname(createRequire(import.meta.url).resolve('@vscode/vsce/package.json')), 'vsce');
// The project's license (the repository's LICENSE, Apache-2.0) goes into the .vsix: vsce takes
// the LICENSE file of the extension's directory, so it is copied there (git ignores the copy).
copyFileSync(join(root, '..', 'LICENSE'), join(root, 'LICENSE'));
// --no-dependencies: esbuild already bundled them into dist/extension.js.
// --allow-missing-repository: the project has no public repository URL yet, and vsce would
// otherwise stop to ask on standard input.
execFileSync(process.execPath, [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--out', out], {
  cwd: root,
  stdio: 'inherit',
});
console.log(`package: wrote ${out}`);
