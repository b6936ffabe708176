#!/usr/bin/env python3
"""Runs the examples of the documents (README.md, CONTRIBUTING.md, doc/*.md) and compares what the
program prints with what they show.

Markers in a document (HTML comments, so a reader never sees them):
  <!-- run: ARGS -->         the next code block is the standard input of `tabletop ARGS`
  <!-- output -->           the next code block is what that run prints: JSON compared without the
                            spaces between tokens, `...` standing for anything left out
  <!-- help -->             the next code block is exactly the start of `tabletop --help`
  <!-- screen: GAME/NAME -->  the next code block is the golden screen tests/golden/GAME/NAME.txt (its
                            characters, without trailing spaces): scripts/update-docs renews both
                            (doc_parts.py puts it and the other parts the program writes in place)
  <!-- says: ARGS [<<< IN] -->
                            the next `quoted` text is the one line `tabletop ARGS` (with IN as
                            standard input) writes on standard error, and it exits with status 2
Prints "ok - ..." or "not ok - ..." per example. Use: readme_examples.py ROOT TABLETOP
"""
import glob
import json
import re
import shlex
import subprocess
import sys
import tempfile

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


def state_after_autosave(binary, args, stdin_text, cwd):
    """What `state GAME` prints after the same replay kept its result with --autosave, and the result."""
    with tempfile.TemporaryDirectory() as saves:
        kept = run(binary, args + ["--autosave", "--save-dir", saves], stdin_text, cwd)
        state = run(binary, ["state", args[1], "--save-dir", saves], "", cwd)
    return kept, state


def documents(root):
    """The documents whose examples are run: the README first, then the pages beside and under it."""
    return ["README.md", "CONTRIBUTING.md"] + sorted(p[len(root) + 1:] for p in glob.glob(f"{root}/doc/*.md"))


def main():
    root, binary = sys.argv[1], sys.argv[2]
    texts = {name: open(f"{root}/{name}", encoding="utf-8").read() for name in documents(root)}
    count = 0
    for name, text in texts.items():
        count += check_document(root, name, text, binary)
    if count < 10:
        print(f"not ok - the documents have only {count} checked examples")
    # The number of golden screens CONTRIBUTING.md's Tests section gives is the number the tests compare.
    said = re.search(r"\*\*golden screens\*\* \(in the unit tests\): (\d+) screens", "".join(texts.values()))
    drawn = len(glob.glob(f"{root}/tests/golden/*/*.txt"))
    ok = said is not None and int(said.group(1)) == drawn
    print(f"{'ok' if ok else 'not ok'} - the documents count {said.group(1) if said else 'no'} golden screens; "
          f"tests/golden holds {drawn}")


def check_document(root, name, text, binary):
    """Runs one document's examples; returns how many there were."""
    last = None  # (args, completed run)
    count = 0
    for marker in MARKER.finditer(text):
        kind, arg = marker.group(1), (marker.group(2) or "").strip()
        rest = text[marker.end():]
        line = text.count("\n", 0, marker.start()) + 1
        where = f"{name} line {line}"
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
            elif args[0] == "replay":
                # The README says `state` prints the kept game in replay's JSON, without the script's
                # own look-ups (Ludo's space_names): the same document, key for key.
                kept, state = state_after_autosave(binary, args, body, root)
                printed = json.loads(kept.stdout) if kept.returncode == 0 else None
                if isinstance(printed, dict):
                    printed.pop("space_names", None)
                ok = state.returncode == 0 and printed is not None and json.loads(state.stdout) == printed
                print(f"{'ok' if ok else 'not ok'} - {where}: after tabletop {arg} --autosave, "
                      f"tabletop state {args[1]} prints what replay printed")
                if not ok:
                    print(f"# replay: {kept.stdout.strip()[:1000]}\n# state (exit {state.returncode}): "
                          f"{(state.stdout or state.stderr).strip()[:1000]}")
        elif kind == "output":
            if last is None:
                print(f"not ok - {where}: an output with no run before it")
                continue
            ok = matches(body, last[1].stdout)
            print(f"{'ok' if ok else 'not ok'} - {where}: tabletop {' '.join(last[0])} prints what the document shows")
            if not ok:
                print("# printed: " + last[1].stdout.strip()[:2000])
        elif kind == "screen":
            ok = body == golden_text(root, arg)
            print(f"{'ok' if ok else 'not ok'} - {where}: the screen shown is the golden screen {arg}")
            if not ok:
                print("# run scripts/update-golden to renew the documents' screens")
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
    outside = text
    # The parts scripts/update-docs writes from the program are not typed either (a robot level's share).
    for marker in ("bench", "robots", "reviews", "calibration", "games", "levels"):
        begin, end = outside.find(f"<!-- {marker}:begin -->"), outside.find(f"<!-- {marker}:end -->")
        outside = outside[:begin] + outside[end:] if 0 <= begin < end else outside
    typed = re.findall(r"\b\d+(?:\.\d+)?(?:%| ms\b| games/s| moves/s)", outside)
    print(f"{'ok' if not typed else 'not ok'} - {name}: measured figures appear only in the section scripts/bench writes"
          + (f" (typed elsewhere: {', '.join(typed)})" if typed else ""))
    return count


if __name__ == "__main__":
    main()
