"""``ModelOptions``: which checkpoint to load and how, with the bounds of every option in one
place. The command line, the server (``ServerSettings`` extends it), the Ray replicas and the
KITTI evaluation all describe a model this way; ``DepthAnything3.from_options`` loads one."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, fields
from typing import Literal

from .errors import InputError

DEFAULT_MODEL_ID = "depth-anything/DA3METRIC-LARGE"
DEFAULT_PROCESS_RES = 504
MIN_PROCESS_RES = 14  # one patch
DEFAULT_MAX_PIXELS = 64_000_000  # 64 MP, e.g. 8000 x 8000
MIN_SIDE = 8  # smallest accepted image side, in pixels
ResizeMode = Literal["upper_bound", "squash"]
RESIZE_MODES: tuple[str, ...] = ("upper_bound", "squash")
# The Blackhole device programs (the first is the default; ``numerics.program`` defines them).
TT_PROGRAMS: tuple[str, ...] = ("fast", "accurate")
# Who runs the network: torch, an exported-graph engine, or the gated choice (backends.runtimes).
RUNTIMES: tuple[str, ...] = ("torch", "onnxruntime", "openvino", "auto")


def check_model_options(
    process_res: int, resize_mode: str, max_pixels: int, tt_program: str, runtime: str = "torch"
) -> None:
    """ValueError, saying the allowed values, for an option out of its bounds."""
    if process_res < MIN_PROCESS_RES:
        raise InputError(f"process_res must be at least {MIN_PROCESS_RES}, got {process_res}")
    if resize_mode not in RESIZE_MODES:
        raise InputError(f"resize_mode must be 'upper_bound' or 'squash', got {resize_mode!r}")
    if max_pixels < MIN_SIDE * MIN_SIDE:
        raise InputError(f"max_pixels must be at least {MIN_SIDE * MIN_SIDE}, got {max_pixels}")
    if tt_program not in TT_PROGRAMS:
        raise InputError(f"tt_program must be one of {TT_PROGRAMS}, got {tt_program!r}")
    if runtime not in RUNTIMES:
        raise InputError(f"runtime must be one of {RUNTIMES}, got {runtime!r}")


@dataclass(frozen=True)
class ModelOptions:
    """The model-selection options every entry point shares (see ``from_pretrained``); checked
    when made (``check_model_options``)."""

    model_id: str = DEFAULT_MODEL_ID
    revision: str | None = None
    weights: str | None = None
    device: str = "auto"
    dtype: str | None = None
    process_res: int = DEFAULT_PROCESS_RES
    resize_mode: str = "upper_bound"
    max_pixels: int = DEFAULT_MAX_PIXELS
    tt_program: str = "fast"
    runtime: str = "torch"

    def __post_init__(self) -> None:
        check_model_options(
            self.process_res, self.resize_mode, self.max_pixels, self.tt_program, self.runtime
        )

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> ModelOptions:
        """From the flags of ``cli.common.add_model_arguments``, one per field of the same
        name (``--max-pixels`` where a command has it; the default where not)."""
        return cls(**{f.name: getattr(args, f.name) for f in fields(cls) if hasattr(args, f.name)})

    def model_options(self) -> ModelOptions:
        """Just the ``ModelOptions`` fields (of a subclass such as ``ServerSettings``)."""
        return ModelOptions(**{f.name: getattr(self, f.name) for f in fields(ModelOptions)})
