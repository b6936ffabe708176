#!/usr/bin/env bash
# A move made with the mouse is answered by the robot as one made by keyboard is: the button's release
# must not leave the program waiting for a key. Ludo against a robot, the die clicked, in both of the
# terminal's mouse encodings (X10 under tmux-256color, SGR 1006 under xterm-256color).
source "$(dirname "$0")/lib.sh"
COLS_WANTED=80 LINES_WANTED=24

# The row of the die's line on the screen (0-based), where a click rolls.
die_row() { screen | grep -n "Die:" | head -1 | cut -d: -f1 | awk '{print $1 - 1}'; }

x10_click() {  # column row, 0-based: a press, then the release
  local cx cy
  cx=$(printf "\\$(printf %o $((33 + $1)))")
  cy=$(printf "\\$(printf %o $((33 + $2)))")
  tmux -L "$SOCKET" send-keys -l $'\e[M '"$cx$cy"
  sleep 0.05
  tmux -L "$SOCKET" send-keys -l $'\e[M#'"$cx$cy"
}
sgr_click() {
  tmux -L "$SOCKET" send-keys -l $'\e[<0;'"$(($1 + 1));$(($2 + 1))M"
  sleep 0.05
  tmux -L "$SOCKET" send-keys -l $'\e[<0;'"$(($1 + 1));$(($2 + 1))m"
}

# Three clicks, each a roll of the person's that the robot must answer within 3 seconds (a 6 gives
# the person another roll instead, which also asks them).
clicks_answered() {
  local click=$1 round
  for round in 1 2 3; do
    wait_for "Player A: press Enter or Space" 5 || return 1
    local row
    row=$(die_row)
    [ -n "$row" ] || return 1
    "$click" 4 "$row"
    sleep 0.3
    wait_for "Player A: press Enter or Space" 3 || return 1
  done
}

for encoding in x10 sgr; do
  rm -rf "$SAVE_DIR" && mkdir -p "$SAVE_DIR"
  if [ "$encoding" = sgr ]; then TT_WRAP="env TERM=xterm-256color"; else TT_WRAP=""; fi
  start_app ludo
  send Enter          # start the setup's game: a person against a robot
  wait_for "Player A: press Enter or Space" 5
  send Enter          # one roll by keyboard, so that the die's line is drawn
  check "$encoding: a robot answers each roll made by a mouse click" clicks_answered "${encoding}_click"
done
TT_WRAP=""
