"""The package on the platforms it is not tested on, simulated here (Linux x86-64): Windows (no
``fcntl``, ``termios``, ``os.O_NOFOLLOW``, ``os.pread``), macOS (no ``/proc``, ``mmap`` with
``MADV_DONTNEED``) and ARM CPUs (``/proc/cpuinfo`` with ``Features`` instead of ``flags``)."""

from __future__ import annotations

import errno
import os
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.runtimes import cache_locks, candidates
from tt_depth_anything_3.backends.torch import cpu_capability
from tt_depth_anything_3.cli import serve
from tt_depth_anything_3.config import file_locks
from tt_depth_anything_3.exports import folder_lock

WINDOWS_IMPORT = textwrap.dedent(
    """
    import importlib, importlib.abc, pkgutil, sys
    class Blocked(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name in ("fcntl", "termios", "resource", "pwd", "grp"):
                raise ImportError(f"No module named {name!r}")
    for name in ("fcntl", "termios", "resource", "pwd", "grp"):
        sys.modules.pop(name, None)
    sys.meta_path.insert(0, Blocked())
    import torch, fastapi, uvicorn  # their own imports read the real platform
    sys.platform = "win32"
    import tt_depth_anything_3 as pkg
    failed = []
    for info in pkgutil.walk_packages(pkg.__path__, "tt_depth_anything_3."):
        if ".blackhole." in info.name:  # ttnn: Linux only, and not installed here
            continue
        try:
            importlib.import_module(info.name)
        except ImportError as err:
            failed.append(f"{info.name}: {err}")
    print("\\n".join(failed) or "ALL IMPORTED")
    """
)


