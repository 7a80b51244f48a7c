"""DepthOutput: encoders round-trip, metadata survives, colours mean what they say."""

from __future__ import annotations

import cv2
import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3 import DepthOutput


def _output(depth: np.ndarray) -> DepthOutput:
    return DepthOutput(
        depth=depth.astype(np.float32),
        original_size=depth.shape,
        model_input_size=depth.shape,
        units="m",
        sky=np.zeros_like(depth, dtype=np.float32),
        focal_px=500.0,
        focal_source="focal_px",
        timing_ms={"total": 1.0},
        model_name="da3metric-large",
    )


def test_png16_round_trip_within_one_step():
    depth = np.random.default_rng(0).uniform(0.5, 60.0, (40, 50))
    out = _output(depth)
    for scale in (1000.0, 256.0):
        decoded = cv2.imdecode(np.frombuffer(out.to_png16(scale), np.uint8), cv2.IMREAD_UNCHANGED)
        assert decoded.dtype == np.uint16
        assert np.abs(decoded / scale - out.depth).max() <= 0.5 / scale + 1e-6


def test_uint16_reports_saturation():
    depth = np.full((10, 10), 5.0)
    depth[0, :3] = 80.0  # 80 m x 1000 > 65535
    q = _output(depth).to_uint16(1000)
    assert q.saturated_pixels == 3 and q.array[0, 0] == 65535
    assert q.saturation_m == pytest.approx(65.535)
    with pytest.raises(ValueError):
        _output(depth).to_uint16(0)


def test_npz_keeps_float32_depth_and_metadata(tmp_path):
    out = _output(np.random.default_rng(1).uniform(1, 9, (12, 16)))
    path = out.save(tmp_path / "d.npz")
    back = DepthOutput.load_npz(path)
    np.testing.assert_array_equal(back.depth, out.depth)
    assert back.depth.dtype == np.float32
    assert back.metadata() == out.metadata()
    assert DepthOutput.load_npz(out.to_npz_bytes()).focal_px == 500.0


def test_save_by_extension(tmp_path):
    out = _output(np.linspace(1, 10, 200).reshape(10, 20))
    np.testing.assert_array_equal(np.load(out.save(tmp_path / "d.npy")), out.depth)
    png = Image.open(out.save(tmp_path / "d.png"))
    assert png.mode.startswith("I")
    jpg = Image.open(out.save(tmp_path / "d.jpg"))
    assert jpg.mode == "RGB" and jpg.size == (20, 10)
    with pytest.raises(ValueError, match="extension"):
        out.save(tmp_path / "new" / "d.tiff")
    assert not (tmp_path / "new").exists()  # a refused name makes no folder
    for name in ("a/b/d.png", "c/d.npz", "e/f/d.JPEG"):  # missing folders made, as Scene.save
        assert out.save(tmp_path / name).is_file()


def test_colorize_near_is_red_far_is_blue():
    depth = np.tile(np.linspace(1, 20, 64), (8, 1))
    rgb = _output(depth).colorize()
    near, far = rgb[:, 0].mean(0), rgb[:, -1].mean(0)
    assert near[0] > near[2] and far[2] > far[0]


def test_stats():
    depth = np.arange(1, 101, dtype=np.float32).reshape(10, 10)
    stats = _output(depth).stats()
    assert stats["min"] == 1 and stats["max"] == 100
    assert stats["median"] == pytest.approx(50.5)
    assert stats["p05"] == pytest.approx(np.percentile(depth, 5))


def test_model_output_carries_its_metadata(tiny_metric_model, photo):
    out = tiny_metric_model(photo, focal_px=100.0)
    assert out.units == "m" and out.backend == "torch" and out.device == "cpu"
    assert out.model_input_size == (112, 140) and out.original_size == (90, 120)
    assert set(out.timing_ms) >= {"preprocess", "infer", "postprocess", "total"}
    assert out.sky is not None and out.sky.shape == out.depth.shape
    assert tiny_metric_model.timing == out.timing_ms


def test_uint16_result_is_array_like():
    q = _output(np.full((4, 5), 2.5)).to_uint16(1000)
    assert q.shape == (4, 5) and q.dtype == np.uint16
    np.testing.assert_array_equal(np.asarray(q), np.full((4, 5), 2500, np.uint16))


def test_load_npz_takes_any_bytes_like_object():
    """``load_npz(bytearray(...))`` or a memoryview (what the image loaders take as bytes) was
    read as a path: a raw TypeError; another type, such as None, one from os.stat."""
    out = _output(np.random.default_rng(2).uniform(1, 9, (12, 16)))
    data = out.to_npz_bytes()
    for given in (bytearray(data), memoryview(data)):
        np.testing.assert_array_equal(DepthOutput.load_npz(given).depth, out.depth)
    for wrong in (None, 5):
        with pytest.raises(ValueError, match="load_npz reads a path"):
            DepthOutput.load_npz(wrong)


def test_load_npz_reads_an_open_file(tmp_path):
    """``load_npz(open(path, "rb"))``, an input the docs name, raised a raw ``TypeError`` from
    ``os.stat`` (a file object taken for a path), whatever the file held; a BytesIO that is not
    an archive was named by its repr ("'<_io.BytesIO object at 0x..>' are not ...")."""
    import io

    from tt_depth_anything_3.config.errors import InputError

    out = _output(np.random.default_rng(3).uniform(1, 9, (12, 16)))
    path = out.save(tmp_path / "depth.npz")
    with path.open("rb") as file:
        np.testing.assert_array_equal(DepthOutput.load_npz(file).depth, out.depth)
    (tmp_path / "junk.bin").write_bytes(b"junk" * 10)
    with (tmp_path / "junk.bin").open("rb") as file:
        with pytest.raises(InputError, match="junk.bin' is not an .npz file"):
            DepthOutput.load_npz(file)
    with pytest.raises(InputError, match="^the file is not an .npz file"):
        DepthOutput.load_npz(io.BytesIO(b"junk" * 10))
    with path.open("r", encoding="utf-8") as text, pytest.raises(InputError, match="as text"):
        DepthOutput.load_npz(text)


def test_save_to_something_that_is_not_a_path_is_an_input_error(tmp_path):
    """``DepthOutput.save(io.BytesIO())`` and ``Scene.save(b"/x.npz")`` raised pathlib's raw
    ``TypeError`` ("expected str, bytes or os.PathLike object"): an ``InputError`` naming the
    method and, for a depth map, the methods that give the bytes in memory."""
    import io

    from tt_depth_anything_3.config.errors import InputError
    from tt_depth_anything_3.geometry.scene import Scene

    out = _output(np.linspace(1, 10, 200).reshape(10, 20))
    with pytest.raises(InputError, match=r"DepthOutput.save takes a file path .* BytesIO.*to_npz"):
        out.save(io.BytesIO())
    with pytest.raises(InputError, match="Scene.save takes a file path"):
        Scene.save(object.__new__(Scene), b"/x.npz")  # type: ignore[arg-type]
    assert out.save(str(tmp_path / "d.npz")).is_file()
