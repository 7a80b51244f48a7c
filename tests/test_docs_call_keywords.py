"""Every keyword the docs pass in a call they write out in backticks (`` `to_uint16(scale=1000)` ``,
`` `reconstruct(..., gaussians=True)` ``) is a parameter of a package callable of that name:
a renamed or removed parameter leaves no sentence behind that names the old one. PYTHON.md said
`` `DepthAnything3(dtype=)` `` where ``dtype`` is ``from_pretrained``'s, the constructor taking
none."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import tt_depth_anything_3 as package

ROOT = Path(__file__).resolve().parents[1]
DOCS = ["README.md", "PYTHON.md", "SERVING.md", "EVALUATION.md"]
CALL = re.compile(r"`((?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*))\(([^`]*)\)`")
# calls of other libraries the docs write out (``torch.load(weights_only=True)``)
FOREIGN = ("torch.", "np.", "numpy.", "ov.", "ray.", "serve.", "uvicorn.", "os.", "onnx")


@cache
def callables() -> dict[str, list[inspect.Signature]]:
    """Bare name -> the signatures of the package's functions, classes and methods so named
    (``model`` is ``DepthAnything3.__call__``); modules that need a missing extra are left out."""
    found: dict[str, list[inspect.Signature]] = {}

    def add(name: str, thing: Callable) -> None:
        try:
            found.setdefault(name, []).append(inspect.signature(thing))
        except (TypeError, ValueError):  # a builtin without a signature
            pass

    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if info.name.endswith("__main__"):  # importing it runs the command
            continue
        try:
            module = importlib.import_module(info.name)
        except ImportError:  # ttnn, an extra not installed here
            continue
        for name, thing in vars(module).items():
            if name.startswith("_") or getattr(thing, "__module__", None) != module.__name__:
                continue
            if inspect.isclass(thing):
                add(name, thing)
                for method in vars(thing):
                    if not method.startswith("_") and callable(getattr(thing, method, None)):
                        add(method, getattr(thing, method))
            elif callable(thing):
                add(name, thing)
    add("model", package.DepthAnything3.__call__)
    return found


def top_level_keywords(arguments: str) -> list[str]:
    """The ``name=`` keywords of a call's argument text, not those of calls nested in it."""
    depth, keywords, piece = 0, [], ""
    for char in arguments + ",":
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(char, 0)
        if char == "," and depth == 0:
            match = re.match(r"\s*([a-z_]\w*)\s*=(?!=)", piece)
            keywords += [match.group(1)] if match else []
            piece = ""
        else:
            piece += char
    return keywords


def wrong_keywords(text: str, doc: str = "") -> list[str]:
    """``doc:line: call: keywords`` for each written call no package callable of its name takes."""
    wrong = []
    for match in CALL.finditer(text):
        written, name, arguments = match.groups()
        keywords = top_level_keywords(arguments)
        if not keywords or written.startswith(FOREIGN) or name not in callables():
            continue
        takes = [
            all(k in sig.parameters for k in keywords)
            or any(p.kind is p.VAR_KEYWORD for p in sig.parameters.values())
            for sig in callables()[name]
        ]
        if not any(takes):
            line = text[: match.start()].count("\n") + 1
            wrong.append(f"{doc}:{line}: `{written}(...)`: {keywords}")
    return wrong


def checked_calls(text: str) -> int:
    """How many written calls with keywords name a package callable (what the test reads)."""
    return sum(
        1
        for m in CALL.finditer(text)
        if top_level_keywords(m.group(3)) and m.group(2) in callables()
    )


def test_documented_call_keywords_exist() -> None:
    texts = {doc: (ROOT / doc).read_text(encoding="utf-8") for doc in DOCS}
    assert sum(checked_calls(text) for text in texts.values()) > 30
    wrong = [line for doc, text in texts.items() for line in wrong_keywords(text, doc)]
    assert not wrong, "keywords the docs pass that no such callable takes:\n" + "\n".join(wrong)


def test_the_keyword_check_can_fail() -> None:
    assert wrong_keywords("`out.to_uint16(scale=1000)`") == []
    assert wrong_keywords("`out.to_uint16(scal=1000)`") == [":1: `out.to_uint16(...)`: ['scal']"]
    assert wrong_keywords("`DepthAnything3(dtype=)`") == [":1: `DepthAnything3(...)`: ['dtype']"]
    # a keyword of a call nested in the arguments is that call's, not the outer one's
    assert wrong_keywords("`model(load_image(data, reduce_to=r))`") == []
    assert wrong_keywords("`torch.load(weights_only=True)`") == []
