#!/usr/bin/env bash
# Nothing lost, nothing crashes: kill -9 at random moments of robot games (every game, some kills
# land during a save), signals during play and during a robot's turn with the terminal checked by
# stty, and a save directory that refuses writes or is full.
source "$(dirname "$0")/lib.sh"

KILLS=${TABLETOP_KILLS:-12}
games=$("$TT_BIN" --list-games | cut -f1)

# Settings with every seat of every game a random robot, at a quick pace.
robot_settings() {
  python3 - "$SAVE_DIR/settings.json" "$1" $games <<'PY'
import json, sys
path, pace = sys.argv[1], int(sys.argv[2])
games = {g: {"seat0": "random", "seat1": "random", "players": 2, "size": 5} for g in sys.argv[3:]}
doc = {"format": "tabletop-settings", "version": 1,
       "global": {"theme": "default", "ascii": False, "mouse": True, "robot_pace_ms": pace},
       "last_game": "", "games": games}
json.dump(doc, open(path, "w"))
PY
}

# From the main menu: the game's page. Keys typed while the program starts may be dropped (no
# type-ahead lands on a screen it was not meant for), so the menu is tried again until the page shows.
game_page() {
  local index
  index=$(echo "$games" | grep -n "^$1\$" | cut -d: -f1)
  wait_for "Pick one and press Enter" || return 1
  for _ in 1 2 3; do
    send Home
    for _ in $(seq 2 "$index"); do send Down; done
    send Enter
    wait_for "choose the setup" 2 && return 0
    screen | grep -qF "Pick one and press Enter" || return 1
  done
  return 1
}

# From the main menu: the game's page, New game, Start.
new_game() {
  game_page "$1" || return 1
  send Home                 # Continue, or New game when there is nothing to continue
  screen | grep -qF "no game in progress" || send Down
  send Enter
  wait_for "[ Start ]" || return 1
  send End
  for _ in 1 2 3 4 5 6 7 8 9 10 11 12; do screen | grep -qF '▶ [ Start ]' && break; send Down; done
  send Enter
}

# Checks every file the save directory holds: complete JSON, and the game loads.
saves_whole() {
  local game=$1
  python3 - "$SAVE_DIR" <<'PY' || return 1
import json, os, sys
d = sys.argv[1]
for name in os.listdir(d):
    if name.endswith(".json"):
        json.load(open(os.path.join(d, name)))
PY
  [ ! -f "$SAVE_DIR/$game.json" ] || "$TT_BIN" state "$game" --save-dir "$SAVE_DIR" >/dev/null
}

log_of() { python3 -c "import json,sys; print(json.dumps(json.load(open(sys.argv[1]))['match']['log']))" "$SAVE_DIR/$1.json" 2>/dev/null; }

# The earlier log is where the later one starts (the game went on from the saved position).
continues() {
  python3 - "$1" "$2" <<'PY'
import json, sys
before, after = json.loads(sys.argv[1] or "[]"), json.loads(sys.argv[2] or "[]")
ok = after[:len(before)] == before or len(after) >= 400 or len(before) >= 400
sys.exit(0 if ok else 1)
PY
}

for game in $games; do
  rm -rf "$SAVE_DIR"; mkdir -p "$SAVE_DIR"
  robot_settings 300   # "fast": quick, yet most games outlive the second between kills
  torn=0; lost=0; restarted=0; resumed=0
  start_app
  new_game "$game"
  sleep 0.5
  for round in $(seq 1 "$KILLS"); do
    sleep "0.$((RANDOM % 9 + 1))"
    before=$(log_of "$game")
    kill -9 "$(app_pid)" 2>/dev/null
    sleep 0.2
    saves_whole "$game" || torn=$((torn + 1))
    saved=$(log_of "$game")
    continues "$before" "$saved" || lost=$((lost + 1))
    start_app
    # The game in progress goes on at once ("Welcome back"); the menu means the robots had finished it.
    if wait_for "Welcome back" 2; then
      sleep 0.3
      continues "$saved" "$(log_of "$game")" || lost=$((lost + 1))
      resumed=$((resumed + 1))
    else
      new_game "$game"
      restarted=$((restarted + 1))
    fi
  done
  send Q
  wait_exit >/dev/null
  check "$game: $KILLS kills with kill -9 left no torn save" test "$torn" = 0
  check "$game: every relaunch went on from every completed move ($resumed resumed, $restarted new games)" \
    test "$lost" = 0
  check "$game: most relaunches resumed the game in progress" test "$resumed" -gt "$restarted"
  check "$game: no temporary file is left behind" bash -c "! ls -a '$SAVE_DIR' | grep -q '\.tmp\.'"
