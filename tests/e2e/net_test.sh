#!/usr/bin/env bash
# Two terminals, one table: `tabletop host` in one tmux pane, `tabletop join` in another, as two
# people play. Archaeology with two people and a robot to its end, the joined player coming through
# `join --ssh` (a stand-in ssh on PATH runs the bridge here and keeps every byte the host sends);
# Ludo to its end through the local socket; a joined player killed and back; the host killed,
# started again, and the player back; bad lines; a watcher; a peer of another user.
source "$(dirname "$0")/lib.sh"

export XDG_RUNTIME_DIR="$E2E_TMP/run"
mkdir -m 700 "$XDG_RUNTIME_DIR"
BIN_DIR="$E2E_TMP/bin"
mkdir -p "$BIN_DIR"
# The stand-in ssh: `ssh HOST tabletop bridge TABLE` runs the bridge here, every byte it passes on
# to the joined player kept in ssh-capture, its status ssh's own as a real ssh passes it on; a host in
# .invalid fails as ssh does, with 255; a host "bare" has no tabletop, as a shell says with 127.
cat >"$BIN_DIR/ssh" <<EOF
#!/bin/sh
echo "\$*" > "$E2E_TMP/ssh-args"
case "\$*" in
  *nosuchhost.invalid*)
    echo "ssh: Could not resolve hostname nosuchhost.invalid: Name or service not known" >&2; exit 255 ;;
  "bare tabletop "*) echo "sh: 1: tabletop: not found" >&2; exit 127 ;;
esac
while [ "\$1" != tabletop ]; do shift; done  # ssh's options and the host
# Through a FIFO, not a pipe: the bridge stays ssh's own child, and its status is known.
fifo="$E2E_TMP/ssh-fifo.\$\$"
mkfifo "\$fifo"
tee -a "$E2E_TMP/ssh-capture" <"\$fifo" &
"\$@" >"\$fifo"
status=\$?
wait
rm -f "\$fifo"
exit \$status
EOF
printf '#!/bin/sh\nexec "%s" "$@"\n' "$TT_BIN" >"$BIN_DIR/tabletop"
chmod +x "$BIN_DIR/ssh" "$BIN_DIR/tabletop"
RUN="env LANG=C.UTF-8 TERM=tmux-256color XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR PATH=$BIN_DIR:$PATH"

# The host in pane 0 (left), a dash shell in pane 1 (right) where the player types `tabletop join`:
# dash does not repair a terminal a program left broken, so stty there tells what the client left.
two_panes() {
  tmux -L "$SOCKET" kill-server 2>/dev/null && sleep 0.2
  wait_until 5 bash -c "! tmux -L '$SOCKET' has-session 2>/dev/null"  # the old server has gone
  rm -f "$E2E_TMP/exit"
  # The host starts once its pane has its final width (this test is about the table, not resizing).
  tmux -L "$SOCKET" -f /dev/null new-session -d -x 201 -y 30 \
    "sleep 0.5; $RUN $TT_BIN --save-dir '$SAVE_DIR' host $*; echo \$? > '$E2E_TMP/exit'"
  tmux -L "$SOCKET" set-option -t 0 remain-on-exit on  # a killed host's pane stays, to be started again
  tmux -L "$SOCKET" split-window -h -t 0 "env -i PATH=$BIN_DIR:$PATH HOME=$HOME TERM=tmux-256color LANG=C.UTF-8 XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR dash"
  sleep 0.3
}
hscreen() { tmux -L "$SOCKET" capture-pane -p -t 0.0 2>/dev/null; }
jscreen() { tmux -L "$SOCKET" capture-pane -p -t 0.1 2>/dev/null; }
hsend() { tmux -L "$SOCKET" send-keys -t 0.0 "$@" 2>/dev/null; sleep 0.05; }
jsend() { tmux -L "$SOCKET" send-keys -t 0.1 "$@" 2>/dev/null; sleep 0.05; }
# A failed check shows both panes (lib.sh's screen shows the active one only).
screen() { echo "host's pane:"; hscreen; echo "joined pane:"; jscreen; }
hshows() { hscreen | grep -q -- "$1"; }
# The side panel's "To join:" with the whole command for TABLE on the same line or the next.
invitation_shown() { hscreen | grep -A1 -- "To join:" | grep -q -- "tabletop join $1\( \|$\)"; }
jshows() { jscreen | grep -q -- "$1"; }
hwait() { wait_until "${2:-5}" bash -c "tmux -L '$SOCKET' capture-pane -p -t 0.0 | grep -qF -- \"\$0\"" "$1"; }
jwait() { wait_until "${2:-5}" bash -c "tmux -L '$SOCKET' capture-pane -p -t 0.1 | grep -qF -- \"\$0\"" "$1"; }
join_in_pane() { jsend "clear; tabletop --save-dir '$SAVE_DIR' join $*; echo EXIT=\$?" Enter; }
# After a client killed by SIGKILL the terminal stays as curses left it (no echo, Return not a newline):
# a person would type `stty sane` and Ctrl-J.
jrepair() { jsend "stty sane" C-j; sleep 0.2; }
# The process running in a pane, and the tabletop under it (by the pane's shell's pid, never by name).
host_pid() { pgrep -P "$(tmux -L "$SOCKET" display -p -t 0.0 '#{pane_pid}')" -x tabletop | head -1; }
join_pid() { pgrep -P "$(tmux -L "$SOCKET" display -p -t 0.1 '#{pane_pid}')" -x tabletop | head -1; }
modes_restored() {
  jsend "clear; stty -a | tr ' ;' '\n\n' | grep -xE -- '-?(icanon|echo)' | tr '\n' ' '; echo" Enter
  sleep 0.3
  jscreen | grep -q "^icanon echo"
}
robots_instant() {
  printf '{"format":"tabletop-settings","version":1,"global":{"robot_pace_ms":0}}\n' >"$SAVE_DIR/settings.json"
}

