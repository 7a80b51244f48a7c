"""The ttnn the Blackhole backend is written against, checked before any ttnn device work.

The backend, ``tt-da3 estimate`` and the mock p150a need ttnn 0.81.x (``NEEDED_TTNN``, what
``scripts/setup_ttnn.sh`` installs in ``.venv312``): another release (the TT-Lang compiler's
ttnn 0.69 in ``.venv-ttlang``) dies in native code (SIGSEGV) opening or running the program, so
the version is read from the package metadata (ttnn is not imported) and a wrong one is a
one-line ``ValueError`` first. The kernel build and launch tools (``kernels/``) run in the
compiler's environment and do not check it.
"""

from __future__ import annotations

import importlib.util
import sys
from importlib import metadata

SUPPORTED_TTNN = "0.81"  # the release series the device program is written against
NEEDED_TTNN = "0.81.1"  # the release scripts/setup_ttnn.sh installs (pyproject's [ttnn] extra)


def installed_ttnn() -> str | None:
    """The installed ttnn's version (package metadata; ttnn is not imported), ``"unknown (...)"``
    for a ttnn without metadata, or None where this Python has no ttnn."""
    if importlib.util.find_spec("ttnn") is None:
        return None
    try:
        return metadata.version("ttnn")
    except metadata.PackageNotFoundError:  # importable (a source tree), but no dist-info
        return "unknown (no package metadata)"


def supported(version: str) -> bool:
    """Whether ttnn ``version`` is of the supported release series (0.81.x)."""
    return version.split(".")[:2] == SUPPORTED_TTNN.split(".")


def ttnn_version_problem() -> str | None:
    """Why the installed ttnn cannot run the Blackhole program (one line), or None when it is
    a supported one or when there is no ttnn (reported as missing by its callers)."""
    version = installed_ttnn()
    if version is None or supported(version):
        return None
    return (
        f"the Blackhole backend needs ttnn {NEEDED_TTNN} ({SUPPORTED_TTNN}.x) and this Python "
        f"has ttnn {version}, which crashes in native code on its programs (the TT-Lang "
        "compiler's venv has ttnn 0.69): pip install 'tt-depth-anything-3[ttnn]' on Python "
        "3.12 (a source checkout: run it from .venv312, made by bash scripts/setup_ttnn.sh)"
    )


def check_ttnn_version() -> None:
    """``ValueError`` (one line) unless the installed ttnn is a supported one or absent; call
    it before ttnn opens a device or a mock is set up for the backend."""
    problem = ttnn_version_problem()
    if problem is not None:
        raise ValueError(problem)


def check_ttnn_ready() -> None:
    """``ValueError`` (one line) when this Python cannot run ``device='tt'``: no ttnn, or an
    unsupported one (``check_ttnn_version``); ttnn is not imported. The Blackhole backend and
    the start-up preflight both call it, before any weights are read."""
    if importlib.util.find_spec("ttnn") is None:
        here = "{}.{}.{}".format(*sys.version_info[:3])
        why = "ttnn is not installed in this Python" + (
            ""
            if sys.version_info[:2] == (3, 12)
            else f" ({here}: ttnn ships for 3.12 only, and the [ttnn] extra installs nothing "
            "here; run under Python 3.12)"
        )
        raise ValueError(
            "device='tt' needs the ttnn package (Python 3.12, `pip install "
            "'tt-depth-anything-3[ttnn]'`; a source checkout: bash scripts/setup_ttnn.sh) and a "
            f"Blackhole device; {why}"
        )
    check_ttnn_version()
