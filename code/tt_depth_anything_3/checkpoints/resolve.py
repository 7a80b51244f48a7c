"""Finding checkpoints: DA3 (``model.safetensors`` + ``config.json``), Depth Anything V2
(official ``.pth``, or transformers ``model.safetensors`` + ``config.json``).

The DA3 hub repos are written by ``PyTorchModelHubMixin`` around the official wrapper, so keys
are ``model.`` + the network key, and tensors shared between modules are stored once with their
other names recorded as aliases in the safetensors header metadata. Loading is strict: a
missing, unexpected or mis-shaped tensor is an error that names it (``checkpoint_reader``).
"""

from __future__ import annotations

import difflib
import json
import os
import socket
import urllib.parse
import urllib.request
import warnings
from dataclasses import dataclass
from pathlib import Path

from ..config.catalog import config_for_pth, hub_preset_config
from ..config.errors import InputError
from ..config.options import DEFAULT_MODEL_ID, check_weights_path
from ..config.presets import HUB_MODEL_IDS
from ..config.presets_v2 import (
    V2_HUB_MODEL_IDS,
    V2_PTH_FILES,
    v2_hub_filename,
)
from ..config.schema import DA3Config
from .errors import CheckpointError
from .identity import (
    TORCH_SUFFIXES,
    WEIGHTS_NAME,
    WEIGHTS_SUFFIXES,
    check_not_a_shard,
    folder_weights,
)

__all__ = ["CheckpointError", "CheckpointFiles", "resolve_checkpoint"]


