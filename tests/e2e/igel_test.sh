#!/usr/bin/env bash
# Igel Ärgern played as a person plays it: new game, placement, a turn, quit, relaunch, continue,
# a small window, ASCII drawing, and a robot seat that plays by itself.
source "$(dirname "$0")/lib.sh"

# The board down to its column labels, without the cursor's brackets or box, or any square's border
# (the cursor may stand elsewhere after a relaunch, and the lines under the board follow it).
board() { board_area | sed '/Goal/q' | tr '[]' '  ' | sed -E 's/[─│┌┐└┘├┤┬┴┼┏┓┗┛━┃]/ /g'; }
# wait_match REGEX [seconds]: like wait_for, for a regular expression.
wait_match() {
  local limit=${2:-5} waited=0
  while ! screen | grep -q -- "$1"; do
    sleep 0.1
    waited=$((waited + 1))
    if [ "$waited" -ge $((limit * 10)) ]; then return 1; fi
  done
}

people_seated igel 2                       # both seats people: the test plays them both
start_app
open_game igel                           # Igel Ärgern's page
check "the game's page offers a new game" wait_for "choose the setup"
send Enter                               # New game
check "the setup asks for the number of players" wait_for "Players"
send Enter                               # Start (the cursor starts there)
check "a new game starts with the placement" wait_for "Placement: hedgehog 1 of 8"
check "player A is asked to place a hedgehog" wait_for "Player A: place a hedgehog"
check "the Start and goal columns are labelled" wait_match 'Start .*Goal'
check "placing offers no p: there is no sidestep to skip" bash -c "! tmux -L '$SOCKET' capture-pane -p | grep -q 'p no sidestep'"

send Right Enter                         # not a Start square
check "a square outside the Start column is refused with a reason" wait_for "placed in the Start column"
send Left Enter                          # row 1
check "the first placement is logged" wait_for "A puts a hedgehog in row 1"
check "then player B places" wait_for "Player B: place a hedgehog"
send Up Enter                            # B tries row 1, now higher than the empty rows
check "a stack taller than the lowest is refused" wait_for "taller than the lowest"
send Down Enter                          # B places in row 2
for _ in 1 2 3 4 5 6; do send Enter; done  # the cursor always waits on an allowed square
check "after eight placements the race begins" wait_for "Every hedgehog is on the Start"
check "player A is asked to roll" wait_for "Player A: press Enter or Space to roll"

send Space
check "the roll is logged with its row" wait_for "A rolls"
check "the player may sidestep or skip it" wait_for "no sidestep"
send u
check "undo cannot take back the roll" wait_for "Nothing to take back since the last roll"
send p
check "p skips the sidestep" wait_for "A makes no sidestep"
send Enter                               # the cursor stands on a hedgehog that may move forward
check "a hedgehog moves forward, told in the board's words" wait_for_log "forward from the Start column to column 2"
check "then player B is to roll" wait_for "Player B: press Enter or Space to roll"
before=$(board)
# The screen helpers say nothing when their reader stops early (board() stops at the Goal line): an
# error there would be noise in every run, and would hide a real one.
quiet_when_cut_short() {
  local said
  said=$({ board_area | true; } 2>&1 >/dev/null)
  said+=$({ log_text | true; } 2>&1 >/dev/null)
  [ -z "$said" ] || { echo "# $said"; return 1; }
}
check "the screen helpers stay quiet when their reader stops early" quiet_when_cut_short
send q
check "q goes back to the game's page" wait_for "the game in progress"
send q q
check "quitting exits 0" test "$(wait_exit)" = 0
check "the autosave is B's turn in play" \
  bash -c "'$TT_BIN' state igel --save-dir '$SAVE_DIR' | grep '\"phase\":\"play\"' | grep -q '\"turn\":1'"

start_app
check "relaunch resumes the game" wait_for "Welcome back"
after=$(board)
check "the same board is on screen after relaunch" test "$before" = "$after" || diff <(echo "$before") <(echo "$after")
check "the same player is to move" wait_for "Player B: press Enter or Space to roll"
send Enter
check "B rolls after the relaunch" wait_for "B rolls"
send p Enter
check "B's turn ends with a forward move and it is A's turn again" wait_for "Player A: press Enter or Space to roll"

resize 80 24
check "at 80 x 24 the whole board fits" wait_match 'Start .*Goal'
check "at 80 x 24 the players fit beside it" wait_match 'B Player B'

send Left Left Left Left Left Left Left Left
check "the square under the cursor is described below the board" wait_for ", the Start column"
resize 120 40
check "a larger window still shows the board" wait_for "Goal"
send q q q
check "exit after playing on is 0" test "$(wait_exit)" = 0

