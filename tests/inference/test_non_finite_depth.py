"""Depth that is not finite no longer passes silently (tester_regress2 item 5): a checkpoint
whose weights are finite but overflow gave all-NaN depth with no word, and ``tt-da3 predict``
wrote an all-zero PNG, exit 0, with a 'raise --png-scale' hint. Now each such image warns once
(``NonFiniteDepthWarning``), and ``predict`` reports it as failed and exits 1."""

from __future__ import annotations

import shutil
import warnings

import pytest
from PIL import Image

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import NonFiniteDepthWarning

NOTE = "the network gave non-finite depth"


@pytest.fixture(scope="module")
def overflowing_checkpoint(tiny_metric_checkpoint, tmp_path_factory):
    """The tiny metric checkpoint with one attention weight times 1e30: finite, so the load
    takes it, but the network's numbers overflow to NaN."""
    import torch
    from safetensors.torch import load_file, save_file

    folder = tmp_path_factory.mktemp("overflowing")
    shutil.copy(tiny_metric_checkpoint / "config.json", folder / "config.json")
    weights = load_file(str(tiny_metric_checkpoint / "model.safetensors"))
    name = next(k for k in weights if k.endswith("qkv.weight"))
    weights[name] = weights[name] * torch.tensor(1e30, dtype=weights[name].dtype)
    assert torch.isfinite(weights[name]).all()
    save_file(weights, str(folder / "model.safetensors"))
    return folder


def test_each_image_of_non_finite_depth_warns_once(overflowing_checkpoint, photo):
    model = DepthAnything3.from_pretrained(
        weights_path=overflowing_checkpoint, device="cpu", process_res=70
    )
    with model, warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        outputs = model([photo, photo[:, ::-1]])
    said = [w for w in caught if issubclass(w.category, NonFiniteDepthWarning)]
    assert len(said) == 2 and all(NOTE in str(w.message) for w in said)
    assert all(out.non_finite_pixels() == out.depth.size for out in outputs)


def test_finite_depth_says_nothing(tiny_metric_model, photo):
    with warnings.catch_warnings():
        warnings.simplefilter("error", NonFiniteDepthWarning)
        assert tiny_metric_model(photo).non_finite_pixels() == 0


def test_predict_reports_the_image_as_failed(overflowing_checkpoint, photo, tmp_path, capsys):
    image = tmp_path / "a.png"
    Image.fromarray(photo).save(image)
    out = tmp_path / "out"
    args = ["predict", str(image), "--out", str(out), "--no-progress"]
    args += ["--weights", str(overflowing_checkpoint), "--device", "cpu", "--process-res", "70"]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert f"skipped {image}: {NOTE}" in err
    assert "--png-scale" not in err and "Warning" not in err
    assert not (out / "a.png").exists()
