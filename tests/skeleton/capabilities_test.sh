#!/usr/bin/env bash
# A game's declared capabilities (kCapabilities, core/game.hpp) are held to its state at compile time
# (core/capabilities.hpp): a member misspelled or a capability left undeclared fails to compile, with
# the capability named, where it used to be passed over without a word. Made-up states built on the
# skeleton's Nim are compiled as GameKit checks a game it is given.
cd "$(dirname "$0")/../.." || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
compiler=${CXX:-c++}

# compiles NAME BODY: the made-up state BODY (inside the struct) put through the check, its errors kept.
compiles() {
  cat >"$work/$1.cpp" <<CPP
#include "nim/nim.hpp"
#include "tabletop/core/capabilities.hpp"
using namespace tabletop;
struct Made : nim::State {
  $2
};
static_assert(capabilities_hold<Made>());
CPP
  $compiler -std=c++20 -fsyntax-only -Iinclude -Itests/skeleton "$work/$1.cpp" >"$work/$1.log" 2>&1
}

check() {  # check "what" NAME fails|compiles [WORDS] BODY
  local what=$1 name=$2 want=$3 words=$4 body=$5
  if compiles "$name" "$body"; then
    if [ "$want" = compiles ]; then echo "ok - $what"; else echo "not ok - $what: it compiled"; fi
  elif [ "$want" = fails ] && grep -q -- "$words" "$work/$name.log"; then
    echo "ok - $what"
  else
    echo "not ok - $what"
    head -20 "$work/$name.log" | sed 's/^/#   /'
  fi
}

check "a state declaring nothing more than Nim compiles" plain compiles "" \
  'static constexpr Capabilities kCapabilities{};'
check "a state that keeps score and says so compiles" scored compiles "" \
  'static constexpr Capabilities kCapabilities{.keeps_score = true}; Scores scores() const { return {0, 0}; }'
check "a misspelled scores() (score) under a declared keeps_score fails, naming it" misspelled fails \
  "kCapabilities.keeps_score" \
  'static constexpr Capabilities kCapabilities{.keeps_score = true}; Scores score() const { return {0, 0}; }'
check "a scores() the declaration leaves out fails, naming it" undeclared fails "kCapabilities.keeps_score" \
  'static constexpr Capabilities kCapabilities{}; Scores scores() const { return {0, 0}; }'
check "a declared ending() the state lacks fails, naming it" no_ending fails "kCapabilities.names_ending" \
  'static constexpr Capabilities kCapabilities{.names_ending = true};'
check "seat_label returning a string instead of a char fails, naming labels_seats" wrong_type fails \
  "kCapabilities.labels_seats" \
  'static constexpr Capabilities kCapabilities{.labels_seats = true}; std::string seat_label(int) const { return "A"; }'
check "a capability misspelled in the declaration itself fails to compile" misnamed fails "keep_score" \
  'static constexpr Capabilities kCapabilities{.keep_score = true};'
