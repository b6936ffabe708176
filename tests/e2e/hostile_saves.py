#!/usr/bin/env python3
"""Writes a corpus of crafted saves for one game, made from one real save of it.

Usage: hostile_saves.py GAME BASE_SAVE OUT_DIR

Each variant is OUT_DIR/<name>.json, and OUT_DIR/manifest lists "<name> <expected>" per line, where
expected is "plays", "refused:<reason>" (the file must be moved aside as <game>.<reason>-<time>.json)
or "either" (a value of the right shape but doubtful meaning: the program may play it or refuse it,
but `state`, `replay --autosave` and the terminal must agree).
"""
import copy
import json
import sys


def ints_replaced(value, new):
    """Every integer (not bool) inside value replaced by new(old)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return new(value)
    if isinstance(value, list):
        return [ints_replaced(v, new) for v in value]
    if isinstance(value, dict):
        return {k: ints_replaced(v, new) for k, v in value.items()}
    return value


def main():
    game, base_path, out = sys.argv[1], sys.argv[2], sys.argv[3]
    with open(base_path, encoding="utf-8") as f:
        text = f.read()
    base = json.loads(text)
    variants = []  # (name, bytes, expected)

    def doc(name, expected, change):
        d = copy.deepcopy(base)
        change(d)
        variants.append((name, json.dumps(d).encode(), expected))

    other = "ludo" if game != "ludo" else "pako"
    variants.append(("cut-in-half", text[: len(text) // 2].encode(), "refused:damaged"))
    variants.append(("empty", b"", "refused:damaged"))
    variants.append(("bad-utf8", text.encode().replace(b'"match"', b'"m\xff"'), "refused:damaged"))
    deep = "[" * 100000 + "]" * 100000
    variants.append(("deep", text.replace('"match":', '"match":' + deep + ',"was":', 1).encode(), "refused:too-deep"))
    variants.append(("huge", text.encode() + b" " * (5 * 1024 * 1024), "refused:too-large"))
    doc("not-a-save", "refused:not-a-save", lambda d: d.update(format="a-spreadsheet"))
    doc("other-game", "refused:not-a-save", lambda d: d.update(game=other))
    doc("version-2", "refused:newer-version", lambda d: d.update(version=2))
    doc("version-max", "refused:newer-version", lambda d: d.update(version=2**64 - 1))
    doc("version-0", "refused:damaged", lambda d: d.update(version=0))
    doc("finished-text", "refused:damaged", lambda d: d.update(finished="no"))
    doc("no-match", "refused:damaged", lambda d: d.pop("match"))
    doc("empty-state", "refused:unplayable", lambda d: d["match"].update(state={}))
    doc("state-a-list", "refused:unplayable", lambda d: d["match"].update(state=[1, 2, 3]))

    def unknown_style(d):
        d["match"]["seats"][-1].update(robot=True, style="wizard")

    doc("unknown-style", "refused:unplayable", unknown_style)
    doc("no-seats", "either", lambda d: d["match"].update(seats=[]))
    doc("rng-text", "either", lambda d: d["match"].update(robot_rng="seven"))
    doc("numbers-as-text", "either", lambda d: d["match"].update(state=ints_replaced(d["match"]["state"], str)))
    doc("huge-numbers", "either", lambda d: d["match"].update(state=ints_replaced(d["match"]["state"], lambda v: 10**30)))
    doc("max-numbers", "either", lambda d: d["match"].update(state=ints_replaced(d["match"]["state"], lambda v: 2**63 - 1)))
    doc("negative-numbers", "either", lambda d: d["match"].update(state=ints_replaced(d["match"]["state"], lambda v: -v - 1)))
    doc("long-log-line", "plays", lambda d: d["match"].update(log=[[0, "x" * 100000]] + d["match"].get("log", [])))
    if game == "pako":
        # A fresh game stopped before its guard draw: settled by the saved generator, never a crash.
        doc("guard-to-draw", "plays", lambda d: d["match"]["state"].update(guard_to_draw=True))

    with open(f"{out}/manifest", "w", encoding="utf-8") as manifest:
        for name, data, expected in variants:
            with open(f"{out}/{name}.json", "wb") as f:
                f.write(data)
            manifest.write(f"{name} {expected}\n")


if __name__ == "__main__":
    main()
