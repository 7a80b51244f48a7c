"""The device model's CB traffic of the compiled one-pass attention is the shipped C++'s, and all
of it: every CB read and pack in the compute kernel's inner key-chunk loop, weighted by the
loops around it, is a step of ``ONE_PASS_CB_STEPS`` or one of the matmul operand reads listed
below as not counted, at its CB's data format (``launch.json``)."""

from __future__ import annotations

import json
import re
from collections import Counter
from fractions import Fraction

from tt_depth_anything_3.backends.blackhole.device_model.kernels import (
    CHUNK,
    ONE_PASS_CB_BYTES_PER_SCORE,
    ONE_PASS_CB_STEPS,
    one_pass_cb_bytes,
)
from tt_depth_anything_3.backends.blackhole.kernels import kernel_path

COMPILE = kernel_path("one_pass_attention").parent / "generated" / "one_pass_attention-t1376-h16"
FORMAT_BYTES = {"bfloat16": 2, "float32": 4}
TILE_ELEMENTS = 32 * 32
CHUNK_SCORES = CHUNK * CHUNK  # one key chunk's 64 x 64 scores (head_dim 64: 4 tiles)
# Deliberately not counted (docs/kernels.md section 1): the matmuls' q, k^T and v operand reads.
NOT_COUNTED = {(11, "read"), (29, "read"), (2, "read")}
# The last key chunk's branch reads its shift row from CB 4 where the others read CB 3.
LAST_CHUNK_CBS = {4: 3}
INIT = re.compile(r"^\s*(\w*_init\w*|init_sfpu)\b")
READ_ONE = re.compile(r"^\s*(copy_tile|transpose_wh_tile|unary_bcast<[^>]*>)\(cb(\d+),")
READ_TWO = re.compile(r"^\s*(reduce_tile<[^>]*>|\w+_tiles)\(cb(\d+), cb(\d+),")
MATMUL = re.compile(r"^\s*matmul_block\(cb(\d+), cb(\d+),(?:[^,]*,){4} (\w+), (\w+), \w+\);")
PACK_ONE = re.compile(r"^\s*pack_tile(<true>)?\(\w+, cb(\d+),")
PACK_BLOCK = re.compile(r"^\s*pack_tile_block\(\w+, cb(\d+), (\w+)\);")
LOOP = re.compile(r"^\s*for \(size_t \w+ = \w+; \w+ < (\w+); \w+ \+= v9\) \{$")


def _compute_kernel() -> str:
    text = (COMPILE / "ttlang_kernel_attend.cpp").read_text(encoding="utf-8")
    return re.sub(r"get_compile_time_arg_val\((\d+)\)", r"cb\1", text)


def _constants(source: str) -> dict[str, int]:
    return {m[1]: int(m[2]) for m in re.finditer(r"(?:size_t|int32_t) (v\d+) = (\d+);", source)}


def _key_chunk_loop(source: str) -> list[str]:
    """The body of the loop over key chunks: the innermost loop around the scores' pack."""
    lines = source.splitlines()
    scores = next(i for i, line in enumerate(lines) if "pack_tile_block(v10, cb15," in line)
    for start in range(scores, -1, -1):
        if not LOOP.match(lines[start]):
            continue
        depth = 0
        for end in range(start, len(lines)):
            depth += lines[end].count("{") - lines[end].count("}")
            if depth == 0:
                break
        if end > scores:
            return lines[start + 1 : end]
    raise AssertionError("no loop around the scores' pack")


def _ops(line: str, constants: dict[str, int]) -> list[tuple[int, str, int]] | None:
    """(CB, read / pack, tiles) of one line's CB op; [] for an init; None if not a CB op."""
    if m := MATMUL.match(line):  # matmul_block(..., ct_dim, rt_dim, kt_dim): rt in0, ct in1 tiles
        return [(int(m[1]), "read", constants[m[4]]), (int(m[2]), "read", constants[m[3]])]
    if m := READ_TWO.match(line):
        return [(int(m[2]), "read", 1), (int(m[3]), "read", 1)]
    if m := READ_ONE.match(line):
        return [(int(m[2]), "read", 1)]
    if m := PACK_BLOCK.match(line):
        return [(int(m[1]), "pack", constants[m[2]])]
    if m := PACK_ONE.match(line):
        return [(int(m[2]), "pack", 1)]
    if INIT.match(line):
        return []
    return None


