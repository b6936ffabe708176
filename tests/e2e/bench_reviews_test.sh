#!/usr/bin/env bash
# The benchmark's review section (tests/bench/measure.py --reviews-only, what `scripts/bench --reviews
# --readme` writes into doc/performance.md): a finished game of every game reviewed and timed, a row
# each, and nothing of the page outside the section touched.
source "$(dirname "$0")/lib.sh"
bin=$(realpath "$TT_BIN")
build=$(dirname "$(dirname "$bin")")
cd "$(dirname "$0")/../.." || exit 1
cp doc/performance.md "$E2E_TMP/performance.md"
python3 tests/bench/measure.py "$bin" "$build/tests/bench/io_bench" --reviews-only --readme "$E2E_TMP/performance.md" \
  >"$E2E_TMP/out" 2>&1
section="$E2E_TMP/section"
sed -n '/reviews:begin/,/reviews:end/p' "$E2E_TMP/performance.md" >"$section"
games=$(reviewed_games "$bin")
rows() { for game in $games; do grep -cE "^\| $game \| [0-9,]+ \| [0-9,]+ \| [0-9,]+ \| [0-9.]+ \| [0-9.]+ \| (yes|no) \|$" "$section"; done | grep -c '^1$'; }
check "measure.py writes the review section, saying nothing else" test ! -s "$E2E_TMP/out"
check "a row for every game with a review, its time beside the target" test "$(rows)" -eq "$(echo "$games" | wc -w)"
check "the section names the target" grep -qF 'beside the target of 10 s' "$section"
check "doc/performance.md outside the section is unchanged" \
  diff <(sed '/reviews:begin/,/reviews:end/d' doc/performance.md) <(sed '/reviews:begin/,/reviews:end/d' "$E2E_TMP/performance.md")
