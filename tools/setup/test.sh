#!/usr/bin/env bash
# Set up, build, and run every test outside the `slow` label; then the same tests and a
# short run of each fuzzer in the clang ASan + UBSan build (tools/setup/sanitize.sh).
# Prints how long each stage took, so CI's time is known stage by stage.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
stage() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  echo "stage '$name' took $((SECONDS - start)) s" >&2
}
stage "Release build" bash "$root/tools/setup/build.sh"
stage "node packages (ajv, for the schema test)" bash "$root/tools/setup/install-node-deps.sh"
stage "Release tests" bash -c "cd '$root/build' && ctest --output-on-failure -j$(nproc) -LE slow"
stage "sanitizer build, fuzzers and tests" bash "$root/tools/setup/sanitize.sh"
echo "all stages took $SECONDS s" >&2
