"""The command line each kernel file ends with: ``tt-lang-sim KERNEL.py [options] -- IN.npz
OUT.npz`` under the simulator, ``python KERNEL.py IN.npz OUT.npz`` with the compiler on a chip.

Inputs and outputs are numpy files: the simulator rebinds ``torch.bfloat16``, which breaks
``torch.load``. The arrays are checked against the kernel's layout first (``INPUTS``): a
shape the kernel cannot take (a LayerNorm width that is not whole tiles ran and returned
wrong numbers) is exit 2 with a line saying what to pass.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

import numpy
import torch

Run = Callable[[dict[str, torch.Tensor]], dict[str, torch.Tensor]]
TILE = 32
HEAD_DIM = 64  # the one-pass kernel's head width (the ViT-L of DA3Metric / DA3Mono)


def _whole_tiles(name: str, shape: tuple[int, ...]) -> None:
    if len(shape) != 2 or shape[0] % TILE or shape[1] % TILE or 0 in shape:
        raise ValueError(f"{name} must be 2-D in whole {TILE}x{TILE} tiles, got {shape}")


def _residual_layer_norm(a: dict[str, numpy.ndarray]) -> None:
    x, y = a["x"].shape, a["y"].shape
    _whole_tiles("x", x)
    if y != x:
        raise ValueError(f"y must have x's shape {x}, got {y}")
    for name in ("gamma", "beta"):
        if a[name].shape != (x[1],):
            raise ValueError(f"{name} must be ({x[1]},), one value a channel, got {a[name].shape}")
    if a["eps"].size != 1 or not float(a["eps"].reshape(-1)[0]) > 0:
        raise ValueError(f"eps must be one positive number, got {a['eps']!r}")


def _one_pass_attention(a: dict[str, numpy.ndarray]) -> None:
    qkv, shift = a["qkv"].shape, a["shift"].shape
    _whole_tiles("qkv", qkv)
    _whole_tiles("shift", shift)
    _whole_tiles("window", a["window"].shape)
    heads = shift[0] // TILE
    if qkv[1] != 3 * heads * HEAD_DIM:
        raise ValueError(
            f"qkv must be (tokens, 3 x heads x {HEAD_DIM}) = (.., {3 * heads * HEAD_DIM}) for the "
            f"{heads} heads of shift {shift}, got {qkv}: pack them with "
            "one_pass.pack_kernel_inputs"
        )
    # a chunk of 64 rows (32 when the tokens fit one tile): the shift holds a full key chunk's
    # and the last one's per head, the window a query chunk's rows (the kernel reads them so)
    chunk = 2 * TILE if qkv[0] > TILE else TILE
    expected = {"shift": (heads * TILE, 2 * chunk), "window": (chunk, 6 * TILE)}
    for name, shape in expected.items():
        if a[name].shape != shape:
            raise ValueError(
                f"{name} must be {shape} for the {qkv[0]} token rows of qkv (chunks of "
                f"{chunk}), got {a[name].shape}: pack them with one_pass.pack_kernel_inputs"
            )


def _resize_bilinear(a: dict[str, numpy.ndarray]) -> None:
    for name in ("x", "rw", "taps"):
        _whole_tiles(name, a[name].shape)
    size = a["size"].reshape(-1)
    if size.size != 2 or not numpy.issubdtype(size.dtype, numpy.integer) or (size <= 0).any():
        raise ValueError(f"size must be the output (H, W), two positive integers, got {a['size']}")


# The arrays of each kernel's IN.npz, and the check of their layout.
INPUTS: dict[str, tuple[tuple[str, ...], Callable[[dict[str, numpy.ndarray]], None]]] = {
    "residual_layer_norm.py": (("x", "y", "gamma", "beta", "eps"), _residual_layer_norm),
    "one_pass_attention.py": (("qkv", "shift", "window"), _one_pass_attention),
    "resize_bilinear.py": (("x", "rw", "taps", "size"), _resize_bilinear),
}


def check_inputs(script: str, arrays: dict[str, numpy.ndarray]) -> None:
    """``ValueError`` saying what is wrong when ``arrays`` are not ``script``'s inputs."""
    names, check = INPUTS[script]
    missing = [n for n in names if n not in arrays]
    if missing:
        raise ValueError(f"IN.npz lacks {', '.join(missing)} (the kernel takes {', '.join(names)})")
    for name in names:
        if not numpy.issubdtype(arrays[name].dtype, numpy.number):
            raise ValueError(f"{name} must hold numbers, got dtype {arrays[name].dtype}")
    check(arrays)


def npz_main(run: Run, argv: list[str], script: str) -> int:
    """Read the arrays of ``IN.npz``, check them, ``run`` them, write the results to
    ``OUT.npz``; 2 with a usage line when the two paths are not given, or with what is wrong
    with the inputs."""
    paths = [arg for arg in argv if arg != "--"]
    if len(paths) != 2:
        print(f"usage: tt-lang-sim {script} [options] -- IN.npz OUT.npz", file=sys.stderr)
        return 2
    try:
        with numpy.load(paths[0], allow_pickle=False) as arrays:
            loaded = {name: arrays[name] for name in arrays.files}
        check_inputs(script, loaded)
    except (OSError, ValueError) as err:
        print(f"{script}: {paths[0]}: {err}", file=sys.stderr)
        return 2
    tensors = {name: torch.from_numpy(array) for name, array in loaded.items()}
    numpy.savez(paths[1], **{name: t.numpy() for name, t in run(tensors).items()})
    return 0
