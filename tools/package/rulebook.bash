# bash completion for rulebook. The verbs and each verb's options are read from the
# installed binary's own --help, so they always match it; other words complete as files
# (game folders, game.yaml and variant files, logs).
_rulebook_verbs() {
  "$1" --help 2>/dev/null | awk '/^Subcommands:/ { s = 1; next } s && /^  [a-z]/ { print $1 }'
}

_rulebook_options() {
  "$1" "$2" --help 2>/dev/null | grep -oE '^ +(-[a-z],)?--[a-z][a-z-]*' | grep -oE -- '--[a-z][a-z-]*'
}

_rulebook() {
  local cur=${COMP_WORDS[COMP_CWORD]} bin=${COMP_WORDS[0]}
  if [ "$COMP_CWORD" -eq 1 ]; then
    mapfile -t COMPREPLY < <(compgen -W "$(_rulebook_verbs "$bin") --help --version" -- "$cur")
  elif [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$(_rulebook_options "$bin" "${COMP_WORDS[1]}")" -- "$cur")
  else
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
  fi
}
complete -o filenames -F _rulebook rulebook
