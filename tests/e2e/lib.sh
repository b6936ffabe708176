# Drives the real program in a private tmux server, the way a person uses it, and reports each check
# as "ok - ..." or "not ok - ..." (counted by scripts/test).
# Use: source it, call start_app [args], send keys, wait_for text, check "description" command...

TT_BIN=${TT_BIN:-build/src/tabletop}
E2E_TMP=$(mktemp -d)
SAVE_DIR="$E2E_TMP/saves"
SOCKET="tt-e2e-$$"
mkdir -p "$SAVE_DIR"
# The program saves on SIGHUP when the server goes: give it a moment before the files are removed.
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null; sleep 0.3; rm -rf "$E2E_TMP"' EXIT

# start_app [program arguments...]: a fresh window of $COLS_WANTED x $LINES_WANTED (100 x 30), the
# program started through $TT_WRAP when it is set (a command that runs its arguments).
start_app() {
  rm -f "$E2E_TMP/exit"
  if tmux -L "$SOCKET" kill-server 2>/dev/null; then sleep 0.2; fi  # let the old server go first
  tmux -L "$SOCKET" -f /dev/null new-session -d -x "${COLS_WANTED:-100}" -y "${LINES_WANTED:-30}" \
    "env LANG=C.UTF-8 TERM=tmux-256color ${TT_WRAP:-} $TT_BIN --save-dir '$SAVE_DIR' $*; echo \$? > '$E2E_TMP/exit'"
  wait_for "tabletop"
}

send() { tmux -L "$SOCKET" send-keys "$@" 2>/dev/null; sleep 0.15; }
screen() { tmux -L "$SOCKET" capture-pane -p 2>/dev/null; }
resize() { tmux -L "$SOCKET" resize-window -x "$1" -y "$2" 2>/dev/null; sleep 0.3; }
# The start of the helpers' Python below: out() prints, and a reader that stops early (sed q, grep -q,
# head) is no failure and says nothing. Any other error still shows, with its traceback.
PY_OUT='
import os, sys
def out(text):
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
'
# The game's board and whatever else is left of the players panel, between the title and the prompt:
# wherever the window's size puts the board.
board_area() {
  screen | python3 -c "$PY_OUT"'
rows = sys.stdin.read().split("\n")
edge = min((r.find(" Players ") - 2 for r in rows if " Players " in r), default=len(max(rows, key=len)))
out("\n".join(r[:edge].rstrip() for r in rows[1:-4]))'
}

# wait_until SECONDS COMMAND...: polls until the command succeeds.
wait_until() {
  local limit=$1 waited=0
  shift
  until "$@"; do
    sleep 0.1
    waited=$((waited + 1))
    if [ "$waited" -ge $((limit * 10)) ]; then return 1; fi
  done
}

# wait_for TEXT [seconds]: polls the screen until TEXT shows (fixed string).
wait_for() {
  local text=$1 limit=${2:-5} waited=0
  while ! screen | grep -qF -- "$text"; do
    sleep 0.1
    waited=$((waited + 1))
    if [ "$waited" -ge $((limit * 10)) ]; then return 1; fi
  done
}

# The log panel's text, its lines joined: a message reads whole however the panel's width wraps it.
log_text() {
  screen | python3 -c "$PY_OUT"'
rows = sys.stdin.read().split("\n")
top = next((i for i, r in enumerate(rows) if "─ Log " in r), None)
if top is not None:
    left = rows[top].find("─ Log ") - 1
    words = []
    for r in rows[top + 1:]:
        inside = r[left + 1:]
        if not inside.strip() or inside.lstrip()[0] in "└+":
            break
        words += inside.rstrip().rstrip("│|").split()
    out(" ".join(words))'
}

# wait_for_log TEXT [seconds]: polls the log until TEXT shows in it, wrapped or not.
wait_for_log() {
  local text=$1 limit=${2:-5} waited=0
  while ! log_text | grep -qF -- "$text"; do
    sleep 0.1
    waited=$((waited + 1))
    if [ "$waited" -ge $((limit * 10)) ]; then return 1; fi
  done
}

# wait_exit [seconds]: waits for the program to end; prints its exit status.
wait_exit() {
  local limit=${1:-5} waited=0
  while [ ! -f "$E2E_TMP/exit" ]; do
    sleep 0.1
    waited=$((waited + 1))
    if [ "$waited" -ge $((limit * 10)) ]; then echo "none"; return 1; fi
  done
  cat "$E2E_TMP/exit"
}

app_pid() { pgrep -f -- "^$TT_BIN --save-dir $SAVE_DIR" | head -1; }

check() {
  local what=$1
  shift
  if "$@"; then
    echo "ok - $what"
  else
    echo "not ok - $what"
    echo "# screen at the failure:"
    screen | sed 's/^/#   /'
  fi
}

# The games the program TABLETOP reviews, one id a line (a review is optional: the program says when a game
# has none), as tests/bench/measure.py finds them.
reviewed_games() {
  local game
  for game in $("$1" --list-games | cut -f1); do
    "$1" review "$game" /dev/null 2>&1 | grep -q "has no review" || echo "$game"
  done
}

# open_game ID: from the main menu, the game's page (games are listed in the order --help gives).
open_game() {
  local index
  index=$("$TT_BIN" --list-games | cut -f1 | grep -n "^$1\$" | cut -d: -f1)
  send Home
  for _ in $(seq 2 "$index"); do send Down; done
  send Enter
}

# people_seated GAME N: remembers a setup of GAME with people in its first N seats, as a person who
# chose them once would have it (a first run seats one person against robots).
people_seated() {
  local seats="" i
  for ((i = 0; i < $2; i++)); do seats+="\"seat$i\":\"person\","; done
  printf '{"format":"tabletop-settings","version":1,"games":{"%s":{%s}}}\n' "$1" "${seats%,}" >"$SAVE_DIR/settings.json"
}
