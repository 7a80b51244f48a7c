"""Parity of the DA3-GIANT layout with the official code (float32, seeded random weights).

The CI network keeps every layer type of DA3-GIANT (SwiGLU MLP, alternating local / global
attention, RoPE, QK-norm, camera token, cat-token DualDPT, camera encoder / decoder, the GS
head and adapter) at tiny widths; ``benchmarks/family_parity.py`` runs the full-size
DA3-GIANT once (README: every output Pearson 1.00000000 at 140x196). Views seen together
(2, 3: a reference view chosen) as well as single images. Gates: depth /
confidence Pearson >= 0.99999, max relative error <= 1e-4; extrinsics / intrinsics max error
<= 1e-4.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch

from support.checkpoints import open_model
from support.numerics import pearson
from support.official_family import TINY_GIANT_ARCH, build_official_tiny_giant
from support.official_reference import official_head_outputs, randomize, save_official_checkpoint

PCC_MIN = 0.99999
MAX_REL = 1e-4


def assert_close(name: str, ours: torch.Tensor, ref: torch.Tensor) -> None:
    assert ours.shape == ref.shape, f"{name}: shape {ours.shape} vs {ref.shape}"
    assert torch.isfinite(ref).all() and ref.std() > 0, f"{name}: reference is degenerate"
    corr = pearson(ours, ref)
    assert corr >= PCC_MIN, f"{name}: Pearson {corr:.8f} < {PCC_MIN}"
    err = float(((ours - ref).abs() / ref.abs()).max())
    assert err <= MAX_REL, f"{name}: max relative error {err:.3e} > {MAX_REL}"


@pytest.fixture(scope="module")
def giant(tmp_path_factory):
    reference = randomize(build_official_tiny_giant(), seed=5)
    folder = save_official_checkpoint(reference, "da3-giant", tmp_path_factory.mktemp("giant"))
    config = {"model_name": "da3-giant", "architecture": TINY_GIANT_ARCH}
    (folder / "config.json").write_text(json.dumps(config))
    ours, backend = open_model(folder)
    with ours:
        yield reference, ours, backend, folder


@pytest.mark.parametrize("size", [(196, 280), (266, 182)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_giant_depth_and_conf_match_official(giant, size):
    reference, ours, backend, _ = giant
    assert ours.config.backbone.ffn == "swiglu" and ours.config.gaussians is not None
    images = torch.randn(2, 3, *size, generator=torch.Generator().manual_seed(size[0]))
    expected = official_head_outputs(reference, images)
    with torch.inference_mode():
        got = backend.network(images)
    assert set(got) == set(expected) == {"depth", "conf", "extrinsics", "intrinsics"}
    for key in ("depth", "conf"):
        assert_close(f"{key} {size}", got[key], expected[key])
    for key in ("extrinsics", "intrinsics"):  # the camera decoder on the giant's tokens
        err = float((got[key] - expected[key]).abs().max())
        assert err <= 1e-4, f"{key} {size}: max error {err:.2e}"


@pytest.mark.parametrize("dtype", ["bfloat16", "int8"])
def test_giant_low_precision_storage(giant, dtype):
    """bf16 / int8 storage load the SwiGLU network and stay close to float32."""
    reference, ours, backend, folder = giant
    images = torch.randn(1, 3, 140, 196, generator=torch.Generator().manual_seed(1))
    with torch.inference_mode():
        fp32 = backend.network(images)["depth"]
    low, low_backend = open_model(folder, dtype)
    with low, torch.inference_mode():
        got = low_backend.network(images)["depth"]
    assert pearson(got, fp32) >= 0.999, f"{dtype}: Pearson {pearson(got, fp32):.6f}"


@pytest.mark.parametrize("views", [1, 2])
def test_giant_gaussians_match_official(giant, views):
    """GS head + adapter: world-space Gaussians from the official forward (``infer_gs``)
    against ``forward_views(with_gaussians=True)`` + ``gaussians_from_head``."""
    from tt_depth_anything_3.geometry.gaussians import FIELDS, gaussians_from_head, to_gaussians

    reference, ours, backend, _ = giant
    network = backend.network
    images = torch.randn(1, views, 3, 140, 196, generator=torch.Generator().manual_seed(views))
    with torch.inference_mode():
        expected = reference(images, infer_gs=True).gaussians
        out = network.forward_views(images, with_gaussians=True)
    got = gaussians_from_head(
        out["gs_raw"][0],
        out["gs_density"][0],
        out["depth"][0],
        out["extrinsics"][0],
        out["intrinsics"][0],
        network.config.gaussians,
    )
    for name in FIELDS:
        ref = getattr(expected, name)[0]
        assert got[name].shape == ref.shape, f"{name}: {got[name].shape} vs {ref.shape}"
        corr = pearson(got[name], ref)
        assert corr >= 0.9999, f"{name} ({views} views): Pearson {corr:.6f}"
    exported = to_gaussians(got)
    drawable = int(((got["scales"] > 0).all(-1) & (got["opacities"] > 0)).sum())
    assert len(exported) == drawable > 0 and exported.harmonics.shape[1:] == (3, 9)


def test_reconstruct_gives_scene_gaussians(giant, tmp_path):
    """``model.reconstruct(views, gaussians=True)``: ``scene.gaussians`` in the scene's frame,
    written as a 3DGS ``.gs.ply``."""
    _, ours, _, _ = giant
    rng = torch.Generator().manual_seed(3)
    views = [(torch.rand(150, 200, 3, generator=rng) * 255).byte().numpy() for _ in range(2)]
    ours.process_res = 140  # small network input for CI (restored below)
    try:
        scene = ours.reconstruct(views, gaussians=True)
        assert ours.reconstruct(views).gaussians is None
        k = torch.tensor([[100.0, 0, 100], [0, 100, 75], [0, 0, 1]])
        with pytest.raises(ValueError, match="no extrinsics"):
            ours.reconstruct(
                views, gaussians=True, extrinsics=torch.eye(4).repeat(2, 1, 1), intrinsics=k
            )
    finally:
        ours.process_res = 504
    g = scene.gaussians
    assert g is not None and 0 < len(g) <= 2 * scene.depth.shape[1] * scene.depth.shape[2]
    assert g.harmonics.shape[1:] == (3, 9) and g.rotations.shape[1] == 4
    assert np.isfinite(g.means).all()
    path = scene.save(tmp_path / "scene.gs.ply")
    assert path.stat().st_size > 0


@pytest.mark.parametrize("views", [2, 3])
def test_giant_views_depth_and_cameras_match_official(giant, views):
    """Views seen together (the cross-view attention; 3 views pick a reference view): the
    official forward's depth / confidence (Pearson >= 0.99999, max relative error <= 1e-4) and
    cameras (max error <= 1e-4) against ``forward_views``, and the same reference view."""
    reference, _, backend, _ = giant
    images = torch.randn(1, views, 3, 140, 196, generator=torch.Generator().manual_seed(views))
    with torch.inference_mode():
        expected = reference(images)
        got = backend.network.forward_views(images)
    assert_close(f"depth ({views} views)", got["depth"], expected["depth"])
    assert_close(f"conf ({views} views)", got["conf"], expected["depth_conf"])
    for key in ("extrinsics", "intrinsics"):
        err = float((got[key] - expected[key]).abs().max())
        assert err <= 1e-4, f"{key} ({views} views): max error {err:.2e}"
