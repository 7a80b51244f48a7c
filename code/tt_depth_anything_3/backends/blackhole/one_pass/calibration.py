"""Calibration of the one-pass attention offsets, and the one-pass emulation of a whole network.

The one-pass kernel computes ``exp(score - c_layer)`` without a row max, so each layer's row sums
``sum_k exp(score_k - c_layer) = exp(lse - c_layer)`` (``lse`` the row's logsumexp) must stay in
the guard window. Calibration runs the float32 reference network on a set of images, records the
range [lse_min, lse_max] of every layer's rows (all heads, rows and images), centres the window
on it (``c_layer``) and reports the headroom left on each side, in nats. A layer whose headroom is
below the chosen margin keeps the stock SDPA.

The default network is never changed: both the calibration hooks and the emulation act only
inside a ``with`` block (forward hooks on the backbone's attention modules plus a torch function
mode that replaces ``F.scaled_dot_product_attention`` while one of them runs).
"""

from __future__ import annotations

import json
import os
import warnings
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import torch
import torch.nn.functional as F
from torch.overrides import TorchFunctionMode

from ....config.file_writes import write_text_whole
from .packing import padded_rows_in_window
from .reference import GUARD_FLAGS, GuardWindow, one_pass_attention

if TYPE_CHECKING:
    from ....modeling.network import DepthAnything3Network

CALIBRATION_FILE = "attention_calibration.json"
FORMAT_VERSION = 1

# attend(layer, q, k, v) -> attention output, q/k/v (batch, heads, tokens, head_dim)
Attend = Callable[[int, torch.Tensor, torch.Tensor, torch.Tensor], torch.Tensor]


class _AttentionMode(TorchFunctionMode):
    """Routes SDPA calls made inside a hooked attention module to ``attend``."""

    def __init__(self, attend: Attend) -> None:
        super().__init__()
        self.attend = attend
        self.layer: int | None = None

    def __torch_function__(
        self, func: Callable, types: tuple, args: tuple = (), kwargs: dict | None = None
    ) -> object:
        kwargs = kwargs or {}
        if func is F.scaled_dot_product_attention and self.layer is not None:
            if len(args) != 3 or kwargs:
                raise ValueError("only plain scaled_dot_product_attention(q, k, v) is emulated")
            return self.attend(self.layer, *args)
        return func(*args, **kwargs)


@contextmanager
def attention_override(network: DepthAnything3Network, attend: Attend) -> Iterator[None]:
    """Inside the block, backbone layer ``i``'s attention is ``attend(i, q, k, v)``."""
    mode = _AttentionMode(attend)
    handles = []
    for index, block in enumerate(network.backbone.pretrained.blocks):

        def enter(module: torch.nn.Module, inputs: tuple, index: int = index) -> None:
            mode.layer = index

        def leave(module: torch.nn.Module, inputs: tuple, output: torch.Tensor) -> None:
            mode.layer = None

        handles.append(block.attn.register_forward_pre_hook(enter))
        handles.append(block.attn.register_forward_hook(leave))
    try:
        with mode:
            yield
    finally:
        for handle in handles:
            handle.remove()


@dataclass(frozen=True)
class LayerCalibration:
    """One layer: the offset, the observed logsumexp range and the headroom left, in nats."""

    layer: int
    c_layer: float
    lse_min: float
    lse_max: float
    headroom: float
    one_pass: bool


@dataclass(frozen=True)
class AttentionCalibration:
    """Per-layer offsets with how they were obtained (stored as JSON next to the weights)."""

    layers: tuple[LayerCalibration, ...]
    margin: float
    window: GuardWindow
    images: tuple[str, ...]
    model_name: str = ""
    format_version: int = FORMAT_VERSION
    notes: dict = field(default_factory=dict)

    @property
    def worst_headroom(self) -> float:
        return min(layer.headroom for layer in self.layers)

    def to_json(self) -> str:
        data = asdict(self)
        data["worst_headroom"] = self.worst_headroom
        return json.dumps(data, indent=2)

    def save(self, path: str | os.PathLike) -> Path:
        """Write the calibration to ``path`` whole (a temporary beside it renamed over it): a
        full disk or a kill mid-write leaves the earlier calibration, not a torn file that
        every load beside the weights refuses; an error names ``path``."""
        path = Path(path)
        write_text_whole(path, self.to_json() + "\n")
        return path

    @classmethod
    def load(cls, path: str | os.PathLike) -> AttentionCalibration:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError) as err:
            raise ValueError(f"{path}: not an attention calibration (not JSON: {err})") from err
        if not isinstance(data, dict):
            raise ValueError(f"{path}: not an attention calibration (a JSON {type(data).__name__})")
        if data.get("format_version") != FORMAT_VERSION:
            raise ValueError(
                f"{path}: calibration format_version {data.get('format_version')!r}, "
                f"expected {FORMAT_VERSION}"
            )
        return checked_calibration(data, path)


