#!/usr/bin/env bash
# The manual page, doc/tabletop.6: it formats without a warning, `meson install` installs it, and it
# keeps up with the program. The commands, options, games and robot styles are read from the
# program's own --help, the keys from the documents' key tables (doc/playing.md and doc/games.md, which a
# unit test compares with the key maps), the environment variables and file names from the source, so a command, option, game, style,
# key or variable added without a word in the manual turns a check red.
cd "$(dirname "$0")/../.." || exit 1
TT_BIN=$(realpath "${TT_BIN:-build/src/tabletop}")
page=doc/tabletop.6
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# check "description" command...: ok when the command prints nothing; what it prints is the problem.
check() {
  local what=$1
  shift
  local found
  found=$("$@" 2>&1)
  if [ -z "$found" ]; then
    echo "ok - $what"
  else
    echo "not ok - $what"
    echo "$found" | sed 's/^/#   /'
  fi
}

# The page as plain text, one paragraph a line (a very long line length: no word is broken or
# hyphenated), and one of its sections: from its heading to the next.
groff -man -Tascii -rLL=20000n -P-cbou "$page" 2>/dev/null | sed 's/ *$//' >"$work/page.txt"
section() { awk -v name="$1" '/^[A-Z][A-Z ]*$/ { on = ($0 == name); next } on' "$work/page.txt"; }
# Whether a word (or an option) stands in a text as itself, not as part of a longer name.
has_word() { grep -qE -- "(^|[^A-Za-z0-9_-])$(sed 's/[.[\*^$+?(){}|]/\\&/g' <<<"$1")([^A-Za-z0-9_-]|$)"; }

# Formatting: groff with every warning on, then the copy meson installs, read by man as a person would.
check "groff -ww -man formats the page without a warning" \
  bash -c "groff -ww -man -Tutf8 '$page' 2>&1 >/dev/null"

build_dir=$(dirname "$(dirname "$TT_BIN")")
meson install -C "$build_dir" --destdir "$work/stage" >"$work/install.log" 2>&1
installed=$(find "$work/stage" -path '*/share/man/man6/tabletop.6' | head -1)
check "meson install puts the page in share/man/man6/tabletop.6" \
  bash -c "[ -n '$installed' ] && cmp -s '$installed' '$page' || { echo 'not installed (or not the same file)'; tail -5 '$work/install.log'; }"

# man-db may be installed but unusable on a machine (half configured, no locale): a page with nothing
# in it tells whether man works at all; if it does not, the installed page is checked with groff alone.
printf '.TH PROBE 6\n.SH NAME\nprobe \\- a page with nothing to warn about\n' >"$work/probe.6"
if probe=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$work/probe.6" 2>&1 >/dev/null) && [ -z "$probe" ]; then
  check "man --warnings -l shows the installed page without a warning" \
    bash -c "[ -n '$installed' ] && LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l '$installed' 2>&1 >/dev/null"
else
  echo "# man cannot show even an empty page here (${probe:-man is missing}); groff checks the installed copy instead"
  check "groff -ww -man formats the installed page without a warning" \
    bash -c "[ -n '$installed' ] && groff -ww -man -Tutf8 '$installed' 2>&1 >/dev/null"
fi

check "the page's title line names the program's version ($("$TT_BIN" --version))" \
  bash -c "grep -q '^\\.TH TABLETOP 6 .* \"$("$TT_BIN" --version)\" ' '$page' || grep '^\\.TH' '$page'"

# Commands and options, as --help lists them.
"$TT_BIN" --help >"$work/help.txt"
mapfile -t commands < <(sed -nE 's/^  tabletop ([a-z][a-z-]*)( .*)?$/\1/p' "$work/help.txt")
check "the program's --help lists its commands (${#commands[@]} found: ${commands[*]})" \
  bash -c "[ ${#commands[@]} -ge 6 ] || echo 'too few commands found in --help'"
section SYNOPSIS >"$work/synopsis.txt"
section COMMANDS >"$work/commands.txt"
missing_commands() {
  for c in "${commands[@]}"; do
    grep -qE "^ +tabletop $c( |$)" "$work/synopsis.txt" || echo "$c: not in SYNOPSIS"
    grep -qE "^       tabletop $c( |$)" "$work/commands.txt" || echo "$c: no entry in COMMANDS"
  done
}
check "SYNOPSIS and COMMANDS name every command of --help" missing_commands

