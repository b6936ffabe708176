#!/usr/bin/env bash
# Gary's Great Getaway played as a person plays it: choose a shipped board, name the players, roll,
# quit, relaunch, go on; a toll asked in a dialog; a board file with an error; a robot seat; resizing.
source "$(dirname "$0")/lib.sh"

# The trail down to the square explained under it, without the cursor (its brackets or box may move)
# or the path and the squares' boxes: the symbols and the tokens under them.
trail() { board_area | sed '/^ *▶ /,$d' | sed -E 's/[][]/ /g; s/[─│┌┐└┘┏┓┗┛━┃]/ /g'; }

shows() { screen | grep -qF -- "$1"; }

# The tmux server of a program that has quit goes away on its own; starting the next one before it
# has gone can find it dying. Wait for it first.
relaunch() {
  local waited=0
  while pgrep -f -- "-L $SOCKET " >/dev/null && [ "$waited" -lt 30 ]; do sleep 0.1; waited=$((waited + 1)); done
  start_app "$@"
}
hides() { ! shows "$1"; }

# Enter rolls; when a toll dialog comes up, Enter again pays it.
roll() {
  send Enter
  sleep 0.3
  if screen | grep -qF "Toll:"; then send Enter; sleep 0.3; fi
}

start_app
open_game getaway                          # the main menu: Gary's Great Getaway
check "the game's page opens" wait_for "Roll two dice along a trail"
send Enter                                # New game (Continue is off: nothing to continue)
check "the setup opens" wait_for "New game: Gary's Great Getaway"
send Up Up Up Up Up Up Up                 # from Start past Coach up to the Board field
send Right                                # Riverside -> Sample (riverside.game -> sample.game)
check "a shipped board is chosen from the list, by its name" wait_for "◀ Sample ▶"
check "the board's note describes it" wait_for "18 squares, two 4-sided dice, 20 gold to start"
send Down Down Down                       # Players, Seat A, Name A
send -l "Bob"
send Down Down                            # Seat B, Name B
send -l "Wendy"
send Down Down Enter                      # past Coach to Start
check "the game starts with Bob to roll" wait_for "Bob (A) is on Start: press Enter to roll the dice."
check "the trail is drawn from Start" shows "⌂"
check "to the Castle" shows "♜"
check "the players panel shows the starting gold and the square by name" wait_for "20g Start"
roll
# The log's lines wrap where the roll's words fall ("... and" / "rolls a 12."), so only the start is awaited.
check "Bob's turn is told in the log" wait_for "Bob is on Start and"
check "Wendy is next" wait_for "Wendy (B)"
roll
check "Wendy's turn is told in the log" wait_for "Wendy is on Start and"
roll
roll
sleep 1.5                                 # the last turn's walk along the trail is shown
before=$(trail)
prompt_before=$(screen | grep -F "press Enter" | head -1)
send q
check "q goes back to the game's page" wait_for "the game in progress"
send q q
check "quitting exits 0" test "$(wait_exit)" = 0
"$TT_BIN" state getaway --save-dir "$SAVE_DIR" >"$E2E_TMP/state1.json"
check "the autosave holds the four turns" \
  python3 -c "import json,sys; log=json.load(open('$E2E_TMP/state1.json'))['log']; sys.exit(0 if sum(' and rolls ' in l for l in log) == 4 else 1)"

