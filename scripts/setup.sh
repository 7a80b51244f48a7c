#!/usr/bin/env bash
# Set-up: a virtual environment in .venv with the package, its extras and the test reference.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3.11}"
command -v "$PYTHON" >/dev/null || PYTHON=python3
"$PYTHON" -m venv .venv
. .venv/bin/activate
python -m pip install -q --upgrade pip
# torch first, pinned: 2.13.0 is the CPU wheel on this machine's disk (no multi-GB CUDA pull).
python -m pip install -q "torch==2.13.0"
python -m pip install -q -e "code/[server,test]"
# The official DA3 code, the numerical reference of the parity tests (its model code only).
python -m pip install -q --no-deps "depth-anything-3==0.1.1"
python -m pip install -q einops addict omegaconf
python -c "import tt_depth_anything_3, depth_anything_3.model; print('set-up ok')"
