"""What ``describe()`` says of ONNX Runtime's execution providers: its ``providers`` was an
empty list until an inference made the session (``tt-da3 info --runtime onnxruntime``, the
server's ``/info``), so nothing said which providers this machine has nor which the package
would use. No GPU here: a CUDA build is faked by its list of providers."""

from __future__ import annotations

import numpy as np
import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends.runtimes.ort_providers import (
    ASKED,
    CPU,
    CUDA,
    TENSORRT,
    providers_report,
    session_providers,
)

ort = pytest.importorskip("onnxruntime")


def test_describe_says_the_providers_before_and_after_the_session(tiny_metric_checkpoint):
    model = DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, process_res=140, runtime="onnxruntime"
    )
    with model:
        before = model.describe()["backend"]
        assert before["providers"] == [CPU] and before["providers_asked"] == [CPU]
        assert before["providers_from"].startswith("asked for (no session yet")
        assert before["providers_available"] == ort.get_available_providers()
        model(np.full((105, 140, 3), 90, np.uint8))
        after = model.describe()["backend"]
    assert after["providers"] == [CPU] and after["providers_from"] == "the session"


def test_a_gpu_request_says_what_it_asks_for_and_what_there_is():
    report = providers_report(CUDA, [], [CUDA, CPU])
    assert report["providers"] == [CUDA, CPU] == report["providers_asked"]
    assert report["providers_available"] == [CUDA, CPU]
    held = providers_report(TENSORRT, [TENSORRT, CUDA, CPU], [TENSORRT, CUDA, CPU])
    assert held["providers_from"] == "the session" and held["providers_asked"][0] == TENSORRT


def test_the_providers_asked_are_those_a_session_gets(tmp_path):
    for primary in (CPU, CUDA):
        assert [name for name, _ in session_providers(primary, 0, "fp32")] == ASKED[primary]
    tensorrt = session_providers(TENSORRT, 0, "fp32", "image:1x3x112x140", tmp_path)
    assert [name for name, _ in tensorrt] == ASKED[TENSORRT]
