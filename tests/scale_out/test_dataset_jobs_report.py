"""What dataset jobs tell their user: a replica's PNGs clipped at 65535 reach the driver and
are said as ``predict`` says them; ``eval-kitti --replicas`` names its replicas' model in
results.md; and the docs state the thread count under which replicas equal one process."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from PIL import Image

from tt_depth_anything_3.exports.png_range import PngRange
from tt_depth_anything_3.inference.outputs import written_by_us
from tt_depth_anything_3.scale_out.predictor import DepthPredictor, decode_batch

ROOT = Path(__file__).resolve().parents[2]


def test_a_replica_sends_back_how_its_pngs_clipped(
    in_process_replica, tiny_metric_checkpoint, photo, tmp_path
):
    """predict-dataset wrote PNGs clipped at 65535 (any depth over 65.5 m at the default
    scale) and said nothing: each written row now carries its PNG's clipped pixels and
    largest value, and the PNG is still the one ``DepthOutput.save`` writes."""
    from tt_depth_anything_3 import DepthAnything3

    Image.fromarray(photo).save(tmp_path / "x.png")
    model = {"weights_path": str(tiny_metric_checkpoint), "process_res": 70}
    batch = {
        "source": np.asarray([str(tmp_path / "x.png"), "missing.png"], dtype=object),
        "name": np.asarray(["x", "missing"], dtype=object),
        "intrinsics": np.full((2, 9), np.nan),
    }
    decoded = decode_batch(batch, max_pixels=1_000_000)
    out = tmp_path / "out"
    rows = {}
    for scale in (1e6, 1e-3):  # every depth over 0.066 m clips; every depth under 256 steps
        replica = DepthPredictor(model, _cpu(), str(out / str(scale)), ("png", "npy"), None, scale)
        answer = replica(decoded)
        rows[scale] = answer
        assert list(answer["status"]) == ["written", "failed"]
        assert answer["png_max"][1] == -1 and answer["png_clipped"][1] == 0
    with DepthAnything3.from_pretrained(**model) as reference:
        expected = reference(photo)
    clipped = expected.to_uint16(1e6)
    assert rows[1e6]["png_clipped"][0] == clipped.saturated_pixels > 0
    assert rows[1e6]["png_max"][0] == 65535
    assert (out / "1000000.0" / "x.png").read_bytes() == clipped.to_png()
    assert written_by_us(out / "1000000.0" / "x.png")  # a replica's PNG carries the mark
    assert rows[1e-3]["png_clipped"][0] == 0 and rows[1e-3]["png_max"][0] < 256


def _cpu():
    from tt_depth_anything_3.scale_out.resources import ReplicaResources

    return ReplicaResources("cpu")


def test_counts_from_replicas_are_said_as_predict_says_them(capsys):
    said = PngRange("tt-da3 predict-dataset")
    said.count("in/a.png", 0, 40_000)
    said.count("in/b.png", 8400, 65535)
    said.count("in/c.png", 12, 65535)
    said.count("in/d.png", 0, 100)
    said.report(100000.0)
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "tt-da3 predict-dataset: 2 PNG(s) clipped at 65535 (depth over 0.65535 at --png-scale "
        "100000; e.g. in/b.png: 8400 pixels): lower --png-scale, or add --format npz for float "
        "depth",
        "tt-da3 predict-dataset: 1 PNG(s) hold their depth in under 256 steps at --png-scale "
        "100000 (e.g. in/d.png): raise --png-scale, or add --format npz for float depth",
    ]


def test_eval_kitti_on_replicas_names_its_model_in_the_report(
    tiny_metric_checkpoint, tmp_path, monkeypatch
):
    """results.md said only "files in out/predictions_ray (m)": the model, where and how it
    ran were not in the report."""
    from support.kitti_synthetic import make_synthetic_kitti
    from tt_depth_anything_3.cli import eval_kitti, main

    kitti = make_synthetic_kitti(tmp_path / "kitti")
    folder = tmp_path / "eval" / "predictions_ray"

    def predicted(args, resources=None):  # the replicas' files: the ground truth itself
        folder.mkdir(parents=True)
        for key, depth in kitti.ground_truth.items():
            np.save(folder / f"{key}.npy", depth)
        return str(folder)

    monkeypatch.setattr(eval_kitti, "predict_on_ray", predicted)
    monkeypatch.setattr("tt_depth_anything_3.inference.schedule.usable_cores", lambda: 4)
    argv = ["eval-kitti", "--kitti-root", str(kitti.root), "--gt-root", str(kitti.gt_root)]
    argv += ["--split-file", str(kitti.split_file), "--out", str(tmp_path / "eval")]
    argv += ["--weights", str(tiny_metric_checkpoint), "--process-res", "98", "--replicas", "2"]
    assert main([*argv, "--no-progress", "--dtype", "bfloat16"]) == 0
    report = (tmp_path / "eval" / "results.md").read_text(encoding="utf-8")
    assert (
        f"- predictions: files in {folder} (m), made by da3metric-large "
        f"({tiny_metric_checkpoint}) on 2 Ray replica(s) (auto, 1 CPU each), dtype bfloat16, "
        "process_res 98, focal length from P_rect_0X"
    ) in report
    assert "| scaling | AbsRel | SqRel | RMSE (m) | RMSElog |" in report
    assert json.loads((tmp_path / "eval" / "metrics.json").read_text())["abs_rel"] == 0.0


def test_the_docs_state_the_thread_count_replicas_equal_one_process_at():
    """SERVING.md said the metrics of ``eval-kitti --replicas`` "equal the single-process
    run's"; a V2 relative model's differed (SqRel 81.3507 vs 81.3521) because the single
    process ran 2 torch threads and each replica 1. The claim now names that condition."""
    serving = " ".join((ROOT / "SERVING.md").read_text(encoding="utf-8").split())
    evaluation = " ".join((ROOT / "EVALUATION.md").read_text(encoding="utf-8").split())
    claim = "the metrics equal the single-process run's at the same torch thread count"
    assert claim in serving and claim in evaluation
    assert "the metrics equal the single-process run's:" not in serving


def test_a_job_says_its_own_lines_without_rays_noise(tiny_metric_checkpoint, photo, tmp_path):
    """Every predict-dataset run printed Ray's lines a user cannot act on: "Progress bars
    disabled. To enable, set ray.data.DataContext..." (the command turns Ray Data's bars off
    itself), "Token authentication is enabled ... Set RAY_AUTH_MODE=disabled to opt out", and
    "View the dashboard at" in terminal colour codes even into a file. The command's own bar
    and warnings still show."""
    import os
    import subprocess
    import sys

    Image.fromarray(photo).save(tmp_path / "a.png")
    listing = tmp_path / "list.txt"
    listing.write_text(f"{tmp_path / 'a.png'}\n{tmp_path / 'a.png'}\n", encoding="utf-8")
    command = [sys.executable, "-m", "tt_depth_anything_3.cli", "predict-dataset", str(listing)]
    command += ["--out", str(tmp_path / "out"), "--weights", str(tiny_metric_checkpoint)]
    command += ["--process-res", "70", "--replicas", "1"]
    env = {**os.environ, "TT_DA3_PROGRESS": "1"}  # the bar drawn into the file: INFO lines too
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["written"] == 1
    for noise in ("Progress bars disabled", "Token authentication", "dashboard", "\x1b["):
        assert noise not in done.stderr, done.stderr
    assert "warning: " in done.stderr and "is listed twice: run once" in done.stderr
    assert "depth: 100%" in done.stderr  # the command's own progress


def test_a_job_that_started_ray_gives_back_the_callers_signal_handlers(
    tiny_metric_checkpoint, photo, tmp_path
):
    """``predict_dataset`` (or ``reconstruct_stream_on_ray``) called with no Ray connected
    started a local cluster and left it running after the job, with Ray's SIGTERM handler (a
    ``sys.exit``) in place of the caller's: the cluster the job started is shut down when it
    ends, and the caller's SIGTERM and SIGINT handlers are theirs again."""
    import subprocess
    import sys

    Image.fromarray(photo).save(tmp_path / "a.png")
    script = f"""
import json, signal
import ray
from tt_depth_anything_3.scale_out.dataset import predict_dataset
from tt_depth_anything_3.scale_out.inputs import list_inputs
from tt_depth_anything_3.scale_out.resources import ReplicaResources

def mine(signum, frame):
    pass

signal.signal(signal.SIGTERM, mine)
signal.signal(signal.SIGINT, mine)
report = predict_dataset(
    list_inputs([{str(tmp_path / "a.png")!r}]), {str(tmp_path / "out")!r},
    {{"weights_path": {str(tiny_metric_checkpoint)!r}, "process_res": 70}},
    resources=ReplicaResources("cpu", cpus=1), progress=False,
)
print(json.dumps({{
    "written": report.written, "ray_up": ray.is_initialized(),
    "sigterm": signal.getsignal(signal.SIGTERM) is mine,
    "sigint": signal.getsignal(signal.SIGINT) is mine,
}}))
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    said = json.loads(done.stdout.strip().splitlines()[-1])
    assert said == {"written": 1, "ray_up": False, "sigterm": True, "sigint": True}
