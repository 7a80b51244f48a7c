"""``tt-da3 export``'s note on what it removed of an earlier export (an outside test, helper 57:
an OpenVINO IR replaced by a static export was said to lose ``model.xml`` alone, its
``model.bin`` gone too but unnamed, since a companion's name was matched at any depth)."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.cli.export import replaced_note


@pytest.mark.parametrize(
    ("earlier", "gone"),
    [
        (["manifest.json", "model.bin", "model.xml"], "model.bin, model.xml"),
        (["manifest.json", "model.onnx", "model.onnx.data"], "model.onnx, model.onnx.data"),
    ],
)
def test_a_replaced_top_level_file_and_its_companion_are_both_named(earlier, gone):
    manifest = {"format": "onnx", "files": [{"file": "b1_70x98/model.onnx"}]}
    note = replaced_note("exp", earlier, manifest)
    assert note == f"tt-da3 export: replaced the earlier export in exp; removed its {gone} " \
        "(not in this export)"  # fmt: skip


def test_a_top_level_file_kept_keeps_its_companion_unnamed():
    manifest = {"format": "openvino", "files": [{"file": "model.xml"}]}
    earlier = ["b1_56x56", "manifest.json", "model.bin", "model.xml"]
    note = replaced_note("exp", earlier, manifest)
    assert note.endswith("; removed its b1_56x56 (not in this export)")
