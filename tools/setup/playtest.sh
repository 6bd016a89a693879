#!/usr/bin/env bash
# The main job: set up, build the `rulebook` command alone (no test binaries), then a
# playtest of Forage: 2000 games of greedy bots on every core. Arguments go to `rulebook sim`
# and each replaces only its own default (`playtest.sh --games 200` keeps the greedy bots;
# tools/setup/playtest_args.sh); a first argument that is not an option names another game.
# Usage: playtest.sh [GAME] [SIM OPTIONS...]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bash "$root/tools/setup/build.sh" rulebook_cli
mapfile -t args < <(bash "$root/tools/setup/playtest_args.sh" "$@")
cd "$root"
exec ./build/rulebook sim "${args[@]}"
