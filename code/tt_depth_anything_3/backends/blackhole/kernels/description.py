"""``launch.json``: what tt-lang's emitted runner holds (grid, circular buffers, PipeNets,
kernels with their tensors and configs), written as data by the build (``build.py``) and read
by the 0.81.1 launcher (``launch.py``). Runs in the compiler venv: it reads ttl's descriptors."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

from .compat import COMPAT_HEADERS

FORMATS = {"f32": "float32", "bf16": "bfloat16"}  # compiler-allocated DFBs' format names


def _fields(config: Any) -> dict[str, str]:
    """The public data fields of a ttnn kernel-config descriptor, as strings."""
    return {
        name: str(getattr(config, name))
        for name in sorted(dir(config))
        if not name.startswith("_") and not callable(getattr(config, name))
    }


def _cb(index: int, cb: Any) -> dict[str, Any] | None:
    """One circular buffer of the launch: user DFB (backed by a tensor) or compiler-allocated."""
    from ttl.dataflow_buffer import CompilerAllocatedDFBConfig
    from ttl.dtype_utils import tile_bytes_from_dtype, torch_dtype_to_ttnn_datatype

    if cb is None:
        return None
    if isinstance(cb, CompilerAllocatedDFBConfig):
        fmt = FORMATS.get(cb.data_format, cb.data_format)
        tiles, count, source = cb.num_tiles, cb.block_count, "compiler"
    else:
        dtype = cb.tensor.dtype
        fmt = dtype.name.lower() if hasattr(dtype, "name") else str(dtype)
        tiles, count, source = cb.shape[0] * cb.shape[1], cb.block_count, "user"
        if not hasattr(dtype, "name"):
            dtype = torch_dtype_to_ttnn_datatype(dtype)
    page = {"float32": 4096, "bfloat16": 2048}[fmt]
    if source == "user" and tile_bytes_from_dtype(dtype) != page:
        raise RuntimeError(f"CB {index}: unexpected page size for {fmt}")
    return {
        "index": index,
        "source": source,
        "data_format": fmt,
        "tiles_per_block": tiles,
        "block_count": count,
        "page_size": page,
        "total_size": tiles * count * page,
    }


def launch_description(
    kernel_specs: list[Any],
    cb_configs: list[Any],
    grid_cols: int,
    grid_rows: int,
    num_tensors: int,
    num_pipe_nets: int = 0,
) -> dict[str, Any]:
    """What ttl's emitted runner holds, as data: the grid (one core range from (0, 0)), the CBs,
    the PipeNets (two semaphores each, ids 2n and 2n + 1, initial 0, as ``ttl.kernel_runner``
    makes them), and per kernel its C++ file, thread type, tensors (their buffer addresses are
    the common runtime args) and config; compile-time args are the CB indices (+ each tensor's
    ``TensorAccessorArgs`` for data movement), as in ``ttl.kernel_runner``."""
    return {
        "compiler": "tt-lang 1.1.1",
        "grid": [grid_cols, grid_rows],
        "num_tensors": num_tensors,
        "num_pipe_nets": num_pipe_nets,
        "cbs": [_cb(i, cb) for i, cb in enumerate(cb_configs)],
        "kernels": [
            {
                "source": re.sub(r"_[0-9a-f]{8}\.cpp$", ".cpp", Path(spec.path).name),
                "thread_type": spec.thread_type,
                "tensor_indices": list(spec.tensor_indices),
                "config_type": type(spec.config).__name__,
                "config": _fields(spec.config),
            }
            for spec in kernel_specs
        ],
    }


class RunnerEmitter:
    """Stands in for ``ttl.ttl_api.emit_runner_file`` (whose 1.1.1 version fails on
    compiler-allocated DFBs): keeps the launch description and kernel paths of the compile."""

    def __init__(self) -> None:
        self.launch: dict[str, Any] | None = None
        self.sources: list[str] = []
        self.num_pipe_nets = 0  # set by the compile that calls this emitter (CompileSession)

    def __call__(
        self,
        kernel_specs: list[Any],
        cb_configs: list[Any],
        grid_cols: int,
        grid_rows: int,
        num_tensors: int,
        output_path: str,
        kernel_name: str,
    ) -> str:
        self.launch = launch_description(
            kernel_specs, cb_configs, grid_cols, grid_rows, num_tensors, self.num_pipe_nets
        )
        self.sources = [spec.path for spec in kernel_specs]
        return output_path


def write_generated(emitter: RunnerEmitter, out: Path) -> list[Path]:
    """The compile's C++ kernels (content hash dropped from the names), ``launch.json`` and the
    ``COMPAT_HEADERS`` written into ``out``; the files written."""
    if emitter.launch is None:
        raise RuntimeError("the compiler emitted no launch description")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for source, kernel in zip(emitter.sources, emitter.launch["kernels"], strict=True):
        target = out / kernel["source"]
        shutil.copyfile(source, target)
        written.append(target)
    launch = out / "launch.json"
    launch.write_text(json.dumps(emitter.launch, indent=1, sort_keys=True) + "\n", "utf-8")
    for relative, text in COMPAT_HEADERS.items():
        header = out / relative
        header.parent.mkdir(parents=True, exist_ok=True)
        header.write_text(text, "utf-8")
        written.append(header)
    return [*written, launch]
