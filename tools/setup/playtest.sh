#!/usr/bin/env bash
# The main job: set up, build, then a playtest of Forage with random bots.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bash "$root/tools/setup/build.sh"
cd "$root"
if [ $# -eq 0 ]; then set -- --games 2000 --agents greedy --threads "$(nproc)"; fi
./build/rulebook sim games/forage "$@"
