"""Every numeric argument takes one real number in the same kinds (``config.scalars``): a
Python or numpy number, a 0-d numpy array or torch tensor, a ``Fraction`` or a ``Decimal``.
A 0-d tensor was taken as ``focal_px`` but refused as ``max_depth_m`` or ``colorize(vmin=)``;
a ``Fraction`` / ``Decimal`` focal length was refused; a ``Fraction`` percentile reached
numpy (a raw ``TypeError``). An array of several numbers is refused, saying its shape."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest
import torch

from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.scalars import real_number

KINDS = [
    pytest.param(lambda v: np.array(v), id="numpy-0d"),
    pytest.param(lambda v: torch.tensor(v), id="torch-0d"),
    pytest.param(lambda v: torch.tensor(v, dtype=torch.bfloat16), id="torch-bf16-0d"),
    pytest.param(lambda v: Fraction(v), id="fraction"),
    pytest.param(lambda v: Decimal(str(v)), id="decimal"),
    pytest.param(lambda v: np.float32(v), id="numpy-scalar"),
]


def test_real_number_kinds():
    assert real_number(np.array(2.5)) == 2.5 and real_number(Fraction(5, 2)) == 2.5
    assert real_number(10**400) == float("inf") and real_number(-(10**400)) == float("-inf")
    assert np.isnan(real_number(Decimal("sNaN")))
    for bad in (True, np.bool_(True), "3", b"3", 1j, [3.0], np.array([3.0]), None,
                torch.tensor(True), np.array(1 + 2j)):  # fmt: skip
        assert real_number(bad) is None, bad


@pytest.mark.parametrize("kind", KINDS)
def test_output_arguments_take_every_kind(tiny_metric_model, photo, kind):
    plain = tiny_metric_model(photo, focal_px=100.0, max_depth_m=2.0)
    out = tiny_metric_model(photo, focal_px=kind(100.0), max_depth_m=kind(2.0))
    np.testing.assert_array_equal(out.depth, plain.depth)
    assert type(out.focal_px) is float
    batch = tiny_metric_model([photo, photo], focal_px=[kind(100.0), 100.0])
    np.testing.assert_allclose(batch[0].depth, batch[1].depth, rtol=1e-5)
    lo, hi = float(np.percentile(plain.depth, 10)), float(np.percentile(plain.depth, 90))
    ends = kind(lo), kind(hi)  # bfloat16 rounds them: compare with the numbers they hold
    np.testing.assert_array_equal(
        plain.colorize(*ends), plain.colorize(*(real_number(v) for v in ends))
    )
    np.testing.assert_array_equal(plain.to_uint16(kind(1000.0)).array, plain.to_uint16().array)


@pytest.mark.parametrize("kind", KINDS)
def test_scene_percentiles_take_every_kind(tiny_anyview_model, photo, kind, tmp_path):
    scene = tiny_anyview_model.reconstruct([photo, photo[:, ::-1].copy()])
    np.testing.assert_array_equal(scene.point_mask(kind(40.0)), scene.point_mask(40.0))
    scene.save(tmp_path / "s.glb", conf_percentile=kind(30.0), camera_size=kind(0.05))
    scene.save(tmp_path / "s.ply", conf_percentile=kind(30.0))
    assert (tmp_path / "s.glb").stat().st_size > 0 and (tmp_path / "s.ply").stat().st_size > 0


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda m, p: m(p, max_depth_m=np.array([2.0, 3.0])), "max_depth_m must be a number"),
        (lambda m, p: m(p, max_depth_m=torch.tensor([2.0])), "max_depth_m must be a number"),
        (lambda m, p: m(p).colorize(vmin=np.array([0.5])), "vmin must be a positive finite"),
        (lambda m, p: m(p).to_uint16(np.ones(2)), "scale must be a finite number"),
    ],
)
def test_non_scalars_are_refused_saying_their_shape(tiny_metric_model, photo, call, words):
    with pytest.raises(InputError, match=words) as caught:
        call(tiny_metric_model, photo)
    assert "one number is taken, not an array of shape (" in str(caught.value)


def test_bool_and_text_still_refused(tiny_metric_model, photo):
    for value in (True, "3", torch.tensor(True)):
        with pytest.raises(InputError, match="max_depth_m must be a number or None"):
            tiny_metric_model(photo, max_depth_m=value)
    with pytest.raises(InputError, match="focal_px must be a number"):
        tiny_metric_model(photo, focal_px=np.array(True))
