"""The accuracy gate of the exported runtimes and ``runtime="auto"``'s choice.

Gate (``GATE``): on each of two fixed inputs at the size the model will run (``gate_inputs``:
``synthetic``, a smooth seeded image, and ``photo``, the packaged ``gate_photo.jpg``), the
candidate's ``depth`` must have Pearson >= 0.9999 with the torch float32 network's and its
``sky`` (models with a sky head) >= 0.999; the figures kept are the lower of the two. An output
constant on either side (Pearson undefined) counts 1 when it is near-identical by max abs error,
else 0 (``agreement``); no figure is NaN.
``auto`` weighs every engine x precision and tries them fastest first (``candidates``),
taking the first that is installed and passes:

1. OpenVINO where the CPU has native bf16 (AMX or AVX512-BF16) and bf16 is the faster
   arithmetic (``bf16_rate``: with AMX; with AVX512-BF16 alone, as a 0.2 s MatMul probe
   measures it, once per process: faster on AMD Zen 4 / Zen 5, slower than float32 on an
   Intel Xeon with AMX hidden, where ``dtype="auto"`` passes these over, OPT_REPORT.md
   1c.15; with the probe off, AMD only): bf16 (the backbone in bf16,
   the head in f32, ``ov_precision``; on AMX gated first with the head's residual units in
   bf16, then with the f32 head: ``candidates.head_variants``), then int8w (as bf16 with the
   backbone's linear weights stored int8, ``ov_weights``: the smaller process (0.91 GB warm
   against 1.19 GB), no faster here, and on the measured checkpoint below the gate on its
   photo: OPT_REPORT.md 1c.4), tried only with ``dtype="auto"``; OpenVINO int8 (NNCF: the fc1
   linears int8, the rest as bf16; ``ov_int8.ENGINE_RECIPE``) only with ``dtype="int8"``:
   1.14x bf16 in one measured run, gate passed by a margin of 4e-5, for a cold load that
   quantises for minutes (OPT_REPORT.md 1c.3); where the CPU has int8 dot products
   (AVX512-VNNI, AVX-VNNI) but no native bf16, or a slower one, OpenVINO int8 runs every
   float op in f32 and the qkv, fc1 and fc2 linears int8 but in the edge blocks
   (``ov_int8.engine_recipe``), again only with ``dtype="int8"``: 1.61x OpenVINO f32's CPU
   time, gate depth 0.99992 (an Intel Xeon with AMX hidden, OPT_REPORT.md 1c.16; fc1 alone,
   1c.7: 1.14-1.19x), for a first load that quantises for minutes at a 6 GB peak;
2. ONNX Runtime, float32;
3. OpenVINO, float32 (x86); before ONNX Runtime on AVX-512 CPUs without faster bf16, where
   it measured 2.45 s against 3.91 s (no bf16, OPT_REPORT.md 1c.7) and 3.05 s against
   4.77 s (AMX hidden, 1c.15);
4. torch int8 (where its int8 GEMM is fast: ``cpu_kernels``), then torch bf16 (CPUs with
   AMX, where its arithmetic is bf16), with ``dtype="auto"``;
5. torch, float32 (the reference itself; always passes).

The order follows what was measured on this project's AMD EPYC (Zen 4: AVX-512 with
AVX512-BF16, no AMX; OPT_REPORT.md, "Inference runtimes", DA3Metric-Large 336x504, 2
threads): OpenVINO bf16 (backbone bf16, head f32) depth Pearson 0.99998, 2.58 CPU s per call
in a quiet run (3.2x the official fp32's wall time); int8w as fast within noise (2.69 CPU s;
0.3-0.4 s faster in a loaded run) and the smallest warm process, depth Pearson 0.99990 on the
synthetic gate input but 0.99977 on the photo (refused), so after bf16; int8 recipes that
quantise activations broadly fall below the gate (every op 0.969, fc1 and fc2 0.99990); the
float32 engines next (ONNX Runtime first: as fast within the shared machine's noise, smaller
warm peak RSS); torch last. On an Intel Xeon with AMX (OPT_REPORT.md 1c.6) the same order
held: OpenVINO bf16 and torch bf16 (AMX arithmetic) equally fast, 2.0-2.2x the official fp32,
OpenVINO's warm process 0.3 GB smaller; OpenVINO int8 slower than bf16 there at two threads.
Only CPUs: on CUDA or Blackhole, ``auto`` is torch.

The probe is the gate itself: one call of each candidate tried per gate input, at load,
cached on disk with the compiled model's key (a warm load does not rerun it).
``TT_DA3_AUTO_PROBE=0`` switches it off: ``auto`` then takes the first installed candidate
of the capability rule whose gate was passed on the measured models (``UNPROBED``: OpenVINO
bf16 (cut) and the float32 engines; never int8, never an untested precision), and says so.
The decision records every candidate tried, its figures and why it was refused, and
``reason`` says why the choice was made. An any-view model's views graph (``reconstruct``) is
gated apart at its first use, cameras included (``views_gate``).
"""

