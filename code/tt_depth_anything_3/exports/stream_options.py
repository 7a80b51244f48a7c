"""``reconstruct_stream``'s options: ``StreamOptions`` (what a run is, recorded and checked on
a resume) and the per-call arguments; the check of ``DepthAnything3.reconstruct_stream``'s
keywords (an unknown name is an ``InputError`` listing the valid ones) and the signature
``help()`` shows for them."""

from __future__ import annotations

import difflib
import inspect
from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields
from typing import Any, TypeVar

from ..config.errors import InputError
from ..config.options import Bound, check_switch
from ..config.scalars import whole_hint, whole_number
from ..geometry.streaming import ChunkPlan

Method = TypeVar("Method", bound=Callable[..., Any])
# reconstruct_stream's arguments about this call, not the recorded run's settings
RUN_ARGUMENTS = ("total", "progress", "identity", "timestamps")
RETRIEVALS = ("tokens", "thumbnail")


# The numeric options' ranges (``config.options.Bound``: finite, and within these).
STREAM_BOUNDS = {
    "loop_threshold": Bound(ge=-1, le=1),  # a cosine similarity
    "loop_top_k": Bound(ge=1),
    "loop_nms": Bound(ge=0),
    "max_loops": Bound(ge=0),
    "loop_max_residual": Bound(gt=0),
    "fps": Bound(gt=0),
    "conf_percentile": Bound(ge=0, le=100),
    "voxel_fraction": Bound(gt=0),
}


INTEGER_OPTIONS = ("chunk_size", "overlap", "loop_top_k", "loop_nms", "max_loops")


@dataclass(frozen=True)
class StreamOptions:
    """What a run is (a resumed run must match): chunking, loop closure, outputs."""

    chunk_size: int = 120
    overlap: int = 60
    align_method: str = "sim3"
    loop_closure: bool = True
    retrieval: str = "tokens"  # loop descriptors: the model's pooled tokens, or "thumbnail"
    loop_threshold: float = 0.85  # centred descriptor cosine similarity of a candidate pair
    loop_top_k: int = 5  # candidates per frame
    loop_nms: int = 25  # frames: a candidate this close (both ends) to a better one is dropped
    max_loops: int = 8
    loop_max_residual: float = 0.05  # of the joint chunk's median depth
    fps: float | None = None
    conf_percentile: float = 40.0
    voxel_fraction: float = 0.01  # voxel size / chunk 0's median depth

    def __post_init__(self) -> None:
        if self.retrieval not in RETRIEVALS:
            raise InputError(f"retrieval must be one of {RETRIEVALS}, got {self.retrieval!r}")
        for name in INTEGER_OPTIONS:  # 8.5 frames a chunk read as one unbounded chunk
            value = getattr(self, name)
            number = whole_number(value)  # a 0-d integer array or tensor too
            if number is None:
                raise InputError(f"{name} must be an integer, got {value!r:.40}{whole_hint(value)}")
            object.__setattr__(self, name, number)
        for name, bound in STREAM_BOUNDS.items():
            value = getattr(self, name)
            if value is not None or name != "fps":
                bound.check(name, value)
        check_switch("loop_closure", self.loop_closure)  # "no" is truthy
        # numpy's numbers as Python's: the run's record (stream.json) is JSON
        for name in (*INTEGER_OPTIONS, *STREAM_BOUNDS, "loop_closure"):
            value = getattr(self, name)
            if value is not None:
                kind = int if name in INTEGER_OPTIONS else bool if name == "loop_closure" else float
                object.__setattr__(self, name, kind(value))
        ChunkPlan(self.chunk_size, self.overlap, self.align_method)  # type: ignore[arg-type]

    @property
    def plan(self) -> ChunkPlan:
        """The chunking these options describe (``geometry.streaming.ChunkPlan``)."""
        return ChunkPlan(self.chunk_size, self.overlap, self.align_method)  # type: ignore[arg-type]


def stream_option_names() -> tuple[str, ...]:
    """Every keyword ``reconstruct_stream`` takes: ``StreamOptions``' fields, then the run's."""
    return (*(f.name for f in fields(StreamOptions)), *RUN_ARGUMENTS)


def split_stream_options(options: dict[str, Any]) -> tuple[StreamOptions, dict[str, Any]]:
    """``options`` as (``StreamOptions``, the run's arguments: ``total``, ``progress``,
    ``identity``, ``timestamps``); ``InputError`` naming an unknown option and listing the
    valid ones (with the nearest name when one is close)."""
    names = stream_option_names()
    unknown = [name for name in options if name not in names]
    if unknown:
        near = difflib.get_close_matches(unknown[0], names, n=1)
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise InputError(
            f"reconstruct_stream got an unknown option {unknown[0]!r}{hint}; "
            f"the options are {', '.join(names)}"
        )
    run = {name: options[name] for name in RUN_ARGUMENTS if name in options}
    if "progress" in run:  # "no" is truthy: it drew the bar
        run["progress"] = check_switch("progress", run["progress"])
    settings = {name: value for name, value in options.items() if name not in RUN_ARGUMENTS}
    return StreamOptions(**settings), run


def _default(value: Any) -> Any:
    """A field's default as a parameter's (none: ``Parameter.empty``)."""
    return inspect.Parameter.empty if value is MISSING else value


def stream_parameters(runner: Callable[..., Any]) -> list[inspect.Parameter]:
    """The options as keyword-only parameters with their defaults and annotations: the fields',
    then ``RUN_ARGUMENTS`` as ``runner`` (``exports.sequence.reconstruct_stream``) has them."""
    keyword = inspect.Parameter.KEYWORD_ONLY
    result = [
        inspect.Parameter(f.name, keyword, default=_default(f.default), annotation=f.type)
        for f in fields(StreamOptions)
    ]
    run = inspect.signature(runner).parameters
    return result + [run[name].replace(kind=keyword) for name in RUN_ARGUMENTS]


def with_stream_signature(runner: Callable[..., Any]) -> Callable[[Method], Method]:
    """A decorator giving a method (``self, frames, out_dir, **options``, whose options go to
    ``runner``) the signature that names each option, so ``inspect.signature`` and ``help()``
    show them with their defaults."""

    def decorate(method: Method) -> Method:
        signature = inspect.signature(method)
        kept = [p for p in signature.parameters.values() if p.kind != p.VAR_KEYWORD]
        method.__signature__ = signature.replace(  # type: ignore[attr-defined]
            parameters=[*kept, *stream_parameters(runner)]
        )
        return method

    return decorate
