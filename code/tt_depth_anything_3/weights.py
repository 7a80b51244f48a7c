"""Finding and loading official DA3 checkpoints (``model.safetensors`` + ``config.json``).

The hub repos are written by ``PyTorchModelHubMixin`` around the official wrapper, so keys are
``model.`` + the network key, and tensors shared between modules are stored once with their
other names recorded as aliases in the safetensors header metadata. Loading is strict: a
missing, unexpected or mis-shaped tensor is an error that names it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch
from safetensors import safe_open

from .config import HUB_MODEL_IDS, DA3Config

WEIGHTS_NAME = "model.safetensors"
CONFIG_NAME = "config.json"
KEY_PREFIX = "model."


class CheckpointError(ValueError):
    """The checkpoint does not match the network it claims to be."""


@dataclass(frozen=True)
class CheckpointFiles:
    """Where a checkpoint was found."""

    weights: Path
    config: DA3Config
    source: str


def resolve_checkpoint(
    model_id: str,
    revision: str | None = None,
    weights_path: str | os.PathLike | None = None,
    cache_dir: str | os.PathLike | None = None,
    local_files_only: bool = False,
) -> CheckpointFiles:
    """Locate weights and config: ``weights_path`` (file or folder) first, else the hub."""
    if weights_path is not None:
        return _resolve_local(Path(weights_path), model_id)
    return _resolve_hub(model_id, revision, cache_dir, local_files_only)


def _config_for(folder: Path, model_id: str, weights: Path) -> DA3Config:
    config_file = folder / CONFIG_NAME
    if config_file.is_file():
        try:
            data = json.loads(config_file.read_text())
        except json.JSONDecodeError as err:
            raise CheckpointError(f"{config_file} is not valid JSON: {err}") from err
        return DA3Config.from_dict(data)
    if model_id in HUB_MODEL_IDS:
        return DA3Config.from_model_name(HUB_MODEL_IDS[model_id])
    raise CheckpointError(
        f"no {CONFIG_NAME} next to {weights}, and model_id {model_id!r} is not a known DA3 "
        f"repo ({sorted(HUB_MODEL_IDS)}); add a config.json with "
        '{"model_name": "da3metric-large"} (or another preset) beside the weights'
    )


def _resolve_local(path: Path, model_id: str) -> CheckpointFiles:
    if path.is_dir():
        weights = path / WEIGHTS_NAME
        if not weights.is_file():
            found = sorted(p.name for p in path.glob("*.safetensors"))
            raise FileNotFoundError(
                f"weights_path folder {path} has no {WEIGHTS_NAME}"
                + (f" (found {found})" if found else "")
            )
        return CheckpointFiles(weights, _config_for(path, model_id, weights), str(path))
    if path.is_file():
        if path.suffix != ".safetensors":
            raise CheckpointError(f"weights_path {path} is not a .safetensors file")
        return CheckpointFiles(path, _config_for(path.parent, model_id, path), str(path))
    raise FileNotFoundError(f"weights_path {path} does not exist")


def _resolve_hub(
    model_id: str, revision: str | None, cache_dir, local_files_only: bool
) -> CheckpointFiles:
    from huggingface_hub import hf_hub_download

    files = {}
    for name in (CONFIG_NAME, WEIGHTS_NAME):
        try:
            files[name] = Path(
                hf_hub_download(
                    repo_id=model_id,
                    filename=name,
                    revision=revision,
                    cache_dir=cache_dir,
                    local_files_only=local_files_only,
                )
            )
        except Exception as err:  # noqa: BLE001 - re-raised with what was tried and the fix
            raise OSError(
                f"could not get {name} of {model_id!r} (revision {revision or 'main'}) from the "
                f"Hugging Face Hub or its local cache: {type(err).__name__}: {err}. "
                "Without network access, download the repo elsewhere and pass "
                "weights_path='/path/to/folder' (holding model.safetensors and config.json) "
                "or weights_path='/path/to/model.safetensors'."
            ) from err
    data = json.loads(files[CONFIG_NAME].read_text())
    return CheckpointFiles(files[WEIGHTS_NAME], DA3Config.from_dict(data), f"hub:{model_id}")


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


class CheckpointReader:
    """One ``model.safetensors``: names resolved (prefix, aliases), checked, then read.

    The header alone is enough to check names and shapes (``check``). ``read`` returns tensors
    in their in-memory dtype: a tensor kept at its stored dtype is a zero-copy view of the
    file mapping; a tensor converted (fp32 -> bf16) is read into a fresh buffer and converted,
    so no full-precision copy of the file stays resident.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        with open(self.path, "rb") as f:
            size = int.from_bytes(f.read(8), "little")
            if size <= 0 or size > 100_000_000:
                raise CheckpointError(f"{self.path} is not a safetensors file (header {size})")
            header = json.loads(f.read(size))
        self._data_start = 8 + size
        metadata = header.pop("__metadata__", None) or {}
        self._entries = header
        stored = set(header)
        self.aliases = {
            name: target
            for name, target in metadata.items()
            if target in stored and name not in stored
        }
        available = stored | set(self.aliases)
        # Hub checkpoints prefix every key with "model."; a bare network state dict has none.
        self.prefix = KEY_PREFIX if any(k.startswith(KEY_PREFIX) for k in available) else ""
        self.names = {k[len(self.prefix) :]: k for k in available if k.startswith(self.prefix)}
        self._unprefixed = sorted(k for k in available if not k.startswith(self.prefix))
        self._mapped = None

    def _entry(self, key: str) -> dict:
        file_key = self.names[key]
        return self._entries[self.aliases.get(file_key, file_key)]

    def check(self, expected: dict[str, torch.Size]) -> None:
        """Every expected tensor present with its shape, nothing else; else CheckpointError."""
        unexpected = self._unprefixed + sorted(
            self.names[k] for k in self.names if k not in expected
        )
        missing = sorted(k for k in expected if k not in self.names)
        if missing or unexpected:
            raise CheckpointError(
                f"{self.path} does not match the network: "
                f"missing {len(missing)} tensor(s) {missing[:10]}"
                f"{' ...' if len(missing) > 10 else ''}; "
                f"unexpected {len(unexpected)} tensor(s) {unexpected[:10]}"
                f"{' ...' if len(unexpected) > 10 else ''}"
            )
        bad = [
            f"{key}: expected {tuple(shape)}, got {tuple(self._entry(key)['shape'])}"
            for key, shape in expected.items()
            if tuple(self._entry(key)["shape"]) != tuple(shape)
        ]
        if bad:
            raise CheckpointError(f"{self.path} has mis-shaped tensors: {bad[:10]}")
        unknown = {self._entry(k)["dtype"] for k in expected} - set(_SAFETENSORS_DTYPES)
        if unknown:
            raise CheckpointError(f"{self.path} holds unsupported dtypes {sorted(unknown)}")

    def _mapping(self):
        if self._mapped is None:
            self._mapped = safe_open(str(self.path), framework="pt")
        return self._mapped

    def read(
        self, keys, dtype_for: dict[str, torch.dtype], transient: bool = False
    ) -> dict[str, torch.Tensor]:
        """The tensors of ``keys`` (network names) in ``dtype_for[key]`` (floats only).

        Tensors kept at their stored dtype are views of the file's shared mapping. Converted
        ones, and all of them when ``transient`` (they are about to be replaced, e.g.
        quantised), come through a private mapping of just their bytes, so their file pages
        leave memory as soon as the tensor (or the converted copy's source) is dropped.
        """
        out: dict[str, torch.Tensor] = {}
        for key in keys:
            entry = self._entry(key)
            stored = _SAFETENSORS_DTYPES[entry["dtype"]]
            target = dtype_for[key] if stored.is_floating_point else stored
            if target == stored and not transient:
                file_key = self.names[key]
                out[key] = self._mapping().get_tensor(self.aliases.get(file_key, file_key))
                continue
            begin, end = entry["data_offsets"]
            if end == begin:
                out[key] = torch.empty(entry["shape"], dtype=target)
                continue
            raw = np.memmap(
                self.path,
                dtype=np.uint8,
                mode="c",
                offset=self._data_start + begin,
                shape=(end - begin,),
            )
            tensor = torch.from_numpy(raw).view(stored).reshape(entry["shape"])
            out[key] = tensor.to(target) if target != stored else tensor
        return out


def read_state_dict(
    weights: Path, expected: dict[str, torch.Size], dtype_for: dict[str, torch.dtype]
) -> dict[str, torch.Tensor]:
    """Read the tensors a network expects, resolving aliases; strict about names and shapes.

    ``expected`` maps network keys (no ``model.`` prefix) to shapes; ``dtype_for`` gives the
    dtype each tensor is stored at in memory (converted while reading, no fp32 copy kept).
    """
    reader = CheckpointReader(weights)
    reader.check(expected)
    return reader.read(expected, dtype_for)
