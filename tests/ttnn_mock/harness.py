"""The mock P150a: environment for running the real ttnn backend without a chip.

``mock_environment(folder)`` lays out a TT-Metal runtime root in ``folder`` (links to the
installed ttnn package, plus stand-in sfpi compilers) and returns the environment variables
that make ``ttnn.open_device`` open a mock Blackhole p150a. Set them before ttnn opens a device.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import sfpi_standin  # noqa: E402

CLUSTER_DESCRIPTOR = HERE / "p150a_cluster.yaml"
TOOLS = ("g++", "gcc", "cpp", "as", "ld", "ar", "objcopy", "objdump", "readelf", "nm", "strip", "size")


def ttnn_package_dir() -> Path:
    """The installed ttnn package folder (found without importing it)."""
    spec = importlib.util.find_spec("ttnn")
    if spec is None or spec.origin is None:
        raise RuntimeError("ttnn is not installed in this Python; run scripts/setup_ttnn.sh")
    return Path(spec.origin).parent


def make_runtime_root(folder: Path) -> Path:
    """``folder`` as a TT-Metal runtime root: the ttnn package linked in, sfpi stood in for."""
    package = ttnn_package_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for entry in package.iterdir():
        if entry.name == "runtime":
            continue
        link = folder / entry.name
        if not link.exists():
            link.symlink_to(entry)
    runtime = folder / "runtime"
    runtime.mkdir(exist_ok=True)
    for entry in (package / "runtime").iterdir():
        link = runtime / entry.name
        if not link.exists():
            link.symlink_to(entry)
    bin_dir = runtime / "sfpi" / "compiler" / "bin"
    bin_dir.mkdir(parents=True, exist_ok=True)
    (bin_dir / "minimal.elf").write_bytes(sfpi_standin.minimal_elf())
    for tool in TOOLS:
        target = bin_dir / f"riscv-tt-elf-{tool}"
        target.write_text(sfpi_standin.SHELL_STANDIN)
        target.chmod(0o755)
    return folder


def mock_environment(folder: Path) -> dict[str, str]:
    """Environment variables for a mock p150a whose runtime root and cache live in ``folder``."""
    root = make_runtime_root(folder / "runtime_root")
    cache = folder / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    return {
        "TT_METAL_MOCK_CLUSTER_DESC_PATH": str(CLUSTER_DESCRIPTOR),
        "TT_METAL_RUNTIME_ROOT": str(root),
        "TT_METAL_CACHE": str(cache),
    }


def apply_mock_environment(folder: Path) -> dict[str, str]:
    """``mock_environment`` written into ``os.environ``; returns what was set."""
    env = mock_environment(folder)
    os.environ.update(env)
    return env
