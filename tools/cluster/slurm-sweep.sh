#!/usr/bin/env bash
# A million games of Forage as a Slurm array job: each array task plays one disjoint
# shard of the same run (same --seed, same --games) and writes its JSON; a last job
# merges them into exactly the statistics one machine would print.
#
#   sbatch tools/cluster/slurm-sweep.sh                 # 100 shards of 10,000 games
#   sbatch --dependency=afterok:JOBID --wrap "build/rulebook merge shards/forage-*.json > forage.txt"
#
#SBATCH --job-name=rulebook-sim
#SBATCH --array=1-100
#SBATCH --cpus-per-task=4
#SBATCH --time=01:00:00
#SBATCH --output=shards/%x-%a.log
set -euo pipefail

GAME=${GAME:-games/forage}
GAMES=${GAMES:-1000000}
SEED=${SEED:-1}
AGENTS=${AGENTS:-greedy}
SHARDS=${SLURM_ARRAY_TASK_COUNT:-100}
K=${SLURM_ARRAY_TASK_ID:?run this under sbatch, or set SLURM_ARRAY_TASK_ID}

mkdir -p shards
# Every task gets the whole run's --games and --seed; --shard picks its slice.
build/rulebook sim "$GAME" --games "$GAMES" --seed "$SEED" --agents "$AGENTS" \
  --threads "${SLURM_CPUS_PER_TASK:-1}" --shard "$K/$SHARDS" --json > "shards/$(basename "$GAME")-$K.json"
