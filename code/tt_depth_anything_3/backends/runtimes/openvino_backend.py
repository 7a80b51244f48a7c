"""``OpenVINOBackend``: the exported graph compiled by OpenVINO for this CPU.

Precisions: ``fp32`` (float32 weights in the IR, f32 inference hint), ``bf16`` (fp16-stored
weights; native bf16 only: AMX or AVX512-BF16): the graph cut at the DPT head
(``ov_precision.split_at_head``), the backbone compiled with the bf16 inference hint and the
convolutional head with f32 (in bf16 the whole graph fails the gate: depth Pearson 0.99970 on
DA3Metric-Large; cut, 0.99998; see ``benchmarks/ablation_bf16.py``); with
``TT_DA3_BF16_HEAD=bf16-units`` the head's residual-unit convolutions computed in bf16 inside it
(``head_mode``), ``int8`` (NNCF post-training quantisation of the IR, calibrated on fixed
inputs: the fc1 linears int8, the rest as bf16 is, where bf16 is native and faster
(``faster_bf16``); else, with int8 dot products (VNNI, AMX-INT8), qkv, fc1 and fc2 int8 but in
the edge blocks, the rest f32 (``ov_int8.engine_recipe``; 1.61x f32's CPU time, OPT_REPORT
1c.16); refused without either: 0.94x f32 under emulated AVX2), ``int8w`` (as ``bf16``, with the
backbone's linear weights stored int8: ``ov_weights``; from the fp16 IR). The IR keeps the
graph's dynamic axes (one per checkpoint, input kind and weight storage); each input shape is
compiled from it with static shapes (``reshape``; ``static_shapes=False`` compiles the dynamic
model once for every shape instead; not for bf16, whose cut needs static shapes). The compiled
model (for bf16 its two parts) is streamed to the cache as a blob (``ov_blob``; keyed by the
checkpoint, shape, precision, OpenVINO version, CPU and threads), dropped, and imported from it,
memory-mapped, then and on later loads (which skip the compile). The IR's weights and the blob
are read through a ``MappedFile`` whose pages are released while OpenVINO compiles or imports
(``mapped_file``): the process holds the plugin's copy of the weights, not the file's too.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import numpy as np

from ...config.errors import InputError
from ...config.precisions import BF16_HEAD_LABELS
from ...config.schema import DA3Config
from ..memory import release_free_memory
from .bf16_rate import faster_bf16 as faster_bf16  # where int8's float ops run in bf16
from .cache import cached_entry, discard, room_for
from .cache_reload import load_cached
from .candidates import int8_refusal
from .engine import ExportedBackend
from .file_pages import releasing_pages_of
from .graph_io import OUTPUT_ORDER, GraphSource, InputShape
from .mapped_file import RELEASABLE, MappedFile, read_ir
from .ov_blob import compile_to_blob
from .ov_checks import BF16_PRECISIONS as BF16_PRECISIONS
from .ov_checks import CUT, compiled_parts, head_mode
from .ov_checks import OV_PRECISIONS as OV_PRECISIONS  # the dtypes it runs
from .ov_checks import WHOLE as WHOLE
from .ov_checks import check_openvino as check_openvino  # the backend's and the preflight's
from .ov_checks import check_ov_precision as check_ov_precision
from .ov_checks import native_bf16 as native_bf16
from .ov_int8 import CLASSIFIER_VERSION, calibration_shape, engine_recipe, quantiser
from .ov_int8 import quantize_int8 as quantize_int8  # tt-da3 export's int8 IR
from .ov_precision import (
    UNITS_VERSION,
    SplitCompiled,
    compute_in_bf16,
    residual_unit_convolutions,
    split_at_head,
)

# weight storage in the IR, per precision
STORAGE = {"fp32": "f32", "bf16": "f16", "int8": "int8", "int8w": "int8w"}
COMPILED_SHAPES = {True: "static shapes, one compiled model per input shape",  # not the graph's
                   False: "dynamic shapes, one compiled model for every size"}  # fmt: skip
IR_FILE = "model.xml"
LINKS_FILE = "links.json"
# what the cache writers take (``cache.room_for``) as shares of the graph's float32 weights (its
# ``.data``): the IR per storage (int8: fc1 at least int8, the rest f32; int8w: backbone linears
# int8, the rest fp16), and the compiled entry's peak (OpenVINO's cache file and its blob copy)
IR_SHARE = {"f32": 1.0, "f16": 0.5, "int8": 0.75, "int8w": 0.25}
COMPILED_SHARE = {"fp32": 2.0, "bf16": 1.5, "int8": 1.5, "int8w": 1.0}
# what OpenVINO raises reading a damaged graph or IR (an XML not UTF-8: UnicodeDecodeError)
OV_LOAD = ("OpenVINO", (RuntimeError, ValueError))


def graph_files_bytes(graph: Path) -> tuple[int, int]:
    """(bytes of the ONNX graph's weights file, of its own file): the sizes the cache writers'
    estimates start from (a graph without a separate weights file: its file as both)."""
    data = graph.with_name(graph.name + ".data")
    own = graph.stat().st_size
    return (data.stat().st_size if data.is_file() else own), own


def output_name(output: Any) -> str:
    """The graph's name of an output (OpenVINO adds its own aliases, e.g. ``select_5``)."""
    names = [name for name in OUTPUT_ORDER if name in output.get_names()]
    if len(names) != 1:
        raise RuntimeError(f"OpenVINO output with names {output.get_names()} is not one of ours")
    return names[0]


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
        if precision == "int8" and (refused := int8_refusal(config)):
            raise InputError(refused)  # before any export work
        super().__init__(config, weights, precision)
        self.ov = check_openvino(precision, cpu=self.cpu)
        bf16_float_ops = precision == "int8" and faster_bf16(self.cpu)
        self.parts = compiled_parts(precision, bf16_float_ops)
        self.int8_recipe = engine_recipe(bf16_float_ops) if precision == "int8" else None
        if self.parts == CUT and not static_shapes:
            raise InputError(
                f"runtime='openvino' {precision} cuts the graph at the head, which needs "
                "static shapes: use static_shapes=True"
            )
        self.head = head_mode(self.cpu) if self.parts == CUT else None
        self.core = self.ov.Core()
        # per shape: "compiled" or "cache", at its latest load and at its first in this process
        self.loaded_from: dict[str, str] = {}
        self.first_loaded_from: dict[str, str] = {}
        self._blobs: dict[Any, MappedFile] = {}
        self.static_shapes = static_shapes

    def engine_version(self) -> str:
        return self.ov.get_version()

    def variant(self) -> dict[str, str]:
        """In the compiled model's and gate's keys: the units head and ``UNITS_VERSION`` (an f32
        head adds nothing), int8 / int8w's NNCF (``quantiser``), int8's ``int8_recipe``."""
        variant = {"head": f"{self.head} v{UNITS_VERSION}"} if self.head == "bf16-units" else {}
        if self.int8_recipe is not None:  # another recipe: another IR, model and gate figures
            variant["recipe"] = repr(self.int8_recipe)
        return {**variant, **quantiser(self.precision)}

    def use_head(self, mode: str) -> None:
        """Compute the cut's DPT head in ``mode`` (``f32`` or ``bf16-units``) from the first
        compile on (``runtime="auto"`` tries the units first on AMX CPUs). A ValueError for
        a graph not cut, another mode, or a model compiled already."""
        if self.head is None or mode not in BF16_HEAD_LABELS:
            raise ValueError(f"no head mode {mode!r} for OpenVINO {self.precision}")
        if self.held_sessions:
            raise ValueError("the head mode is set before the first compile")
        self.head = mode

    def session_key(self, shape: InputShape) -> Any:
        """One compiled model per input shape (static), or per graph (dynamic)."""
        return shape if self.static_shapes else super().session_key(shape)

    def _properties(self, hint: str) -> dict[str, Any]:
        return {
            "INFERENCE_PRECISION_HINT": hint,
            "INFERENCE_NUM_THREADS": self.threads,
            "PERFORMANCE_HINT": "LATENCY",
            "ENABLE_MMAP": True,
        }

    def _ir(self, shape: InputShape, graph: GraphSource, storage: str | None = None) -> Path:
        """The OpenVINO IR of ``shape`` at ``storage`` (default: this precision's weight
        storage, ``STORAGE``), cached (the graph asked for only to build it)."""
        storage = storage or STORAGE[self.precision]
        parts = {**self.graph_parts(shape), "ir": storage, "openvino": self.engine_version(),
                 **quantiser(storage)}  # fmt: skip
        calibration = calibration_shape(shape.views > 0)  # one IR for every size it runs
        recipe = self.int8_recipe  # set for precision int8, the one that stores int8
        if storage == "int8":
            parts["recipe"] = repr(recipe)  # its calibration: ``quantiser``'s
            parts["classifier"] = CLASSIFIER_VERSION

        def build(folder: Path) -> None:
            onnx = graph.path()
            weights, own = graph_files_bytes(onnx)
            expected = int(weights * IR_SHARE[storage]) + own
            if storage == "int8w":  # from the fp16 IR, its pages released as NNCF reads them
                from .ov_weights import compress_weights_int8

                model, mapped, _ = self._read_ir(shape, graph, "f16")
                with room_for(folder, "OpenVINO IR", expected):
                    with mapped.releasing():
                        model = compress_weights_int8(model)
                    self.ov.save_model(model, str(folder / IR_FILE), compress_to_fp16=True)
                return
            # read_model memory-maps the graph's float32 external weights: their pages are
            # dropped as they are converted and written (``file_pages``); the model (which
            # holds the mapping) lives until the block has ended
            with (
                room_for(folder, "OpenVINO IR", expected),
                releasing_pages_of(onnx.with_name(onnx.name + ".data")),
            ):
                model = graph.load(lambda path: self.core.read_model(str(path)), *OV_LOAD)
                if storage == "int8":
                    name = self.config.model_name
                    model = quantize_int8(model, calibration, name, recipe)
                self.ov.save_model(model, str(folder / IR_FILE), compress_to_fp16=storage == "f16")
            del model

        return cached_entry("openvino-ir", parts, build) / IR_FILE

    def _read_ir(
        self, shape: InputShape, graph: GraphSource, storage: str | None = None
    ) -> tuple[Any, MappedFile, Path]:
        """``read_ir`` of the cached IR (``_ir``), and its path; an IR OpenVINO cannot read is
        checked, and built again if damaged (``cache_reload.load_cached``)."""
        found: list[Path] = []

        def find() -> Path:
            found.append(self._ir(shape, graph, storage))
            return found[-1]

        model, mapped = load_cached(find, lambda xml: read_ir(self.core, xml), *OV_LOAD)
        return model, mapped, found[-1]

    def _compile(self, shape: InputShape, graph: GraphSource) -> Any:
        """The compiled model of ``shape`` (for bf16 the two parts chained), compiled from the
        IR or imported from the cache."""
        names = [name for name, _ in self.parts]
        properties = {name: self._properties(hint) for name, hint in self.parts}
        parts = {
            **self.graph_parts(shape),
            "shape": shape.dims if self.static_shapes else "dynamic",
            "precision": self.precision,
            "openvino": self.engine_version(),
            "cpu": self.cpu.model,
            "flags": sorted(self.cpu.flags),
            "properties": properties,
        }
        parts.update(self.variant())
        built: list[bool] = []

        def build(folder: Path) -> None:
            model, mapped, ir = self._read_ir(shape, graph)
            # the graph's float32 weights, from the IR's (a cached IR needs no graph)
            weights = ir.with_suffix(".bin").stat().st_size / IR_SHARE[STORAGE[self.precision]]
            if self.static_shapes:
                model.reshape({"image": list(shape.dims)})
            if len(names) == 1:
                pieces = {names[0]: model}
            else:
                split = split_at_head(model)
                if self.head == "bf16-units":
                    compute_in_bf16(split.second, residual_unit_convolutions(split.second))
                pieces = dict(zip(names, (split.first, split.second), strict=True))
                (folder / LINKS_FILE).write_text(json.dumps(split.links), encoding="utf-8")
            del model
            expected = int(weights * COMPILED_SHARE[self.precision])
            with room_for(folder, "compiled OpenVINO model", expected):
                for name in names:
                    # the blob streamed to a file (``ov_blob``); the compiled model dropped: it
                    # runs from the blob below, as a warm load does (one set of weights). The
                    # plugin copies the weights it computes with out of the mapped IR.
                    with mapped.releasing():
                        compile_to_blob(self.core, pieces.pop(name), properties[name],
                                        folder / f"{name}.blob", folder / "ov-cache")  # fmt: skip
            built.append(True)

        folder = cached_entry("openvino-compiled", parts, build)
        try:
            imported = self._import(folder, shape, properties)
        except RuntimeError as err:  # a blob damaged with its size and time kept: build anew
            if built:
                raise
            discard(folder, f"OpenVINO could not import it: {str(err).strip().splitlines()[-1]}")
            folder = cached_entry("openvino-compiled", parts, build)
            imported = self._import(folder, shape, properties)
        self.loaded_from[shape.describe()] = "compiled" if built else "cache"  # the latest
        self.first_loaded_from.setdefault(shape.describe(), self.loaded_from[shape.describe()])
        release_free_memory()  # what the compile and the IR's reading freed, back to the OS
        if len(imported) == 1:
            return imported[0]
        return SplitCompiled(
            *imported, json.loads((folder / LINKS_FILE).read_text(encoding="utf-8"))
        )

    def _import(self, folder: Path, shape: InputShape, properties: dict[str, Any]) -> list[Any]:
        """Each part's compiled model imported from the entry ``folder``'s blobs."""
        imported = []
        for name in properties:
            # the blob memory-mapped (file pages, not a second copy on the heap), its pages
            # released while the plugin copies the weights out of it
            blob = MappedFile(folder / f"{name}.blob")
            self._blobs[(self.session_key(shape), name)] = blob  # kept alive with the model
            with blob.releasing():
                imported.append(self.core.import_model(blob.tensor(), "CPU", properties[name]))
        return imported

    def _drop_session(self, key: Any) -> None:
        """Drop the compiled model of ``key``, then the blob mappings it ran from."""
        super()._drop_session(key)
        for held in [k for k in self._blobs if k[0] == key]:
            del self._blobs[held]

    def _execute(self, session: Any, image: np.ndarray) -> dict[str, np.ndarray]:
        request = session.create_infer_request()
        request.infer({"image": image})
        return {
            output_name(output): np.array(request.get_tensor(output).data, copy=True)
            for output in session.outputs
        }

    def close(self) -> None:
        """Drop the compiled models, then the blob mappings they ran from."""
        super().close()
        self._blobs.clear()

    def arithmetics(self) -> tuple[str, ...]:
        """int8: its int8 linears' first (``int8_recipe``), then the float ops' (bf16 backbone,
        f32 head where the graph is cut, else f32); bf16 and int8w: bf16 backbone, f32 head."""
        floats = ("bf16", "f32") if self.parts == CUT else ("f32",)
        return ("int8", *floats) if self.precision == "int8" else floats

    def describe(self) -> dict[str, Any]:
        report = super().describe()
        report["loaded_from"] = dict(self.loaded_from)  # snapshots, as load_ms
        report["first_loaded_from"] = dict(self.first_loaded_from)
        report["native_bf16"] = native_bf16(self.cpu)
        report["static_shapes"] = self.static_shapes
        report["compiled_shapes"] = COMPILED_SHAPES[self.static_shapes]
        report["graph"] += f"; compiled with {report['compiled_shapes']}"  # not the graph's
        report["weights"] = STORAGE[self.precision]
        report["pages_released"] = RELEASABLE
        hints = dict(self.parts)
        if self.head is not None:
            hints["head"] = BF16_HEAD_LABELS[self.head]
        cut = f"bf16 backbone, {hints.get('head')} head"
        report["inference_precision_hint"] = hints.get("model") or cut
        report["parts"] = hints
        return report
