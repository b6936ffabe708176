#!/usr/bin/env bash
# The benchmark's robot section (tests/bench/measure.py --robots-only, what `scripts/bench --robots
# --readme` writes into doc/robots.md) from kept matches of any size: two-game matches kept in a sims
# folder stand in for the 1,000-game run, and the tables it writes say each match's number of games
# and play nothing again.
source "$(dirname "$0")/lib.sh"
bin=$(realpath "$TT_BIN")
build=$(dirname "$(dirname "$bin")")
cd "$(dirname "$0")/../.." || exit 1
sims="$E2E_TMP/sims"
mkdir -p "$sims"

keep() {  # GAME SEATS: a two-game match kept as measure.py keeps one (every match it reads, or it plays one)
  "$bin" sim "$1" --games 2 --seed 1 --seats "$2" |
    python3 -c 'import json, sys; print(json.dumps({"program": "", "report": json.load(sys.stdin)}))' \
      >"$sims/${1}_games_2_seed_1_seats_${2/,/+}.json"
}
while read -r game seats _; do keep "$game" "$seats"; done \
  < <(python3 tests/bench/measure.py "$bin" "$build/tests/bench/io_bench" --list-robot-matches)
"$build/tests/bench/getaway_ceiling" 2 1 >"$sims/getaway_ceiling_2_seed_1.json"
kept=$(ls "$sims" | wc -l)
cp doc/robots.md "$E2E_TMP/robots.md"
python3 tests/bench/measure.py "$bin" "$build/tests/bench/io_bench" --robots-only --sims-dir "$sims" \
  --kept-any-count --robots-readme "$E2E_TMP/robots.md" >"$E2E_TMP/out" 2>&1
sed -n '/robots:begin/,/robots:end/p' "$E2E_TMP/robots.md" >"$E2E_TMP/section"
section="$E2E_TMP/section"

rungs() { grep -c '^| [a-z]* | [0-9.]*% ([0-9.-]*), 2 games | [0-9.]*% ([0-9.-]*), 2 games |' "$section"; }
check "measure.py writes the robot section from the kept matches, saying nothing else" \
  test ! -s "$E2E_TMP/out" -a "$(wc -l <"$section")" -gt 20
check "each game's rungs of the ladder say their match's games (2)" test "$(rungs)" -eq "$("$bin" --list-games | wc -l)"
check "what seeing every roll gives says its games" grep -qF '`getaway_ceiling`, 2 games)' "$section"
check "beside it, the best fair robot's rate on the same games" \
  grep -qE "best fair robot measured \(\`getaway_ceiling\`, the same 2 games against thrifty\).* wins [0-9.]+% \([0-9.]+-[0-9.]+\)" "$section"
check "and what each count of foreseen rolls gives" grep -qE "1 roll [0-9.]+% .*, 2 rolls .*, 4 rolls " "$section"
check "the opening says the counts vary" grep -qF 'as many as each cell says' "$section"
check "and never claims 1,000" bash -c "! grep -q '1,000 seeded' '$section'"
check "and says kept matches may come from other builds" grep -qF 'may come from other builds' "$section"
check "no kept match was played again" test "$(ls "$sims" | wc -l)" -eq "$kept"
check "doc/robots.md outside the section is unchanged" \
  diff <(sed '/robots:begin/,/robots:end/d' doc/robots.md) <(sed '/robots:begin/,/robots:end/d' "$E2E_TMP/robots.md")
