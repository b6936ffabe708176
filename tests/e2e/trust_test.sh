#!/usr/bin/env bash
# Two copies on one save directory, and every way out by signal, tried as a person's machine does it.
source "$(dirname "$0")/lib.sh"

# A shell in the pane, so that what the program leaves of the terminal can be read with stty after it.
shell_pane() {
  tmux -L "$SOCKET" kill-server 2>/dev/null && sleep 0.2
  tmux -L "$SOCKET" -f /dev/null new-session -d -x 100 -y 30 "env -i PATH=$PATH HOME=$HOME TERM=tmux-256color LANG=C.UTF-8 dash"  # dash, unlike bash, does not repair the terminal after a killed program
  sleep 0.3
}
run_in_pane() { send "clear; $1; echo EXIT=\$?" Enter; }
modes_restored() {
  send "clear; stty -a | tr ' ;' '\n\n' | grep -xE -- '-?(icanon|echo)' | tr '\n' ' '; echo" Enter
  sleep 0.3
  screen | grep -q "^icanon echo"
}
exit_code() { screen | sed -n 's/^EXIT=\([0-9]*\).*/\1/p' | tail -1; }

# --- a second copy stops at once and names the first; the first's game is whole afterwards
start_app
send Enter Enter Enter                   # Pako -> New game -> Start
wait_for "Player A: pick"
send Enter Up Up Enter                   # A: prison -> (8,5)
wait_for "A moves a prisoner"
tmux -L "$SOCKET" new-window -d "env LANG=C.UTF-8 TERM=tmux-256color $TT_BIN --save-dir '$SAVE_DIR' 2>'$E2E_TMP/second.err'; echo \$? > '$E2E_TMP/second.exit'"
# It waits up to a second for a copy that is just quitting, then stops.
for _ in $(seq 1 50); do [ -s "$E2E_TMP/second.exit" ] && break; sleep 0.1; done
check "a second copy on the same saves exits 2" test "$(cat "$E2E_TMP/second.exit" 2>/dev/null)" = 2
check "and says which process has them" grep -q "in use by another tabletop (process [0-9]*)" "$E2E_TMP/second.err"
send q q q
wait_exit >/dev/null
check "the first copy's move is in its save" bash -c "'$TT_BIN' state pako --save-dir '$SAVE_DIR' | grep -q '\"yard\":\[\[8,5\]\]'"
check "a lock left by a finished copy is taken by the next" bash -c "'$TT_BIN' replay pako --autosave --save-dir '$SAVE_DIR' - <<<'{\"size\":5,\"players\":2,\"seed\":1,\"moves\":[]}' >/dev/null"

# --- fatal signals restore the terminal, then end the program with the same signal
for sig in QUIT ABRT SEGV; do
  shell_pane
  run_in_pane "$TT_BIN --save-dir '$SAVE_DIR'"
  sleep 0.8
  pkill -"$sig" -f -- "^$TT_BIN --save-dir $SAVE_DIR"
  sleep 0.5
  code=$(exit_code)
  check "SIG$sig ends the program with that signal (exit $code)" test "$code" = $((128 + $(kill -l "$sig")))
  check "SIG$sig leaves the terminal in its modes (icanon, echo)" modes_restored
done

# --- SIGUSR1, SIGUSR2, SIGALRM save and exit like SIGTERM
for sig in USR1 USR2 ALRM; do
  shell_pane
  run_in_pane "$TT_BIN --save-dir '$SAVE_DIR'"
  sleep 0.8
  pkill -"$sig" -f -- "^$TT_BIN --save-dir $SAVE_DIR"
  sleep 0.5
  check "SIG$sig saves and exits 0" test "$(exit_code)" = 0
  check "SIG$sig leaves the terminal in its modes" modes_restored
done

