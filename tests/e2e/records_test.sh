#!/usr/bin/env bash
# A game played to its end on screen joins the records: the end dialog survives keys typed while the
# robots played, the history file gets one line, and the Records screen and `tabletop records` show it.
source "$(dirname "$0")/lib.sh"

# Seed 1: a game won with three prisoners in the boat (seed 3 runs out by ruling A21b, a shared place).
cat > "$E2E_TMP/robots.json" <<'JSON'
{"size": 5, "players": 2, "seed": 1, "seats": ["lookahead", "random"], "moves": []}
JSON
"$TT_BIN" replay pako "$E2E_TMP/robots.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
start_app
send Enter Enter                               # the game's page -> Continue
send + + + +                                   # instant pace
# Enter pressed again and again while the robots play, until the game is over: the end dialog's
# default must be harmless (it was "Play again", which wiped the result away).
for _ in $(seq 1 200); do
  [ -s "$SAVE_DIR/history.jsonl" ] && break
  send Enter
done
send Enter Enter
check "the game's end was recorded once" test "$(wc -l <"$SAVE_DIR/history.jsonl")" = 1
check "Enter typed through the end leaves the result on screen" \
  wait_for "wins with three prisoners in the boat!  n: new game"
check "and no new game started" bash -c "'$TT_BIN' state pako --save-dir '$SAVE_DIR' | grep -q '\"winner\":0'"
send n
check "n after the end opens the setup at once: nothing is left to lose" wait_for "New game: Escape from Prison Island"
send Escape                                    # the game's page
check "the game's page offers the records" wait_for "Records"
send End Up                                    # Back is last, Records above it
send Enter
check "the Records screen counts the game" wait_for "1 game finished"
check "the Records screen names the robot styles" wait_for "One move ahead"
send q q q
check "quitting exits 0" test "$(wait_exit)" = 0
check "tabletop records prints the same" bash -c "'$TT_BIN' records pako --save-dir '$SAVE_DIR' | grep -q '1 game finished'"
check "tabletop records --json counts one game" \
  bash -c "'$TT_BIN' records pako --json --save-dir '$SAVE_DIR' | grep -q '\"games\": 1'"
check "an unknown game is refused with exit 2" bash -c "'$TT_BIN' records chess --save-dir '$SAVE_DIR' 2>/dev/null; test \$? = 2"
