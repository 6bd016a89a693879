#!/usr/bin/env bash
# Builds the .deb from a build folder with CPack, installs it with apt (its dependencies
# from Debian's archive), and uses the installed tool from an empty folder as a new user
# would: --version, the man page, new, lint, test, sim, an example game; then removes it.
# It installs into the system, so run it as root on a throwaway Debian 12 machine or chroot:
#   bash tools/setup/test.sh && bash tools/package/deb_test.sh build
set -euo pipefail
build=$(cd "${1:?usage: deb_test.sh BUILD_DIR}" && pwd)
fail() { echo "deb test: $*" >&2; exit 1; }
step() { echo "+ $*" >&2; "$@"; }
[ "$(id -u)" -eq 0 ] || fail "installs a package: run it as root on a throwaway machine"

(cd "$build" && cpack -G DEB >/dev/null)
deb=$(ls "$build"/rulebook_*.deb | head -n 1)
[ -f "$deb" ] || fail "cpack made no .deb in $build"
echo "package: $(basename "$deb"), $(du -h "$deb" | cut -f1)" >&2
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null
trap 'DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq rulebook >/dev/null' EXIT

empty=$(mktemp -d)
cd "$empty"
[ "$(command -v rulebook)" = /usr/bin/rulebook ] || fail "rulebook on PATH is '$(command -v rulebook)'"
step rulebook --version | grep -qE '^rulebook [0-9]+\.[0-9]+' || fail "--version does not name rulebook"
[ -f /usr/share/man/man1/rulebook.1.gz ] || fail "no man page"
[ -f /usr/share/bash-completion/completions/rulebook ] || fail "no bash completion"
[ -f /usr/share/rulebook/lua-definitions/rulebook.lua ] || fail "no Lua definitions"
step rulebook new mygame >/dev/null
step rulebook lint mygame >/dev/null
step rulebook test mygame >/dev/null
step rulebook sim mygame --games 20 --threads 2 >/dev/null
step rulebook test /usr/share/rulebook/games/tictactoe >/dev/null
step rulebook sim /usr/share/rulebook/games/pouches --games 2 --agents fast --threads 1 >/dev/null
echo "deb test: installed from $(basename "$deb") and used from an empty folder" >&2
