# Types a line and Tab into an interactive zsh (zpty) with the completion under test and
# prints what the terminal showed. Usage: zsh -f zsh_complete.zsh COMPLETION_DIR RULEBOOK
# LINE (for tests/cli/cli_habits_test.sh).
zmodload zsh/zpty
dir=$1 bin=$2 typed=$3
zpty z 'zsh -f -i'
zpty -w z "PS1='> '; fpath=($dir \$fpath); autoload -U compinit; compinit -u -D; rulebook() { $bin \"\$@\" }; compdef _rulebook rulebook; print READY"
seen=
until [[ $seen == *$'\nREADY'* || $SECONDS -gt 20 ]]; do zpty -r -t z line && seen+=$line || sleep 0.1; done
zpty -w -n z "$typed"$'\t'
seen=
start=$SECONDS
while (( SECONDS - start < 3 )); do zpty -r -t z line && seen+=$line || sleep 0.1; done
zpty -d z
print -r -- "$seen" | tr -d '\r\a' | sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g'
