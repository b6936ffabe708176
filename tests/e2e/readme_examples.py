#!/usr/bin/env python3
"""Runs the examples of README.md and compares what the program prints with what the README shows.

Markers in the README (HTML comments, so a reader never sees them):
  <!-- run: ARGS -->         the next code block is the standard input of `tabletop ARGS`
  <!-- output -->           the next code block is what that run prints: JSON compared without the
                            spaces between tokens, `...` standing for anything left out
  <!-- help -->             the next code block is exactly the start of `tabletop --help`
  <!-- screen: GAME/NAME -->  the next code block is the golden screen tests/golden/GAME/NAME.txt (its
                            characters, without trailing spaces): scripts/update-golden renews both
  <!-- says: ARGS [<<< IN] -->
                            the next `quoted` text is the one line `tabletop ARGS` (with IN as
                            standard input) writes on standard error, and it exits with status 2
Prints "ok - ..." or "not ok - ..." per example. Use: readme_examples.py README TABLETOP
"""
import re
import shlex
import subprocess
import sys

MARKER = re.compile(r"<!-- (run|output|help|says|screen)(?::\s*(.*?))?\s*-->", re.S)
FENCE = re.compile(r"```[a-z]*\n(.*?)```", re.S)
QUOTE = re.compile(r"`([^`]+)`")


def squeeze_json(text):
    """The text without whitespace outside JSON strings."""
    out, in_string, escaped = [], False, False
    for ch in text:
        if in_string:
            out.append(ch)
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
            out.append(ch)
        elif not ch.isspace():
            out.append(ch)
    return "".join(out)


def matches(shown, printed):
    """Whether the printed JSON is the shown one, `...` (or "...") standing for anything."""
    parts = re.split(r'"\.\.\."|\.\.\.', squeeze_json(shown))
    pattern = ".*?".join(re.escape(p) for p in parts)
    return re.fullmatch(pattern, squeeze_json(printed), re.S) is not None


def golden_text(root, name):
    """A golden screen's characters as a person sees them: no trailing spaces, no colour roles."""
    text = open(f"{root}/tests/golden/{name}.txt", encoding="utf-8").read().split("--- tones\n")[0]
    return "\n".join(line.rstrip() for line in text.rstrip("\n").split("\n")).rstrip("\n") + "\n"


def run(binary, args, stdin_text, cwd):
    return subprocess.run([binary] + args, input=stdin_text, capture_output=True, text=True, cwd=cwd,
                          timeout=120)


def main():
    readme_path, binary = sys.argv[1], sys.argv[2]
    root = readme_path.rsplit("/", 1)[0] if "/" in readme_path else "."
    text = open(readme_path, encoding="utf-8").read()
    last = None  # (args, completed run)
    count = 0
    for marker in MARKER.finditer(text):
        kind, arg = marker.group(1), (marker.group(2) or "").strip()
        rest = text[marker.end():]
        line = text.count("\n", 0, marker.start()) + 1
        where = f"README line {line}"
        if kind in ("run", "output", "help", "screen"):
            block = FENCE.search(rest)
            if not block:
                print(f"not ok - {where}: no code block after the marker")
                continue
            body = block.group(1)
        count += 1
        if kind == "run":
            args = shlex.split(arg)
            last = (args, run(binary, args, body, root))
            ok = last[1].returncode == 0
            print(f"{'ok' if ok else 'not ok'} - {where}: tabletop {arg} runs (exit {last[1].returncode})")
            if not ok:
                print("# " + last[1].stderr.strip())
        elif kind == "output":
            if last is None:
                print(f"not ok - {where}: an output with no run before it")
                continue
            ok = matches(body, last[1].stdout)
            print(f"{'ok' if ok else 'not ok'} - {where}: tabletop {' '.join(last[0])} prints what the README shows")
            if not ok:
                print("# printed: " + last[1].stdout.strip()[:2000])
        elif kind == "screen":
            ok = body == golden_text(root, arg)
            print(f"{'ok' if ok else 'not ok'} - {where}: the screen shown is the golden screen {arg}")
            if not ok:
                print("# run scripts/update-golden to renew the README's screens")
        elif kind == "help":
            printed = run(binary, ["--help"], "", root).stdout
            ok = printed == body
            print(f"{'ok' if ok else 'not ok'} - {where}: the command lines are those of tabletop --help")
            if not ok:
                print("# printed:\n" + printed)
        else:  # says
            command, _, stdin_text = arg.partition("<<<")
            quote = QUOTE.search(rest)
            if not quote:
                print(f"not ok - {where}: no quoted message after the marker")
                continue
            shown = " ".join(quote.group(1).split())
            done = run(binary, shlex.split(command), stdin_text.strip() + "\n", root)
            said = " ".join(done.stderr.split())
            ok = done.returncode == 2 and said == shown and done.stdout == ""
            print(f"{'ok' if ok else 'not ok'} - {where}: tabletop {command.strip()} says `{shown}`")
            if not ok:
                print(f"# exit {done.returncode}, said: {done.stderr.strip()}")
    # Measured figures live between the bench markers, written by scripts/bench --readme, never typed
    # elsewhere: a win rate or a time in prose would go stale on the next run.
    begin, end = text.find("<!-- bench:begin -->"), text.find("<!-- bench:end -->")
    outside = text[:begin] + text[end:] if 0 <= begin < end else text
    typed = re.findall(r"\b\d+(?:\.\d+)?(?:%| ms\b| games/s| moves/s)", outside)
    print(f"{'ok' if begin >= 0 and not typed else 'not ok'} - measured figures appear only in the section scripts/bench writes"
          + (f" (typed elsewhere: {', '.join(typed)})" if typed else ""))
    if count < 10:
        print(f"not ok - the README has only {count} checked examples")




def renew_screens(readme_path):
    """Writes each marked screen's golden text into the code block after its marker."""
    root = readme_path.rsplit("/", 1)[0] if "/" in readme_path else "."
    text = open(readme_path, encoding="utf-8").read()
    out, at = [], 0
    for marker in re.finditer(r"<!-- screen:\s*(.*?)\s*-->", text):
        block = FENCE.search(text, marker.end())
        out.append(text[at:block.start(1)])
        out.append(golden_text(root, marker.group(1)))
        at = block.end(1)
    out.append(text[at:])
    open(readme_path, "w", encoding="utf-8").write("".join(out))


if __name__ == "__main__":
    if sys.argv[1] == "--renew-screens":
        renew_screens(sys.argv[2])
    else:
        main()
