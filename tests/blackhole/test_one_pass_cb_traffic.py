"""The device model's CB traffic of the compiled one-pass attention is the shipped C++'s: the
bytes each CB moves per key tile (``ONE_PASS_CB_STEPS``) and per flush of the partials
(``ONE_PASS_FLUSH_STEPS``) are counted here from the compute kernel's own calls (unpacks:
``copy_tile``, ``transpose_wh_tile``, ``add_tiles``, a matmul's p and ones operands; packs:
``pack_tile`` and ``pack_tile_block``), at each CB's data format in ``launch.json``."""

from __future__ import annotations

import json
import re
from collections import Counter

from tt_depth_anything_3.backends.blackhole.device_model.kernels import (
    FLUSH_CHUNKS,
    ONE_PASS_CB_BYTES_PER_SCORE,
    ONE_PASS_CB_STEPS,
    ONE_PASS_FLUSH_BYTES,
    ONE_PASS_FLUSH_STEPS,
    one_pass_cb_bytes,
)
from tt_depth_anything_3.backends.blackhole.kernels import kernel_path
from tt_depth_anything_3.backends.blackhole.one_pass import KERNEL_FLUSH_CHUNKS

COMPILE = kernel_path("one_pass_attention").parent / "generated" / "one_pass_attention-t1376-h16"
FORMAT_BYTES = {"bfloat16": 2, "float32": 4}
TILE_ELEMENTS = 1024
# the matmul operands the model does not count: q (13), k^T (30, 31), v (2)
UNCOUNTED_OPERANDS = {13, 30, 31, 2}


def source() -> str:
    text = (COMPILE / "ttlang_kernel_attend.cpp").read_text(encoding="utf-8")
    return re.sub(r"get_compile_time_arg_val\((\d+)\)", r"cb\1", text)


def constants(text: str) -> dict[str, int]:
    return {m[1]: int(m[2]) for m in re.finditer(r"(?:size_t|int32_t) (v\d+) = (\d+);", text)}


def braced(text: str, opening: int) -> tuple[str, int]:
    """The text inside the brace at ``opening`` and the index after its match."""
    depth = 0
    for index in range(opening, len(text)):
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        if depth == 0:
            return text[opening + 1 : index], index + 1
    raise ValueError("unbalanced braces")


def key_loop(text: str) -> tuple[str, str, str, str]:
    """The key-tile loop's body split as (outside the ifs, the full-tile branch, the last-tile
    branch, the flush) from ``for (...) { pre if {A} else {B} mid if {F} }``."""
    start = re.search(
        r"for \(size_t j\d+ = v\d+; j\d+ < v\d+; j\d+ \+= v\d+\) \{\n\s+cb_ctarg_1\.wait_front",
        text,
    )
    assert start is not None
    body, _ = braced(text, text.index("{", start.start()))
    first_if = re.search(r"if \(v\d+\) \{", body)
    full, after = braced(body, first_if.end() - 1)
    assert body[after:].lstrip().startswith("else")
    last, after_else = braced(body, body.index("{", after))
    flush_if = re.search(r"if \(v\d+\) \{", body[after_else:])
    flush, end = braced(body, after_else + flush_if.end() - 1)
    outside = body[: first_if.start()] + body[after_else : after_else + flush_if.start()]
    return outside + body[end:], full, last, flush


