#!/usr/bin/env python3
"""The benchmark's figures, per game, from an optimised build of tabletop.

Engine and robot speed come from `tabletop sim` (one process, one core); save and load times from
io_bench; start-up, resume, peak memory and the bytes one cursor key sends to the terminal from the
real program in a pseudo-terminal; a hosted table's time from a key to every screen and its bytes per
move from `tabletop host` in a pseudo-terminal and a player joined through `tabletop bridge`; batch replay speed and memory from `tabletop replay ludo` on
JSON Lines made by ludo_batch.py; robot strength from seeded `tabletop sim` matches. Prints Markdown
tables and the machine it ran on; with --readme FILE, puts them between FILE's bench markers instead,
so every figure the README gives comes from one run of this script.

Use: measure.py TABLETOP IO_BENCH [--strength-games N] [--readme FILE]
"""
import json
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
OPTIONS = dict(zip(sys.argv[3::2], sys.argv[4::2]))
STRENGTH_GAMES = int(OPTIONS.get("--strength-games", "1000"))
# The matches whose results the README quotes: the first seat's style against the others'.
MATCHES = [("pako", "lookahead,random"), ("ludo", "tactician,priority"), ("igel", "planner,random"),
           ("archaeology", "expert,cautious"), ("archaeology", "expert,collector"), ("archaeology", "expert,random"),
           ("archaeology", "cautious,random"), ("archaeology", "collector,random"), ("getaway", "lookahead,thrifty")]
COLS, ROWS = 100, 30
BATCH_GAMES, BATCH_TURNS = 30000, 300  # the batch replay's size: 9,000,000 turns, about 90 MB


def run_json(*args):
    out = subprocess.run([BIN, *args], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


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
        hello = {"hello": {"protocol": "tabletop", "version": 1, "name": "Bench", "watch": False, "unicode": True,
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


def batch_replay():
    """`tabletop replay ludo` on a generated JSON Lines batch: seconds, peak memory in KiB, input bytes."""
    batch_script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ludo_batch.py")
    with tempfile.TemporaryDirectory() as scratch:
        batch = os.path.join(scratch, "batch.jsonl")
        with open(batch, "w") as f:
            subprocess.run([sys.executable, batch_script, str(BATCH_GAMES), "--turns", str(BATCH_TURNS)], stdout=f,
                           check=True)
        with open(os.devnull, "w") as sink:
            started = time.monotonic()
            child = subprocess.Popen([BIN, "replay", "ludo", batch], stdout=sink)
            _, status, usage = os.wait4(child.pid, 0)
            seconds = time.monotonic() - started
        if status != 0:
            sys.exit(f"replay ludo on the batch failed ({status})")
        return seconds, usage.ru_maxrss, os.path.getsize(batch)


def strength_table():
    lines = ["| game | seats (first against the rest) | games | first seat's win rate | its decision median ms |"
             " p99 ms | worst ms |", "|---|---|---|---|---|---|---|"]
    for game, seats in MATCHES:
        report = run_json("sim", game, "--games", str(STRENGTH_GAMES), "--seed", "1", "--seats", seats)
        first = report["seats"][0]
        d = first["decision_ms"]
        lines.append(f"| {game} | `{seats}` | {report['games']:,} | {100 * first['win_rate']:.1f}% | {d['median']:.3f} |"
                     f" {d['p99']:.3f} | {d['worst']:.3f} |")
    return lines


def main():
    out = []

    def print(line=""):  # the lines go to standard output or into the README, at the end
        out.append(line)

    games = [line.split()[0] for line in
             subprocess.run([BIN, "--help"], capture_output=True, text=True).stdout.split("Games and robot styles:\n")[1]
             .split("\n\n")[0].splitlines() if line.strip()]
    io = {row["game"]: row for row in map(json.loads, subprocess.run([IO_BENCH, "200"], capture_output=True,
                                                                      text=True, check=True).stdout.splitlines())}
    rows = []
    styles_rows = []
    for game in games:
        engine = run_json("sim", game, "--games", "30", "--seed", "1", "--seats", "random,random")
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
    seconds, memory, size = batch_replay()
    print(f"Batch replay (`tabletop replay ludo` on {BATCH_GAMES:,} seeded scripts of {BATCH_TURNS} turns, one per line,"
          " from `tests/bench/ludo_batch.py`):")
    print()
    print("| games | turns | input MB | games/s | turns/s | peak memory MiB |")
    print("|---|---|---|---|---|---|")
    print(f"| {BATCH_GAMES:,} | {BATCH_GAMES * BATCH_TURNS:,} | {size / 1e6:,.1f} | {BATCH_GAMES / seconds:,.0f} |"
          f" {BATCH_GAMES * BATCH_TURNS / seconds:,.0f} | {memory / 1024:.1f} |")
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
    for line in strength_table():
        print(line)
    text = "\n".join(out) + "\n"
    if "--readme" in OPTIONS:
        path = OPTIONS["--readme"]
        readme = open(path, encoding="utf-8").read()
        begin, end = "<!-- bench:begin -->\n", "<!-- bench:end -->"
        start, stop = readme.index(begin) + len(begin), readme.index(end)
        with open(path, "w", encoding="utf-8") as f:
            f.write(readme[:start] + text + readme[stop:])
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
