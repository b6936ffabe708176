#!/usr/bin/env python3
"""The benchmark's figures, per game, from an optimised build of tabletop.

Engine and robot speed come from `tabletop sim` (one process, one core); save and load times from
io_bench; start-up, resume, peak memory and the bytes one cursor key sends to the terminal from the
real program in a pseudo-terminal; a hosted table's time from a key to every screen and its bytes per
move from `tabletop host` in a pseudo-terminal and a player joined through `tabletop bridge`; batch replay speed and memory from `tabletop replay ludo` on
JSON Lines made by ludo_batch.py; robot strength from seeded `tabletop sim` matches. Prints Markdown
tables and the machine it ran on; with --readme FILE, puts them between FILE's bench markers instead,
so every figure the documents give (doc/performance.md) comes from one run of this script.

The issue's targets come first, each figure beside its reference: the batch replay against a public
Python LudoGame running the same games in-process (given with --python-ludo, a LudoGame.py such as
kangaroots/ludo_22's; without it that row says so), and the others against their targets. Times of
work are CPU seconds (the process's, or the sim's thread's), so other work on a shared machine does
not count in them; start-up and key figures are wall-clock.

Use: measure.py TABLETOP IO_BENCH [--strength-games N] [--python-ludo LudoGame.py] [--readme FILE]
"""
import json
import math
import os
import platform
import pty
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import fcntl
import time

BIN, IO_BENCH = sys.argv[1], sys.argv[2]
EXPERT_BENCH = os.path.join(os.path.dirname(IO_BENCH), "expert_bench")  # built beside io_bench
DRAW_BENCH = os.path.join(os.path.dirname(IO_BENCH), "draw_bench")
DRAW_SIZE = (200, 60)  # the large window of issue 34, redrawn after each move in under 5 ms
FLAGS = {"--robots-only", "--ends-only", "--reviews-only", "--calibrate-only", "--kept-any-count",
         "--list-robot-matches"}
OPTIONS = dict(zip([a for a in sys.argv[3:] if a not in FLAGS][0::2], [a for a in sys.argv[3:] if a not in FLAGS][1::2]))
STRENGTH_GAMES = int(OPTIONS.get("--strength-games", "1000"))
LEVEL_GAMES = [line.split("\t")[0] for line in  # every registered game, in menu order
               subprocess.run([BIN, "--list-games"], capture_output=True, text=True, check=True).stdout.splitlines()]

# The games with a review (it is optional: a game whose robots have no search has none), asked of the
# program as a person would find out.
REVIEWED_GAMES = [game for game in LEVEL_GAMES if "has no review" not in subprocess.run(
    [BIN, "review", game, os.devnull], capture_output=True, text=True).stderr]


