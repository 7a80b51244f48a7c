"""What a Ray job can be refused for is refused before Ray starts (7-9 s of start-up, then the
error): a changed rerun of ``video --replicas`` and ``eval-kitti --replicas``, and a model
without a camera head given to ``reconstruct_stream_on_ray`` (it wrote a trajectory whose
cameras all sat at the origin)."""

from __future__ import annotations

import json
from dataclasses import asdict

import pytest
from PIL import Image

from support.video_files import frames
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.options import ModelOptions
from tt_depth_anything_3.exports.sequence import StreamOptions
from tt_depth_anything_3.scale_out.dataset import RUN_RECORD, run_record
from tt_depth_anything_3.scale_out.stream import reconstruct_stream_on_ray


@pytest.fixture
def no_ray(monkeypatch):
    import ray

    def refuse(*args, **kwargs):
        raise AssertionError("ray.init called: the job should have been refused before")

    monkeypatch.setattr(ray, "init", refuse)


def test_a_model_without_a_camera_head_is_refused_on_ray(no_ray, tiny_metric_checkpoint, tmp_path):
    model = {"weights_path": str(tiny_metric_checkpoint), "process_res": 70}
    with pytest.raises(InputError, match="da3metric-large has no camera head"):
        reconstruct_stream_on_ray(iter(frames(4)), tmp_path / "out", model, chunk_size=4, overlap=2)
    assert not (tmp_path / "out").exists()


def test_a_changed_video_rerun_is_refused_before_ray(
    no_ray, tiny_anyview_checkpoint, tmp_path, capsys
):
    folder = tmp_path / "frames"
    folder.mkdir()
    for i, image in enumerate(frames(6)):
        Image.fromarray(image).save(folder / f"f{i}.png")
    out = tmp_path / "out"
    out.mkdir()
    recorded = asdict(StreamOptions(chunk_size=4, overlap=2))
    manifest = {"settings": recorded, "identity": None, "chunks": [], "complete": False}
    (out / "stream.json").write_text(json.dumps(manifest))
    argv = ["video", str(folder), "--out", str(out), "--replicas", "1", "--chunk-size", "4"]
    argv += ["--overlap", "3", "--weights", str(tiny_anyview_checkpoint), "--no-progress"]
    assert main(argv) == 2
    assert "overlap: 2 there, 3 now" in capsys.readouterr().err


def test_a_changed_kitti_rerun_is_refused_before_ray(
    no_ray, tiny_metric_checkpoint, tmp_path, capsys
):
    from support.kitti_synthetic import make_synthetic_kitti

    kitti = make_synthetic_kitti(tmp_path / "kitti")
    folder = tmp_path / "eval" / "predictions_ray"
    folder.mkdir(parents=True)
    earlier = ModelOptions(weights=str(tiny_metric_checkpoint), process_res=70)
    record = run_record(earlier, ("npy",), 1000.0, None, earlier.max_pixels)
    (folder / RUN_RECORD).write_text(json.dumps(record))
    argv = kitti_argv(kitti, tmp_path / "eval", tiny_metric_checkpoint, "--replicas", "1")
    # a record with no prediction beside it is of a job that failed first: not a refusal
    with pytest.raises(AssertionError, match="ray.init called"):
        main(argv)
    assert json.loads((folder / RUN_RECORD).read_text())["model"]["process_res"] == 98
    (folder / RUN_RECORD).write_text(json.dumps(record))
    (folder / "2011_09_26_drive_0001_sync_0000000000.npy").write_bytes(b"a prediction")
    assert main(argv) == 2
    assert "model.process_res: 70 there, 98 now" in capsys.readouterr().err


def kitti_argv(kitti, out, checkpoint, *extra: str) -> list[str]:
    """``eval-kitti`` of the synthetic set with the tiny checkpoint at process_res 98."""
    argv = ["eval-kitti", "--kitti-root", str(kitti.root), "--gt-root", str(kitti.gt_root)]
    argv += ["--split-file", str(kitti.split_file), "--out", str(out), "--no-progress"]
    return [*argv, "--weights", str(checkpoint), "--process-res", "98", *extra]


@pytest.mark.parametrize("replicas", ["0", "-1"])
def test_eval_kitti_refuses_fewer_than_one_replica_before_ray(
    no_ray, tiny_metric_checkpoint, tmp_path, capsys, replicas
):
    """``--replicas 0`` was a ZeroDivisionError traceback once Ray had started, ``-1`` a
    "-1.5 CPU each" line; both are refused in predict-dataset's words, nothing written."""
    from support.kitti_synthetic import make_synthetic_kitti

    kitti = make_synthetic_kitti(tmp_path / "kitti")
    argv = kitti_argv(kitti, tmp_path / "eval", tiny_metric_checkpoint, "--replicas", replicas)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"tt-da3 eval-kitti: error: replicas must be >= 1, got {replicas}" in err
    assert "CPU each" not in err and not (tmp_path / "eval").exists()


@pytest.mark.parametrize("replicas", ["2", True, 1.5])
def test_replicas_of_another_type_are_refused_before_ray(
    no_ray, tiny_anyview_checkpoint, tmp_path, replicas
):
    """``replicas="2"`` from Python was a TypeError only after Ray's start (about 15 s), and
    ``True`` ran one replica: both Ray jobs refuse it first, naming the value."""
    from tt_depth_anything_3.scale_out.dataset import predict_dataset

    model = {"weights_path": str(tiny_anyview_checkpoint), "process_res": 70}
    with pytest.raises(InputError, match=r"replicas must be an integer >= 1, got"):
        reconstruct_stream_on_ray(
            iter(frames(4)), tmp_path / "out", model, replicas=replicas, chunk_size=4, overlap=2
        )
    with pytest.raises(InputError, match=r"replicas must be an integer >= 1, got"):
        predict_dataset([], tmp_path / "depth", model, replicas=replicas)
    assert not (tmp_path / "out").exists() and not (tmp_path / "depth").exists()
