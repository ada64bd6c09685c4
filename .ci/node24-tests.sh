#!/usr/bin/env bash
# The unit and integration tests again on Node 24 LTS (decision 018), after `npm test` built dist/ on the machine's
# Node. Node 24 comes from the npm registry (the `node` package ships the binary and its headers) when the machine
# lacks it. better-sqlite3 is a native addon built for one Node ABI, so the pass runs in a copy of the tree whose
# node_modules has its own better-sqlite3 compiled for Node 24 (the rest is hard-linked: the other native
# packages use Node-API, which every version loads). Arguments go to vitest (e.g. a test file to run alone).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
prefix=${NODE24_PREFIX:-/opt/node24}
node24="$prefix/node_modules/node/bin/node"
# Pinned below 24.19: Node 24.19+ aborts in addons built on node::ObjectWrap, as better-sqlite3 12 is, when V8
# collects a statement ("Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook; nodejs/node#65446).
# The crash follows the headers the addon is compiled against. better-sqlite3 13 avoids it but needs Node 22+.
version=${NODE24_VERSION:-24.18.1}

if [ "$("$node24" --version 2>/dev/null)" != "v$version" ]; then
  echo "installing Node $version into $prefix (npm package node@$version)"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock "node@$version" >/dev/null
fi
[ "$("$node24" --version)" = "v$version" ] || { echo "no Node $version at $node24" >&2; exit 1; }
# The binary package beside it holds the headers node-gyp needs (include/node).
headers=$(dirname "$(dirname "$(readlink -f "$node24")")")
[ -f "$headers/include/node/node_version.h" ] ||
  headers=$(ls -d "$prefix"/node_modules/node/node_modules/node-linux-*/ 2>/dev/null | head -1)
echo "Node 24: $("$node24" --version), headers from $headers"

tree=${NODE24_TREE:-$(mktemp -d /tmp/node24-tree.XXXXXX)}
trap 'rm -rf "$tree"' EXIT
# Sources and dist/ copied, node_modules hard-linked except better-sqlite3, which is rebuilt for Node 24.
tar -C "$repo" --exclude=./node_modules --exclude=./data --exclude=./.git -cf - . | tar -C "$tree" -xf -
cp -al "$(readlink -f "$repo/node_modules")" "$tree/node_modules" 2>/dev/null ||
  { rm -rf "$tree/node_modules"; cp -a "$(readlink -f "$repo/node_modules")" "$tree/node_modules"; } # another filesystem
rm -rf "$tree/node_modules/better-sqlite3"
cp -a "$(readlink -f "$repo/node_modules/better-sqlite3")" "$tree/node_modules/better-sqlite3"
rm -rf "$tree/node_modules/better-sqlite3/build"
gyp="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js" # npm's own node-gyp
(cd "$tree/node_modules/better-sqlite3" &&
  PATH="$(dirname "$node24"):$PATH" "$node24" "$gyp" rebuild --release --nodedir="$headers" >/dev/null 2>&1)
PATH="$(dirname "$node24"):$PATH" "$node24" -e \
  "new (require('$tree/node_modules/better-sqlite3'))(':memory:'); console.log('better-sqlite3 loads on', process.version)"

cd "$tree"
PATH="$(dirname "$node24"):$PATH" "$node24" node_modules/vitest/vitest.mjs run --project unit --project integration --project scale "$@"
