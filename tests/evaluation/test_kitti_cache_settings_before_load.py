"""``tt-da3 eval-kitti`` rerun into an ``--out`` whose prediction cache was made with other
settings (``--process-res``, ``--resize-mode``, another checkpoint): refused only once the
model had loaded (on a chip, its compile; an engine, its export). What the flags decide is now
compared before any load; the rest (backend, device, precision) still after it."""

from __future__ import annotations

import shutil

import numpy as np
import pytest

from support.kitti_synthetic import make_synthetic_kitti
from tt_depth_anything_3.api import DepthAnything3
from tt_depth_anything_3.cli import common, main
from tt_depth_anything_3.config.options import ModelOptions

BF16_PCC = ("--dtype", "bfloat16", "--pcc")


@pytest.fixture(scope="module")
def kitti(tmp_path_factory):
    return make_synthetic_kitti(tmp_path_factory.mktemp("kitti"))


@pytest.fixture(scope="module")
def first_run(kitti, tiny_metric_checkpoint, tmp_path_factory):
    """An ``--out`` holding the predictions (bfloat16: a float32 CPU run is the ``--pcc``
    reference itself, which writes no reference) and the ``--pcc`` reference of one frame at
    140."""
    out = tmp_path_factory.mktemp("first_run")
    assert run(kitti, out, "--weights", str(tiny_metric_checkpoint), *BF16_PCC) == 0
    assert len(list((out / "predictions").glob("*.npz"))) == 1
    assert len(list((out / "reference").glob("*.npz"))) == 1
    return out


def run(kitti, out, *flags: str, process_res: str = "140", device: str = "cpu") -> int:
    argv = ["eval-kitti", "--kitti-root", str(kitti.root), "--gt-root", str(kitti.gt_root)]
    argv += ["--split-file", str(kitti.split_file), "--out", str(out), "--limit", "1"]
    argv += ["--device", device] if device else []
    return main([*argv, "--no-progress", "--process-res", process_res, *flags])


@pytest.fixture
def no_load(monkeypatch):
    """Any model load fails the test."""

    def load(*args, **kwargs):
        raise AssertionError("the model was loaded before the cache was refused")

    monkeypatch.setattr(common, "load_model_from_args", load)
    monkeypatch.setattr(DepthAnything3, "from_options", classmethod(load))
    monkeypatch.setattr(DepthAnything3, "from_pretrained", classmethod(load))


def copied(first_run, tmp_path):
    out = tmp_path / "out"
    shutil.copytree(first_run, out)
    return out


@pytest.mark.parametrize(
    ("flags", "res", "said"),
    [
        ((), "280", "process_res: 140 there, 280 now"),
        (("--resize-mode", "squash"), "140", "resize_mode: 'upper_bound' there, 'squash' now"),
    ],
)
def test_other_settings_are_refused_before_the_model_loads(
    kitti, first_run, tiny_metric_checkpoint, tmp_path, capsys, no_load, flags, res, said
):
    out = copied(first_run, tmp_path)
    weights = ("--weights", str(tiny_metric_checkpoint))
    assert run(kitti, out, *weights, *flags, process_res=res) == 2
    err = capsys.readouterr().err
    assert f"error: {out / 'predictions'} holds predictions of another model made otherwise" in err
    assert said in err and "use another output folder, or the same model and settings" in err
    assert sorted(p.name for p in (out / "predictions").iterdir()) == sorted(
        p.name for p in (first_run / "predictions").iterdir()
    )  # nothing written or removed


def test_another_checkpoint_is_refused_before_the_model_loads(
    kitti, first_run, tiny_metric_checkpoint, tmp_path, capsys, no_load
):
    out = copied(first_run, tmp_path)
    other = tmp_path / "other_weights"
    shutil.copytree(tiny_metric_checkpoint, other)  # the same bytes elsewhere: another source
    assert run(kitti, out, "--weights", str(other)) == 2
    err = capsys.readouterr().err
    assert "holds predictions of another model made otherwise (checkpoint.source" in err


def test_the_pcc_reference_cache_is_checked_before_it_loads(
    kitti, first_run, tiny_metric_checkpoint, tmp_path, capsys, no_load
):
    out = copied(first_run, tmp_path)
    predictions = tmp_path / "files"
    predictions.mkdir()
    for key, depth in kitti.ground_truth.items():
        np.save(predictions / f"{key}.npy", depth.astype(np.float32))
    flags = ["--weights", str(tiny_metric_checkpoint), "--pcc", "--predictions", str(predictions)]
    assert run(kitti, out, *flags, process_res="280", device="") == 2
    err = capsys.readouterr().err
    assert f"{out / 'reference'} holds predictions of another model" in err
    assert "process_res: 140 there, 280 now" in err


def test_the_same_settings_pass_the_check_and_reuse_the_cache(
    kitti, first_run, tiny_metric_checkpoint, tmp_path, monkeypatch
):
    """The check before the load does not refuse what the one after it takes: the same
    checkpoint named by a relative path, the settings the load decides (device cpu)."""
    out = copied(first_run, tmp_path)
    monkeypatch.chdir(tiny_metric_checkpoint.parent)
    assert run(kitti, out, "--weights", tiny_metric_checkpoint.name, *BF16_PCC) == 0
    assert len(list((out / "predictions").glob("*.npz"))) == 1


def test_the_options_fingerprint_is_the_loaded_models(tiny_metric_checkpoint, tiny_metric_model):
    """Each field the options decide equals the loaded model's own record of it."""
    from tt_depth_anything_3.evaluation.predictions import model_fingerprint, options_fingerprint

    options = ModelOptions(weights=str(tiny_metric_checkpoint), device="cpu", process_res=140)
    known = options_fingerprint(options)
    loaded = model_fingerprint(tiny_metric_model)
    assert set(known) == {"cache_version", "model_name", "source", "checkpoint", "process_res",
                          "resize_mode"}  # fmt: skip
    assert {key: loaded[key] for key in known} == known
    hub = options_fingerprint(ModelOptions(model_id="depth-anything/DA3METRIC-LARGE"))
    assert hub["source"] == "hub:depth-anything/DA3METRIC-LARGE"
    # another revision of the repo is another checkpoint: its cache was taken as this one's
    tagged = options_fingerprint(ModelOptions(model_id=hub["source"][4:], revision="v2"))
    assert tagged["source"] == tagged["checkpoint"]["source"] == f"{hub['source']}@v2"
    for not_hub in ("da3-small", "./missing", "missing/model.safetensors"):
        assert "source" not in options_fingerprint(ModelOptions(model_id=not_hub))
