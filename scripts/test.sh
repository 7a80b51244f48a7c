#!/usr/bin/env bash
# Tests: lint, the import layers (scripts/import_graph.py: 0 cycles, 0 upward imports), the whole
# suite on CPU (Python 3.11), the Blackhole backend checks (mock P150 dry run, ttnn API lint,
# full-size emulator accuracy; hardware tests skip without a chip), then the TT-Lang compiler's
# compile-only tests (.venv-ttlang).
set -euo pipefail
cd "$(dirname "$0")/.."
# Every temporary file of the run (ours, pytest's, ttnn's mock cluster descriptors, Python's
# multiprocessing folders) in one folder removed at the end, whatever happens.
TMPDIR="$(mktemp -d "${TMPDIR:-/tmp}/tt-da3.XXXXXX")"  # short: Ray puts its sockets under it
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
. .venv/bin/activate
ruff check code tests benchmarks examples scripts
python scripts/import_graph.py >/dev/null
# The layout checks parse every module with ast: in a process of their own (CPython 3.11's
# ast.parse can fail with "AST constructor recursion depth mismatch" after the suite's threads).
python -m pytest tests/test_code_structure.py -q
# Two workers (pytest-xdist), an idle worker taking queued tests from the busy one (worksteal):
# 14.4-17.7 min instead of 30.0 on the Xeon VM (18.4-19.4 with each file on one worker, loadfile).
# The mock suite stays on one process (its ttnn work already fills both cores: 7.7 min on two
# workers against 8.3 on one).
# --durations: the slowest tests named in the log, where the suite's time goes.
# A worker killed by a fatal signal writes its threads' Python stacks into the crash folder
# (tests/support/crash_log.py), and one that ended otherwise has how it ended (exit status or
# signal) and the tail of its Ray driver log written there by pytest-xdist's controller; they
# are printed, with the kernel's lines on processes it
# killed or that faulted (out of memory, segfault: the library the fault was in) where
# it lets us read them, when the suite fails.
export TT_DA3_TEST_CRASH_DIR="$TMPDIR/crashes"
status=0
python -m pytest tests -q -rs -n 2 --dist worksteal --durations=25 --ignore=tests/blackhole/mock \
  --ignore=tests/blackhole/chip --ignore=tests/blackhole/compiler \
  --ignore=tests/test_code_structure.py "$@" || status=$?
if [ "$status" -ne 0 ]; then
  for log in "$TT_DA3_TEST_CRASH_DIR"/*.log; do
    if [ -s "$log" ]; then echo "== fatal signal in $(basename "$log" .log):"; cat "$log"; fi
  done
  (dmesg 2>/dev/null || true) | grep -i -E "out of memory|oom-kill|killed process|segfault|general protection|traps:" | tail -8 || true
  exit "$status"
fi
deactivate
bash scripts/test_ttnn.sh
bash scripts/test_ttlang.sh
