"""PYTHON.md against the public surface: the signatures it writes out in full name the real
parameters with their defaults, and every public attribute of the result classes is named."""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import pytest

import tt_depth_anything_3 as package
from tt_depth_anything_3 import (
    DA3Config,
    DepthAnything3,
    DepthOutput,
    FramePrediction,
    Scene,
    UInt16Depth,
)
from tt_depth_anything_3.config.parts import BackboneConfig, GaussianConfig
from tt_depth_anything_3.exports.sequence import StreamOptions
from tt_depth_anything_3.modeling import DepthAnything3Network
from tt_depth_anything_3.scale_out.dataset import predict_dataset
from tt_depth_anything_3.scale_out.resources import ReplicaResources
from tt_depth_anything_3.scale_out.serve import ServeOptions
from tt_depth_anything_3.server import ServerSettings

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "PYTHON.md").read_text(encoding="utf-8")
# where PYTHON.md writes the signature out (the text up to the matching ")"), and the callable
SIGNATURES = {
    "`scale_out.dataset.predict_dataset(": predict_dataset,
    "`scale_out.resources.ReplicaResources(": ReplicaResources,
    "`ServeOptions(replicas=": ServeOptions,
    "`network.forward_views(": DepthAnything3Network.forward_views,
    "result = model.reconstruct_stream(": DepthAnything3.reconstruct_stream,
}
# PYTHON.md without its code blocks: where a name is described, not only used
PROSE = re.sub(r"```.*?```", "", DOC, flags=re.S)


def documented_parameters(start: str) -> list[tuple[str, str | None]]:
    """(name, default text or None) of each parameter PYTHON.md writes after ``start``."""
    at = DOC.index(start) + start.index("(") + 1
    depth, pieces, piece = 1, [], ""
    for char in DOC[at:]:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 or (char == "," and depth == 1):
            pieces.append(" ".join(piece.split()))
            piece = ""
            if depth == 0:
                break
            continue
        piece += char
    result = []
    for text in pieces:
        if text in ("*", ""):
            continue
        name, _, default = text.partition("=")
        result.append((re.match(r"\w+|\.\.\.", name.strip()).group(), default.strip() or None))
    return result


@pytest.mark.parametrize("start", SIGNATURES)
def test_documented_signatures_are_the_real_ones(start: str) -> None:
    """PYTHON.md wrote ``predict_dataset(items, out_dir, load_kwargs, ...)`` where the parameter
    is ``model``, and left out ``ReplicaResources(extra=)``, ``ServeOptions``'s health checks
    and ``forward_views(with_gaussians=, head_views=)``."""
    parameters = inspect.signature(SIGNATURES[start]).parameters
    documented = documented_parameters(start)
    names = [name for name in parameters if name != "self"]
    assert [name for name, _ in documented] == names, start
    for name, text in documented:
        actual = parameters[name].default
        if text is None or repr(actual) == "<factory>":
            continue
        try:
            value = ast.literal_eval(text)
        except ValueError:  # an expression (``ReplicaResources()``): its name at least
            assert text.startswith(type(actual).__name__), (start, name, text)
            continue
        assert value == actual, f"{start}: {name}={text} documented, the code has {actual!r}"


@pytest.mark.parametrize("cls", [DepthOutput, UInt16Depth, Scene])
def test_every_public_attribute_is_named(cls: type) -> None:
    """``DepthOutput.shape`` / ``write_npz``, ``UInt16Depth.shape`` / ``dtype`` / ``to_png`` and
    ``Scene.num_views`` were public and named nowhere."""
    public = {name for name in dir(cls) if not name.startswith("_")}
    missing = sorted(n for n in public if not re.search(rf"`(\w+\.)*{n}[`(]", DOC))
    assert not missing, f"{cls.__name__}: not in PYTHON.md: {missing}"


def test_every_model_attribute_is_described() -> None:
    """``model.precision`` / ``backend`` / ``device`` / ``model_name`` / ``units`` appeared only
    in an example's ``print``, and ``reconstruct_stream``'s options nowhere but in prose."""
    public = [name for name in dir(DepthAnything3) if not name.startswith("_")]
    properties = [n for n in public if isinstance(getattr(DepthAnything3, n), property)]
    assert "precision" in properties
    missing = [n for n in properties if not re.search(rf"`model\.{n}`", PROSE)]
    assert not missing, f"model attributes PYTHON.md does not describe: {missing}"


def test_every_exported_name_is_described() -> None:
    """``tt_depth_anything_3.__version__`` is in ``__all__`` and was in no sentence."""
    missing = [n for n in package.__all__ if not re.search(rf"`[\w.]*\b{n}\b", PROSE)]
    assert not missing, f"package names PYTHON.md does not describe: {missing}"


DOCUMENTED_CLASSES = [
    DepthAnything3,
    DepthOutput,
    UInt16Depth,
    FramePrediction,
    Scene,
    DA3Config,
    BackboneConfig,
    GaussianConfig,
    StreamOptions,
    ServerSettings,
    ReplicaResources,
    ServeOptions,
]


@pytest.mark.parametrize("cls", DOCUMENTED_CLASSES, ids=lambda cls: cls.__name__)
def test_every_public_property_has_a_docstring(cls: type) -> None:
    """``help(DepthAnything3)`` showed ``backend``, ``device``, ``units``... with no text."""
    bare = [
        name
        for name, value in inspect.getmembers(cls, lambda v: isinstance(v, property))
        if not name.startswith("_") and not (value.__doc__ or "").strip()
    ]
    assert not bare, f"{cls.__name__}: properties without a docstring: {bare}"
