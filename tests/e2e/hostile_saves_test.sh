#!/usr/bin/env bash
# The hostile-saves corpus: for every game, crafted saves (made by hostile_saves.py from a real one)
# go through the three readers, `tabletop state`, `tabletop replay --autosave` and the terminal
# program, which must agree: a save that loads plays, and a refused save is moved aside under a name
# that gives the reason, with a message naming it. Nothing crashes; q always quits with 0.
cd "$(dirname "$0")/../.."
source tests/e2e/lib.sh

# The one replay format every game reads: a new game of the default setup, no moves.
new_game_script() { printf '{"game":"%s","seed":1,"moves":[]}' "$1"; }

# fresh_dir GAME FILE: an empty save directory holding FILE as GAME's save, GAME the last one played.
fresh_dir() {
  rm -rf "$SAVE_DIR"
  mkdir -p "$SAVE_DIR"
  cp "$2" "$SAVE_DIR/$1.json"
  printf '{"format":"tabletop-settings","version":1,"last_game":"%s"}\n' "$1" >"$SAVE_DIR/settings.json"
}

# aside GAME REASON: the save was moved aside under its reason, and nothing is left in its place.
aside() { ls "$SAVE_DIR" | grep -q "^$1\.$2-.*\.json$" && [ ! -e "$SAVE_DIR/$1.json" ]; }

# yes_if COMMAND...: "yes" when the command succeeds, else "no" (for checks made of several steps).
yes_if() { if "$@" >/dev/null 2>&1; then echo yes; else echo no; fi; }

# check_variant GAME NAME EXPECTED FILE
check_variant() {
  local game=$1 name=$2 expected=$3 file=$4 verdict reason status ok
  # 1. state: exit 0 with JSON, or exit 2 with one line naming the file; nothing is moved.
  fresh_dir "$game" "$file"
  "$TT_BIN" state "$game" --save-dir "$SAVE_DIR" >/dev/null 2>"$E2E_TMP/err"
  status=$?
  if [ "$status" = 0 ]; then verdict=plays; else verdict=refused; fi
  ok=yes
  case "$expected" in
    plays) [ "$verdict" = plays ] || ok=no ;;
    refused:*) [ "$verdict" = refused ] || ok=no ;;
  esac
  if [ "$verdict" = refused ]; then
    [ "$status" = 2 ] && [ "$(wc -l <"$E2E_TMP/err")" = 1 ] && grep -q "$game.json" "$E2E_TMP/err" || ok=no
  fi
  [ -e "$SAVE_DIR/$game.json" ] || ok=no
  check "$game $name: state says $verdict (expected $expected)" test "$ok" = yes
  reason=${expected#refused:}
  [ "$expected" = either ] && reason=unplayable

  # 2. replay --autosave over it: a refused save is moved aside first (and said), then the new game saved.
  fresh_dir "$game" "$file"
  "$TT_BIN" replay "$game" - --autosave --save-dir "$SAVE_DIR" <<<"$(new_game_script "$game")" >/dev/null 2>"$E2E_TMP/err"
  status=$?
  ok=$(yes_if "$TT_BIN" state "$game" --save-dir "$SAVE_DIR")
  [ "$status" = 0 ] || ok=no
  if [ "$verdict" = refused ]; then
    ls "$SAVE_DIR" | grep -q "^$game\.$reason-" || ok=no
    grep -q "kept as $game.$reason-" "$E2E_TMP/err" || ok=no
    check "$game $name: replay --autosave keeps the old file as $game.$reason-… and saves its game" test "$ok" = yes
  else
    [ -s "$E2E_TMP/err" ] && ok=no
    check "$game $name: replay --autosave replaces the playable save without a word" test "$ok" = yes
  fi

  # 3. the terminal program, which resumes the last game played at launch.
  fresh_dir "$game" "$file"
  start_app
  if [ "$verdict" = refused ]; then
    check "$game $name: the program says it kept the file as $game.$reason-…" wait_for "$game.$reason-"
    send Enter q
    status=$(wait_exit)
    ok=$(yes_if aside "$game" "$reason")
    [ "$status" = 0 ] || ok=no
    check "$game $name: …q quits with 0, and only the moved file is left" test "$ok" = yes
  else
    check "$game $name: the program resumes it" wait_for "Welcome back"
    send q q q
    status=$(wait_exit)
    ok=$(yes_if "$TT_BIN" state "$game" --save-dir "$SAVE_DIR")
    [ "$status" = 0 ] || ok=no
    check "$game $name: …q quits with 0 and the game is still saved, whole" test "$ok" = yes
  fi
  if ls -a "$SAVE_DIR" | grep -q '\.tmp\.'; then echo "not ok - $game $name: a temporary file was left"; fi
}

for game in $("$TT_BIN" --list-games | cut -f1); do
  corpus="$E2E_TMP/corpus-$game"
  mkdir -p "$corpus"
  base_dir="$E2E_TMP/base-$game"
  "$TT_BIN" sample "$game" --moves 6 --seed 3 --autosave --save-dir "$base_dir" >/dev/null
  python3 tests/e2e/hostile_saves.py "$game" "$base_dir/$game.json" "$corpus"
  check "$game: the corpus has at least ten crafted saves" test "$(wc -l <"$corpus/manifest")" -ge 10
  while read -r name expected; do
    check_variant "$game" "$name" "$expected" "$corpus/$name.json"
  done <"$corpus/manifest"
done

# Not files at all: a FIFO and a directory where a save should be.
for kind in fifo directory; do
  rm -rf "$SAVE_DIR"
  mkdir -p "$SAVE_DIR"
  if [ "$kind" = fifo ]; then mkfifo "$SAVE_DIR/igel.json"; else mkdir "$SAVE_DIR/igel.json"; fi
  timeout 5 "$TT_BIN" state igel --save-dir "$SAVE_DIR" 2>"$E2E_TMP/err"
  status=$?
  check "a $kind as a save: state refuses it at once, naming it" \
    bash -c "[ $status = 2 ] && grep -q 'igel.json cannot be read: it is not a regular file' '$E2E_TMP/err'"
  start_app
  check "a $kind as a save: the program moves it aside" wait_for "igel.not-a-file-"
  send Enter q
  check "a $kind as a save: q quits with 0" test "$(wait_exit)" = 0
done
