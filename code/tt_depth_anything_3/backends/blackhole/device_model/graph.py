"""Device operations read from a ttnn graph capture (no ttnn import: plain JSON in, records out).

``ttnn.graph.end_graph_capture_to_file(path)`` writes the captured graph (``path``) and, beside
it, the Python-level arguments of every ``ttnn.*`` call (``path.python_io.json``). A device
operation is a ``function_start`` node that names a program factory; its inputs are the tensor
nodes connected to it, its outputs the tensors its ``function_end`` connects to, its cores the
union of the core ranges of the circular / dataflow buffers it allocates. The enclosing
``ttnn.*`` call gives its Python arguments (kernel size, channels, compute-kernel config) and
stack (which function of the program issued it).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..tiles import TILE

# Bytes per element of each ttnn dtype (block-float formats: 16 exponent bytes per 1024 values).
DTYPE_BYTES = {
    "BFLOAT16": 2.0,
    "FLOAT32": 4.0,
    "BFLOAT8_B": 1088 / 1024,
    "BFLOAT4_B": 576 / 1024,
    "UINT32": 4.0,
    "INT32": 4.0,
    "UINT16": 2.0,
    "UINT8": 1.0,
}
_RANGE = re.compile(r"\[(\d+)-(\d+) - (\d+)-(\d+)\]")
_SHAPE = re.compile(r"Shape\(\[([\d, ]*)\]\)")


@dataclass(frozen=True)
class TensorInfo:
    """One tensor an operation reads or writes."""

    shape: tuple[int, ...]
    dtype: str  # "BFLOAT16", "FLOAT32", ...
    tiled: bool
    in_dram: bool
    sharded: bool

    @property
    def padded_shape(self) -> tuple[int, ...]:
        """The shape as stored: the last two dimensions rounded up to tiles when tiled."""
        if not self.tiled or len(self.shape) < 2:
            return self.shape
        *lead, h, w = self.shape
        return (*lead, math.ceil(h / TILE) * TILE, math.ceil(w / TILE) * TILE)

    @property
    def nbytes(self) -> float:
        if self.dtype not in DTYPE_BYTES:
            raise ValueError(f"unknown dtype {self.dtype!r}; known: {sorted(DTYPE_BYTES)}")
        return math.prod(self.padded_shape) * DTYPE_BYTES[self.dtype]


@dataclass(frozen=True)
class DeviceOp:
    """One device operation of a captured program.

    Attributes:
        name: the device operation (``MatmulDeviceOperation``, ``Conv2dDeviceOperation``, ...).
        factory: its program factory, the last component of its C++ name.
        call: the ``ttnn.*`` function that issued it (``ttnn.linear``), or "" if none.
        arguments: that call's Python arguments as ttnn recorded them (strings).
        stack: the issuing Python functions, innermost first (``["conv2d", "reassemble", ...]``).
        inputs / outputs: the tensors read and written.
        cores: Tensix cores the operation's buffers live on (0 when it allocates none).
    """

    name: str
    factory: str
    call: str
    arguments: dict[str, str]
    stack: tuple[str, ...]
    inputs: tuple[TensorInfo, ...]
    outputs: tuple[TensorInfo, ...]
    cores: int


def count_cores(core_range_set: str) -> set[tuple[int, int]]:
    """The (x, y) cores of a ttnn core-range-set string like ``{[0-0 - 10-8], [0-9 - 4-9]}``."""
    cores = set()
    for x0, y0, x1, y1 in _RANGE.findall(core_range_set):
        for x in range(int(x0), int(x1) + 1):
            for y in range(int(y0), int(y1) + 1):
                cores.add((x, y))
    return cores


def _tensor(params: dict[str, Any]) -> TensorInfo:
    match = _SHAPE.search(params["shape"])
    if match is None:
        raise ValueError(f"cannot read a tensor shape from {params['shape']!r}")
    shape = tuple(int(v) for v in match.group(1).split(",") if v.strip())
    memory = params.get("memory_config", "")
    return TensorInfo(
        shape=shape,
        dtype=params["dtype"].split("::")[-1],
        tiled=params["layout"].endswith("TILE"),
        in_dram=int(params["buffer_type"]) == 0,
        sharded="SHARDED" in memory.split("buffer_type")[0],
    )


def _function_name(frame: str) -> str:
    """``  File "x.py", line 3, in conv2d\\n ...`` -> ``conv2d``."""
    head = frame.split("\n", 1)[0]
    return head.rsplit(" in ", 1)[-1].strip()


def read_capture(graph: dict[str, Any] | list[dict], python_io: list[dict]) -> list[DeviceOp]:
    """The device operations of a capture, in program order.

    ``graph`` is the JSON ``end_graph_capture_to_file`` wrote (or its ``graph`` list);
    ``python_io`` the sidecar's records (paired with ``ttnn.*`` calls by name, in order, as
    ttnn's own importer does).
    """
    nodes = graph["graph"] if isinstance(graph, dict) else graph
    # ttnn writes null params (capture_start, capture_end): no params
    nodes = [n if n.get("params") is not None else {**n, "params": {}} for n in nodes]
    by_counter = {n["counter"]: n for n in nodes}
    feeds: dict[int, list[int]] = {}  # op counter -> tensor counters connected into it
    for n in nodes:
        if n["node_type"] == "tensor":
            for target in n["connections"]:
                feeds.setdefault(target, []).append(n["counter"])
    records: dict[str, list[dict]] = {}
    for record in python_io:
        records.setdefault(record["name"], []).append(record)
    taken: dict[str, int] = {}

    ops: list[DeviceOp] = []
    stack: list[dict[str, Any]] = []  # open function scopes
    for n in sorted(nodes, key=lambda n: n["counter"]):
        kind = n["node_type"]
        if kind == "function_start":
            name = n["params"]["name"]
            scope: dict[str, Any] = {"node": n, "name": name}
            if name.startswith("ttnn.") and not any(s["name"].startswith("ttnn.") for s in stack):
                index = taken.get(name, 0)
                taken[name] = index + 1
                queue = records.get(name, [])
                scope["record"] = queue[index] if index < len(queue) else None
            stack.append(scope)
        elif kind == "function_end":
            if not stack:
                raise ValueError(f"function_end {n['params']} without a function_start")
            scope = stack.pop()
            start = scope["node"]
            if "program_factory_type" not in start["params"]:
                continue
            call = next((s for s in reversed(stack) if s["name"].startswith("ttnn.")), None)
            record = call.get("record") if call else None
            cores: set[tuple[int, int]] = set()
            for target in start["connections"]:
                child = by_counter.get(target)
                if child and "core_range_set" in child["params"]:
                    cores |= count_cores(child["params"]["core_range_set"])
            outputs = [
                by_counter[c]
                for c in n["connections"]
                if c in by_counter and by_counter[c]["node_type"] == "tensor"
            ]
            ops.append(
                DeviceOp(
                    name=start["params"]["name"],
                    factory=start["params"]["program_factory_type"].split("::")[-1],
                    call=call["name"] if call else "",
                    arguments=dict(record["arguments"]) if record else {},
                    stack=tuple(
                        _function_name(f) for f in (record or {}).get("python_stack_trace", [])
                    ),
                    inputs=tuple(
                        _tensor(by_counter[c]["params"]) for c in feeds.get(start["counter"], [])
                    ),
                    outputs=tuple(_tensor(o["params"]) for o in outputs),
                    cores=len(cores),
                )
            )
    return ops


def load_capture(path: str | Path) -> tuple[dict[str, Any], list[dict]]:
    """(graph, python_io) of a capture written by ``end_graph_capture_to_file(path)``."""
    path = Path(path)
    sidecar = path.with_suffix(".python_io.json")
    if not path.is_file():
        raise ValueError(f"no graph capture at {path}")
    if not sidecar.is_file():
        raise ValueError(f"the capture {path} has no Python arguments beside it ({sidecar})")
    graph = _read_json(path, "a complete graph capture")
    python_io = _read_json(sidecar, "a capture's complete Python arguments")
    nodes = graph.get("graph") if isinstance(graph, dict) else graph
    if not isinstance(nodes, list):
        raise ValueError(
            f"{path} is not a graph capture: no 'graph' list of nodes (a JSON that "
            "end_graph_capture_to_file wrote, e.g. by tt-da3 estimate --save-graph)"
        )
    if not isinstance(python_io, list):
        raise ValueError(f"{sidecar} is not a capture's Python arguments: not a list of records")
    for index, node in enumerate(nodes):
        if (wrong := malformed_node(node)) is not None:
            raise ValueError(f"{path} is not a graph capture ttnn wrote: node {index} {wrong}")
    for index, record in enumerate(python_io):
        if (wrong := malformed_record(record)) is not None:
            raise ValueError(
                f"{sidecar} is not a capture's Python arguments: record {index} {wrong}"
            )
    return graph, python_io


# the node params read_capture reads as text, and the fields of each node and record
TEXT_PARAMS = ("name", "program_factory_type", "core_range_set", "shape", "dtype", "layout")
TEXT_PARAMS += ("memory_config",)


def malformed_node(node: Any) -> str | None:
    """What is wrong with one graph node as ``end_graph_capture_to_file`` writes it (an
    object with an integer ``counter``, a text ``node_type``, a list of integer
    ``connections`` and an object (or null) of ``params``, the read ones text and ``buffer_type`` a
    whole number); None when nothing is. A missing key is left to ``read_capture``."""
    if not isinstance(node, dict):
        return f"is {json_kind(node)}, not an object"
    checks = (
        ("counter", is_whole, "an integer"),
        ("node_type", lambda v: isinstance(v, str), "text"),
        ("connections", lambda v: isinstance(v, list) and all(map(is_whole, v)), "integers"),
        ("params", lambda v: v is None or isinstance(v, dict), "an object or null"),
    )
    for key, ok, kind in checks:
        if key in node and not ok(node[key]):
            return f"has {key} {node[key]!r:.40} (not {kind})"
    params = node.get("params") or {}
    for key in TEXT_PARAMS:
        if key in params and not isinstance(params[key], str):
            return f"has params.{key} {params[key]!r:.40} (not text)"
    if "buffer_type" in params and not re.fullmatch(r"\d+", str(params["buffer_type"])):
        return f"has params.buffer_type {params['buffer_type']!r:.40} (not a whole number)"
    return None


def malformed_record(record: Any) -> str | None:
    """What is wrong with one record of a capture's ``.python_io.json`` (an object with a text
    ``name``, an object of text ``arguments`` and a list of text ``python_stack_trace``); None when
    nothing is."""
    if not isinstance(record, dict):
        return f"is {json_kind(record)}, not an object"
    checks = (
        ("name", lambda v: isinstance(v, str), "text"),
        ("arguments", lambda v: isinstance(v, dict) and all(map(is_text, v.values())), "text"),
        (
            "python_stack_trace",
            lambda v: isinstance(v, list) and all(isinstance(f, str) for f in v),
            "a list of text",
        ),
    )
    for key, ok, kind in checks:
        if key in record and not ok(record[key]):
            return f"has {key} {record[key]!r:.40} (not {kind})"
    return None


def json_kind(value: Any) -> str:
    """What a JSON value is, in JSON's words (``null``, a number, text, a list)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    return "text" if isinstance(value, str) else "a list"


def is_text(value: Any) -> bool:
    """Whether ``value`` is a ``str`` (what ttnn records every argument and param as)."""
    return isinstance(value, str)


def is_whole(value: Any) -> bool:
    """An int that is not a bool (JSON ``true`` is no counter)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _read_json(path: Path, what: str) -> Any:
    """The JSON in ``path``; a ``ValueError`` naming the file (not ``what``) where it is not
    (complete) JSON."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as err:
        raise ValueError(f"{path} is not {what} (not UTF-8 text: {err})") from None
    except json.JSONDecodeError as err:
        raise ValueError(f"{path} is not {what} (not valid JSON: {err})") from None
    except RecursionError:  # Python's decoder recurses once per nested list or object
        raise ValueError(f"{path} is not {what} (its JSON is nested too deeply)") from None
