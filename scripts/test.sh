#!/usr/bin/env bash
# Tests: lint, then the whole suite on CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
. .venv/bin/activate
ruff check code tests benchmarks examples
python -m pytest tests -q "$@"
