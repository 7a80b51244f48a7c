"""``DepthAnything3``: the public facade. Load, then ``model(images)`` -> ``DepthOutput``.

Each call runs small timed steps: decode, preprocess, infer (on the backend), postprocess
(metric scaling, sky fill, resize, clamp).
"""

from __future__ import annotations

import importlib.util
import os
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch

from .attention_calibration import CALIBRATION_FILE, AttentionCalibration
from .backends import Backend, TorchBackend, parse_device
from .backends.auto_precision import choose_precision
from .backends.torch_precision import (
    branches,
    parse_precision,
    quantize_linears_int8,
    replaced_keys,
    storage_dtypes,
)
from .concurrency import BackendGate, default_parallel_frames
from .config import DA3Config
from .geometry import Scene
from .geometry.reconstruct import PoseFrom, ReconstructSettings, check_request
from .geometry.reconstruct import reconstruct as reconstruct_views
from .images import DEFAULT_MAX_PIXELS, ImageInput, is_batch, load_image, split_batch
from .memory import release_free_memory
from .modeling import DepthAnything3Network, NestedNetwork, network_for
from .outputs import DepthOutput
from .pipeline import Prepared, default_read_ahead, read_ahead
from .postprocess import DEFAULT_HFOV_DEG, Focal, SkyFill, fill_sky, resize_map, resolve_focal
from .preprocess import Preprocessed, ResizeMode, model_input_size, preprocess
from .weights import CheckpointReader, resolve_checkpoint

DEFAULT_MODEL_ID = "depth-anything/DA3METRIC-LARGE"


def build_network(
    config: DA3Config,
    weights: os.PathLike | str,
    precision: str = "fp32",
    device: torch.device | str = "cpu",
) -> DepthAnything3Network | NestedNetwork:
    """The network with its weights read straight from the checkpoint in their storage dtype.

    Built on the meta device, so no random initialisation and no second copy is made: tensors
    kept as stored are views of the file mapping; tensors that the precision (or the move to
    ``device``) will replace are read through private mappings, so their file pages leave
    memory once replaced; for ``int8`` each transformer block is quantised as soon as it is
    read, so the float32 linear weights of one block at most are resident at a time.
    """
    with torch.device("meta"):
        network = network_for(config)
    expected = {k: v.shape for k, v in network.state_dict().items()}
    dtype_for = storage_dtypes(network, precision)
    transient = replaced_keys(network, precision, torch.device(device))
    reader = CheckpointReader(Path(weights))
    reader.check(expected)

    def load(module: torch.nn.Module, keys: list[str], strict: bool, prefix: str = "") -> None:
        parts = [
            reader.read([k for k in keys if k not in transient], dtype_for),
            reader.read([k for k in keys if k in transient], dtype_for, transient=True),
        ]
        state = {k[len(prefix) :]: v for part in parts for k, v in part.items()}
        module.load_state_dict(state, strict=strict, assign=True)

    if precision != "int8":
        load(network, list(expected), strict=True)
        release_free_memory()  # buffers of converted (bf16) tensors
        return network.eval()
    blocks, prefixes = [], []
    for branch_prefix, branch in branches(network):
        for i, block in enumerate(branch.backbone.pretrained.blocks):
            blocks.append(block)
            prefixes.append(f"{branch_prefix}backbone.pretrained.blocks.{i}.")
    deferred = {k for k in expected if k.startswith(tuple(prefixes))}
    load(network, [k for k in expected if k not in deferred], strict=False)
    for block, prefix in zip(blocks, prefixes, strict=True):
        load(block, [k for k in deferred if k.startswith(prefix)], strict=True, prefix=prefix)
        quantize_linears_int8(block)  # the block's float32 linear weights are dropped here
        release_free_memory(collect_cycles=False)  # and the quantisation's float temporaries
    release_free_memory()
    tensors = [*network.named_parameters(), *network.named_buffers()]
    left = [name for name, t in tensors if t.is_meta]
    if left:
        raise RuntimeError(f"weights not loaded for {left[:5]}")
    return network.eval()


# 518x518 and the 504-long-side sizes of 4:3 photos (landscape and portrait).
TT_DEFAULT_WARMUP_SIZES = ((518, 518), (378, 504), (504, 378))
# The Blackhole programs (backends/ttnn/weights.py PROGRAMS; the first is the default).
TT_PROGRAMS = ("fast", "accurate")


