#!/usr/bin/env bash
# The arguments playtest.sh gives `rulebook sim`, one a line: the game (games/forage unless the
# first argument is not an option), then the given options, then each default whose option
# was not given (--games 2000 --agents greedy --threads every core), so that an argument
# changes only itself. Usage: playtest_args.sh [GAME] [SIM OPTIONS...]
set -euo pipefail
game=games/forage
if [ $# -gt 0 ] && [[ $1 != -* ]]; then game=$1; shift; fi
args=("$game" "$@")
given() {
  local a
  for a in "${args[@]}"; do [[ $a == "$1" || $a == "$1="* ]] && return 0; done
  return 1
}
given --games || args+=(--games 2000)
given --agents || args+=(--agents greedy)
given --threads || args+=(--threads "$(nproc)")
printf '%s\n' "${args[@]}"
