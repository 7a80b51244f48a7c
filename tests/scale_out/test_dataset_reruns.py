"""A dataset job's rerun: resumed when only the spelling of its settings differs (a relative or
an absolute checkpoint path, the order of the formats), refused up front when ``--out`` lies
inside the input folder (the next listing would take its depth maps as input images)."""

from __future__ import annotations

import json
import types
from pathlib import Path

import pytest
from PIL import Image

from support.dataset_runs import finished_run
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.options import ModelOptions
from tt_depth_anything_3.evaluation.predictions import model_fingerprint
from tt_depth_anything_3.scale_out.dataset import RUN_RECORD, predict_dataset, run_record
from tt_depth_anything_3.scale_out.inputs import check_out_apart, list_inputs, pending


def no_cluster(*args, **kwargs):
    raise AssertionError("ray.init called: the job should have been refused or found done")


@pytest.mark.parametrize("out", ["in/depth", "in", "in/a/b"])
def test_out_inside_the_input_folder_is_refused_before_any_work(
    tmp_path, photo, monkeypatch, capsys, out
):
    import ray

    monkeypatch.setattr(ray, "init", no_cluster)
    (tmp_path / "in").mkdir()
    Image.fromarray(photo).save(tmp_path / "in" / "a.png")
    monkeypatch.chdir(tmp_path)
    assert main(["predict-dataset", "in", "--out", out, "--weights", "w"]) == 2
    assert "lies inside the input folder in" in capsys.readouterr().err
    assert not (tmp_path / "in" / "depth").exists()
    with pytest.raises(ValueError, match="lies inside the input folder"):
        check_out_apart(tmp_path / "in", tmp_path / out)


def test_out_beside_or_above_the_inputs_is_accepted(tmp_path, photo):
    (tmp_path / "in").mkdir()
    Image.fromarray(photo).save(tmp_path / "in" / "a.png")
    check_out_apart(tmp_path / "in", tmp_path / "out")
    check_out_apart(tmp_path / "in", tmp_path)  # outputs above a folder input: not listed again
    check_out_apart(str(tmp_path / "in" / "a.png"), tmp_path / "in" / "depth")  # one file
    check_out_apart([str(tmp_path / "in" / "a.png")], tmp_path / "in")  # an explicit list


def test_a_rerun_by_a_relative_checkpoint_path_and_other_format_order_resumes(
    tmp_path, photo, monkeypatch, tiny_metric_checkpoint
):
    import ray

    absolute = ModelOptions(weights=str(tiny_metric_checkpoint), process_res=140)
    items, out = finished_run(tmp_path, photo, absolute, ("png", "npz"))
    monkeypatch.setattr(ray, "init", no_cluster)
    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    monkeypatch.chdir(tiny_metric_checkpoint.parent)
    relative = ModelOptions(weights=tiny_metric_checkpoint.name, process_res=140)
    report = predict_dataset(
        items, out, relative, formats=("npz", "png"), max_pixels=1_000_000, progress=False
    )
    assert (report.written, report.skipped) == (0, 1)
    with pytest.raises(ValueError, match="model.process_res: 140 there, 70 now"):
        other = ModelOptions(weights=tiny_metric_checkpoint.name, process_res=70)
        predict_dataset(items, out, other, formats=("png", "npz"), max_pixels=1_000_000)


def test_pending_takes_the_output_folder_as_text(tmp_path, photo):
    Image.fromarray(photo).save(tmp_path / "x.png")
    items = list_inputs([str(tmp_path / "x.png")])
    assert pending(items, str(tmp_path / "out"), ("png",)) == items
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "x.png").write_bytes(b"done")
    assert pending(items, str(tmp_path / "out"), ("png",)) == []


def test_the_kitti_cache_knows_a_checkpoint_by_either_path(tmp_path, monkeypatch):
    checkpoint = tmp_path / "ckpt"
    checkpoint.mkdir()
    (checkpoint / "model.safetensors").write_bytes(b"weights")
    fields = dict(model_name="da3metric-large", process_res=140, resize_mode="upper_bound_resize")
    fields.update(backend="torch", device="cpu", precision="fp32")
    by_absolute = model_fingerprint(types.SimpleNamespace(source=str(checkpoint), **fields))
    monkeypatch.chdir(tmp_path)
    by_relative = model_fingerprint(types.SimpleNamespace(source="ckpt", **fields))
    assert by_relative == by_absolute
    assert by_absolute["source"] == str(checkpoint.resolve())


