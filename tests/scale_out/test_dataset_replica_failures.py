"""``predict-dataset`` / ``eval-kitti --replicas``: a replica whose process dies on every try
of a batch (the OOM killer on one image) was restarted by Ray Data for ever and the job never
ended; it is now restarted ``REPLICA_RESTARTS`` times and the job stops with one line naming
the input it died on and Ray's cause. An error a replica's model raises (not its image's) was
Ray's ``RayTaskError`` with the remote traceback; it is now one line with the error's type and
message. The replicas are stand-ins (no model loads in them): only the driver's side is run on
a real local Ray: the module's one (``shared_ray``: each start and shutdown costs seconds), or,
for ``eval-kitti``, one the command starts and shuts down itself as a user's run does."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.scale_out import dataset
from tt_depth_anything_3.scale_out.predictor import RAISED, DepthPredictor, decode_batch
from tt_depth_anything_3.scale_out.replica_errors import (
    inputs_in_flight,
    mark_in_flight,
    task_error_line,
)

RAY_DEATH = "The actor is dead because its worker process has died."  # Ray's cause line


def stand_in(predictor: type, out_dir: str, model: object = None) -> DepthPredictor:
    """A replica as ``DepthPredictor.__init__`` leaves it, with ``model`` as its model."""
    replica = predictor.__new__(predictor)
    replica.start_error, replica.auto_choice, replica.replica = None, "", f"pid {os.getpid()}"
    replica.model, replica.takes_focal, replica.keep_non_finite = model, False, False
    replica.out_dir, replica.formats, replica.png_scale = Path(out_dir), ("npy",), 1000.0
    replica.call_kwargs = {}
    return replica


class DeviceLost:
    """A model whose every call raises what a crashed device's runtime raises."""

    def __call__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("device lost\n(second line of the runtime's message)")


@pytest.fixture()
def images(tmp_path) -> Path:
    folder = tmp_path / "in"
    folder.mkdir()
    rng = np.random.default_rng(3)
    for name in ("a", "boom", "c"):
        Image.fromarray(rng.integers(0, 255, (28, 42, 3), dtype=np.uint8)).save(
            folder / f"{name}.png"
        )
    return folder


def test_a_model_error_is_a_raised_row_and_the_batch_stops(images, tmp_path):
    """The replica's rows say the error's type and message (not a Ray traceback); the rest
    of the batch is not run, and no in-flight marker is left."""
    sources = [str(images / f"{n}.png") for n in ("a", "c")]
    batch = {
        "source": np.asarray(sources, dtype=object),
        "name": np.asarray(["a", "c"], dtype=object),
        "intrinsics": np.full((2, 9), np.nan),
    }
    replica = stand_in(DepthPredictor, str(tmp_path / "out"), DeviceLost())
    rows = replica(decode_batch(batch, max_pixels=1_000_000))
    assert list(rows["status"]) == [RAISED] and list(rows["source"]) == sources[:1]
    assert rows["error"][0].startswith("RuntimeError: device lost")
    assert len(rows["replica"]) == len(rows["ms"]) == 1
    assert not list((tmp_path / "out").glob(".*"))


def test_the_inputs_left_in_flight_most_often_are_named(tmp_path):
    """A batch retried after each death leaves one marker per try; a healthy replica's
    batch, one. The markers read are removed."""
    for _ in range(3):
        mark_in_flight(tmp_path, ["in/boom.png", "in/d.png"])
    mark_in_flight(tmp_path, ["in/e.png"])
    assert inputs_in_flight(tmp_path) == ["in/boom.png", "in/d.png"]
    assert not list(tmp_path.iterdir())
    assert inputs_in_flight(tmp_path) == []


def test_a_task_error_is_said_as_its_type_and_message():
    text = (
        'ray::MapBatches(decode_batch)() (pid=1, ip=1)\n  File "x.py", line 3, in f\n'
        "    raise MemoryError('no room')\nMemoryError: no room\n\n"
        "The above exception was the direct cause of the following exception:\n\n"
        "ray::MapBatches(decode_batch)() (pid=1, ip=1)\n"
        "ray.exceptions.UserCodeException: UDF failed to process a data block."
    )
    said = task_error_line(Exception(text))
    assert said.startswith("a Ray task of the job raised MemoryError: no room; ")


def command(images: Path, out: Path, checkpoint: Path) -> list[str]:
    return [
        "predict-dataset", str(images), "--out", str(out), "--no-progress", "--format", "npy",
        "--weights", str(checkpoint), "--device", "cpu", "--replicas", "1", "--batch-size", "1",
    ]  # fmt: skip


