#!/usr/bin/env bash
# Installs what the schema test runs (ajv-cli, pinned in tests/schemas/package-lock.json):
# node and npm from Debian when missing (packages-node.txt), then `npm ci` into
# tests/schemas/node_modules. Needs the network the first time.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bash "$here/install-deps.sh" "$here/packages-node.txt"
cd "$here/../../tests/schemas"
[ -x node_modules/.bin/ajv ] || npm ci --no-audit --no-fund --loglevel=error
