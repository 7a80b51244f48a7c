"""``ModelOptions``: which checkpoint to load and how, the one mapping onto
``DepthAnything3.from_pretrained`` shared by the command line, the server and the evaluation."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, fields, replace
from typing import Any

from .api import DEFAULT_MODEL_ID, DepthAnything3
from .images import DEFAULT_MAX_PIXELS
from .preprocess import DEFAULT_PROCESS_RES


@dataclass(frozen=True)
class ModelOptions:
    """The model-selection options every entry point shares (see ``from_pretrained``)."""

    model_id: str = DEFAULT_MODEL_ID
    revision: str | None = None
    weights: str | None = None
    device: str = "auto"
    dtype: str | None = None
    process_res: int = DEFAULT_PROCESS_RES
    resize_mode: str = "upper_bound"
    max_pixels: int = DEFAULT_MAX_PIXELS
    tt_program: str = "fast"

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> ModelOptions:
        """From the flags of ``cli.add_model_arguments``, one per field of the same name
        (``--max-pixels`` where a command has it; the default where not)."""
        return cls(**{f.name: getattr(args, f.name) for f in fields(cls) if hasattr(args, f.name)})

    def load(self, **overrides: Any) -> DepthAnything3:
        """``DepthAnything3.from_pretrained`` with these options (``overrides`` replace some,
        e.g. ``device="cpu", dtype="float32"`` for a reference run)."""
        options = replace(self, **overrides)
        return DepthAnything3.from_pretrained(
            model_id=options.model_id,
            revision=options.revision,
            weights_path=options.weights,
            device=options.device,
            dtype=options.dtype,
            process_res=options.process_res,
            resize_mode=options.resize_mode,  # type: ignore[arg-type]
            max_pixels=options.max_pixels,
            tt_program=options.tt_program,
        )