def _tt_backend(
    config: DA3Config,
    weights: os.PathLike | str,
    device_id: int | None,
    trace: bool,
    program: str = "fast",
):
    """The Blackhole backend (imports ttnn; only here, only when device='tt' is asked for)."""
    if importlib.util.find_spec("ttnn") is None:
        raise ValueError(
            "device='tt' needs the ttnn package (Python 3.12, `pip install "
            "'tt-depth-anything-3[ttnn]'`, or scripts/setup_ttnn.sh) and a Blackhole device; "
            "ttnn is not installed in this Python"
        )
    from .backends.ttnn import TTNNBackend, WeightCache

    network = build_network(config, weights, "fp32")
    cache = WeightCache.for_checkpoint(weights, config)  # $TT_DA3_CACHE_DIR or ~/.cache
    calibration_path = Path(weights).parent / CALIBRATION_FILE
    calibration = (
        AttentionCalibration.load(calibration_path) if calibration_path.is_file() else None
    )
    return TTNNBackend(
        network,
        device_id or 0,
        trace=trace,
        weight_cache=cache,
        attention_calibration=calibration,
        program=program,
    )


def _per_image(value: Any, count: int, name: str, is_item) -> list[Any]:
    """A single value for every image, or a sequence with one per image."""
    if value is None or is_item(value):
        return [value] * count
    values = list(value)
    if len(values) != count:
        raise ValueError(f"{name} has {len(values)} entries for {count} images")
    return values


def _is_focal(value: Any) -> bool:
    return isinstance(value, (int, float, np.floating, np.integer))


def _is_matrix(value: Any) -> bool:
    """One 3x3 matrix (array, tensor, nested lists), as opposed to a sequence of them."""
    if isinstance(value, torch.Tensor):
        return value.ndim == 2
    if isinstance(value, np.ndarray):
        return value.ndim == 2
    items = [v.detach().cpu() if isinstance(v, torch.Tensor) else v for v in value]
    return np.asarray(items, dtype=np.float64).ndim == 2


@dataclass(frozen=True)
class _Job:
    """One prepared image waiting for the device."""

    data: Preprocessed
    focal: Focal | None
    host_ms: dict[str, float]


@dataclass(frozen=True)
class FramePrediction:
    """One frame of ``iter_predict``: its ``output``, or the ``error`` it raised."""

    index: int
    output: DepthOutput | None
    error: Exception | None

    @property
    def ok(self) -> bool:
        return self.error is None


