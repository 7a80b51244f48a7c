"""The mock P150a: environment for running the real ttnn backend without a chip.

``mock_environment(folder)`` lays out a TT-Metal runtime root in ``folder`` (links to the
installed ttnn package, plus stand-in sfpi compilers) and returns the environment variables
that make ``ttnn.open_device`` open a mock Blackhole p150a. Set them before ttnn opens a device.
On the mock every op is validated, given its program factory and its L1 / circular buffers, and
nothing computes (outputs are zeros): the CI dry runs and ``tt-da3 estimate`` use it. Importing
this module does not import ttnn.

Two compute grids (``MOCK_GRIDS``). ``"11x10"``: a shipping p150a (two Tensix columns harvested)
with worker dispatch. ``"12x10"``: what the same board gives with ETH dispatch
(``patches/``); ttnn 0.81.1's mock cannot run ops under ETH dispatch (it validates against the
worker-dispatch grid whatever the dispatch, ``patches/README.md``), so this grid is stood in
for by a mock with one column harvested and worker dispatch: 12x10 compute cores with the same
L1 per core, so ttnn's validation and L1 / circular-buffer allocation of a program planned for
12x10 run as on the ETH-dispatch board. What the stand-in does not show: the dispatch kernels
on the Ethernet cores (silicon only).
"""

from __future__ import annotations

import atexit
import contextlib
import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

from ..ttnn_version import check_ttnn_version
from . import sfpi_standin

HERE = Path(__file__).parent
CLUSTER_DESCRIPTOR = HERE / "p150a_cluster.yaml"
# Tensix columns harvested (the cluster descriptor's harvest_mask) per compute grid with worker
# dispatch: a p150a ships with two ("11x10"); one stands in for ETH dispatch's 12x10.
MOCK_GRIDS = {"11x10": 0b11, "12x10": 0b01}
TOOLS = (
    "g++",
    "gcc",
    "cpp",
    "as",
    "ld",
    "ar",
    "objcopy",
    "objdump",
    "readelf",
    "nm",
    "strip",
    "size",
)

MOCK_CLUSTER = "TT_METAL_MOCK_CLUSTER_DESC_PATH"  # set: ttnn opens its mock cluster, no chip


def ttnn_package_dir() -> Path:
    """The installed ttnn package folder (found without importing it)."""
    spec = importlib.util.find_spec("ttnn")
    if spec is None or spec.origin is None:
        raise RuntimeError(
            "ttnn is not installed in this Python: on Python 3.12, pip install "
            "'tt-depth-anything-3[ttnn]' (a source checkout: bash scripts/setup_ttnn.sh)"
        )
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


def _materialize(root: Path, relative: Path) -> Path:
    """Turn the linked path ``root/relative`` into real folders of links down to a real copy of
    the file, so a patch can change it without touching the installed package."""
    current = root
    for part in relative.parts[:-1]:
        current = current / part
        if current.is_symlink():
            target = current.resolve()
            current.unlink()
            current.mkdir()
            for entry in target.iterdir():
                (current / entry.name).symlink_to(entry)
    path = root / relative
    if path.is_symlink():
        target = path.resolve()
        path.unlink()
        shutil.copyfile(target, path)
    return path


def apply_runtime_patch(root: Path, patch: Path) -> None:
    """Apply a ``patches/`` file (paths relative to the ttnn package, ``-p1``) to a runtime root
    made by ``make_runtime_root``; the installed package stays unchanged."""
    files = re.findall(r"^\+\+\+ b/(\S+)", patch.read_text(), flags=re.MULTILINE)
    if not files:
        raise ValueError(f"{patch} names no files (expected '+++ b/<path>' lines)")
    for relative in files:
        _materialize(root, Path(relative))
    subprocess.run(
        ["patch", "-p1", "--forward", "-d", str(root), "-i", str(patch.resolve())], check=True
    )


def _check_grid(grid: str) -> None:
    if grid not in MOCK_GRIDS:
        raise ValueError(f"mock grid must be one of {sorted(MOCK_GRIDS)}, got {grid!r}")


def grid_cores(grid: str) -> int:
    """Compute cores of a ``MOCK_GRIDS`` grid ("12x10" -> 120)."""
    _check_grid(grid)
    columns, rows = (int(v) for v in grid.split("x"))
    return columns * rows


def mock_grid_of(descriptor: Path) -> str | None:
    """The ``MOCK_GRIDS`` grid of a mock cluster descriptor (``cluster_descriptor``'s, read
    from its one ``harvest_mask``); None when it is none of them or cannot be read."""
    if not descriptor.is_file():
        return None
    masks = re.findall(
        r"^\s*harvest_mask: (\d+)\s*$",
        descriptor.read_text(encoding="utf-8", errors="replace"),
        re.MULTILINE,
    )
    grids = [grid for grid, mask in MOCK_GRIDS.items() if masks == [str(mask)]]
    return grids[0] if grids else None


