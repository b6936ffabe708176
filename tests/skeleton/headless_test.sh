#!/usr/bin/env bash
# The headless half of every game's entry builds with no screen: each game's facts (X_facts.cpp, its
# replay, check, review, sim and sample through registry/headless_kit.hpp) compile, and make their
# HeadlessEntry, from a copy of include/ with the screen's folders taken out (ui/, and table/, net/
# and app/ above it, but for app/replay_text.hpp: `tabletop replay`'s reading of its input, compiled
# here too). A header that comes to include the screen fails here, naming it.
cd "$(dirname "$0")/../.." || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
compiler=${CXX:-c++}
failed=0

cp -r include "$work/include"
rm -rf "$work/include/tabletop/"{ui,table,net}
find "$work/include/tabletop/app" -type f ! -name replay_text.hpp -delete
mkdir -p "$work/skeleton" && cp -r tests/skeleton/nim "$work/skeleton/nim"

# Each game's facts source, with its entry's headless half made from them: the kit's templates are
# instantiated only where they are used.
sources=()
for facts in src/games/*/*_facts.cpp tests/skeleton/nim/nim_facts.cpp; do
  game=$(basename "$facts" _facts.cpp)
  cat >"$work/$game.cpp" <<CPP
#include "$PWD/$facts"
tabletop::HeadlessEntry made_headless() { return tabletop::$game::facts().headless_entry(); }
CPP
  sources+=("$game")
done

# What `tabletop replay` plays its input with takes a game's headless entry only.
cp src/app/replay_text.cpp "$work/replay_text.cpp"
sources+=(replay_text)

compile() {  # compile GAME: its status in GAME.rc, its errors in GAME.log
  $compiler -std=c++20 -fsyntax-only -I"$work/include" -I"$work/skeleton" "$work/$1.cpp" >"$work/$1.log" 2>&1
  echo $? >"$work/$1.rc"
}
for game in "${sources[@]}"; do compile "$game" & done
wait
for game in "${sources[@]}"; do
  what="$game's facts and headless entry compile without ui/"
  [ "$game" = replay_text ] && what="the replay input's reader (app/replay_text.cpp) compiles without ui/"
  if [ "$(cat "$work/$game.rc")" != 0 ]; then
    echo "not ok - $what"
    head -8 "$work/$game.log" | sed 's/^/#   /'
    failed=1
  else
    echo "ok - $what"
  fi
done
games=$(ls -d src/games/*/ | wc -l)
facts=$(ls src/games/*/*_facts.cpp | wc -l)
if [ "$facts" -eq "$games" ] && [ "$games" -ge 5 ]; then
  echo "ok - every game of src/games has its facts ($facts)"
else
  echo "not ok - every game of src/games has its facts: $facts of $games"
  failed=1
fi
exit $failed
