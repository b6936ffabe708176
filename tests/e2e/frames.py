#!/usr/bin/env python3
"""Lays the frames a joined player received (the JSON Lines a table sends) on a screen, as
`tabletop join` does, and checks every screen in turn: none may match FORBIDDEN, and some must
match WANTED. Prints the number of screens; exits 1 naming the first screen that breaks a rule.

Use: frames.py CAPTURE FORBIDDEN_REGEX WANTED_REGEX
"""
import json
import re
import sys


def screens(path):
    grid = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            message = json.loads(line)
            frame = message.get("frame")
            if frame is None:
                continue
            width, height = frame["size"]
            if frame["whole"] or len(grid) != height or len(grid[0]) != width:
                grid = [[" "] * width for _ in range(height)]
            for run in frame["runs"]:
                x, y, text = run[0], run[1], run[4]
                columns = run[5] if len(run) > 5 else 1
                for ch in text:
                    if x + columns <= width:
                        grid[y][x] = ch
                        for k in range(1, columns):
                            grid[y][x + k] = ""
                    x += columns
            yield "\n".join("".join(row) for row in grid)


def main():
    path, forbidden, wanted = sys.argv[1], re.compile(sys.argv[2]), re.compile(sys.argv[3])
    count, seen_wanted = 0, False
    for count, screen in enumerate(screens(path), 1):
        if forbidden.search(screen):
            print(f"screen {count} shows {forbidden.search(screen).group(0)!r}:\n{screen}")
            return 1
        seen_wanted = seen_wanted or bool(wanted.search(screen))
    if not seen_wanted:
        print(f"no screen of {count} shows {sys.argv[3]!r}")
        return 1
    print(count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
