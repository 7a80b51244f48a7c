"""``create``: the backend for a parsed ``device=``, with its device wiring (ttnn included)."""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..config.catalog import hub_preset_config
from ..config.errors import InputError, UnusedOptionWarning
from ..config.options import ENGINE_RUNTIMES, RUNTIMES, TT_PROGRAMS
from ..config.precisions import parse_precision, probe_enabled
from ..config.schema import DA3Config
from .base import Backend, DeviceSpec, parse_device
from .caller_state import in_own_precision
from .runtimes.graph_io import MIN_SIDE

# 518x518 and the 504-long-side sizes of 4:3 photos (landscape and portrait).
# ``default_warmup_sizes`` at the default process_res (504): a 4:3 photo both ways.
TT_DEFAULT_WARMUP_SIZES = ((378, 504), (504, 378))


def default_warmup_sizes(
    spec: DeviceSpec, photo_size: tuple[int, int] | None = None
) -> tuple[tuple[int, int], ...]:
    """Network sizes to warm at load when the caller names none: on ``tt`` (where each one
    compiles and captures a trace) ``photo_size``, the network size of a 4:3 landscape photo at
    the model's ``process_res`` (default: at 504), and its portrait transpose; none on torch
    devices."""
    if spec.kind != "tt":
        return ()
    photo = tuple(photo_size) if photo_size is not None else TT_DEFAULT_WARMUP_SIZES[0]
    return tuple(dict.fromkeys([photo, photo[::-1]]))


def create(
    spec: DeviceSpec,
    config: DA3Config,
    weights: os.PathLike | str,
    precision: str = "fp32",
    trace: bool = True,
    tt_program: str = "fast",
    runtime: str = "torch",
) -> Backend:
    """The backend running ``config``'s network with ``weights`` on ``spec``.

    torch devices: the network read in ``precision``'s storage dtypes (``loading``) and run
    by ``TorchBackend`` (``trace``: CUDA graphs on CUDA). ``tt``: the float32 network handed to
    ``TTNNBackend`` (the device program has one precision), its converted weights cached per
    checkpoint (``$TT_DA3_CACHE_DIR`` or ``~/.cache``) and the one-pass attention enabled by an
    ``attention_calibration.json`` beside the weights; ``trace``: metal traces; ``tt_program``:
    one of ``TT_PROGRAMS`` (ignored on torch devices). ``runtime`` ``"onnxruntime"`` /
    ``"openvino"``: the exported graph in that engine on the CPU (``runtimes.build``).
    """
    if runtime != "torch":
        from .runtimes.build import engine_backend

        return engine_backend(runtime, spec, config, weights, precision)
    if spec.kind == "tt":
        return _tt_backend(config, weights, spec.tt_device_id or 0, trace, tt_program)
    from .torch import loading
    from .torch.backend import TorchBackend

    network = loading.build_network(config, weights, precision, spec.torch_device)
    return TorchBackend(network, spec.torch_device, precision, trace=trace)


def _tt_backend(
    config: DA3Config, weights: os.PathLike | str, device_id: int, trace: bool, program: str
):
    """The Blackhole backend (imports ttnn; only here, only when device='tt' is asked for)."""
    from .blackhole.ttnn_version import check_ttnn_ready

    check_ttnn_ready()  # before the weights are read: another ttnn segfaults in the program
    from .blackhole.device import TTNNBackend, WeightCache
    from .blackhole.one_pass import CALIBRATION_FILE, AttentionCalibration
    from .torch import loading

    network = loading.build_network(config, weights, "fp32")
    cache = WeightCache.for_checkpoint(weights, config)
    calibration_path = Path(weights).parent / CALIBRATION_FILE
    calibration = (
        AttentionCalibration.load(calibration_path) if calibration_path.is_file() else None
    )
    return TTNNBackend(
        network,
        device_id,
        trace=trace,
        weight_cache=cache,
        attention_calibration=calibration,
        program=program,
    )