# hand PANE: the Archaeology hand column as "kind count" lines, in the table's order (0 for none).
hand() {
  "$1" | awk 'BEGIN { n = split("Pot Shards|Parchment Scraps|Coins|Talismans|Broken Cups|Maps|Pharaoh'"'"'s Masks", k, "|") }
    { for (i = 1; i <= n; i++) if (index($0, " " k[i]) == 1) { s = substr($0, length(k[i]) + 2); gsub(/│|┃|\|/, " ", s); split(s, w, " "); c[i] = (w[1] ~ /^[0-9]+$/) ? w[1] : 0 } }
    END { for (i = 1; i <= n; i++) print c[i] + 0 }'
}

# play_archaeology PANE_SCREEN PANE_SEND: one step of a person's Archaeology, from what their screen
# asks: dig, end the turn (pass once the dig site is empty), sell one card when all passed, rob the
# first player a thief offers, and in a sandstorm mark the cards to lose from the top of the hand.
play_archaeology() {
  local shown=$("$1") need left c
  case $shown in
    *"Whom do you rob?"*) "$2" Enter ;;
    *"Sandstorm!"*"mark exactly"*)
      need=$(grep -o 'mark exactly [0-9]*' <<<"$shown" | grep -o '[0-9]*$')
      "$2" Up Up Up Up Up Up Up  # the first kind held
      left=$need
      for c in $(hand "$1"); do
        [ "$c" -eq 0 ] && continue
        while [ "$c" -gt 0 ] && [ "$left" -gt 0 ]; do "$2" Enter; c=$((c - 1)); left=$((left - 1)); done
        [ "$left" -eq 0 ] && break
        "$2" Down
      done
      "$2" Tab Enter ;;
    *"must sell at least one card:"*) "$2" s Enter s ;;
    *"press d or Enter to dig"*) "$2" d ;;
    *": choose an action"*"p pass."*) "$2" p ;;
    *": choose an action"*) "$2" e ;;
    *) return 1 ;;
  esac
}

# --------------------------------------------------------------------------------------------------
# Archaeology: the host (A) here, a friend (B) through join --ssh, a cautious robot (C); a short game.
robots_instant
cat >"$E2E_TMP/arch.json" <<'JSON'
{"players": 3, "seed": 21, "length": "short", "seats": ["person", "joined", "cautious"], "actions": []}
JSON
"$TT_BIN" replay archaeology "$E2E_TMP/arch.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
two_panes archaeology
check "the host resumes the saved game and names the table" hwait "Dig site"
check "the host's screen says how a friend joins" hwait "To join:"
check "…with the command unbroken" invitation_shown archaeology
check "…the whole command under the board" hwait "to join the table: tabletop join archaeology"
check "the seat nobody has taken yet is marked open, not away (31.18)" hshows 'Player B.*open'
join_in_pane "--ssh friend@faraway --name Bea"
check "join --ssh shows the game in the joined pane" jwait "Cards of Bea" 10
check "ssh was asked to run the bridge on the host's machine" \
  grep -qx "friend@faraway tabletop bridge" "$E2E_TMP/ssh-args"