def __getattr__(name: str) -> object:
    """``CheckpointReader`` and ``read_state_dict`` (``reader``, which imports torch), as
    before, on first use."""
    if name in ("CheckpointReader", "read_state_dict"):
        from . import reader

        return getattr(reader, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


CONFIG_NAME = "config.json"
# a model_id ending so names a local path, never a hub repo
LOCAL_SUFFIXES = ("/", os.sep, *WEIGHTS_SUFFIXES)


@dataclass(frozen=True)
class CheckpointFiles:
    """Where a checkpoint was found (``source``: ``hub:<repo>`` (``hub_source``), or the local
    path, absolute)."""

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
    """Locate weights and config: ``weights_path`` (file or folder) first; else ``model_id``
    if it names an existing local folder or file (as the Hub mixins read a local path); else
    the hub. A preset name given as ``model_id`` is an error naming its hub repos; an empty or
    non-path ``model_id`` / ``weights_path`` an ``InputError`` naming it, as a ``revision``
    that is not text (a branch, tag or commit)."""
    check_weights_path(weights_path)
    if revision is not None and (not isinstance(revision, str) or not revision.strip()):
        raise InputError(f"revision is a branch, tag or commit of the hub repo, got {revision!r}")
    if local_files_only not in (True, False):  # "no" is truthy: the hub never contacted
        raise InputError(f"local_files_only must be True or False, got {local_files_only!r:.40}")
    if weights_path is not None:
        _check_one_local_checkpoint(model_id, weights_path)
        return _resolve_local(Path(weights_path).expanduser(), model_id)
    if not isinstance(model_id, (str, os.PathLike)) or not os.fspath(model_id).strip():
        raise InputError(
            f"model_id must name a model (a hub repo such as {DEFAULT_MODEL_ID!r}, a preset's "
            f"repo, or a local folder), got {model_id!r}; or pass weights_path="
        )
    model_id = os.fspath(model_id)
    local = Path(model_id).expanduser()
    if local.exists():
        return _resolve_local(local, model_id)
    if model_id.startswith(("/", "./", "../", "~")) or model_id.endswith(LOCAL_SUFFIXES):
        raise FileNotFoundError(f"model_id {model_id!r} looks like a local path; it does not exist")
    repos = sorted(repo for repo, preset in HUB_MODEL_IDS.items() if preset == model_id.lower())
    if repos:
        raise CheckpointError(
            f"model_id {model_id!r} is a preset name, not a Hugging Face repo or a local "
            f"path; its hub repos: {', '.join(repos)} (or pass weights_path= a local copy)"
        )
    return _resolve_hub(model_id, revision, cache_dir, local_files_only)


def _check_one_local_checkpoint(model_id: object, weights_path: str | os.PathLike) -> None:
    """``InputError`` when ``model_id`` is a local checkpoint other than ``weights_path``
    (which would be read in silence); a hub id beside ``weights_path`` only names its preset."""
    if not isinstance(model_id, (str, os.PathLike)) or not os.fspath(model_id).strip():
        return  # no model_id ("": the folder "." is no checkpoint named)
    if not Path(model_id).expanduser().exists():
        return

    def folder(path: str | os.PathLike) -> Path:
        resolved = Path(path).expanduser().resolve()
        return resolved.parent if resolved.is_file() else resolved

    if folder(model_id) != folder(weights_path):
        raise InputError(
            f"model_id {os.fspath(model_id)!r} is a local checkpoint and weights_path "
            f"{os.fspath(weights_path)!r} another: pass one of them"
        )


def read_config(config_file: Path) -> DA3Config:
    """A checkpoint's ``config.json`` (a local folder's or the hub cache's), ``CheckpointError``
    naming it when it is not a UTF-8 JSON object or not a config ``DA3Config.from_dict`` reads
    (no or an unknown ``model_name``, a bad ``architecture``)."""
    try:
        data = json.loads(config_file.read_text(encoding="utf-8"))
    except ValueError as err:  # not JSON, or not UTF-8
        raise CheckpointError(f"{config_file} is not valid UTF-8 JSON: {err}") from err
    if not isinstance(data, dict):
        raise CheckpointError(
            f"{config_file} holds a JSON {type(data).__name__}, not an object; expected "
            'the official format, e.g. {"model_name": "da3metric-large"}'
        )
    try:
        return DA3Config.from_dict(data)
    except ValueError as err:  # its content (model_name, architecture): said with the file's name
        text = str(err)  # "config.json has no ...": the path in place of the bare name
        named = f"{config_file}{text.removeprefix(CONFIG_NAME)}"
        message = named if text.startswith(CONFIG_NAME) else f"{config_file}: {text}"
        raise CheckpointError(message) from err


def _config_for(folder: Path, model_id: str, weights: Path) -> DA3Config:
    """config.json beside the weights; else an official V2 .pth file name; else the hub id."""
    config_file = folder / CONFIG_NAME
    if config_file.exists() and not config_file.is_file():
        raise CheckpointError(f"{config_file} is not a file; it should name the model")
    if config_file.is_file():
        return read_config(config_file)
    if weights.suffix in TORCH_SUFFIXES:
        config = config_for_pth(weights.name)
        if config is not None:
            return config
        if model_id not in V2_HUB_MODEL_IDS:  # a .pth is never a DA3 checkpoint
            raise CheckpointError(
                f"{weights.name} is not an official Depth Anything V2 file name "
                f"({sorted(V2_PTH_FILES)}) and there is no {CONFIG_NAME} beside it; add one "
                'naming the model, e.g. {"model_name": "depth-anything-v2-small"}'
            )
    config = hub_preset_config(model_id)  # an ``-hf`` repo's: in transformers' layout
    if config is not None and weights.suffix in TORCH_SUFFIXES:
        config = DA3Config.from_model_name(config.model_name)  # a .pth: the official V2 layout
    if config is not None:
        warnings.warn(
            f"no {CONFIG_NAME} beside {weights}: loading it as {config.model_name}, the network of "
            f"model_id {model_id!r}"
            + (" (the default)" if model_id == DEFAULT_MODEL_ID else "")
            + "; the weights cannot tell DA3Metric from DA3Mono apart: add a config.json "
            "naming the model, or pass its model_id",
            UserWarning,
            stacklevel=4,
        )
        return config
    raise CheckpointError(
        f"no {CONFIG_NAME} next to {weights}, its name is not an official Depth Anything V2 "
        f"file name, and model_id {model_id!r} is not a known repo ({sorted(HUB_MODEL_IDS)}); "
        'add a config.json with {"model_name": "da3metric-large"} (or another preset: '
        "tt-da3 info lists them) beside the weights"
    )


def hub_cache_hint(folder: Path) -> str:
    """For a Hugging Face cache repo folder (``models--org--name`` with ``snapshots/``), the
    snapshot folder to pass instead (``refs/main``'s, else the snapshots found); else ""."""
    snapshots = folder / "snapshots"
    if not snapshots.is_dir():
        return ""
    main_ref = folder / "refs" / "main"
    commit = main_ref.read_text(encoding="utf-8").strip() if main_ref.is_file() else ""
    found = sorted(p for p in snapshots.iterdir() if p.is_dir())
    chosen = [snapshots / commit] if commit and (snapshots / commit).is_dir() else found
    if not chosen:
        return f"; it is a Hugging Face cache folder with no snapshot in {snapshots}"
    return (
        "; it is a Hugging Face cache folder: pass its snapshot folder "
        + " or ".join(str(p) for p in chosen[:3])
        + (" (refs/main)" if len(chosen) == 1 and commit else "")
    )


def _resolve_local(path: Path, model_id: str) -> CheckpointFiles:
    if path.is_dir():
        weights = folder_weights(path)
        if weights is None:
            found = sorted(
                p.name + ("/ (a folder)" if p.is_dir() else "")
                + (" (a link to a missing file)" if p.is_symlink() and not p.exists() else "")
                for p in path.iterdir()
                if p.suffix.lower() in WEIGHTS_SUFFIXES  # MODEL.SAFETENSORS: named, below
            )  # fmt: skip
            sharded = (path / f"{WEIGHTS_NAME}.index.json").is_file()
            upper = sorted(
                p.name
                for p in path.iterdir()
                if p.suffix not in WEIGHTS_SUFFIXES and p.suffix.lower() in WEIGHTS_SUFFIXES
            )
            raise FileNotFoundError(
                f"weights_path folder {path} has no {WEIGHTS_NAME}, no single "
                f"depth_anything_v2_*.pth and not one weights file beside a {CONFIG_NAME}"
                + (f" (found {found})" if found else "")
                + (f"; suffixes are read in lower case: rename {upper}" if upper else "")
                + (
                    f"; its shards ({WEIGHTS_NAME}.index.json) are not read: merge them into "
                    f"one {WEIGHTS_NAME}"
                    if sharded
                    else ""
                )
                + hub_cache_hint(path)
            )
        check_not_a_shard(weights)
        # the source absolute (describe(), info): "ckpt" typed in one folder is no clue later
        return CheckpointFiles(weights, _config_for(path, model_id, weights), str(path.resolve()))
    if path.is_file():
        if path.suffix not in WEIGHTS_SUFFIXES:
            lower = path.suffix.lower() in WEIGHTS_SUFFIXES  # MODEL.SAFETENSORS from a copy
            raise CheckpointError(
                f"weights_path {path} is not a .safetensors file or a torch.save state dict "
                f"({', '.join(TORCH_SUFFIXES)})"
                + (
                    f"; suffixes are read in lower case: name it {path.suffix.lower()}"
                    if lower
                    else ""
                )
            )
        check_not_a_shard(path)
        return CheckpointFiles(path, _config_for(path.parent, model_id, path), str(path.resolve()))
    raise FileNotFoundError(f"weights_path {path} does not exist")


def unresolvable_hub_host() -> str | None:
    """The Hub's host name when it cannot be looked up (no network, no DNS) and no proxy is
    set (a proxy looks names up itself); else None. The hub retries a failed download for
    about 23 s before it says so; with this, a missing file is said at once."""
    from huggingface_hub import constants

    if urllib.request.getproxies():
        return None
    host = urllib.parse.urlsplit(constants.ENDPOINT).hostname
    if not host:
        return None
    try:
        socket.getaddrinfo(host, 443, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):  # socket.gaierror is an OSError: the host is unreachable
        return host
    return None


def offline_advice(pth_name: str | None) -> str:
    """What to pass instead of a hub id with no network: a folder holding the files the
    model kind needs (a V2 repo's one ``.pth``; else ``model.safetensors`` and its config)."""
    if pth_name is None:
        held, file = f"{WEIGHTS_NAME} and {CONFIG_NAME}", WEIGHTS_NAME
    else:  # a V2 .pth: its config is the preset's, nothing else is read
        held, file = f"{pth_name}: nothing else is needed", pth_name
    return (
        "Without network access, download the repo elsewhere and pass "
        f"weights_path='/path/to/folder' (holding {held}) or weights_path='/path/to/{file}' "
        "(on the command line: --weights /path/to/folder; for the server: TT_DA3_WEIGHTS)."
    )


def similar_hub_ids(model_id: str) -> list[str]:
    """Known hub repos spelled like ``model_id`` (another case, a typo) but not it: what a
    refused hub id may have meant. The hub cache is case-sensitive, so
    ``depth-anything/da3-large`` is not found offline where ``depth-anything/DA3-LARGE`` is."""
    if model_id in HUB_MODEL_IDS:
        return []
    by_folded = {repo.casefold(): repo for repo in HUB_MODEL_IDS}
    if model_id.casefold() in by_folded:
        return [by_folded[model_id.casefold()]]
    ratios = {
        folded: difflib.SequenceMatcher(None, model_id.casefold(), folded).ratio()
        for folded in by_folded
    }
    best = max(ratios.values())
    if best < 0.85:  # nothing spelled like it: another org's repo, a fine-tune
        return []
    return [by_folded[f] for f, ratio in sorted(ratios.items()) if ratio >= best - 0.01]


def did_you_mean(model_id: str) -> str:
    """`` Did you mean 'X'?`` naming ``similar_hub_ids``, or nothing."""
    similar = similar_hub_ids(model_id)
    if not similar:
        return ""
    return f" Did you mean {' or '.join(repr(repo) for repo in similar)} (a known repo)?"


def _resolve_hub(
    model_id: str, revision: str | None, cache_dir, local_files_only: bool
) -> CheckpointFiles:
    from huggingface_hub import hf_hub_download

    offline_host = None if local_files_only else unresolvable_hub_host()
    if offline_host is not None:  # the cache only: what the hub reads after its retries
        local_files_only = True
    pth_name = v2_hub_filename(model_id)
    names = (CONFIG_NAME, WEIGHTS_NAME) if pth_name is None else (pth_name,)
    files = {}
    for name in names:
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
                f"Hugging Face Hub or its local cache: {type(err).__name__}: "
                f"{str(err).rstrip('. ')}."  # the hub's own sentences end with one
                + did_you_mean(model_id)
                + " "
                + offline_advice(pth_name)
                + (
                    f" The Hub's host {offline_host} could not be looked up (no network?), so "
                    "only the local cache was read, without the hub's retries."
                    if offline_host is not None
                    else ""
                )
            ) from err
    if pth_name is not None:
        config = DA3Config.from_model_name(HUB_MODEL_IDS[model_id])
        return CheckpointFiles(files[pth_name], config, hub_source(model_id, revision))
    config = read_config(files[CONFIG_NAME])
    return CheckpointFiles(files[WEIGHTS_NAME], config, hub_source(model_id, revision))


def hub_source(model_id: str, revision: str | None) -> str:
    """A hub checkpoint's ``source``: ``hub:<repo>``, and ``@<revision>`` where one was asked
    (the same repo at two revisions is two checkpoints: a prediction cache told them apart)."""
    return f"hub:{model_id}" + (f"@{revision}" if revision else "")
