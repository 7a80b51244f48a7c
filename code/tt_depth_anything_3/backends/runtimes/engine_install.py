"""Whether an engine's packages are installed and import, checked before it is used: a
missing one is a ValueError naming the runtime and the ``pip install`` that brings it, a
broken one (installed, a shared library missing) the import's own error in one line. Nothing
here imports an engine until it is asked for."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from . import ENGINE_MODULES

RUNTIME_EXTRA = {"tensorrt": "runtimes-gpu"}  # its ONNX Runtime is the GPU build
EXPORTER_MODULES = ("onnx", "onnxscript")  # torch.onnx.export's (the engines' graphs)


def check_engine_installed(runtime: str, module: str | None = None, dtype: object = None) -> None:
    """A ValueError naming the runtime (and ``dtype``, as the user gave it, where only that
    dtype needs the package: NNCF for OpenVINO's int8) and how to install it when its engine's
    ``module`` (``ENGINE_MODULES``' by default) is not installed; nothing is imported."""
    module = module or ENGINE_MODULES[runtime]
    if importlib.util.find_spec(module) is None:
        subject = _subject(runtime, dtype)
        raise ValueError(
            f"{subject} needs the {module} package, which is not installed in this "
            f"Python: pip install 'tt-depth-anything-3[{RUNTIME_EXTRA.get(runtime, 'runtimes')}]'"
        )


def _subject(runtime: str, dtype: object = None) -> str:
    """Who needs the package: ``runtime='...'`` (with ``, dtype='...'`` when given), or an
    export (``"export"``, or a text starting ``exporting``, which names no runtime: the user
    asked for none)."""
    if runtime == "export":
        return "exporting"
    if runtime.startswith("exporting"):
        return runtime
    return f"runtime={runtime!r}" + ("" if dtype is None else f", dtype={dtype!r}")


def engine_import_error(module: str) -> str | None:
    """Why an installed engine ``module`` cannot be imported (a broken install: a shared
    library missing), in one line, or None when it imports."""
    try:
        importlib.import_module(module)
    except ImportError as err:
        return f"{type(err).__name__}: {(str(err).splitlines() or [''])[0]}"
    return None


def exporter_missing() -> str | None:
    """The first of ``EXPORTER_MODULES`` not installed, or None (nothing is imported)."""
    missing = [name for name in EXPORTER_MODULES if importlib.util.find_spec(name) is None]
    return missing[0] if missing else None


def check_exporter_installed(runtime: str) -> None:
    """``check_engine_installed``'s ValueError for the first exporter module missing: an
    engine's graph is exported before it runs."""
    missing = exporter_missing()
    if missing is not None:
        check_engine_installed(runtime, missing)


def require_exporter(runtime: str) -> Any:
    """The ``onnx`` module, after ``EXPORTER_MODULES`` are each found installed and importable
    (torch's exporter imports ``onnxscript``: without it the export failed in a traceback
    after a minute), else ``require_engine``'s ValueError naming the missing one."""
    for module in EXPORTER_MODULES:
        require_engine(runtime, module)
    return importlib.import_module("onnx")


def require_engine(runtime: str, module: str, dtype: object = None) -> Any:
    """The engine's module, or a ValueError naming the runtime (and ``dtype``, as
    ``check_engine_installed``) and how to install it (not installed) or why it does not
    import (installed but broken)."""
    check_engine_installed(runtime, module, dtype)
    broken = engine_import_error(module)
    if broken is not None:
        raise ValueError(
            f"{_subject(runtime, dtype)}: the installed {module} package cannot be imported "
            f"({broken}); reinstall it: pip install --force-reinstall "
            f"'tt-depth-anything-3[{RUNTIME_EXTRA.get(runtime, 'runtimes')}]'"
        )
    return importlib.import_module(module)
