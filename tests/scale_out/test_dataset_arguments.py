"""``predict_dataset``'s arguments checked before Ray starts, from an outside test: an unknown
``call_kwargs`` key ended the whole job in a Ray traceback, ``max_pixels=0`` started Ray and
failed every image, a ``model`` string was an ``AttributeError``, ``formats="png"`` was read
as three formats, a folder in a list of inputs was said not to exist, and a rerun with
nothing left to do kept an earlier run's ``failures.jsonl`` beside a report of 0 failures
(now removed: the file is written only when an image failed)."""

from __future__ import annotations

import json

import pytest
from PIL import Image

from support.dataset_runs import finished_run
from tt_depth_anything_3.config.options import ModelOptions
from tt_depth_anything_3.scale_out.dataset import predict_dataset
from tt_depth_anything_3.scale_out.failure_list import FailureList
from tt_depth_anything_3.scale_out.inputs import check_call_options, check_formats, list_inputs

pytest.importorskip("ray")


@pytest.mark.parametrize(
    ("model", "call_kwargs", "max_pixels", "message"),
    [
        ({}, {"bogus": 1}, 10**6, r"call_kwargs takes \[.*'focal_px'.*\], not \['bogus'\]"),
        ({}, {"batch_size": 2}, 10**6, r"not \['batch_size'\]"),
        ({}, ["focal_px"], 10**6, "call_kwargs is a dict"),
        ({}, {"max_depth_m": -1.0}, 10**6, "max_depth_m must be"),  # every image failed
        ({}, {"resize_to_original": "yes"}, 10**6, "resize_to_original must be True or False"),
        ({}, {"sky_fill": "max_depth"}, 10**6, "sky_fill='max_depth' needs max_depth_m"),
        ({}, {"focal_px": "exiff"}, 10**6, r"focal_px is one number \(pixels\) .*'exif'"),
        ({}, {"focal_px": [500.0, 600.0]}, 10**6, "for every image, or 'exif'"),
        ({}, {"focal_px": -5.0}, 10**6, r"focal_px \(pixels\) must be"),
        ({}, None, 0, "max_pixels must be an integer >= 64"),
        ({}, None, 1e6, "max_pixels must be an integer"),
        ("DA3METRIC-LARGE", None, 10**6, "model is ModelOptions or a dict"),
    ],
)
def test_job_arguments_are_refused_before_ray(monkeypatch, model, call_kwargs, max_pixels, message):
    import ray

    def refuse(*args, **kwargs):
        raise AssertionError("ray.init called: the job should have been refused before")

    monkeypatch.setattr(ray, "init", refuse)
    with pytest.raises(ValueError, match=message):
        predict_dataset([], "unused", model, call_kwargs=call_kwargs, max_pixels=max_pixels)
    check_call_options({}, {"focal_px": 100.0, "sky_fill": "none"}, 10**6)  # these are taken
    check_call_options({}, {"focal_px": " EXIF "}, 10**6)


def test_one_format_as_a_string_is_one_format():
    assert check_formats("png") == ("png",)
    with pytest.raises(ValueError, match=r"\['tiff'\]"):
        check_formats("tiff")


def test_a_folder_in_a_list_of_inputs_is_said_to_be_a_folder(tmp_path, photo):
    Image.fromarray(photo).save(tmp_path / "x.png")
    (tmp_path / "sub").mkdir()
    with pytest.raises(ValueError, match="are folders.*pass a folder alone"):
        list_inputs([str(tmp_path / "x.png"), str(tmp_path / "sub")])


def test_a_rerun_with_nothing_left_removes_the_earlier_failures(
    tmp_path, photo, monkeypatch, tiny_metric_checkpoint
):
    """A run with no failure writes no ``failures.jsonl`` (it wrote an empty one); an earlier
    run's goes (it was emptied)."""
    import ray

    model = ModelOptions(weights=str(tiny_metric_checkpoint), process_res=140)
    items, out = finished_run(tmp_path, photo, model, ("png",))
    (out / "failures.jsonl").write_text('{"path": "gone.png", "reason": "an earlier run"}\n')
    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    report = predict_dataset(items, out, model, max_pixels=1_000_000, progress=False)
    assert (report.skipped, report.failed) == (1, 0)
    assert not report.failures_path.exists()


def test_the_failure_list_is_made_at_the_first_failure(tmp_path):
    path = tmp_path / "failures.jsonl"
    with FailureList(path):
        pass
    assert not path.exists()
    with FailureList(path) as failures:
        failures.add("a.png", "ImageDecodeError: no image")
        assert json.loads(path.read_text()) == {  # flushed at once: a killed job keeps it
            "path": "a.png",
            "reason": "ImageDecodeError: no image",
        }
        failures.add("b.png", "x")
    assert len(path.read_text().splitlines()) == 2
