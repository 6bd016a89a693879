#!/usr/bin/env bash
# Runs each libFuzzer harness of a built RULEBOOK_FUZZ tree for a while on its corpus:
# BUILD/fuzz/corpus/<target> (kept between runs), fresh seeds from the shipped games and
# the inputs of tests/data/fuzz_regressions/<target>. A crash is saved under
# BUILD/fuzz/artifacts/<target>/ and fails the run (after the other fuzzers have run).
# Usage: run_fuzzers.sh [--build DIR] [--seconds N] [TARGET...]   (TARGET: game_yaml ...)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/build-sanitize" seconds=5 targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build="$2"; shift ;;
    --seconds) seconds="$2"; shift ;;
    -*) echo "usage: run_fuzzers.sh [--build DIR] [--seconds N] [TARGET...]" >&2; exit 2 ;;
    *) targets+=("$1") ;;
  esac
  shift
done
[ ${#targets[@]} -gt 0 ] || targets=(game_yaml variant_yaml scenario_yaml move_text state_json serve_request cli_options merge_shards game_record)

seeds="$build/fuzz/seeds"
rm -rf "$seeds"
"$build/fuzz/seed_corpus" "$seeds" >/dev/null
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
failed=()
for t in "${targets[@]}"; do
  corpus="$build/fuzz/corpus/$t" artifacts="$build/fuzz/artifacts/$t" log="$build/fuzz/$t.log"
  mkdir -p "$corpus" "$artifacts" "$root/tests/data/fuzz_regressions/$t"
  # -timeout: well over the 2 s a scenario's rules call may take, so only a real hang trips it.
  if "$build/fuzz/${t}_fuzzer" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$artifacts/" "$corpus" "$seeds/$t" "$root/tests/data/fuzz_regressions/$t" >"$log" 2>&1; then
    echo "fuzz $t: $(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 | sed -E 's/[[:space:]]+/ /g')"
  else
    failed+=("$t")
    echo "fuzz $t: FAILED, log $log, input in $artifacts/:" >&2
    grep -E 'ERROR|SUMMARY|finding|Test unit written' "$log" | head -20 >&2 || tail -30 "$log" >&2
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzers that found a crash: ${failed[*]} (replay: BUILD/fuzz/<target>_fuzzer FILE; keep it as a regression test)" >&2
  exit 1
fi
