"""``predict_dataset`` with fewer pending images than ``replicas x batch_size``: one replica
took every image while the others stood idle, and Ray Data warned (``tt-da3 predict-dataset:
warning: The minimum number of concurrent actors ... is set to 2, but the operator only
received 1 input(s) ... configuring `override_num_blocks` ...``), which a user cannot act on.
The images per call are now lowered so that each replica gets a batch; with fewer images than
replicas (1 image, ``--replicas 2``) the pool is as large as the images (the warning was still
said, and the idle replica loaded the model for nothing).

``predict-dataset --replicas N`` with a replica slower to load its model than the others:
Ray Data handed the first replica ready two batches at once (``max_tasks_in_flight_per_actor``
2, its default), and a batch sent to a replica stays there. With two replicas and a batch
each (``spread_batch``), the first ready ran both, one after the other, while the second,
ready a moment later, got none: the job ran at the speed of one replica. A replica now holds
one batch at a time, and the next goes to whichever is free.

The late-replica test's replicas are stand-ins (no model loads in them) that wait on each other
through files, not on a clock: the first replica holds its batch until the other has been
handed one, so the test passes at any speed and, before the fix, failed (the second got none).

The jobs here run on one local Ray of the module (``shared_ray``): a start and a shutdown cost
seconds each, and what is checked is how the job hands out its batches, not Ray's start."""

from __future__ import annotations

import os
import time
import warnings
from pathlib import Path

import numpy as np
import pytest

from support.dataset_runs import two_replica_run, write_images
from tt_depth_anything_3.scale_out import dataset
from tt_depth_anything_3.scale_out.inputs import spread_batch
from tt_depth_anything_3.scale_out.predictor import DepthPredictor

IDLE_ACTORS = "The minimum number of concurrent actors"  # Ray Data's warning
WAIT_S = 60.0  # how long a stand-in waits for the other: only reached when the fix is gone


@pytest.mark.parametrize(
    ("count", "replicas", "batch_size", "batch"),
    [(3, 2, 4, 2), (1, 2, 4, 1), (5, 2, 4, 3), (8, 2, 4, 4), (100, 2, 4, 4), (2, 3, 1, 1)],
)
def test_spread_batch(count, replicas, batch_size, batch):
    assert spread_batch(count, replicas, batch_size) == batch


@pytest.mark.parametrize("names", [("a", "b", "c"), ("a",)])
def test_two_replicas_each_take_a_batch(shared_ray, tiny_metric_checkpoint, tmp_path, names):
    folder = write_images(tmp_path / "in", names, seed=0)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        report = two_replica_run(folder, tmp_path / "out", tiny_metric_checkpoint)
    assert (report.written, report.failed) == (len(names), 0)
    assert not [w for w in caught if IDLE_ACTORS in str(w.message)]


def wait_for(path: Path) -> None:
    """Until ``path`` exists (``WAIT_S`` at most, then on: the test fails on what it counts)."""
    deadline = time.monotonic() + WAIT_S
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.05)


class SlowSecond(DepthPredictor):
    """The first replica to start is ``first``; the other (``second``) finishes starting only
    once the first has begun its batch, and the first answers it only once the second has
    been handed one. No model: each image's row says ``stand-in`` (a failed row)."""

    def __init__(self, model, resources, out_dir, formats, *args, **kwargs) -> None:
        self.out_dir, self.formats = Path(out_dir), ("npy",)
        self.coord = self.out_dir.parent / "coord"
        try:
            os.close(os.open(self.coord / "first", os.O_CREAT | os.O_EXCL))
            self.replica = "first"
        except FileExistsError:
            self.replica = "second"
            wait_for(self.coord / "first-busy")  # loading while the first has work
        self.start_error, self.auto_choice, self.model = None, "", None
        self.takes_focal, self.keep_non_finite, self.png_scale = False, False, 1000.0
        self.call_kwargs = {}

    def predict(self, batch):
        if self.replica == "first" and not (self.coord / "first-busy").exists():
            (self.coord / "first-busy").touch()
            wait_for(self.coord / "second-has-one")
        else:
            (self.coord / "second-has-one").touch()
        errors = np.asarray(["stand-in"] * len(batch["name"]), dtype=object)
        return super().predict({**batch, "error": errors})


def test_a_replica_ready_late_gets_a_batch(
    shared_ray, by_value, tiny_metric_checkpoint, tmp_path, monkeypatch
):
    """Two images, two replicas, a batch of one each: each replica answers one image (the
    first took both and the second none)."""
    folder = write_images(tmp_path / "in", ("a", "b"), seed=5)
    (tmp_path / "coord").mkdir()
    monkeypatch.setattr(dataset, "DepthPredictor", SlowSecond)
    report = two_replica_run(folder, tmp_path / "out", tiny_metric_checkpoint, batch_size=1)
    assert report.per_replica == {"first": 1, "second": 1}
    assert report.failed == 2  # the stand-ins' rows
