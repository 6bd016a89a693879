#!/usr/bin/env bash
# Every schema in schemas/ compiles under `ajv --strict` (no union types, every required key
# declared), and every game, variant and scenario file in games/ validates against its
# schema; a number written as a word (`width: eight`) does not, a "${parameter}" does.
# ajv-cli comes from tests/schemas/node_modules (tools/setup/install-node-deps.sh); without
# it the test says so and exits 77 (skipped). Usage: ajv_test.sh SOURCE_DIR
set -euo pipefail
root=$(cd "$1" && pwd)
ajv=$root/tests/schemas/node_modules/.bin/ajv
[ -x "$ajv" ] || { echo "schema test skipped: no ajv; run tools/setup/install-node-deps.sh" >&2; exit 77; }
fail() { echo "schema test: $*" >&2; exit 1; }
cd "$root"
strict=(--strict=true --all-errors)

for schema in schemas/*.schema.json; do
  refs=()  # the other schemas, which compare and sweep refer to
  for other in schemas/*.schema.json; do [ "$other" = "$schema" ] || refs+=(-r "$other"); done
  "$ajv" compile "${strict[@]}" -s "$schema" "${refs[@]}" >/dev/null || fail "$schema does not compile strictly"
done
shopt -s nullglob
games=(games/*/game.yaml games/*/variants/*.yaml)
scenarios=(games/*/tests/*.yaml)
[ ${#games[@]} -ge 10 ] && [ ${#scenarios[@]} -ge 10 ] || fail "found too few game or scenario files"
args=()
for f in "${games[@]}"; do args+=(-d "$f"); done
"$ajv" validate "${strict[@]}" -s schemas/game.schema.json "${args[@]}" >/dev/null
args=()
for f in "${scenarios[@]}"; do args+=(-d "$f"); done
"$ajv" validate "${strict[@]}" -s schemas/scenario.schema.json "${args[@]}" >/dev/null

# A word where a number belongs fails; a parameter there passes.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grep -q '^    width: ${size}$' games/lineup/game.yaml || fail "games/lineup/game.yaml no longer has 'width: \${size}'"
sed 's/^    width: ${size}$/    width: eight/' games/lineup/game.yaml > "$tmp/word.yaml"
sed 's/^    width: ${size}$/    width: 8/' games/lineup/game.yaml > "$tmp/number.yaml"
"$ajv" validate "${strict[@]}" -s schemas/game.schema.json -d "$tmp/number.yaml" >/dev/null || fail "'width: 8' is refused"
! "$ajv" validate "${strict[@]}" -s schemas/game.schema.json -d "$tmp/word.yaml" >/dev/null 2>&1 || fail "'width: eight' validates"
echo "schema test: ${#games[@]} game and variant files, ${#scenarios[@]} scenario files valid" >&2
