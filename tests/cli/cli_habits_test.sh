#!/usr/bin/env bash
# The command line's habits, end to end: the bash and zsh completions the build writes
# (from the options the command parses) complete verbs, options, agents and a game's
# parameters, and nothing, silently, for a folder that is no game; colour only on a
# terminal and never with NO_COLOR; exit 2 for every verb given an unknown option or a
# missing game; the gzipped man page documents the exit codes; `rulebook new` writes a
# modeline to this data folder's schemas and a .luacheckrc that luacheck agrees with lint
# on; the Lua definitions parse.
# Usage: cli_habits_test.sh RULEBOOK SOURCE_DIR BUILD_DIR (the ctest `cli_habits`).
set -euo pipefail
rulebook=$(realpath "$1")
source_dir=$(realpath "$2")
build=$(realpath "$3")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "cli habits: $*" >&2; exit 1; }
lineup=$source_dir/games/lineup

# ---- bash: complete the line as typed (the cursor at its end), one word a line ----
bash_complete() {
  COMP_LINE="$1" bash -c '
    source "$1"
    COMP_WORDBREAKS="\"'"'"'><=;|&(:"
    COMP_POINT=${#COMP_LINE}
    read -ra COMP_WORDS <<<"$COMP_LINE"
    COMP_CWORD=${#COMP_WORDS[@]}
    _rulebook
    printf "%s\n" "${COMPREPLY[@]}"' _ "$build/tools/package/rulebook.bash" 2>"$tmp/bash.err"
  [ ! -s "$tmp/bash.err" ] || fail "completing '$1' printed: $(cat "$tmp/bash.err")"
}
[ "$(bash_complete "$rulebook si")" = sim ] || fail "'si<TAB>' is not sim"
bash_complete "$rulebook sim --thr" | grep -qx -- --threads || fail "'sim --thr<TAB>' does not give --threads"
# Every option sim --help shows is completed, and nothing else.
"$rulebook" sim --help | grep -oE '^ +(-[a-z], ?)?--[a-z][a-z-]*' | grep -oE -- '--[a-z-]+' | sort > "$tmp/help.txt"
bash_complete "$rulebook sim --" | sort > "$tmp/completed.txt"
diff "$tmp/help.txt" "$tmp/completed.txt" >&2 || fail "sim's completed options differ from its --help"
bash_complete "$rulebook sim $lineup --param li" | grep -qx 'line=3' || fail "'--param li<TAB>' does not offer line=3"
bash_complete "$rulebook sim $lineup --games 5 --param line=" | grep -qx '4' || fail "'--param line=<TAB>' does not offer 4"
bash_complete "$rulebook sim --json $lineup --games 5 --param li" | grep -qx 'line=3' || fail "a flag before the game hides it from --param"
bash_complete "$rulebook sim $lineup --json --thr" | grep -qx -- --threads || fail "a flag is taken to want a value"
bash_complete "$rulebook sim $lineup --agents gr" | grep -qx greedy || fail "'--agents gr<TAB>' does not offer greedy"
[ -z "$(bash_complete "$rulebook sim $tmp/no_such_game --param ")" ] || fail "an unknown game's parameters completed something"
[ -z "$(bash_complete "$rulebook sim $source_dir/README.md --param ")" ] || fail "a file that is no game completed something"

# ---- zsh: the script parses; its verb list and --param helper work with stubbed widgets ----
if command -v zsh >/dev/null; then
  zsh -n "$build/tools/package/_rulebook" || fail "_rulebook does not parse"
  ! grep -F "'--json[" "$build/tools/package/_rulebook" | grep -q ':value:' || fail "zsh takes the flag --json to want a value"
  grep -F "'--games[" "$build/tools/package/_rulebook" | grep -q ':value:' || fail "zsh takes --games for a flag"
  out=$(zsh -fc '
    _describe() { print -l -- "${(@P)2}" }
    _arguments() { }
    compadd() { local a; for a in "$@"; do [[ $a == -* ]] || print -r -- "$a"; done }
    words=(rulebook si); CURRENT=2
    source "$1" 2>/dev/null
    _rulebook_bin=$2
    words=(sim "$3" --param ""); CURRENT=4
    _rulebook_params sim' _ "$build/tools/package/_rulebook" "$rulebook" "$lineup" 2>"$tmp/zsh.err")
  grep -q '^sim:' <<<"$out" || fail "zsh does not describe the verb sim: $out"
  grep -qx 'line=3' <<<"$out" || fail "zsh's --param does not offer line=3: $out"
  [ ! -s "$tmp/zsh.err" ] || fail "zsh printed: $(cat "$tmp/zsh.err")"
  # And in a real interactive zsh: what the line becomes after Tab (it needs a pseudo
  # terminal, which a chroot without /dev/pts lacks).
  if ! script -qec true /dev/null >/dev/null 2>&1; then
    echo "cli habits: no pseudo terminal here; the interactive zsh completion is not checked" >&2
  else
  zsh_tab() { zsh -f "$source_dir/tests/cli/zsh_complete.zsh" "$build/tools/package" "$rulebook" "$1" | tail -1; }
  [[ $(zsh_tab "rulebook si") == *"rulebook sim " ]] || fail "zsh: 'si<TAB>' is not 'sim '"
  [[ $(zsh_tab "rulebook sim $lineup --param li") == *"--param line=" ]] || fail "zsh: '--param li<TAB>' is not 'line='"
  out=$(zsh_tab "rulebook sim $tmp/no_such_game --param li")
  [[ $out == *"--param li" && $out != *rulebook:* ]] || fail "zsh: an unknown game's --param completed or printed: $out"
  fi
else
  echo "cli habits: zsh is not installed; its completion is not checked" >&2
fi

# ---- colour: on a terminal only, never with NO_COLOR or when piped ----
on_terminal() { script -qec "$1" /dev/null; }
esc=$'\033['
if script -qec true /dev/null >/dev/null 2>&1; then
  out=$(on_terminal "env -u NO_COLOR TERM=xterm '$rulebook' test -v '$source_dir/games/tictactoe'")
  [[ $out == *"${esc}32mok"* ]] || fail "no colour on a terminal: $out"
  out=$(on_terminal "NO_COLOR=1 TERM=xterm '$rulebook' test -v '$source_dir/games/tictactoe'")
  [[ $out != *"$esc"* ]] || fail "colour with NO_COLOR set"
else
  echo "cli habits: no pseudo terminal here; colour on a terminal is not checked" >&2
fi
out=$(env -u NO_COLOR TERM=xterm "$rulebook" test -v "$source_dir/games/tictactoe")
[[ $out != *"$esc"* ]] || fail "colour into a pipe"

# ---- exit codes: every verb refuses an unknown option, and a missing game, with 2 ----
verbs=$("$rulebook" --help | awk '/^Subcommands:/ { s = 1; next } s && /^  [a-z]/ { print $1 }')
for verb in $verbs; do
  set +e
  "$rulebook" "$verb" --no-such-option >/dev/null 2>&1
  code=$?
  set -e
  [ "$code" -eq 2 ] || fail "rulebook $verb --no-such-option exits $code, not 2"
done
for verb in sim moves play render compare bench perft why; do
  set +e
  "$rulebook" "$verb" "$tmp/no_such_game" >/dev/null 2>&1 </dev/null
  code=$?
  set -e
  [ "$code" -eq 2 ] || fail "rulebook $verb on a missing game exits $code, not 2"
done
man_page=$build/tools/package/rulebook.1.gz
gzip -t "$man_page" || fail "$man_page is not gzipped"
zcat "$man_page" | awk '/^\.SH EXIT STATUS/ { s = 1; next } /^\.SH/ { s = 0 } s && /^\.B [0-9]+$/ { print $2 }' | tr '\n' ' ' > "$tmp/codes.txt"
[ "$(cat "$tmp/codes.txt")" = "0 1 2 130 " ] || fail "the man page's exit codes are '$(cat "$tmp/codes.txt")'"

# ---- rulebook new: schema modelines to this data folder, luacheck agreeing with lint ----
cd "$tmp"
"$rulebook" new mygame >/dev/null
for f in mygame/game.yaml mygame/variants/big.yaml mygame/tests/rules.yaml; do
  schema=$(sed -n '1s/^# yaml-language-server: \$schema=//p' "$f")
  [ -f "$schema" ] || fail "$f's modeline names '$schema', which is no file"
done
grep -q '"workspace.library"' mygame/.luarc.json || fail ".luarc.json names no library"
library=$(grep -A1 '"workspace.library"' mygame/.luarc.json | tail -1 | tr -d ' ",')
[ -f "$library/rulebook.lua" ] || fail ".luarc.json's library $library holds no rulebook.lua"
if command -v luacheck >/dev/null; then
  (cd mygame && luacheck rules.lua >/dev/null) || fail "luacheck with the .luacheckrc refuses the new game"
  echo 'local started = os.time()' >> mygame/rules.lua
  (cd mygame && ! luacheck --no-color rules.lua >"$tmp/luacheck.txt") || fail "luacheck with the .luacheckrc accepts os.time()"
  grep -q "'os'" "$tmp/luacheck.txt" || fail "luacheck does not name os: $(cat "$tmp/luacheck.txt")"
  ! "$rulebook" lint mygame >"$tmp/lint.txt" 2>&1 || fail "lint accepts os.time()"
  grep -q "'os'" "$tmp/lint.txt" || fail "lint does not name os"
  luacheck --no-config --codes "$library/rulebook.lua" >"$tmp/defs.txt" || true
  ! grep -q '(E0' "$tmp/defs.txt" || fail "the Lua definitions do not parse: $(grep '(E0' "$tmp/defs.txt")"
fi
echo "cli habits: passed" >&2
