"""Physical CPU cores, per platform: the threads a CPU engine computes with by default (as
torch's default), not the logical CPUs, of which a hyper-threaded core has two. Linux reads
``/proc/cpuinfo`` (within the process's affinity), macOS the ``hw.physicalcpu`` sysctl,
Windows ``GetLogicalProcessorInformationEx``; elsewhere, or where the query fails, the CPU
count. ``sysctl_text`` also gives macOS's CPU name (``machdep.cpu.brand_string``)."""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import os
import struct
import sys
from typing import Any

RELATION_PROCESSOR_CORE = 0  # LOGICAL_PROCESSOR_RELATIONSHIP's RelationProcessorCore
ERROR_INSUFFICIENT_BUFFER = 122


def physical_cores(cpuinfo: str = "/proc/cpuinfo", usable: set[int] | None = None) -> int:
    """Physical cores among the CPUs this process may use (``usable``, default its affinity):
    distinct (package, core) pairs of ``/proc/cpuinfo`` (Linux); macOS's ``hw.physicalcpu``;
    Windows' processor cores; else (or where the platform does not say) the CPU count."""
    if usable is None and hasattr(os, "sched_getaffinity"):
        usable = os.sched_getaffinity(0)
    return _physical_cores(cpuinfo, frozenset(usable) if usable is not None else None, sys.platform)


@functools.lru_cache(maxsize=8)
def _physical_cores(cpuinfo: str, usable: frozenset[int] | None, platform: str) -> int:
    if os.path.isfile(cpuinfo):
        with open(cpuinfo, encoding="utf-8") as file:
            return cpuinfo_cores(file.read(), usable)
    counted = platform_cores(platform)
    if counted:
        return min(counted, len(usable)) if usable else counted
    return len(usable) if usable else (os.cpu_count() or 1)


def cpuinfo_cores(text: str, usable: frozenset[int] | None = None) -> int:
    """Distinct (physical id, core id) pairs of ``/proc/cpuinfo``'s processors in ``usable``
    (all without it); a processor with no ``core id`` (ARM) is a core of its own."""
    cores = set()
    for block in text.split("\n\n"):
        fields = {}
        for line in block.splitlines():
            key, _, value = line.partition(":")
            fields[key.strip()] = value.strip()
        if "processor" not in fields or not fields["processor"].isdigit():
            continue
        processor = int(fields["processor"])
        if usable is None or processor in usable:
            cores.add((fields.get("physical id", "0"), fields.get("core id", str(processor))))
    return max(1, len(cores))


def platform_cores(platform: str) -> int | None:
    """The physical cores macOS (``darwin``) or Windows (``win32``) reports; None elsewhere
    or when the query fails."""
    if platform == "darwin":
        return sysctl_int(load_library("c"), "hw.physicalcpu")
    if platform == "win32":
        return windows_cores(load_library("kernel32"))
    return None


def load_library(name: str) -> Any:
    """The C library (``c``: macOS's libc) or Windows' ``kernel32``, through ctypes."""
    if name == "kernel32":
        return ctypes.WinDLL(name)  # type: ignore[attr-defined]  # Windows only
    return ctypes.CDLL(ctypes.util.find_library(name))


def sysctl_int(libc: Any, name: str) -> int | None:
    """The integer sysctl ``name`` (macOS ``sysctlbyname``), None if it fails or is not
    positive."""
    value, size = ctypes.c_int(0), ctypes.c_size_t(ctypes.sizeof(ctypes.c_int))
    failed = libc.sysctlbyname(name.encode(), ctypes.byref(value), ctypes.byref(size), None, 0)
    return value.value if not failed and value.value > 0 else None


def sysctl_text(name: str, libc: Any = None) -> str | None:
    """The text sysctl ``name`` on macOS (``machdep.cpu.brand_string``: ``Apple M1``), else
    None."""
    if libc is None:
        if sys.platform != "darwin":
            return None
        libc = load_library("c")
    buffer, size = ctypes.create_string_buffer(256), ctypes.c_size_t(256)
    failed = libc.sysctlbyname(name.encode(), buffer, ctypes.byref(size), None, 0)
    text = buffer.value.decode("utf-8", "replace").strip()
    return text if not failed and text else None


def windows_cores(kernel32: Any) -> int | None:
    """Processor cores from ``GetLogicalProcessorInformationEx(RelationProcessorCore)`` (every
    processor group), None if the call fails."""
    length = ctypes.c_ulong(0)
    kernel32.GetLogicalProcessorInformationEx(RELATION_PROCESSOR_CORE, None, ctypes.byref(length))
    if not length.value:
        return None
    buffer = ctypes.create_string_buffer(length.value)
    if not kernel32.GetLogicalProcessorInformationEx(
        RELATION_PROCESSOR_CORE, buffer, ctypes.byref(length)
    ):
        return None
    return core_records(buffer.raw[: length.value]) or None


def core_records(raw: bytes) -> int:
    """The RelationProcessorCore records in a ``SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX``
    buffer: each starts with its relationship and its size (two 32-bit words)."""
    count = offset = 0
    while offset + 8 <= len(raw):
        relationship, size = struct.unpack_from("<II", raw, offset)
        if size < 8:  # a malformed record: stop rather than loop
            break
        count += relationship == RELATION_PROCESSOR_CORE
        offset += size
    return count