def create_with_runtime(
    spec: DeviceSpec,
    config: DA3Config,
    weights: os.PathLike | str,
    precision: str,
    trace: bool,
    tt_program: str,
    runtime: str,
    probe_size: tuple[int, int],
    asked: str | None = None,
) -> tuple[Backend, dict[str, Any] | None]:
    """``create`` for a named ``runtime``, or for ``"auto"`` the fastest engine that passes the
    accuracy gate at the network size ``probe_size`` (``runtimes.select.choose_runtime``),
    with its decision (None for a named runtime). An engine chosen by ``"auto"`` runs the
    sizes its graphs do not take (a side under 28 px) on torch, built when one first comes
    (``runtimes.small_sizes``; the decision's ``small_sizes`` says so). With ``dtype="auto"``
    an any-view model's views graph is gated apart at its first use, falling back to float32
    if it fails (``runtimes.views_gate``; the decision's ``views`` says so). ``asked``: the
    user's dtype where ``open_backend`` resolved ``"auto"`` to ``precision`` (off the CPU)."""
    engine_auto = runtime in ENGINE_RUNTIMES and precision == "auto"
    if engine_auto and spec.type != "cpu":  # the GPU engines: float32, their reference
        precision = "fp32"
    elif runtime != "auto" and not engine_auto:
        return create(spec, config, weights, precision, trace, tt_program, runtime), None
    from .runtimes.views_gate import gate_views

    if runtime != "auto" and precision != "auto":
        reason = f"runtime={runtime!r} on {spec}: float32 (dtype='auto' weighs CPU precisions)"
        backend = create(spec, config, weights, precision, trace, tt_program, runtime)
        decision = {"choice": runtime, "precision": precision, "reason": reason}
        backend = gate_views(
            backend,
            decision,
            config,
            weights,
            "auto",
            probe_size,
            lambda name, chosen: create(spec, config, weights, chosen, trace, runtime=name),
            named_engine=True,
            probe=probe_enabled(),
            device=spec.type,
        )  # fmt: skip  (off the CPU: recorded as not gated)
        return backend, decision
    from .runtimes.graph_io import MIN_SIDE, InputShape
    from .runtimes.select import choose_runtime

    if runtime == "auto" and min(probe_size) < MIN_SIDE:  # no exported graph takes the size
        backend = create(spec, config, weights, precision, trace, tt_program, "torch")
        decision = small_size_decision(probe_size, precision)
        backend = gate_views(
            backend, decision, config, weights, asked or precision,
            (max(probe_size[0], MIN_SIDE), max(probe_size[1], MIN_SIDE)),
            lambda name, chosen: create(spec, config, weights, chosen, trace, tt_program),
            named_engine=False, probe=probe_enabled(), device=spec.type,
        )  # fmt: skip
        return backend, decision

    def make(name: str, chosen: str) -> Backend:
        return create(spec, config, weights, chosen, trace, runtime=name)

    only = None if runtime == "auto" else runtime
    backend, decision = choose_runtime(
        spec, config, weights, precision, InputShape(*probe_size), make, only=only
    )
    # the views graph (reconstruct) gated apart at its first use (``runtimes.views_gate``)
    backend = gate_views(backend, decision, config, weights, asked or precision, probe_size,
                         make, named_engine=only is not None, probe=probe_enabled(),
                         device=spec.type)  # fmt: skip
    if runtime == "auto" and decision["choice"] != "torch":  # the sizes no graph takes: torch
        from .runtimes.small_sizes import SmallSizesOnTorch, small_sizes_rule, torch_precision_for

        small = torch_precision_for(precision)
        backend = SmallSizesOnTorch(
            backend,
            lambda: create(spec, config, weights, small, trace, tt_program, "torch"),
            small,
        )
        decision["small_sizes"] = small_sizes_rule(precision)  # the same dict: views_gate's
    return backend, decision


def small_size_decision(probe_size: tuple[int, int], precision: str) -> dict[str, Any]:
    """``runtime="auto"``'s decision at a network size no exported graph takes: torch."""
    reason = (f"the network size {probe_size[0]}x{probe_size[1]} has a side under "
              f"{MIN_SIDE} px, which the exported graphs do not take")  # fmt: skip
    return {"choice": "torch", "precision": precision, "reason": reason, "tried": []}