def test_every_module_imports_without_the_posix_only_modules():
    """``import tt_depth_anything_3`` raised ``ModuleNotFoundError: No module named 'fcntl'``
    on Windows (a top-level ``import fcntl`` of the runtime cache's locks, reached from the
    package's ``__init__``; the output folders' run lock and the chip claim likewise)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    run = subprocess.run(
        [sys.executable, "-c", WINDOWS_IMPORT], capture_output=True, text=True, env=env
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip().splitlines()[-1] == "ALL IMPORTED", run.stdout


class FakeMsvcrt:
    """``msvcrt.locking`` of one process: a byte taken twice is refused with EACCES."""

    LK_NBLCK = 2

    def __init__(self) -> None:
        self.held: dict[tuple[int, int], int] = {}

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        assert mode == self.LK_NBLCK and nbytes == 1
        key = (os.fstat(fd).st_ino, os.lseek(fd, 0, os.SEEK_CUR))
        if key in self.held and self.held[key] != fd:
            raise PermissionError(errno.EACCES, "Permission denied")
        self.held[key] = fd


@pytest.fixture
def windows_locks(monkeypatch):
    """``config.file_locks`` as on Windows: no ``fcntl``, a fake ``msvcrt``."""
    fake = FakeMsvcrt()
    monkeypatch.setattr(file_locks, "fcntl", None)
    monkeypatch.setattr(file_locks, "msvcrt", fake)
    monkeypatch.setattr(file_locks, "FOLDER_LOCKS", False)
    monkeypatch.setattr(cache_locks, "FOLDER_LOCKS", False)
    monkeypatch.setattr(candidates, "FOLDER_LOCKS", False)
    monkeypatch.setattr(folder_lock, "FOLDER_LOCKS", False)
    return fake


def test_an_exclusive_file_lock_without_fcntl_is_msvcrt_s(tmp_path, windows_locks):
    """Without ``fcntl`` an exclusive, non-waiting lock (a run's output folder, a chip claim)
    is taken with ``msvcrt.locking`` past the file's text; a second holder is refused."""
    path = tmp_path / "x.lock"
    first, second = (os.open(path, os.O_RDWR | os.O_CREAT) for _ in range(2))
    try:
        assert file_locks.lock_file(first, wait=False)
        assert not file_locks.lock_file(second, wait=False)
        assert os.lseek(first, 0, os.SEEK_CUR) == 0  # the text is read and written from 0
        with pytest.raises(file_locks.FileLocksUnavailableError, match="a shared thing"):
            file_locks.lock_file(second, shared=True, wait=False, feature="a shared thing")
    finally:
        os.close(first)
        os.close(second)


def test_the_output_folder_lock_works_without_fcntl(tmp_path, windows_locks):
    """``folder_run_lock`` (``reconstruct_stream``, ``tt-da3 video``) used ``fcntl.flock``,
    ``os.O_NOFOLLOW`` and ``os.pread``/``pwrite``: none exists on Windows."""
    with pytest.MonkeyPatch.context() as patch:
        for name in ("pread", "pwrite"):
            patch.delattr(os, name)
        with folder_lock.folder_run_lock(tmp_path / "out") as folder:
            assert (folder / folder_lock.LOCK_NAME).read_text() == f"{os.getpid()}\n"
            other = os.open(folder / folder_lock.LOCK_NAME, os.O_RDWR)
            try:
                assert not file_locks.lock_file(other, wait=False)  # another run is refused
            finally:
                os.close(other)
        assert not (tmp_path / "out" / folder_lock.LOCK_NAME).exists()


def test_the_runtime_cache_without_flock_is_refused_by_name(tmp_path, windows_locks):
    """The exported runtimes' cache locks its folders (``flock``, shared): impossible on
    Windows. It is refused in words naming it and the platform, and ``runtime="auto"``
    passes over every candidate it would gate there (the cache keeps the gate's figures too):
    torch float32, its last, runs."""
    with pytest.raises(file_locks.FileLocksUnavailableError, match="the runtime cache"):
        cache_locks.lock_folder(tmp_path, shared=True, wait=True)
    why = candidates.skip_reason("onnxruntime", "fp32", probe=True)
    assert why is not None and "POSIX file locks" in why
    assert "POSIX file locks" in candidates.skip_reason("torch", "int8", probe=True)  # gated


def test_page_release_is_linux_only(monkeypatch):
    """macOS has ``mmap.MADV_DONTNEED`` and is POSIX, so the page release counted as possible
    there: it reads ``/proc/self/maps``, absent on macOS, and every OpenVINO load (and
    ``runtime="auto"``'s gate) failed with ``FileNotFoundError``."""
    import importlib.util

    from tt_depth_anything_3.backends.runtimes import mapped_file

    monkeypatch.setattr(sys, "platform", "darwin")
    spec = importlib.util.spec_from_file_location("mapped_file_on_macos", mapped_file.__file__)
    on_macos = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(on_macos)
    assert on_macos.RELEASABLE is False
    assert mapped_file.RELEASABLE is True  # Linux, here


def test_the_server_port_is_bound_without_so_reuseaddr_on_windows(monkeypatch):
    """Windows' ``SO_REUSEADDR`` lets a socket bind a port another one listens on, so a taken
    ``--port`` was not seen as taken (two servers on one port); it is set on POSIX only."""
    options = []

    class Socket(socket.socket):
        def setsockopt(self, level, name, value):
            options.append(name)
            super().setsockopt(level, name, value)

    monkeypatch.setattr(serve.socket, "socket", Socket)
    monkeypatch.setattr(serve, "REUSE_ADDRESS", False)  # os.name == "nt"
    serve.bind_free_port("127.0.0.1", 0).close()
    assert socket.SO_REUSEADDR not in options
    monkeypatch.setattr(serve, "REUSE_ADDRESS", True)
    serve.bind_free_port("127.0.0.1", 0).close()
    assert socket.SO_REUSEADDR in options
    assert serve.REUSE_ADDRESS is (os.name == "posix")


AARCH64_CPUINFO = """processor\t: 0
BogoMIPS\t: 2100.00
Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics asimddp sve i8mm bf16 svebf16
CPU implementer\t: 0x41
CPU architecture: 8
CPU part\t: 0xd40
"""


@pytest.mark.parametrize("machine", ["aarch64", "arm64"])
def test_an_arm_cpu_claims_no_x86_isa(tmp_path, monkeypatch, machine):
    """On ARM (Linux ``Features``, or macOS with no ``/proc/cpuinfo``) the flags came from
    torch's x86 probes whenever ``/proc/cpuinfo`` had none of the x86 names: a CPU that is not
    x86 gets no x86 flag, so ``auto`` weighs no AMX / AVX-512 candidate and says none."""
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(AARCH64_CPUINFO, encoding="utf-8")
    monkeypatch.setattr(cpu_capability.platform, "machine", lambda: machine)
    monkeypatch.setattr(cpu_capability, "_torch_flags", lambda: frozenset({"avx2", "amx_bf16"}))
    for path in (cpuinfo, tmp_path / "missing"):
        cpu = cpu_capability.detect_cpu(path, read_torch=False)
        assert cpu.flags == frozenset() and not cpu.x86 and cpu.isa == "baseline"
    monkeypatch.setattr(candidates, "detect_cpu", lambda read_torch=True: cpu)
    spec = candidates.DeviceSpec("cpu")
    assert candidates.engine_candidates(spec, "auto") == [("onnxruntime", "fp32")]
    assert candidates.torch_candidates(spec, "auto") == [("torch", "fp32")]


def test_an_x86_cpu_without_cpuinfo_still_reads_torch_s_probes(monkeypatch):
    """macOS or Windows on x86: no ``/proc/cpuinfo``; torch's probes give the flags."""
    monkeypatch.setattr(cpu_capability.platform, "machine", lambda: "AMD64")
    monkeypatch.setattr(cpu_capability, "_torch_flags", lambda: frozenset({"avx2"}))
    cpu = cpu_capability.detect_cpu(Path("/nonexistent/cpuinfo"), read_torch=False)
    assert cpu.x86 and cpu.flags == frozenset({"avx2"})


class FakeLibrary:
    """macOS's libc (``sysctlbyname``) and Windows' kernel32
    (``GetLogicalProcessorInformationEx``) as ctypes calls them, answering from ``values``."""

    def __init__(self, values: dict[str, object]) -> None:
        self.values = values

    def sysctlbyname(self, name, value, size, new, new_size):
        import ctypes

        found = self.values.get(name.decode())
        if found is None:
            return -1
        if isinstance(found, int):
            value._obj.value = found
        else:
            ctypes.memmove(value, found.encode() + b"\0", len(found) + 1)
        return 0

    def GetLogicalProcessorInformationEx(self, relationship, buffer, length):  # noqa: N802
        import ctypes

        raw = self.values["cores"]
        if buffer is None or length._obj.value < len(raw):
            length._obj.value = len(raw)
            return 0
        ctypes.memmove(buffer, raw, len(raw))
        return 1


def core_record(relationship: int = 0) -> bytes:
    """A SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX record: relationship, size, its body."""
    import struct

    return struct.pack("<II", relationship, 48) + bytes(40)


@pytest.mark.parametrize(
    ("platform", "library"),
    [
        ("darwin", FakeLibrary({"hw.physicalcpu": 4})),  # an Intel Mac: 8 logical CPUs
        ("win32", FakeLibrary({"cores": core_record() * 4 + core_record(2)})),  # + a cache
    ],
)
def test_physical_cores_off_linux_are_the_platform_s(tmp_path, monkeypatch, platform, library):
    """Off Linux (no ``/proc/cpuinfo``, no affinity) the default thread count was
    ``os.cpu_count()``, the logical CPUs: twice the cores on a hyper-threaded Intel Mac or
    Windows PC, and each engine ran twice the threads. Now macOS's ``hw.physicalcpu`` and
    Windows' processor cores; the CPU count only where the platform does not say."""
    from tt_depth_anything_3.config import cpu_cores, torch_interop

    monkeypatch.setattr(cpu_cores.sys, "platform", platform)
    monkeypatch.delattr(cpu_cores.os, "sched_getaffinity", raising=False)
    monkeypatch.setattr(cpu_cores.os, "cpu_count", lambda: 8)
    monkeypatch.setattr(cpu_cores, "load_library", lambda name: library)
    absent = str(tmp_path / "no-proc-cpuinfo")
    assert cpu_cores.physical_cores(absent) == 4
    assert torch_interop.physical_cores(absent) == 4  # its old place
    monkeypatch.setattr(cpu_cores, "load_library", lambda name: FakeLibrary({"cores": b""}))
    cpu_cores._physical_cores.cache_clear()  # noqa: SLF001
    assert cpu_cores.physical_cores(absent) == 8  # the platform said nothing: the CPU count
    monkeypatch.setattr(cpu_cores.sys, "platform", "freebsd14")
    assert cpu_cores.physical_cores(absent) == 8


@pytest.mark.parametrize(
    ("cpuinfo", "name"),
    [
        (AARCH64_CPUINFO, "ARM Neoverse-V1"),
        (AARCH64_CPUINFO.replace("0xd40", "0xd99"), "ARM part 0xd99"),
        (AARCH64_CPUINFO.replace("0x41", "0xc0").replace("0xd40", "0xac3"), "Ampere Ampere-1"),
        (
            "processor\t: 0\nBogoMIPS\t: 108.00\nCPU revision\t: 3\n\n"
            "Hardware\t: BCM2835\nModel\t: Raspberry Pi 4 Model B Rev 1.4\n",
            "Raspberry Pi 4 Model B Rev 1.4",
        ),
        ("processor\t: 0\nmodel\t\t: 143\nmodel name\t: Intel(R) Xeon(R)\n", "Intel(R) Xeon(R)"),
    ],
)
def test_an_arm_cpu_on_linux_is_named(tmp_path, monkeypatch, cpuinfo, name):
    """On aarch64 Linux the CPU was "unknown CPU" (or ``platform.processor()``, empty there):
    its ``/proc/cpuinfo`` has no ``model name``, only ``CPU implementer`` / ``CPU part``
    numbers, which now give lscpu's name; on macOS the ``machdep.cpu.brand_string`` sysctl."""
    from tt_depth_anything_3.config import cpu_cores

    path = tmp_path / "cpuinfo"
    path.write_text(cpuinfo, encoding="utf-8")
    monkeypatch.setattr(cpu_capability.platform, "machine", lambda: "aarch64")
    assert cpu_capability.detect_cpu(path, read_torch=False).model == name
    monkeypatch.setattr(cpu_cores.sys, "platform", "darwin")
    monkeypatch.setattr(
        cpu_cores, "load_library", lambda n: FakeLibrary({"machdep.cpu.brand_string": "Apple M2"})
    )
    monkeypatch.setattr(cpu_capability.platform, "machine", lambda: "arm64")
    assert cpu_capability.detect_cpu(tmp_path / "absent", read_torch=False).model == "Apple M2"