done

# Signals during play and during a robot's turn: saved, terminal restored, exit status 0.
for signal in TERM HUP INT; do
  rm -rf "$SAVE_DIR"; mkdir -p "$SAVE_DIR"
  robot_settings 2000          # "very slow": a robot's move stays pending for 2 s
  if tmux -L "$SOCKET" kill-server 2>/dev/null; then sleep 0.2; fi
  rm -f "$E2E_TMP/exit"
  tmux -L "$SOCKET" -f /dev/null new-session -d -x 100 -y 30 \
    "stty -a > '$E2E_TMP/stty.before'; env LANG=C.UTF-8 TERM=tmux-256color $TT_BIN --save-dir '$SAVE_DIR'; echo \$? > '$E2E_TMP/exit.tmp'; stty -a > '$E2E_TMP/stty.after'; mv '$E2E_TMP/exit.tmp' '$E2E_TMP/exit'; sleep 5"
  wait_for "tabletop"
  new_game pako
  check "SIG$signal: a robots' game of Pako is under way" wait_for "is playing" 3
  before=$("$TT_BIN" state pako --save-dir "$SAVE_DIR")
  kill -s "$signal" "$(app_pid)"
  check "SIG$signal during a robot's turn: exit status 0" test "$(wait_exit)" = 0
  check "SIG$signal: the terminal settings are as before" diff "$E2E_TMP/stty.before" "$E2E_TMP/stty.after"
  check "SIG$signal: the game was saved as it stood" test -n "$before" -a "$before" = "$("$TT_BIN" state pako --save-dir "$SAVE_DIR")"
done

# A signal is acted on within 100 ms whatever the program is doing: just after resuming a hand-made save
# with a log line of 3,000,000 characters (cut on loading, so that neither drawing it nor saving it again
# takes long) and while robots think without a pause (four Archaeology experts at the instant pace).
# The terminal's modes are compared.
signal_pane() {
  if tmux -L "$SOCKET" kill-server 2>/dev/null; then sleep 0.2; fi
  rm -f "$E2E_TMP/exit"
  tmux -L "$SOCKET" -f /dev/null new-session -d -x 100 -y 30 \
    "stty -a > '$E2E_TMP/stty.before'; env LANG=C.UTF-8 TERM=tmux-256color $TT_BIN --save-dir '$SAVE_DIR'; echo \$? > '$E2E_TMP/exit.tmp'; stty -a > '$E2E_TMP/stty.after'; mv '$E2E_TMP/exit.tmp' '$E2E_TMP/exit'; sleep 5"
}
# signal_within WHAT: sends SIGTERM now and checks the program ended within 100 ms, with status 0
# and the terminal as it was.
signal_within() {
  local pid sent now took
  pid=$(app_pid)
  sent=${EPOCHREALTIME/./}
  kill -s TERM "$pid"
  # The moment the process is gone, seen from here by builtins only: starting a program to read the
  # clock (date, in the pane) took tens of ms on a loaded machine.
  now=$sent
  while kill -0 "$pid" 2>/dev/null && [ $((now - sent)) -lt 3000000 ]; do now=${EPOCHREALTIME/./}; done
  took=$(((now - sent) / 1000))
  check "SIGTERM $1: exit status 0" test "$(wait_exit)" = 0
  kill -9 "$pid" 2>/dev/null  # one that did not end is not left spinning
  check "SIGTERM $1: acted on within 100 ms (took $took ms)" test "$took" -lt 100
  check "SIGTERM $1: the terminal settings are as before" diff "$E2E_TMP/stty.before" "$E2E_TMP/stty.after"
}
rm -rf "$SAVE_DIR"; mkdir -p "$SAVE_DIR"
"$TT_BIN" sample pako --moves 4 --autosave --save-dir "$SAVE_DIR" >/dev/null
python3 - "$SAVE_DIR" <<'PY'
import json, sys
d = sys.argv[1]
save = json.load(open(f"{d}/pako.json"))
save["match"]["log"].append([-1, "x" * 3000000])
json.dump(save, open(f"{d}/pako.json", "w"))
json.dump({"format": "tabletop-settings", "version": 1, "last_game": "pako", "games": {}}, open(f"{d}/settings.json", "w"))
PY
signal_pane
sleep 1.5                       # the game resumed, its log being drawn
signal_within "after resuming a save with a log line of megabytes"
check "the save written on the way out holds the line cut short" test "$(stat -c %s "$SAVE_DIR/pako.json")" -lt 100000
rm -rf "$SAVE_DIR"; mkdir -p "$SAVE_DIR"
python3 - "$SAVE_DIR/settings.json" <<'PY'
import json, sys
seats = {f"seat{i}": "expert" for i in range(4)}
json.dump({"format": "tabletop-settings", "version": 1, "global": {"robot_pace_ms": 0},
           "games": {"archaeology": dict(players=4, **seats)}}, open(sys.argv[1], "w"))
