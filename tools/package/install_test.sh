#!/usr/bin/env bash
# Installs the build into a temporary prefix, moves the install away from where it was
# installed (the prefix it was made for no longer exists), and uses it as a new user would
# from an empty folder: --version, new, lint, sim, test, an example game, the man page and
# the bash completion; then breaks the install and expects one clear error, exit 2.
# Usage: install_test.sh BUILD_DIR [SOURCE_DIR] (the ctest `install_runs_from_an_empty_folder`);
# with SOURCE_DIR (a Release build, whose binary has no asserts naming source files) it also
# checks that the installed binary holds no path of the source or build tree.
set -euo pipefail
build=$(cd "$1" && pwd)
source_dir=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "install test: $*" >&2; exit 1; }
step() { echo "+ $*" >&2; "$@"; }

cmake --install "$build" --prefix "$tmp/installed" --strip >/dev/null
mv "$tmp/installed" "$tmp/moved"
prefix=$tmp/moved
mkdir "$tmp/empty"
cd "$tmp/empty"
export PATH="$prefix/bin:$PATH"
unset RULEBOOK_HOME

[ "$(command -v rulebook)" = "$prefix/bin/rulebook" ] || fail "rulebook on PATH is $(command -v rulebook)"
for tree in $source_dir ${source_dir:+$build}; do
  ! grep -qF "$tree" "$prefix/bin/rulebook" || fail "the installed binary holds the path $tree"
done
step rulebook --version | tee version.txt
grep -qE '^rulebook [0-9]+\.[0-9]+' version.txt && grep -q '^Lua 5\.4' version.txt && grep -qE '^yaml-cpp [0-9]' version.txt ||
  fail "--version does not name rulebook, Lua and yaml-cpp"
step rulebook new mygame
step rulebook lint mygame
step rulebook test mygame
step rulebook sim mygame --games 20 --threads 2 >/dev/null
step rulebook test "$prefix/share/rulebook/games/tictactoe"
step rulebook sim "$prefix/share/rulebook/games/forage" --games 2 --threads 1 >/dev/null

# The man page names every verb the binary has; it renders without a warning.
man_page=$tmp/rulebook.1
gzip -dc "$prefix/share/man/man1/rulebook.1.gz" > "$man_page" || fail "no gzipped man page"
verbs=$(rulebook --help | awk '/^Subcommands:/ { s = 1; next } s && /^  [a-z]/ { print $1 }')
[ "$(echo "$verbs" | wc -l)" -ge 10 ] || fail "cannot read the verbs from rulebook --help"
for v in $verbs; do grep -qxF ".B ${v//-/\\-}" "$man_page" || fail "the man page does not describe the verb $v"; done
if command -v groff >/dev/null; then
  warnings=$(groff -man -Tutf8 -ww -z "$man_page" 2>&1)
  [ -z "$warnings" ] || fail "groff: $warnings"
fi

# The bash completion completes verbs, then a verb's options; the zsh one is there.
completion=$prefix/share/bash-completion/completions/rulebook
[ -s "$prefix/share/zsh/vendor-completions/_rulebook" ] || fail "no zsh completion"
complete_words() {
  COMP_LINE="$*" bash -c 'source "$1"; COMP_POINT=${#COMP_LINE}; _rulebook; printf "%s\n" "${COMPREPLY[@]}"' _ "$completion"
}
[ "$(complete_words rulebook si)" = sim ] || fail "'rulebook si<TAB>' does not give sim"
complete_words rulebook sim --thr | grep -qx -- --threads || fail "'rulebook sim --thr<TAB>' does not give --threads"

# The Lua language server's definitions, which the new game's .luarc.json names.
grep -q "$prefix/share/rulebook/lua-definitions" mygame/.luarc.json || fail ".luarc.json does not name the installed definitions"
head -1 "$prefix/share/rulebook/lua-definitions/rulebook.lua" | grep -qx -- '---@meta rulebook' || fail "no Lua definitions installed"

# RULEBOOK_HOME overrides the place beside the executable; without either, a clear error.
mv "$prefix/share/rulebook" "$tmp/data"
RULEBOOK_HOME=$tmp/data step rulebook test mygame
set +e
rulebook lint mygame >out.txt 2>err.txt
code=$?
set -e
cat err.txt >&2
[ "$code" -eq 2 ] || fail "a broken install exits with $code, not 2"
grep -qF "$prefix/share/rulebook" err.txt || fail "the error does not name $prefix/share/rulebook"
[ ! -s out.txt ] || fail "a broken install printed on stdout"
echo "install test: passed" >&2
