"""Every ``ttnn.*`` attribute and keyword the Blackhole backend uses exists in the installed ttnn.

Read from the sources (AST), checked against the live module: attributes by ``getattr``,
keywords against the nanobind signatures (``__nb_signature__``) or Python signatures.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from pathlib import Path

import pytest

ttnn = pytest.importorskip("ttnn")

import tt_depth_anything_3.backends.blackhole.device as backend_package  # noqa: E402

SOURCES = sorted(Path(backend_package.__file__).parent.glob("*.py"))


def _chain(node: ast.AST) -> list[str] | None:
    """``ttnn.a.b`` -> ["a", "b"]; None for anything not rooted at the name ``ttnn``."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name) and node.id == "ttnn" and parts:
        return parts[::-1]
    return None


def _uses() -> tuple[set[tuple[str, ...]], dict[tuple[str, ...], set[str]]]:
    attributes: set[tuple[str, ...]] = set()
    keywords: dict[tuple[str, ...], set[str]] = {}
    for path in SOURCES:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            chain = _chain(node) if isinstance(node, ast.Attribute) else None
            if chain:
                attributes.add(tuple(chain))
            if isinstance(node, ast.Call):
                called = _chain(node.func)
                if called:
                    names = {k.arg for k in node.keywords if k.arg is not None}
                    keywords.setdefault(tuple(called), set()).update(names)
    return attributes, keywords


def _resolve(chain: tuple[str, ...]):
    obj = ttnn
    for part in chain:
        obj = getattr(obj, part)
    return obj


def _signature_text(obj) -> str:
    """All signature text nanobind or Python offers for ``obj``."""
    texts = []
    candidates = [obj, getattr(obj, "function", None), getattr(obj, "__init__", None)]
    for candidate in [c for c in candidates if c is not None]:
        for target in (candidate, type(candidate).__dict__.get("__call__")):
            signature = getattr(target, "__nb_signature__", None)
            if signature:
                texts.extend(entry[0] for entry in signature)
    python = getattr(obj, "function", obj)
    if not texts and (inspect.isfunction(python) or inspect.isclass(python)):
        parameters = inspect.signature(python).parameters
        if set(parameters) == {"args", "kwargs"}:  # a thin wrapper: find the bound op
            for module in ("ttnn._ttnn.operations.conv", "ttnn._ttnn.operations.core"):
                bound = getattr(importlib.import_module(module), python.__name__, None)
                if bound is not None:
                    return _signature_text(bound)
        texts.append(str(inspect.signature(python)))
    return "\n".join(texts)


def test_backend_sources_were_found():
    attributes, keywords = _uses()
    assert len(SOURCES) >= 5 and len(attributes) > 30 and len(keywords) > 20


def test_every_ttnn_attribute_exists():
    attributes, _ = _uses()
    missing = []
    for chain in sorted(attributes):
        try:
            _resolve(chain)
        except AttributeError:
            missing.append(".".join(chain))
    assert not missing, f"not in the installed ttnn: {missing}"


def test_every_keyword_is_accepted():
    _, keywords = _uses()
    problems = []
    for chain, names in sorted(keywords.items()):
        text = _signature_text(_resolve(chain))
        if not text:
            problems.append(f"ttnn.{'.'.join(chain)}: no signature to check")
            continue
        for name in sorted(names):
            if not re.search(rf"\b{name}\s*[:=]", text):
                problems.append(f"ttnn.{'.'.join(chain)}(... {name}=...)")
    assert not problems, "keywords the installed ttnn does not accept:\n" + "\n".join(problems)


def test_the_keyword_check_can_fail():
    text = _signature_text(ttnn.linear)
    assert re.search(r"\bprogram_config\s*[:=]", text)
    assert not re.search(r"\bnot_a_keyword\s*[:=]", text)
