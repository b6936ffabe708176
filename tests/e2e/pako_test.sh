#!/usr/bin/env bash
# Pako played as a person plays it: new game, moves, hints, quit, relaunch, resume, a robot seat.
source "$(dirname "$0")/lib.sh"

# The yard without the cursor's brackets or box, or any square's border (the cursor starts on the
# prison after a relaunch: on the small board's prison line its brackets stand for the line).
board() { board_area | sed 's/\[▔\]/▔▔▔/g' | tr '[]' '  ' | sed -E 's/[─│┌┐└┘├┤┬┴┼┏┓┗┛━┃]/ /g'; }

people_seated pako 2                       # both seats people: the test plays them both
start_app
send Enter Enter                         # Escape from Prison Island -> New game
check "the setup offers 9 x 9 on first use" wait_for "9 x 9"
send Enter                               # Start (the cursor starts there)
check "a new game shows the yard and player A to move" wait_for "Player A: pick"
send Enter Up Up Enter                   # prison -> row 8, column 5
check "the first move is logged in the board's words" wait_for_log "A moves a prisoner from the prison up column 5 to row 8."
send Down Down Enter Up Enter            # player B: prison -> row 9, column 5
check "the second move is logged" wait_for_log "B moves a prisoner from the prison up column 5 to row 9."
sleep 1                                  # the guard's run is shown for a moment
before=$(board)
send q
check "q goes back to the game's page" wait_for "the game in progress"
tmux -L "$SOCKET" set-option -g remain-on-exit on  # the terminal as the program leaves it
send q q
check "quitting exits 0" test "$(wait_exit)" = 0
# The lines joined (the program wraps its words to the terminal); -S -: with the lines tmux's "Pane is
# dead" note may scroll off the top
left_says() { tmux -L "$SOCKET" capture-pane -p -S - | tr '\n' ' ' | tr -s ' ' | grep -qF -- "$1"; }
# The command as it was started: the program's path and the save folder given.
check "leaving says where the game is saved and how to go on" wait_until 3 left_says \
  "Your game of Escape from Prison Island is saved ($SAVE_DIR/pako.json). Start $TT_BIN --save-dir $SAVE_DIR again"
check "the autosave holds two moves" bash -c "'$TT_BIN' state pako --save-dir '$SAVE_DIR' | grep -q '\"turn\":0'"

start_app
check "relaunch resumes the game" wait_for "Welcome back"
after=$(board)
same_board() { [ "$before" = "$after" ] || { diff <(echo "$before") <(echo "$after") | sed 's/^/# /'; false; }; }
check "the same board is on screen after relaunch" same_board
check "the same player is to move" wait_for "Player A: pick"
# Undo after Q and a relaunch (31.5): the save keeps what a take-back needs.
send u
check "u after a relaunch takes back the last move, saying whose" wait_for_log "Player B's move taken back"
check "…and it is B's move again" wait_for "Player B: pick"

# Only the yard's cells count: the legend beside the board also shows a "+".
yard_marks() { board_area | grep -o '+' | wc -l; }
hints_on=$(yard_marks)
send H
check "H turns the hints off" wait_for "Move hints off"
hints_off=$(yard_marks)
check "with hints off the legend does not explain +" bash -c "! tmux -L '$SOCKET' capture-pane -p | grep -q '+ safe'"
check "with hints off no square is marked" test "$hints_off" = 0
check "with hints on squares were marked" test "$hints_on" -gt 0
send q q q
wait_exit >/dev/null
start_app
check "the hint setting survives a relaunch" wait_for "Hints off"
send H
check "H turns them on again" wait_for "Move hints on"
send q q q
wait_exit >/dev/null

# A robot in seat B moves by itself.
cat > "$E2E_TMP/robot.json" <<'JSON'
{"size": 5, "players": 2, "seed": 3, "seats": ["person", "lookahead"], "moves": []}
JSON
"$TT_BIN" replay pako "$E2E_TMP/robot.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
# Robots at 2 s a move ("very slow"): time to see the move one has chosen before it plays it.
python3 - "$SAVE_DIR/settings.json" <<'PY'
import json, sys
settings = json.load(open(sys.argv[1]))
settings.setdefault("global", {})["robot_pace_ms"] = 2000
json.dump(settings, open(sys.argv[1], "w"))
PY
start_app
wait_for "Welcome back" >/dev/null
# Hints off: with them on, a robot's target that is also safe keeps its + (in the target's colour, which
# board_looks_test checks), and the text of the screen cannot tell it from the other hints.
send H
wait_for "Move hints off" >/dev/null
send Enter Up Enter                      # A: prison -> (5,3), below the centre guard-free column
# Before it plays, the robot's move shows on the board: its target marked, as a person's would be.
# The board: the lines down to the prison.
robot_target() { board_area | sed -n '1,/prison/p' | grep -q '∘'; }
check "the robot's chosen move is marked on the board before it is played" wait_until 5 robot_target
check "after the person's move the robot seat moves by itself" wait_for "B moves a prisoner" 8
no_robot_target() { ! robot_target; }
check "once played, the mark is gone" wait_until 3 no_robot_target
send q q q
check "exit after the robot's move is 0" test "$(wait_exit)" = 0
