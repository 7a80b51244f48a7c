"""``predict_dataset``'s ``items``: paths given as they are (a list of paths, or a folder) were
an ``AttributeError`` (``'str' object has no attribute 'source'``) from deep in the job, and a
generator of items a ``TypeError`` (no ``len()``). A generator now runs as its list does; a
path is an ``InputError`` naming ``list_inputs``, before Ray starts."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.scale_out import dataset
from tt_depth_anything_3.scale_out.inputs import check_items, list_inputs


class RayStarted(Exception):
    """Raised where the job would start Ray: every check before it passed."""


@pytest.fixture()
def no_ray(monkeypatch) -> None:
    monkeypatch.setattr(dataset, "require_module", lambda *args: object())

    def start(*args: object, **kwargs: object) -> None:
        raise RayStarted

    monkeypatch.setattr(dataset, "ray_for_job", start)


@pytest.fixture()
def folder(tmp_path) -> Path:
    images = tmp_path / "in"
    images.mkdir()
    for name in ("a", "b"):
        Image.fromarray(np.zeros((16, 16, 3), np.uint8)).save(images / f"{name}.png")
    return images


def model(checkpoint: Path) -> dict:
    return {"weights_path": str(checkpoint), "device": "cpu", "process_res": 70}


@pytest.mark.parametrize("as_paths", ["one path", "list of paths", "Path", "mixed"])
def test_paths_are_refused_naming_list_inputs(
    no_ray, folder, tmp_path, tiny_metric_checkpoint, as_paths
):
    items = {
        "one path": str(folder),
        "list of paths": [str(folder / "a.png"), str(folder / "b.png")],
        "Path": folder,
        "mixed": [*list_inputs(folder), str(folder / "a.png")],
    }[as_paths]
    with pytest.raises(InputError, match=r"items must be .*list_inputs") as caught:
        dataset.predict_dataset(
            items, tmp_path / "out", model(tiny_metric_checkpoint), progress=False
        )
    assert str(folder) in str(caught.value)  # the path given, as given
    assert not (tmp_path / "out").exists()  # refused before anything was written


def test_a_generator_of_items_runs_as_its_list(no_ray, folder, tmp_path, tiny_metric_checkpoint):
    items = (item for item in list_inputs(folder))
    with pytest.raises(RayStarted):  # the two images are pending: the job goes on to Ray
        dataset.predict_dataset(
            items, tmp_path / "out", model(tiny_metric_checkpoint), progress=False
        )


def test_check_items(folder):
    items = list_inputs(folder)
    assert check_items(iter(items)) == items and check_items([]) == []
    with pytest.raises(InputError, match="got int 3"):
        check_items(3)
    with pytest.raises(InputError, match=r"got str '/x\.png' at index 1"):
        check_items([items[0], "/x.png"])