def cb_bytes(code: str, values: dict[str, int], formats: dict[int, str]) -> Counter:
    """Bytes per CB that ``code`` moves between L1 and the unpack / pack engines (loops over
    ``k`` multiply; matmul operands other than p and ones left out)."""
    moved: Counter = Counter()

    def add(cb: int, tiles: int) -> None:
        moved[cb] += tiles * FORMAT_BYTES[formats[cb]] * TILE_ELEMENTS

    for line in code.splitlines():
        reps = 1
        if (loop := re.search(r"for \(size_t k\d+ = v\d+; k\d+ < (v\d+);", line)) is not None:
            reps = values[loop[1]]  # a matmul's k loop: its one call repeats
        if m := re.search(r"(?:copy_tile|transpose_wh_tile)\(cb(\d+),", line):
            add(int(m[1]), 1)
        elif m := re.search(r"add_tiles\(cb(\d+), cb(\d+),", line):
            add(int(m[1]), 1)
            add(int(m[2]), 1)
        elif m := re.search(r"pack_tile<true>\(v\d+, cb(\d+),", line):
            add(int(m[1]), 1)
        elif m := re.search(r"pack_tile_block\(v\d+, cb(\d+), (v\d+)\)", line):
            add(int(m[1]), values[m[2]])
        elif m := re.search(r"matmul_block\(cb(\d+), cb(\d+), .*, (v\d+), (v\d+), (v\d+)\);", line):
            in0, in1 = int(m[1]), int(m[2])
            ct, rt = values[m[3]], values[m[4]]
            if in0 not in UNCOUNTED_OPERANDS:
                add(in0, rt * reps)
            if in1 not in UNCOUNTED_OPERANDS:
                add(in1, ct * reps)
    return moved


def totals(steps: tuple[tuple[str, int, int], ...], scale: int) -> Counter:
    found: Counter = Counter()
    for _, cb, size in steps:
        found[cb] += size * scale
    return found


def test_the_steps_are_the_bytes_of_the_compiled_kernel() -> None:
    launch = json.loads((COMPILE / "launch.json").read_text(encoding="utf-8"))
    formats = {cb["index"]: cb["data_format"] for cb in launch["cbs"]}
    text = source()
    values = constants(text)
    outside, full, last, flush = key_loop(text)
    # per key tile: the loop body outside the ifs and one branch (both move the same bytes:
    # the last tile's uses its own shift CB 6 and transpose CB 31)
    per_tile = cb_bytes(outside + full, values, formats)
    swapped = Counter(
        {{6: 5, 31: 30}.get(cb, cb): n for cb, n in cb_bytes(last, values, formats).items()}
    )
    assert swapped == cb_bytes(full, values, formats)
    assert per_tile == totals(ONE_PASS_CB_STEPS, TILE_ELEMENTS)
    assert sum(per_tile.values()) == ONE_PASS_CB_BYTES_PER_SCORE * TILE_ELEMENTS
    assert cb_bytes(flush, values, formats) == totals(ONE_PASS_FLUSH_STEPS, 1)
    assert ONE_PASS_CB_BYTES_PER_SCORE == 30 and ONE_PASS_FLUSH_BYTES == 61440


def test_the_exp_is_applied_in_dst_before_one_pack_of_p() -> None:
    """The fused sequence: the shift tile into dst 1, the matmul into dst 0, sub, exp, one
    pack of the bfloat16 p (CB 11); no float32 score or exp CB."""
    _, full, _, _ = key_loop(source())
    calls = [
        re.match(r"\s*(\w+)", line)[1]
        for line in full.splitlines()
        if re.match(r"\s*(copy_tile|matmul_block|sub_binary_tile|exp_tile|pack_tile)\b", line)
    ]
    assert calls == ["copy_tile", "matmul_block", "sub_binary_tile", "exp_tile", "pack_tile"]
    assert "copy_tile(cb5, v10, v9);" in full and "sub_binary_tile(v10, v9, v10);" in full
    assert "pack_tile<true>(v10, cb11, v10);" in full


def test_the_flush_period_and_the_model() -> None:
    text = source()
    values = constants(text)
    assert re.search(r"size_t (v\d+) = j\d+ % (v\d+);", text)[2] in {
        name for name, value in values.items() if value == FLUSH_CHUNKS
    }
    assert FLUSH_CHUNKS == KERNEL_FLUSH_CHUNKS
    # 1376 tokens: 43 tiles, ceil(43 / 8) = 6 flushes per item, 16 x 43 items
    per_item = 30 * 32 * 1376 + 61440 * 6
    assert one_pass_cb_bytes(16, 1376) == 16 * 43 * per_item
