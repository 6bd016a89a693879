#!/usr/bin/env bash
# The long-replay benchmark: a Pouches game between random agents (it runs to the 4,000-ply
# cap) written as a replay page; prints the plies, the page's size, the seconds the replay
# took (wall clock, and CPU: on a busy machine the first waits for the second) and its peak
# memory (GNU time's maximum resident set).
# Usage: tools/replay_bench.sh [RULEBOOK (default build/rulebook)] [SEED (default 1)]
set -euo pipefail
rulebook=${1:-build/rulebook}
seed=${2:-1}
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$rulebook" sim "$root/games/pouches" --games 1 --seed "$seed" --agents random --record "$dir/logs" > /dev/null
plies=$(($(wc -l < "$dir/logs/game_0.jsonl") - 1))
/usr/bin/time -f '%e %U %S %M' -o "$dir/time" "$rulebook" replay "$dir/logs/game_0.jsonl" -o "$dir/game.html" 2> /dev/null
read -r seconds user system kilobytes < "$dir/time"
cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
bytes=$(stat -c %s "$dir/game.html")
echo "replay of a $plies-ply Pouches game (seed $seed): $bytes bytes ($((bytes / 1024)) KiB), $seconds s ($cpu s of CPU), peak memory $((kilobytes / 1024)) MiB"
