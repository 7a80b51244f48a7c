"""``tt-da3 video --replicas`` checked its job before Ray starts (``check_stream_job``, after
``check_local_checkpoint``), then ``reconstruct_stream_on_ray`` checked it all again: the
checkpoint was resolved three times for the checks (a hub repo's: a look-up each), and once
for the run's record. The checks now resolve it once; the Python API, called alone, still
checks before its Ray starts."""

from __future__ import annotations

import contextlib

import pytest
from PIL import Image

from support.video_files import frames
from tt_depth_anything_3.checkpoints import resolve
from tt_depth_anything_3.cli import common, main
from tt_depth_anything_3.scale_out.stream import reconstruct_stream_on_ray


@pytest.fixture
def resolved(monkeypatch) -> list[tuple]:
    """Each ``resolve_checkpoint`` call's arguments; ``ray.init`` stops the job there."""
    import ray

    calls: list[tuple] = []
    real = resolve.resolve_checkpoint

    def counted(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    def refuse(*args, **kwargs):
        raise AssertionError("ray.init called")

    monkeypatch.setattr(resolve, "resolve_checkpoint", counted)
    monkeypatch.setattr(ray, "init", refuse)
    return calls


def test_video_replicas_resolves_the_checkpoint_once(
    resolved, monkeypatch, tiny_anyview_checkpoint, tmp_path
):
    monkeypatch.setattr(common, "ray_cluster", lambda args: contextlib.nullcontext())
    folder = tmp_path / "frames"
    folder.mkdir()
    for i, image in enumerate(frames(6)):
        Image.fromarray(image).save(folder / f"f{i}.png")
    argv = ["video", str(folder), "--out", str(tmp_path / "out"), "--replicas", "1"]
    argv += ["--chunk-size", "4", "--overlap", "2", "--weights", str(tiny_anyview_checkpoint)]
    with pytest.raises(AssertionError, match="ray.init called"):  # the job's own Ray: checked
        main([*argv, "--no-progress"])
    assert len(resolved) == 2  # the record's (model_identity) and the checks' (it was 4)


def test_the_api_alone_still_checks_before_ray(resolved, tiny_metric_checkpoint, tmp_path):
    model = {"weights_path": str(tiny_metric_checkpoint), "process_res": 70}
    with pytest.raises(ValueError, match="has no camera head"):
        reconstruct_stream_on_ray(iter(frames(4)), tmp_path / "out", model, chunk_size=4, overlap=2)
    assert len(resolved) == 1
