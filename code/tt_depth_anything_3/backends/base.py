"""What every backend provides, and the parsing of the user's ``device=`` argument."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import torch


@dataclass(frozen=True)
class DeviceSpec:
    """A parsed ``device=``: ``kind`` is ``"torch"`` or ``"tt"``."""

    kind: str
    torch_device: torch.device | None = None
    tt_device_id: int | None = None

    def __str__(self) -> str:
        return str(self.torch_device) if self.kind == "torch" else f"tt:{self.tt_device_id}"


def parse_device(device: str | int | torch.device | None) -> DeviceSpec:
    """``"auto"`` (CUDA when present, else CPU), ``"cpu"``, ``"cuda[:N]"``, ``"tt[:N]"`` or an
    int (a Tenstorrent device id)."""
    if device is None or device == "auto":
        return DeviceSpec("torch", torch.device("cuda" if torch.cuda.is_available() else "cpu"))
    if isinstance(device, bool):
        raise ValueError(
            f"device must be 'auto', 'cpu', 'cuda[:N]', 'tt[:N]' or an int, got {device!r}"
        )
    if isinstance(device, int):
        return DeviceSpec("tt", tt_device_id=device)
    if isinstance(device, torch.device):
        return DeviceSpec("torch", device)
    text = str(device).strip().lower()
    if text == "tt" or text.startswith("tt:"):
        index = text.partition(":")[2] or "0"
        if not index.isdigit():
            raise ValueError(f"bad Tenstorrent device {device!r}; use 'tt' or 'tt:N'")
        return DeviceSpec("tt", tt_device_id=int(index))
    try:
        parsed = torch.device(text)
    except RuntimeError as err:
        raise ValueError(
            f"unknown device {device!r}; use 'auto', 'cpu', 'cuda[:N]', 'tt[:N]' or an int"
        ) from err
    if parsed.type == "cuda" and not torch.cuda.is_available():
        raise ValueError(f"device {device!r} asked for CUDA, but torch sees no CUDA device")
    if parsed.type not in ("cpu", "cuda"):
        raise ValueError(f"device type {parsed.type!r} is not supported; use cpu, cuda or tt")
    return DeviceSpec("torch", parsed)


@dataclass(frozen=True)
class RunResult:
    """What one ``Backend.run`` returns.

    ``heads``: the head outputs (``depth``, ``sky`` / ``conf``), float32 CPU (B, h, w).
    ``timing_ms``: the call split into ``upload`` (host -> device copy and cast), ``device``
    (the forward, synchronised) and ``download``, summed over the batch; a guarded backend adds
    ``one_pass_ms`` when an image fell back.
    ``fallback``: one flag per image, whether it was rerun on a fallback program (the Blackhole
    backend's stock-attention rerun when the one-pass guard tripped).
    """

    heads: dict[str, torch.Tensor]
    timing_ms: dict[str, float] = field(default_factory=dict)
    fallback: tuple[bool, ...] = ()


class Backend(Protocol):
    """The interface the facade relies on."""

    name: str
    device: str
    precision: str
    # Whether ``run`` may be called from several threads at once.
    thread_safe: bool
    # Whether ``run_views`` runs the views of a scene together (the any-view network on torch).
    runs_views: bool

    def run(self, batch: torch.Tensor) -> RunResult:
        """Normalised (B, 3, h, w) float32 host batch -> heads, timing and fallback flags."""
        ...

    def run_views(self, views: torch.Tensor, **options: Any) -> RunResult:
        """Views (B, S, 3, h, w) of any-view scenes seen together -> heads (depth, conf, rays,
        cameras...); only where ``runs_views``, else ``InputError`` naming the backend."""
        ...

    def warmup(self, size: tuple[int, int], batch: int = 1) -> None: ...

    def describe(self) -> dict[str, Any]:
        """What this backend runs with (JSON-serialisable), for ``/info`` and ``tt-da3 info``."""
        ...

    def close(self) -> None: ...