# --- a file-size limit makes saves fail with a message; the program goes on and leaves no temp file
cat > "$E2E_TMP/robots.json" <<'JSON'
{"size": 9, "players": 2, "seed": 5, "seats": ["random", "random"], "moves": []}
JSON
"$TT_BIN" replay pako "$E2E_TMP/robots.json" --autosave --save-dir "$SAVE_DIR" >/dev/null
shell_pane
run_in_pane "(ulimit -f 1; $TT_BIN --save-dir '$SAVE_DIR')"
sleep 0.8
send Enter Enter                          # the game's page -> Continue: the robots play and save
check "a save over the file-size limit is reported, not fatal" wait_for "Saving failed" 10
send +
check "a later message (the robots' pace) does not hide that the game is not saved" \
  bash -c "screen=\$(tmux -L '$SOCKET' capture-pane -p); grep -q 'Robot pace' <<<\"\$screen\" && grep -q 'Not saved' <<<\"\$screen\""
send q q q
sleep 0.5
check "the program still exits 0" test "$(exit_code)" = 0
check "no temporary file is left" bash -c "! ls -a '$SAVE_DIR' | grep -q '\.tmp\.'"

# --- the commands too: a file-size limit makes a write fail with a message and exit 2, never a kill
fsize_dir="$E2E_TMP/fsize"
mkdir -p "$fsize_dir"
fsize_status=$(prlimit --fsize=1000 "$TT_BIN" sample pako --moves 200 --autosave --save-dir "$fsize_dir" \
  >/dev/null 2>"$E2E_TMP/fsize.err"; echo $?)
check "sample --autosave over a file-size limit exits 2, not killed" test "$fsize_status" = 2
check "…and says the save failed" grep -q "saving failed: cannot write .*pako.json: File too large" "$E2E_TMP/fsize.err"
check "…and leaves no temporary file" bash -c "! ls -a '$fsize_dir' | grep -q '\.tmp\.'"
fsize_status=$(prlimit --fsize=100 "$TT_BIN" sim ludo --games 2 >"$fsize_dir/sim.json" 2>"$E2E_TMP/fsize.err"; echo $?)
check "sim printing into a file over a file-size limit exits 2, not killed or 0" test "$fsize_status" = 2
check "…and says its results were cut short" grep -q "the results could not all be written" "$E2E_TMP/fsize.err"

# --- a 500 MB file where a save should be costs nothing per key: read never, refused by its size
rm -f "$SAVE_DIR"/*.json
truncate -s 500M "$SAVE_DIR/pako.json"
start_app
# One word: the dialog wraps the message at the path's length, and keeps "than 4 MiB" together.
check "launching says the save is too large" wait_for "larger"
send Enter
for _ in $(seq 1 10); do send Down; done
send Home
check "the menu answers keys with a 500 MB file in the save directory" wait_for "▶ Escape from Prison Island"
rss=$(ps -o rss= -p "$(app_pid)" | tr -d ' ')
check "and stays small in memory (${rss} KiB)" test "${rss:-999999}" -lt 50000
send q
check "quitting exits 0" test "$(wait_exit)" = 0
check "the large file was moved aside under its reason, not deleted" bash -c "ls '$SAVE_DIR' | grep -q 'pako.too-large-'"

# --- JSON Lines on standard input are played a line at a time: 600 MiB (once over the 512 MiB an
# input might be) of short Ludo scripts, each padded with blanks to 1 MiB, in little memory; and a
# reader at the other end of a pipe gets each answer before it sends the next line.
check "a 600 MiB JSON Lines stream is replayed line by line in little memory, answering as it goes" \
  python3 - "$TT_BIN" <<'PY'
import resource, select, subprocess, sys, threading
script = b'{"players": ["A", "B"], "turns": [["A", 6], ["A", 4]]}'
padded = script + b" " * (1024 * 1024 - len(script) - 1) + b"\n"
child = subprocess.Popen([sys.argv[1], "replay", "ludo", "-"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
child.stdin.write(script + b"\n" + script + b"\n")
child.stdin.flush()
answered = select.select([child.stdout], [], [], 10)[0] and child.stdout.readline() and child.stdout.readline().rstrip()
def feed():
    for _ in range(598):
        child.stdin.write(padded)
    child.stdin.close()
threading.Thread(target=feed).start()
results = [answered] + child.stdout.read().splitlines()
status = child.wait()
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(f"# {len(results) + 1} results, exit {status}, peak {peak} KiB, the first answers before the rest: {bool(answered)}")
sys.exit(0 if answered and status == 0 and len(results) == 599 and len(set(results)) == 1 and peak < 100000 else 1)
PY
