"""Reading checkpoint tensors lazily: safetensors (mapped) and ``.pth`` (memory-mapped,
``weights_only``), names resolved per format (``checkpoint_names``), strict checks first."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np
import torch
from safetensors import SafetensorError, safe_open

from .errors import CheckpointError
from .identity import TORCH_SUFFIXES, check_not_text
from .names import Naming, detect_naming, model_kind, tied_substitutes
from .torch_files import inner_state_dicts, torch_state

_SAFETENSORS_DTYPES = {
    "F64": torch.float64,
    "F32": torch.float32,
    "F16": torch.float16,
    "BF16": torch.bfloat16,
    "I64": torch.int64,
    "I32": torch.int32,
    "I16": torch.int16,
    "I8": torch.int8,
    "U8": torch.uint8,
    "BOOL": torch.bool,
}


# numpy's summing dtype for a stored float dtype (float16 sums in float32: 65504 is near)
_SUM_DTYPES = {torch.float32: np.float32, torch.float64: np.float64, torch.float16: np.float32}


def check_finite(tensor: torch.Tensor, key: str, path: Path) -> torch.Tensor:
    """``tensor`` (a checkpoint's, at its stored dtype), or ``CheckpointError`` naming ``key``
    when it holds NaN or infinite values (a corrupted download: its depth would be all NaN).

    One pass over the weights as they are read: numpy's sum (SIMD, one thread) is finite only
    if every value is (NaN and inf propagate); a sum that overflowed is checked value by
    value. DA3Metric-Large's 1.34 GB: 0.06 s of CPU time once its pages are resident."""
    if not tensor.is_floating_point() or tensor.numel() == 0:
        return tensor
    sum_dtype = _SUM_DTYPES.get(tensor.dtype)
    if sum_dtype is not None:  # float32, float64, float16
        values = tensor.numpy().reshape(-1)
        with np.errstate(over="ignore", invalid="ignore"):  # what the sum is for
            total = float(np.add.reduce(values, dtype=sum_dtype))
        if math.isfinite(total):
            return tensor
    bad = int((~torch.isfinite(tensor)).sum())  # bfloat16, or a sum that was not finite
    if bad:
        raise CheckpointError(
            f"{path} holds NaN or infinite weights: {key} has {bad} of {tensor.numel()} "
            "values not finite (a corrupted file? fetch it again)"
        )
    return tensor


def check_header(path: Path, header: dict, metadata: object) -> None:
    """``CheckpointError`` naming the first entry of a safetensors header that is not as the
    format says (``safe_open`` checks the same, but converted tensors are read without it): an
    object with ``dtype``, ``shape`` (whole numbers) and ``data_offsets`` [begin, end] whose
    length is the shape's bytes, the tensors' bytes one after another from 0, no overlap; and
    ``__metadata__`` an object of strings."""
    if not isinstance(metadata, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in metadata.items()
    ):
        raise CheckpointError(f"{path}: its header's __metadata__ is not an object of strings")
    spans = []
    for name, entry in header.items():
        shape = entry.get("shape") if isinstance(entry, dict) else None
        offsets = entry.get("data_offsets") if isinstance(entry, dict) else None
        if not (
            isinstance(entry.get("dtype") if isinstance(entry, dict) else None, str)
            and isinstance(shape, list)
            and all(type(d) is int and d >= 0 for d in shape)
            and isinstance(offsets, list)
            and len(offsets) == 2
            and all(type(o) is int for o in offsets)
            and 0 <= offsets[0] <= offsets[1]
        ):
            raise CheckpointError(
                f"{path}: its header's entry {name!r} is not a tensor's (dtype, shape, "
                f"data_offsets): {json.dumps(entry)[:120]}"
            )
        stored = _SAFETENSORS_DTYPES.get(entry["dtype"])
        if stored is not None:
            size = math.prod(shape) * torch.empty((), dtype=stored).element_size()
            if offsets[1] - offsets[0] != size:
                raise CheckpointError(
                    f"{path}: {name} is {entry['dtype']} {shape} ({size} bytes) but its "
                    f"data_offsets span {offsets[1] - offsets[0]} bytes; fetch the file again"
                )
        spans.append((offsets[0], offsets[1], name))
    end = 0
    for begin, stop, name in sorted(spans):
        if begin != end:
            what = (
                "overlap the tensor before" if begin < end else "leave a gap after the one before"
            )
            raise CheckpointError(f"{path}: {name}'s data_offsets {what}; fetch the file again")
        end = stop


class _SafetensorsFile:
    """The tensors of one ``.safetensors`` file, read lazily (header parsed, data mapped)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        check_not_text(path)
        with open(path, "rb") as f:
            first = f.read(9)
            # torch.save's zip archive, or its legacy pickle (protocol 2, then its magic number)
            kind = {b"PK\x03\x04": "zip archive", b"\x80\x02\x8a\x0a": "pickle"}.get(first[:4])
            if kind is not None and first[8:9] != b"{":
                raise CheckpointError(
                    f"{path} is not a safetensors file but a torch.save file (a {kind}): "
                    "name it .pth"
                )
            if len(first) < 8:  # a download or copy that stopped at once (or ``touch``)
                what = "empty (0 bytes)" if not first else f"{len(first)} bytes long"
                raise CheckpointError(
                    f"{path} is not a safetensors file: it is {what}, shorter than the 8-byte "
                    "size its header starts with (an interrupted download or copy?); fetch it "
                    "again"
                )
            size = int.from_bytes(first[:8], "little")
            if size <= 0 or size > 100_000_000:
                raise CheckpointError(f"{path} is not a safetensors file (header {size})")
            f.seek(8)
            try:
                header = json.loads(f.read(size))
            except (ValueError, UnicodeDecodeError) as err:
                raise CheckpointError(
                    f"{path} is not a safetensors file, or is truncated (its header: {err})"
                ) from err
        self._data_start = 8 + size
        if not isinstance(header, dict):
            raise CheckpointError(f"{path} is not a safetensors file: its header is not an object")
        metadata = header.pop("__metadata__", None) or {}
        check_header(path, header, metadata)
        ends = [entry["data_offsets"][1] for entry in header.values()]
        needed, found = self._data_start + max(ends, default=0), path.stat().st_size
        if found < needed:
            raise CheckpointError(
                f"{path} is truncated: {found} bytes, its header describes {needed} (an "
                "interrupted download or copy?); fetch it again"
            )
        if found > needed:
            raise CheckpointError(
                f"{path} has {found - needed} bytes after the tensors its header describes "
                f"({needed} bytes), which no safetensors reader takes; fetch it again"
            )
        self._entries = header
        # Tensors shared between modules are stored once; their other names are aliases.
        self.aliases = {
            name: target
            for name, target in metadata.items()
            if target in header and name not in header
        }
        self.keys = set(header) | set(self.aliases)
        self._mapped = None

    def _entry(self, key: str) -> dict:
        return self._entries[self.aliases.get(key, key)]

    def shape(self, key: str) -> tuple[int, ...]:
        return tuple(self._entry(key)["shape"])

    def dtype(self, key: str) -> torch.dtype | None:
        return _SAFETENSORS_DTYPES.get(self._entry(key)["dtype"])

    def dtype_name(self, key: str) -> str:
        return self._entry(key)["dtype"]

    def tensor(self, key: str, target: torch.dtype, transient: bool) -> torch.Tensor:
        """Kept at its stored dtype: a view of the shared file mapping. Converted, or
        ``transient``: through a private mapping of its bytes (pages freed with the tensor)."""
        entry = self._entry(key)
        stored = _SAFETENSORS_DTYPES[entry["dtype"]]
        if target == stored and not transient:
            if self._mapped is None:
                try:
                    self._mapped = safe_open(str(self.path), framework="pt")
                except SafetensorError as err:
                    raise CheckpointError(
                        f"{self.path} is not a readable safetensors file: {err}"
                    ) from err
            return check_finite(self._mapped.get_tensor(self.aliases.get(key, key)), key, self.path)
        begin, end = entry["data_offsets"]
        if end == begin:
            return torch.empty(entry["shape"], dtype=target)
        raw = np.memmap(
            self.path,
            dtype=np.uint8,
            mode="c",
            offset=self._data_start + begin,
            shape=(end - begin,),
        )
        tensor = torch.from_numpy(raw).view(stored).reshape(entry["shape"])
        check_finite(tensor, key, self.path)
        return tensor.to(target) if target != stored else tensor


class _PthFile:
    """An official Depth Anything V2 ``.pth`` state dict, memory-mapped (zero-copy) and loaded
    with ``weights_only=True`` (tensors and plain containers only: no code runs)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        state = torch_state(path)
        if not isinstance(state, dict) or not all(
            isinstance(v, torch.Tensor) for v in state.values()
        ):
            # the entries that are no tensor (an "epoch", a nested {"model": ...}), not the
            # first keys, which were tensors and said nothing
            odd = (
                []
                if not isinstance(state, dict)
                else [
                    f"{k!r} ({type(v).__name__})"
                    for k, v in state.items()
                    if not isinstance(v, torch.Tensor)
                ]
            )
            raise CheckpointError(
                f"{path} does not hold a flat state dict of tensors (got {type(state).__name__}"
                f"{' with keys ' + str(sorted(state)[:5]) if isinstance(state, dict) else ''}"
                f"{'; not tensors: ' + ', '.join(odd[:5]) if odd else ''}); save the network's "
                "state_dict() itself (torch.save(model.state_dict(), path))"
                + inner_state_dicts(state)
            )
        self._state: dict[str, torch.Tensor] = state
        self.keys = set(state)

    def shape(self, key: str) -> tuple[int, ...]:
        return tuple(self._state[key].shape)

    def dtype(self, key: str) -> torch.dtype | None:
        return self._state[key].dtype

    def dtype_name(self, key: str) -> str:
        return str(self._state[key].dtype)

    def tensor(self, key: str, target: torch.dtype, transient: bool) -> torch.Tensor:
        tensor = check_finite(self._state[key], key, self.path)
        return tensor.to(target) if target != tensor.dtype else tensor


class CheckpointReader:
    """One checkpoint file: network names resolved to its keys, checked, then read.

    Formats: DA3 hub safetensors (``model.`` prefix, aliases), Depth Anything V2 ``.pth`` and
    V2 transformers safetensors (see ``checkpoint_names``), recognised from the keys. The
    header alone is enough to check names and shapes (``check``). ``read`` returns tensors in
    their in-memory dtype: a tensor kept at its stored dtype is a zero-copy view of the file
    mapping; a converted one (fp32 -> bf16) is read into a fresh buffer, so no full-precision
    copy stays resident; transformers' split q / k / v are concatenated (one copy).
    """

    def __init__(self, path: Path, naming: Naming | None = None) -> None:
        self.path = Path(path)
        self.file = (
            _PthFile(self.path)
            if self.path.suffix in TORCH_SUFFIXES
            else _SafetensorsFile(self.path)
        )
        detected, detected_naming = detect_naming(self.file.keys)
        self.format = detected if naming is None else "custom"
        self.naming = naming or detected_naming
        self.tied: dict[str, str] = {}  # network key -> the tied key whose tensor it reads

    def file_keys(self, key: str) -> tuple[str, ...]:
        """The checkpoint key(s) holding network tensor ``key``."""
        try:
            return self.naming(self.tied.get(key, key))
        except KeyError as err:
            raise CheckpointError(
                f"{self.path} ({self.format} format) has no place for network tensor {key!r}: "
                "the config.json beside the weights names the network; is it this "
                "checkpoint's?"
            ) from err

    def check(
        self, expected: dict[str, torch.Size], network: str = "", tied: Iterable[Sequence] = ()
    ) -> None:
        """Every expected tensor present with its shape, nothing else; else CheckpointError
        naming the missing and unexpected keys (as the checkpoint spells them) and the
        ``network`` (preset name) the weights were expected to be. ``tied``: groups of network
        keys sharing one tensor; a file holding one of a group serves all (``load_model``)."""
        self.tied = tied_substitutes(tied, self.naming, self.file.keys)
        hint = (
            f" (expected {network}: the config.json beside the weights names the network, "
            "or, without one, the model id; are they this checkpoint's?)"
            if network
            else ""
        )
        where = {key: self.file_keys(key) for key in expected}
        used = {fk for keys in where.values() for fk in keys}
        missing = sorted(fk for keys in where.values() for fk in keys if fk not in self.file.keys)
        unexpected = sorted(self.file.keys - used)
        if missing or unexpected:
            held, built = model_kind(self.file.keys), model_kind(expected)
            if held is not None and held != built:
                hint += (
                    f"; the file holds the weights of {held}, not of {network or 'this network'}"
                    ": give the config.json of its hub repo beside it (or its model_id)"
                )
            if unexpected and all(k.startswith("module.") for k in unexpected):
                hint += (
                    "; every unexpected key starts with 'module.' (a DistributedDataParallel "
                    "save): save model.module.state_dict() instead, or strip that prefix"
                )
            lists = [  # only the kinds there are: no "missing 0 tensor(s) []"
                f"{what} {len(keys)} tensor(s) {keys[:10]}{' ...' if len(keys) > 10 else ''}"
                for what, keys in (("missing", missing), ("unexpected", unexpected))
                if keys
            ]
            raise CheckpointError(
                f"{self.path} does not match the network ({self.format} format): "
                f"{'; '.join(lists)}{hint}"
            )
        bad = []
        for key, shape in expected.items():
            shapes = [self.file.shape(fk) for fk in where[key]]
            got = shapes[0] if len(shapes) == 1 else (sum(s[0] for s in shapes), *shapes[0][1:])
            if tuple(got) != tuple(shape):
                bad.append(f"{'+'.join(where[key])}: expected {tuple(shape)}, got {tuple(got)}")
        if bad:
            raise CheckpointError(f"{self.path} has mis-shaped tensors: {bad[:10]}{hint}")
        unknown = {
            self.file.dtype_name(fk)
            for keys in where.values()
            for fk in keys
            if self.file.dtype(fk) is None
        }
        if unknown:
            raise CheckpointError(f"{self.path} holds unsupported dtypes {sorted(unknown)}")
        integer = sorted(
            f"{fk} ({self.file.dtype_name(fk)})"
            for keys in where.values()
            for fk in keys
            if not self.file.dtype(fk).is_floating_point
        )
        if integer:  # a network's tensors are all floating point
            raise CheckpointError(
                f"{self.path} holds non-floating-point weights: {integer[:10]}"
                f"{' ...' if len(integer) > 10 else ''}"
            )

    def read(
        self, keys, dtype_for: dict[str, torch.dtype], transient: bool = False
    ) -> dict[str, torch.Tensor]:
        """The tensors of ``keys`` (network names) in ``dtype_for[key]`` (floats only).

        Tensors kept at their stored dtype are views of the file's shared mapping. Converted
        ones, and all of them when ``transient`` (they are about to be replaced, e.g.
        quantised), come through a private mapping of just their bytes (safetensors), so their
        file pages leave memory as soon as the tensor (or the converted copy's source) is
        dropped.
        """
        out: dict[str, torch.Tensor] = {}
        for key in keys:
            parts = self.file_keys(key)
            stored = self.file.dtype(parts[0])
            target = dtype_for[key] if stored.is_floating_point else stored
            if len(parts) == 1:
                out[key] = self.file.tensor(parts[0], target, transient)
            else:
                out[key] = torch.cat([self.file.tensor(p, target, True) for p in parts])
        return out


def read_state_dict(
    weights: Path, expected: dict[str, torch.Size], dtype_for: dict[str, torch.dtype]
) -> dict[str, torch.Tensor]:
    """Read the tensors a network expects, resolving names; strict about names and shapes.

    ``expected`` maps network keys to shapes; ``dtype_for`` gives the dtype each tensor is
    stored at in memory (converted while reading, no fp32 copy kept).
    """
    reader = CheckpointReader(weights)
    reader.check(expected)
    return reader.read(expected, dtype_for)