def bench_facts(game):
    """What the benchmark is to measure of one game, from src/games/GAME/bench.json (none: only what every
    game gets). Its keys, each optional: "quoted_matches", the robots' matches doc/robots.md quotes (the
    first seat's style against the others'); "hard_target", Hard's match against the game's best robot from
    before the levels ("match", "best_before", the target "win_rate"); "sim_moves_per_second", the target for
    sim with random seats on one core; "quoted_win_rates", targets for some of the quoted matches;
    "calibration_options", the setup (`sample --KEY VALUE`) of the calibration's games, where the default
    leaves the robots nothing to choose (Ludo's priority rule); "robot_matches", matches the robot section
    plays beside the ladder and Hard's target ("seats", fewer "games" than the others, "why")."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "src", "games", game, "bench.json")
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        return json.load(f)


FACTS = {game: bench_facts(game) for game in LEVEL_GAMES}
# The matches whose results doc/robots.md quotes, in menu order.
MATCHES = [(game, seats) for game in LEVEL_GAMES for seats in FACTS[game].get("quoted_matches", [])]
# Issue 33's robot matches: each game's levels in a ladder (Normal against Easy, Hard against Normal),
# and Hard's targets against the best robot the game had before it (Normal plays as that robot in
# Ludo, Igel and Pako, so the ladder's upper match is that target's match; Archaeology's Hard meets the
# Expert in a match of its own). Pako's Hard must win 90% outright (issue 59): a place shared when the
# count runs out is no win.
LEVEL_MATCHES = ["normal,easy", "hard,normal"]
LADDER_TARGET = 0.55
HARD_TARGETS = {game: (t["match"], t["best_before"], t["win_rate"])
                for game, t in ((game, FACTS[game].get("hard_target")) for game in LEVEL_GAMES) if t}


def robot_matches(game):
    """{seats: games} of the matches the robot section plays of one game: the ladder, Hard's target and
    the matches its bench.json adds ("robot_matches": "seats" and, if fewer than the others, "games")."""
    matches = {seats: STRENGTH_GAMES for seats in LEVEL_MATCHES}
    if game in HARD_TARGETS:
        matches.setdefault(HARD_TARGETS[game][0], STRENGTH_GAMES)
    for match in FACTS[game].get("robot_matches", []):
        matches.setdefault(match["seats"], min(match.get("games", STRENGTH_GAMES), STRENGTH_GAMES))
    return matches


# Issue 59's "every game ends": every pair of levels plays this many two-player games in sim, none of
# them to be stopped by sim's move limit (tests/unit/core/every_game_ends_test.cpp plays a few).
LEVELS = ["easy", "normal", "hard"]  # the three levels every game lists first
ENDS_GAMES = int(OPTIONS.get("--ends-games", "100"))
GETAWAY_CEILING = os.path.join(os.path.dirname(IO_BENCH), "getaway_ceiling")  # built beside io_bench
# The targets for sim with random seats, in moves per second on one core.
SIM_TARGETS = {game: FACTS[game]["sim_moves_per_second"] for game in LEVEL_GAMES if "sim_moves_per_second" in FACTS[game]}
COLS, ROWS = 100, 30
BATCH_GAMES, BATCH_TURNS = 30000, 300  # the batch replay's size: 9,000,000 turns, about 90 MB
COMPARED_GAMES = 3000  # the batch replayed beside the Python LudoGame: 900,000 turns
SIM_MEMORY_GAMES = 100000  # sim's memory must stay flat over this many games
PYTHON_LUDO = OPTIONS.get("--python-ludo")
# In-process Python: the batch read and turned into play_game's arguments first; then only the games
# are timed, in CPU seconds. Prints the seconds, then each game's spaces as one JSON line.
PYTHON_RUNNER = r"""
import importlib.util, json, sys, time
spec = importlib.util.spec_from_file_location("LudoGame", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
games = []
with open(sys.argv[2]) as f:
    for line in f:
        script = json.loads(line)
        games.append((script["players"], [tuple(turn) for turn in script["turns"]]))
answers = []
started = time.process_time()
for players, turns in games:
    answers.append(module.LudoGame().play_game(players, turns))
seconds = time.process_time() - started
print(seconds)
for spaces in answers:
    print(json.dumps(spaces))
"""


def sim_json(*args):
    """`tabletop sim ARGS`, kept in --sims-dir DIR when given, so an interrupted robot run goes on where
    it stopped (a kept result is reused only for the same arguments and the same program file). With
    --kept-any-count, a match kept with another number of games (the most there are) or by another
    build is taken as it is, and only a match never kept is played: the tables give each match's count."""
    folder = OPTIONS.get("--sims-dir")
    if folder is None:
        return run_json("sim", *args)
    stamp = str(os.stat(BIN).st_mtime_ns)
    name = "_".join(a.replace(",", "+").lstrip("-") for a in args) + ".json"
    path = os.path.join(folder, name)
    if "--kept-any-count" in sys.argv and os.path.isdir(folder):
        pattern = name.split("_games_")[0] + "_games_", "_seed_" + name.split("_seed_")[1]
        kept = [f for f in os.listdir(folder) if f.startswith(pattern[0]) and f.endswith(pattern[1])]
        if kept:
            most = max(kept, key=lambda f: int(f[len(pattern[0]):].split("_")[0]))
            return json.load(open(os.path.join(folder, most)))["report"]
    if os.path.exists(path):
        kept = json.load(open(path))
        if kept.get("program") == stamp:
            return kept["report"]
    report = run_json("sim", *args)
    os.makedirs(folder, exist_ok=True)
    with open(path, "w") as f:
        json.dump({"program": stamp, "report": report}, f)
    return report


def ceiling_json(games):
    """Getaway's ceiling (`getaway_ceiling GAMES 1`), kept in --sims-dir as the matches are."""
    folder = OPTIONS.get("--sims-dir")
    if folder is None:
        return json.loads(subprocess.run([GETAWAY_CEILING, str(games), "1"], capture_output=True, text=True,
                                         check=True).stdout)
    os.makedirs(folder, exist_ok=True)
    kept = sorted((int(f.split("_")[2]), f) for f in os.listdir(folder) if f.startswith("getaway_ceiling_"))
    if "--kept-any-count" in sys.argv and kept:
        return json.load(open(os.path.join(folder, kept[-1][1])))
    path = os.path.join(folder, f"getaway_ceiling_{games}_seed_1.json")
    if not os.path.exists(path):
        report = json.loads(subprocess.run([GETAWAY_CEILING, str(games), "1"], capture_output=True, text=True,
                                           check=True).stdout)
        with open(path, "w") as f:
            json.dump(report, f)
    return json.load(open(path))


def run_json(*args):
    out = subprocess.run([BIN, *args], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def engine_speed(game, least_seconds=2.0, runs=3):
    """`sim GAME` with random seats over enough games for `least_seconds` of work: a run of a few
    milliseconds measures its start more than the engine, and games differ, so many are averaged.
    The fastest of `runs` such runs is kept: a shared machine's other work only ever slows one."""
    games = 100
    while True:
        report = run_json("sim", game, "--games", str(games), "--seed", "1", "--seats", "random,random")
        seconds = report["games"] / report["games_per_second"] if report["games_per_second"] else 0.0
        if seconds >= least_seconds or games >= 10_000_000:
            break
        games = int(games * min(100.0, max(2.0, 1.2 * least_seconds / max(seconds, 1e-6))))
    for _ in range(runs - 1):
        again = run_json("sim", game, "--games", str(games), "--seed", "1", "--seats", "random,random")
        if again["moves_per_second"] > report["moves_per_second"]:
            report = again
    return report


class Terminal:
    """The program in a pseudo-terminal of COLS x ROWS, as a person's terminal would run it."""

    def __init__(self, save_dir, *args, env=None):
        self.started = time.monotonic()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            env = dict(env or os.environ, LANG="C.UTF-8", TERM="xterm-256color")
            os.execve(BIN, [BIN, "--save-dir", save_dir, *args], env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        self.seen = b""

    def read_for(self, seconds):
        """Everything the program writes during `seconds`."""
        got = b""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.fd, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                got += chunk
        self.seen += got
        return got

    def wait_for(self, text, limit=10.0):
        """Seconds from start until `text` has been written."""
        end = time.monotonic() + limit
        while text.encode() not in self.seen and time.monotonic() < end:
            self.read_for(0.005)
        return time.monotonic() - self.started

    def press(self, key):
        os.write(self.fd, key)

    def quit(self):
        """Q, then the peak resident memory of the program in KiB."""
        self.press(b"Q")
        self.read_for(0.3)
        try:
            _, _, usage = os.wait4(self.pid, 0)
        except ChildProcessError:
            return 0
        os.close(self.fd)
        return usage.ru_maxrss


def startup(save_dir, text, runs=5):
    times, memory = [], 0
    for _ in range(runs):
        t = Terminal(save_dir)
        times.append(t.wait_for(text))
        t.read_for(0.2)
        memory = max(memory, t.quit())
    return statistics.median(times) * 1000, memory


def key_bytes(save_dir, title, runs=5):
    """Bytes written for one cursor key (the second press: the first also clears the welcome). A
    privacy cover between turns is lifted first; the cursor moves sideways, or else down and up, or up
    and down."""
    t = Terminal(save_dir)
    t.wait_for(title)
    t.read_for(0.5)
    if b"Pass the keyboard" in t.seen:
        t.press(b"\r")
        t.read_for(0.5)
    counts = []
    for there, back in ((b"l", b"h"), (b"j", b"k"), (b"k", b"j")):  # a cursor at the bottom moves up first
        counts = []
        for _ in range(runs):
            t.press(there)
            t.read_for(0.3)
            t.press(back)
            counts.append(len(t.read_for(0.3)))
        if statistics.median(counts) > 0:
            break
    memory = t.quit()
    return statistics.median(counts), memory


def hosted_table(moves=40):
    """A hosted Ludo game: the host in a pseudo-terminal, a joined player speaking the protocol through
    `tabletop bridge`, as `join --ssh` does. For each move (the host's and the player's in turn): the
    milliseconds from the key to the last of the two screens showing it, and the bytes the joined
    player received for it. Robots are instant, so no highlight outlives the move."""
    with tempfile.TemporaryDirectory() as scratch:
        saves, run = os.path.join(scratch, "saves"), os.path.join(scratch, "run")
        os.mkdir(run, 0o700)
        env = dict(os.environ, XDG_RUNTIME_DIR=run)
        script = os.path.join(scratch, "ludo.json")
        with open(script, "w") as f:
            json.dump({"players": ["A", "B"], "seats": ["person", "joined"], "seed": 3, "turns": []}, f)
        subprocess.run([BIN, "replay", "ludo", script, "--autosave", "--save-dir", saves], check=True,
                       capture_output=True)
        with open(os.path.join(saves, "settings.json"), "w") as f:
            json.dump({"format": "tabletop-settings", "version": 1, "global": {"robot_pace_ms": 0}}, f)
        host = Terminal(saves, "host", "ludo", env=env)
        host.wait_for("To join")
        bridge = subprocess.Popen([BIN, "--save-dir", saves, "bridge", "ludo"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, env=env)
        hello = {"hello": {"protocol": "tabletop", "version": 2, "name": "Bench", "watch": False, "unicode": True,
                           "size": [COLS, ROWS]}}
        bridge.stdin.write((json.dumps(hello) + "\n").encode())
        bridge.stdin.flush()
        joined = b""

        def gather(seconds, until=None):
            """Reads both screens for up to `seconds`; with `until`, stops once it holds. Returns the
            seconds to the last screen's first bytes and the joined player's bytes."""
            nonlocal joined
            start, got, host_at, joined_at = time.monotonic(), b"", None, None
            while time.monotonic() - start < seconds:
                ready, _, _ = select.select([host.fd, bridge.stdout], [], [], 0.005)
                if host.fd in ready:
                    host.seen += os.read(host.fd, 65536)
                    host_at = host_at or time.monotonic()
                if bridge.stdout in ready:
                    got += os.read(bridge.stdout.fileno(), 65536)
                    joined_at = joined_at or time.monotonic()
                if until and until(got):
                    break
            joined += got
            last = max(t for t in (host_at, joined_at, start) if t is not None)
            return last - start, got

        gather(1.0)  # the welcome and the first screen
        times, sizes = [], []
        for _ in range(moves):
            # Whoever is to move presses Enter: the host's terminal, or the player through the bridge
            # (the save, written after every move, says whose turn it is).
            with open(os.path.join(saves, "ludo.json")) as f:
                turn = json.load(f)["match"]["state"]["turn"]
            if turn == 1:
                bridge.stdin.write(b'{"key":13}\n')
                bridge.stdin.flush()
            else:
                host.press(b"\r")
            seconds, got = gather(0.3)
            times.append(seconds * 1000)
            sizes.append(len(got))
        host.quit()
        bridge.wait(timeout=5)
    return moves, statistics.median(times), max(times), statistics.median(sizes), statistics.mean(sizes)


def make_batch(path, games):
    batch_script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ludo_batch.py")
    with open(path, "w") as f:
        subprocess.run([sys.executable, batch_script, str(games), "--turns", str(BATCH_TURNS)], stdout=f, check=True)


def run_measured(args, stdout):
    """Runs the program: wall seconds, CPU seconds (user and system) and peak resident memory in KiB."""
    started = time.monotonic()
    child = subprocess.Popen([BIN, *args], stdout=stdout)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.monotonic() - started
    if status != 0:
        sys.exit(f"tabletop {' '.join(args)} failed ({status})")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def batch_replay(path):
    """`tabletop replay ludo` on a JSON Lines batch: wall and CPU seconds, peak memory in KiB, input bytes."""
    with open(os.devnull, "w") as sink:
        wall, cpu, memory = run_measured(["replay", "ludo", path], sink)
    return wall, cpu, memory, os.path.getsize(path)


def python_ludo(path):
    """The Python LudoGame on the same batch, in-process: CPU seconds and whether every answer agrees with
    tabletop's (None when no LudoGame.py was given)."""
    if not PYTHON_LUDO:
        return None
    result = subprocess.run([sys.executable, "-c", PYTHON_RUNNER, PYTHON_LUDO, path], capture_output=True, text=True,
                            check=True).stdout.splitlines()
    ours = subprocess.run([BIN, "replay", "ludo", path], capture_output=True, text=True, check=True).stdout.splitlines()
    agree = sum(json.loads(theirs) == json.loads(mine)["spaces"] for theirs, mine in zip(result[1:], ours))
    return float(result[0]), agree


def sim_memory(games):
    """Peak resident memory in KiB of `tabletop sim ludo` with random seats over `games` games."""
    with open(os.devnull, "w") as sink:
        _, _, memory = run_measured(["sim", "ludo", "--games", str(games), "--seed", "1", "--seats", "random,random"],
                                    sink)
    return memory


def expert_playouts(games=20, runs=3):
    """The Archaeology expert's playouts per second and milliseconds per searching decision (expert_bench),
    from the fastest of `runs` runs (the same seeded games each time)."""
    reports = [json.loads(subprocess.run([EXPERT_BENCH, str(games)], capture_output=True, text=True,
                                         check=True).stdout) for _ in range(runs)]
    best = max(reports, key=lambda report: report["playouts_per_second"])
    return best["playouts_per_second"], best["ms_per_searching_decision"]


def strength_table():
    """The table's lines, and the first seat's win rate of each match."""
    lines = ["| game | seats (first against the rest) | games | first seat's win rate | its decision median ms |"
             " p99 ms | worst ms |", "|---|---|---|---|---|---|---|"]
    rates = {}
    for game, seats in MATCHES:
        report = run_json("sim", game, "--games", str(STRENGTH_GAMES), "--seed", "1", "--seats", seats)
        first = report["seats"][0]
        d = first["decision_ms"]
        rates[(game, seats)] = first["win_rate"]
        lines.append(f"| {game} | `{seats}` | {report['games']:,} | {100 * first['win_rate']:.1f}% | {d['median']:.3f} |"
                     f" {d['p99']:.3f} | {d['worst']:.3f} |")
    return lines, rates


def rate_text(seat, games=None):
    """A win rate with its 95% interval, as sim reports them (and the match's games when given)."""
    low, high = seat["win_rate_95"]
    return f"{100 * seat['win_rate']:.1f}% ({100 * low:.1f}-{100 * high:.1f})" + (f", {games:,} games" if games else "")


def counted_rate(wins, games):
    """A win rate as rate_text gives it, from a count of wins (Wilson's interval, as sim computes it)."""
    z, n = 1.959964, games
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return rate_text({"win_rate": p, "win_rate_95": [max(0.0, centre - half), min(1.0, centre + half)]})


def getaway_lines(hard, ceiling):
    """Getaway's facts, which no target stands beside: Hard against thrifty, the best fair robot measured on
    the ceiling's games, and what seeing the coming rolls would be worth (the fair robot's figures are left
    out when the kept ceiling predates them)."""
    games = ceiling["games"]
    lines = ["", f"Getaway, where a robot only answers tolls: Hard (the Searcher) against Thrifty (`hard,thrifty`)"
             f" wins {rate_text(hard['seats'][0], hard['games'])}."]
    everything = (f"seeing every roll to come (`getaway_ceiling`, {games:,} games), a robot wins"
                  f" {counted_rate(ceiling['wins'], games)}")
    if "fair" in ceiling:
        seen = ", ".join(f"{row['rolls']} roll{'s' if row['rolls'] > 1 else ''} {counted_rate(row['wins'], games)}"
                         for row in ceiling["foresight"])
        lines[-1] += (f" The best fair robot measured (`getaway_ceiling`, the same {games:,} games against thrifty):"
                      f" each answer to a toll played out on {ceiling['fair']['samples']} sampled futures, the same"
                      f" futures for both answers, and the answer winning more of them kept, wins"
                      f" {counted_rate(ceiling['fair']['wins'], games)}, where Thrifty in its seat wins"
                      f" {counted_rate(ceiling['thrifty_wins'], games)}. What knowing the dice would be worth, on the"
                      f" same games: shown the match's next rolls of each seat, the same robot wins: {seen}; {everything}.")
    else:
        lines[-1] += f" What knowing the dice would be worth, against thrifty: {everything}."
    lines[-1] += " No robot can play so: each seat sees only what the table shows it."
    return lines


def pako_lines(against_normal, against_hard):
    """Pako under ruling A21b: Hard against Normal won, shared and lost, and Hard against Hard's endings
    and lengths (a shared first place is no win, so the win rate alone does not say it)."""
    games = against_normal["games"]
    hard, normal = against_normal["seats"]
    twin = against_hard["games"]
    endings = ", ".join(f"{count:,} by {kind}" for kind, count in
                        sorted(against_hard.get("endings", {}).items(), key=lambda e: -e[1]))
    return ["", f"Pako, a place shared when 30 rounds go by without a prisoner reaching the boat being no win: Hard"
            f" against Normal (the {games:,} games above) won {counted_rate(hard['wins'], games)}, shared first"
            f" place in {counted_rate(hard['shared_wins'], games)} and lost {counted_rate(normal['wins'], games)}."
            f" Hard against Hard (`hard,hard`, {twin:,} games): {twin - against_hard['unfinished']:,} ended"
            f" ({endings}), first place shared in {against_hard['seats'][0]['shared_wins']:,}; the games took"
            f" {against_hard['mean_moves']:,.1f} moves on average, the longest {against_hard['longest_moves']:,}."]


# The facts of one game that no table holds, said after the tables from its matches (robot_matches).
GAME_LINES = {
    "getaway": lambda sims: getaway_lines(sims[("getaway", "hard,thrifty")], ceiling_json(STRENGTH_GAMES)),
    "pako": lambda sims: pako_lines(sims[("pako", "hard,normal")], sims[("pako", "hard,hard")]),
}


def ends_section():
    """Every game and every pair of levels in sim: the games stopped by its move limit (none, if every game
    ends), their lengths and, where the game names them, how they ended."""
    lines = [f"Every game ends: {ENDS_GAMES:,} seeded two-player games for every pair of levels"
             " (`tabletop sim GAME --games N --seed 1 --seats easy,hard`, seats alternated), the games sim's move"
             " limit stopped, and how long the games were, in moves:", "",
             "| game | levels | games | stopped by the limit | mean moves | longest | how they ended |",
             "|---|---|---|---|---|---|---|"]
    stopped = 0
    for game in LEVEL_GAMES:
        for i, first in enumerate(LEVELS):
            for second in LEVELS[i:]:
                report = sim_json(game, "--games", str(ENDS_GAMES), "--seed", "1", "--seats", f"{first},{second}")
                stopped += report["unfinished"]
                endings = "; ".join(f"{kind}: {count:,}" for kind, count in
                                    sorted(report.get("endings", {}).items(), key=lambda e: -e[1])) or "-"
                lines.append(f"| {game} | `{first},{second}` | {report['games']:,} | {report['unfinished']:,} |"
                             f" {report['mean_moves']:,.1f} | {report['longest_moves']:,} | {endings} |")
    lines += ["", "Every game ended." if stopped == 0 else f"{stopped:,} games were stopped by the move limit."]
    return lines


REVIEW_TARGET_S = 10  # issue 58: a finished two-player game reviewed in at most 10 s on two cores


def review_section():
    """Issue 58's review speed: a finished two-player game of each game (random moves, from `sample`)
    reviewed by `tabletop review` at the default strength, free to use every core (the benchmark itself
    runs on one)."""
    lines = ["Reviewing a finished two-player game of each game (`tabletop sample GAME --players 2 --moves 100000"
             " --seed 1`, random moves, then `tabletop review GAME FILE`: Hard's search for every decision and"
             f" the playouts for every roll or draw, on every core), beside the target of {REVIEW_TARGET_S} s:", "",
             "| game | moves | decisions judged | chance runs | wall s | CPU s | met |", "|---|---|---|---|---|---|---|"]
    every_core = list(range(os.cpu_count() or 1))
    for game in REVIEWED_GAMES:
        with tempfile.TemporaryDirectory() as saves:
            subprocess.run([BIN, "sample", game, "--players", "2", "--moves", "100000", "--seed", "1", "--autosave",
                            "--save-dir", saves], check=True, capture_output=True)
            path = os.path.join(saves, f"{game}.json")
            with open(path) as f:
                moves = len(json.load(f)["match"]["history"]["moves"])
            with tempfile.TemporaryFile("w+") as out:
                started = time.monotonic()
                child = subprocess.Popen([BIN, "review", game, path, "--json"], stdout=out,
                                         preexec_fn=lambda: os.sched_setaffinity(0, every_core))
                _, status, usage = os.wait4(child.pid, 0)
                wall = time.monotonic() - started
                if status != 0:
                    sys.exit(f"tabletop review {game} failed ({status})")
                out.seek(0)
                report = json.load(out)
        cpu = usage.ru_utime + usage.ru_stime
        lines.append(f"| {game} | {moves:,} | {len(report['moves']):,} | {len(report['chance']):,} | {wall:.2f} |"
                     f" {cpu:.2f} | {'yes' if wall <= REVIEW_TARGET_S else 'no'} |")
    lines += ["", "The coach judges one move as the review judges a decision, on one core, and stops at Hard's own"
              " time limit for a decision, so its line follows the move by at most that limit and the time to draw it."]
    return lines


# Issue 58's calibration: each level's decisions judged by the review, in two-player games against Normal.
CALIBRATION_GAMES = int(OPTIONS.get("--calibration-games", "100"))


def level_costs(game, level, games):
    """The review's judgement of `level`'s seat in `games` seeded two-player games against Normal (`sample
    GAME --seats LEVEL,normal`, the seats alternated from game to game): its cost per decision, one figure a
    game, and each of its decisions' gradable cost (its cost where it lies beyond twice its noise, else 0)."""
    per_game, per_move = [], []
    options = [a for key, value in FACTS[game].get("calibration_options", {}).items() for a in (f"--{key}", value)]
    for seed in range(1, games + 1):
        first = seed % 2 == 1  # odd seeds seat the level first
        seats = f"{level},normal" if first else f"normal,{level}"
        with tempfile.TemporaryDirectory() as saves:
            subprocess.run([BIN, "sample", game, "--seats", seats, "--moves", "100000", "--seed", str(seed), *options,
                            "--autosave", "--save-dir", saves], check=True, capture_output=True)
            report = run_json("review", game, os.path.join(saves, f"{game}.json"), "--json")
        letter = "A" if first else "B"
        seat = report["seats"][0 if first else 1]
        if seat["decisions"] > 0:
            per_game.append(seat["cost_per_decision"])
        per_move += [m["cost"] if m["cost"] > NOISE_SIGMAS * m["error"] else 0.0
                     for m in report["moves"] if m["seat"] == letter]
    return per_game, per_move


# The review grades a loss only beyond this many standard errors (review_report.hpp's kNoiseSigmas).
NOISE_SIGMAS = 2.0
# How the grades are chosen from the calibration's moves: an inaccuracy is a loss Hard's own moves reach
# in 1 of 20 decisions, a mistake one they reach in 1 of 100, a blunder one even Normal's reach in 1 of
# 100; each grade at least twice the one below it (as GNU Backgammon doubles its own), and an inaccuracy at
# least a hundredth of a win.
GRADE_RULE = [("inaccuracy", "hard", 0.95), ("mistake", "hard", 0.99), ("blunder", "normal", 0.99)]
LEAST_INACCURACY, GRADE_STEP = 0.01, 2.0


def quantile(values, fraction):
    """The value below which `fraction` of `values` lie (the nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def chosen_grades(moves):
    """The three grades' costs from each level's gradable costs per move (GRADE_RULE), to three decimals."""
    grades, floor = [], LEAST_INACCURACY
    for _, level, fraction in GRADE_RULE:
        cost = round(max(floor, quantile(moves[level], fraction)), 3)
        grades.append(cost)
        floor = cost * GRADE_STEP
    return grades


def mean_interval(values):
    """The mean with its 95% interval (normal, from the games' spread)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("inf")
    return mean, mean - half, mean + half


def calibration_section():
    """The review's error rate per level and game: Hard's below Normal's and Normal's below Easy's, each
    with its interval, then the grades chosen from the levels' moves, so that the program's scale (each
    game's kReviewScale, which a test holds to this section) can be read off it."""
    games = CALIBRATION_GAMES
    lines = [f"The review's cost per decision of each level, over {games:,} seeded two-player games against"
             " Normal per cell (`tabletop sample GAME --seats LEVEL,normal --seed N`, the seats alternated, then"
             " `tabletop review`), the mean of the games with its 95% interval; the levels are in order where"
             " Hard's interval lies below Normal's and Normal's below Easy's, and only within the noise where"
             " the means are in order but the intervals meet:", "",
             "| game | Easy | Normal | Hard | in order |", "|---|---|---|---|---|"]
    grade_rows = []
    for game in REVIEWED_GAMES:
        cells, spans, moves = [], [], {}
        for level in LEVELS:
            costs, moves[level] = level_costs(game, level, games)
            if not costs:
                cells.append("no decisions")
                spans.append((math.nan,) * 3)
                continue
            mean, low, high = mean_interval(costs)
            spans.append((mean, low, high))
            spread = f" ({max(low, 0):.4f}-{high:.4f})" if len(costs) > 1 else ""  # one game has no spread
            cells.append(f"{mean:.4f}{spread}, {len(costs):,} game{'s' if len(costs) > 1 else ''}")
        (easy, easy_low, _), (normal, normal_low, normal_high), (hard, _, hard_high) = spans
        apart = hard_high < normal_low and normal_high < easy_low  # each interval clear of the next
        order = "yes" if apart else "within the noise" if hard < normal < easy else "no"
        lines.append(f"| {game} | {' | '.join(cells)} | {order} |")
        grades = chosen_grades(moves)
        worse = [f"{100 * sum(1 for c in moves[level] if c >= grades[1]) / len(moves[level]):.1f}% of"
                 f" {len(moves[level]):,}" if moves[level] else "no decisions" for level in LEVELS]
        grade_rows.append(f"| {game} | {grades[0]:.3f} | {grades[1]:.3f} | {grades[2]:.3f} | {' | '.join(worse)} |")
    lines += ["", "A game counts in a cell when the level had a decision to make in it (a Getaway robot decides"
              " only at tolls). Where Hard is the game's Searcher, the review's judge is Hard's own search, so"
              " Hard's cost there is the search's noise between two runs rather than a weakness.", "",
              "The review's grades are chosen from the same games' decisions, each counted by its cost where it"
              " lies beyond twice its noise (the review grades nothing within it) and as none otherwise: an"
              " inaccuracy costs what Hard's own decisions cost in 1 of 20, a mistake what they cost in 1 of 100,"
              " a blunder what even Normal's cost in 1 of 100; each grade is at least twice the one below"
              " it, and an inaccuracy at least 0.010 of a win. The costs are parts of the seat's expected result"
              " (0.100: a tenth of a win). The last columns say how many of each level's decisions come out a"
              " mistake or worse:", "",
              "| game | inaccuracy | mistake | blunder | Easy's mistakes | Normal's | Hard's |",
              "|---|---|---|---|---|---|---|", *grade_rows, "",
              "The review says which level a player's play came closest to by these means (nearest by ratio,"
              " over five decisions or more), and grades by these costs: each game's `kReviewScale` in"
              " src/games/GAME/GAME_robots.cpp holds the figures, and a unit test fails when they differ from"
              " this section.", "",
              f"Measured with `{os.path.relpath(BIN)}`, {time.strftime('%Y-%m-%d')}: the robots and the review count"
              " their work in iterations, so the seeds alone decide these figures, on any machine and build."]
    return lines


def robot_section():
    """Issue 33's tables: the levels' ladder, their decision times, Hard's targets and the search's speed."""
    sims = {(game, seats): sim_json(game, "--games", str(games), "--seed", "1", "--seats", seats)
            for game in LEVEL_GAMES for seats, games in robot_matches(game).items()}
    counts = {report["games"] for report in sims.values()}
    per_match = f"{STRENGTH_GAMES:,} seeded two-player games per match" if counts == {STRENGTH_GAMES} else \
        "seeded two-player games, as many as each cell says (fewer than the 1,000 asked where time ran short)"
    lines = [f"The levels, {per_match} (`tabletop sim GAME --games N --seed 1 --seats normal,easy`, then"
             " `hard,normal`), seats alternated; the first seat's win rate with its 95% interval (Wilson's), each"
             f" rung beside the target of {100 * LADDER_TARGET:.0f}%:", "",
             "| game | Normal against Easy | Hard against Normal | a clear ladder |", "|---|---|---|---|"]
    for game in LEVEL_GAMES:
        up = [sims[(game, seats)]["seats"][0] for seats in LEVEL_MATCHES]
        met = all(seat["win_rate"] >= LADDER_TARGET for seat in up)
        lines.append(f"| {game} | {rate_text(up[0], sims[(game, LEVEL_MATCHES[0])]['games'])} |"
                     f" {rate_text(up[1], sims[(game, LEVEL_MATCHES[1])]['games'])} | {'yes' if met else 'no'} |")
    lines += ["", "Each level's decision time in those matches, CPU ms (targets: Easy and Normal p99 <= 15;"
              " Hard mean <= 300 and p99 <= 600):", "",
              "| game | level | mean | median | p99 | worst | met |", "|---|---|---|---|---|---|---|"]
    for game in LEVEL_GAMES:
        easy = sims[(game, "normal,easy")]["seats"][1]
        normal = sims[(game, "normal,easy")]["seats"][0]
        hard = sims[(game, "hard,normal")]["seats"][0]
        for level, seat in (("Easy", easy), ("Normal", normal), ("Hard", hard)):
            d = seat["decision_ms"]
            met = d["mean"] <= 300 and d["p99"] <= 600 if level == "Hard" else d["p99"] <= 15
            lines.append(f"| {game} | {level} | {d['mean']:.3f} | {d['median']:.3f} | {d['p99']:.3f} |"
                         f" {d['worst']:.3f} | {'yes' if met else 'no'} |")
    lines += ["", "Hard against each game's best robot before the levels, beside the targets:", "",
              "| game | match | games | win rate (95% interval) | target | met |", "|---|---|---|---|---|---|"]
    for game, (seats, best, target) in HARD_TARGETS.items():
        report = sims[(game, seats)]
        seat = report["seats"][0]
        name = f"`{seats}` (Normal plays as {best})" if seats == "hard,normal" else f"`{seats}`"
        lines.append(f"| {game} | {name} | {report['games']:,} | {rate_text(seat)} | >= {100 * target:.0f}% |"
                     f" {'yes' if seat['win_rate'] >= target else 'no'} |")
    # What the tables leave unmet, said in words beside them.
    missed = [f"{game}'s Hard against {best} ({100 * sims[(game, seats)]['seats'][0]['win_rate']:.1f}%, the target"
              f" {100 * target:.0f}%)" for game, (seats, best, target) in HARD_TARGETS.items()
              if seats == "hard,normal" and sims[(game, seats)]["seats"][0]["win_rate"] < target]
    missed += [f"{game}'s ladder, {rung} ({100 * sims[(game, seats)]['seats'][0]['win_rate']:.1f}%, the target"
               f" {100 * LADDER_TARGET:.0f}%)" for game in LEVEL_GAMES
               for seats, rung in zip(LEVEL_MATCHES, ("Normal against Easy", "Hard against Normal"))
               if sims[(game, seats)]["seats"][0]["win_rate"] < LADDER_TARGET]
    if missed:
        lines += ["", "Not met in these matches: " + "; ".join(missed) + "."]
    for game, own_lines in GAME_LINES.items():
        if game in LEVEL_GAMES:
            lines += own_lines(sims)
    # A rate at its target whose interval reaches below it is met on this count of games only.
    narrow = [f"{game}'s Hard against {best}" for game, (seats, best, target) in HARD_TARGETS.items()
              if seats == "hard,normal" and sims[(game, seats)]["seats"][0]["win_rate"] >= target
              > sims[(game, seats)]["seats"][0]["win_rate_95"][0]]
    if narrow:
        lines += ["", "Met by the rate but not beyond doubt (the 95% interval reaches below the target): " +
                  "; ".join(narrow) + "."]
    for game, (seats, best, target) in HARD_TARGETS.items():
        rate = sims[(game, seats)]["seats"][0]["win_rate"]
        if seats != "hard,normal" and rate < target:
            lines += ["", f"{game}'s Hard (the Searcher) wins only {100 * rate:.1f}% of its games against"
                      f" {best} (the row above): below its target, {best} is as strong."]
    lines += ["", "The search robot's speed in those matches (its searching decisions only; a decision with one"
              " legal move is not searched):", "",
              "| game | style | iterations per second | iterations per decision | ms per searching decision |",
              "|---|---|---|---|---|"]
    searched = set()  # each game's searcher once, from its first match
    for (game, seats), report in sims.items():
        seat = report["seats"][0]
        if "search" in seat and (game, seat["style"]) not in searched:
            searched.add((game, seat["style"]))
            x = seat["search"]
            lines.append(f"| {game} | {seat['style']} | {x['iterations_per_second']:,.0f} |"
                         f" {x['iterations_per_decision']:,.0f} | {x['mean_ms']:.2f} |")
    shown_bin = os.path.relpath(BIN) if not os.path.relpath(BIN).startswith("..") else BIN
    lines += ["", f"Measured with `{shown_bin}` on {os.cpu_count()} cores shared with other work (CPU times"
              f" of the sim's thread), {time.strftime('%Y-%m-%d')}."]
    if "--kept-any-count" in sys.argv:
        lines[-1] += (" Matches kept from earlier runs (`--kept-any-count`) may come from other builds of the same"
                      " robots, an optimised one or the test build (slower decisions); each row says its games.")
    return lines


def millions(x):
    return f"{x / 1e6:.2f}M"


def redraws(frames=200):
    """Per game: each frame drawn while robots play every seat at the instant pace, in a window of
    DRAW_SIZE drawn in memory (`draw_bench`): milliseconds, and the cells changed and their bytes."""
    run = subprocess.run([DRAW_BENCH, str(frames), *map(str, DRAW_SIZE)], capture_output=True, text=True, check=True)
    return [json.loads(line) for line in run.stdout.splitlines()]


def targets_table(rows, styles_rows, compared, python, batch, rates, draws):
    """The issue's figures: each measured, beside its reference and its target."""
    lines = ["| figure | measured | reference | target | met |", "|---|---|---|---|---|"]

    def row(figure, measured, reference, target, met):
        lines.append(f"| {figure} | {measured} | {reference} | {target} | {'yes' if met else 'no'} |")

    wall, cpu, memory, _ = compared
    if python is None:
        lines.append(f"| `replay ludo`, {COMPARED_GAMES:,} games x {BATCH_TURNS} turns, end to end, against the Python"
                     f" LudoGame in-process | {cpu:.3f} s | not run: no LudoGame.py given (`scripts/bench --python-ludo"
                     " PATH`) | >= 20x | - |")
    else:
        seconds, agree = python
        row(f"`replay ludo`, {COMPARED_GAMES:,} games x {BATCH_TURNS} turns, end to end, against the Python LudoGame"
            " in-process", f"{cpu:.3f} s: {seconds / cpu:.1f}x faster",
            f"{seconds:.2f} s (its answers agree on {agree:,} of {COMPARED_GAMES:,} games)", ">= 20x", seconds / cpu >= 20)
    _, _, big_memory, size = batch
    row(f"peak memory of `replay ludo` on {BATCH_GAMES:,} games ({size / 1e6:.0f} MB of JSON Lines)",
        f"{big_memory / 1024:.1f} MiB", f"{memory / 1024:.1f} MiB on {COMPARED_GAMES:,} games", "<= 64 MiB, flat",
        big_memory <= 64 * 1024 and big_memory <= memory * 1.25)
    speeds = {r[0]: r[1] for r in rows}
    for game in LEVEL_GAMES:  # a game without a target is shown for its speed alone
        target = SIM_TARGETS.get(game)
        row(f"`sim {game}` with random seats, moves per second on one core", millions(speeds[game]), "",
            f">= {millions(target)}" if target else "faster", speeds[game] >= target if target else True)
    few, many = sim_memory(1000), sim_memory(SIM_MEMORY_GAMES)
    row(f"peak memory of `sim ludo` over {SIM_MEMORY_GAMES:,} games", f"{many / 1024:.1f} MiB",
        f"{few / 1024:.1f} MiB over 1,000 games", "flat", many <= few * 1.25)
    playouts, decision_ms = expert_playouts()
    row("Archaeology expert playouts per second (`expert_bench`, 20 games against Cautious, fastest of 3 runs)",
        f"{playouts / 1e3:,.0f}k",
        f"{decision_ms:.1f} ms per searching decision", ">= 500k", playouts >= 500e3)
    for game in LEVEL_GAMES:
        for seats, target in FACTS[game].get("quoted_win_rates", {}).items():
            rate = rates[(game, seats)]
            row(f"{game} `{seats}`, the first seat's win rate over {STRENGTH_GAMES:,} games", f"{100 * rate:.1f}%",
                "", f">= {100 * target:.0f}%", rate >= target)
    worst = max(styles_rows, key=lambda r: r[3])
    row("robot decision p99, the slowest style of every game", f"{worst[3]:.3f} ms", f"{worst[0]} {worst[1]}",
        "<= 15 ms", worst[3] <= 15)
    slowest = max(draws, key=lambda d: d["draw_ms_median"])
    row(f"redrawing a {DRAW_SIZE[0]}x{DRAW_SIZE[1]} window after a move (issue 34), the slowest game's median",
        f"{slowest['draw_ms_median']:.2f} ms", f"{slowest['game']}, worst {slowest['draw_ms_worst']:.2f} ms", "< 5 ms",
        slowest["draw_ms_median"] < 5)
    return lines


def main():
    out = []
    if "--list-robot-matches" in sys.argv:  # "GAME SEATS GAMES" a line: what --robots-only plays
        for game in LEVEL_GAMES:
            for seats, games in robot_matches(game).items():
                sys.stdout.write(f"{game} {seats} {games}\n")
        return
    if "--robots-only" in sys.argv:  # issue 33's tables alone, into doc/robots.md's robot section
        write_between("<!-- robots:begin -->\n", "<!-- robots:end -->", "\n".join(robot_section()) + "\n")
        return
    if "--ends-only" in sys.argv:  # issue 59's table alone, into doc/robots.md's section on games ending
        write_between("<!-- ends:begin -->\n", "<!-- ends:end -->", "\n".join(ends_section()) + "\n")
        return
    if "--reviews-only" in sys.argv:  # issue 58's review speed alone, into doc/performance.md
        write_between("<!-- reviews:begin -->\n", "<!-- reviews:end -->", "\n".join(review_section()) + "\n")
        return
    if "--calibrate-only" in sys.argv:  # issue 58's calibration alone, into doc/robots.md
        write_between("<!-- calibration:begin -->\n", "<!-- calibration:end -->",
                      "\n".join(calibration_section()) + "\n")
        return

    def print(line=""):  # the lines go to standard output or into the documents, at the end
        out.append(line)

    games = LEVEL_GAMES
    io = {row["game"]: row for row in map(json.loads, subprocess.run([IO_BENCH, "200"], capture_output=True,
                                                                      text=True, check=True).stdout.splitlines())}
    rows = []
    styles_rows = []
    for game in games:
        engine = engine_speed(game)
        robots = run_json("sim", game, "--games", "100", "--seed", "1")
        help_line = [l for l in subprocess.run([BIN, "--help"], capture_output=True, text=True).stdout.splitlines()
                     if l.strip().startswith(game + " ")][0]
        styles = help_line.split("(robots:")[1].rstrip(")").split()
        for style in styles:
            report = run_json("sim", game, "--games", "100", "--seed", "2", "--seats", f"{style},random")
            d = report["seats"][0]["decision_ms"]
            styles_rows.append((game, style, d["median"], d["p99"], d["worst"]))
        with tempfile.TemporaryDirectory() as empty:
            first_screen_ms, _ = startup(empty, "Main menu")
        with tempfile.TemporaryDirectory() as saves:
            subprocess.run([BIN, "sample", game, "--moves", "8", "--autosave", "--save-dir", saves],
                           check=True, capture_output=True)
            settings = {"format": "tabletop-settings", "version": 1,
                        "global": {"theme": "default", "ascii": False, "mouse": True, "robot_pace_ms": 700},
                        "last_game": game, "games": {}}
            with open(os.path.join(saves, "settings.json"), "w") as f:
                json.dump(settings, f)
            resume_ms, _ = startup(saves, "Welcome back")
            keypress, memory = key_bytes(saves, "Welcome back")
        rows.append((game, engine["moves_per_second"], robots["games_per_second"], first_screen_ms, resume_ms,
                     io[game]["save_us"] / 1000, io[game]["load_us"] / 1000, io[game]["bytes"], memory / 1024,
                     keypress))

    print("Speed, per game:")
    print()
    print("| game | engine moves/s | robot games/s | first screen ms | resumed game ms | save ms | load ms |"
          " save file bytes | peak memory MiB | bytes per cursor key |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r[0]} | {r[1]:,.0f} | {r[2]:,.1f} | {r[3]:.0f} | {r[4]:.0f} | {r[5]:.2f} | {r[6]:.2f} | {r[7]:,} |"
              f" {r[8]:.1f} | {r[9]:.0f}{' (no cursor on this screen)' if r[9] == 0 else ''} |")
    print()
    print("Start-up times are read in steps of about 5 ms (how often the pseudo-terminal is polled).")
    print()
    with tempfile.TemporaryDirectory() as scratch:
        compared_path, big_path = os.path.join(scratch, "compared.jsonl"), os.path.join(scratch, "batch.jsonl")
        make_batch(compared_path, COMPARED_GAMES)
        make_batch(big_path, BATCH_GAMES)
        compared, python, batch = batch_replay(compared_path), python_ludo(compared_path), batch_replay(big_path)
    wall, cpu, memory, size = batch
    print(f"Batch replay (`tabletop replay ludo` on {BATCH_GAMES:,} seeded scripts of {BATCH_TURNS} turns, one per line,"
          " from `tests/bench/ludo_batch.py`):")
    print()
    print("| games | turns | input MB | CPU s | wall s | games/s | turns/s | peak memory MiB |")
    print("|---|---|---|---|---|---|---|---|")
    print(f"| {BATCH_GAMES:,} | {BATCH_GAMES * BATCH_TURNS:,} | {size / 1e6:,.1f} | {cpu:.2f} | {wall:.2f} |"
          f" {BATCH_GAMES / cpu:,.0f} | {BATCH_GAMES * BATCH_TURNS / cpu:,.0f} | {memory / 1024:.1f} |")
    print()
    moves, median_ms, worst_ms, median_bytes, mean_bytes = hosted_table()
    print(f"A hosted table (`tabletop host ludo`, the host in a pseudo-terminal and one player joined through"
          f" `tabletop bridge`, {moves} moves made in turn from both sides): the time from the key to the last"
          f" of the two screens showing the move, and the bytes the joined player receives per move:")
    print()
    print("| moves | median ms to every screen | worst ms | bytes per move to the joined seat, median | mean |")
    print("|---|---|---|---|---|")
    print(f"| {moves} | {median_ms:.1f} | {worst_ms:.1f} | {median_bytes:,.0f} | {mean_bytes:,.0f} |")
    print()
    draws = redraws()
    print(f"Redrawing a {DRAW_SIZE[0]} x {DRAW_SIZE[1]} window after each move (`draw_bench`: robots play every seat at"
          " the instant pace; each frame drawn while they play, into a terminal in memory, so without the time"
          " curses takes to send it): milliseconds, and the cells each frame changed and their characters' bytes"
          " (what a terminal is sent for them, besides moving its cursor):")
    print()
    print("| game | frames | median ms | worst ms | cells changed, median | their bytes, median |")
    print("|---|---|---|---|---|---|")
    for d in draws:
        print(f"| {d['game']} | {d['frames']} | {d['draw_ms_median']:.2f} | {d['draw_ms_worst']:.2f} |"
              f" {d['cells_median']:,.0f} | {d['bytes_median']:,.0f} |")
    print()
    print("Each robot style's decision time against Random (100 games):")
    print()
    print("| game | robot style | decision median ms | p99 ms | worst ms |")
    print("|---|---|---|---|---|")
    for g, s, med, p99, worst in styles_rows:
        print(f"| {g} | {s} | {med:.3f} | {p99:.3f} | {worst:.3f} |")
    print()
    cpu = "unknown CPU"
    try:
        cpu = [l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")][0]
    except (OSError, IndexError):
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    print(f"Measured on {platform.system()} {platform.release()}, {cpu}, {os.cpu_count()} cores, {mem:.0f} GiB, "
          f"{time.strftime('%Y-%m-%d')}; terminal {COLS}x{ROWS}, sims on one core.")
    print()
    print(f"Robot strength: {STRENGTH_GAMES:,} seeded games per line (`tabletop sim GAME --games {STRENGTH_GAMES} --seed 1"
          " --seats ...`), each style in every seat equally often:")
    print()
    strength, rates = strength_table()
    for line in strength:
        print(line)
    # The targets lead the section: what the work was for, each figure beside its reference.
    out[0:0] = ["The targets of issue 16, each figure beside its reference:", ""] + \
        targets_table(rows, styles_rows, compared, python, batch, rates, draws) + [""]
    write_between("<!-- bench:begin -->\n", "<!-- bench:end -->", "\n".join(out) + "\n")
    write_between("<!-- robots:begin -->\n", "<!-- robots:end -->", "\n".join(robot_section()) + "\n")
    write_between("<!-- ends:begin -->\n", "<!-- ends:end -->", "\n".join(ends_section()) + "\n")
    write_between("<!-- reviews:begin -->\n", "<!-- reviews:end -->", "\n".join(review_section()) + "\n")


def write_between(begin, end, text):
    """Into the file of --readme (doc/performance.md) or --robots-readme (doc/robots.md) that holds the
    markers, between them; to standard output without either."""
    for option in ("--readme", "--robots-readme"):
        path = OPTIONS.get(option)
        if path is None:
            continue
        readme = open(path, encoding="utf-8").read()
        if begin not in readme:
            continue
        start, stop = readme.index(begin) + len(begin), readme.index(end)
        with open(path, "w", encoding="utf-8") as f:
            f.write(readme[:start] + text + readme[stop:])
        return
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
