#!/usr/bin/env bash
# The shell as a person meets it: the menu, help, a window too small, ways out, signals.
source "$(dirname "$0")/lib.sh"

start_app
check "launch shows the main menu with every game" wait_for "Escape from Prison Island"
check "the footer shows the main keys" wait_for "? help"
send "?"
check "? opens the help listing the keys" wait_for "Keys on this screen"
send Escape
check "Esc leaves the help" wait_for "Pick one and press Enter"
resize 40 12
check "a small window asks to be enlarged" wait_for "The window is too small"
resize 100 30
check "enlarging brings the menu back" wait_for "Pick one and press Enter"
resize 40 12
send q
check "q still quits from the too-small screen, exit status 0" test "$(wait_exit)" = 0

# A game named on the command line opens at once: its setup, no game being in progress; Esc leads to
# its page and on to the menu.
start_app igel
check "tabletop igel opens Igel's setup" wait_for "New game: Igel"
send Escape
check "Esc from it goes to Igel's page" wait_for "choose the setup"
send q q
check "and q q quits, exit 0" test "$(wait_exit)" = 0

# A window change that curses never hears of (its SIGWINCH lost, as when a window is split while the
# program starts; here the signal is blocked): the screen follows the window all the same.
printf '%s\n' '#!/usr/bin/env python3' 'import os, signal, sys' \
  'signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGWINCH])' 'os.execvp(sys.argv[1], sys.argv[1:])' \
  >"$E2E_TMP/no-winch"
chmod +x "$E2E_TMP/no-winch"
TT_WRAP="$E2E_TMP/no-winch" start_app
check "with SIGWINCH lost, the menu still shows" wait_for "Pick one and press Enter"
resize 40 12
check "with SIGWINCH lost, a small window still asks to be enlarged" wait_for "The window is too small"
resize 100 30
check "with SIGWINCH lost, enlarging still brings the menu back" wait_for "Pick one and press Enter"
send q
wait_exit >/dev/null

start_app
send End Up Enter
check "Settings opens" wait_for "Robot pace"
send Up Up Right                           # the pace (above Your turn), one step slower: saved at once
check "a setting changed is saved at once" bash -c "sleep 0.3; grep -q '\"robot_pace_ms\": 1200' '$SAVE_DIR/settings.json'"
send Escape
check "Esc closes Settings and keeps the change" bash -c "sleep 0.2; grep -q '\"robot_pace_ms\": 1200' '$SAVE_DIR/settings.json'"
send q
check "q on the main menu quits with status 0" test "$(wait_exit)" = 0
check "quitting saved the settings" test -f "$SAVE_DIR/settings.json"

for signal in TERM HUP INT; do
  start_app
  kill -s "$signal" "$(app_pid)"
  check "SIG$signal: the program saves and exits 0" test "$(wait_exit)" = 0
done

echo "{broken" > "$SAVE_DIR/settings.json"
start_app
check "a damaged settings file is reported" wait_for "Your settings could not be read"
send Enter q
check "the report closes with Enter, then q quits" test "$(wait_exit)" = 0
check "the damaged settings file is kept aside, not overwritten" \
  bash -c "ls '$SAVE_DIR' | grep -q 'settings.damaged-.*\.json'"

# A damaged autosave: reported, kept aside, never overwritten, and the game starts fresh.
start_app
send Enter
check "a game's page opens from the menu" wait_for "New game"
send q q
wait_exit >/dev/null
echo '{"format": "tabletop-save", "version": 1, "game": "pako", "finished": false, "match": {"state": {"size": 8}}}' \
  > "$SAVE_DIR/pako.json"
start_app
check "an impossible saved game is reported at launch" wait_for "cannot go on"
check "the impossible save is kept aside" bash -c "ls '$SAVE_DIR' | grep -q 'pako.unplayable-.*\.json'"
send Enter Enter
check "Continue is no longer offered" wait_for "no game in progress"
send q q
wait_exit >/dev/null
echo 'garbage' > "$SAVE_DIR/pako.json"
start_app
check "an unreadable saved game is reported at launch" wait_for "Your saved game of"
check "both damaged files are kept" test "$(ls "$SAVE_DIR" | grep -c 'pako\.\(unplayable\|damaged\)-')" = 2
send Escape q
check "the program still exits 0" test "$(wait_exit)" = 0

# Nothing is lost to one key: Esc never quits from the main menu (q does, as its footer says), and a
# game in progress is never replaced by Enters typed from habit on its page.
rm -rf "$SAVE_DIR"; mkdir -p "$SAVE_DIR"
start_app
send Escape
check "Esc on the main menu does not quit" bash -c "sleep 0.3; [ ! -f '$E2E_TMP/exit' ]"
check "the main menu's footer names q for quitting, not Esc" bash -c "screen() { tmux -L '$SOCKET' capture-pane -p; }; \
  screen | tail -1 | grep -q ' q quit' && ! screen | tail -1 | grep -q 'Esc'"
