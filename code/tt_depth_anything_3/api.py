"""``DepthAnything3``: the public facade. Load, then ``model(images)`` -> ``DepthOutput``.

Each call runs small timed steps: decode, preprocess, infer (on the backend), postprocess
(metric scaling, sky fill, resize, clamp)."""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from .backends.base import Backend
from .backends.factory import check_before_download, open_backend
from .checkpoints import resolve_checkpoint
from .config.options import (
    DEFAULT_MAX_PIXELS,
    DEFAULT_MODEL_ID,
    DEFAULT_PROCESS_RES,
    ModelOptions,
    ResizeMode,
    check_count,
    check_model_options,
    checked_warmup,
    pretrained_arguments,
    warmup_size,
)
from .config.schema import DA3Config
from .exports.sequence import StreamResult, reconstruct_stream
from .exports.stream_options import split_stream_options, with_stream_signature
from .geometry import Scene, check_view_count
from .inference.frame_hold import FrameHolder
from .inference.gate import GatedBackend, RunRecorder
from .inference.images import ImageInput, is_batch, load_images, split_batch
from .inference.jobs import InputSettings
from .inference.outputs import DepthOutput
from .inference.postprocess import DEFAULT_HFOV_DEG, OutputOptions, SkyFill
from .inference.predict import FramePrediction, Model, StreamPlan, predict_images, predict_stream
from .inference.preprocess import model_input_size

if TYPE_CHECKING:
    import torch

    from .geometry.reconstruct import PoseFrom

__all__ = ["DEFAULT_MODEL_ID", "DepthAnything3", "FramePrediction", "build_network"]  # noqa: F822


