"""The shipped C++ kernels against ttnn 0.81.1's kernel headers (``kernels/headers.py``): the
JIT's own compile commands, captured on the mock p150a, replayed with the host ``g++
-fsyntax-only``. The data-movement kernels must pass; the compute kernels cannot be checked
without sfpi (its ``lltt.h`` / ``sfpi.h``), and the output must say so. Without the forwarding
headers (``kernels/compat.py``) the readers and writers fail: the 0.69 paths
``experimental/circular_buffer.h`` and ``tools/profiler/kernel_profiler.hpp`` do not exist in
0.81.1."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from tt_depth_anything_3.backends.blackhole.kernels.headers import (
    JitCompile,
    host_syntax_command,
    parse_log,
)


def test_host_command_drops_the_riscv_flags() -> None:
    compile = JitCompile(
        "/c/kernels/ttlang_kernel_read/1/ncrisc",
        (
            "-O2",
            "-mcpu=tt-bh",
            "-ftt-nttp",
            "-flto=1",
            "-Werror",
            "-I/x",
            "-DA=1",
            "-include",
            "/p/pch.h",
            "-c",
            "-o",
            "k.o",
            "k.cc",
            "-MF",
            "k.d",
            "-MMD",
        ),
    )
    assert host_syntax_command(compile) == [
        "g++",
        "-fsyntax-only",
        "-fpermissive",
        "-w",
        "-O2",
        "-I/x",
        "-DA=1",
        "k.cc",
    ]
    assert compile.kernel == "ttlang_kernel_read/1/ncrisc" and compile.processor == "ncrisc"


def test_log_keeps_the_kernel_compiles_only() -> None:
    log = b"JITCMD\0/c/firmware/brisc\0-c\0brisc.cc\0JITCMD\0/c/kernels/k/1/brisc\0-c\0x.cc\0"
    log += b"JITCMD\0/c/kernels/k/1/brisc\0-o\0x.elf\0"  # the link
    assert parse_log(log) == [JitCompile("/c/kernels/k/1/brisc", ("-c", "x.cc"))]


@pytest.mark.skipif(shutil.which("g++") is None, reason="no host g++")
def test_shipped_kernels_fit_the_installed_headers() -> None:
    pytest.importorskip("ttnn")
    module = "tt_depth_anything_3.backends.blackhole.kernels.headers"
    done = subprocess.run(
        [sys.executable, "-m", module], capture_output=True, text=True, timeout=600
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("ttlang_kernel_")]
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    checked = [line for line in lines if line.endswith(": ok")]
    unchecked = [line for line in lines if "not checked without sfpi" in line]
    assert len(checked) == 4  # reader and writer of both kernels
    assert len(unchecked) == 6  # three TRISCs of both compute kernels
    assert all("lltt.h" in line for line in unchecked)
