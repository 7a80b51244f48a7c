"""An ``out_dir`` of ``~/...`` given from Python (no shell expands it) is the home's folder, as
``Scene.save`` and ``DepthOutput.save`` take it: ``reconstruct_stream_on_ray`` checked (and
locked) ``./~/...`` and ``predict_dataset`` made a folder named ``~`` in the current one."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from support.sequence_oracle import OracleReconstructor
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

pytest.importorskip("ray")


def test_the_ray_stream_checks_the_home_folder(home_and_work):
    """``check_stream_job`` (before Ray starts) reads the home folder's record: a rerun there
    with other settings is refused, not taken for a first run in ./~."""
    from tt_depth_anything_3.config.errors import InputError
    from tt_depth_anything_3.scale_out.stream import check_stream_job

    home, _ = home_and_work
    options = StreamOptions(chunk_size=6, overlap=2, loop_closure=False)
    reconstruct_stream(range(10), OracleReconstructor(40), home / "scan", options, 10, False)
    model = {"model_id": "depth-anything/DA3-SMALL"}
    with pytest.raises(InputError, match="overlap: 2 there, 3 now"):
        check_stream_job("~/scan", model, None, chunk_size=6, overlap=3, loop_closure=False)


class RayNotStarted(RuntimeError):
    """Stands in for the Ray start: the job's checks and record are done by then."""


def test_predict_dataset_records_its_run_in_the_home_folder(home_and_work, monkeypatch):
    from tt_depth_anything_3.scale_out import dataset
    from tt_depth_anything_3.scale_out.inputs import list_inputs

    home, work = home_and_work
    image = home / "in" / "a.png"
    image.parent.mkdir()
    Image.fromarray(np.zeros((28, 28, 3), np.uint8)).save(image)

    def no_ray(*args, **kwargs):
        raise RayNotStarted

    monkeypatch.setattr(dataset, "ray_for_job", no_ray)
    with pytest.raises(RayNotStarted):
        dataset.predict_dataset(list_inputs(str(image.parent)), "~/depth", {"device": "cpu"})
    assert (home / "depth" / dataset.RUN_RECORD).is_file()
    assert list(work.iterdir()) == []


class OracleReplicas:
    """Stands in for ``ReplicaChunks`` (no Ray): the oracle reconstructs each chunk."""

    def __init__(self, *args) -> None:
        self.oracle = OracleReconstructor(40)

    def __call__(self, frames):
        return self.oracle(frames)

    def close(self) -> None:
        pass


def test_the_ray_stream_writes_the_home_folder(home_and_work, monkeypatch):
    from contextlib import nullcontext
    from types import SimpleNamespace

    from tt_depth_anything_3.scale_out import stream

    home, work = home_and_work
    monkeypatch.setattr(stream, "ray_for_job", lambda ray: nullcontext())
    monkeypatch.setattr(stream, "ReplicaChunks", OracleReplicas)
    no_holder = SimpleNamespace(arguments=dict)  # the oracle's frames are indices, not images
    monkeypatch.setattr(stream, "frame_holder_of", lambda model: no_holder)
    model = {"model_id": "depth-anything/DA3-SMALL"}
    result = stream.reconstruct_stream_on_ray(
        range(10), "~/scan", model, chunk_size=6, overlap=2, loop_closure=False, progress=False
    )
    assert result.out_dir == home / "scan" and (home / "scan" / "stream.json").is_file()
    assert list(work.iterdir()) == []