def __getattr__(name: str) -> Any:
    """``build_network`` (``backends.torch.loading``), imported with torch on first use."""
    if name == "build_network":
        from .backends.torch.loading import build_network

        return build_network
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class DepthAnything3:
    """A loaded DA3 model on one backend (``from_pretrained``); close it, or use ``with``.
    Calls are thread-safe: inference is serialised on the device."""

    def __init__(
        self,
        config: DA3Config,
        backend: Backend,
        *,
        source: str = "",
        process_res: int = DEFAULT_PROCESS_RES,
        resize_mode: ResizeMode = "upper_bound",
        max_pixels: int = DEFAULT_MAX_PIXELS,
        assumed_hfov_deg: float = DEFAULT_HFOV_DEG,
    ) -> None:
        self.config = config
        self._backend = GatedBackend(backend)
        self.source = source
        self.process_res = process_res
        self.resize_mode: ResizeMode = resize_mode
        self.max_pixels = max_pixels
        self.assumed_hfov_deg = assumed_hfov_deg
        self.timing: dict[str, float] = {}
        self.warmed_sizes: list[tuple[int, int]] = []
        self.auto_precision: dict[str, Any] | None = None
        self.auto_runtime: dict[str, Any] | None = None

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
        process_res: int = DEFAULT_PROCESS_RES,
        resize_mode: ResizeMode = "upper_bound",
        warmup_sizes: Iterable[tuple[int, int]] | None = None,
        max_pixels: int = DEFAULT_MAX_PIXELS,
        assumed_hfov_deg: float = DEFAULT_HFOV_DEG,
        trace: bool = True,
        tt_program: str = "fast",
        runtime: str = "torch",
    ) -> DepthAnything3:
        """Load an official DA3 checkpoint from the Hugging Face Hub or ``weights_path``.

        Args:
            model_id: hub repo id (``depth-anything/DA3-SMALL``...) or a local folder / file.
            revision: hub branch, tag or commit.
            weights_path: a local ``model.safetensors`` or a folder holding it and
                ``config.json``; the hub is not contacted.
            device: ``"auto"``, ``"cpu"``, ``"cuda[:N]"``; ``"tt[:N]"`` for Blackhole.
            dtype: ``"float32"`` (default), ``"bfloat16"``, ``"int8"`` (CPU, dynamic int8
                transformer), ``"float16"`` (CUDA), ``"int8w"`` (``runtime="openvino"`` only:
                int8-stored linear weights, bf16 arithmetic; torch, ONNX Runtime, TensorRT and
                ``tt`` refuse it), or ``"auto"``: the fastest that passes the accuracy gate
                here (CPU: int8 where an int8 kernel is fast on this processor, else float32,
                confirmed by a 0.1 s timed probe unless ``TT_DA3_AUTO_PROBE=0``; CUDA:
                bfloat16). int8 on a CPU without a fast int8 kernel warns (``SlowKernelWarning``).
                See OPT_REPORT.md for each one's accuracy. On ``tt`` leave it unset or ``auto``
                (the program has its own precision, ``tt_program``): another is an InputError.
            process_res: network resolution (longest side for ``upper_bound``).
            resize_mode: ``"upper_bound"`` (official, aspect kept) or ``"squash"``.
            warmup_sizes: (h, w) network sizes to run once at load (on ``tt``, default: a
                4:3 photo's both ways at ``process_res``; each compiles and captures a trace).
            max_pixels: largest accepted input image.
            assumed_hfov_deg: field of view assumed for metric depth without a focal length.
            trace: replay a captured trace per input size: a metal trace on ``tt``, a CUDA
                graph on ``cuda`` (False: eager; no effect on CPU).
            tt_program: the Blackhole program (``tt`` only): ``"fast"`` (default; the head's
                largest maps bfloat16) or ``"accurate"`` (float32 head maps), OPT_REPORT 4.
            runtime: ``"torch"`` (default), ``"onnxruntime"`` (CPU, or CUDA with ``device=
                "cuda"``), ``"openvino"`` (CPU), ``"tensorrt"`` (ONNX Runtime's, GPU): the ONNX
                graph exported and compiled on first use, cached on disk (from a warm cache the
                engines run without torch); ``"auto"``: the first installed CPU engine passing
                the accuracy gate (``model.auto_runtime``). A missing engine, provider or
                precision raises a ``ValueError`` naming it.
        """
        process_res, max_pixels, assumed_hfov_deg = check_model_options(
            process_res, resize_mode, max_pixels, tt_program, runtime, assumed_hfov_deg
        )  # Python's numbers (numpy's are taken): describe() is JSON
        warmup_sizes = checked_warmup(warmup_sizes, trace)
        size = model_input_size(3 * process_res // 4, process_res, process_res, resize_mode)
        check_before_download(device, dtype, runtime, size, weights_path is not None, model_id)
        files = resolve_checkpoint(model_id, revision, weights_path, cache_dir, local_files_only)
        opened = open_backend(
            device, dtype, files.config, files.weights, trace, tt_program, runtime, size
        )
        with opened.closed_on_error():  # a failed warm-up must not keep the device
            model = cls(
                files.config,
                opened.backend,
                source=files.source,
                process_res=process_res,
                resize_mode=resize_mode,
                max_pixels=max_pixels,
                assumed_hfov_deg=assumed_hfov_deg,
            )
            model.auto_precision, model.auto_runtime = opened.auto_precision, opened.auto_runtime
            for warm in opened.warmup_sizes(warmup_sizes, size):
                model.warmup(warm)
        return model

    @classmethod
    def from_options(cls, options: ModelOptions, **overrides: Any) -> DepthAnything3:
        """``from_pretrained`` with ``options`` (the command line's, the server's, a Ray
        replica's), ``overrides`` replacing some; ``InputError`` for no ``ModelOptions``."""
        return cls.from_pretrained(**pretrained_arguments(options, overrides))

    @property
    def backend(self) -> str:
        """Who runs the network: ``torch``, ``ttnn``, ``onnxruntime``, ``openvino`` ..."""
        return self._backend.open_backend.name

    @property
    def device(self) -> str:
        """The device it runs on, resolved: ``cpu``, ``cuda:0``, ``tt:0`` ..."""
        return self._backend.open_backend.device

    @property
    def precision(self) -> str:
        """The arithmetic the backend runs (``fp32``, ``bf16``, ``int8``, ...)."""
        return self._backend.open_backend.precision

    @property
    def model_name(self) -> str:
        """The checkpoint's preset name (``da3metric-large`` ...)."""
        return self.config.model_name

    @property
    def units(self) -> str:
        """The depth's units: ``"m"``, ``"relative"`` or ``"relative-inverse"``."""
        return self.config.units

    @property
    def closed(self) -> bool:
        """Whether ``close()`` was called: the model can no longer run."""
        return self._backend.closed

    def model_input_size(self, height: int, width: int) -> tuple[int, int]:
        """The (h, w) the network runs at for an image of (height, width)."""
        return model_input_size(height, width, self.process_res, self.resize_mode)

    # ------------------------------------------------------------------ lifecycle
    def warmup(self, size: tuple[int, int] | None = None, views: int = 0) -> None:
        """Run the network once at network size ``size`` (h, w) (default: 4:3 at ``process_res``)
        so the first call is as fast as the next; ``views`` > 0 with a camera head: the any-view
        network on that many views (at most ``geometry.max_views``), as ``reconstruct`` runs."""
        self._backend.check_open()
        views = check_count("views", views, 0)
        if size is None:
            size = self.model_input_size(3 * self.process_res // 4, self.process_res)
        height, width = warmup_size(size)
        if views > 0 and self.config.camera is not None:
            check_view_count(self.config, views, height, width)
            return self._backend.warmup_views((height, width), views)
        self._backend.warmup((height, width))
        if (height, width) not in self.warmed_sizes:
            self.warmed_sizes.append((height, width))

    def close(self) -> None:
        """Free the network and its device memory. Idempotent."""
        self._backend.close()

    def __enter__(self) -> DepthAnything3:
        """The model, for a ``with`` block; ``RuntimeError`` once closed, as its calls."""
        self._backend.check_open()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()  # after every run in flight

    def describe(self) -> dict[str, Any]:
        """What this model runs with (JSON-ready): name, what it is (``DA3Config.summary``), source
        (absolute), resolution, warmed sizes, how ``"auto"`` chose, ``Backend.describe()``."""
        backend = self._backend.open_backend
        return {
            "name": self.model_name,
            **self.config.summary(),  # as tt-da3 info's models table says of each preset
            "source": self.source,
            "auto_precision": self.auto_precision,
            "auto_runtime": self.auto_runtime,
            "process_res": self.process_res,
            "resize_mode": self.resize_mode,
            "warmed_sizes": [list(size) for size in self.warmed_sizes],
            "backend": backend.describe(),
        }

    def __repr__(self) -> str:
        state = "closed" if self.closed else f"{self.backend}:{self.device}"
        return f"DepthAnything3({self.model_name!r}, {state}, units={self.units!r})"

    def __call__(
        self,
        images: ImageInput | Sequence[ImageInput],
        *,
        focal_px: float | str | Sequence[float | str] | None = None,
        intrinsics: Any = None,
        resize_to_original: bool = False,
        max_depth_m: float | None = None,
        sky_fill: SkyFill = "p99",
        batch_size: int = 1,
    ) -> DepthOutput | list[DepthOutput]:
        """Depth of one image (-> ``DepthOutput``) or of a list / 4-D array (-> list).

        Args:
            images: path, encoded bytes, PIL image, numpy array or torch tensor (HxWx3, 3xHxW
                or HxW; uint8, uint16 or float 0..1), or a list of them, or a 4-D array.
            focal_px: focal length in px of the original image (one, or one per image), or "exif".
            intrinsics: 3x3 camera matrix of the original image (one, or one per image).
            resize_to_original: return maps at the input size instead of the network size.
            max_depth_m: clamp depth to this value (metres for metric models).
            sky_fill: ``"p99"`` (sky = exact 99th percentile of non-sky depth), ``"max_depth"``
                (sky = ``max_depth_m``) or ``"none"``.
            batch_size: images of the same network size run together up to this many.
        """
        model = self._model()  # a closed model says so before any input is checked
        single = not is_batch(images)
        items = [images] if single else split_batch(images)
        options = OutputOptions.checked(max_depth_m, sky_fill, resize_to_original)
        outputs = predict_images(model, items, focal_px, intrinsics, options, batch_size=batch_size)
        self.timing = dict(outputs[-1].timing_ms)
        return outputs[0] if single else outputs

    def iter_predict(
        self,
        frames: Iterable[ImageInput],
        *,
        focal_px: float | str | None = None,
        intrinsics: Any = None,
        resize_to_original: bool = False,
        max_depth_m: float | None = None,
        sky_fill: SkyFill = "p99",
        read_ahead_frames: int | None = None,
        parallel_frames: int | None = None,
    ) -> Iterator[FramePrediction]:
        """Depth of a stream of frames, in order, overlapping host work with the network.

        Yields one ``FramePrediction`` per frame: its ``output``, or the ``InputError`` it raised
        (a bad frame; any other error ends the stream). ``focal_px`` / ``intrinsics``: all frames.

        ``parallel_frames`` > 1 runs that many frames side by side, each on its own thread
        with an equal share of torch's threads, each decoded, run and postprocessed there
        (CPU backend only). ``read_ahead_frames`` frames are decoded ahead on host threads
        while one frame at a time runs (0: each frame is decoded when its turn comes).
        Defaults: on a CPU whose every core runs torch, 2 side by side (decoding ahead there
        only takes cores from the network; ``default_parallel_frames``); elsewhere one at a
        time, 2 read ahead (CUDA, Blackhole, a CPU with free cores). Frames side by side may
        differ from a one-at-a-time run by float rounding (GEMMs sum in another order).
        """
        model = self._model()
        options = OutputOptions.checked(max_depth_m, sky_fill, resize_to_original)
        plan = StreamPlan.for_model(model, read_ahead_frames, parallel_frames)
        for result in predict_stream(model, frames, focal_px, intrinsics, options, plan):
            if result.output is not None:
                self.timing = dict(result.output.timing_ms)
            yield result

    def _model(self) -> Model:
        """What ``inference.predict`` needs (config, input settings, gated backend), if open."""
        self._backend.check_open()
        metric = self.config.depth_kind == "metric"
        settings = InputSettings(
            self.max_pixels, self.process_res, self.resize_mode, self.assumed_hfov_deg, metric
        )
        return Model(self.config, settings, self._backend)

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

        Raises RuntimeError once closed, then ValueError before any compute for no images, bad
        cameras, a count mismatch, views of very different shapes or more views than fit in
        memory (``geometry.max_views``).
        """
        from .geometry import reconstruct as geometry  # torch: only when views are asked for

        self._backend.check_open()  # a closed model says so before any input is checked
        items = [images] if not is_batch(images) else split_batch(images)
        settings = geometry.ReconstructSettings(
            self.config, self.process_res, self.resize_mode, self.assumed_hfov_deg
        )
        geometry.check_request(settings, len(items), extrinsics, intrinsics, pose_from, ref_view)
        started = time.perf_counter()
        decoded = load_images(items, self.max_pixels, FrameHolder.of(self).shrink)  # at 1st resize
        ran = RunRecorder(self._backend)  # scene.backend: who ran it (auto may hand to torch)
        scene = geometry.reconstruct(
            [d.rgb for d in decoded],
            settings,
            ran.run_views if self._backend.runs_views else None,
            ran.run_heads,
            original_sizes=[d.original_size for d in decoded],
            extrinsics=extrinsics,
            intrinsics=intrinsics,
            pose_from=pose_from,
            ref_view=ref_view,
            gaussians=gaussians,
            decode_ms=(time.perf_counter() - started) * 1e3,
        )
        scene.backend, self.timing = ran.backend, dict(scene.timing_ms)
        return scene

    @with_stream_signature(reconstruct_stream)
    def reconstruct_stream(
        self, frames: Iterable[ImageInput], out_dir: str | os.PathLike, **options: Any
    ) -> StreamResult:
        """Chunked, resumable reconstruction of a stream of views (DA3-Streaming) into ``out_dir``;
        options: ``exports.sequence.reconstruct_stream``'s (chunks, overlap, alignment, loops).
        Closed: ``RuntimeError``; no camera head, or an unknown option: ``InputError``."""
        self._backend.check_open()
        self.config.require_camera("reconstruct_stream")
        settings, run = split_stream_options(options)
        run.update(FrameHolder.of(self).arguments())  # chunks hold frames at the first resize
        return reconstruct_stream(frames, self.reconstruct, out_dir, settings, **run)
