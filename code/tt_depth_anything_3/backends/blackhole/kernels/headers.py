"""The shipped C++ kernels against the installed ttnn's kernel headers, without sfpi.

On the mock, TT-Metal's JIT build calls the sfpi compiler (``riscv-tt-elf-g++``, stood in for by
``mock/sfpi_standin.py``) for every kernel with its real include paths and defines. Here the
stand-in also logs each command line; every kernel compile of the shipped compiles launched is
then replayed with the host ``g++ -fsyntax-only``, the RISC-V-only flags dropped
(``-mcpu=tt-bh*``, ``-ftt-*``, ``-flto``, the precompiled header, ``-o`` / ``-MF``) and
``-fpermissive -w`` added (TT-Metal's own headers cast 32-bit pointers to ``uint32_t``, an error
on x86-64 only). What it shows and what it cannot:

- data-movement kernels (reader: NCRISC, writer: BRISC): parsed and type-checked against the
  installed ``dataflow_api.h``, TensorAccessor, NoC and semaphore headers with the JIT's defines
  and compile-time args (a missing or renamed header, function or type is an error);
- compute kernels (TRISC 0/1/2): not checkable: ``ckernel.h`` includes sfpi's ``lltt.h`` and the
  LLKs sfpi's ``sfpi.h`` and the RISC-V newlib headers (``sys/_stdint.h``), all shipped only
  with the sfpi toolchain. Nor is code generation, register allocation or the binary's size.

``python -m tt_depth_anything_3.backends.blackhole.kernels.headers`` (ttnn 0.81.1's venv,
``.venv312``) prints one line per kernel compile and exits 1 if a data-movement kernel fails.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from .build import Shape

# One launch of each kernel at the default size (1370 tokens): the C++ differs between shapes
# only in constants, not in the headers and functions it uses.
SHAPES = (Shape("residual_layer_norm", 1370, 1024), Shape("one_pass_attention", 1370, 16))
DROPPED = ("-ftt-", "-flto", "-mcpu=", "--param=min-pagesize", "-Winvalid-pch", "-MMD")
DROPPED_WITH_VALUE = ("-o", "-MF", "-include")
DATA_MOVEMENT = ("brisc", "ncrisc")
RECORD = "JITCMD"


@dataclass(frozen=True)
class JitCompile:
    """One compile the JIT asked of the sfpi compiler: its folder and arguments."""

    cwd: str
    args: tuple[str, ...]

    @property
    def kernel(self) -> str:
        """``ttlang_kernel_read/HASH/ncrisc`` (the part of the folder after ``kernels/``)."""
        return self.cwd.split("/kernels/", 1)[-1]

    @property
    def processor(self) -> str:
        return self.cwd.rstrip("/").rsplit("/", 1)[-1]


def host_syntax_command(compile: JitCompile) -> list[str]:
    """The host ``g++ -fsyntax-only`` equivalent of a JIT compile (see the module docstring)."""
    command = ["g++", "-fsyntax-only", "-fpermissive", "-w"]
    skip = False
    for arg in compile.args:
        if skip:
            skip = False
        elif arg in DROPPED_WITH_VALUE:
            skip = True
        elif arg not in ("-c", "-Werror") and not arg.startswith(DROPPED):
            command.append(arg)
    return command


def parse_log(data: bytes) -> list[JitCompile]:
    """The kernel compiles (``-c`` of a file under ``kernels/``) of the logging stand-in's file."""
    compiles, current = [], None
    for field in data.split(b"\0"):
        if field == RECORD.encode():
            current = []
            compiles.append(current)
        elif current is not None:
            current.append(field.decode())
    return [
        JitCompile(c[0], tuple(c[1:]))
        for c in compiles
        if c and "/kernels/" in c[0] and "-c" in c[1:]
    ]


def capture(folder: Path) -> list[JitCompile]:
    """Launch ``SHAPES``' shipped compiles on a mock p150a whose stand-in compiler logs every
    command; the kernel compiles. Sets the mock's environment: call before ttnn is imported,
    once per process."""
    from ..mock import keep_ttnn_files_in, mock_environment

    env = mock_environment(folder)
    compiler = Path(env["TT_METAL_RUNTIME_ROOT"]) / "runtime/sfpi/compiler/bin/riscv-tt-elf-g++"
    log = folder / "jit_commands.bin"
    logging = f'printf "%s\\0" {RECORD} "$PWD" "$@" >> "{log}"\n'
    compiler.write_text(compiler.read_text().replace("#!/bin/sh\n", "#!/bin/sh\n" + logging, 1))
    os.environ.update(env)
    keep_ttnn_files_in(folder)  # ttnn's temporary files go with the folder
    import ttnn

    from .build import kernel_tensors
    from .launch import launch

    device = ttnn.open_device(device_id=0)
    for shape in SHAPES:
        tensors = kernel_tensors(ttnn, device, shape)
        launch(ttnn, shape.name, tensors)
        for tensor in tensors:
            ttnn.deallocate(tensor)
    ttnn.close_device(device)
    return parse_log(log.read_bytes())


def check(compile: JitCompile) -> tuple[bool, str]:
    """(passed, the first error line or "ok") of a kernel compile's host syntax check."""
    done = subprocess.run(
        host_syntax_command(compile), cwd=compile.cwd, capture_output=True, text=True
    )
    if done.returncode == 0:
        return True, "ok"
    errors = [line for line in done.stderr.splitlines() if "error" in line]
    return False, errors[0] if errors else done.stderr[-500:]


def main() -> int:
    """Capture, replay, print one line per kernel compile; 1 if a data-movement kernel fails."""
    from ..mock import process_folder

    compiles = capture(process_folder("tt_da3_headers_"))
    if not compiles:
        print("no kernel compile was captured")
        return 1
    failed = 0
    for compile in compiles:
        passed, message = check(compile)
        if compile.processor in DATA_MOVEMENT:
            failed += not passed
            print(f"{compile.kernel}: {'ok' if passed else 'FAILED: ' + message}")
        else:
            print(f"{compile.kernel}: not checked without sfpi ({message})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
