"""Compile the TT-Lang kernels with the real compiler (``tt-lang``) on the mock p150a, no chip.

``python -m tt_depth_anything_3.backends.blackhole.kernels.build [--out DIR] [--sizes HxW ...]
[--check]`` compiles every kernel at the shapes of ``SHIPPED_SHAPES`` (or of the input sizes
given) with ``TTLANG_COMPILE_ONLY=1`` and writes, per kernel and shape, the generated C++ kernels
and the emitted runner (CB descriptors, core ranges, compile-time / runtime args,
``ttnn.generic_op``) under ``DIR`` (default: ``generated/`` beside this file); ``--check``
compiles into a temporary folder instead and compares it with ``DIR`` byte for byte (exit 1 on
any difference, missing or extra folder). It needs the compiler venv
(``scripts/setup_ttlang.sh``): Python 3.12, tt-lang 1.1.1, ttnn 0.69.0. Set-up of the mock
happens before ttnn is imported, in ``compile_environment``.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, NamedTuple

from . import BUILD_HOW, compiler_installed, kernel_path, ttl_patches
from .compare import compare_generated, extra_folders, folder_files
from .compiler_log import DEFAULT_LOG, exit_output_to, to_log, unwritable
from .description import RunnerEmitter, write_generated
from .sizes import API_SIZES, parse_size

if TYPE_CHECKING:
    from ..numerics.resize_kernel import ResizeShape

TILE = 32
HEAD_DIM = 64  # every DA3 backbone: 384 / 6, 768 / 12, 1024 / 16, 1536 / 24
DEFAULT_HEADS, DEFAULT_DIM = 16, 1024  # vitl: DA3METRIC-LARGE, the API's default model
GENERATED = Path(__file__).parent / "generated"
# The grid ``grid="full"`` compiles for: a shipping p150a with worker (fast) dispatch, 11x10.
# The 0.69 mock only opens in slow dispatch, where it reports the full 12x10; a 12x10 launch is
# refused on the 11x10 device ("Kernels cannot be placed on dispatch cores").
COMPILE_GRID = (11, 10)
OUT_HELP = (
    "where the compiles go (default: the package's kernels/generated/, the only folder the "
    "device program reads: a compile elsewhere is not used)"
)


@dataclass(frozen=True)
class Shape:
    """One compile of a kernel: ``tokens`` before padding, ``heads`` (attention) or ``dim``
    (the residual LayerNorm's width)."""

    kernel: str
    tokens: int
    width: int

    @property
    def name(self) -> str:
        """A folder name: ``one_pass_attention-t1376-h16``."""
        letter = "h" if self.kernel == "one_pass_attention" else "d"
        return f"{self.kernel}-t{padded_rows(self)}-{letter}{self.width}"


def padded_rows(shape: Shape) -> int:
    """The token rows the kernel sees: rounded up to whole tiles (1370 -> 1376)."""
    return -(-shape.tokens // TILE) * TILE


def tokens_of(height: int, width: int) -> int:
    """ViT tokens of a network input: the class token plus one per 14x14 patch."""
    return 1 + (height // 14) * (width // 14)


def shapes_for(
    sizes: tuple[tuple[int, int], ...],
    kernels: tuple[str, ...] = ("one_pass_attention", "residual_layer_norm"),
) -> list[Shape]:
    """``kernels`` (of the backbone) at every distinct padded token count of ``sizes`` (default
    model)."""
    found: dict[str, Shape] = {}
    for height, width in sizes:
        tokens = tokens_of(height, width)
        for shape in (
            Shape("one_pass_attention", tokens, DEFAULT_HEADS),
            Shape("residual_layer_norm", tokens, DEFAULT_DIM),
        ):
            if shape.kernel in kernels:
                found.setdefault(shape.name, shape)
    return sorted(found.values(), key=lambda s: (s.kernel, padded_rows(s)))


# The device tests' CI subset (``tests/support/device_sizes.py`` CI_SIZES, a test keeps the two
# equal), which holds 518x518 and the API's default warm-up sizes (TT_DEFAULT_WARMUP_SIZES): the
# sizes whose compiles CI checks byte for byte against a fresh compile (``CI_SHAPES``). A size
# outside the API's set has no shipped compile: ``build --sizes``.
SHIPPED_SIZES = (
    (518, 518),
    (378, 504),
    (504, 378),
    (154, 504),
    (14, 280),
    (14, 504),
    (504, 14),
    (504, 56),
    (504, 70),
    (504, 504),
    (658, 658),
    (588, 1036),
    (1036, 1036),
)


def resize_shapes_for(
    sizes: tuple[tuple[int, int], ...], programs: tuple[str, ...] = ("fast",)
) -> list[ResizeShape]:
    """The fused resize at every distinct resize of the device program's head (the default
    model's 256 fusion channels) at ``sizes`` (``numerics.resize_kernel.program_resizes``)."""
    from ..numerics.resize_kernel import program_resizes, resize_shape  # torch, the network

    found: dict[str, ResizeShape] = {}
    for height, width in sizes:
        for program in programs:
            for resize in program_resizes(height, width, program=program):
                shape = resize_shape(*resize)
                found.setdefault(shape.name, shape)
    return sorted(found.values(), key=lambda s: s.name)


def default_program_shapes(sizes: tuple[tuple[int, int], ...]) -> list[Shape | ResizeShape]:
    """The kernels of the default (fast) program at ``sizes``: the residual LayerNorm and the
    head's resizes."""
    return [*shapes_for(sizes, ("residual_layer_norm",)), *resize_shapes_for(sizes)]


# What ``generated/`` ships: every kernel the device program can run (the default program's
# residual LayerNorm and fast-program resizes, and the one-pass attention of a calibrated
# checkpoint) at every size the API produces (``sizes.API_SIZES``, 135: 53 + 617 + 53
# compiles). ``CI_SHAPES``: those of the CI subset, which CI compiles afresh and compares byte
# for byte; ``build --check`` compares all.
EVERY_SIZE = tuple(sorted(set(API_SIZES) | set(SHIPPED_SIZES)))
SHIPPED_SHAPES = [
    *shapes_for(EVERY_SIZE, ("one_pass_attention",)),
    *default_program_shapes(EVERY_SIZE),
]
CI_SHAPES = [
    *shapes_for(SHIPPED_SIZES, ("one_pass_attention",)),
    *default_program_shapes(SHIPPED_SIZES),
]


def compile_environment(folder: Path) -> dict[str, str]:
    """The environment of a compile-only run on the mock p150a (11x10, worker dispatch)."""
    from ..mock import mock_environment

    env = mock_environment(folder)
    env.update(
        TT_METAL_SLOW_DISPATCH_MODE="1",  # fast dispatch segfaults on ttnn 0.69's mock
        TTLANG_COMPILE_ONLY="1",
        TTLANG_EMIT_RUNNER="1",
    )
    return env


def load_kernel(name: str) -> ModuleType:
    """The kernel file ``name`` imported as a module (it imports ttl and ttnn)."""
    spec = importlib.util.spec_from_file_location(f"tt_da3_{name}", kernel_path(name))
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load {kernel_path(name)}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class TensorSpec(NamedTuple):
    """One tensor of a kernel call as the compiler is given it: its name, 2-D shape (the C++
    holds its tile counts as constants), dtype (its CBs' data format) and memory (where the
    device program keeps it at 518x518; read at run time, not compiled in)."""

    name: str
    dims: tuple[int, int]
    dtype: str
    memory: str


def tensor_specs(shape: Shape | ResizeShape) -> list[TensorSpec]:
    """The tensors of ``shape``'s kernel call, in order, laid out as the device program does."""
    if shape.kernel == "resize_bilinear":  # x, rw, taps, out: 2-D, the map's dtype, DRAM
        return [
            TensorSpec(name, dims, shape.dtype, "dram")
            for name, dims in shape.tensor_shapes().items()
        ]
    rows, f32, bf16 = padded_rows(shape), "float32", "bfloat16"
    if shape.kernel == "one_pass_attention":  # qkv and out as the qkv linear / proj see them
        heads = shape.width
        chunk_tiles = 2 if rows > TILE else 1  # Q_CHUNK_TILES = K_CHUNK_TILES, 1 for one tile
        items = heads * -(-rows // (chunk_tiles * TILE))
        nodes = min(items, COMPILE_GRID[0] * COMPILE_GRID[1])
        return [
            TensorSpec("qkv", (rows, 3 * heads * HEAD_DIM), bf16, "l1"),
            # shift: a full key chunk's and the last one's; window: bounds, q factors, masks
            TensorSpec("shift", (heads * TILE, 2 * chunk_tiles * TILE), f32, "dram"),
            TensorSpec("window", (chunk_tiles * TILE, 6 * TILE), f32, "dram"),
            TensorSpec("out", (rows, heads * HEAD_DIM), bf16, "l1"),
            TensorSpec("guard", (nodes * TILE, 3 * TILE), f32, "l1"),  # a tile row per node
        ]
    # The residual stream in DRAM: at 3136 tokens and more, four L1 copies of it leave less L1
    # per core than the kernel's CBs need (1.08 MiB at dim 1024).
    dim = shape.width
    return [
        TensorSpec("x", (rows, dim), f32, "dram"),
        TensorSpec("y", (rows, dim), f32, "dram"),
        TensorSpec("gamma", (TILE, dim), bf16, "dram"),
        TensorSpec("beta", (TILE, dim), bf16, "dram"),
        TensorSpec("eps", (TILE, TILE), f32, "dram"),
        TensorSpec("x_out", (rows, dim), f32, "dram"),
        TensorSpec("normed", (rows, dim), bf16, "dram"),
    ]


def kernel_tensors(ttnn: Any, device: Any, shape: Shape | ResizeShape) -> list[Any]:
    """Zero device tensors of ``shape``'s kernel call (``tensor_specs``)."""
    import torch

    memory = {"l1": ttnn.L1_MEMORY_CONFIG, "dram": ttnn.DRAM_MEMORY_CONFIG}
    return [
        ttnn.from_torch(
            torch.zeros(spec.dims),
            dtype=getattr(ttnn, spec.dtype),
            layout=ttnn.TILE_LAYOUT,
            device=device,
            memory_config=memory[spec.memory],
        )
        for spec in tensor_specs(shape)
    ]


class CompileSession:
    """One mock device for compile-only runs; TT-Metal reads the environment once per process,
    so a process holds one session (``with CompileSession() as session: ...``)."""

    def __init__(self, grid: tuple[int, int] = COMPILE_GRID) -> None:
        self.grid = grid
        self.work = Path()  # the mock's folder, made by __enter__ and removed by __exit__
        self.emitter = RunnerEmitter()
        self.device: Any = None
        self.tmpdir: str | None = None  # the TMPDIR before the session

    def __enter__(self) -> CompileSession:
        if not compiler_installed():
            raise RuntimeError(f"the TT-Lang compiler is not installed in this Python: {BUILD_HOW}")
        self.work = Path(tempfile.mkdtemp(prefix="tt_da3_ttlang_"))
        os.environ.update(compile_environment(self.work / "mock"))
        self.tmpdir = os.environ.get("TMPDIR")  # Open MPI's job folder: in work, not left
        (self.work / "tmp").mkdir()
        os.environ["TMPDIR"] = str(self.work / "tmp")
        import ttl.ttl_api
        import ttnn

        ttl_patches.install(ttl.ttl_api, self.grid, self.emitter, self.work / "kernels")
        self.device = ttnn.open_device(device_id=0)
        return self

    def __exit__(self, *exc: object) -> None:
        import ttnn

        ttnn.close_device(self.device)
        shutil.rmtree(self.work)
        os.environ.pop("TMPDIR")
        os.environ.update({} if self.tmpdir is None else {"TMPDIR": self.tmpdir})

    def compile(self, shape: Shape | ResizeShape, out: Path) -> float:
        """Compile ``shape`` and write its output into ``out``; the seconds the compile took.
        A compiler error is raised as it comes (the tensors are freed first)."""
        import ttnn

        module = load_kernel(shape.kernel)  # a fresh operation: ttl caches compiles per shape
        self.emitter.launch = None
        tensors = kernel_tensors(ttnn, self.device, shape)
        try:
            start = time.perf_counter()
            getattr(module, shape.kernel)(*tensors)
            seconds = time.perf_counter() - start
        finally:
            for tensor in tensors:
                ttnn.deallocate(tensor)
        write_generated(self.emitter, out)
        return seconds


def compile_shapes(shapes: list[Shape | ResizeShape], out: Path) -> dict[str, float]:
    """Compile each of ``shapes`` into ``out / shape.name``; seconds per compile."""
    with CompileSession() as session:
        return {shape.name: session.compile(shape, out / shape.name) for shape in shapes}


def main(argv: list[str] | None = None, quiet_exit: bool = False) -> int:
    """Command line: compile the kernels, print the seconds per compile; ``--check``: compile
    into a temporary folder and compare with ``--out`` byte for byte (exit 1 on a difference).
    The compiler's own output goes to ``--log``; no compiler here: the reason, exit 2."""
    summary = (__doc__ or "Compile the TT-Lang kernels with tt-lang on the mock p150a.").split("\n")
    parser = argparse.ArgumentParser(f"python -m {__spec__.name}", description=summary[0])
    parser.add_argument("--out", type=Path, default=GENERATED, help=OUT_HELP)
    parser.add_argument(
        "--sizes", type=parse_size, nargs="+", help="network input sizes HxW (default: shipped)"
    )
    parser.add_argument("--check", action="store_true", help="compare a fresh compile with --out")
    parser.add_argument("--log", type=Path, default=DEFAULT_LOG, help="the compiler's output")
    args = parser.parse_args(argv)
    sizes = tuple(args.sizes) if args.sizes else ()
    for height, width in sizes:  # a size no resize compile can hold: named, before compiling
        try:
            resize_shapes_for(((height, width),))
        except ValueError as err:
            planned = max(map(max, API_SIZES))
            parser.error(
                f"argument --sizes: network input {height}x{width}: no compile of "
                f"resize_bilinear can hold the head's resize ({err}); the device program is "
                f"planned for sides up to {planned}"
            )
    for flag, path, folder in (("--out", args.out, True), ("--log", args.log, False)):
        problem = None if args.check and folder else unwritable(path, folder)  # --check reads it
        if problem:
            parser.error(f"argument {flag}: {problem}")
    if not compiler_installed():
        print(f"kernels.build: error: the TT-Lang compiler is not installed in this Python: "
              f"{BUILD_HOW}", file=sys.stderr)  # fmt: skip
        return 2
    shapes = [*shapes_for(sizes), *resize_shapes_for(sizes)] if sizes else SHIPPED_SHAPES
    args.log.write_text("", encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="tt_da3_check_") as fresh:
        start = time.perf_counter()
        with to_log(args.log):
            seconds = compile_shapes(shapes, Path(fresh) if args.check else args.out)
        if not args.check:
            for name, secs in seconds.items():
                print(f"{name}: compiled in {secs:.2f} s")
        else:
            names = [shape.name for shape in shapes]
            found = compare_generated(Path(fresh), args.out, names)
            if not args.sizes:  # the whole build: nothing else may be shipped
                found += [f"{name}: shipped, not built" for name in extra_folders(args.out, names)]
            files = sum(len(folder_files(Path(fresh) / name)) for name in names)
            for line in found:
                print(line)
            verdict = "differ" if found else "are byte-identical to a fresh compile"
            print(f"{len(names)} compiles ({files} files) in {args.out} {verdict} "
                  f"({time.perf_counter() - start:.0f} s)")  # fmt: skip
    print(f"the compiler's output: {args.log}")
    if quiet_exit:  # nanobind's leak report as the interpreter exits
        exit_output_to(args.log)
    return 1 if args.check and found else 0


if __name__ == "__main__":
    raise SystemExit(main(quiet_exit=True))