def engine_device(runtime: str, device: Any) -> DeviceSpec:
    """An exported engine's device, parsed without torch: ``device="auto"`` is the CPU for
    OpenVINO and ONNX Runtime (no CUDA probe) and the first GPU for TensorRT; ``"cuda[:N]"``
    is taken as written (ONNX Runtime's providers find the GPU, or say why not)."""
    if isinstance(device, str) and device.strip().lower() == "auto":
        device = "cuda" if runtime == "tensorrt" else "cpu"
    return parse_device(device, probe_cuda=False)


@dataclass(frozen=True)
class OpenedBackend:
    """What ``open_backend`` made: the backend, the parsed device, and how ``dtype="auto"`` /
    ``runtime="auto"`` chose (None when named)."""

    backend: Backend
    spec: DeviceSpec
    auto_precision: dict[str, Any] | None
    auto_runtime: dict[str, Any] | None

    def warmup_sizes(
        self, requested: Sequence[tuple[int, int]] | None, photo_size: tuple[int, int]
    ) -> Sequence[tuple[int, int]]:
        """``requested``, or where None the sizes worth warming on this device
        (``default_warmup_sizes`` for a photo of network size ``photo_size``)."""
        return default_warmup_sizes(self.spec, photo_size) if requested is None else requested

    @contextmanager
    def closed_on_error(self) -> Iterator[None]:
        """Close the backend when the block raises (a warm-up that failed), then re-raise:
        nothing else would release it (on ``tt`` only ``close`` releases the chip)."""
        try:
            yield
        except BaseException:
            self.backend.close()
            raise


def check_before_download(
    device: Any,
    dtype: Any,
    runtime: str,
    probe_size: tuple[int, int],
    local: bool = False,
    model_id: str | None = None,
) -> None:
    """``check_backend_options`` before ``from_pretrained`` fetches the checkpoint: a device
    ttnn, CUDA or an engine cannot serve is refused before a hub download, not after it, with
    the config of a ``model_id`` the presets name (a model ``device="tt"`` does not run is
    named before ttnn). ``runtime="auto"`` is left to the load: which engines it tries depends
    on the model. ``local`` (a ``weights_path``, nothing to download): left to the load too,
    which checks with the checkpoint's config."""
    if runtime != "auto" and not local:
        config = hub_preset_config(model_id)
        check_backend_options(device, dtype, runtime, probe_size, config)


def check_backend_options(
    device: Any,
    dtype: Any,
    runtime: str,
    probe_size: tuple[int, int] | None = None,
    config: DA3Config | None = None,
) -> tuple[DeviceSpec, str]:
    """The parsed device and precision, or the ``InputError`` / ``ValueError`` loading gives
    before any weights are read: ``open_backend`` calls it first, and ``tt-da3 serve`` (with
    ``--ray`` too) before it starts, so that a combination no load takes stops start-up. It
    resolves ``"auto"`` as loading does and checks the backend loading builds first
    (``preflight.planned_backends``) by the checks that backend runs itself
    (``preflight.check_backend``): a device that is not there, a runtime that does not run on
    it, a dtype the device or the runtime's engine does not run (named as the user typed it),
    an engine, provider or ttnn not installed, a CPU without the instructions a precision
    needs. ``probe_size``: the network size ``runtime="auto"`` probes (None: one the exported
    graphs take); ``config``: the model, whose own skips ``auto`` follows (None: not known)."""
    from .preflight import check_backend, planned_backends

    if runtime not in RUNTIMES:
        raise InputError(f"runtime must be one of {RUNTIMES}, got {runtime!r}")
    spec = engine_device(runtime, device) if runtime in ENGINE_RUNTIMES else parse_device(device)
    precision = parse_precision(dtype)
    if runtime in ENGINE_RUNTIMES:  # its device first, whatever the dtype
        from .runtimes.build import check_engine_device

        check_engine_device(runtime, spec)
    for name, chosen in planned_backends(spec, precision, runtime, probe_size, config):
        check_backend(name, spec, chosen, dtype if chosen == precision else None, config)
    return spec, precision


