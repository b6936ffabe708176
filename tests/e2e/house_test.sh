#!/usr/bin/env bash
# The house rules, checked on the source: which part of the program may include which. curses lives in
# one room (src/ui/terminal_curses.cpp); the engine (src/core and every game's rules, the files each
# game's meson.build adds to engine_sources) knows nothing of the screen or the application.
cd "$(dirname "$0")/../.."

check() {
  local what=$1
  shift
  local found
  found=$("$@")
  if [ -z "$found" ]; then
    echo "ok - $what"
  else
    echo "not ok - $what"
    echo "$found" | sed 's/^/#   /'
  fi
}

# The files of a game that meson builds into the engine, and the headers they stand on.
engine_files() {
  for build in src/games/*/meson.build; do
    dir=$(dirname "$build")
    sed -n '/^engine_sources/,/^)/p' "$build" | grep -o "'[^']*'" | tr -d "'" | sed "s|^|$dir/|"
  done
  ls src/core/*.cpp include/tabletop/core/*.hpp
}

check "curses is included only by src/ui/terminal_curses.cpp" \
  bash -c "grep -rlE '#include *<(n?curses|ncursesw/curses|term)\.h>' src include tests | grep -v '^src/ui/terminal_curses.cpp$'"
check "curses' key and attribute names appear only there" \
  bash -c "grep -rnwE 'KEY_[A-Z]+|A_(REVERSE|BOLD|DIM|UNDERLINE)|COLS|LINES|getch|mvaddstr' src include | grep -v '^src/ui/terminal_curses.cpp:'"
mapfile -t engine < <(engine_files)
check "the engine's file list is read from the meson files (${#engine[@]} files)" \
  bash -c "[ ${#engine[@]} -ge 30 ] || echo 'too few engine files found'"
check "the engine includes nothing of the screen or the application" grep -lE '#include "tabletop/(ui|app)/' "${engine[@]}"
mapfile -t engine_headers < <(ls include/tabletop/games/*/*.hpp | grep -vE '_(view|entry)\.hpp$')
check "the engine's headers include nothing of the screen or the application" \
  grep -lE '#include "tabletop/(ui|app)/' include/tabletop/core/*.hpp "${engine_headers[@]}"
engine_tests="$(dirname "${TT_BIN:-build/src/tabletop}")/../tests/engine_tests"
check "the engine's tests (tests/engine_tests) link without curses" \
  bash -c "[ -x '$engine_tests' ] || echo 'not built: $engine_tests'; ldd '$engine_tests' 2>&1 | grep -i curses"

check "the table (table/) includes nothing but core/: it runs a match with no screen" \
  grep -rlE '#include "tabletop/(ui|app|registry|net|games)/' include/tabletop/table

# Games plug into the registry below the application: they never reach up into app/, and app/ knows
# games only through the registry (no game's header in app/, no game special-cased there).
check "no game includes anything of the application (app/)" grep -rlE '#include "tabletop/app/' src/games include/tabletop/games
check "the registry includes nothing of the application" grep -rlE '#include "tabletop/app/' src/registry include/tabletop/registry
check "the registry's headless half includes nothing of the screen (tests/skeleton/headless_test.sh builds it)" \
  grep -lE '#include "tabletop/(ui|app|table|net)/' include/tabletop/registry/headless_*.hpp
check "the application includes no game's header (only the registry lists games)" \
  grep -rlE '#include "tabletop/games/' src/app include/tabletop/app
check "one file lists the games: include/tabletop/catalog/shipped_games.hpp" \
  bash -c "grep -rlE '#include \"tabletop/games/[a-z]+/[a-z]+_entry.hpp\"' src include | grep -vE '^include/tabletop/catalog/shipped_games.hpp$|^src/games/([a-z]+)/\\1_entry.cpp$'"

# The rooms stand in layers: no folder includes a folder that includes it (the games include the
# registry's entry; the catalog above both lists the games).
folder_cycles() {
  for a in $(ls include/tabletop); do
    for b in $(ls include/tabletop); do
      [[ "$a" < "$b" ]] || continue
      if grep -rqE "#include \"tabletop/$b/" "src/$a" "include/tabletop/$a" 2>/dev/null &&
        grep -rqE "#include \"tabletop/$a/" "src/$b" "include/tabletop/$b" 2>/dev/null; then
        echo "$a and $b include each other"
      fi
    done
  done
}
check "no two folders include each other" folder_cycles

# The network has a room of its own (src/net): every socket call is there, and no TCP port is opened
# anywhere (a table is a Unix socket; other machines come through ssh). The room knows the screen's
# terminal, not the application or the games.
check "socket calls are made only in src/net" \
  bash -c "grep -rnE '(^|[^A-Za-z0-9_])::(socket|socketpair|bind|listen|accept4?|connect|getsockopt|setsockopt|shutdown)\(|SO_PEERCRED|AF_UNIX' src include | grep -v -e '^src/net/' -e '^include/tabletop/net/'"
check "no TCP or UDP socket anywhere (AF_INET, AF_INET6, SOCK_DGRAM)" \
  grep -rnE 'AF_INET6?|SOCK_DGRAM|PF_INET' src include
check "net/ includes nothing of the application, the registry or the games" \
  grep -rlE '#include "tabletop/(app|registry|games)/' src/net include/tabletop/net

# The skeleton game (tests/skeleton/nim) shows that adding a game is one folder and one line in a list
# of games: nothing outside tests/skeleton knows it, but the line of tests/meson.build that builds it,
# this check and the page that points to it as the worked example.
check "the skeleton game Nim is known only in tests/skeleton and its goldens (and the line that builds it)" \
  bash -c "git grep --untracked -liw nim -- . ':!tests/skeleton' ':!tests/golden/nim' ':!tests/e2e/house_test.sh' ':!CONTRIBUTING.md' ':!tests/meson.build'"
check "…tests/meson.build only adds its folder, and the program does not list it" \
  bash -c "git grep --untracked -iw nim -- tests/meson.build | grep -vE '^tests/meson.build:(# The skeleton game \\(Nim\\).*|subdir\\(.skeleton.\\))$';
           '${TT_BIN:-build/src/tabletop}' --list-games | cut -f1 | grep -qx nim && echo 'the program lists nim'"

# The installed program reads the installed data, never the source tree it was built from.
TT_BIN=${TT_BIN:-build/src/tabletop}
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
meson install -C "$(dirname "$TT_BIN")/.." --destdir "$stage" >/dev/null 2>&1
installed=$(find "$stage" -path '*/bin/tabletop' | head -1)
share=$(find "$stage" -type d -path '*/share/tabletop' | head -1)
check "meson install puts the program and its data under the prefix" \
  bash -c "[ -x '$installed' ] && [ -f '$share/boards/slides.game' ] && [ -f '$share/rules/pako.md' ] || echo missing"
check "the installed copy does not look in the source tree (its prefix is empty in the staging area)" \
  bash -c "'$installed' check-board slides.game >/dev/null 2>&1 && echo 'read the source tree'"
check "…and says where it looked for the board, and how to point it at its data" \
  bash -c "'$installed' check-board slides.game 2>&1 | grep -q 'nor is it a board in .*boards\. .*set TABLETOP_DATA_DIR' || echo 'not said'"
check "…and reads the installed boards where they are" \
  bash -c "TABLETOP_DATA_DIR='$share' '$installed' check-board slides.game | grep -q 'a valid board' || echo 'not found'"

# The style is written down in .clang-format, and every C++ file follows it.
if command -v clang-format >/dev/null; then
  check "every C++ file follows .clang-format (scripts/format rewrites them)" bash -c "scripts/format --check 2>&1"
else
  echo "not ok - clang-format is missing: scripts/setup installs it"
fi
