#!/usr/bin/env bash
# Set-up: .venv (Python 3.11) with the package, its extras and the test reference; .venv312
# (Python 3.12) with ttnn 0.81.1 for the Blackhole backend checks; Chromium for the web-page test.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3.11}"
command -v "$PYTHON" >/dev/null || PYTHON=python3
"$PYTHON" -m venv .venv
. .venv/bin/activate
python -m pip install -q --upgrade pip
# torch first, pinned: 2.13.0 is the CPU wheel on this machine's disk (no multi-GB CUDA pull).
python -m pip install -q "torch==2.13.0"
# The extras bring prometheus-client (server) and the hardening tools (test): hypothesis,
# schemathesis and atheris.
python -m pip install -q -e "code/[server,test,3d,ray,video,runtimes]"
# The official DA3 code, the numerical reference of the parity tests (its model code and the
# input processor; PyPI's torchvision is a CUDA build and is not installed, see tests/).
python -m pip install -q --no-deps "depth-anything-3==0.1.1"
# evo: the trajectory library whose Umeyama the official known-pose alignment calls (its
# numpy / scipy core only; its plotting dependencies are not needed).
python -m pip install -q --no-deps "evo==1.38.1"
python -m pip install -q einops addict omegaconf imageio
# Headless Chromium (Debian) driven by Playwright for the web page test; no browser download.
if ! command -v chromium >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    # Not `update && install` on its own line: set -e ignores a failure before the last `&&`,
    # so a failed update went unsaid. Said here; the browser is optional, the set-up goes on.
    if ! { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }; then
      echo "setup: apt-get could not install chromium; the web page test will skip" >&2
    fi
  else
    echo "setup: chromium missing and cannot be installed here; the web page test will skip" >&2
  fi
fi
python -m pip install -q playwright
python -c "import tt_depth_anything_3, depth_anything_3.model; print('set-up ok')"
deactivate
bash scripts/setup_ttnn.sh
bash scripts/setup_ttlang.sh
