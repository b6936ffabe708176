#!/usr/bin/env bash
# `tabletop review`: a game's review as text and as JSON, the same for a seed, a progress line on a
# terminal only, and bad input refused as the other commands refuse it.
source "$(dirname "$0")/lib.sh"

# A short game of Pako made by random robots, kept as the autosave: a save, as review reads it.
"$TT_BIN" sample pako --moves 12 --seed 5 --autosave --save-dir "$SAVE_DIR" >/dev/null
SAVE="$SAVE_DIR/pako.json"
check "sample left a save to review" test -f "$SAVE"

"$TT_BIN" review pako "$SAVE" >"$E2E_TMP/text" 2>"$E2E_TMP/err"
check "review prints the review as text, exit 0" grep -q "^Review of pako (seed 1)" "$E2E_TMP/text"
check "the text has a line per seat with its cost and luck" \
  test "$(grep -cE '^[AB] .*decisions cost [0-9.]+ ± [0-9.]+ .*luck [-+][0-9.]+ ± ' "$E2E_TMP/text")" = 2
check "with standard error not a terminal, no progress line" test ! -s "$E2E_TMP/err"

"$TT_BIN" review pako "$SAVE" --json --seed 4 >"$E2E_TMP/a.json"
"$TT_BIN" review pako "$SAVE" --json --seed 4 >"$E2E_TMP/b.json"
check "--json parses, with seats, moves and chance steps" python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
assert r["game"] == "pako" and r["seed"] == 4 and len(r["seats"]) == 2
assert all({"luck", "luck_error", "cost", "cost_error"} <= set(s) for s in r["seats"])
assert r["moves"] and all({"seat", "played", "best", "played_value", "best_value", "cost", "grade"} <= set(m) for m in r["moves"])
assert all(len(c["luck"]) == 2 for c in r["chance"])
' "$E2E_TMP/a.json"
check "the same seed gives the same review" cmp -s "$E2E_TMP/a.json" "$E2E_TMP/b.json"

# A replay script read from standard input, as replay reads it.
echo '{"game": "pako", "setup": {"size": 5}, "seed": 2, "moves": []}' |
  "$TT_BIN" review pako - --json >"$E2E_TMP/script.json"
check "a replay script on standard input is reviewed" grep -q '"game": "pako"' "$E2E_TMP/script.json"

"$TT_BIN" review pako "$E2E_TMP/none.json" 2>"$E2E_TMP/err" >/dev/null
check "a missing file: exit 2" test $? = 2
check "and one line naming it" grep -q "cannot read .*none.json" "$E2E_TMP/err"
echo '{"game": "ludo"}' >"$E2E_TMP/other.json"
"$TT_BIN" review pako "$E2E_TMP/other.json" 2>"$E2E_TMP/err" >/dev/null
check "a script of another game: exit 2" test $? = 2
check "said in words" grep -q "this script is for ludo, not pako" "$E2E_TMP/err"
"$TT_BIN" review pako 2>"$E2E_TMP/err" >/dev/null
check "no FILE: exit 2, bad usage" test $? = 2

# On a terminal, standard error shows the progress (the pane stays open after, to be read).
tmux -L "$SOCKET" -f /dev/null new-session -d -x 100 -y 30 \
  "env LANG=C.UTF-8 $TT_BIN review pako '$SAVE' >'$E2E_TMP/tty-out'; echo \$? >'$E2E_TMP/exit'; sleep 30"
check "on a terminal, the review exits 0" test "$(wait_exit 60)" = 0
check "and its progress line went to standard error" bash -c "tmux -L '$SOCKET' capture-pane -p | grep -q 'reviewing: [0-9]* of [0-9]* steps'"
check "while the review itself went to standard output" grep -q "^Review of pako" "$E2E_TMP/tty-out"