# A command's entry in COMMANDS: its heading and the lines under it, up to the next heading.
entry() { awk -v head="       tabletop $1" 'index($0, head) == 1 && (length($0) == length(head) || substr($0, length(head) + 1, 1) == " ") { on = 1; print; next } /^       [^ ]/ { on = 0 } on' "$work/commands.txt"; }
options_of() { grep -oE -- '--[a-z][a-z_-]*' | sort -u; }
missing_options() {
  local o c
  for o in $(options_of <"$work/help.txt"); do
    has_word "$o" <"$work/commands.txt" || echo "$o (tabletop --help): not in COMMANDS"
  done
  for c in "${commands[@]}"; do
    "$TT_BIN" "$c" --help >"$work/command-help.txt" || echo "tabletop $c --help failed"
    entry "$c" >"$work/entry.txt"
    for o in $(options_of <"$work/command-help.txt"); do
      case $o in
        --help) ;;  # every command's, in the entry for --help
        --save-dir) grep -qF 'Every command but check-board, sim and review also accepts --save-dir DIR' "$work/synopsis.txt" || echo "$o: not said for every command" ;;
        *) has_word "$o" <"$work/entry.txt" || { grep -qE -- "^  $o .* [a-z]+: " "$work/command-help.txt" &&
             [ "$c" = sample ] && grep -q 'setup values are options, as for sim' "$work/entry.txt"; } ||
             echo "$o (tabletop $c --help): not in the entry for $c" ;;
      esac
    done
  done
}
check "COMMANDS names every option of --help, and each command's options in its entry" missing_options

# Games and robot styles, as --help lists them: "  ID  Title (robots: STYLE STYLE ...)".
sed -n '/^Games and robot styles:/,/^$/p' "$work/help.txt" | sed -nE 's/^  ([a-z]+) .*\(robots: (.*)\)$/\1 \2/p' >"$work/games.txt"
check "the program's --help lists its games and robot styles ($(cut -d' ' -f1 "$work/games.txt" | xargs))" \
  bash -c "[ \$(wc -l <'$work/games.txt') -ge 5 ] || echo 'too few games found in --help'"
# The games counted in words as --help counts them ("five tabletop games"): NAME and DESCRIPTION say so too.
games_word=$(head -1 "$work/help.txt" | sed -nE 's/^.*: ([a-z]+) tabletop games.*$/\1/p')
check "NAME and DESCRIPTION count the games as --help does (${games_word:-no count found})" \
  bash -c "grep -q ' $games_word board and card games' '$page' || echo 'NAME does not say $games_word';
           grep -q 'holding $games_word games' '$page' || echo 'DESCRIPTION does not say $games_word'"
section GAMES >"$work/games-section.txt"
missing_games() {
  local id styles s
  while read -r id styles; do
    # The game's subsection: its heading ends in "(ID)"; it runs to the next subsection.
    awk -v end="($id)" '/^   [^ ]/ { on = (substr($0, length($0) - length(end) + 1) == end) } on' \
      "$work/games-section.txt" >"$work/game.txt"
    if [ ! -s "$work/game.txt" ]; then
      echo "$id: no subsection in GAMES whose heading ends in ($id)"
      continue
    fi
    for s in $styles; do has_word "$s" <"$work/game.txt" || echo "$id: robot style $s not named"; done
    players=$(players_in_words "$id")
    grep -qiE "(^| )$players([ ,.;]|$)" "$work/game.txt" || echo "$id: does not say \"$players\" (the README's games table)"
  done <"$work/games.txt"
}
# How many play a game, in the words of its subsection ("two to four players"), from the README's games
# table, which readme_test holds to the registry; sim's entry sends a reader there.
players_in_words() {
  local words=(zero one two three four five six seven eight nine ten) range
  range=$(awk -F' [|] ' -v id="\`$1\`" '$2 == id { print $3 }' README.md)
  if [ -z "$range" ]; then
    echo "(no row for $1 in the README's games table)"
  elif [[ $range == *–* ]]; then
    echo "${words[${range%–*}]} to ${words[${range#*–}]} players"
  else
    echo "${words[$range]} players"
  fi
}
check "GAMES has each game of --help, by its id, with each of its robot styles and how many play it" missing_games
missing_boards() {
  for b in data/boards/*.game; do has_word "$(basename "$b")" <"$work/games-section.txt" || echo "$(basename "$b"): not named"; done
}
check "GAMES names every shipped board (data/boards)" missing_boards

# Keys: after each "<!-- keys: ID -->" of doc/playing.md and doc/games.md, a table whose first column names the keys
# (`Up` `k`); after the same ".\" keys: ID" in the page, a .TP list whose tags name the same keys, in
# the same order (".BR Up , k").
readme_keys() {
  awk '/^<!-- keys: [a-z]+ -->$/ { id = $3; next }
       id != "" && /^\|/ { if ($0 ~ /^\| `/) { split($0, cell, "|"); keys = cell[2]; gsub(/`/, "", keys); gsub(/  +/, " ", keys); sub(/^ /, "", keys); sub(/ $/, "", keys); print id ": " keys }; next }
       id != "" { id = "" }' doc/playing.md doc/games.md
}
page_keys() {
  awk '/^\.\\" keys: [a-z]+$/ { id = $3; next }
       id != "" && /^\.(SS|SH)/ { id = "" }
       id != "" && /^\.TP/ { tag = 1; next }
       id != "" && tag { tag = 0; line = $0; sub(/^\.BR? /, "", line); gsub(/ *", " */, " ", line); gsub(/"/, "", line);
                         gsub(/\\-/, "-", line); gsub(/\\&/, "", line); print id ": " line }' "$page"
}
readme_keys >"$work/readme-keys.txt"
page_keys >"$work/page-keys.txt"
check "the documents' key tables were found ($(cut -d: -f1 "$work/readme-keys.txt" | uniq | xargs))" \
  bash -c "[ \$(wc -l <'$work/readme-keys.txt') -ge 25 ] || echo 'too few keys found in doc/playing.md and doc/games.md'"
