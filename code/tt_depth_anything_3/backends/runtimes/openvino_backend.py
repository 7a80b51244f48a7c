"""``OpenVINOBackend``: the exported graph compiled by OpenVINO for this CPU.

Precisions: ``fp32`` (float32 weights in the IR, f32 inference hint), ``bf16`` (weights
stored fp16 in the IR, bf16 inference; only where the CPU has bf16 arithmetic natively: AMX
or AVX512-BF16), ``int8`` (NNCF post-training quantisation of the IR, calibrated on the
fixed gate inputs; ``runtime="auto"`` takes it only where it passes the gate). The IR is
read with its weights memory-mapped. The IR keeps the graph's dynamic axes (one per
checkpoint, input kind and weight storage); each input shape is compiled from it with static
shapes (``reshape``; ``static_shapes=False`` compiles the dynamic model once for every
shape instead). The compiled model is exported to the cache (keyed by the checkpoint,
shape, precision, OpenVINO version, CPU and threads), dropped, and imported from it,
memory-mapped, then and on later loads (which skip the compile): the process never holds
the compiled weights and the blob's at once.
"""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Any

import numpy as np

from ...config.schema import DA3Config
from ..torch.cpu_capability import CpuCapability
from .cache import cached_entry
from .engine import ExportedBackend, require_engine
from .export import OUTPUT_ORDER, InputShape

OV_PRECISIONS = ("fp32", "bf16", "int8")
IR_FILE = "model.xml"
BLOB_FILE = "compiled.blob"
INT8_CALIBRATION_IMAGES = 4


def native_bf16(cpu: CpuCapability) -> bool:
    """Whether the CPU computes bf16 natively (AMX-BF16 or AVX512-BF16)."""
    return cpu.has("amx_bf16") or cpu.has("avx512_bf16")


def output_name(output: Any) -> str:
    """The graph's name of an output (OpenVINO adds its own aliases, e.g. ``select_5``)."""
    names = [name for name in OUTPUT_ORDER if name in output.get_names()]
    if len(names) != 1:
        raise RuntimeError(f"OpenVINO output with names {output.get_names()} is not one of ours")
    return names[0]


def quantize_int8(model: Any, shape: InputShape) -> Any:
    """NNCF int8 post-training quantisation (transformer preset) of an OpenVINO model,
    calibrated on ``INT8_CALIBRATION_IMAGES`` fixed inputs of ``shape`` (seeds 1.., not the
    gate's seed 0)."""
    nncf = require_engine("openvino int8", "nncf")
    from .select import gate_input

    images = [gate_input(shape, seed).numpy() for seed in range(1, 1 + INT8_CALIBRATION_IMAGES)]
    return nncf.quantize(
        model,
        nncf.Dataset(images),
        model_type=nncf.ModelType.TRANSFORMER,
        subset_size=len(images),
    )


class OpenVINOBackend(ExportedBackend):
    """OpenVINO's CPU plugin at ``precision`` (one of ``OV_PRECISIONS``)."""

    name = "openvino"

    def __init__(
        self,
        config: DA3Config,
        weights: os.PathLike | str,
        precision: str,
        static_shapes: bool = True,
    ) -> None:
        if precision not in OV_PRECISIONS:
            raise ValueError(f"runtime='openvino' runs {OV_PRECISIONS}, got {precision!r}")
        self.ov = require_engine(self.name, "openvino")
        super().__init__(config, weights, precision)
        if precision == "bf16" and not native_bf16(self.cpu):
            raise ValueError(
                f"runtime='openvino' bf16 needs AMX-BF16 or AVX512-BF16; this CPU "
                f"({self.cpu.model or 'unknown'}, {self.cpu.isa}) has neither: use fp32"
            )
        self.core = self.ov.Core()
        self.loaded_from: dict[str, str] = {}  # per shape: "compiled" or "cache"
        self._blobs: dict[Any, Any] = {}
        self.static_shapes = static_shapes

    def engine_version(self) -> str:
        return self.ov.get_version()

    def session_key(self, shape: InputShape) -> Any:
        """One compiled model per input shape (static), or per graph (dynamic)."""
        return shape if self.static_shapes else super().session_key(shape)

    def _properties(self) -> dict[str, Any]:
        hint = "bf16" if self.precision == "bf16" else "f32"
        return {
            "INFERENCE_PRECISION_HINT": hint,
            "INFERENCE_NUM_THREADS": self.threads,
            "PERFORMANCE_HINT": "LATENCY",
            "ENABLE_MMAP": True,
        }

    def _ir(self, shape: InputShape, graph: Path) -> Path:
        """The OpenVINO IR of ``shape`` at this precision's weight storage (cached)."""
        storage = {"fp32": "f32", "bf16": "f16", "int8": "int8"}[self.precision]
        parts = {**self.graph_parts(shape), "ir": storage, "openvino": self.engine_version()}
        if self.precision == "int8":  # calibrated on inputs of the first shape asked for
            parts["calibration"] = shape.dims

        def build(folder: Path) -> None:
            # read_model may memory-map the graph's external weights (OPT_REPORT 1c, Memory:
            # it did for one DA3Metric-Large graph, not for another)
            model = self.core.read_model(str(graph))
            if self.precision == "int8":
                model = quantize_int8(model, shape)
            self.ov.save_model(model, str(folder / IR_FILE), compress_to_fp16=storage == "f16")

        return cached_entry("openvino-ir", parts, build) / IR_FILE

    def _compile(self, shape: InputShape, graph: Path) -> Any:
        properties = self._properties()
        parts = {
            **self.graph_parts(shape),
            "shape": shape.dims if self.static_shapes else "dynamic",
            "precision": self.precision,
            "openvino": self.engine_version(),
            "cpu": self.cpu.model,
            "flags": sorted(self.cpu.flags),
            "properties": properties,
        }
        built: list[bool] = []

        def build(folder: Path) -> None:
            model = self.core.read_model(str(self._ir(shape, graph)))
            if self.static_shapes:
                model.reshape({"image": list(shape.dims)})
            compiled = self.core.compile_model(model, "CPU", properties)
            del model  # the IR's weights (memory-mapped) are not needed past the compile
            stream = io.BytesIO()
            compiled.export_model(stream)
            del compiled  # run from the blob below, as a warm load does: one set of weights
            with (folder / BLOB_FILE).open("wb") as handle:
                handle.write(stream.getbuffer())  # no second copy of the blob
            built.append(True)

        blob = cached_entry("openvino-compiled", parts, build) / BLOB_FILE
        self.loaded_from[shape.describe()] = "compiled" if built else "cache"
        # the blob memory-mapped copy-on-write (file pages, not a second copy on the heap)
        mapped = self.ov.Tensor(np.memmap(blob, dtype=np.uint8, mode="c"), shared_memory=True)
        self._blobs[self.session_key(shape)] = mapped  # kept alive with the compiled model
        return self.core.import_model(mapped, "CPU", properties)

    def _execute(self, session: Any, image: np.ndarray) -> dict[str, np.ndarray]:
        request = session.create_infer_request()
        request.infer({"image": image})
        return {
            output_name(output): np.array(request.get_tensor(output).data, copy=True)
            for output in session.outputs
        }

    def describe(self) -> dict[str, Any]:
        report = super().describe()
        report["loaded_from"] = self.loaded_from
        report["native_bf16"] = native_bf16(self.cpu)
        report["static_shapes"] = self.static_shapes
        report["inference_precision_hint"] = self._properties()["INFERENCE_PRECISION_HINT"]
        return report