def test_eval_kitti_on_replicas_says_a_model_error_in_one_line(
    no_ray_up, by_value, tiny_metric_checkpoint, tmp_path, monkeypatch, capsys
):
    """``eval-kitti --replicas`` runs its frames through the same job: the same one line."""
    from support.kitti_synthetic import make_synthetic_kitti
    from tt_depth_anything_3.cli import main

    class LostDevice(DepthPredictor):
        def __init__(self, model, resources, out_dir, formats, *args, **kwargs) -> None:
            self.__dict__.update(stand_in(DepthPredictor, out_dir, DeviceLost()).__dict__)

    monkeypatch.setattr(dataset, "DepthPredictor", LostDevice)
    data = make_synthetic_kitti(tmp_path / "kitti")
    flags = ["eval-kitti", "--kitti-root", str(data.root), "--gt-root", str(data.gt_root)]
    flags += ["--split-file", str(data.split_file), "--no-progress", "--replicas", "1"]
    flags += ["--weights", str(tiny_metric_checkpoint), "--device", "cpu"]
    assert main([*flags, "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(
        "tt-da3 eval-kitti: error: a replica raised RuntimeError: device lost (second line of "
        f"the runtime's message) predicting {data.root}/"
    ), err
    assert len(err.splitlines()) == 1 and "Traceback" not in err


def test_a_replica_that_dies_on_every_try_of_a_batch_ends_the_job(
    shared_ray, by_value, images, tiny_metric_checkpoint, tmp_path, monkeypatch, capsys
):
    """Its process is killed on one image at every try (``os._exit``, as the OOM killer):
    the job ends after the restarts (it ran for ever) with one line naming the image, the
    restarts and Ray's cause; the markers are gone."""
    from tt_depth_anything_3.cli import main

    class DiesOnBoom(DepthPredictor):  # (here: Ray's workers get it by value)
        def __init__(self, model, resources, out_dir, formats, *args, **kwargs) -> None:
            self.__dict__.update(stand_in(DepthPredictor, out_dir).__dict__)

        def predict(self, batch):
            if any("boom" in str(source) for source in batch["source"]):
                os._exit(3)
            errors = np.asarray(["not run here"] * len(batch["name"]), dtype=object)
            return super().predict({**batch, "error": errors})  # rows of failed images

    monkeypatch.setattr(dataset, "DepthPredictor", DiesOnBoom)
    monkeypatch.setattr(dataset, "REPLICA_RESTARTS", 1)  # 2 deaths: quicker than 4
    out = tmp_path / "out"
    assert main(command(images, out, tiny_metric_checkpoint)) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(
        f"tt-da3 predict-dataset: error: a replica died predicting a batch on {images}/boom.png, "
        "and again after each of its 1 restart(s): none is left; Ray says: "
    ), err
    assert RAY_DEATH in err and "rerun to resume" in err
    assert len(err.splitlines()) == 1, err
    assert not list(out.glob(".*"))


def test_an_error_of_the_model_in_a_replica_is_one_line(
    shared_ray, by_value, images, tiny_metric_checkpoint, tmp_path, monkeypatch, capsys
):
    """It was Ray's ``RayTaskError``: the remote traceback, exit 1."""
    from tt_depth_anything_3.cli import main

    class LostDevice(DepthPredictor):
        def __init__(self, model, resources, out_dir, formats, *args, **kwargs) -> None:
            self.__dict__.update(stand_in(DepthPredictor, out_dir, DeviceLost()).__dict__)

    monkeypatch.setattr(dataset, "DepthPredictor", LostDevice)
    assert main(command(images, tmp_path / "out", tiny_metric_checkpoint)) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(
        "tt-da3 predict-dataset: error: a replica raised RuntimeError: device lost (second line "
        f"of the runtime's message) predicting {images}/"
    ), err
    assert err.endswith("the outputs written are kept: rerun to resume")
    assert len(err.splitlines()) == 1 and "Traceback" not in err


def test_a_replica_whose_creation_raises_is_one_start_error(
    shared_ray, by_value, images, tiny_metric_checkpoint, tmp_path, monkeypatch, capsys
):
    """An error out of the replica's creation itself (a cluster whose workers cannot import
    this package's version: ``ModuleNotFoundError``) was Ray's ``ActorDiedError`` with its
    fields and Ray Data's logged tracebacks; it is one ``could not start`` line, not said as
    a death past restarts (Ray does not restart it)."""
    from tt_depth_anything_3.cli import main

    class CannotImport(DepthPredictor):
        def __init__(self, *args, **kwargs) -> None:
            raise ModuleNotFoundError("No module named 'tt_depth_anything_3.new_module'")

    monkeypatch.setattr(dataset, "DepthPredictor", CannotImport)
    assert main(command(images, tmp_path / "out", tiny_metric_checkpoint)) == 2
    err = capsys.readouterr().err.strip()
    assert err == (
        "tt-da3 predict-dataset: error: a replica could not start: ModuleNotFoundError: No "
        "module named 'tt_depth_anything_3.new_module'"
    ), err