def _loop_tiles(source: str) -> Counter[tuple[int, str]]:
    """Tiles read / packed per CB in one pass of the key-chunk loop (inner loops multiplied
    out; of the if / else on the last key chunk, the if, checked equal to the else)."""
    constants = _constants(source)
    frames: list[tuple[str, int, Counter[tuple[int, str]]]] = [("loop", 1, Counter())]
    branch: Counter[tuple[int, str]] | None = None
    for line in _key_chunk_loop(source):
        text = line.strip()
        if m := LOOP.match(line):
            frames.append(("loop", constants[m[1]], Counter()))
        elif text.startswith("if ("):
            frames.append(("if", 1, Counter()))
        elif text == "} else {":
            kind, _, taken = frames.pop()
            assert kind == "if", line
            branch = taken
            frames.append(("else", 1, Counter()))
        elif text == "}":
            kind, times, tiles = frames.pop()
            if kind == "else":
                assert branch is not None
                last = Counter(
                    {(LAST_CHUNK_CBS.get(cb, cb), op): n for (cb, op), n in tiles.items()}
                )
                assert last == branch, "the last key chunk's branch moves other tiles"
                tiles, branch = branch, None
            frames[-1][2].update({key: n * times for key, n in tiles.items()})
        elif re.search(r"\bcb\d+\b", line):
            ops = _ops(line, constants)
            assert ops is not None, f"a CB op the count does not know: {text}"
            for cb, op, tiles_moved in ops:
                frames[-1][2][(cb, op)] += tiles_moved
    assert len(frames) == 1
    return frames[0][2]


def test_the_loop_parse_finds_each_kind_of_cb_op() -> None:
    """Guard of the parse: the loop holds the ops the steps were read off."""
    tiles = _loop_tiles(_compute_kernel())
    assert tiles[(1, "read")] == 4 and tiles[(29, "pack")] == 4  # transpose of k
    assert tiles[(3, "read")] == 4 and tiles[(4, "read")] == 0  # shift row, 2 tiles x 2
    assert tiles[(16, "read")] == 8 and tiles[(14, "read")] == 4  # reduce, cast to p
    assert tiles[(20, "pack")] == 2 and tiles[(13, "pack")] == 2  # chunk sums, row sums
    assert tiles[(9, "read")] == 4 and tiles[(2, "read")] == 4  # p @ v operands
    assert tiles[(12, "read")] == 4 and tiles[(12, "pack")] == 4  # accumulator


def test_the_steps_are_every_cb_op_of_the_key_chunk_loop() -> None:
    launch = json.loads((COMPILE / "launch.json").read_text(encoding="utf-8"))
    formats = {cb["index"]: cb["data_format"] for cb in launch["cbs"]}
    moved = {
        key: Fraction(n * TILE_ELEMENTS * FORMAT_BYTES[formats[key[0]]], CHUNK_SCORES)
        for key, n in _loop_tiles(_compute_kernel()).items()
    }
    assert NOT_COUNTED <= moved.keys()
    counted: Counter[tuple[int, str]] = Counter()
    for step, cb, size in ONE_PASS_CB_STEPS:
        counted[(cb, "pack" if "packed" in step else "read")] += size
    expected = {key: value for key, value in moved.items() if key not in NOT_COUNTED}
    assert dict(counted) == expected
    assert sum(expected.values()) == ONE_PASS_CB_BYTES_PER_SCORE


def test_the_scores_round_trip_through_cbs() -> None:
    """Scores packed bfloat16 (CB 15), cast into float32 (CB 18), exp into CB 16: the kernel as
    shipped does not apply the exp in dst before one pack (docs/kernels.md section 1)."""
    source = _compute_kernel()
    assert "pack_tile_block(v10, cb15," in source and "copy_tile(cb15," in source
    assert "copy_tile(cb18," in source and "pack_tile<true>(v10, cb16," in source
    assert ONE_PASS_CB_BYTES_PER_SCORE == 68
    assert one_pass_cb_bytes(16, 1408) == 68 * 16 * 1408 * 1408
