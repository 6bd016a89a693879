#!/usr/bin/env bash
# Set up, build, and run every test outside the `slow` label; then the same tests and a
# short run of each fuzzer in the clang ASan + UBSan build (tools/setup/sanitize.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bash "$root/tools/setup/build.sh"
(cd "$root/build" && ctest --output-on-failure -j"$(nproc)" -LE slow)
bash "$root/tools/setup/sanitize.sh"