from __future__ import annotations

import importlib.resources
import importlib.util
import json
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import cv2
import numpy as np

from ...config.image_norm import normalize_array
from ...config.image_resize import resize_image
from ...config.precisions import PROBE_ENV, bf16_head_mode, probe_enabled
from ...config.schema import DA3Config
from ...config.torch_interop import to_numpy, torch_version
from ..base import DeviceSpec
from ..memory import release_free_memory
from ..torch.cpu_capability import CpuCapability, detect_cpu
from .cache import (
    CacheFullError,
    cached_entry,
    checkpoint_identity,
    config_digest,
    holding_entries,
)
from .camera_gate import CAMERA_GATE, CAMERA_RULE, CAMERA_VERSION, with_camera, worst_camera
from .candidates import (  # noqa: F401  (candidates, UNPROBED: public here too)
    UNPROBED,
    candidates,
    engine_candidates,
    head_variants,
    model_skip_reason,
    no_candidate_error,
    ordered_candidates,
    skip_reason,
    speed_skip_reason,
    torch_candidates,
)
from .decision_text import (  # noqa: F401  (public here too)
    CANDIDATES,
    decision_line,
    describe_candidate,
    final_reason,
    speed_note,
    torch_note,
)
from .engine import ExportedBackend
from .file_pages import releasing_pages_of
from .graph_io import InputShape

if TYPE_CHECKING:
    import torch

log = logging.getLogger(__name__)
GATE: dict[str, float] = {"depth": 0.9999, "sky": 0.999}
GATE_FILE = "gate.json"
# The photo input (``media/rocket.jpg``, 640 x 427, SpaceX, public domain: media/LICENSE.md).
GATE_PHOTO = "gate_photo.jpg"
GATE_INPUTS = ("synthetic", "photo")