# ASCII drawing: obstacles are # and the die has no Unicode face.
start_app --ascii
check "ASCII mode shows the obstacles as #" wait_match '#[ ]*\.[ ]*#'
send q q q
wait_exit >/dev/null

# A robot in seat B plays its whole turn by itself after the person's.
cat > "$E2E_TMP/robot.json" <<'JSON'
{"players": 2, "seed": 3, "seats": ["person", "planner"], "placements": [1, 2, 3, 4, 5, 6, 2, 1], "turns": []}
JSON
"$TT_BIN" replay igel "$E2E_TMP/robot.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
start_app
check "the scripted game resumes with A to roll" wait_for "Player A: press Enter or Space to roll"
send Left Left Left Left Left Left Left Left Up Up Up Up Up Up Up Down
check "the stack under the cursor is spelled out, bottom to top" wait_for "pile, bottom to top: A B"
send Enter
check "A rolls in the scripted game" wait_for "A rolls"
rolled=$(screen | grep -o 'A rolls [1-6]' | head -1 | grep -o '[1-6]$')
# The Start column is AB, BA, A, B, A, B (bottom to top): A's free hedgehogs stand in rows 2, 3 and 5.
# Sidestep the one of row 3 (row 5 if 3 was rolled) up a row: walk to the die, then down to it.
from=3
[ "$rolled" = 3 ] && from=5
send Left Left Left Left Left Left Left Left Up Up Up Up Up Up Up
for _ in $(seq "$from"); do send Down; done
send Enter
check "picking an own hedgehog shows its targets" wait_for "move the cursor to a target"
send Enter                               # the cursor waits on the target one row up
check "the sidestep is made and logged" wait_for_log "A sidesteps a hedgehog in the Start column from row $from to row $((from - 1))"
send Enter                               # a hedgehog of the rolled row steps forward
check "then a hedgehog of the rolled row moves forward" wait_for_log "forward from the Start column to column 2"
check "the robot seat rolls by itself" wait_for "B rolls" 8
check "and moves a hedgehog forward by itself" wait_for "Player A: press Enter or Space to roll" 10
send q q q
check "exit after the robot's turn is 0" test "$(wait_exit)" = 0

# A sidestep target never sits one arrow from the die, where Enter means no sidestep: with row 1
# rolled, A picks its hedgehog of row 2, whose targets are rows 1 and 3; ↑ and Enter sidestep up.
cat > "$E2E_TMP/habit.json" <<'JSON'
{"players": 2, "seed": 7, "placements": [1, 2, 3, 4, 5, 6, 2, 1], "turns": []}
JSON
"$TT_BIN" replay igel "$E2E_TMP/habit.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
start_app
wait_for "Player A: press Enter or Space to roll"
send Enter
check "row 1 is rolled" wait_for "A rolls 1"
send Left Left Left Left Left Left Left Left Up Up Up Up Up Up Up Down Down Enter
check "A's hedgehog of row 2 is picked" wait_for "move the cursor to a target"
send Up Up Enter
check "↑ and Enter after a pick sidestep up instead of skipping the sidestep" \
  wait_for_log "A sidesteps a hedgehog in the Start column from row 2 to row 1"
send q q q
wait_exit >/dev/null

# Variants chosen in the setup: the game names them above and under the board, in its help and at the
# top of its rules, and the round board's sidestep over the edge is offered.
printf '{"format":"tabletop-settings","version":1,"games":{"igel":{"seat0":"person","seat1":"person","round_board":true,"stacks_march":true}}}\n' \
  >"$SAVE_DIR/settings.json"
rm -f "$SAVE_DIR"/igel*.json
start_app
open_game igel
send Enter                               # New game (there is none to continue)
check "the setup shows the chosen variants" wait_match 'Round board .* yes'
send Enter
check "the title line names the variants" wait_for "Igel Ärgern · round board, stacks march"
check "a line under the board names them" wait_for "Variants: round board, stacks march"
check "the round board's edge is drawn" wait_for "rows 1 and 6 touch"
send '?'
send End
check "the help explains each variant in play" wait_for "Stacks march: a forward move carries"
send Escape r
check "the rules opened from the game begin with its variants" wait_for "Variants in this game"
send q q q q
check "exit after the variants game is 0" test "$(wait_exit)" = 0
check "the autosave keeps the variants" \
  bash -c "'$TT_BIN' state igel --save-dir '$SAVE_DIR' | grep -q '\"variants\":\\[\"round_board\",\"stacks_march\"\\]'"