check "KEYS lists the keys of every key table of the documents, in its order" \
  diff "$work/readme-keys.txt" "$work/page-keys.txt"

# The environment the program reads, and the files it keeps, as the source names them.
section ENVIRONMENT >"$work/environment.txt"
missing_variables() {
  local v
  for v in $(grep -rhoE '(getenv|[^a-z_]env)\("[A-Z_]+"\)' src | grep -oE '[A-Z_]{2,}' | sort -u); do
    grep -qE "^       $v( |,|$)" "$work/environment.txt" || echo "$v: read in src/ but not in ENVIRONMENT"
  done
}
check "ENVIRONMENT describes every variable the source reads (getenv)" missing_variables
section FILES >"$work/files.txt"
missing_files() {
  local f r
  for f in $(grep -ohE '"[a-z0-9.]+\.(json|jsonl|lock)"' include/tabletop/core/*.hpp src/core/*.cpp | tr -d '"' | sort -u); do
    has_word "$f" <"$work/files.txt" || echo "$f: not in FILES"
  done
  # The reasons a refused file is moved aside under (<name>.<reason>-<time>.json).
  for r in $(grep -hE 'refuse\(|reason =|set_aside\(' src/core/*.cpp | grep -oE '"[a-z]+(-[a-z]+)*"' | tr -d '"' | sort -u); do
    has_word "$r" <"$work/files.txt" || echo "reason $r: not in FILES"
  done
}
check "FILES names every file of the save directory and every reason a file is moved aside" missing_files

exit_codes() {
  local code
  code=$(sed -nE 's/.*kBadInput = ([0-9]+);.*/\1/p' src/app/cli.cpp)
  for c in 0 "$code"; do grep -qE "^       $c( |$)" <(section "EXIT STATUS") || echo "status $c: not in EXIT STATUS"; done
}
check "EXIT STATUS explains 0 and the status of bad input (cli.cpp's kBadInput)" exit_codes

# Every example of a command runs, in order, with its saves in a scratch directory (a line ending
# in "|" goes on on the next one); the examples that open the game are not run.
section EXAMPLES | sed -nE 's/^        +(.*)$/\1/p' | awk '/\|$/ { held = held $0 " "; next } { print held $0; held = "" }' |
  grep -E "(^|\| )tabletop ($(
    IFS='|'
    echo "${commands[*]}"
  ))( |$)" | grep -vE "tabletop (host|join)( |$)" >"$work/examples.txt"  # these two open the game too
run_examples() {
  local line
  while IFS= read -r line; do
    TT_BIN=$TT_BIN TABLETOP_SAVE_DIR="$work/example-saves" bash -c "tabletop() { \"\$TT_BIN\" \"\$@\"; }; $line" >/dev/null 2>"$work/example.err" ||
      echo "$line: $(head -1 "$work/example.err")"
  done <"$work/examples.txt"
}
check "EXAMPLES has commands to run ($(wc -l <"$work/examples.txt") found)" \
  bash -c "[ \$(wc -l <'$work/examples.txt') -ge 5 ] || echo 'too few examples found'"
check "every command in EXAMPLES runs and exits 0" run_examples
