#!/usr/bin/env bash
# Set up, build, and run every test outside the `slow` label.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bash "$root/tools/setup/build.sh"
cd "$root/build"
ctest --output-on-failure -j"$(nproc)" -LE slow