check "the host sees the friend sit down" hwait "Bea sits at seat B."
# A dropped ssh (its connection killed, the host playing on): the player is told the connection
# dropped and how to come back, not that the host's tabletop is gone (31.16); and back she comes.
ssh_pid=$(pgrep -P "$(join_pid)" -x ssh | head -1)
kill -9 "$(pgrep -P "$ssh_pid" -x tabletop | head -1)"
joined_says() { tmux -L "$SOCKET" capture-pane -p -J -t 0.1 | tr -s ' \n' ' ' | grep -q -- "$1"; }
check "a dropped ssh: the player is told the connection dropped" wait_until 5 joined_says "through ssh to friend@faraway dropped"
check "…and how to come back, under the same name" joined_says "tabletop join --ssh friend@faraway --name Bea takes you back"
not_gone() { joined_says "dropped" && ! joined_says "is gone"; }
check "…not that the host's tabletop is gone" not_gone
check "the host plays on, Bea's seat waiting" hwait "Bea left the table"
# Its standard error kept apart: the leave at the end is news on the standard output, not an error.
join_in_pane "--ssh friend@faraway --name Bea -- -p 2222 -o BatchMode=yes 2>'$E2E_TMP/join.err'"
check "Bea comes back through ssh to her seat" jwait "Cards of Bea" 10
check "the words after -- went to ssh as its options, before the host (31.19)" \
  grep -qx -- "-p 2222 -o BatchMode=yes friend@faraway tabletop bridge" "$E2E_TMP/ssh-args"
check "the host's pane shows only A's hand" hshows 'Cards of Player A'
for _ in $(seq 1 1500); do
  if hscreen | grep -q "Game over" && jscreen | grep -q "Game over"; then break; fi
  play_archaeology hscreen hsend || play_archaeology jscreen jsend || sleep 0.05
done
check "the Archaeology game reaches its end in the host's pane" hwait "Game over"
check "…and in the joined pane" jwait "Game over"
# The end dialog: the lines from its title to its first choice, the same in both panes.
result_of() { "$1" | sed -n '/Game over/,/Look at the board/p'; }
check "both panes show the same result" test "$(result_of hscreen)" = "$(result_of jscreen)"
check "the result names the joined player" bash -c "tmux -L '$SOCKET' capture-pane -p -t 0.1 | sed -n '/Game over/,/Look at/p' | grep -q Bea"
check "every byte sent to the joined seat was kept" test -s "$E2E_TMP/ssh-capture"
# Every frame laid on the screen as the client does: B's hand is shown, never A's or C's, and no
# note on what another seat dug or stole.
frames() { python3 "$(dirname "$0")/frames.py" "$E2E_TMP/ssh-capture" "$@" >"$E2E_TMP/frames.out"; }
check "every screen sent to B shows B's hand and no other" frames 'Cards of (Player A|Robot C)' 'Cards of Bea'
check "…and no note of what another seat dug or stole" frames '(Player A|Robot C) (dug up|stole a)' 'You dug up a'
echo "# screens sent to B in the whole game: $(cat "$E2E_TMP/frames.out")"
jsend Escape
jsend q
check "q from the board leaves the table: the client ends with 0" jwait "EXIT=0" 5
check "…and says so" jwait "You left the table."
check "…on a plain line of the standard output, not as an error" bash -c "tmux -L '$SOCKET' capture-pane -p -t 0.1 | grep -qx 'You left the table\.'"
check "…with nothing on the standard error" test ! -s "$E2E_TMP/join.err"
hsend Q
wait_exit >/dev/null