def gate_input(shape: InputShape, seed: int = 0) -> torch.Tensor:
    """A fixed photo-like normalised input of ``shape``: seeded noise at 1/14 of the size,
    upsampled bicubically, plus fine texture."""
    import torch
    import torch.nn.functional as F

    generator = torch.Generator().manual_seed(seed)
    batch = shape.batch * max(1, shape.views)
    grid, full = (shape.height // 14, shape.width // 14), (shape.height, shape.width)
    coarse = torch.randn(batch, 3, *grid, generator=generator, dtype=torch.float32)  # not float64
    smooth = F.interpolate(coarse, size=full, mode="bicubic")
    texture = 0.2 * torch.randn(batch, 3, *full, generator=generator, dtype=torch.float32)
    image = smooth + texture
    return image if shape.views == 0 else image.unflatten(0, (shape.batch, shape.views))


def gate_photo(shape: InputShape) -> torch.Tensor:
    """The packaged photo resized to ``shape`` (OpenCV area / cubic, as ``preprocess``) and
    ImageNet-normalised; views: each rolled sideways by another fraction of the width."""
    import torch

    data = importlib.resources.files(__package__).joinpath(GATE_PHOTO).read_bytes()
    bgr = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)
    rgb = cv2.cvtColor(bgr, cv2.COLOR_BGR2RGB)
    image = resize_image(rgb, shape.width, shape.height)
    count = max(1, shape.views)
    views = [np.roll(image, i * shape.width // (count + 1), axis=1) for i in range(count)]
    batch = torch.from_numpy(np.stack([normalize_array(v) for v in views]))
    batch = batch.repeat(shape.batch, 1, 1, 1)
    return batch if shape.views == 0 else batch.unflatten(0, (shape.batch, shape.views))


def gate_inputs(shape: InputShape) -> dict[str, torch.Tensor]:
    """The gate's inputs at ``shape``, by name (``GATE_INPUTS``)."""
    return {"synthetic": gate_input(shape), "photo": gate_photo(shape)}


def pearson(a: torch.Tensor, b: torch.Tensor) -> float:
    """Pearson correlation of two tensors (or arrays), flattened, in float64."""
    a = to_numpy(a).astype(np.float64).ravel()
    b = to_numpy(b).astype(np.float64).ravel()
    return float(np.corrcoef(a, b)[0, 1])


# How ``agreement`` scores an output that is constant on one side (cached gate figures say
# which rule made them).
CONSTANT_RULE = "max abs error within (1 - gate) x max(1, max |reference|): 1, else 0"


def agreement(candidate: Any, reference: Any, gate: float) -> float:
    """``pearson`` of a candidate's output with the reference's, always a number: where
    either is constant (Pearson is undefined, NaN: a ReLU sky map all zeros at a small size)
    1.0 when every element agrees within ``CONSTANT_RULE``'s tolerance, else 0.0; 0.0 for an
    output with a NaN or infinity."""
    a = to_numpy(candidate).astype(np.float64).ravel()
    b = to_numpy(reference).astype(np.float64).ravel()
    if not (np.isfinite(a).all() and np.isfinite(b).all()):
        return 0.0
    if a.min() == a.max() or b.min() == b.max():
        scale = max(1.0, float(np.abs(b).max()))
        return 1.0 if float(np.abs(a - b).max()) <= (1 - gate) * scale else 0.0
    value = float(np.corrcoef(a, b)[0, 1])
    return value if np.isfinite(value) else 0.0


def gate_figures(
    candidate: dict[str, torch.Tensor], reference: dict[str, torch.Tensor]
) -> dict[str, Any]:
    """``agreement`` of each gated output, and whether all pass ``GATE``."""
    figures: dict[str, Any] = {
        name: agreement(candidate[name], reference[name], GATE[name])
        for name in GATE
        if name in reference
    }
    figures["passed"] = all(figures[name] >= GATE[name] for name in GATE if name in reference)
    return figures


def run_gate(
    backend: Any, shape: InputShape, reference: Any, identity: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The gate figures of ``backend`` at ``shape`` (cached with the backend's settings): the
    lowest over ``gate_inputs`` of each gated output, ``passed`` when every input passes, and
    each input's own figures (``inputs``); views (the views gate): the cameras' errors too,
    the largest kept (``camera_gate``); ``reference()`` gives the torch float32 outputs of
    each input (by name) when they must be computed. A ``TorchBackend`` needs the
    checkpoint's ``identity`` (``cache.checkpoint_identity``)."""
    cpu = backend.cpu if isinstance(backend, ExportedBackend) else detect_cpu()
    if isinstance(backend, ExportedBackend):
        key = {**backend.graph_parts(shape), "shape": shape.dims,
               "engine": backend.engine_version(), **backend.variant()}  # fmt: skip
    elif identity is not None:
        key = {**identity, "shape": shape.dims, "engine": f"torch {torch_version()}",
               **torch_variant(backend.precision, cpu)}  # fmt: skip
    else:
        raise ValueError(f"run_gate needs the checkpoint identity for a {backend.name} backend")
    parts = {**key, "runtime": backend.name, "precision": backend.precision,
             "cpu": cpu.model, "flags": sorted(cpu.flags), "gate": GATE,
             "inputs": GATE_INPUTS, "constant": CONSTANT_RULE}  # fmt: skip
    if shape.views:  # the views gate: the cameras too (``camera_gate``)
        parts["camera"] = {"gate": CAMERA_GATE, "rule": CAMERA_RULE, "version": CAMERA_VERSION}

    def build(folder: Path) -> None:
        expected = reference()  # first: the torch network is gone before the engine compiles
        by_input = {}
        for name, image in gate_inputs(shape).items():
            run = backend.run_views(image) if shape.views else backend.run(image)
            by_input[name] = gate_figures(run.heads, expected[name])
            if shape.views:
                by_input[name] = with_camera(by_input[name], run.heads, expected[name])
        figures: dict[str, Any] = {
            output: min(row[output] for row in by_input.values())
            for output in GATE
            if output in by_input[GATE_INPUTS[0]]
        }
        figures.update(worst_camera(by_input) if shape.views else {})
        # the lowest figures pass exactly when every input's do
        figures["passed"] = all(row["passed"] for row in by_input.values())
        figures["inputs"] = by_input
        (folder / GATE_FILE).write_text(json.dumps(figures, allow_nan=False), encoding="utf-8")

    with holding_entries():  # no other process evicts it before it is read
        figures_file = cached_entry("gate", parts, build) / GATE_FILE
        return json.loads(figures_file.read_text(encoding="utf-8"))


def torch_variant(precision: str, cpu: CpuCapability) -> dict[str, str]:
    """What a torch CPU backend at ``precision`` computes with beyond the checkpoint, the
    precision and the CPU's flags, in its gate's key: the linear kernels ``select_kernels``
    takes on ``cpu`` (int8: oneDNN's GEMM or a float32 dequantisation when oneDNN is off) and,
    for bf16, the DPT head's mode (``TT_DA3_BF16_HEAD``: the residual units in bf16 or f32).
    Figures gated with one head were served for the other (depth 0.99998717 against
    0.99999931 on one checkpoint)."""
    from ..torch.cpu_kernels import bf16_native, select_kernels

    variant = {}
    if precision in ("fp32", "bf16", "int8"):
        variant["kernels"] = select_kernels(precision, cpu).linear
    if precision == "bf16":
        variant["head"] = bf16_head_mode(bf16_native(cpu))
    return variant


def gate_reference(config: DA3Config, weights: os.PathLike | str, shape: InputShape) -> Any:
    """A callable giving the torch float32 network's outputs on each of ``gate_inputs(shape)``
    (by name), computed on its first call only: ``run_gate``'s ``reference``."""
    cached_reference: dict[str, dict[str, torch.Tensor]] = {}

    def reference() -> dict[str, dict[str, torch.Tensor]]:
        if not cached_reference:
            from ..torch.loading import build_network
            from .export import reference_outputs

            network = build_network(config, weights, "fp32")
            # the weights are views of the checkpoint's mapping: its pages dropped as the
            # forward reads them (``file_pages``), then the network freed before any engine
            # builds (not left to the cycle collector)
            with releasing_pages_of(weights):
                for name, image in gate_inputs(shape).items():
                    cached_reference[name] = reference_outputs(network, image)
            del network
            release_free_memory()
            if config.is_nested:
                from .graph_io import align_nested

                for name, heads in cached_reference.items():
                    cached_reference[name] = align_nested(heads)
        return cached_reference

    return reference


def choose_runtime(
    spec: DeviceSpec,
    config: DA3Config,
    weights: os.PathLike | str,
    dtype: str,
    shape: InputShape,
    make: Any,
    only: str | None = None,
) -> tuple[Any, dict[str, Any]]:
    """``(backend, decision)`` for ``runtime="auto"``: the first candidate that is installed
    and passes the gate at ``shape``; ``make(runtime, precision)`` builds a backend. ``only``:
    a named engine with ``dtype="auto"``: its candidates alone (ValueError if none passes).

    ``decision``: ``choice`` (runtime), ``precision``, ``reason`` and ``tried`` (each
    candidate with its gate figures or why it was skipped)."""
    tried: list[dict[str, Any]] = []
    reference = gate_reference(config, weights, shape)
    probe = probe_enabled()
    for runtime, precision, final in ordered_candidates(spec, dtype, only):
        if final:
            tried.append({"runtime": runtime, "precision": precision})
            reason = final_reason(precision, tried)
            return make(runtime, precision), _decision(runtime, precision, reason, tried)
        skipped = (
            model_skip_reason(config, dtype, runtime, precision)
            or skip_reason(runtime, precision, probe)
            or speed_skip_reason(dtype, runtime, precision)
        )  # the preflight's walk too
        if skipped is not None:
            tried.append({"runtime": runtime, "precision": precision, "skipped": skipped})
            continue
        for head in head_variants(runtime, precision, probe):
            row: dict[str, Any] = {"runtime": runtime, "precision": precision}
            if head is not None:
                row["head"] = head
            tried.append(row)
            try:  # a full cache disk passes the candidate over; torch fp32 needs no cache
                backend = make(runtime, precision)
                if head is not None:
                    backend.use_head(head)
                if (mode := backend_head(backend)) is not None:  # what it runs, however set
                    row["head"] = mode
                if not probe:
                    reason = (f"probe off ({PROBE_ENV}=0): first installed candidate of the "
                              "capability rule that passed the gate on the measured models "
                              f"(OPT_REPORT.md); the gate was not run here: "
                              f"{describe_candidate(runtime, precision, mode)}")  # fmt: skip
                    reason += torch_note(runtime, tried)
                    return backend, _decision(runtime, precision, reason, tried, mode)
                if runtime == "torch":
                    identity = {"model": config_digest(config), **checkpoint_identity(weights)}
                    row["gate"] = run_gate(backend, shape, reference, identity)
                else:
                    row["gate"] = run_gate(backend, shape, reference)
            except CacheFullError as err:
                row["skipped"] = f"the cache disk is full: {type(err).__name__}: {err}"
                log.warning("runtime='auto' passes over %s %s: %s", runtime, precision, err)
                break
            if row["gate"]["passed"]:
                if isinstance(backend, ExportedBackend):
                    # the gate's compiled model (of the probe size) dropped: the sizes called
                    # import theirs from the cache, so the process never holds two
                    backend.close()
                    release_free_memory()
                reason = (f"fastest installed candidate on this CPU's rule passing the gate "
                          f"{GATE} at {shape.describe()}: "
                          f"{describe_candidate(runtime, precision, mode)}")  # fmt: skip
                reason += torch_note(runtime, tried)
                return backend, _decision(runtime, precision, reason, tried, mode)
            backend.close()
            row["skipped"] = "failed the accuracy gate"
    if only is not None:
        raise no_candidate_error(only, tried)
    raise AssertionError("unreachable: torch is always the last candidate")


def backend_head(backend: Any) -> str | None:
    """The DPT head mode a built candidate computes (an exported engine's cut graph), or
    None."""
    return backend.head if isinstance(backend, ExportedBackend) else None


def _decision(
    runtime: str, precision: str, reason: str, tried: list, head: str | None = None
) -> dict[str, Any]:
    reason += speed_note(tried)
    decision = {"choice": runtime, "precision": precision, "reason": reason, "tried": tried,
                "gate": GATE}  # fmt: skip
    return decision if head is None else {**decision, "head": head}
