"""``predict_dataset`` with fewer pending images than ``replicas x batch_size``: one replica
took every image while the others stood idle, and Ray Data warned (``tt-da3 predict-dataset:
warning: The minimum number of concurrent actors ... is set to 2, but the operator only
received 1 input(s) ... configuring `override_num_blocks` ...``), which a user cannot act on.
The images per call are now lowered so that each replica gets a batch; with fewer images than
replicas (1 image, ``--replicas 2``) the pool is as large as the images (the warning was still
said, and the idle replica loaded the model for nothing)."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.scale_out.inputs import list_inputs, spread_batch
from tt_depth_anything_3.scale_out.ray_shutdown import shutdown_ray
from tt_depth_anything_3.scale_out.resources import ReplicaResources

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
    from tt_depth_anything_3.scale_out.dataset import predict_dataset

    folder = tmp_path / "in"
    folder.mkdir()
    rng = np.random.default_rng(0)
    for name in names:
        image = rng.integers(0, 255, (28, 42, 3), dtype=np.uint8)
        Image.fromarray(image).save(folder / f"{name}.png")
    model = {"weights_path": str(tiny_metric_checkpoint), "device": "cpu", "process_res": 70}
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            report = predict_dataset(
                list_inputs(folder),
                tmp_path / "out",
                model,
                replicas=2,
                resources=ReplicaResources("cpu", cpus=0.5),
                formats=("npy",),
                progress=False,
            )
    finally:
        shutdown_ray(ray)  # (ray.shutdown could end the worker: scale_out.ray_shutdown)
    assert (report.written, report.failed) == (len(names), 0)
    assert not [w for w in caught if IDLE_ACTORS in str(w.message)]
