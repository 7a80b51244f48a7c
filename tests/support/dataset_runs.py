"""``predict_dataset`` runs of the tests: one already made, as a rerun finds it (one input
image, its run record and outputs in ``out``, written by hand: no Ray), and a small run on two
local replicas of a tiny model (``two_replica_run`` of ``write_images``' folder)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from PIL import Image

from tt_depth_anything_3.config.options import ModelOptions
from tt_depth_anything_3.scale_out.dataset import RUN_RECORD, DatasetReport, run_record
from tt_depth_anything_3.scale_out.inputs import Item, list_inputs
from tt_depth_anything_3.scale_out.resources import ReplicaResources


def finished_run(
    folder: Path, photo: np.ndarray, model: ModelOptions, formats: tuple[str, ...]
) -> tuple[list[Item], Path]:
    """``folder/x.png`` as the one input, ``folder/out`` holding its run record (``model``,
    ``formats``, png scale 1000, max_pixels 10**6) and an output per format."""
    Image.fromarray(photo).save(folder / "x.png")
    items = list_inputs([str(folder / "x.png")])
    out = folder / "out"
    out.mkdir()
    record = run_record(model, formats, 1000.0, None, 1_000_000)
    (out / RUN_RECORD).write_text(json.dumps(record))
    for fmt in formats:
        (out / f"x.{fmt}").write_bytes(b"an earlier output")
    return items, out


def write_images(folder: Path, names: tuple[str, ...], seed: int) -> Path:
    """``folder`` (made) holding ``<name>.png`` for each of ``names``: random 28 x 42 images
    of ``seed``."""
    folder.mkdir()
    rng = np.random.default_rng(seed)
    for name in names:
        image = rng.integers(0, 255, (28, 42, 3), dtype=np.uint8)
        Image.fromarray(image).save(folder / f"{name}.png")
    return folder


def two_replica_run(folder: Path, out: Path, checkpoint: Path, **options: object) -> DatasetReport:
    """``predict_dataset`` of the images in ``folder`` into ``out`` on two replicas (half a CPU
    each) of the tiny ``checkpoint`` at process_res 70, npy outputs, no progress bar;
    ``options``: more of its arguments (``batch_size``)."""
    from tt_depth_anything_3.scale_out.dataset import predict_dataset

    model = {"weights_path": str(checkpoint), "device": "cpu", "process_res": 70}
    return predict_dataset(
        list_inputs(folder), out, model, replicas=2, resources=ReplicaResources("cpu", cpus=0.5),
        formats=("npy",), progress=False, **options,
    )  # fmt: skip
