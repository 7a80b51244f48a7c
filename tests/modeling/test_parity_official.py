"""Parity with the official DA3 implementation (depth-anything-3==0.1.1), float32, CPU.

Seeded random weights (std 1/sqrt(fan_in)) are saved by the test in the official hub format
and loaded through our public loader. Compared: the head's depth (and sky / confidence) before
any sky fill. Gates: Pearson >= 0.99999 and max relative error <= 1e-4 (depth, confidence);
for the ReLU sky score, whose many near-zero values make a relative error meaningless, max
absolute error <= 1e-4 x its range.
"""

from __future__ import annotations

import shutil

import numpy as np
import pytest
import torch

from support.checkpoints import open_backend
from support.numerics import pearson as pcc
from support.official_reference import (
    build_official,
    official_head_outputs,
    official_input_processor,
    randomize,
    save_official_checkpoint,
)
from tt_depth_anything_3 import DepthAnything3

PCC_MIN = 0.99999
MAX_REL = 1e-4
SIZES = [(196, 280), (266, 182)]  # landscape and portrait, multiples of 14


def assert_close(name: str, ours: torch.Tensor, ref: torch.Tensor) -> None:
    assert ours.shape == ref.shape, f"{name}: shape {ours.shape} vs {ref.shape}"
    assert torch.isfinite(ref).all() and ref.std() > 0, f"{name}: reference output is degenerate"
    corr = pcc(ours, ref)
    assert corr >= PCC_MIN, f"{name}: Pearson {corr:.8f} < {PCC_MIN}"
    if name.startswith("sky"):
        err = float((ours - ref).abs().max() / (ref.max() - ref.min()))
    else:
        err = float(((ours - ref).abs() / ref.abs()).max())
    assert err <= MAX_REL, f"{name}: max error {err:.3e} > {MAX_REL}"


@pytest.fixture(scope="module", params=["da3metric-large", "da3mono-large", "da3-small"])
def official_and_ours(request, tmp_path_factory):
    name = request.param
    seed = {"da3metric-large": 0, "da3mono-large": 1, "da3-small": 2}[name]
    reference = randomize(build_official(name), seed)
    folder = save_official_checkpoint(reference, name, tmp_path_factory.mktemp(name))
    backend = open_backend(folder)
    with DepthAnything3(backend.network.config, backend) as ours:
        yield name, reference, backend, ours
    shutil.rmtree(folder)  # 1.3 GB at full size: one on disk at a time


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_head_outputs_match_official(official_and_ours, size):
    name, reference, backend, _ = official_and_ours
    images = torch.randn(2, 3, *size, generator=torch.Generator().manual_seed(size[0]))
    expected = official_head_outputs(reference, images)
    with torch.inference_mode():
        got = backend.run(images).heads
    assert set(got) == set(expected), f"{name}: outputs {sorted(got)} vs {sorted(expected)}"
    for key in expected:
        if key in ("extrinsics", "intrinsics"):
            assert_cameras_close(f"{name} {size}", got, expected)
        else:
            assert_close(f"{key} ({name} {size})", got[key], expected[key])


def assert_cameras_close(name: str, ours: dict, ref: dict) -> None:
    """Extrinsics: max abs error <= 1e-4; intrinsics: relative error <= 1e-4."""
    ext_err = float((ours["extrinsics"] - ref["extrinsics"]).abs().max())
    assert ext_err <= 1e-4, f"extrinsics ({name}): max abs error {ext_err:.3e}"
    k_err = float(
        (
            (ours["intrinsics"] - ref["intrinsics"]).abs() / ref["intrinsics"].abs().clamp(min=1)
        ).max()
    )
    assert k_err <= 1e-4, f"intrinsics ({name}): max relative error {k_err:.3e}"


def test_end_to_end_from_uint8_image(official_and_ours):
    """Same photo, official preprocessing + network vs our public call."""
    name, reference, _, ours = official_and_ours
    rng = np.random.default_rng(3)
    y, x = np.mgrid[0:300, 0:410]
    photo = np.stack([x % 200, (y * 3) % 256, (x + y) % 256], -1) + rng.integers(
        0, 30, (300, 410, 3)
    )
    photo = np.clip(photo, 0, 255).astype(np.uint8)

    processor = official_input_processor()
    batch, _, _ = processor([photo], process_res=504, num_workers=1)
    expected = official_head_outputs(reference, batch)  # (1, 3, h, w)

    focal = 400.0
    out = ours(photo, focal_px=focal, sky_fill="none")
    assert out.model_input_size == tuple(batch.shape[-2:])
    depth = torch.from_numpy(out.depth)
    if out.units == "m":
        h, w = out.model_input_size
        f_model = (focal * w / photo.shape[1] + focal * h / photo.shape[0]) / 2
        depth = depth / (f_model / 300.0)
    assert_close(f"depth ({name} e2e)", depth, expected["depth"][0])
    if "sky" in expected:
        assert_close(f"sky ({name} e2e)", torch.from_numpy(out.sky), expected["sky"][0])
    if "conf" in expected:
        assert_close(f"conf ({name} e2e)", torch.from_numpy(out.conf), expected["conf"][0])


@pytest.mark.parametrize("shape", [(300, 410), (410, 300), (504, 504), (100, 90), (1000, 30)])
def test_preprocessing_matches_official(shape):
    processor = official_input_processor()
    rng = np.random.default_rng(shape[0])
    photo = rng.integers(0, 256, (*shape, 3), dtype=np.uint8)
    expected, _, _ = processor([photo], process_res=504, num_workers=1)
    from tt_depth_anything_3.inference.preprocess import preprocess

    got = preprocess(photo, 504, "upper_bound")
    assert got.tensor.shape == expected[0].shape
    assert torch.equal(got.tensor, expected[0])
    assert got.array.dtype == np.float32  # the pipeline's numpy form, the same memory
