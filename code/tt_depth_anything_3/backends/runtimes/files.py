"""``export_model``: a checkpoint's network written as ONNX or OpenVINO IR files, one per
input shape (``tt-da3 export`` calls it)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from ...config.schema import DA3Config
from ..torch.loading import build_network
from .engine import require_engine
from .export import ONNX_FILE, ONNX_OPSET, InputShape, export_onnx, output_names

EXPORT_FORMATS = ("onnx", "openvino")
# Weight storage per format and precision: ONNX float32 only; the IR float32, fp16-stored
# (run in bf16 or f32 by the engine) or NNCF int8.
EXPORT_PRECISIONS = {"onnx": ("fp32",), "openvino": ("fp32", "bf16", "int8")}
MANIFEST = "manifest.json"


def export_model(
    config: DA3Config,
    weights: os.PathLike | str,
    out: os.PathLike | str,
    fmt: str = "onnx",
    shapes: list[InputShape] | None = None,
    precision: str = "fp32",
) -> dict[str, Any]:
    """Write ``out/<shape>/model.onnx`` (``fmt="onnx"``, checked by ``onnx.checker``) or
    ``out/<shape>/model.xml`` + ``.bin`` (``"openvino"``) for each shape (default: one image
    at 378x504), and ``out/manifest.json`` (model, format, precision, input, each file with
    its shape and outputs); returns the manifest."""
    if fmt not in EXPORT_FORMATS:
        raise ValueError(f"format must be one of {EXPORT_FORMATS}, got {fmt!r}")
    if precision not in EXPORT_PRECISIONS[fmt]:
        raise ValueError(
            f"--format {fmt} exports precisions {EXPORT_PRECISIONS[fmt]}, got {precision!r}"
        )
    onnx = require_engine("export", "onnx")
    shapes = shapes or [InputShape(378, 504)]
    network = build_network(config, weights, "fp32")
    root = Path(out)
    root.mkdir(parents=True, exist_ok=True)
    files = []
    for shape in shapes:
        folder = root / shape.describe()
        folder.mkdir(exist_ok=True)
        if fmt == "onnx":
            path = export_onnx(network, shape, folder)
            onnx.checker.check_model(str(path))
        else:
            path = _openvino_ir(network, shape, folder, precision)
        names = output_names(path) if fmt == "onnx" else _ir_outputs(path)
        files.append({"file": str(path.relative_to(root)), "input": list(shape.dims),
                      "outputs": names})  # fmt: skip
    manifest = {
        "model": config.model_name,
        "format": fmt,
        "precision": precision,
        "opset": ONNX_OPSET,
        "input": "image: ImageNet-normalised float32 (B, 3, H, W); views (B, S, 3, H, W)",
        "static_shapes": "one file per input shape",
        "files": files,
    }
    (root / MANIFEST).write_text(json.dumps(manifest, indent=1))
    return manifest


def _openvino_ir(network: Any, shape: InputShape, folder: Path, precision: str) -> Path:
    """Export to a temporary ONNX file, convert, (quantise,) save ``folder/model.xml``."""
    ov = require_engine("export --format openvino", "openvino")
    with tempfile.TemporaryDirectory(dir=folder) as scratch:
        graph = export_onnx(network, shape, scratch)
        model = ov.convert_model(str(graph))
        if precision == "int8":
            from .openvino_backend import quantize_int8

            model = quantize_int8(model, shape)
        path = folder / "model.xml"
        ov.save_model(model, str(path), compress_to_fp16=precision == "bf16")
    return path


def _ir_outputs(path: Path) -> list[str]:
    ov = require_engine("export --format openvino", "openvino")
    model = ov.Core().read_model(str(path))
    from .openvino_backend import output_name

    return [output_name(o) for o in model.outputs]


__all__ = ["EXPORT_FORMATS", "EXPORT_PRECISIONS", "ONNX_FILE", "export_model"]
