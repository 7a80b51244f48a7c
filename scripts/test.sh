#!/usr/bin/env bash
# Tests: lint, the whole suite on CPU (Python 3.11), then the Blackhole backend checks (mock
# P150 dry run, ttnn API lint, full-size emulator accuracy; hardware tests skip without a chip).
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
