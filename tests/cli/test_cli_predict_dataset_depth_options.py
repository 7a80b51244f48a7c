"""``tt-da3 predict-dataset`` takes predict's ``--max-depth-m`` and ``--resize-to-original``
(its outputs were always at the network size, unclamped: "unrecognized arguments"), passes
them to each replica's call and records them in ``run.json``; an unused ``--png-scale`` is
said as ``predict`` says it (it was taken in silence). The job runs its replica in this
process (``DepthPredictor``, as a Ray replica builds it): no Ray."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.scale_out.dataset import RUN_RECORD, DatasetReport

pytest.importorskip("ray")


def _in_process_job(calls: list[dict]):
    """A ``predict_dataset`` that runs one ``DepthPredictor`` here on every item."""
    from tt_depth_anything_3.scale_out.predictor import DepthPredictor, decode_batch
    from tt_depth_anything_3.scale_out.resources import ReplicaResources

    def job(items, out_dir, model, **kwargs) -> DatasetReport:
        calls.append(kwargs)
        batch = {
            "source": np.asarray([item.source for item in items], dtype=object),
            "name": np.asarray([item.name for item in items], dtype=object),
            "intrinsics": np.full((len(items), 9), np.nan),
        }
        replica = DepthPredictor(
            model,
            ReplicaResources("cpu"),
            str(out_dir),
            kwargs["formats"],
            kwargs["call_kwargs"],
            kwargs["png_scale"],
        )
        rows = replica(decode_batch(batch, max_pixels=1_000_000))
        assert list(rows["status"]) == ["written"] * len(items), rows["error"]
        failures = Path(out_dir) / "failures.jsonl"
        return DatasetReport(len(items), 0, len(items), 0, 1.0, failures, {}, None)

    return job


@pytest.fixture()
def job_here(monkeypatch, in_process_replica) -> list[dict]:
    import tt_depth_anything_3.cli.common as common
    import tt_depth_anything_3.scale_out.dataset as dataset

    calls: list[dict] = []
    monkeypatch.setattr(dataset, "predict_dataset", _in_process_job(calls))
    monkeypatch.setattr(common, "ray_cluster", lambda args: contextlib.nullcontext())
    return calls


def test_max_depth_and_resize_to_original_reach_the_replicas(
    tmp_path, photo, tiny_metric_checkpoint, job_here, capsys
):
    folder = tmp_path / "in"
    (folder / "sub").mkdir(parents=True)
    Image.fromarray(photo[:37, :53]).save(folder / "odd.png")  # odd sizes, in a subfolder
    Image.fromarray(photo[:61, :29]).save(folder / "sub" / "tall.jpg")
    out = tmp_path / "out"
    model = ["--weights", str(tiny_metric_checkpoint), "--process-res", "70", "--no-progress"]
    argv = ["predict-dataset", str(folder), "--out", str(out), "--format", "npy", *model]
    given = ["--max-depth-m", "0.5", "--resize-to-original"]
    assert main([*argv, "--format", "png", *given]) == 0
    assert job_here[0]["call_kwargs"] == {"max_depth_m": 0.5, "resize_to_original": True}
    for name, shape in (("odd", (37, 53)), ("sub/tall", (61, 29))):
        depth = np.load(out / f"{name}.npy")
        assert depth.shape == shape  # the input's size, not the network's
        assert 0 < depth.max() <= np.float32(0.5)
        with Image.open(out / f"{name}.png") as png:
            assert png.size == shape[::-1] and np.asarray(png).max() <= 500
    record = json.loads((out / RUN_RECORD).read_text(encoding="utf-8"))
    assert record["call"] == {"max_depth_m": 0.5, "resize_to_original": True}
    capsys.readouterr()
    # a rerun with other options is refused before anything runs, naming the difference
    assert main([*argv, "--format", "png"]) == 2
    assert "max_depth_m" in capsys.readouterr().err and len(job_here) == 1


def test_without_the_flags_the_call_and_record_are_as_before(
    tmp_path, photo, tiny_metric_checkpoint, job_here
):
    Image.fromarray(photo[:37, :53]).save(tmp_path / "x.png")
    out = tmp_path / "out"
    model = ["--weights", str(tiny_metric_checkpoint), "--process-res", "70", "--no-progress"]
    assert main(["predict-dataset", str(tmp_path / "x.png"), "--out", str(out), *model]) == 0
    assert job_here[0]["call_kwargs"] == {}  # older run.json records still match
    with Image.open(out / "x.png") as png:
        assert png.size != (53, 37)  # the network's size


def test_an_unused_png_scale_is_said_as_predict_says_it(
    tmp_path, photo, tiny_metric_checkpoint, job_here, capsys
):
    Image.fromarray(photo).save(tmp_path / "x.png")
    model = ["--weights", str(tiny_metric_checkpoint), "--process-res", "70", "--no-progress"]
    argv = ["predict-dataset", str(tmp_path / "x.png"), "--out", str(tmp_path / "o"), *model]
    assert main([*argv, "--format", "npz", "--png-scale", "256"]) == 0
    assert (
        "tt-da3 predict-dataset: --png-scale sets the 16-bit PNG's units; --format npz writes "
        "no PNG, so it is not used"
    ) in capsys.readouterr().err
    assert main([*argv, "--format", "npz", "--format", "png", "--png-scale", "256"]) == 2
    assert "--png-scale sets" not in capsys.readouterr().err  # (refused: png_scale differs)


def test_max_depth_on_a_relative_model_is_said_and_on_inverse_depth_refused(
    tmp_path, photo, tiny_anyview_checkpoint, job_here, capsys
):
    Image.fromarray(photo).save(tmp_path / "x.png")
    argv = ["predict-dataset", str(tmp_path / "x.png"), "--no-progress", "--max-depth-m", "3"]
    model = ["--weights", str(tiny_anyview_checkpoint), "--process-res", "70"]
    assert main([*argv, "--out", str(tmp_path / "o"), *model]) == 0
    assert (
        "--max-depth-m clamps metric depth in metres; da3-small's depth is relative, so it "
        "clamps at 3 in relative units"
    ) in capsys.readouterr().err
    inverse = ["--model-id", "depth-anything/Depth-Anything-V2-Small"]
    assert main([*argv, "--out", str(tmp_path / "v2"), *inverse]) == 2
    assert "relative inverse depth (larger is nearer): --max-depth-m would clamp" in (
        capsys.readouterr().err
    )
    assert len(job_here) == 1 and not (tmp_path / "v2").exists()  # refused before Ray


@pytest.mark.parametrize("value", ["-1", "nan", "0"])
def test_a_max_depth_out_of_bounds_is_refused(tmp_path, photo, job_here, capsys, value):
    Image.fromarray(photo).save(tmp_path / "x.png")
    argv = ["predict-dataset", str(tmp_path / "x.png"), "--out", str(tmp_path / "o")]
    assert main([*argv, "--max-depth-m", value]) == 2
    assert "--max-depth-m" in capsys.readouterr().err and not job_here
