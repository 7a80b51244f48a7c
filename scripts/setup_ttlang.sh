#!/usr/bin/env bash
# Set-up of the TT-Lang compiler's environment (no chip needed): a Python 3.12 venv with
# tt-lang 1.1.1 and the ttnn 0.69.0 it requires, their small dependencies (numpy<2), and the
# package (--no-deps). torch is not installed: a .pth file appends .venv312's site-packages
# (scripts/setup_ttnn.sh) AFTER the venv's own, so ttnn 0.69.0 here stays first on sys.path.
# Idempotent; the venv (TTLANG_VENV, default .venv-ttlang in the repository).
set -euo pipefail
cd "$(dirname "$0")/.."
REPO="$(pwd)"
VENV="${TTLANG_VENV:-$REPO/.venv-ttlang}"
PYTHON312="${PYTHON312:-/root/.pyenv/versions/3.12.1/bin/python}"
TORCH_SITE="${TORCH_SITE:-$REPO/.venv312/lib/python3.12/site-packages}"
if [ ! -x "$PYTHON312" ]; then
  PYTHON312="$(command -v python3.12 || true)"
fi
if [ -z "$PYTHON312" ]; then
  echo "setup_ttlang: no Python 3.12 found (set PYTHON312=/path/to/python3.12)" >&2
  exit 1
fi
if [ ! -d "$TORCH_SITE/torch" ]; then
  echo "setup_ttlang: no torch in $TORCH_SITE (run scripts/setup_ttnn.sh or set TORCH_SITE)" >&2
  exit 1
fi
[ -x "$VENV/bin/python" ] || "$PYTHON312" -m venv "$VENV"
PIP=("$VENV/bin/python" -m pip install -q --disable-pip-version-check)
"${PIP[@]}" --no-deps "tt-lang==1.1.1" "ttnn==0.69.0"
# tt-lang's and ttnn's Requires-Dist but torch, pandas and seaborn (ttnn's reporting only).
"${PIP[@]}" "numpy<2" "pydantic<3" "greenlet>=3" "PyYAML>=5.4,<=6.0.1" \
  "typing_extensions>=4.12.2" "ml_dtypes<=0.6.0" loguru networkx graphviz click pytest
SITE="$("$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
echo "$TORCH_SITE" > "$SITE/zz_torch_from_venv312.pth"
"${PIP[@]}" --no-deps -e code/
"$VENV/bin/python" - <<'PY'
import numpy, torch, ttl.ttl_api, ttnn
assert ttnn.__file__.startswith(__import__("sys").prefix), ttnn.__file__
print("tt-lang set-up ok: ttnn", ttnn.__file__, "numpy", numpy.__version__, "torch", torch.__version__)
PY
