"""``ov_blob``: OpenVINO's cache file less its header is ``export_model``'s bytes; a model
compiled through the cache gives a blob that imports to the same outputs; a cache file of
another layout raises."""

from __future__ import annotations

import io

import numpy as np
import pytest

from tt_depth_anything_3.backends.runtimes.mapped_file import MappedFile
from tt_depth_anything_3.backends.runtimes.ov_blob import blob_from_cache_file, compile_to_blob

ov = pytest.importorskip("openvino")

PROPERTIES = {"INFERENCE_PRECISION_HINT": "f32", "INFERENCE_NUM_THREADS": 1}


def tiny_model():
    """x (1, 16) -> relu(x @ W + b) @ V: a few hundred weights."""
    from openvino import opset13 as ops

    rng = np.random.default_rng(0)
    x = ops.parameter([1, 16], np.float32, name="x")
    hidden = ops.relu(
        ops.add(
            ops.matmul(
                x, ops.constant(rng.standard_normal((16, 32), dtype=np.float32)), False, False
            ),
            ops.constant(rng.standard_normal((1, 32), dtype=np.float32)),
        )
    )
    y = ops.matmul(
        hidden, ops.constant(rng.standard_normal((32, 4), dtype=np.float32)), False, False
    )
    return ov.Model([y], [x], "tiny")


def test_the_cache_file_without_its_header_is_the_export(tmp_path):
    """The installed OpenVINO's cache file is its header line then ``export_model``'s bytes
    (of the same compiled model)."""
    compiled = ov.Core().compile_model(
        tiny_model(), "CPU", {**PROPERTIES, "CACHE_DIR": str(tmp_path / "cache")}
    )
    stream = io.BytesIO()
    compiled.export_model(stream)
    (cache_file,) = (tmp_path / "cache").glob("*.blob")
    blob_from_cache_file(cache_file, tmp_path / "model.blob")
    assert (tmp_path / "model.blob").read_bytes() == stream.getvalue()


def test_the_blob_imports_to_the_same_outputs(tmp_path):
    core = ov.Core()
    model = tiny_model()
    blob = tmp_path / "model.blob"
    compile_to_blob(core, model, PROPERTIES, blob, tmp_path / "scratch")
    assert not (tmp_path / "scratch").exists()

    image = np.random.default_rng(1).standard_normal((1, 16), dtype=np.float32)
    mapped = MappedFile(blob)
    imported = core.import_model(mapped.tensor(), "CPU", PROPERTIES)
    direct = core.compile_model(model, "CPU", PROPERTIES)
    got = imported.create_infer_request().infer({"x": image})[imported.outputs[0]]
    want = direct.create_infer_request().infer({"x": image})[direct.outputs[0]]
    np.testing.assert_array_equal(got, want)
    assert float(np.abs(want).max()) > 0.0


def test_an_existing_scratch_folder_is_refused(tmp_path):
    (tmp_path / "scratch").mkdir()
    with pytest.raises(FileExistsError):
        compile_to_blob(ov.Core(), tiny_model(), PROPERTIES, tmp_path / "b", tmp_path / "scratch")


@pytest.mark.parametrize(
    "header",
    [
        b"RR_UPCVO not a header\n",
        b'<?xml version="1.0"?><compiled_blob ie_version="x"/>\n',  # no alignment attribute
        b'<?xml version="1.0"?><compiled_blob ie_version="x" header_size_alignment="64"/>\n',
        b'<?xml version="1.0"?><compiled_blob ie_version="x" header_size_alignment="0"/>',
    ],
)
def test_a_cache_file_of_another_layout_raises(tmp_path, header):
    cache_file = tmp_path / "1.blob"
    cache_file.write_bytes(header + b"payload")
    with pytest.raises(RuntimeError, match="known layout"):
        blob_from_cache_file(cache_file, tmp_path / "out.blob")
    assert not (tmp_path / "out.blob").exists()


def test_the_known_header_is_dropped(tmp_path):
    cache_file = tmp_path / "1.blob"
    header = b'<?xml version="1.0"?><compiled_blob ie_version="x" header_size_alignment="0"/>\n'
    cache_file.write_bytes(header + b"RR\npayload\n")
    blob_from_cache_file(cache_file, tmp_path / "out.blob")
    assert (tmp_path / "out.blob").read_bytes() == b"RR\npayload\n"