def test_outputs_with_no_record_are_refused_not_taken_as_done(
    tmp_path, photo, monkeypatch, capsys, tiny_metric_checkpoint
):
    """Outputs another tool (or a deleted run.json) left: nothing says how they were made, so
    the job refuses them instead of skipping their inputs under its own record."""
    import ray

    monkeypatch.setattr(ray, "init", no_cluster)
    (tmp_path / "in").mkdir()
    Image.fromarray(photo).save(tmp_path / "in" / "x.png")
    out = tmp_path / "out"
    out.mkdir()
    (out / "x.png").write_bytes(b"depth made at another --png-scale")
    argv = ["predict-dataset", str(tmp_path / "in"), "--out", str(out), "--png-scale", "256"]
    assert main([*argv, "--weights", str(tiny_metric_checkpoint)]) == 2
    assert "holds outputs (x.png) but no run.json" in capsys.readouterr().err
    assert not (out / RUN_RECORD).exists() and (out / "x.png").read_bytes().startswith(b"depth")
    items = list_inputs([str(tmp_path / "in" / "x.png")])
    with pytest.raises(ValueError, match="no run.json"):
        predict_dataset(items, out, ModelOptions(weights=str(tiny_metric_checkpoint)))


def test_a_changed_rerun_is_refused_before_ray_starts(
    tmp_path, photo, monkeypatch, capsys, tiny_anyview_checkpoint
):
    import ray

    (tmp_path / "in").mkdir()
    Image.fromarray(photo).save(tmp_path / "in" / "x.png")
    out = tmp_path / "out"
    out.mkdir()
    options = ModelOptions(weights=str(tiny_anyview_checkpoint))
    call = {"focal_px": 500.0}
    (out / RUN_RECORD).write_text(json.dumps(run_record(options, ("png",), 1000.0, call, 1)))
    (out / "x.png").write_bytes(b"an earlier output")  # a record with no output: see below
    monkeypatch.setattr(ray, "init", no_cluster)
    argv = ["predict-dataset", str(tmp_path / "in"), "--out", str(out), "--png-scale", "256"]
    assert main([*argv, "--weights", str(tiny_anyview_checkpoint), "--focal-px", "500"]) == 2
    err = capsys.readouterr().err
    assert "png_scale: 1000.0 there, 256.0 now" in err
    assert "--focal-px scales metric depth; da3-small's depth is relative" in err


def test_kitti_predictions_with_no_cache_record_are_refused(tmp_path):
    from tt_depth_anything_3.evaluation.predictions import PredictionCache

    (tmp_path / "2011_09_26_0001_0000000005.npz").write_bytes(b"another model's depth")
    with pytest.raises(ValueError, match=r"holds outputs \(2011_09_26.*\) but no cache.json"):
        PredictionCache(tmp_path, {"model_name": "da3-small"})
    PredictionCache(tmp_path / "fresh", {"model_name": "da3-small"})  # an empty folder: a start
    assert (tmp_path / "fresh" / "cache.json").is_file()
    # that run failed before its first frame: its record holds no prediction back
    PredictionCache(tmp_path / "fresh", {"model_name": "da3-base"})
    assert json.loads((tmp_path / "fresh" / "cache.json").read_text())["model_name"] == "da3-base"
    (tmp_path / "fresh" / "2011_09_26_0001_0000000005.npz").write_bytes(b"da3-base's depth")
    with pytest.raises(ValueError, match="model_name: 'da3-base' there, 'da3-small' now"):
        PredictionCache(tmp_path / "fresh", {"model_name": "da3-small"})


def test_an_interrupted_job_leaves_no_temporary_file(
    tmp_path, photo, monkeypatch, capsys, tiny_metric_checkpoint
):
    """Ctrl-C stops the replicas wherever they are, some inside a write: the command sweeps
    their temporary files once the cluster is down (a rerun would, too)."""
    import contextlib

    from tt_depth_anything_3.cli import common
    from tt_depth_anything_3.scale_out import dataset
    from tt_depth_anything_3.scale_out.predictor import PARTIAL_MARK

    def interrupted(items, out_dir, *args, **kwargs):
        (Path(out_dir) / "sub").mkdir(parents=True)
        (Path(out_dir) / "sub" / f".x.npz{PARTIAL_MARK}abc.npz").write_bytes(b"")  # half
        raise KeyboardInterrupt

    monkeypatch.setattr(dataset, "predict_dataset", interrupted)
    monkeypatch.setattr(common, "ray_cluster", lambda args: contextlib.nullcontext())
    (tmp_path / "in").mkdir()
    Image.fromarray(photo).save(tmp_path / "in" / "x.png")
    out = tmp_path / "out"
    argv = ["predict-dataset", str(tmp_path / "in"), "--out", str(out)]
    assert main([*argv, "--weights", str(tiny_metric_checkpoint)]) == 130
    assert [p.name for p in out.rglob("*") if p.is_file()] == [RUN_RECORD]


def test_outputs_get_the_umask_mode_as_every_other_command(tmp_path):
    """mkstemp's 0600 stayed on every dataset output after the rename (others: 0644)."""
    import os

    from tt_depth_anything_3.scale_out.predictor import write_atomically

    write_atomically(tmp_path / "a" / "x.png", lambda p: p.write_bytes(b"depth"))
    (tmp_path / "plain.png").write_bytes(b"depth")
    mode = (tmp_path / "a" / "x.png").stat().st_mode & 0o777
    assert mode == (tmp_path / "plain.png").stat().st_mode & 0o777
    assert os.listdir(tmp_path / "a") == ["x.png"]


