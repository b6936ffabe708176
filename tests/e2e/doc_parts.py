#!/usr/bin/env python3
"""The parts of the documents (README.md, CONTRIBUTING.md, doc/*.md) that the program writes, put in
place by scripts/update-docs and checked by readme_test.sh: a committed text that differs from what the
program writes fails.

The parts and their markers (HTML comments, so a reader never sees them):
  <!-- games:begin --> ... <!-- games:end -->     the games table (doc_tables, from the registry)
  .\" manual levels:begin ... .\" manual levels:end  in the manual (doc/tabletop.6), in roff: what each game's
  .\" manual options:begin ... .\" manual options:end  levels play as, and each game's setup options (doc_tables)
  <!-- levels:begin --> ... <!-- levels:end -->   what Easy, Normal and Hard play as (doc_tables)
  <!-- keys: ID -->                              the table of lines beginning "|" after it: the key map
                                                  `shared`, or a game's own (doc_tables)
  <!-- help -->                                 the code block after it: `tabletop --help`
  <!-- screen: GAME/NAME -->                    the code block after it: the golden screen
  **golden screens** (in the unit tests): N screens   N, the number of files in tests/golden
  Five tabletop games in one full-screen ...      the README's count of games, as --help words it, and the
  five board and card games, holding five games   manual's in its NAME and DESCRIPTION
Use: doc_parts.py --write|--check ROOT TABLETOP DOC_TABLES
"""
import difflib
import glob
import re
import subprocess
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from readme_examples import FENCE, documents, golden_text  # noqa: E402


def program_parts(tabletop, doc_tables):
    """{name: text} of every part the program writes."""
    parts, name = {}, None
    for line in subprocess.run([doc_tables], capture_output=True, text=True, check=True).stdout.splitlines(True):
        if line.startswith("=== "):
            name = line[4:].strip()
            parts[name] = ""
        else:
            parts[name] += line
    parts["help"] = subprocess.run([tabletop, "--help"], capture_output=True, text=True, check=True).stdout
    return parts


def written(root, text, parts, used):
    """The document with every part as the program writes it; `used` gets the names of the parts found."""
    def between(m):
        used.add(m.group(1))
        return m.group(0) if m.group(1) not in parts else f"<!-- {m.group(1)}:begin -->\n{parts[m.group(1)]}<!-- {m.group(1)}:end -->"
    text = re.sub(r"<!-- (games|levels):begin -->\n.*?<!-- \1:end -->", between, text, flags=re.S)

    def roff_between(m):
        used.add(m.group(1))
        return m.group(0) if m.group(1) not in parts else f'.\\" {m.group(1)}:begin\n{parts[m.group(1)]}.\\" {m.group(1)}:end'
    text = re.sub(r'^\.\\" (manual \w+):begin\n.*?^\.\\" \1:end', roff_between, text, flags=re.S | re.M)

    def keys(m):
        name = f"keys: {m.group(1)}"
        used.add(name)
        return f"<!-- {name} -->\n" + parts.get(name, m.group(2))
    text = re.sub(r"<!-- keys: ([a-z]+) -->\n((?:\|.*\n)*)", keys, text)

    def fenced(marker, body_of):
        nonlocal text
        out, at = [], 0
        for m in re.finditer(marker, text):
            block = FENCE.search(text, m.end())
            if block is None:
                continue
            out.append(text[at:block.start(1)])
            out.append(body_of(m))
            at = block.end(1)
        text = "".join(out) + text[at:]
    fenced(r"<!-- help -->", lambda m: (used.add("help"), parts["help"])[1])
    fenced(r"<!-- screen:\s*(.*?)\s*-->", lambda m: golden_text(root, m.group(1)))
    count = len(glob.glob(f"{root}/tests/golden/*/*.txt"))
    text = re.sub(r"(\*\*golden screens\*\* \(in the unit tests\): )\d+( screens)", rf"\g<1>{count}\g<2>", text)
    games = re.search(r": (\w+) tabletop games", parts["help"]).group(1)
    text = re.sub(r"^(tabletop \\- )\w+( board and card games)", rf"\g<1>{games}\g<2>", text, flags=re.M)
    text = re.sub(r"(terminal program holding )\w+( games)", rf"\g<1>{games}\g<2>", text)
    return re.sub(r"^\w+( tabletop games in one full-screen terminal program)", rf"{games.capitalize()}\g<1>", text,
                  flags=re.M)


def main():
    mode, root, tabletop, doc_tables = sys.argv[1:5]
    parts = program_parts(tabletop, doc_tables)
    used, failed = set(), False
    for name in documents(root) + ["doc/tabletop.6"]:
        path = f"{root}/{name}"
        text = open(path, encoding="utf-8").read()
        new = written(root, text, parts, used)
        if mode == "--write":
            if new != text:
                open(path, "w", encoding="utf-8").write(new)
                print(f"wrote {name}")
            continue
        same = new == text
        failed |= not same
        print(f"{'ok' if same else 'not ok'} - {name}: its generated parts are what scripts/update-docs writes")
        if not same:
            diff = difflib.unified_diff(text.splitlines(), new.splitlines(), name, "scripts/update-docs", lineterm="")
            print("\n".join("# " + line for line in list(diff)[:60]))
    missing = sorted(set(parts) - used)
    print(f"{'ok' if not missing else 'not ok'} - every part the program writes has its place in a document"
          + (f" (none for: {', '.join(missing)})" if missing else ""))
    sys.exit(1 if (failed or missing) and mode == "--check" else 0)


if __name__ == "__main__":
    main()