# --------------------------------------------------------------------------------------------------
# Ludo: A here, B joined through the local socket, C a robot, from a game well under way.
"$TT_BIN" sample ludo --moves 100 --seed 3 --positions ABC --choose_moves false --autosave --save-dir "$SAVE_DIR" >/dev/null
python3 - "$SAVE_DIR/ludo.json" <<'PY'
import json, sys
path = sys.argv[1]
doc = json.load(open(path))
seats = doc["match"]["seats"]
seats[1]["joined"] = True
seats[2].update(robot=True, style="priority", name="Robot C")
json.dump(doc, open(path, "w"))
PY
two_panes ludo
check "the Ludo host waits for B" hwait "tabletop join ludo"
join_in_pane ""
check "tabletop join (no table named) finds the only table open" jwait "B yard" 10
for _ in $(seq 1 600); do
  if hscreen | grep -q "Game over" && jscreen | grep -q "Game over"; then break; fi
  if hscreen | grep -q "press Enter or Space"; then hsend Enter
  elif jscreen | grep -q "press Enter or Space"; then jsend Enter
  else sleep 0.05; fi
done
check "the Ludo game reaches its end in the host's pane" hshows "Game over"
check "…and in the joined pane" jshows "Game over"
check "both panes show the same Ludo result" test "$(result_of hscreen)" = "$(result_of jscreen)"
tmux -L "$SOCKET" resize-pane -t 0.1 -x 61  # a width where the goodbye's words do not fall on the edge
sleep 0.3
hsend Q
check "the host's Q with a friend at the table asks first" hwait "End the table for everyone?"
hsend Down Enter
check "the host quits with 0" test "$(wait_exit)" = 0
check "the joined pane is told the host ended the table" jwait "The host ended the table"
# Wrapped at words to the pane's width: the pane's own wrapping would split a word over two lines.
check "…in lines broken between words" bash -c "tmux -L '$SOCKET' capture-pane -p -t 0.1 | tr '\n' ' ' | tr -s ' ' |
  grep -qF 'once the host opens it again (tabletop host), tabletop join takes you back to'"
check "…and its terminal is given back whole" modes_restored

# --------------------------------------------------------------------------------------------------
# Getaway, whose own sentences name the players: a friend taking seat B mid-game is named there.
cat >"$E2E_TMP/getaway.json" <<'JSON'
{"board": "garden.game", "players": ["Ann", "Player B"], "seats": ["person", "joined"], "seed": 3, "turns": 0}
JSON
"$TT_BIN" replay getaway "$E2E_TMP/getaway.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
two_panes getaway
hwait "To join"
join_in_pane "--ssh nosuchhost.invalid getaway"
check "join --ssh to a machine ssh cannot reach says ssh could not connect" jwait "tabletop: ssh could not connect to nosuchhost.invalid (ssh: Could not resolve hostname" 10
check "…and exits 2" jwait "EXIT=2"
# The other end failing, not the table closing: the player reads what failed there and its words.
join_in_pane "--ssh bare getaway"
check "join --ssh to a machine whose shell finds no tabletop says tabletop could not be started there" \
  wait_until 10 joined_says "tabletop: tabletop could not be started on bare (sh: 1: tabletop: not found): it must be on the PATH"
check "…and exits 2" jwait "EXIT=2"
join_in_pane "--ssh friend@faraway nosuchtable"
check "join --ssh where the bridge finds no table says so, in the bridge's words" \
  wait_until 10 joined_says "tabletop: the table on friend@faraway could not be reached: tabletop there says: no table is open at"
check "…not that the table closed before it answered" bash -c "! tmux -L '$SOCKET' capture-pane -p -J -t 0.1 | grep -q 'closed before it answered'"
check "…and exits 2" jwait "EXIT=2"
join_in_pane "127.0.0.1:5000"
check "a table named like an address is told that --ssh joins another machine" \
  wait_until 5 joined_says "a table on another machine is joined with --ssh \[USER@\]HOST"
join_in_pane "--name Bo"
check "the friend takes Getaway's open seat B" hwait "Bo sits at seat B." 10
hsend Enter
jwait "Bo (B) is on Garden Gate: press Enter"
jsend Enter
check "Getaway's log names the friend in the seat's sentences" hwait "Bo is on Garden Gate and"
check "…and so does the board under the trail" hshows "Last roll: Bo (B)"
check "…and the seat's old name is shown nowhere" bash -c "! tmux -L '$SOCKET' capture-pane -p -t 0.0 | grep -q 'Player B'"
hsend Q
hwait "End the table for everyone?"
hsend Down Enter
check "the Getaway host quits with 0" test "$(wait_exit)" = 0

