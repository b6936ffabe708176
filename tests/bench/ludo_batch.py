#!/usr/bin/env python3
"""A batch of seeded, valid Ludo replay scripts as JSON Lines, for measuring `tabletop replay ludo`.

Each game seats 2 to 4 of the positions A-D; the turns go round in seat order with rolls from 1 to 6,
a 6 giving one extra roll (and a 6 on that roll no more), as play does. Every turn is legal for the
replay reader, so the batch replays without an error.

Use: ludo_batch.py GAMES [--turns N] [--seed S] > batch.jsonl   (N turns per game, 300 by default)
"""
import json
import random
import sys


def script(rng, turns):
    players = sorted(rng.sample("ABCD", rng.randint(2, 4)))
    played, seat, extra = [], 0, False
    while len(played) < turns:
        roll = rng.randint(1, 6)
        played.append([players[seat], roll])
        if roll == 6 and not extra:
            extra = True
        else:
            extra = False
            seat = (seat + 1) % len(players)
    return {"players": players, "seed": rng.randrange(2**32), "turns": played}


def main():
    args = sys.argv[1:]
    if not args or not args[0].isdigit():
        sys.exit(__doc__.strip().splitlines()[-1])
    options = dict(zip(args[1::2], args[2::2]))
    rng = random.Random(int(options.get("--seed", "1")))
    turns = int(options.get("--turns", "300"))
    out = sys.stdout
    for _ in range(int(args[0])):
        out.write(json.dumps(script(rng, turns), separators=(", ", ": ")) + "\n")


if __name__ == "__main__":
    main()
