#!/usr/bin/env bash
# Archaeology played as a person plays it, against a cautious robot: dig, sell, the robot's turn, a
# thief, a sandstorm; quit, relaunch, continue; resizing; the setup form and the rules.
source "$(dirname "$0")/lib.sh"

# The board without the players panel and log (the left 50 columns, title to the choices).
board() { screen | sed -n '2,19p' | cut -c1-50; }
log_has() { screen | grep -qF -- "$1"; }

# A known deal, so every turn is predictable: A holds 2 coins, a mask and a pot; the dig site begins
# coin (A), pot (B), thief (A), parchment (B), sandstorm (A).
cat > "$E2E_TMP/game.json" <<'JSON'
{"players": 2, "seed": 7, "seats": ["person", "cautious"],
 "deal": {"hands": [["coin", "coin", "mask", "pot"], ["talisman", "cup", "parchment", "parchment"]],
          "market": ["pot", "pot", "coin", "talisman", "cup"],
          "chambers": [["pot", "parchment", "coin"], ["pot", "pot", "parchment", "parchment", "coin"],
                       ["pot", "pot", "pot", "parchment", "parchment", "coin", "talisman"]],
          "dig_site": ["coin", "pot", "thief", "parchment", "sandstorm", "coin", "talisman", "pot", "parchment",
                       "coin", "talisman", "cup", "map", "mask", "thief", "sandstorm", "pot", "parchment", "coin",
                       "talisman", "cup", "map", "mask", "thief", "sandstorm", "pot", "parchment", "coin",
                       "talisman", "cup", "map", "mask", "thief", "sandstorm", "pot", "parchment", "coin",
                       "talisman", "cup", "map", "thief", "sandstorm", "pot", "parchment", "coin", "map", "thief",
                       "sandstorm", "pot", "parchment", "coin", "map", "thief", "pot", "parchment", "thief", "pot",
                       "parchment"],
          "first": 0},
 "actions": []}
JSON

# The setup form and the rules, from the game's page.
start_app
open_game archaeology                     # Archaeology's page
check "the game has its page" wait_for "Archaeology"
send Enter                                # New game (Continue is off: no game in progress)
check "New game opens the setup form" wait_for "New game: Archaeology"
check "the setup form asks for the players" wait_for "Players"
check "the setup form offers robot styles per seat" wait_for "Seat B"
check "the setup form offers the game's length" wait_for "Length"
send Escape
send q q
wait_exit >/dev/null

"$TT_BIN" replay archaeology "$E2E_TMP/game.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
start_app                                 # the game kept by --autosave is continued at launch
check "the game shows the dig site, the pyramid and the table" wait_for "Dig site 58"
check "the treasure table shows the museum's prices" wait_for "Pharaoh's Masks"
check "person A is asked to dig" wait_for "press d or Enter to dig"
send d
check "the card dug is shown only to its finder" wait_for "You dug up a Coin."
check "the log tells everybody only that a treasure was dug" wait_for "A digs up a treasure."
send s                                    # sell: the cursor starts on the first kind held, Pot Shards
send Down                                 # Coins: ↓ steps over the kinds not held
send Enter Enter Enter
check "marking three coins shows their price" wait_for "Sell 3 Coins for 10: ready."
send s
check "the sale is logged" wait_for_log "A sells 3 Coins to the museum for 10."
check "the players panel shows the money" wait_for '$10'
send e
check "the robot plays its turn by itself" wait_for "B ends the turn." 15
send d
check "the thief asks whom to rob" wait_for "Whom do you rob?"
send Enter
check "the theft is logged" wait_for "A steals a card from B."
check "the stolen card is shown to the thief" wait_for "You stole a"
send e
check "the robot plays again, then A is to dig" wait_for "Player A: press d or Enter to dig" 15
before=$(board)
send q
check "q goes back to the game's page" wait_for "the game in progress"
send q q
check "quitting exits 0" test "$(wait_exit)" = 0
check "the autosave holds the sale" bash -c "'$TT_BIN' state archaeology --save-dir '$SAVE_DIR' | grep -q '\"money\":10'"

start_app
check "relaunch resumes the game at once" wait_for "Welcome back"
check "relaunch continues the same game" wait_for "Dig site 54"
after=$(board)
check "the same board is on screen after relaunch" test "$before" = "$after" || diff <(echo "$before") <(echo "$after")
send d
check "a sandstorm is dug next" wait_for "digs up a sandstorm!"
check "the sandstorm asks for exactly half the hand" wait_for "mark exactly 1 card to lose"
send Enter
check "one card marked is ready" wait_for "ready."
send Tab Enter                            # Tab to the choices, then Lose these cards
check "the discard is logged" wait_for "A loses 1 Pot Shard to the"
check "the robot discards in turn, then A digs again" wait_for "Player A: press d or Enter to dig" 15
check "the lost cards joined the marketplace" bash -c "tmux -L '$SOCKET' capture-pane -p | grep -qE 'In all +2 +8'"

# A trade typed from habit after the sandstorm left the cursor on the masks: the table keeps the cursor
# (Tab leaves it), so the keys mark cards and never reach "End the turn".
send d
wait_for "You dug up"
turn=$("$TT_BIN" state archaeology --save-dir "$SAVE_DIR" | python3 -c 'import json,sys; print(json.load(sys.stdin)["turn_number"])')
send t Enter
check "a trade starts on the first kind in hand (a Pot Shard), not on the masks" wait_for "Give 1 card worth 1,"
send Enter Down Down Enter Down Down Enter Right Down Down Enter
check "a trade typed from habit stays in the trade" wait_for "Enter marks one more card"
check "a trade typed from habit does not end the turn" test "$turn" = \
  "$("$TT_BIN" state archaeology --save-dir "$SAVE_DIR" | python3 -c 'import json,sys; print(json.load(sys.stdin)["turn_number"])')"
check "Confirm names the keys that reach it from the table" wait_for "Confirm the trade"
send Escape

resize 80 24
check "at 80 x 24 the whole table still shows" wait_for "Pharaoh's Masks"
resize 60 20
check "a window too small says so" wait_for "The window is too small."
resize 100 30
check "enlarged again, the game is back" wait_for "Pharaoh's Masks"
send r
check "r shows the rules" wait_for "Rules: Archaeology"
check "the rules list the cards" wait_for "Pharaoh's Masks: 4 cards"
send q
send q q q
check "the last exit is 0 too" test "$(wait_exit)" = 0

# A short game, chosen in the setup form (last: the program resumes it when started again).
start_app
wait_for "Dig site 52"                    # the game in progress is resumed at once
send q                                    # its page
wait_for "New game"
send Down Enter                           # New game (below Continue)
check "New game asks before replacing the game in progress" wait_for "Set up a new one?"
send Down Enter                           # New game, not Keep playing
check "the setup form opens again" wait_for "New game: Archaeology"
send Down Down                            # from Start round to Players, then Length
send Right                                # short
check "the short game says what it halves" wait_for "short: half the deck"
check "its help says what the short game deals" wait_for "Short plays with half the deck"
send Enter                                # Enter starts the game from any field
check "a short game deals chambers of 2, 3 and 4 cards" wait_for "2 cards · 3 cards · 4 cards" 10
check "the log tells of the short deal" wait_for_log "The cards are dealt for a short game"
send Q
check "Q quits the short game with 0" test "$(wait_exit)" = 0
check "the short game is saved as one" grep -q '"length":"short"' "$SAVE_DIR/archaeology.json"