# --------------------------------------------------------------------------------------------------
# Faults: the joined player killed and back; the host killed, started again, the player back.
cat >"$E2E_TMP/ludo2.json" <<'JSON'
{"players": ["A", "B"], "seats": ["person", "joined"], "seed": 8, "turns": [["A", 6], ["A", 3], ["B", 6], ["B", 2]]}
JSON
"$TT_BIN" replay ludo "$E2E_TMP/ludo2.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
two_panes ludo
hwait "To join"
jsend clear Enter
join_in_pane "--name Bo"
jwait "Player A is playing" 10
hsend Enter
check "the host's roll shows in the joined pane" jwait "A rolls"
kill -9 "$(join_pid)"
check "a joined player killed: the host says the seat waits" hwait "Bo left the table: seat B waits for them"
check "…and marks it away" hshows 'Bo.*away'
before=$("$TT_BIN" state ludo --save-dir "$SAVE_DIR")
jrepair
join_in_pane "--name Bo"
check "joining again under the same name takes the seat back" hwait "Bo sits at seat B."
check "…where it was" jwait "A rolls"
check "…and the game is as it was" test "$("$TT_BIN" state ludo --save-dir "$SAVE_DIR")" = "$before"
jsend Escape
check "a joined player's Esc on the board asks before leaving the seat" jwait "Leave the table?"
jsend Enter
check "…and Stay keeps the seat" bash -c "sleep 0.3; ! tmux -L '$SOCKET' capture-pane -p -t 0.0 | grep -q 'Bo left the table'"
for _ in 1 2 3 4; do
  if jscreen | grep -q "press Enter or Space"; then jsend Enter; else hsend Enter; fi
  sleep 0.3
done
saved=$("$TT_BIN" state ludo --save-dir "$SAVE_DIR" 2>/dev/null)
kill -9 "$(host_pid)"
check "the host killed: the joined pane says the table closed" jwait "the host's tabletop is gone" 5
check "…as an error, from tabletop" jshows "tabletop: The table closed"
check "…and its client ends with 1" jwait "EXIT=1"
check "…with the terminal given back whole" modes_restored
check "the game was saved up to the last move" test "$("$TT_BIN" state ludo --save-dir "$SAVE_DIR")" = "$saved"
tmux -L "$SOCKET" respawn-pane -k -t 0.0 "$RUN $TT_BIN --save-dir '$SAVE_DIR' host ludo; echo \$? > '$E2E_TMP/exit'"
check "tabletop host again resumes the game (the dead host's socket is replaced)" hwait "tabletop join ludo"
join_in_pane "--name Bo"
check "the player joins again and has their seat" hwait "Bo sits at seat B."
check "…in the same game" test "$("$TT_BIN" state ludo --save-dir "$SAVE_DIR")" = "$saved"
jsend C-c
check "Ctrl-C in tabletop join leaves the table: the client ends with 130, as a shell tells Ctrl-C" jwait "EXIT=130" 5
check "…and says so on a plain line of the standard output" bash -c "tmux -L '$SOCKET' capture-pane -p -t 0.1 | grep -qx 'You left the table\.'"
check "…the host sees the player leave" hwait "Bo left the table"
check "…and its terminal is given back whole" modes_restored
join_in_pane "--name Bo"
hwait "Bo sits at seat B." 10

# A host that drops this player's connection for breaking a rule (a stand-in host says so at once):
# the client ends with an error, not with 0.
python3 - "$E2E_TMP/strict.sock" <<'PY' &
import socket, sys
server = socket.socket(socket.AF_UNIX)
server.bind(sys.argv[1])
server.listen(1)
peer, _ = server.accept()
talk = peer.makefile("rwb")
talk.readline()  # the hello
talk.write(b'{"welcome":{"protocol":"tabletop","version":2,"table":"strict","game":"","name":"Bo"}}\n')
talk.write(b'{"bye":"The host closed this connection: line 2: a key the host does not know."}\n')
talk.flush()
peer.shutdown(socket.SHUT_WR)
talk.read()  # until the client closes its end
PY
strict_host=$!
wait_until 5 test -S "$E2E_TMP/strict.sock"
tmux -L "$SOCKET" new-window -d -n strict "$RUN $TT_BIN join '$E2E_TMP/strict.sock' --name Bo 2>'$E2E_TMP/strict.err'; echo \$? >'$E2E_TMP/strict.exit'"
check "a connection the host closed for breaking a rule: the client says so" \
  wait_until 5 grep -q "tabletop: The host closed this connection: line 2" "$E2E_TMP/strict.err"
