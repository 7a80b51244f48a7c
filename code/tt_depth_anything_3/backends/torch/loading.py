"""Build the DA3 network and read its weights from safetensors, in the precision's storage dtypes.

The precision rules (which weights are stored in which dtype, which are replaced after loading)
are ``backends.torch_precision.PRECISION_RULES``; this module only applies them while reading.
"""

from __future__ import annotations

import os
from pathlib import Path

import torch

from ...checkpoints.reader import CheckpointReader
from ...config.schema import DA3Config
from ...modeling import network_for
from ...modeling.nested import NestedNetwork
from ...modeling.network import DepthAnything3Network
from ..memory import release_free_memory
from .int8_linear import quantize_linears_int8
from .precision import branches, replaced_keys, rule_for, storage_dtypes


def check_weights(config: DA3Config, weights: os.PathLike | str) -> None:
    """``CheckpointError`` when ``weights`` do not fit ``config``'s network (names, shapes,
    dtypes), as ``build_network`` checks them: from the file's header alone, the network built
    on the meta device (no memory, no weights read), so a driver can check in a second what
    its replicas would load."""
    with torch.device("meta"):
        network = network_for(config)
    expected = {k: v.shape for k, v in network.state_dict().items()}
    CheckpointReader(Path(weights)).check(expected, config.model_name, tied_keys(network))


def tied_keys(network: torch.nn.Module) -> list[list[str]]:
    """Groups of state-dict keys naming one shared tensor (the official DualDPT puts one
    LayerNorm in its four ray levels), for ``CheckpointReader.check``."""
    names: dict[int, list[str]] = {}
    for name, tensor in network.named_parameters(remove_duplicate=False):
        names.setdefault(id(tensor), []).append(name)
    return [group for group in names.values() if len(group) > 1]


def build_network(
    config: DA3Config,
    weights: os.PathLike | str,
    precision: str = "fp32",
    device: torch.device | str = "cpu",
) -> DepthAnything3Network | NestedNetwork:
    """The network with its weights read straight from the checkpoint in their storage dtype.

    Built on the meta device, so no random initialisation and no second copy is made: tensors
    kept as stored are views of the file mapping; tensors that the precision (or the move to
    ``device``) will replace are read through private mappings, so their file pages leave
    memory once replaced; for ``int8`` each transformer block is quantised as soon as it is
    read, so the float32 linear weights of one block at most are resident at a time.
    """
    with torch.device("meta"):
        network = network_for(config)
    expected = {k: v.shape for k, v in network.state_dict().items()}
    dtype_for = storage_dtypes(network, precision, device)
    transient = replaced_keys(network, precision, torch.device(device))
    reader = CheckpointReader(Path(weights))
    reader.check(expected, config.model_name, tied_keys(network))

    def load(module: torch.nn.Module, keys: list[str], strict: bool, prefix: str = "") -> None:
        parts = [
            reader.read([k for k in keys if k not in transient], dtype_for),
            reader.read([k for k in keys if k in transient], dtype_for, transient=True),
        ]
        state = {k[len(prefix) :]: v for part in parts for k, v in part.items()}
        module.load_state_dict(state, strict=strict, assign=True)

    if not rule_for(precision).int8_linears:
        load(network, list(expected), strict=True)
        release_free_memory()  # buffers of converted (bf16) tensors
        return network.eval()
    blocks, prefixes = [], []
    for branch_prefix, branch in branches(network):
        for i, block in enumerate(branch.backbone.pretrained.blocks):
            blocks.append(block)
            prefixes.append(f"{branch_prefix}backbone.pretrained.blocks.{i}.")
    deferred = {k for k in expected if k.startswith(tuple(prefixes))}
    load(network, [k for k in expected if k not in deferred], strict=False)
    for block, prefix in zip(blocks, prefixes, strict=True):
        load(block, [k for k in deferred if k.startswith(prefix)], strict=True, prefix=prefix)
        quantize_linears_int8(block)  # the block's float32 linear weights are dropped here
        release_free_memory(collect_cycles=False)  # and the quantisation's float temporaries
    release_free_memory()
    tensors = [*network.named_parameters(), *network.named_buffers()]
    left = [name for name, t in tensors if t.is_meta]
    if left:
        raise RuntimeError(f"weights not loaded for {left[:5]}")
    return network.eval()