PY
signal_pane
new_game archaeology
wait_for "is playing" 3
sleep 1                         # the experts think move after move
signal_within "while robots think"

# A save directory that refuses writes: the player is told, play goes on, the old save stays intact.
refuse_writes() { if [ "$(id -u)" = 0 ]; then chattr +i "$SAVE_DIR"; else chmod 555 "$SAVE_DIR"; fi; }
allow_writes() { if [ "$(id -u)" = 0 ]; then chattr -i "$SAVE_DIR"; else chmod 755 "$SAVE_DIR"; fi; }
rm -rf "$SAVE_DIR"; mkdir -p "$SAVE_DIR"
echo '{"size": 5, "players": 2, "seed": 3, "moves": []}' > "$E2E_TMP/start.json"
"$TT_BIN" replay pako "$E2E_TMP/start.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
echo '{"format":"tabletop-settings","version":1,"global":{"theme":"default","ascii":false,"mouse":true,"robot_pace_ms":0},"last_game":"pako","games":{}}' \
  > "$SAVE_DIR/settings.json"
start_app
wait_for "Player A: pick"
saved=$(cat "$SAVE_DIR/pako.json")
if refuse_writes 2>/dev/null; then
  send Enter Up Enter                    # A: prison -> (5,3)
  check "a refused save is reported and play goes on" wait_for "Saving failed"
  check "the move was played all the same" wait_for "Player B: pick"
  send Down Left Enter Up Enter          # B: prison -> (5,2)
  check "the next move is played too" wait_for "B moves a prisoner"
  send Q
  check "quitting with an unwritable save directory still exits 0" test "$(wait_exit)" = 0
  check "the previous save is intact" test "$saved" = "$(cat "$SAVE_DIR/pako.json")"
  allow_writes
else
  echo "ok - an unwritable save directory # SKIP: chattr/chmod refused here"
fi

# A full save directory (root only: a tiny tmpfs).
if [ "$(id -u)" = 0 ] && mkdir -p "$E2E_TMP/full" && mount -t tmpfs -o size=64k tmpfs "$E2E_TMP/full" 2>/dev/null; then
  cp "$SAVE_DIR/pako.json" "$SAVE_DIR/settings.json" "$E2E_TMP/full/"
  saved=$(cat "$E2E_TMP/full/pako.json")
  dd if=/dev/zero of="$E2E_TMP/full/filler" bs=1k count=200 2>/dev/null
  SAVE_DIR_KEEP=$SAVE_DIR; SAVE_DIR="$E2E_TMP/full"
  start_app
  wait_for "pick"
  send Enter Up Enter
  check "a full disk is reported and play goes on" wait_for "Saving failed"
  send Q
  check "quitting with a full disk exits 0" test "$(wait_exit)" = 0
  check "the save on the full disk is intact" test "$saved" = "$(cat "$E2E_TMP/full/pako.json")"
  SAVE_DIR=$SAVE_DIR_KEEP
  umount "$E2E_TMP/full"
else
  echo "ok - a full save directory # SKIP: needs root to mount a small tmpfs"
fi