check "…and ends with 1, not 0" wait_until 5 grep -qx 1 "$E2E_TMP/strict.exit"
tmux -L "$SOCKET" kill-window -t strict 2>/dev/null
kill "$strict_host" 2>/dev/null
wait "$strict_host" 2>/dev/null

# --------------------------------------------------------------------------------------------------
# Bad lines through the bridge: each is answered with a bye, the host says so, play goes on.
bridge() { printf '%s\n' "$1" | $RUN "$TT_BIN" --save-dir "$SAVE_DIR" bridge ludo >"$E2E_TMP/bridge.out" 2>&1; }
bridge 'hello there'
check "a line that is not JSON is answered: the connection is closed, and why" grep -q 'line 1: a line from the player is not valid JSON' "$E2E_TMP/bridge.out"
check "the host says the connection was dropped, in words (31.18)" hwait "A connection was dropped before it said hello"
bridge '{"key":13}'
check "a key before the hello is refused" grep -q 'the first line must be the player' "$E2E_TMP/bridge.out"
bridge '{"hello":{"protocol":"tabletop","version":9}}'
check "another version of the protocol is refused" grep -q 'speaks version 9 of the protocol' "$E2E_TMP/bridge.out"
bridge "$(printf '[%.0s' {1..80})"
check "a line nested too deep is refused" grep -q 'nested deeper than 64 levels' "$E2E_TMP/bridge.out"
head -c 5000000 /dev/zero | tr '\0' x | $RUN "$TT_BIN" --save-dir "$SAVE_DIR" bridge ludo >"$E2E_TMP/bridge.out" 2>&1
check "a line too long is refused before it ends" grep -q 'line 1 is larger than 4 MiB' "$E2E_TMP/bridge.out"
check "the host is still there, and the joined player still plays" jwait 'B Bo ' 5
$RUN "$TT_BIN" --save-dir "$SAVE_DIR" bridge nosuchtable </dev/null 2>"$E2E_TMP/bridge.err" >/dev/null
check "the bridge without a table to reach exits 2 and says so" grep -q 'no table is open' "$E2E_TMP/bridge.err"
# Tables in $XDG_RUNTIME_DIR are the user's whatever the save directory: the hint is the host's path.
check "... and says a table elsewhere is joined by the path the host shows" grep -q 'join by the path the host' "$E2E_TMP/bridge.err"

# A watcher in a third window: the public view, read-only.
tmux -L "$SOCKET" new-window -d "$RUN $TT_BIN --save-dir '$SAVE_DIR' join --watch --name Wat"
sleep 1
check "a watcher is listed by the host" bash -c "tmux -L '$SOCKET' send-keys -t 0.0 W; sleep 0.5; tmux -L '$SOCKET' capture-pane -p -t 0.0 | grep -q 'Watching or waiting: Wat'"
hsend Escape
check "the watcher sees the game" bash -c "tmux -L '$SOCKET' capture-pane -p -t 1 | grep -q 'Players'"
tmux -L "$SOCKET" send-keys -t 1 Enter
sleep 0.4
check "a watcher's Enter plays nothing" bash -c "tmux -L '$SOCKET' capture-pane -p -t 1 | grep -q 'You are watching' || tmux -L '$SOCKET' capture-pane -p -t 1 | head -3"

# A peer of another user is refused by SO_PEERCRED (only root can be another user here).
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
  chmod 0711 "$E2E_TMP" "$XDG_RUNTIME_DIR" "$XDG_RUNTIME_DIR/tabletop"
  chmod 0666 "$XDG_RUNTIME_DIR/tabletop/ludo.sock"
  out=$(echo '{}' | setpriv --reuid=65534 --regid=65534 --clear-groups "$TT_BIN" bridge "$XDG_RUNTIME_DIR/tabletop/ludo.sock" 2>&1)
  check "another user's connection is refused (SO_PEERCRED)" grep -q "This table is not yours" <<<"$out"
  check "…and the host says so" hwait "A connection was refused"
else
  echo "ok - # SKIP another user's connection: only root can act as another user here"
fi
hsend Q
hwait "End the table for everyone?"
hsend Down Enter
check "the host quits with 0 at the end" test "$(wait_exit)" = 0
