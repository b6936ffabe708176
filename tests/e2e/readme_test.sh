#!/usr/bin/env bash
# The documents' examples, run: every marked command line, script and output, the --help text and the
# quoted messages of README.md, CONTRIBUTING.md and doc/*.md (markers and rules in readme_examples.py),
# so no document can drift from the program; and the parts the program writes (doc_parts.py: the games,
# levels and key tables, --help, the screens, the golden count) are what scripts/update-docs writes.
bin=$(realpath "${TT_BIN:-build/src/tabletop}")
cd "$(dirname "$0")/../.." || exit 1
python3 tests/e2e/readme_examples.py . "$bin"
python3 tests/e2e/doc_parts.py --check . "$bin" "$(dirname "$(dirname "$bin")")/tests/doc_tables"