class DepthAnything3:
    """A loaded DA3 model on one backend. Use ``from_pretrained``; close it (or use ``with``).

    Calls are thread-safe: inference is serialised on the device.
    """

    def __init__(
        self,
        config: DA3Config,
        backend: Backend,
        *,
        source: str = "",
        process_res: int = 504,
        resize_mode: ResizeMode = "upper_bound",
        max_pixels: int = DEFAULT_MAX_PIXELS,
        assumed_hfov_deg: float = DEFAULT_HFOV_DEG,
    ) -> None:
        self.config = config
        self._backend: Backend | None = backend
        self.source = source
        self.process_res = process_res
        self.resize_mode: ResizeMode = resize_mode
        self.max_pixels = max_pixels
        self.assumed_hfov_deg = assumed_hfov_deg
        self.timing: dict[str, float] = {}
        self.warmed_sizes: list[tuple[int, int]] = []
        self._gate = BackendGate()

    # ------------------------------------------------------------------ loading
    @classmethod
    def from_pretrained(
        cls,
        model_id: str = DEFAULT_MODEL_ID,
        revision: str | None = None,
        weights_path: str | os.PathLike | None = None,
        device: str | int | torch.device = "auto",
        dtype: str | torch.dtype | None = None,
        *,
        cache_dir: str | os.PathLike | None = None,
        local_files_only: bool = False,
        process_res: int = 504,
        resize_mode: ResizeMode = "upper_bound",
        warmup_sizes: Iterable[tuple[int, int]] | None = None,
        max_pixels: int = DEFAULT_MAX_PIXELS,
        assumed_hfov_deg: float = DEFAULT_HFOV_DEG,
        trace: bool = True,
        tt_program: str = "fast",
    ) -> DepthAnything3:
        """Load an official DA3 checkpoint from the Hugging Face Hub or ``weights_path``.

        Args:
            model_id: hub repo id (``depth-anything/DA3METRIC-LARGE``, ``.../DA3-SMALL``...).
            revision: hub branch, tag or commit.
            weights_path: a local ``model.safetensors`` or a folder holding it and
                ``config.json``; the hub is not contacted.
            device: ``"auto"``, ``"cpu"``, ``"cuda[:N]"``; ``"tt[:N]"`` for Blackhole.
            dtype: precision on torch devices: ``"float32"`` (default), ``"bfloat16"``,
                ``"int8"`` (CPU, dynamic int8 transformer), ``"float16"`` (CUDA), or
                ``"auto"``: the fastest that passes the accuracy gate here (CPU: int8 where
                an int8 kernel is fast on this processor, else float32, confirmed by a 0.1 s
                timed probe unless ``TT_DA3_AUTO_PROBE=0``; CUDA: bfloat16). int8 on a CPU
                without a fast int8 kernel warns (``SlowKernelWarning``). See OPT_REPORT.md
                for what each changes and its measured accuracy.
            process_res: network resolution (longest side for ``upper_bound``).
            resize_mode: ``"upper_bound"`` (official, aspect kept) or ``"squash"``.
            warmup_sizes: (h, w) network sizes to run once at load (on ``tt``, default
                ``TT_DEFAULT_WARMUP_SIZES``: each compiles and captures one trace).
            max_pixels: largest accepted input image.
            assumed_hfov_deg: field of view assumed for metric depth without a focal length.
            trace: replay one captured trace per input size: a metal trace on ``tt``, a CUDA
                graph on ``cuda`` (False: eager). No effect on CPU.
            tt_program: the Blackhole program: ``"fast"`` (default; the head's largest maps
                bfloat16) or ``"accurate"`` (float32 head maps); both are gated against the
                official bf16 autocast (OPT_REPORT section 4). Only for ``tt``.
        """
        if process_res < 14:
            raise ValueError(f"process_res must be at least 14, got {process_res}")
        if tt_program not in TT_PROGRAMS:
            raise ValueError(f"tt_program must be one of {TT_PROGRAMS}, got {tt_program!r}")
        spec = parse_device(device)
        precision = parse_precision(dtype)
        if precision == "auto":
            precision = choose_precision(spec.torch_device if spec.kind == "torch" else None)
        files = resolve_checkpoint(model_id, revision, weights_path, cache_dir, local_files_only)
        if spec.kind == "tt":
            backend = _tt_backend(files.config, files.weights, spec.tt_device_id, trace, tt_program)
            if warmup_sizes is None:
                warmup_sizes = TT_DEFAULT_WARMUP_SIZES
        else:
            network = build_network(files.config, files.weights, precision, spec.torch_device)
            backend = TorchBackend(network, spec.torch_device, precision, trace=trace)
        model = cls(
            files.config,
            backend,
            source=files.source,
            process_res=process_res,
            resize_mode=resize_mode,
            max_pixels=max_pixels,
            assumed_hfov_deg=assumed_hfov_deg,
        )
        for size in warmup_sizes or ():
            model.warmup(size)
        return model

    # ------------------------------------------------------------------ properties
    @property
    def backend(self) -> str:
        return self._require_backend().name

    @property
    def device(self) -> str:
        return self._require_backend().device

    @property
    def precision(self) -> str:
        """The arithmetic the backend runs (``fp32``, ``bf16``, ``int8``, ...)."""
        return self._require_backend().precision

    @property
    def model_name(self) -> str:
        return self.config.model_name

    @property
    def units(self) -> str:
        return self.config.units

    @property
    def closed(self) -> bool:
        """Whether ``close()`` has been called (the model can no longer run)."""
        return self._backend is None

    def _require_backend(self) -> Backend:
        if self._backend is None:
            raise RuntimeError("this DepthAnything3 model is closed")
        return self._backend

    def model_input_size(self, height: int, width: int) -> tuple[int, int]:
        """The (h, w) the network runs at for an image of (height, width)."""
        return model_input_size(height, width, self.process_res, self.resize_mode)

    # ------------------------------------------------------------------ lifecycle
    def warmup(self, size: tuple[int, int] | None = None) -> None:
        """Run the network once at network size ``size`` (h, w) (default: the 4:3 landscape
        size for ``process_res``), so that the first real call is as fast as the next."""
        if size is None:
            size = self.model_input_size(3 * self.process_res // 4, self.process_res)
        height, width = (int(s) for s in size)
        if height % 14 or width % 14 or height <= 0 or width <= 0:
            raise ValueError(f"warmup size must be positive multiples of 14, got {size}")
        with self._gate.exclusive():
            self._require_backend().warmup((height, width))
        if (height, width) not in self.warmed_sizes:
            self.warmed_sizes.append((height, width))

    def close(self) -> None:
        """Free the network and its device memory. Idempotent."""
        with self._gate.exclusive():  # after every run in flight
            if self._backend is not None:
                self._backend.close()
                self._backend = None

    def __enter__(self) -> DepthAnything3:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def describe(self) -> dict[str, Any]:
        """What this model runs with (JSON-ready): name, units, source, warmed sizes and the
        backend's own report (on CPU: the processor, its capability and the kernels in use)."""
        backend = self._require_backend()
        report = getattr(backend, "describe", None)
        return {
            "name": self.model_name,
            "units": self.units,
            "source": self.source,
            "process_res": self.process_res,
            "warmed_sizes": [list(size) for size in self.warmed_sizes],
            "backend": report() if report is not None else {"name": backend.name},
        }

    def __repr__(self) -> str:
        state = "closed" if self._backend is None else f"{self.backend}:{self.device}"
        return f"DepthAnything3({self.model_name!r}, {state}, units={self.units!r})"

    # ------------------------------------------------------------------ inference
    def __call__(
        self,
        images: ImageInput | Sequence[ImageInput],
        *,
        focal_px: float | Sequence[float] | None = None,
        intrinsics: Any = None,
        resize_to_original: bool = False,
        max_depth_m: float | None = None,
        sky_fill: SkyFill = "p99",
        batch_size: int = 1,
    ) -> DepthOutput | list[DepthOutput]:
        """Depth of one image (-> ``DepthOutput``) or of a list / 4-D array (-> list).

        Args:
            images: path, encoded bytes, PIL image, numpy array or torch tensor (HxWx3, 3xHxW
                or HxW; uint8 0..255 or float 0..1), or a list of them, or a 4-D array.
            focal_px: focal length in pixels of the original image (one, or one per image).
            intrinsics: 3x3 camera matrix of the original image (one, or one per image).
            resize_to_original: return maps at the input size instead of the network size.
            max_depth_m: clamp depth to this value (metres for metric models).
            sky_fill: ``"p99"`` (sky = exact 99th percentile of non-sky depth), ``"max_depth"``
                (sky = ``max_depth_m``) or ``"none"``.
            batch_size: images of the same network size run together up to this many.
        """
        single = not is_batch(images)
        items = [images] if single else split_batch(images)
        if batch_size < 1:
            raise ValueError(f"batch_size must be >= 1, got {batch_size}")
        options = self._check_options(max_depth_m, sky_fill, resize_to_original)
        focals = _per_image(focal_px, len(items), "focal_px", _is_focal)
        matrices = _per_image(intrinsics, len(items), "intrinsics", _is_matrix)
        if single:
            stream = [Prepared(0, self._prepare_one(images, focals[0], matrices[0]), None)]
        else:
            # Decode and preprocess upcoming images on host threads while one computes
            # (where that pays: see ``default_read_ahead``).
            stream = read_ahead(
                zip(items, focals, matrices, strict=True),
                lambda args: self._prepare_one(*args),
                depth=self._default_read_ahead(),
            )
        outputs: list[DepthOutput] = []
        batch: list[_Job] = []
        for prepared in stream:
            if prepared.error is not None:
                raise prepared.error
            job: _Job = prepared.value  # type: ignore[assignment]
            if batch and (
                len(batch) >= batch_size
                or batch[-1].data.model_input_size != job.data.model_input_size
            ):
                outputs.extend(self._run_jobs(batch, options))
                batch = []
            batch.append(job)
        outputs.extend(self._run_jobs(batch, options))
        self.timing = dict(outputs[-1].timing_ms)
        return outputs[0] if single else outputs

    def iter_predict(
        self,
        frames: Iterable[ImageInput],
        *,
        focal_px: float | None = None,
        intrinsics: Any = None,
        resize_to_original: bool = False,
        max_depth_m: float | None = None,
        sky_fill: SkyFill = "p99",
        read_ahead_frames: int | None = None,
        parallel_frames: int | None = None,
    ) -> Iterator[FramePrediction]:
        """Depth of a stream of frames, in order, overlapping host work with the network.

        Yields one ``FramePrediction`` per frame: its ``output``, or the ``error`` that frame
        raised (a bad frame does not stop the stream). ``focal_px`` / ``intrinsics`` apply to
        every frame.

        ``parallel_frames`` > 1 runs that many frames side by side, each on its own thread
        with an equal share of torch's threads, each decoded, run and postprocessed there
        (CPU backend only). ``read_ahead_frames`` frames are decoded ahead on host threads
        while one frame at a time runs (0: each frame is decoded when its turn comes).
        Defaults: on a CPU whose every core runs torch, 2 frames side by side (decoding ahead
        there only takes cores from the network; see ``default_parallel_frames``); elsewhere
        one frame at a time with 2 frames read ahead (CUDA, Blackhole, or a CPU with free
        cores). Frames side by side may differ from a one-at-a-time run by float rounding
        (fewer threads per GEMM sum in another order).
        """
        options = self._check_options(max_depth_m, sky_fill, resize_to_original)
        backend = self._require_backend()
        torch_threads = torch.get_num_threads()
        if parallel_frames is None:
            parallel_frames = default_parallel_frames(backend.device.split(":")[0], torch_threads)
        if parallel_frames < 1:
            raise ValueError(f"parallel_frames must be >= 1, got {parallel_frames}")
        if parallel_frames > 1:
            if not backend.thread_safe:
                raise ValueError(
                    f"parallel_frames={parallel_frames} needs a backend that runs frames "
                    f"concurrently (the CPU one); {backend.name} on {backend.device} runs one "
                    "at a time: use read_ahead_frames instead"
                )
            yield from self._iter_parallel(
                frames, focal_px, intrinsics, options, parallel_frames, torch_threads
            )
            return
        if read_ahead_frames is None:
            read_ahead_frames = self._default_read_ahead()
        stream = read_ahead(
            frames,
            lambda frame: self._prepare_one(frame, focal_px, intrinsics),
            depth=read_ahead_frames,
        )
        for prepared in stream:
            if prepared.error is not None:
                yield FramePrediction(prepared.index, None, prepared.error)
                continue
            (output,) = self._run_jobs([prepared.value], options)  # type: ignore[list-item]
            self.timing = dict(output.timing_ms)
            yield FramePrediction(prepared.index, output, None)

    def _iter_parallel(
        self,
        frames: Iterable[ImageInput],
        focal_px: Any,
        intrinsics: Any,
        options: dict[str, Any],
        workers: int,
        torch_threads: int,
    ) -> Iterator[FramePrediction]:
        """``workers`` frames at a time, each whole (decode, network, postprocess) on one
        worker thread with ``torch_threads // workers`` torch threads; results in order."""

        def predict(frame: ImageInput) -> DepthOutput:
            job = self._prepare_one(frame, focal_px, intrinsics)
            return self._run_jobs([job], options, shared=True)[0]

        threads_each = max(1, torch_threads // workers)
        stream = read_ahead(
            frames, predict, depth=workers, initializer=lambda: torch.set_num_threads(threads_each)
        )
        try:
            for result in stream:
                if result.error is None:
                    self.timing = dict(result.value.timing_ms)  # type: ignore[union-attr]
                yield FramePrediction(result.index, result.value, result.error)
        finally:
            # torch.set_num_threads in the workers also set the default for threads started
            # later; put the caller's count back.
            torch.set_num_threads(torch_threads)

    def _default_read_ahead(self) -> int:
        return default_read_ahead(self._require_backend().device.split(":")[0])

    def _check_options(
        self, max_depth_m: float | None, sky_fill: str, resize_to_original: bool
    ) -> dict[str, Any]:
        if max_depth_m is not None and not max_depth_m > 0:
            raise ValueError(f"max_depth_m must be positive, got {max_depth_m}")
        if sky_fill not in ("p99", "max_depth", "none"):
            raise ValueError(f"sky_fill must be 'p99', 'max_depth' or 'none', got {sky_fill!r}")
        if sky_fill == "max_depth" and max_depth_m is None:
            raise ValueError("sky_fill='max_depth' needs max_depth_m")
        return {
            "max_depth_m": max_depth_m,
            "sky_fill": sky_fill,
            "resize_to_original": bool(resize_to_original),
        }

    def _prepare_one(self, item: ImageInput, focal_px: Any, intrinsics: Any) -> _Job:
        """Decode, preprocess and resolve the focal length of one image (host work)."""
        t0 = time.perf_counter()
        image = load_image(item, self.max_pixels)
        t1 = time.perf_counter()
        data = preprocess(image.rgb, self.process_res, self.resize_mode, image.original_size)
        t2 = time.perf_counter()
        focal = (
            resolve_focal(data.original_size, focal_px, intrinsics, self.assumed_hfov_deg)
            if self.config.depth_kind == "metric"
            else None
        )
        host_ms = {"decode": (t1 - t0) * 1e3, "preprocess": (t2 - t1) * 1e3}
        return _Job(data, focal, host_ms)

    def _run_jobs(
        self, jobs: list[_Job], options: dict[str, Any], shared: bool = False
    ) -> list[DepthOutput]:
        """One backend call for jobs of the same network size, then postprocess each.

        ``shared``: run beside other shared calls (``iter_predict``'s frames side by side on a
        thread-safe backend); otherwise alone."""
        if not jobs:
            return []
        batch = torch.stack([job.data.tensor for job in jobs])
        t0 = time.perf_counter()
        with self._gate.shared() if shared else self._gate.exclusive():
            backend = self._require_backend()  # not closed while waiting to enter
            heads = backend.run(batch)
            device_ms = dict(backend.last_timing_ms)
            fallbacks = backend.last_fallback
        if len(fallbacks) != len(jobs):
            raise RuntimeError(
                f"backend {backend.name} reported {len(fallbacks)} fallback flags for "
                f"{len(jobs)} images"
            )
        infer_ms = (time.perf_counter() - t0) * 1e3 / len(jobs)
        outputs = []
        for row, job in enumerate(jobs):
            t1 = time.perf_counter()
            out = self._postprocess(
                {k: v[row] for k, v in heads.items()},
                job.data,
                job.focal,
                options["resize_to_original"],
                options["max_depth_m"],
                options["sky_fill"],
            )
            post_ms = (time.perf_counter() - t1) * 1e3
            timing = {**job.host_ms, "infer": infer_ms, "postprocess": post_ms}
            timing["total"] = sum(timing.values())
            timing["device"] = device_ms.get("device", 0.0) / len(jobs)
            out.timing_ms = timing
            out.fallback = fallbacks[row]
            outputs.append(out)
        return outputs

    def _postprocess(
        self,
        heads: dict[str, torch.Tensor],
        prepared: Preprocessed,
        focal,
        resize_to_original: bool,
        max_depth_m: float | None,
        sky_fill: SkyFill,
    ) -> DepthOutput:
        depth = heads["depth"]
        sky = heads.get("sky")
        conf = heads.get("conf")
        focal_px = focal_source = None
        if focal is not None:
            f_model = focal.at_model_resolution(prepared.original_size, prepared.model_input_size)
            depth = depth * (f_model / 300.0)
            focal_px = (focal.fx + focal.fy) / 2.0
            focal_source = focal.source
        fill_note = "none"
        if sky is not None and self.config.is_nested:
            fill_note = "nested: min(p99, 200 m)"  # the network's own (official) sky fill
        elif sky is not None:
            depth, fill_note = fill_sky(depth, sky, sky_fill, max_depth_m)
        if resize_to_original:
            depth = resize_map(depth, prepared.original_size)
            sky = resize_map(sky, prepared.original_size) if sky is not None else None
            conf = resize_map(conf, prepared.original_size) if conf is not None else None
        if max_depth_m is not None:
            depth = depth.clamp(max=max_depth_m)
        extrinsics, intrinsics = self._camera_outputs(heads, prepared, resize_to_original)
        return DepthOutput(
            depth=depth.numpy().astype(np.float32, copy=False),
            sky=None if sky is None else sky.numpy().astype(np.float32, copy=False),
            conf=None if conf is None else conf.numpy().astype(np.float32, copy=False),
            original_size=prepared.original_size,
            model_input_size=prepared.model_input_size,
            units=self.units,
            focal_px=focal_px,
            focal_source=focal_source,
            sky_fill=fill_note,
            model_name=self.model_name,
            backend=self.backend,
            device=self.device,
            extrinsics=extrinsics,
            intrinsics=intrinsics,
        )

    @staticmethod
    def _camera_outputs(
        heads: dict[str, torch.Tensor], prepared: Preprocessed, resize_to_original: bool
    ) -> tuple[np.ndarray | None, np.ndarray | None]:
        """The camera head's pose and K of one image (any-view models), K in pixels of the
        returned depth map."""
        if "extrinsics" not in heads:
            return None, None
        k = heads["intrinsics"].double().numpy().copy()
        if resize_to_original:
            k[0] *= prepared.original_size[1] / prepared.model_input_size[1]
            k[1] *= prepared.original_size[0] / prepared.model_input_size[0]
        return heads["extrinsics"].float().numpy(), k.astype(np.float32)

    # ------------------------------------------------------------------ geometry
    def reconstruct(
        self,
        images: ImageInput | Sequence[ImageInput],
        *,
        extrinsics: Any = None,
        intrinsics: Any = None,
        pose_from: PoseFrom = "camera",
        ref_view: str = "saddle_balanced",
        gaussians: bool = False,
    ) -> Scene:
        """Depth and cameras of the views of one scene, seen together -> ``Scene``.

        Args:
            images: a list of views (paths, bytes, PIL, arrays, tensors, as ``model(...)``
                takes; one image is one view). Mixed sizes are centre-cropped to the smallest
                network height and width, as the official code does.
            extrinsics: known world-to-camera poses (N, 3, 4) or (N, 4, 4), OpenCV axes.
            intrinsics: known camera matrices of the original images, (3, 3) or (N, 3, 3).
                Any-view models take both or neither (they then condition the network and
                the depth is scaled to the poses' units); metric / mono models use them for
                scale and pose.
            pose_from: ``"camera"`` (camera head, official default) or ``"rays"`` (the ray
                head's map solved by a seeded, deterministic RANSAC; see ``geometry.ray_pose``).
            ref_view: reference-view strategy when N >= 3 and no poses are given:
                ``"first"``, ``"middle"``, ``"saddle_balanced"`` or ``"saddle_sim_range"``.
            gaussians: also run the 3D-Gaussian head (DA3-GIANT, DA3NESTED-GIANT-LARGE):
                ``scene.gaussians`` (world frame; ``scene.save("x.gs.ply")``).

        Raises ValueError before any compute for no images, bad cameras, a count mismatch,
        views of very different shapes or more views than fit in memory
        (``geometry.max_views``).
        """
        items = [images] if not is_batch(images) else split_batch(images)
        settings = ReconstructSettings(
            config=self.config,
            process_res=self.process_res,
            resize_mode=self.resize_mode,
            assumed_hfov_deg=self.assumed_hfov_deg,
            model_name=self.model_name,
            units=self.units,
        )
        check_request(settings, len(items), extrinsics, intrinsics, pose_from, ref_view)
        decoded = [load_image(item, self.max_pixels) for item in items]
        backend = self._require_backend()
        backend_views = getattr(backend, "run_views", None)

        def run_views(views: torch.Tensor, **options: Any) -> dict[str, torch.Tensor]:
            with self._gate.exclusive():
                return backend_views(views, **options)  # type: ignore[misc]

        def run_images(batch: torch.Tensor) -> dict[str, torch.Tensor]:
            with self._gate.exclusive():
                return self._require_backend().run(batch)

        return reconstruct_views(
            [d.rgb for d in decoded],
            settings,
            run_views if backend_views is not None else None,
            run_images,
            original_sizes=[d.original_size for d in decoded],
            extrinsics=extrinsics,
            intrinsics=intrinsics,
            pose_from=pose_from,
            ref_view=ref_view,
            gaussians=gaussians,
        )