@in_own_precision  # folding, export, gates and probes in float32 under a caller's autocast
def open_backend(
    device: Any,
    dtype: Any,
    config: DA3Config,
    weights: os.PathLike | str,
    trace: bool,
    tt_program: str,
    runtime: str,
    probe_size: tuple[int, int],
) -> OpenedBackend:
    """The backend ``from_pretrained``'s ``device=``, ``dtype=`` and ``runtime=`` ask for.
    The exported engines find their devices without torch (``engine_device``).
    ``dtype="auto"`` on torch (and with ``runtime="auto"`` where that is torch: off the CPU, or
    a network size the graphs do not take) is ``auto_precision``'s choice, on a CPU taken only
    if it passes the accuracy gate (``runtimes.torch_gate``); on the engines the
    gate's (``auto_runtime``), reported as ``{"choice", "runtime", "rule"}``; on ``tt`` only None
    and ``"auto"`` (the device program's own precision) are taken, any other dtype is an
    ``InputError``. A ``tt_program`` other than the default off ``tt`` warns
    (``UnusedOptionWarning``): it is not used there."""
    spec, precision = check_backend_options(device, dtype, runtime, probe_size, config)
    if spec.kind != "tt" and tt_program != TT_PROGRAMS[0]:  # said, as other unused options
        warnings.warn(
            f"tt_program={tt_program!r} chooses the Blackhole device program: it is not used "
            f"on {spec.type} (runtime {runtime!r})",
            UnusedOptionWarning,
            stacklevel=3,
        )
    decision = None
    if precision == "auto" and (runtime == "torch" or runtime == "auto" and not (
        spec.type == "cpu" and min(probe_size) >= MIN_SIDE
    )):  # fmt: skip
        from .torch.auto_precision import auto_decision

        decision = auto_decision(spec.torch_device if spec.kind == "torch" else None)
        gated = None
        if spec.type == "cpu":  # the speed rule's choice, taken if it passes the gate
            from .runtimes.torch_gate import gate_torch_auto

            decision, gated = gate_torch_auto(
                config, weights, probe_size, decision,
                lambda chosen: create(spec, config, weights, chosen, trace, tt_program),
            )  # fmt: skip
        precision = decision["choice"]
        if spec.kind == "torch" and (runtime == "torch" or spec.type == "cpu"):
            # torch serves the choice (``runtime="auto"`` on a CPU: a size under MIN_SIDE)
            return torch_auto_opened(spec, config, weights, trace, tt_program, runtime,
                                     probe_size, decision, gated)  # fmt: skip
        if gated is not None:
            gated.close()
    backend, runtime_decision = create_with_runtime(
        spec,
        config,
        weights,
        precision,
        trace,
        tt_program,
        runtime,
        probe_size,
        asked="auto" if decision is not None else None,
    )
    if precision == "auto" and runtime_decision is not None:  # the engines' gate chose
        decision = {
            "choice": runtime_decision["precision"],
            "runtime": runtime_decision["choice"],
            "rule": runtime_decision["reason"],
        }
    return OpenedBackend(backend, spec, decision, runtime_decision)


def torch_auto_opened(
    spec: DeviceSpec,
    config: DA3Config,
    weights: os.PathLike | str,
    trace: bool,
    tt_program: str,
    runtime: str,
    probe_size: tuple[int, int],
    decision: dict[str, Any],
    gated: Backend | None,
) -> OpenedBackend:
    """``dtype="auto"`` served by torch at ``decision``'s choice: the precision gate's
    candidate (``gated``, built by ``gate_torch_auto`` on a cold or warm gate cache alike; built
    here when it returned none: float32, or the rule's choice with the probe off), its views
    gated apart at first use (``runtimes.views_gate``; recorded in ``decision["views"]``, and
    for ``runtime="auto"``, at a network size under ``MIN_SIDE``, in its decision's too)."""
    from .runtimes.views_gate import gate_views

    precision = decision["choice"]
    backend = gated or create(spec, config, weights, precision, trace, tt_program)
    runtime_decision = small_size_decision(probe_size, precision) if runtime == "auto" else None
    size = (max(probe_size[0], MIN_SIDE), max(probe_size[1], MIN_SIDE))
    backend = gate_views(
        backend, runtime_decision or decision, config, weights, "auto", size,
        lambda name, chosen: create(spec, config, weights, chosen, trace, tt_program),
        named_engine=False, probe=probe_enabled(), chosen=("torch", precision),
        device=spec.type,
    )  # fmt: skip
    if runtime_decision is not None and "views" in runtime_decision:
        decision["views"] = runtime_decision["views"]  # one record, in both
    return OpenedBackend(backend, spec, decision, runtime_decision)
