"""A ``predict_dataset`` run already made, as a rerun finds it: one input image, its run
record and outputs in ``out`` (written by hand: no Ray)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from PIL import Image

from tt_depth_anything_3.config.options import ModelOptions
from tt_depth_anything_3.scale_out.dataset import RUN_RECORD, run_record
from tt_depth_anything_3.scale_out.inputs import Item, list_inputs


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
