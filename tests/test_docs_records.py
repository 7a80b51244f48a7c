"""The keys of the records the package writes are each named where PYTHON.md describes them:
``tt-da3 reconstruct``'s ``cameras.json`` (``convention`` and each view's ``model_input_size``
were in the file and in no doc), ``predict_dataset``'s ``DatasetReport`` and
``model.describe()``."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import numpy as np

from tt_depth_anything_3.cli.reconstruct import cameras_json

ROOT = Path(__file__).resolve().parents[1]


def cameras_sentence() -> str:
    """PYTHON.md's description of ``cameras.json``: from "always `cameras.json`" to its ")."."""
    doc = (ROOT / "PYTHON.md").read_text(encoding="utf-8")
    start = doc.index("always `cameras.json` (")
    return doc[start : doc.index(").", start)]


def unnamed_keys(record: dict, text: str) -> list[str]:
    """The record's keys, and its first view's, that ``text`` does not name in backticks."""
    keys = [*record, *record["views"][0]]
    return [key for key in keys if not re.search(rf"`{key}`", text)]


def a_record() -> dict:
    scene = SimpleNamespace(
        original_intrinsics=lambda: np.eye(3)[None],
        model_name="da3-small",
        backend="torch",
        pose_source="camera",
        units="relative",
        ref_view=0,
        extrinsics=np.eye(4)[None, :3],
        intrinsics=np.eye(3)[None],
        original_sizes=np.array([[90, 120]]),
        depth=np.zeros((1, 42, 56), np.float32),
    )
    return cameras_json(scene, ["a.jpg"], ["scene.glb"])


def test_every_cameras_json_key_is_documented() -> None:
    assert unnamed_keys(a_record(), cameras_sentence()) == []


def test_the_record_check_can_fail() -> None:
    text = cameras_sentence().replace("`convention`", "convention")
    assert unnamed_keys(a_record(), text) == ["convention"]


def test_every_dataset_report_field_is_in_the_report_sentence() -> None:
    """``DatasetReport.auto_chose`` was missing from PYTHON.md's list of the report's fields
    (named only in the ``runtime="auto"`` section)."""
    from dataclasses import fields

    from tt_depth_anything_3.scale_out.dataset import DatasetReport

    doc = (ROOT / "PYTHON.md").read_text(encoding="utf-8")
    start = doc.index("the report\n  holds ")
    sentence = doc[start : doc.index("(`to_dict()`", start)]
    names = [field.name for field in fields(DatasetReport)]
    assert [name for name in names if f"`{name}`" not in sentence] == []


def test_every_describe_key_is_in_its_paragraph(tiny_metric_model) -> None:
    """``model.describe()`` had ``name``, ``units``, ``process_res``, ``resize_mode`` and
    ``warmed_sizes``, which its paragraph in PYTHON.md did not name."""
    doc = (ROOT / "PYTHON.md").read_text(encoding="utf-8")
    start = doc.index("`model.describe()` reports what the model runs with")
    paragraph = doc[start : doc.index("\n\n", start)]
    keys = tiny_metric_model.describe()
    assert [key for key in keys if f"`{key}`" not in paragraph] == []
