#!/usr/bin/env bash
# The clang build in build-sanitize/ under AddressSanitizer + UndefinedBehaviorSanitizer:
# each libFuzzer harness of fuzz/ for a few seconds on its seeds, then every test outside
# the `slow` label. Usage: sanitize.sh [--build-only] [--fuzz-seconds N]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build="$root/build-sanitize"
build_only=0 fuzz_seconds=5
while [ $# -gt 0 ]; do
  case "$1" in
    --build-only) build_only=1 ;;
    --fuzz-seconds) fuzz_seconds="$2"; shift ;;
    *) echo "usage: sanitize.sh [--build-only] [--fuzz-seconds N]" >&2; exit 2 ;;
  esac
  shift
done

bash "$root/tools/setup/install-deps.sh"
bash "$root/tools/setup/install-deps.sh" "$root/tools/setup/packages-sanitize.txt"
# -O1 and line tables keep the build short and the reports readable; asserts stay on.
cmake -S "$root" -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DRULEBOOK_FUZZ=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" >/dev/null
cmake --build "$build" -j"$(nproc)"
[ "$build_only" -eq 1 ] && exit 0

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:check_initialization_order=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
fuzz=0
bash "$root/fuzz/run_fuzzers.sh" --build "$build" --seconds "$fuzz_seconds" || fuzz=$?
(cd "$build" && ctest --output-on-failure -j"$(nproc)" -LE slow)
exit "$fuzz"
