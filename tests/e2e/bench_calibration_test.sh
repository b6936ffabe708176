#!/usr/bin/env bash
# The benchmark's calibration section (tests/bench/measure.py --calibrate-only, what `scripts/bench
# --calibrate --readme` writes into doc/robots.md), one game per level and game: a row for every game
# with a cell for each level, the grades chosen from them, and nothing of the page outside the section touched.
source "$(dirname "$0")/lib.sh"
bin=$(realpath "$TT_BIN")
build=$(dirname "$(dirname "$bin")")
cd "$(dirname "$0")/../.." || exit 1
cp doc/robots.md "$E2E_TMP/robots.md"
python3 tests/bench/measure.py "$bin" "$build/tests/bench/io_bench" --calibrate-only --calibration-games 1 \
  --robots-readme "$E2E_TMP/robots.md" >"$E2E_TMP/out" 2>&1
section="$E2E_TMP/section"
sed -n '/calibration:begin/,/calibration:end/p' "$E2E_TMP/robots.md" >"$section"
games=$(reviewed_games "$bin")
cell='([0-9]\.[0-9]{4}, 1 game|no decisions)'
rows() { for game in $games; do grep -cE "^\| $game \| $cell \| $cell \| $cell \| (yes|within the noise|no) \|$" "$section"; done | grep -c '^1$'; }
check "measure.py writes the calibration section, saying nothing else" test ! -s "$E2E_TMP/out"
check "a row for every game with a review, a cell for each level" test "$(rows)" -eq "$(echo "$games" | wc -w)"
grade='[0-9]\.[0-9]{3}'
share='([0-9.]+% of [0-9,]+|no decisions)'
grade_rows() { for game in $games; do grep -cE "^\| $game \| $grade \| $grade \| $grade \| $share \| $share \| $share \|$" "$section"; done | grep -c '^1$'; }
check "a row of grades for every game with a review, with each level's share of mistakes" test "$(grade_rows)" -eq "$(echo "$games" | wc -w)"
check "the section says how the games were played" grep -qF -- '--seats LEVEL,normal' "$section"
check "Pako's levels are in order even on one game each" grep -qE '^\| pako \|.*\| (yes|within the noise) \|$' "$section"
check "doc/robots.md outside the section is unchanged" \
  diff <(sed '/calibration:begin/,/calibration:end/d' doc/robots.md) \
  <(sed '/calibration:begin/,/calibration:end/d' "$E2E_TMP/robots.md")
