#!/usr/bin/env bash
# The key fuzzer on every game, in the sanitizer build when there is one: random keys, resizes from
# 10x5 to 300x100 and clicks; no crash, no hang, nothing drawn outside the window, every move checked
# by the engine.
BIN=${TT_SANITIZE_BIN:-${TT_BIN:-build/src/tabletop}}
KEYS=${TABLETOP_FUZZ_KEYS:-1500}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
games=$("$BIN" --help | sed -n '/^Games and robot styles:/,/^$/p' | awk 'NF > 1 && $1 != "Games" {print $1}')
for game in $games; do
  export ASAN_OPTIONS=abort_on_error=1:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
  out=$(timeout 600 "$BIN" --fuzz-keys "$KEYS" --seed 7 --game "$game" --save-dir "$scratch" 2>&1)
  status=$?
  if [ "$status" -eq 0 ]; then
    echo "ok - key fuzzing $game: $out"
  else
    echo "not ok - key fuzzing $game (exit status $status)"
    echo "$out" | tail -20 | sed 's/^/#   /'
  fi
done
