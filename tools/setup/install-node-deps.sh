#!/usr/bin/env bash
# Installs what the schema test runs (ajv-cli, pinned in tests/schemas/package-lock.json):
# node and npm from Debian when either command is missing (packages-node.txt), then `npm ci` into
# tests/schemas/node_modules. Needs the network the first time.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# A machine whose node already brings npm (NodeSource's nodejs does, and conflicts with
# Debian's npm) installs nothing more.
command -v node >/dev/null && command -v npm >/dev/null || bash "$here/install-deps.sh" "$here/packages-node.txt"
cd "$here/../../tests/schemas"
# Without the registry (no network, or a proxy whose certificate npm does not trust) the
# set-up goes on and the schema test reports itself skipped, saying why.
[ -x node_modules/.bin/ajv ] || npm ci --no-audit --no-fund --loglevel=error ||
  echo "warning: npm could not install ajv-cli into tests/schemas; the schema test (ctest -L schema) will be skipped" >&2
