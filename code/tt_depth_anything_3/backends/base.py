"""What every backend provides, and the parsing of the user's ``device=`` argument."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from ..config.errors import InputError
from ..config.options import DEVICE_HELP, check_device_text, is_integer
from ..config.torch_interop import loaded_torch

if TYPE_CHECKING:
    import numpy as np
    import torch


@dataclass(frozen=True)
class DeviceSpec:
    """A parsed ``device=``: ``kind`` is ``"torch"`` (``name`` ``"cpu"`` or ``"cuda:N"``) or
    ``"tt"`` (``tt_device_id``)."""

    kind: str
    name: str = "cpu"
    tt_device_id: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", str(self.name))  # a torch.device given: its text

    @property
    def type(self) -> str:
        """``"cpu"``, ``"cuda"`` or ``"tt"``."""
        return "tt" if self.kind == "tt" else self.name.partition(":")[0]

    @property
    def torch_device(self) -> torch.device | None:
        """The ``torch.device`` of a torch device (imports torch), None on ``tt``."""
        if self.kind != "torch":
            return None
        import torch

        return torch.device(self.name)

    def __str__(self) -> str:
        return self.name if self.kind == "torch" else f"tt:{self.tt_device_id}"


def parse_device(device: str | int | torch.device | None, probe_cuda: bool = True) -> DeviceSpec:
    """``"auto"`` (CUDA when present, else CPU), ``"cpu"``, ``"cuda[:N]"``, ``"tt[:N]"`` or an
    int (a Tenstorrent device id). Only ``"auto"`` and CUDA devices import torch (to look for
    CUDA): ``"cpu"`` and ``"tt"`` do not. ``probe_cuda=False`` (an engine that finds its GPU
    itself, ONNX Runtime's CUDA providers): ``"cuda[:N]"`` is taken as written, without torch,
    and ``"auto"`` is refused (the caller resolves it)."""
    check_device_text(device)
    if is_integer(device):  # numpy's too, as Python's int
        return DeviceSpec("tt", tt_device_id=int(device))  # type: ignore[call-overload]
    torch = loaded_torch()
    if device is not None and torch is not None and isinstance(device, torch.device):
        device = str(device)
    text = "auto" if device is None else str(device).strip().lower()
    if text == "tt" or text.startswith("tt:"):
        index = text.partition(":")[2] or "0"
        if not index.isdigit():
            raise InputError(f"bad Tenstorrent device {device!r}; use 'tt' or 'tt:N'")
        return DeviceSpec("tt", tt_device_id=int(index))
    if text in ("cpu", "cpu:0"):  # torch.device("cpu", 0) reads "cpu:0"
        return DeviceSpec("torch", "cpu")
    kind, _, index = text.partition(":")
    if not (text == "auto" or (kind == "cuda" and (not index or index.isdigit()))):
        raise InputError(f"unknown or unsupported device {device!r}; {DEVICE_HELP}")
    if index:  # "cuda:01" as "cuda:1": torch.device refuses the leading zero (a raw error)
        index = str(int(index))
    if not probe_cuda:
        if kind == "auto":
            raise ValueError("device='auto' is resolved by the runtime's own rule, not here")
        return DeviceSpec("torch", f"cuda:{index}" if index else "cuda")
    import torch

    if kind == "auto":
        return DeviceSpec("torch", "cuda" if torch.cuda.is_available() else "cpu")
    if not torch.cuda.is_available():
        raise InputError(f"device {device!r} asked for CUDA, but torch sees no CUDA device")
    count = torch.cuda.device_count()
    if index and int(index) >= count:  # else the load fails late, on torch's invalid ordinal
        raise InputError(
            f"device {device!r}: torch sees {count} CUDA device(s), cuda:0 to cuda:{count - 1}"
        )
    return DeviceSpec("torch", f"cuda:{index}" if index else "cuda")


@dataclass(frozen=True)
class RunResult:
    """What one ``Backend.run`` returns.

    ``heads``: the head outputs (``depth``, ``sky`` / ``conf``), float32 (B, h, w) on the host:
    numpy arrays from the exported engines, CPU torch tensors from the torch and Blackhole
    backends (``config.torch_interop.to_numpy`` reads either).
    ``timing_ms``: the call split into ``upload`` (host -> device copy and cast), ``device``
    (the forward, synchronised) and ``download``, summed over the batch; a guarded backend adds
    ``one_pass_ms`` when an image fell back.
    ``fallback``: one flag per image, whether it was rerun on a fallback program (the Blackhole
    backend's stock-attention rerun when the one-pass guard tripped).
    ``ran_by``: the backend that ran the call when the one called handed it on (``runtime=
    "auto"``'s torch network for a size the exported graphs do not take:
    ``runtimes.small_sizes``), else None.
    """

    heads: dict[str, np.ndarray | torch.Tensor]
    timing_ms: dict[str, float] = field(default_factory=dict)
    fallback: tuple[bool, ...] = ()
    ran_by: Backend | None = None


class Backend(Protocol):
    """The interface the facade relies on."""

    name: str
    device: str
    precision: str
    # Whether ``run`` may be called from several threads at once.
    thread_safe: bool
    # Whether ``run_views`` runs the views of a scene together (the any-view network on torch).
    runs_views: bool

    def run(self, batch: np.ndarray | torch.Tensor) -> RunResult:
        """Normalised (B, 3, h, w) float32 host batch (numpy, or a CPU torch tensor) -> heads,
        timing and fallback flags."""
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
