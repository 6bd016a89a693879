#!/usr/bin/env bash
# The main job: set up, build, then a playtest of Forage with random bots.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bash "$root/tools/setup/build.sh"
cd "$root"
./build/rulebook sim games/forage --games 2000 --threads "$(nproc)" "$@"