LAYER_FIELDS = ("layer", "c_layer", "lse_min", "lse_max", "headroom", "one_pass")
REQUIRED_FIELDS = ("format_version", "layers", "margin", "window", "images")
OPTIONAL_FIELDS = ("model_name", "notes", "worst_headroom")
WINDOW_FIELDS = ("log_low", "log_high")
# exp(+-87) is a normal float32 (its range: e^-87.3 to e^88.7): the window tensor's bounds
WINDOW_LOG_LIMIT = 87.0
FLOAT32_MAX = float(torch.finfo(torch.float32).max)  # the largest c_layer the shift holds


def number(value: object, where: str, finite: bool = True) -> float:
    """``value`` as a float: a JSON number (not a bool, not NaN; finite when ``finite``)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{where} must be a number, got {value!r}")
    if value != value or (finite and abs(value) == float("inf")):
        raise ValueError(f"{where} must be a finite number, got {value!r}")
    return float(value)


def checked_window(window: object) -> GuardWindow:
    """The guard window a calibration's ``window`` object holds: both bounds, numbers, low
    below high, each within ``WINDOW_LOG_LIMIT`` nats (the device program holds ``exp`` of
    each as a normal float32); a ValueError naming the field otherwise."""
    if not isinstance(window, dict) or not set(window) <= set(WINDOW_FIELDS):
        raise ValueError(f"window must hold log_low and log_high, got {window!r}")
    bounds = {k: number(v, f"window.{k}") for k, v in window.items()}
    if set(bounds) != set(WINDOW_FIELDS):  # no default fills a bound in
        raise ValueError(f"window must hold log_low and log_high, got {window!r}")
    for name, value in bounds.items():
        if abs(value) > WINDOW_LOG_LIMIT:
            raise ValueError(
                f"window.{name} must be within +-{WINDOW_LOG_LIMIT:g} nats (exp() of a bound "
                f"must be a normal float32 on the device), got {value!r}"
            )
    if not bounds["log_low"] < bounds["log_high"]:
        raise ValueError(f"window.log_low must be below window.log_high, got {window!r}")
    return GuardWindow(**bounds)


def checked_calibration(data: dict, path: Path) -> AttentionCalibration:
    """The calibration a loaded JSON object holds; a ValueError naming ``path`` and the field
    when a field is missing, unknown or of the wrong type or value."""
    try:
        fields = set(data)
        missing = [name for name in REQUIRED_FIELDS if name not in fields]
        unknown = sorted(fields - set(REQUIRED_FIELDS) - set(OPTIONAL_FIELDS))
        if missing or unknown:
            raise ValueError(f"fields missing {missing}, unknown {unknown}")
        if not isinstance(data["layers"], list) or not data["layers"]:
            raise ValueError(f"layers must be a non-empty list, got {data['layers']!r}")
        layers = []
        for index, layer in enumerate(data["layers"]):
            where = f"layers[{index}]"
            if not isinstance(layer, dict) or set(layer) != set(LAYER_FIELDS):
                raise ValueError(f"{where} must hold exactly {list(LAYER_FIELDS)}, got {layer!r}")
            if layer["layer"] != index or isinstance(layer["layer"], bool):
                raise ValueError(f"{where}.layer must be {index}, got {layer['layer']!r}")
            if not isinstance(layer["one_pass"], bool):
                raise ValueError(f"{where}.one_pass must be true or false")
            values = {name: number(layer[name], f"{where}.{name}", name == "c_layer")
                      for name in ("c_layer", "lse_min", "lse_max", "headroom")}  # fmt: skip
            if abs(values["c_layer"]) > FLOAT32_MAX:  # the device's shift is a float32
                raise ValueError(
                    f"{where}.c_layer must be within a float32's range (|c_layer| <= "
                    f"{FLOAT32_MAX:.4g}), got {values['c_layer']!r}"
                )
            layers.append(LayerCalibration(index, one_pass=layer["one_pass"], **values))
        bounds = checked_window(data["window"])
        images = data["images"]
        if not isinstance(images, list) or not all(isinstance(i, str) for i in images):
            raise ValueError(f"images must be a list of strings, got {images!r}")
        if not isinstance(data.get("model_name", ""), str):
            raise ValueError(f"model_name must be a string, got {data['model_name']!r}")
        if not isinstance(data.get("notes", {}), dict):
            raise ValueError(f"notes must be an object, got {data['notes']!r}")
        return AttentionCalibration(
            layers=tuple(layers),
            margin=number(data["margin"], "margin", finite=False),
            window=bounds,
            images=tuple(images),
            model_name=data.get("model_name", ""),
            notes=data.get("notes", {}),
        )
    except ValueError as err:
        raise ValueError(f"{path}: not an attention calibration: {err}") from err


@torch.no_grad()
def calibrate_attention(
    network: DepthAnything3Network,
    images: Iterable[tuple[str, torch.Tensor | np.ndarray]],
    margin: float = 8.0,
    window: GuardWindow = GuardWindow(),
) -> AttentionCalibration:
    """Run the float32 network on (name, (3, h, w) tensor) images; centre each layer's window.

    ``c_layer`` = (lse_min + lse_max) / 2 - (log_low + log_high) / 2; headroom = half the window
    minus half the observed range. Layers with headroom < ``margin`` are marked stock, and so
    are layers whose kernel's padded query rows (row sum ``tokens * exp(-c_layer)``) would
    leave the window at a token count seen here: the guard would trip on every such input
    (``notes["padded_rows_stock"]`` lists them).
    """
    depth = len(network.backbone.pretrained.blocks)
    lse_min = torch.full((depth,), float("inf"))
    lse_max = torch.full((depth,), float("-inf"))
    launches: set[tuple[int, int]] = set()  # (tokens, heads) of the attention calls

    def observe(layer: int, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        launches.add((k.shape[-2], k.shape[-3]))
        scores = (q.float() @ k.float().transpose(-1, -2)) * q.shape[-1] ** -0.5
        lse = torch.logsumexp(scores, dim=-1)
        lse_min[layer] = min(lse_min[layer], lse.min())
        lse_max[layer] = max(lse_max[layer], lse.max())
        return F.scaled_dot_product_attention(q, k, v)

    names = []
    network = network.eval()
    with attention_override(network, observe):
        for name, image in images:
            names.append(name)
            network(torch.as_tensor(image)[None].float())
    if not names:
        raise ValueError("calibration needs at least one image, got none")
    half_window = (window.log_high - window.log_low) / 2
    centre = (window.log_high + window.log_low) / 2
    layers, padded_stock = [], []
    for index in range(depth):
        low, high = float(lse_min[index]), float(lse_max[index])
        headroom = half_window - (high - low) / 2
        c_layer = (low + high) / 2 - centre
        padded_ok = all(padded_rows_in_window(t, h, c_layer, window) for t, h in launches)
        if headroom >= margin and not padded_ok:
            padded_stock.append(index)
        layers.append(
            LayerCalibration(
                layer=index,
                c_layer=c_layer,
                lse_min=low,
                lse_max=high,
                headroom=headroom,
                one_pass=headroom >= margin and padded_ok,
            )
        )
    notes = {"padded_rows_stock": padded_stock} if padded_stock else {}
    return AttentionCalibration(
        layers=tuple(layers),
        margin=margin,
        window=window,
        images=tuple(names),
        model_name=network.config.model_name,
        notes=notes,
    )


@contextmanager
def one_pass_emulation(
    network: DepthAnything3Network,
    calibration: AttentionCalibration,
    dtype: torch.dtype = torch.bfloat16,
) -> Iterator[torch.Tensor]:
    """Inside the block the network's calibrated layers use the one-pass attention.

    q, k, v are rounded to ``dtype`` (the device's bfloat16 by default) and the output cast back;
    other layers keep SDPA. Yields a (layers, 3) int64 tensor of guard counts (``GUARD_FLAGS``
    order), summed over the calls made inside the block.
    """
    layers = calibration.layers
    depth = len(network.backbone.pretrained.blocks)
    if len(layers) != depth:
        raise ValueError(f"calibration has {len(layers)} layers, the network has {depth}")
    counts = torch.zeros(depth, len(GUARD_FLAGS), dtype=torch.int64)

    def attend(layer: int, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        if not layers[layer].one_pass:
            return F.scaled_dot_product_attention(q, k, v)
        out, guard = one_pass_attention(
            q.to(dtype), k.to(dtype), v.to(dtype), layers[layer].c_layer, window=calibration.window
        )
        counts[layer] += guard
        return out.to(q.dtype)

    with attention_override(network, attend):
        yield counts


def uniform_calibration(layers: int, model_name: str = "") -> AttentionCalibration:
    """Every layer one-pass with ``c_layer`` 0 and no measured range: the program's shape
    without a calibration (``tt-da3 estimate --attention one_pass``; not for inference)."""
    return AttentionCalibration(
        layers=tuple(
            LayerCalibration(i, 0.0, 0.0, 0.0, GuardWindow().log_high, True) for i in range(layers)
        ),
        margin=0.0,
        window=GuardWindow(),
        images=(),
        model_name=model_name,
        notes={"uniform": "not measured: for program capture only"},
    )


def usable_calibration(
    calibration: AttentionCalibration | None, depth: int, model_name: str
) -> AttentionCalibration | None:
    """The calibration a device program of ``model_name`` (``depth`` blocks) runs: None where
    there is none, or where no layer has the margin's headroom (warned: attention runs stock).
    A calibration of another depth or another model is a ValueError."""
    if calibration is None:
        return None
    if len(calibration.layers) != depth:
        raise ValueError(
            f"the attention calibration has {len(calibration.layers)} layers, "
            f"{model_name} has {depth}"
        )
    if calibration.model_name and calibration.model_name != model_name:
        raise ValueError(
            f"the attention calibration is for {calibration.model_name}, not {model_name}: "
            f"calibrate {model_name} (tt-da3 calibrate-attention) or remove the file"
        )
    if not any(layer.one_pass for layer in calibration.layers):
        warnings.warn(
            f"the attention calibration keeps every one of {model_name}'s {depth} layers on "
            "the stock SDPA (no layer has the margin's headroom): attention runs stock",
            stacklevel=3,
        )
        return None
    return calibration
