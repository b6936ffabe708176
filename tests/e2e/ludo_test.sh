#!/usr/bin/env bash
# Ludo played as a person plays it: a 2-player game, a few rolls, quit, relaunch, continue with the
# same dice; choosing moves by hand; a robot seat; the window's size.
source "$(dirname "$0")/lib.sh"

COLS_WANTED=80
LINES_WANTED=24

# The board and the players panel (rows 2..16), without the short-lived landing marks.
board() { screen | sed -n '2,16p' | tr '»«' '  '; }
state_json() { "$TT_BIN" state ludo --save-dir "$SAVE_DIR"; }
# log_length FILE: the lines in a saved game's log (the replay JSON shows only where tokens stand,
# which six rolls without a 6 may leave as they were).
log_length() { python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["match"]["log"]))' "$1"; }
# roll_times N: whoever is in turn rolls, N times.
roll_times() {
  local i
  for ((i = 0; i < $1; i++)); do send Enter; sleep 0.3; done
}
# shows REGEX: the screen has a line matching it now.
shows() { screen | grep -q -- "$1"; }

start_app
open_game ludo
check "Ludo's page offers a new game" wait_for "choose the setup"
send Enter                                   # New game (Continue is disabled)
check "the setup lists the four seats" wait_for "Seat D"
check "first use: a person on A" shows 'Seat A.*Person'
send Up Up Up Up Up Up Left Left             # past Coach and Name C to Seat C: Normal -> Easy -> Person
check "seat C can be a person" shows 'Seat C.*◀ Person ▶'
send Down Down Down Down Down Enter          # Start
check "a new game shows the board with A's yard" wait_for "A yard H"
check "the board has its track, lanes and centre" shows '□  ■  ■  ■  ■  ■  ■  E  ■'
send '#'
check "# shows the track's numbers and the home squares' names" wait_for '50 A1 A2 A3 A4 A5 A6  E C6'
send '#'
check "# again hides them" wait_for '□  ■  ■  ■  ■  ■  ■  E  ■'
check "player A is asked to roll" wait_for "Player A: press Enter or Space to roll."
check "the board fits 80 x 24" shows 'Players'

send Enter
check "A's roll is logged" wait_for "A rolls"
check "the die shows the roll" wait_for "rolled by A"
roll_times 5
check "C rolls too" wait_for "C rolls" 3
sleep 1
before=$(board)
saved_before=$(state_json)
cp "$SAVE_DIR/ludo.json" "$E2E_TMP/ludo-before-quit.json"
send q
check "q goes back to the game's page" wait_for "the game in progress"
send q q
check "quitting exits 0" test "$(wait_exit)" = 0
check "the autosave holds the rolls" test "$(state_json)" = "$saved_before"

start_app
check "relaunch resumes the game" wait_for "Welcome back"
sleep 1
after=$(board)
check "the same board is on screen after relaunch" test "$before" = "$after" || diff <(echo "$before") <(echo "$after")
check "someone is asked to roll" wait_for "press Enter or Space"
roll_times 6
sleep 1
continued=$(state_json)
send q q q
wait_exit >/dev/null
check "the game went on after the relaunch" \
  test "$(log_length "$SAVE_DIR/ludo.json")" -gt "$(log_length "$E2E_TMP/ludo-before-quit.json")"

# The same save, continued the same way, gives the same game: the dice to come were saved.
cp "$E2E_TMP/ludo-before-quit.json" "$SAVE_DIR/ludo.json"
start_app
wait_for "Welcome back" >/dev/null
roll_times 6
sleep 1
check "continuing the saved game again rolls the same dice" test "$(state_json)" = "$continued"
send q q q
wait_exit >/dev/null

# Choosing moves by hand: A has p on 5 and q on 3, and picks among the moves the roll allows.
cat > "$E2E_TMP/choose.json" <<'JSON'
{"players": ["A", "C"], "choose_moves": true, "seed": 4,
 "turns": [["A", 6], ["A", 6], ["A", 5], ["A", 3], ["C", 1]]}
JSON
"$TT_BIN" replay ludo "$E2E_TMP/choose.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
start_app
wait_for "Welcome back" >/dev/null
send Enter
check "after the roll the possible moves are listed" wait_for "pick a move with the arrows"
check "the priority move is marked the rule's" shows 'q: 3 .*the rule.s'
check "token p is offered" shows '  p: 5 '
check "token q is offered" shows 'q: 3 '
send Up Enter                                # p, the move not the rule's (q is further behind)
check "the chosen token moves" wait_for "A's p moves from 5"
send q q q
wait_exit >/dev/null

# A robot seat rolls by itself; a window too small says what it needs; resizing brings it back.
cat > "$E2E_TMP/robot.json" <<'JSON'
{"players": ["A", "B"], "seats": ["person", "priority"], "seed": 9, "turns": [["A", 6], ["A", 2]]}
JSON
"$TT_BIN" replay ludo "$E2E_TMP/robot.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
start_app
check "the robot on B rolls by itself" wait_for "B rolls" 8
resize 70 20
check "a small window says the size the board needs" wait_for "This screen needs 76 x 24"
resize 100 30
check "a larger window shows the board again" wait_for "A yard H"
send q q q
check "exit after playing against a robot is 0" test "$(wait_exit)" = 0

# The instant pace (31.12): four robots play a whole game with no wait added between moves, each
# move drawn (the main loop waited 30 ms for a key twice a move: 60 ms a move, 8 s a game).
cat > "$E2E_TMP/robots.json" <<'JSON'
{"players": ["A", "B", "C", "D"], "seats": ["random", "random", "random", "random"], "seed": 5, "turns": []}
JSON
"$TT_BIN" replay ludo "$E2E_TMP/robots.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
python3 - "$SAVE_DIR/settings.json" <<'PY'
import json, os, sys
settings = json.load(open(sys.argv[1])) if os.path.exists(sys.argv[1]) else {"format": "tabletop-settings", "version": 1}
settings.setdefault("global", {})["robot_pace_ms"] = 0
settings["last_game"] = "ludo"
json.dump(settings, open(sys.argv[1], "w"))
PY
finished() { python3 -c 'import json, sys; sys.exit(0 if json.load(open(sys.argv[1]))["finished"] else 1)' "$SAVE_DIR/ludo.json" 2>/dev/null; }
started=$(date +%s%N)
start_app
wait_until 30 finished
took_ms=$((($(date +%s%N) - started) / 1000000))
moves=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["match"]["moves_played"])' "$SAVE_DIR/ludo.json")
echo "# four instant robots: $moves moves in $took_ms ms"
check "four robots at the instant pace finish a game" finished
# 40 ms: the old waits cost 60 a move; a loaded machine (CI beside builds) measured 29.
check "…at under 40 ms a move, launch included" test "$took_ms" -lt $((moves * 40))
check "…and the end is on screen" wait_for "Finishing order"
send Escape q q q
check "exit after the robots' game is 0" test "$(wait_exit)" = 0
