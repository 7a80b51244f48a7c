"""PYTHON.md's preprocessing for an exported file run without the package (``to_network``, the
views stacked and centre-cropped as it says) gives the package's own network input bit for bit:
its ImageNet normalisation in float64, cast after, differed in the last bit of about two
values in three (an outside test of ``tt-da3 export``, run with plain ONNX Runtime)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import numpy as np
import pytest

from tt_depth_anything_3.config.errors import ViewCropWarning
from tt_depth_anything_3.geometry.views import prepare_views
from tt_depth_anything_3.inference.preprocess import preprocess

ROOT = Path(__file__).resolve().parents[3]


def documented_to_network():
    """``to_network`` as PYTHON.md's example defines it (its own imports, nothing else run)."""
    text = (ROOT / "PYTHON.md").read_text(encoding="utf-8")
    block = next(b for b in re.findall(r"```python\n(.*?)```", text, re.S) if "def to_network" in b)
    tree = ast.parse(block)
    kept = [
        node
        for node in tree.body
        if (isinstance(node, ast.FunctionDef) and node.name == "to_network")
        or (isinstance(node, ast.Import) and {a.name for a in node.names} <= {"cv2", "numpy"})
    ]
    scope: dict = {}
    exec(compile(ast.Module(body=kept, type_ignores=[]), "PYTHON.md", "exec"), scope)
    return scope["to_network"]


def photo(height: int, width: int, seed: int) -> np.ndarray:
    """A noisy gradient, uint8 RGB (every byte value reached, so every rounding is met)."""
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:height, 0:width]
    base = np.stack([x * 255 / width, y * 255 / height, (x + y) * 128 / (height + width)], -1)
    return np.clip(base + rng.normal(0, 20, base.shape), 0, 255).astype(np.uint8)


SIZES = [(427, 640), (517, 333), (120, 500), (40, 61), (98, 140)]


@pytest.mark.parametrize("process_res", [504, 140, 98, 1000])
def test_documented_preprocessing_is_the_packages_bit_for_bit(process_res):
    to_network = documented_to_network()
    for seed, (height, width) in enumerate(SIZES):
        rgb = photo(height, width, seed)
        ours = to_network(rgb, process_res)
        expected = preprocess(rgb, process_res).array[None]
        assert ours.dtype == np.float32 and ours.shape == expected.shape, (height, width)
        assert np.array_equal(ours, expected), (process_res, height, width)


def test_documented_views_stacking_is_the_packages_bit_for_bit():
    to_network = documented_to_network()
    land = photo(300, 451, 0)
    views = [land, photo(300, 400, 1), land[:, 20:]]  # 98x140, 112x140, 98x140 at 140
    xs = [to_network(v, 140)[0] for v in views]
    height, width = min(x.shape[1] for x in xs), min(x.shape[2] for x in xs)
    crops = []
    for x in xs:  # as PYTHON.md says: top (h - H) // 2, left (w - W) // 2
        top, left = (x.shape[1] - height) // 2, (x.shape[2] - width) // 2
        crops.append(x[:, top : top + height, left : left + width])
    ours = np.stack(crops)[None]
    with pytest.warns(ViewCropWarning, match="centre-cropped"):
        expected = prepare_views(views, 140, "upper_bound").tensor.numpy()[None]
    assert ours.shape == expected.shape == (1, 3, 3, 98, 140)
    assert np.array_equal(ours, expected)