def test_a_record_of_a_job_that_wrote_nothing_does_not_block_the_rerun(
    tmp_path, photo, tiny_metric_checkpoint
):
    """A job that failed before its first output (``--png-scale inf`` reached the writers)
    left run.json, and the corrected rerun was refused: "holds depth maps of another model or
    settings" in a folder holding none. A record with no output beside it is replaced; one
    with an output (any job's, in any format) still refuses."""
    from tt_depth_anything_3.scale_out.dataset import check_run

    Image.fromarray(photo).save(tmp_path / "x.png")
    items = list_inputs([str(tmp_path / "x.png")])
    out = tmp_path / "out"
    (out / "sub").mkdir(parents=True)
    options = ModelOptions(weights=str(tiny_metric_checkpoint), process_res=140)
    (out / RUN_RECORD).write_text(json.dumps(run_record(options, ("png",), 5.0, None, 1)))
    (out / "failures.jsonl").write_text('{"path": "x.png", "reason": "scale"}\n')
    (out / "sub" / ".x.png.partial-0123.png").write_bytes(b"half")  # not an output
    check_run(items, out, options, ("png",), 1000.0, None, 1)
    assert json.loads((out / RUN_RECORD).read_text())["png_scale"] == 1000.0  # this job's
    (out / "sub" / "y.npz").write_bytes(b"a depth map")  # now one output is there
    with pytest.raises(ValueError, match="png_scale: 1000.0 there, 256.0 now"):
        check_run(items, out, options, ("png",), 256.0, None, 1)


def test_a_resumed_run_says_its_png_count_leaves_out_the_skipped_pngs(
    tmp_path, photo, monkeypatch, capsys, tiny_metric_checkpoint
):
    """tester_regress defect 8: a rerun reported ``png_clipped: 0`` over a folder of clipped
    PNGs, silently. The count is this run's writes (an earlier run's PNGs are not read again):
    the report says how many it left out, in the JSON and on stderr."""
    import ray

    from tt_depth_anything_3.exports.png_range import PngRange
    from tt_depth_anything_3.scale_out.dataset import DatasetReport

    Image.fromarray(photo).save(tmp_path / "x.png")
    items = list_inputs([str(tmp_path / "x.png")])
    out = tmp_path / "out"
    out.mkdir()
    options = ModelOptions(weights=str(tiny_metric_checkpoint), process_res=140)
    (out / RUN_RECORD).write_text(json.dumps(run_record(options, ("png",), 1e5, None, 10**6)))
    (out / "x.png").write_bytes(b"an earlier run's clipped PNG")
    monkeypatch.setattr(ray, "init", no_cluster)
    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    report = predict_dataset(
        items, out, options, formats=("png",), png_scale=1e5, max_pixels=10**6, progress=False
    )
    said = report.to_dict()
    assert (said["skipped"], said["png_clipped"], said["png_not_checked"]) == (1, 0, 1)
    report.report_pngs(1e5)
    assert capsys.readouterr().err == (
        "tt-da3 predict-dataset: png_clipped counts the 0 PNG(s) this run wrote; the 1 skipped "
        "as done (an earlier run's) were not checked again (png_not_checked)\n"
    )
    fresh = PngRange("tt-da3 predict-dataset")
    fresh.count("in/a.png", 12, 65535)
    first = DatasetReport(1, 0, 1, 0, 1.0, out / "failures.jsonl", {}, fresh)
    assert first.to_dict()["png_not_checked"] == 0
    first.report_pngs(1e5)  # a run that skipped nothing: only the clipped line
    assert "png_not_checked" not in capsys.readouterr().err
    assert "png_clipped" not in DatasetReport(1, 0, 1, 0, 1.0, out, {}).to_dict()  # no PNGs


def test_an_unused_png_scale_does_not_block_the_rerun(tmp_path, photo, tiny_metric_checkpoint):
    """``--format npz --png-scale 256`` (said to be unused) was recorded in run.json, so a rerun
    with another unused value, or none, was refused as "another model or settings" though its
    npz files are the same. With no PNG the value is not recorded; with one it still counts."""
    from tt_depth_anything_3.scale_out.dataset import check_run

    Image.fromarray(photo).save(tmp_path / "x.png")
    items = list_inputs([str(tmp_path / "x.png")])
    out = tmp_path / "out"
    options = ModelOptions(weights=str(tiny_metric_checkpoint), process_res=140)
    check_run(items, out, options, ("npz",), 256.0, None, 1)
    (out / "x.npz").write_bytes(b"a depth map")  # the first run's output
    check_run(items, out, options, ("npz",), 1000.0, None, 1)  # resumes
    check_run(items, out, options, ("npz",), 64.0, None, 1)
    with pytest.raises(ValueError, match="png_scale: 1000.0 there, 256.0 now"):
        check_run(items, out, options, ("npz", "png"), 256.0, None, 1)
