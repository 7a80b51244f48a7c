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


def read_state_dict(
    weights: Path, expected: dict[str, torch.Size], dtype_for: dict[str, torch.dtype]
) -> dict[str, torch.Tensor]:
    """Read the tensors a network expects, resolving aliases; strict about names and shapes.

    ``expected`` maps network keys (no ``model.`` prefix) to shapes; ``dtype_for`` gives the
    dtype each tensor is stored at in memory (converted while reading, no fp32 copy kept).
    """
    with safe_open(str(weights), framework="pt") as handle:
        stored = set(handle.keys())
        metadata = handle.metadata() or {}
        aliases = {
            name: target
            for name, target in metadata.items()
            if target in stored and name not in stored
        }
        available = stored | set(aliases)
        # Hub checkpoints prefix every key with "model."; a bare network state dict has none.
        prefix = KEY_PREFIX if any(k.startswith(KEY_PREFIX) for k in available) else ""
        names = {k[len(prefix) :]: k for k in available if k.startswith(prefix)}
        unexpected = sorted(k for k in available if not k.startswith(prefix))
        unexpected += sorted(names[k] for k in names if k not in expected)
        missing = sorted(k for k in expected if k not in names)
        if missing or unexpected:
            raise CheckpointError(
                f"{weights} does not match the network: "
                f"missing {len(missing)} tensor(s) {missing[:10]}"
                f"{' ...' if len(missing) > 10 else ''}; "
                f"unexpected {len(unexpected)} tensor(s) {unexpected[:10]}"
                f"{' ...' if len(unexpected) > 10 else ''}"
            )
        state: dict[str, torch.Tensor] = {}
        loaded: dict[str, torch.Tensor] = {}
        bad_shapes = []
        for key, shape in expected.items():
            file_key = names[key]
            file_key = aliases.get(file_key, file_key)
            if file_key not in loaded:
                loaded[file_key] = handle.get_tensor(file_key)
            tensor = loaded[file_key]
            if tensor.shape != shape:
                bad_shapes.append(f"{key}: expected {tuple(shape)}, got {tuple(tensor.shape)}")
                continue
            state[key] = tensor.to(dtype_for[key]) if tensor.is_floating_point() else tensor
        if bad_shapes:
            raise CheckpointError(f"{weights} has mis-shaped tensors: {bad_shapes[:10]}")
    return state
