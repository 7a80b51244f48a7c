#!/usr/bin/env python3
"""Stand-in for the sfpi RISC-V toolchain (``riscv-tt-elf-*``) on a machine without a chip.

TT-Metal's JIT build calls the compiler for every kernel even on a mock cluster. This script
answers ``--version`` like sfpi and writes, for each ``-o FILE``, a minimal valid 32-bit RISC-V
ELF (one empty PT_LOAD segment), and an empty dependency file for ``-MF FILE``. Nothing runs on
the mock device, so the kernels' code is never needed; every op's validation, program factory
and circular-buffer allocation still run.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

VERSION = "riscv-tt-elf-g++ (tenstorrent/sfpi:7.10.0) 15.1.0"
EM_RISCV = 243


def minimal_elf() -> bytes:
    """ELF32 little-endian RISC-V executable as TT-Metal's loader requires: one 4-byte PT_LOAD
    text segment at address 0 (the entry), and sections null, ``.text``, ``.shstrtab``,
    ``.symtab`` (the null symbol) and an empty ``.rela.text``."""
    ehsize, phentsize, shentsize = 52, 32, 40
    text_offset = ehsize + phentsize
    text = bytes(4)
    names = b"\0.text\0.shstrtab\0.symtab\0.rela.text\0"
    names_offset = text_offset + len(text)
    symtab_offset = (names_offset + len(names) + 3) & ~3
    symtab = bytes(16)
    shoff = symtab_offset + len(symtab)
    header = b"\x7fELF" + bytes([1, 1, 1, 0]) + bytes(8)
    header += struct.pack(
        "<HHIIIIIHHHHHH",
        2,  # ET_EXEC
        EM_RISCV,
        1,  # EV_CURRENT
        0,  # entry: the start of the text segment
        ehsize,  # program headers
        shoff,  # section headers
        0,  # flags
        ehsize,
        phentsize,
        1,
        shentsize,
        5,  # sections
        2,  # index of .shstrtab
    )
    segment = struct.pack("<IIIIIIII", 1, text_offset, 0, 0, len(text), len(text), 5, 4)
    body = header + segment + text + names
    body += bytes(symtab_offset - len(body)) + symtab

    def section(
        name: bytes,
        kind: int,
        flags: int,
        offset: int,
        size: int,
        link: int = 0,
        info: int = 0,
        align: int = 4,
        entsize: int = 0,
    ) -> bytes:
        # name, type, flags, addr, offset, size, link, info, addralign, entsize
        return struct.pack(
            "<IIIIIIIIII",
            names.index(name),
            kind,
            flags,
            0,
            offset,
            size,
            link,
            info,
            align,
            entsize,
        )

    sections = bytes(shentsize)
    sections += section(b".text\0", 1, 6, text_offset, len(text))  # PROGBITS, ALLOC|EXEC
    sections += section(b".shstrtab\0", 3, 0, names_offset, len(names), align=1)
    sections += section(b".symtab\0", 2, 0, symtab_offset, len(symtab), 2, 1, 4, 16)
    sections += section(b".rela.text\0", 4, 0, shoff, 0, 3, 1, 4, 12)
    return body + sections


SHELL_STANDIN = r"""#!/bin/sh
# Stand-in for riscv-tt-elf-* written by tt_depth_anything_3.backends.blackhole.mock
# (see sfpi_standin.py).
elf="$(dirname "$0")/minimal.elf"
prev=""; out=""; mf=""; mmd=0
for arg in "$@"; do
  case "$arg" in
    --version|-v) echo "VERSION"; exit 0 ;;
    -MMD|-MD) mmd=1 ;;
  esac
  if [ "$prev" = "-o" ]; then out="$arg"; cp "$elf" "$arg"; fi
  if [ "$prev" = "-MF" ]; then mf="$arg"; fi
  prev="$arg"
done
if [ -z "$mf" ] && [ "$mmd" = 1 ] && [ -n "$out" ]; then mf="${out%.*}.d"; fi
if [ -n "$mf" ]; then printf '%s:\n' "${out:-out}" > "$mf"; fi
exit 0
""".replace("VERSION", VERSION)


def main(argv: list[str]) -> int:
    if "--version" in argv or "-v" in argv:
        print(VERSION)
        return 0
    outputs = [path for flag, path in zip(argv, argv[1:], strict=False) if flag == "-o"]
    for path in outputs:
        with open(path, "wb") as out:
            out.write(minimal_elf())
    dep_files = [path for flag, path in zip(argv, argv[1:], strict=False) if flag == "-MF"]
    if not dep_files and ("-MMD" in argv or "-MD" in argv):
        dep_files = [str(Path(path).with_suffix(".d")) for path in outputs]
    for path in dep_files:
        with open(path, "w") as out:
            out.write(f"{outputs[0] if outputs else 'out'}:\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
