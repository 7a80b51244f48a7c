"""The device model's CB traffic of the compiled one-pass attention is the shipped C++'s: each
step of ``ONE_PASS_CB_STEPS`` is an op on that CB in the compute kernel, at its data format."""

from __future__ import annotations

import json
import re

from tt_depth_anything_3.backends.blackhole.device_model.kernels import (
    ONE_PASS_CB_BYTES_PER_SCORE,
    ONE_PASS_CB_STEPS,
    one_pass_cb_bytes,
)
from tt_depth_anything_3.backends.blackhole.kernels import kernel_path

COMPILE = kernel_path("one_pass_attention").parent / "generated" / "one_pass_attention-t1376-h16"
FORMAT_BYTES = {"bfloat16": 2, "float32": 4}


def _compute_kernel() -> str:
    text = (COMPILE / "ttlang_kernel_attend.cpp").read_text(encoding="utf-8")
    return re.sub(r"get_compile_time_arg_val\((\d+)\)", r"cb\1", text)


def test_each_step_is_an_op_on_its_cb_at_its_format() -> None:
    launch = json.loads((COMPILE / "launch.json").read_text(encoding="utf-8"))
    formats = {cb["index"]: cb["data_format"] for cb in launch["cbs"]}
    source = _compute_kernel()
    for step, cb, size in ONE_PASS_CB_STEPS:
        assert FORMAT_BYTES[formats[cb]] == size, step
        if "packed" in step:
            assert re.search(rf"pack_tile(_block)?(<true>)?\(\w+, cb{cb},", source), step
        else:
            read = rf"(copy_tile|transpose_wh_tile|reduce_tile<[^>]*>|add_tiles|matmul_block)\(cb{cb}\b"
            assert re.search(read, source) or re.search(rf"add_tiles\(cb\d+, cb{cb}\b", source), (
                step
            )


def test_the_scores_round_trip_through_cbs() -> None:
    """Scores packed bfloat16 (CB 15), cast into float32 (CB 18), exp into CB 16: the kernel as
    shipped does not apply the exp in dst before one pack (docs/kernels.md section 1)."""
    source = _compute_kernel()
    assert "pack_tile_block(v10, cb15," in source and "copy_tile(cb15," in source
    assert "copy_tile(cb18," in source and "pack_tile<true>(v10, cb16," in source
    assert ONE_PASS_CB_BYTES_PER_SCORE == 52
    assert one_pass_cb_bytes(16, 1408) == 52 * 16 * 1408 * 1408
