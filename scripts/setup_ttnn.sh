#!/usr/bin/env bash
# Set-up of the Blackhole backend's environment: .venv312 (Python 3.12) with ttnn 0.81.1, a cp312
# torch and the package. ttnn's wheels are cp312 only; the main suite stays on Python 3.11.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON312="${PYTHON312:-/root/.pyenv/versions/3.12.1/bin/python}"
if [ ! -x "$PYTHON312" ]; then
  PYTHON312="$(command -v python3.12 || true)"
fi
if [ -z "$PYTHON312" ]; then
  echo "setup_ttnn: no Python 3.12 found (set PYTHON312=/path/to/python3.12)" >&2
  exit 1
fi
"$PYTHON312" -m venv .venv312
. .venv312/bin/activate
python -m pip install -q --upgrade pip
# PyPI's only cp312 torch is the CUDA build (about 5.3 GB in the venv); it runs on the CPU here.
# 2.13.0 matches the 3.11 environment; ttnn 0.81.1 itself does not depend on torch.
python -m pip install -q "torch==2.13.0" "ttnn==0.81.1"
python -m pip install -q -e "code/[ttnn,server,test]"  # server: tt-da3 serve --device tt
python -c "import torch, ttnn, tt_depth_anything_3.backends.blackhole.device; print('ttnn set-up ok, torch', torch.__version__)"
