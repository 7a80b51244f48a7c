"""``tt-da3 video --replicas N`` on a stream of fewer chunks than N started N replicas, each
loading the model, the others idle for the whole run (predict-dataset already started one an
image at most). The replicas started are now one a chunk still to reconstruct (a resumed
run's recorded chunks not counted, one at least), the command saying so in one line; the
Python API caps them the same, silently. No Ray runs here: the replicas' pool is a stand-in
that records how many were asked for and stops the run."""

from __future__ import annotations

import contextlib
import json

import pytest
from PIL import Image

from support.video_files import frames
from tt_depth_anything_3.cli import common, main
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports.stream_options import StreamOptions
from tt_depth_anything_3.scale_out import stream


class Stopped(Exception):
    """Raised by the stand-in pool: the run stops where the replicas would start."""


@pytest.fixture
def started(monkeypatch) -> list[int]:
    """The replica counts the runs asked ``ReplicaChunks`` for; no Ray is started."""
    counts: list[int] = []

    def pool(model, replicas, resources):
        counts.append(replicas)
        raise Stopped

    monkeypatch.setattr(stream, "ReplicaChunks", pool)
    monkeypatch.setattr(stream, "ray_for_job", lambda ray: contextlib.nullcontext())
    monkeypatch.setattr(common, "ray_cluster", lambda args: contextlib.nullcontext())
    return counts


def video(tmp_path, checkpoint, count: int, replicas: int) -> list[str]:
    folder = tmp_path / "frames"
    folder.mkdir(exist_ok=True)
    for i, image in enumerate(frames(count)):
        Image.fromarray(image).save(folder / f"f{i:02d}.png")
    argv = ["video", str(folder), "--out", str(tmp_path / "out"), "--replicas", str(replicas)]
    return [*argv, "--chunk-size", "4", "--overlap", "2", "--weights", str(checkpoint)]


@pytest.mark.parametrize(
    ("count", "replicas", "expected", "line"),
    [
        (4, 2, 1, "1 chunk to reconstruct: 1 replica started, not 2"),
        (6, 4, 2, "2 chunks to reconstruct: 2 replicas started, not 4"),
        (6, 2, 2, None),  # as many chunks as replicas: nothing said
        (10, 2, 2, None),  # more chunks (4)
    ],
)
def test_video_starts_one_replica_a_chunk_at_most(
    started, tiny_anyview_checkpoint, tmp_path, capsys, count, replicas, expected, line
):
    with pytest.raises(Stopped):
        main([*video(tmp_path, tiny_anyview_checkpoint, count, replicas), "--no-progress"])
    assert started == [expected]
    err = capsys.readouterr().err
    if line is None:
        assert "replica" not in err
    else:
        said = f"tt-da3 video: {line} (the others would have loaded the model for nothing)"
        assert err.splitlines() == [said]


def test_a_resumed_run_counts_only_the_chunks_left(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    chunks = [{"start": 2 * k, "count": 4, "digest": "x"} for k in range(3)]
    (out / "stream.json").write_text(json.dumps({"chunks": chunks}), encoding="utf-8")
    options = StreamOptions(chunk_size=4, overlap=2)  # 12 frames: 5 chunks, 3 recorded
    assert stream.chunk_replicas(4, out, options, 12) == (
        2,
        "2 chunks to reconstruct (3 recorded): 2 replicas started, not 4 (the others would "
        "have loaded the model for nothing)",
    )
    assert stream.chunk_replicas(4, out, options, 8)[0] == 1  # all recorded: one (loops)
    assert stream.chunk_replicas(4, out, options, None) == (4, "")  # length unknown: all


def test_a_bad_total_is_said_as_the_run_says_it(tmp_path):
    with pytest.raises(InputError, match="total must be the number of frames"):
        stream.chunk_replicas(2, tmp_path, StreamOptions(), -1)


def test_the_api_caps_them_too(started, tiny_anyview_checkpoint, tmp_path, capsys):
    model = {"weights_path": str(tiny_anyview_checkpoint), "process_res": 70}
    with pytest.raises(Stopped):
        stream.reconstruct_stream_on_ray(
            iter(frames(4)), tmp_path / "out", model, replicas=3, total=4, chunk_size=4,
            overlap=2, progress=False,
        )  # fmt: skip
    assert started == [1]
    assert "replica" not in capsys.readouterr().err
