#!/usr/bin/env bash
# Blackhole backend tests under .venv312 (scripts/setup_ttnn.sh): the mock-p150a dry run, the
# ttnn API lint and the full-size emulator accuracy gate; then the hardware tests, which skip
# with their reason where no chip is present. Two pytest runs: the mock environment must not reach the chip tests.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv312/bin/python
"$PY" -m pytest tests/blackhole/mock -q -p no:cacheprovider --durations=10 "$@"
"$PY" -m pytest tests/blackhole/chip -q -rs -p no:cacheprovider "$@"
