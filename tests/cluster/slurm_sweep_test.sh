#!/usr/bin/env bash
# The Slurm array job of tools/cluster/slurm-sweep.sh on a real single-node Slurm: munged,
# slurmctld and slurmd started here, on loopback only, with every file in a temporary
# folder; the array's shards merged must print exactly what one `rulebook sim` prints.
# Installs slurm-wlm and munge with apt-get when missing; where that cannot be done (or the
# daemons cannot start), prints why and exits 77, which ctest reports as skipped.
# Usage: slurm_sweep_test.sh RULEBOOK SOURCE_DIR (the ctest `slurm_array_sweep_merges_exactly`).
set -euo pipefail
rulebook=$(realpath "$1")
source_dir=$(realpath "$2")
skip() { echo "slurm test skipped: $*" >&2; exit 77; }
fail() { echo "slurm test: $*" >&2; exit 1; }

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq slurm-wlm munge >/dev/null 2>&1 ||
    skip "slurm-wlm and munge are not installed and apt-get could not install them"
fi
[ "$(id -u)" -eq 0 ] || skip "slurmd runs jobs as their user and needs root here"

tmp=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done; done
  rm -rf "$tmp"
}
trap cleanup EXIT
chmod 711 "$tmp"  # munged wants its socket's folder searchable
mkdir -p "$tmp/state" "$tmp/spool" "$tmp/run" "$tmp/work"

# munge: its own key and socket, nothing under /etc or /run.
dd if=/dev/urandom of="$tmp/munge.key" bs=1024 count=1 status=none
chmod 600 "$tmp/munge.key"
munged --foreground --force --socket="$tmp/munge.sock" --key-file="$tmp/munge.key" \
  --pid-file="$tmp/run/munged.pid" --log-file="$tmp/munged.log" --seed-file="$tmp/munge.seed" >"$tmp/munged.out" 2>&1 &
pids+=($!)

# Two free ports on loopback for slurmctld and slurmd.
read -r ctld_port slurmd_port < <(python3 -c '
import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("127.0.0.1", 0))
print(*[x.getsockname()[1] for x in s])')
cpus=$(nproc)
export SLURM_CONF=$tmp/slurm.conf
cat > "$SLURM_CONF" <<CONF
ClusterName=rulebooktest
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
CommunicationParameters=NoInAddrAny
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$tmp/munge.sock
CredType=cred/munge
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/run/slurmctld.pid
SlurmdPidFile=$tmp/run/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP
CONF
for _ in $(seq 50); do [ -S "$tmp/munge.sock" ] && break; sleep 0.1; done
[ -S "$tmp/munge.sock" ] || skip "munged did not start: $(cat "$tmp/munged.log" 2>/dev/null)"

slurmctld -D -i -f "$SLURM_CONF" >"$tmp/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -N localhost -f "$SLURM_CONF" >"$tmp/slurmd.out" 2>&1 &
pids+=($!)
up=""
for _ in $(seq 100); do
  if sinfo -h -N -o '%t' 2>/dev/null | grep -qE '^(idle|mix|alloc)'; then up=1; break; fi
  sleep 0.2
done
[ -n "$up" ] || skip "the Slurm daemons did not come up: $(tail -5 "$tmp/slurmctld.log" "$tmp/slurmd.log" 2>/dev/null)"
echo "slurm: $(sinfo --version), node $(sinfo -h -N -o '%N %t %c CPUs')" >&2

# The array job as written in tools/cluster, 3 shards of one run; then one machine's run.
cd "$tmp/work"
mkdir -p build
ln -s "$rulebook" build/rulebook
export GAME=$source_dir/games/forage GAMES=120 SEED=7 AGENTS=greedy
job=$(sbatch --parsable --array=1-3 --cpus-per-task=1 --output="$tmp/work/shard-%a.log" \
  "$source_dir/tools/cluster/slurm-sweep.sh")
echo "slurm: submitted array job $job" >&2
for _ in $(seq 600); do
  [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break
  sleep 0.5
done
[ -z "$(squeue -h -j "$job" 2>/dev/null)" ] || fail "the array job $job did not finish in 5 minutes"
cat shard-*.log >&2 || true
states=$(scontrol -o show job "$job" | grep -o 'JobState=[A-Z]*' | sort | uniq -c | tr -s ' ')
echo "slurm: array tasks:$states" >&2
[ "$(scontrol -o show job "$job" | grep -c 'JobState=COMPLETED')" -eq 3 ] || fail "not every array task completed:$states"
ls shards/forage-{1,2,3}.json >/dev/null || fail "the array did not write its three shards: $(ls shards 2>&1)"
"$rulebook" merge shards/forage-{1,2,3}.json > merged.txt
"$rulebook" sim "$GAME" --games "$GAMES" --seed "$SEED" --agents "$AGENTS" > whole.txt
diff merged.txt whole.txt >&2 || fail "the merged shards differ from one machine's run"
grep -q "games" whole.txt || fail "no statistics printed"
echo "slurm test: 3 array tasks merged to exactly the single-machine statistics ($GAMES games)" >&2
