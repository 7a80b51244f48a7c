"""A Ray job's ``out_dir`` starting with ``~`` is the home folder, as the one-process
``reconstruct_stream`` and the writers take it: ``predict_dataset(items, "~/out", ...)`` looked
for its outputs (and would write them) in a folder named ``~`` of the working folder, and
``reconstruct_stream_on_ray(frames, "~/run", ...)`` read no earlier run there and locked that
folder while its chunks went to the home folder. Each is checked here before Ray would start."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import pytest
from PIL import Image

from support.video_files import frames
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.options import ModelOptions
from tt_depth_anything_3.exports.sequence import StreamOptions
from tt_depth_anything_3.scale_out.dataset import RUN_RECORD, predict_dataset, run_record
from tt_depth_anything_3.scale_out.inputs import list_inputs
from tt_depth_anything_3.scale_out.stream import reconstruct_stream_on_ray


@pytest.fixture
def home(home_and_work, monkeypatch) -> Path:
    import ray

    def refuse(*args, **kwargs):
        raise AssertionError("ray.init called: the job should have ended before")

    monkeypatch.setattr(ray, "init", refuse)
    return home_and_work[0]


def test_a_stream_rerun_in_the_home_folder_is_read_there(home, tiny_anyview_checkpoint):
    (home / "run").mkdir()
    manifest = {"settings": asdict(StreamOptions(chunk_size=4, overlap=2)), "identity": None}
    (home / "run" / "stream.json").write_text(
        json.dumps({**manifest, "chunks": [], "complete": False})
    )
    model = {"weights_path": str(tiny_anyview_checkpoint), "process_res": 70}
    with pytest.raises(InputError, match="overlap: 2 there, 3 now"):
        reconstruct_stream_on_ray(iter(frames(4)), "~/run", model, chunk_size=4, overlap=3)
    assert not Path("~").exists()


def test_a_dataset_job_finds_its_outputs_in_the_home_folder(home, tiny_metric_checkpoint, photo):
    inputs = home / "inputs"
    inputs.mkdir()
    for name in ("a", "b"):
        Image.fromarray(photo).save(inputs / f"{name}.png")
        (home / "out").mkdir(exist_ok=True)
        (home / "out" / f"{name}.npy").write_bytes(b"written by an earlier run")
    model = ModelOptions(weights=str(tiny_metric_checkpoint), process_res=70)
    record = run_record(model, ("npy",), 1000.0, None, model.max_pixels)
    (home / "out" / RUN_RECORD).write_text(json.dumps(record))
    report = predict_dataset(list_inputs(inputs), "~/out", model, formats=("npy",), progress=False)
    assert report.skipped == 2 and report.written == 0
    assert not Path("~").exists()
