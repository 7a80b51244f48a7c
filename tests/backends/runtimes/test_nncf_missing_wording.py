"""``runtime="openvino", dtype="int8"`` (or ``"int8w"``) without NNCF was refused as
``runtime='openvino int8' needs the nncf package``: a runtime name no one can pass. The error
names the runtime and the dtype as the user gave them, the package and the pip command."""

from __future__ import annotations

import pytest

from support.missing_modules import without
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.cli import main

pytest.importorskip("openvino")


@pytest.mark.parametrize("dtype", ["int8", "int8w"])
def test_a_load_without_nncf_names_the_runtime_and_dtype(
    monkeypatch, tiny_metric_checkpoint, dtype
):
    without(monkeypatch, "nncf")
    with pytest.raises(ValueError) as refused:
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="cpu", runtime="openvino", dtype=dtype
        )
    said = str(refused.value)
    assert f"runtime='openvino', dtype='{dtype}' needs the nncf package" in said, said
    assert "pip install 'tt-depth-anything-3[runtimes]'" in said
    assert "'openvino int8" not in said


def test_the_cli_says_the_flags_words(monkeypatch, tiny_metric_checkpoint, tmp_path, capsys):
    without(monkeypatch, "nncf")
    code = main(["predict", "media/rocket.jpg", "--weights", str(tiny_metric_checkpoint),
                 "--runtime", "openvino", "--dtype", "int8", "--out", str(tmp_path / "o")])  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2, err
    assert "runtime='openvino', dtype='int8' needs the nncf package" in err, err
    assert "[runtimes]" in err


def test_the_internal_quantisers_say_it_the_same_way(monkeypatch):
    """Past the load's check (NNCF removed between), the quantisers word it the same way."""
    from tt_depth_anything_3.backends.runtimes import ov_int8, ov_weights

    without(monkeypatch, "nncf")
    with pytest.raises(ValueError, match="runtime='openvino', dtype='int8w' needs the nncf"):
        ov_weights.compress_weights_int8(object())
    with pytest.raises(ValueError, match="runtime='openvino', dtype='int8' needs the nncf"):
        ov_int8.quantize_int8(object(), None)
