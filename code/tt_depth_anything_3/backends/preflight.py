"""What loading a backend refuses before any weights are read, found without loading:
``factory.check_backend_options`` (the load's own first step, and ``tt-da3 serve``'s start-up
check) asks ``planned_backends`` which backend ``factory.open_backend`` builds first for a
``device=`` / ``dtype=`` / ``runtime=``, ``"auto"`` resolved as it resolves it (the candidate
walk of ``runtimes.candidates``, which ``runtimes.select.choose_runtime`` follows), and
``check_backend`` runs the checks that backend runs itself when it is made."""

from __future__ import annotations

from ..config.errors import InputError
from ..config.options import ENGINE_RUNTIMES
from ..config.precisions import probe_enabled
from ..config.schema import DA3Config
from .base import DeviceSpec
from .runtimes.graph_io import MIN_SIDE

TT_DTYPE_ERROR = (
    "dtype={typed!r} is not something device='tt' runs: the Blackhole device program "
    "has its own precision (bfloat16 matmuls, a float32 residual stream and head; "
    "tt_program='fast' stores the head's largest maps bfloat16, 'accurate' keeps them "
    "float32). Leave dtype unset (or 'auto') and choose with tt_program"
)


def planned_backends(
    spec: DeviceSpec,
    precision: str,
    runtime: str,
    probe_size: tuple[int, int] | None = None,
    config: DA3Config | None = None,
) -> list[tuple[str, str]]:
    """The (runtime, precision) of the backend ``open_backend`` builds first, as
    ``create_with_runtime`` decides: a named runtime and precision as given; a named engine
    with ``dtype="auto"`` off the CPU in float32; ``runtime="auto"`` off the CPU or at a
    network size the exported graphs do not take (``probe_size``), torch; otherwise the first
    candidate ``choose_runtime`` builds (``candidates.first_built``, with ``config``: the
    model's own skips too, ``candidates.model_skip_reason``, as the load passes them over;
    None: the model is not known yet). ``"auto"`` stays for a torch precision
    (``auto_precision`` picks one its device runs). ValueError when a named engine has no
    candidate to try here (``candidates.no_candidate_error``)."""
    if runtime == "torch":
        return [("torch", precision)]
    small = probe_size is not None and min(probe_size) < MIN_SIDE
    if runtime == "auto" and (spec.type != "cpu" or small):
        return [("torch", precision)]
    if runtime != "auto" and precision != "auto":
        return [(runtime, precision)]
    if runtime != "auto" and spec.type != "cpu":  # the GPU engines' dtype="auto": float32
        return [(runtime, "fp32")]
    from .runtimes.candidates import first_built, no_candidate_error

    only = None if runtime == "auto" else runtime
    chosen, passed_over = first_built(spec, precision, only, probe_enabled(), config)
    if chosen is None:
        raise no_candidate_error(runtime, passed_over)
    return [chosen]


def check_backend(
    runtime: str,
    spec: DeviceSpec,
    precision: str,
    typed: object = None,
    config: DA3Config | None = None,
) -> None:
    """What ``factory.create`` refuses for ``runtime`` on ``spec`` at ``precision`` before any
    weights are read, by the same checks (``typed``: the user's ``dtype``, echoed; None when
    ``"auto"`` chose ``precision``): on ``tt`` a named dtype, a model the device program does
    not run (``config``, where known: named before ttnn is asked for) and a missing or
    unsupported ttnn;
    on torch devices a precision torch does not run there; the engines'
    ``runtimes.build.check_engine_backend``."""
    if runtime in ENGINE_RUNTIMES:
        from .runtimes.build import check_engine_backend

        check_engine_backend(runtime, spec, precision, typed)
        return
    if runtime != "torch":
        raise InputError(f"runtime must be torch or an exported engine, got {runtime!r}")
    if spec.kind == "tt":
        if typed is not None and precision != "auto":
            raise InputError(TT_DTYPE_ERROR.format(typed=typed))
        if config is not None:
            from .blackhole.numerics import unsupported_reason  # torch, as the tt path

            reason = unsupported_reason(config)
            if reason is not None:
                raise ValueError(reason)
        from .blackhole.ttnn_version import check_ttnn_ready

        check_ttnn_ready()
        return
    if precision != "auto":  # "auto" picks what the device runs (auto_precision)
        from .torch.precision import check_precision_device

        check_precision_device(precision, spec.type)
