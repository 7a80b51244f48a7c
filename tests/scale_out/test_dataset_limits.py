"""What a dataset job's replicas and decode workers take, found by reading the code: the decode
workers refused images over the default 64 MP whatever ``--max-pixels`` (or the model's
``max_pixels``) said, telling the user to raise ``--max-pixels``; and a replica's temporary
file beside a long output name (one ``tt-da3 predict`` writes) was over the file name limit,
an ``OSError`` that ended the whole job."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tt_depth_anything_3.config.options import DEFAULT_MAX_PIXELS, ModelOptions
from tt_depth_anything_3.scale_out.dataset import RUN_RECORD, check_run, run_record
from tt_depth_anything_3.scale_out.inputs import Item, max_pixels_of
from tt_depth_anything_3.scale_out.predictor import (
    PARTIAL_MARK,
    partial_name,
    remove_partial_writes,
    write_atomically,
)


def test_the_decode_limit_is_the_models_unless_given():
    assert max_pixels_of(ModelOptions(max_pixels=100_000_000)) == 100_000_000
    assert max_pixels_of({"max_pixels": 5_000}) == 5_000
    assert max_pixels_of({}) == max_pixels_of(ModelOptions()) == DEFAULT_MAX_PIXELS
    assert max_pixels_of(ModelOptions(max_pixels=100_000_000), 7_000) == 7_000
    record = run_record(ModelOptions(max_pixels=100_000_000), ("png",), 1000.0, None)
    assert record["max_pixels"] == 100_000_000


def test_the_cli_job_decodes_at_max_pixels(monkeypatch, tmp_path, photo, tiny_metric_checkpoint):
    """``tt-da3 predict-dataset --max-pixels N`` hands N to the decode workers (the job got
    the default), and records it in ``run.json``."""
    import contextlib

    from PIL import Image

    from tt_depth_anything_3.cli import common, main
    from tt_depth_anything_3.scale_out import dataset

    Image.fromarray(photo).save(tmp_path / "x.png")
    seen = {}

    def fake_job(items, out_dir, model, **kwargs):
        seen["max_pixels"] = max_pixels_of(model, kwargs.get("max_pixels"))
        raise ValueError("stopped before Ray")

    monkeypatch.setattr(dataset, "predict_dataset", fake_job)
    monkeypatch.setattr(common, "ray_cluster", lambda args: contextlib.nullcontext())
    out = tmp_path / "out"
    argv = ["predict-dataset", str(tmp_path / "x.png"), "--out", str(out), "--process-res",
            "70", "--weights", str(tiny_metric_checkpoint), "--max-pixels", "90000000"]  # fmt: skip
    assert main(argv) == 2
    assert seen["max_pixels"] == 90_000_000
    assert json.loads((out / RUN_RECORD).read_text())["max_pixels"] == 90_000_000


def test_a_rerun_with_the_models_limit_matches_its_record(tmp_path):
    items = [Item(str(tmp_path / "x.png"), "x")]
    model = ModelOptions(max_pixels=90_000_000)
    check_run(items, tmp_path / "out", model, ("png",), 1000.0, None)
    check_run(items, tmp_path / "out", model, ("png",), 1000.0, None, 90_000_000)


@pytest.mark.parametrize("suffix", [".png", ".npz"])
def test_a_long_output_name_is_written_and_its_temporary_fits(tmp_path, suffix):
    target = tmp_path / ("é" * 120 + "x" * 7 + suffix)  # 251 bytes: legal, as predict writes
    assert len(target.name.encode()) == 251
    temporary = partial_name(target)
    assert PARTIAL_MARK in temporary.name and temporary.suffix == suffix
    assert len(temporary.name.encode()) <= 255 - 38  # the writer's own temporary fits too
    temporary.name.encode().decode("utf-8")  # not cut inside a character
    write_atomically(target, lambda tmp: tmp.write_bytes(b"whole"))
    assert target.read_bytes() == b"whole"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]
    Path(temporary).write_bytes(b"left by a killed replica")
    assert remove_partial_writes(tmp_path) == 1