relaunch
check "relaunching resumes the game" wait_for "Welcome back"
after=$(trail)
check "the same trail and tokens after the relaunch" test "$before" = "$after" || diff <(echo "$before") <(echo "$after")
check "the same player is to roll" wait_for "$prompt_before"
roll
sleep 0.3
"$TT_BIN" state getaway --save-dir "$SAVE_DIR" >"$E2E_TMP/state2.json"
# The saved turns, then at least the roll just made (the robot may have answered it already).
check "the game goes on where it stopped" \
  python3 -c "import json,sys; turns=lambda f: [l for l in json.load(open(f))['log'] if ' and rolls ' in l]; \
before, after = turns('$E2E_TMP/state1.json'), turns('$E2E_TMP/state2.json'); \
sys.exit(0 if len(after) in (5, 6) and after[:4] == before else 1)"
wait_for "press Enter to roll the dice" 8 >/dev/null  # the robot has moved: the cursor follows no one now
send Home Right
check "the cursor explains the square under it" wait_for "1 Phone Booth"
check "what the square does" wait_for "treasure, only for the first player to land: 2 gold."
send r
check "r shows the rules" wait_for "Rules: Gary's Great Getaway"
send q
resize 80 24
check "80 x 24 is big enough" hides "too small"
resize 60 20
check "a smaller window says what it needs" wait_for "The window is too small"
resize 100 30
check "back to a larger window the game shows again" wait_for "press Enter to roll"
send q q q
wait_exit >/dev/null

# A toll asked of a person: every square after Start asks 1 gold or sends the player back to Start.
cat >"$E2E_TMP/tolls.game" <<'BOARD'
5 2 7
Start :
Gate 1 : Y Q A 0 F 1
Gate 2 : Y Q A 0 F 1
Gate 3 : Y Q A 0 F 1
Gate 4 : Y Q A 0 F 1
Gate 5 : Y Q A 0 F 1
Castle :
BOARD
cat >"$E2E_TMP/tolls.json" <<JSON
{"board": "$E2E_TMP/tolls.game", "players": ["Ann", "Cy"], "seed": 2, "turns": 0}
JSON
"$TT_BIN" replay getaway "$E2E_TMP/tolls.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
relaunch
check "a board from a typed path is resumed" wait_for "Ann (A) is on Start"
send Enter
check "the toll is asked in a dialog" wait_for "Toll: Gate"
check "the dialog offers to pay" wait_for "Pay 1 gold"
send Escape
check "Esc closes it and the prompt still asks" wait_for "asks a toll of 1 gold. Press Enter to pay or refuse."
send Enter
check "Enter asks again" wait_for "Pay 1 gold"
send Down Enter
check "refusing keeps the gold" wait_for "5g Start"
check "and the log says the player was sent back" \
  bash -c "'$TT_BIN' state getaway --save-dir '$SAVE_DIR' | grep -qF 'Ann refuses to pay. Ann is sent back to Start.'"
send q q q
wait_exit >/dev/null

# A board file with an error: the setup says exactly where.
printf '20 4 3\nStart :\nA : S F 1\nCastle : extra\n' >"$E2E_TMP/bad.game"
relaunch
send q                                    # from the resumed game to its page
send Down Enter Down Enter                # New game, and New game again to replace the game in progress
check "the setup opens again" wait_for "New game: Gary's Great Getaway"
send Up Up Up Up Up Up Up Right Right    # Board: sample -> slides -> another file...
check "another file can be typed" wait_for "Board file"
send Down
send -l "$E2E_TMP/bad.game"
send Up Up Enter                          # the Start line
check "a bad board is refused with its line and column" wait_for 'bad.game, line 4, column 10: found'
check "and what was expected" wait_for "says 3 squares, so square 2 is the Castle"
send Enter q q q q
wait_exit >/dev/null

# A robot seat rolls by itself.
cat >"$E2E_TMP/robot.json" <<'JSON'
{"board": "slides.game", "players": ["Robo", "Ann"], "seats": ["lookahead", "person"], "seed": 5, "turns": 0}
JSON
"$TT_BIN" replay getaway "$E2E_TMP/robot.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
relaunch
check "the robot seat rolls by itself" wait_for "Robo is on Start and" 8
check "then the person is asked to roll" wait_for "Ann (B) is on Start: press Enter to roll the dice." 8
send q q q
check "exit after the robot's move is 0" test "$(wait_exit)" = 0