open_game pako
send Enter                                 # New game: the setup
wait_for "[ Start ]"
send Enter                                 # Start: a person against a robot
check "a game of Pako starts" wait_for "pick one of your prisoners"
game_before=$("$TT_BIN" state pako --save-dir "$SAVE_DIR")
send Escape
check "back on the game's page with a game in progress, the cursor is on Continue" wait_for "▶ Continue"
send Down Enter
check "New game with a game in progress asks first" wait_for "replace"
send Enter                                 # the first answer: keep playing
check "keep playing goes back to the game" wait_for "pick one of your prisoners"
check "keep playing keeps the game in progress" test -n "$game_before" -a "$game_before" = "$("$TT_BIN" state pako --save-dir "$SAVE_DIR")"
send Escape
check "back from the game kept, the cursor is on Continue" wait_for "▶ Continue"
send Enter                                 # Continue: the game again
check "…and Enter there goes on playing" wait_for "pick one of your prisoners"
send Escape Escape Escape
check "Escapes from the game lead to the main menu, which stays" wait_for "Pick one and press Enter"
send q
check "q on the main menu quits" test "$(wait_exit)" = 0

# Ctrl-Z stops the program as in any terminal program (in a shell with job control, as a person
# runs it); fg continues it, and it draws its screen again and answers keys (31.13).
if tmux -L "$SOCKET" kill-server 2>/dev/null; then sleep 0.2; fi
tmux -L "$SOCKET" -f /dev/null new-session -d -x 100 -y 30 "env PS1='job-shell\$ ' bash --norc -i"
wait_for 'job-shell$'                      # the shell is ready before the command is typed
# Launched from the shell; under load a first launch here has shown nothing for 10 s (not seen by hand:
# four of four launches drew the menu at once), so a silent first try is stopped and made again once.
for attempt in 1 2; do
  send "LANG=C.UTF-8 TERM=tmux-256color bash -c '\"\$0\" --save-dir \"\$1\"; echo \$? > \"\$2\"' '$TT_BIN' '$E2E_TMP/job-saves' '$E2E_TMP/exit'" Enter
  if wait_for "Pick one and press Enter" 10; then break; fi
  echo "# launch $attempt drew nothing in 10 s"
  send C-c
  wait_for 'job-shell$'
done
send C-z
# The job's parent (bash -c) stops with it, and the shell's lines land on its own screen, not under
# the program's full screen: once they were written before the program had left it, and were lost.
check "the first Ctrl-Z stops the job and gives the shell back" wait_for "Stopped"
check "…with the shell's prompt after it, as the last line written" bash -c \
  "sleep 0.3; tmux -L '$SOCKET' capture-pane -p | grep -v '^ *\$' | tail -1 | grep -q '^job-shell\\$ *\$'"
send "clear; fg" Enter
check "fg: it draws the menu again" wait_for "Pick one and press Enter"
send Down
check "…and answers keys" wait_for "▶ Ludo"
rm -f "$E2E_TMP/exit"
send q
check "…and still quits with 0" test "$(wait_exit)" = 0

# A game kept by sample --autosave in a fresh directory: the next plain launch continues it (31.10).
SAVE_DIR_KEEP=$SAVE_DIR
SAVE_DIR="$E2E_TMP/fresh"
"$TT_BIN" sample ludo --moves 6 --autosave --save-dir "$SAVE_DIR" >/dev/null
start_app
check "after sample --autosave a plain launch continues the game" wait_for "Welcome back"
check "…the sampled game" wait_for "Ludo"
send q q q
wait_exit >/dev/null

# A save directory that is a plain file: one sentence names it and says nothing will be saved.
SAVE_DIR="$E2E_TMP/a-file"
touch "$SAVE_DIR"
start_app
check "a save directory that is a file is named, with nothing saved" wait_for "is a file, not a folder"
check "…and says nothing will be saved" bash -c "tmux -L $SOCKET capture-pane -p | tr -s ' \\n│' ' ' | grep -q 'Nothing will be saved in this run; give --save-dir a folder'"
check "…in one sentence, not one per file" test "$(screen | grep -c 'Not a directory\|not a directory')" -le 1
send Enter
open_game pako
send Enter
check "a game starts all the same" wait_for "Yard"
send Enter
check "…with no failure to read its save" bash -c "! tmux -L $SOCKET capture-pane -p | grep -q 'Not a directory'"
check "…and the status line keeps saying nothing is saved" wait_for "Not saved: the save folder $SAVE_DIR is a file"
send Escape Escape Escape q
check "the program still exits 0 after it" test "$(wait_exit)" = 0
check "sample --autosave refuses such a directory with the sentence" bash -c \
  "'$TT_BIN' sample pako --moves 3 --autosave --save-dir '$SAVE_DIR' 2>&1 | grep -q 'Nothing will be saved'"
# One under a plain file: the file in the way is named, not the system's "Not a directory".
SAVE_DIR="$E2E_TMP/a-file/saves"
start_app
check "a save directory under a file names the file in the way" bash -c \
  "tmux -L $SOCKET capture-pane -p | tr -s ' \\n│' ' ' | grep -qF 'cannot be made: $E2E_TMP/a-file is a file, not a folder'"
send Enter q
check "…and the program exits 0 after it" test "$(wait_exit)" = 0
SAVE_DIR=$SAVE_DIR_KEEP