def cluster_descriptor(folder: Path, grid: str = "11x10") -> Path:
    """The mock cluster descriptor whose worker-dispatch compute grid is ``grid``
    (``MOCK_GRIDS``): the shipped p150a one, or a copy in ``folder`` with its harvest mask
    changed."""
    _check_grid(grid)
    if MOCK_GRIDS[grid] == MOCK_GRIDS["11x10"]:
        return CLUSTER_DESCRIPTOR
    text, count = re.subn(
        r"harvest_mask: \d+", f"harvest_mask: {MOCK_GRIDS[grid]}", CLUSTER_DESCRIPTOR.read_text()
    )
    if count != 1:
        raise RuntimeError(f"{CLUSTER_DESCRIPTOR} should name one harvest_mask, found {count}")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"p150a_cluster_{grid}.yaml"
    header = f"# Made by mock_p150a.cluster_descriptor: harvest_mask {MOCK_GRIDS[grid]}, {grid}.\n"
    path.write_text(header + text)
    return path


def mock_environment(
    folder: Path, patch: Path | None = None, grid: str = "11x10"
) -> dict[str, str]:
    """Environment variables for a mock p150a whose runtime root and cache live in ``folder``;
    ``patch`` (a ``patches/`` file) is applied to that runtime root; ``grid``: its compute grid
    with worker dispatch (``MOCK_GRIDS``). TT-Metal reads them once per process."""
    descriptor = cluster_descriptor(folder, grid)
    root = make_runtime_root(folder / "runtime_root")
    if patch is not None:
        apply_runtime_patch(root, patch)
    cache = folder / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    return {
        MOCK_CLUSTER: str(descriptor),
        "TT_METAL_RUNTIME_ROOT": str(root),
        "TT_METAL_CACHE": str(cache),
    }


def keep_ttnn_files_in(folder: Path) -> Path:
    """Point this process's ``TMPDIR`` at ``folder/tmp`` (made here) -> that folder: what
    ttnn writes in the temporary folder when it opens a device (UMD's ``umd_XXXXXX/`` cluster
    descriptor, Open MPI's ``ompi.HOST.UID/`` session folder) then lies in ``folder`` and goes
    with it, not left behind in the user's. Python's own temporary folder (``tempfile``) stays
    the one it was; subprocesses started after this see the new ``TMPDIR``. Call it before
    ttnn opens a device; ``folder`` must outlive ttnn (as the mock's runtime root). TT-Metal's
    log folder goes apart too (``keep_ttnn_logs_apart``)."""
    tempfile.gettempdir()  # fixed now (tempfile keeps it), before TMPDIR changes
    keep_ttnn_logs_apart()
    tmp = folder / "tmp"
    tmp.mkdir(parents=True, exist_ok=True)
    os.environ["TMPDIR"] = str(tmp)
    _KEPT["tmp"] = str(tmp)
    return tmp


LOGS_ENV = "TT_METAL_LOGS_PATH"  # TT-Metal's log folder: generated/ goes there, else the cwd
_KEPT: dict[str, str] = {}  # "tmp": the TMPDIR keep_ttnn_files_in set; "process": its folder


def process_files_folder() -> Path:
    """The folder of this process's ttnn files (``process_folder``: removed at exit), made on
    first use."""
    if "process" not in _KEPT:
        _KEPT["process"] = str(process_folder("tt_da3_ttnn_"))
    return Path(_KEPT["process"])


def keep_ttnn_logs_apart() -> None:
    """Where the user did not set ``TT_METAL_LOGS_PATH``, point it at this process's folder
    (``process_files_folder``): TT-Metal writes its ``generated/`` folder (fabric maps,
    watcher's kernel lists) there instead of in the working directory. TT-Metal reads it once
    per process, when it first opens a device."""
    if not os.environ.get(LOGS_ENV):
        os.environ[LOGS_ENV] = str(process_files_folder() / "logs")


def keep_device_files_apart() -> None:
    """Before ttnn opens a device (``device.open_blackhole``): unless ``keep_ttnn_files_in``
    already holds them (the mock, ``tt-da3 estimate``), what ttnn writes in the temporary and
    log folders goes to this process's folder, removed at exit (an empty Open MPI job folder
    ``ompi.HOST.UID/jf.0/N`` was left in /tmp by every run, ``generated/`` in the cwd)."""
    if _KEPT.get("tmp") is None or os.environ.get("TMPDIR") != _KEPT["tmp"]:
        keep_ttnn_files_in(process_files_folder())
    keep_ttnn_logs_apart()


@contextlib.contextmanager
def ttnn_files_in(folder: Path) -> Iterator[Path]:
    """``keep_ttnn_files_in`` for a ``folder`` removed before the process ends (``tt-da3
    estimate``'s work folder): ``TMPDIR`` is restored on exit, so that a later ttnn device in
    this process (a second estimate, the next test) does not look for its temporary folder
    in one that is gone (``temp_directory_path: No such file or directory``)."""
    previous = os.environ.get("TMPDIR")
    try:
        yield keep_ttnn_files_in(folder)
    finally:
        if previous is None:
            os.environ.pop("TMPDIR", None)
        else:
            os.environ["TMPDIR"] = previous


def process_folder(prefix: str) -> Path:
    """A new temporary folder for this process's mock (runtime root, cache), removed when the
    process exits: TT-Metal reads it until then."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def apply_mock_environment(folder: Path, grid: str = "11x10") -> dict[str, str]:
    """``mock_environment`` written into ``os.environ``, for the Blackhole backend; returns
    what was set. ttnn's temporary files go into ``folder`` too (``keep_ttnn_files_in``).
    A ttnn other than 0.81.x (``ttnn_version``) is a ``ValueError`` first: it segfaults on the
    backend's program."""
    check_ttnn_version()
    env = mock_environment(folder, grid=grid)
    os.environ.update(env)
    keep_ttnn_files_in(folder)
    return env
