#!/usr/bin/env bash
# Tests: lint, the import layers (scripts/import_graph.py: 0 cycles, 0 upward imports), the whole
# suite on CPU (Python 3.11), the Blackhole backend checks (mock P150 dry run, ttnn API lint,
# full-size emulator accuracy; hardware tests skip without a chip), then the TT-Lang compiler's
# compile-only tests (.venv-ttlang).
set -euo pipefail
cd "$(dirname "$0")/.."
. .venv/bin/activate
ruff check code tests benchmarks examples scripts
python scripts/import_graph.py >/dev/null
python -m pytest tests -q -rs --ignore=tests/blackhole/mock --ignore=tests/blackhole/chip \
  --ignore=tests/blackhole/compiler "$@"
deactivate
bash scripts/test_ttnn.sh
bash scripts/test_ttlang.sh
