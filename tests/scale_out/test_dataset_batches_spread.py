"""``predict_dataset`` with fewer pending images than ``replicas x batch_size``: one replica
took every image while the others stood idle, and Ray Data warned (``tt-da3 predict-dataset:
warning: The minimum number of concurrent actors ... is set to 2, but the operator only
received 1 input(s) ... configuring `override_num_blocks` ...``), which a user cannot act on.
The images per call are now lowered so that each replica gets a batch; with fewer images than
replicas (1 image, ``--replicas 2``) the pool is as large as the images (the warning was still
said, and the idle replica loaded the model for nothing)."""

from __future__ import annotations

import warnings

import pytest

from support.dataset_runs import two_replica_run, write_images
from tt_depth_anything_3.scale_out.inputs import spread_batch
from tt_depth_anything_3.scale_out.ray_shutdown import shutdown_ray

IDLE_ACTORS = "The minimum number of concurrent actors"  # Ray Data's warning


@pytest.mark.parametrize(
    ("count", "replicas", "batch_size", "batch"),
    [(3, 2, 4, 2), (1, 2, 4, 1), (5, 2, 4, 3), (8, 2, 4, 4), (100, 2, 4, 4), (2, 3, 1, 1)],
)
def test_spread_batch(count, replicas, batch_size, batch):
    assert spread_batch(count, replicas, batch_size) == batch


@pytest.mark.parametrize("names", [("a", "b", "c"), ("a",)])
def test_two_replicas_each_take_a_batch(tiny_metric_checkpoint, tmp_path, names):
    ray = pytest.importorskip("ray")
    folder = write_images(tmp_path / "in", names, seed=0)
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            report = two_replica_run(folder, tmp_path / "out", tiny_metric_checkpoint)
    finally:
        shutdown_ray(ray)  # (ray.shutdown could end the worker: scale_out.ray_shutdown)
    assert (report.written, report.failed) == (len(names), 0)
    assert not [w for w in caught if IDLE_ACTORS in str(w.message)]
