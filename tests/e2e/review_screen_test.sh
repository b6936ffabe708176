#!/usr/bin/env bash
# The review on screen: from a kept game's Records (v) and from the end dialog (Review the game), a
# progress bar that Esc stops, then the chart and the moments; Enter shows the board at a moment with
# Hard's move named under it; the review is kept in the kept game's file, so it opens at once again.
source "$(dirname "$0")/lib.sh"

# A finished game of Ludo by random moves, kept as Records keeps one (and no game left to resume).
"$TT_BIN" sample ludo --moves 100000 --seed 5 --autosave --save-dir "$SAVE_DIR" >/dev/null
mkdir -p "$SAVE_DIR/played"
KEPT="$SAVE_DIR/played/ludo-20260101T000000Z-01.json"
mv "$SAVE_DIR/ludo.json" "$KEPT"
has_review() { python3 -c 'import json, sys; sys.exit(0 if "review" in json.load(open(sys.argv[1])) else 1)' "$KEPT"; }
lacks_review() { ! has_review; }
chart_lettered() { screen | grep -qE '^ +100%│.*[AB]'; }

start_app ludo
send Escape                                    # the setup -> the game's page
send Down Down Enter                           # Records
check "Records offers the review in its footer" wait_for "v review"
send v
check "v lists the kept games to review" wait_for "Review a game"
send Enter
check "the review runs with a progress bar" wait_for "steps judged."
send Escape
check "Esc stops it and goes back to Records at once" wait_for "Records: Ludo" 2
check "a review stopped is not kept" lacks_review

send v Enter
check "run again, the review ends with its chart" wait_for "decisions judged" 60
check "and each person's moments to look at" wait_for "Moments to look at"
check "the chart marks each seat's line with its letter" chart_lettered
check "the review is kept in the kept game's file" has_review
kept_sum=$(md5sum <"$KEPT")
resize 80 24
check "resized to 80 x 24, the review is drawn again whole" wait_for "Moments to look at"
resize 100 30
send Enter
check "Enter shows the board at the moment" wait_for "Watching: Ludo"
check "where the watching stands" wait_for "Watching the game again: move "
check "and the review's line: the move played and Hard's, marked" wait_for "(marked)."
check "Hard's move is marked in the list of moves" wait_for "suggested"
send Escape
check "Esc goes back to the review" wait_for "Review: Ludo"
send Escape
check "and again to Records" wait_for "Records: Ludo"
send v Enter
check "opened again, the kept review shows at once" wait_for "Moments to look at" 1
check "and is not made again" test "$(md5sum <"$KEPT")" = "$kept_sum"

# Quitting while a review runs: the program ends as it always does.
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); d.pop("review"); json.dump(d, open(sys.argv[1], "w"))' "$KEPT"
send Escape
send v Enter
check "a review made anew shows its progress" wait_for "steps judged."
send Q
check "Q while it runs quits with 0" test "$(wait_exit)" = 0

# The end dialog: a game of robots played out at the instant pace, then Review the game.
cat >"$E2E_TMP/robots.json" <<'JSON'
{"size": 5, "players": 2, "seed": 1, "seats": ["lookahead", "random"], "moves": []}
JSON
"$TT_BIN" replay pako "$E2E_TMP/robots.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
start_app pako
send + + + +                                   # instant pace
check "the game ends in its dialog" wait_for "Game over" 30
check "the dialog offers the review" wait_for "Review the game"
send End Enter
check "Review the game opens the review" wait_for "Review: Escape from Prison Island"
check "which ends with the moments" wait_for "Moments to look at" 60
check "kept with the game's copy in Records" \
  python3 -c 'import glob, json, sys; sys.exit(0 if all("review" in json.load(open(p)) for p in glob.glob(sys.argv[1])) else 1)' \
  "$SAVE_DIR/played/pako-*.json"
send Escape
send Q
check "quitting exits 0" test "$(wait_exit)" = 0
