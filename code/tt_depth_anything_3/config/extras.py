"""The optional dependencies (pyproject's extras): ``MissingExtraError`` names the extra to
install, and ``check_installed`` asks before any work whether a task's modules are there
(``importlib.util.find_spec``: nothing is imported)."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterable
from types import ModuleType

PACKAGE = "tt-depth-anything-3"
# the [server] extra's modules: the app (fastapi, its multipart forms, its metrics), uvicorn
# with WebSockets, and httpx (the Ray gateway's forwarding; serve --ray needs [server] too)
SERVER_MODULES = ("fastapi", "uvicorn", "multipart", "prometheus_client", "httpx", "websockets")


class MissingExtraError(ImportError):
    """An optional dependency is not installed; the message says which extra brings it."""


def install_hint(extra: str) -> str:
    return f"pip install '{PACKAGE}[{extra}]'"


def require_module(
    module: str, task: str, extra: str, minimum: tuple[tuple[int, ...], str] | None = None
) -> ModuleType:
    """``import module``, or ``MissingExtraError`` saying ``task`` needs it and how to get it;
    ``minimum``: (the oldest version that works, what an older one gets wrong), an older
    installed version (its ``__version__``) is a ``MissingExtraError`` saying so too."""
    try:
        imported = importlib.import_module(module)
    except ImportError as err:
        raise MissingExtraError(f"{task} needs {module}: {install_hint(extra)}") from err
    if minimum is not None:
        oldest, why = minimum
        found = str(getattr(imported, "__version__", ""))
        if version_tuple(found) < oldest:
            wanted = ".".join(map(str, oldest))
            raise MissingExtraError(
                f"{task} needs {module} >= {wanted}, found {found or 'an unknown version'} "
                f"({why}): {install_hint(extra)}"
            )
    return imported


def version_tuple(text: str) -> tuple[int, ...]:
    """The leading numbers of a version string: ``"17.0.1rc1"`` -> (17, 0, 1), ``""`` -> ()."""
    numbers = []
    for part in text.split("."):
        digits = ""
        for char in part:
            if not char.isdigit():
                break
            digits += char
        if not digits:
            break
        numbers.append(int(digits))
        if len(digits) < len(part):
            break
    return tuple(numbers)


def check_installed(modules: Iterable[str], task: str, extra: str) -> None:
    """``MissingExtraError`` naming each of ``modules`` that is not installed."""
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        raise MissingExtraError(f"{task} needs {', '.join(missing)}: {install_hint(extra)}")
