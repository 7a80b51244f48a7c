"""Inputs an outside test of the Python API found mishandled: array subclasses, ``~`` in
paths, images over Pillow's own limit but within ``max_pixels``, config.json that is not an
object."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.checkpoints import CheckpointError
from tt_depth_anything_3.inference.images import ImageTooLargeError, load_image


@pytest.mark.parametrize("scale", [None, 255.0])
def test_a_numpy_matrix_is_an_image_array(tiny_metric_model, photo, scale):
    """np.matrix stays 2-D under indexing: it aborted the interpreter inside np.repeat."""
    gray = photo[..., 0] if scale is None else photo[..., 0] / scale
    out = tiny_metric_model(np.asmatrix(gray))
    plain = tiny_metric_model(np.asarray(gray))
    assert np.array_equal(out.depth, plain.depth)


def test_tilde_is_expanded_in_weights_and_image_paths(tiny_metric_checkpoint, photo, tmp_path):
    home = Path.home()
    folder = Path(shutil.copytree(tiny_metric_checkpoint, home / f".tt_da3_test_{tmp_path.name}"))
    try:
        Image.fromarray(photo).save(folder / "photo.png")
        tilde = f"~/{folder.name}"
        with DepthAnything3.from_pretrained(weights_path=tilde, device="cpu") as model:
            assert model(f"{tilde}/photo.png").depth.shape[0] > 0
            assert model(Path(tilde) / "photo.png").depth.shape[0] > 0
    finally:
        shutil.rmtree(folder)


def test_max_pixels_above_pillows_own_limit_is_honoured(tmp_path, monkeypatch):
    """Pillow refuses images over 2 x Image.MAX_IMAGE_PIXELS at open; an image within the
    caller's larger max_pixels is decoded, one over it refused with its true size."""
    path = tmp_path / "wide.png"
    Image.new("RGB", (200, 100), (10, 20, 30)).save(path)
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 4000)  # Pillow refuses > 8000 px
    decoded = load_image(path, max_pixels=30_000)
    assert decoded.rgb.shape == (100, 200, 3) and Image.MAX_IMAGE_PIXELS == 4000
    too_large = r"is 100x200 \(height x width\) = 20000 px, over the limit of 10000 px"
    with pytest.raises(ImageTooLargeError, match=too_large):
        load_image(path, max_pixels=10_000)
    assert load_image(path.read_bytes(), max_pixels=30_000).rgb.shape == (100, 200, 3)


@pytest.mark.parametrize("content", [[1, 2], "da3metric-large", None, 5])
def test_a_config_json_that_is_not_an_object_is_a_checkpoint_error(
    tiny_metric_checkpoint, tmp_path, content
):
    folder = Path(shutil.copytree(tiny_metric_checkpoint, tmp_path / "ckpt"))
    (folder / "config.json").write_text(json.dumps(content))
    with pytest.raises(CheckpointError, match="config.json holds a JSON .*, not an object"):
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")


@pytest.mark.parametrize("architecture", ["x", [1], {"backbone": 3}])
def test_a_malformed_architecture_is_named(tiny_metric_checkpoint, tmp_path, architecture):
    folder = Path(shutil.copytree(tiny_metric_checkpoint, tmp_path / "ckpt"))
    config = json.loads((folder / "config.json").read_text())
    config["architecture"] = architecture
    (folder / "config.json").write_text(json.dumps(config))
    with pytest.raises(ValueError, match="'architecture' must be an object of sections"):
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")


@pytest.mark.parametrize("sky_fill", ["max_depth", "p99"])
def test_sky_fill_holds_at_the_original_size(tiny_metric_model, photo, sky_fill):
    """Depth and sky are resized apart: every pixel the resized sky marks gets the fill value
    (it got bilinear mixes of sky and ground before)."""
    big = np.asarray(Image.fromarray(photo).resize((240, 180)))
    out = tiny_metric_model(big, max_depth_m=300.0, sky_fill=sky_fill, resize_to_original=True)
    assert out.depth.shape == (180, 240)
    sky = out.sky >= 0.3
    assert sky.any() and (~sky).any()
    assert np.unique(out.depth[sky]).size == 1
    if sky_fill == "max_depth":
        assert out.depth[sky][0] == np.float32(300.0)


def test_intrinsics_need_the_last_row_on_single_images(tiny_metric_model, photo):
    """K[2, 2] = 2 read as a focal length twice the normalised one; reconstruct refused it."""
    from tt_depth_anything_3.config.errors import InputError

    k = np.array([[500.0, 0, 60], [0, 500, 45], [0, 0, 2]])
    with pytest.raises(InputError, match=r"last row of \(0, 0, 1\)"):
        tiny_metric_model(photo, intrinsics=k)


@pytest.mark.parametrize("name", ["chunk_size", "overlap", "loop_top_k", "max_loops"])
def test_stream_counts_are_integers(name):
    from tt_depth_anything_3.exports.sequence import StreamOptions

    with pytest.raises(ValueError, match=f"{name} must be an integer, got 4.5"):
        StreamOptions(**{name: 4.5})


def test_options_a_relative_model_cannot_use(tmp_path, photo):
    """A camera on a relative model is ignored, now with a warning; max_depth_m on inverse
    depth (larger is nearer) would clamp the nearest region, and is refused."""
    import warnings as warnings_module

    from support.checkpoints import write_v2_pth_checkpoint
    from tt_depth_anything_3.config.errors import InputError, UnusedOptionWarning

    write_v2_pth_checkpoint(tmp_path)
    with DepthAnything3.from_pretrained(weights_path=tmp_path / "weights.pth", process_res=70) as m:
        assert m.units == "relative-inverse"
        with pytest.warns(UnusedOptionWarning, match="not used .relative depth has no metric"):
            assert m(photo, focal_px=500.0).focal_px is None
        with pytest.warns(UnusedOptionWarning, match="intrinsics is not used"):
            m.iter_predict([photo], intrinsics=np.eye(3)).__next__()
        with pytest.raises(InputError, match="max_depth_m would clamp the nearest region"):
            m(photo, max_depth_m=10.0)
        with warnings_module.catch_warnings():
            warnings_module.simplefilter("error", UnusedOptionWarning)
            m(photo)  # nothing given: silent


def test_the_unused_focal_warning_is_true_of_a_metric_v2_model(tmp_path, photo):
    """A V2-metric model predicts metres but was told "only metric models scale depth by the
    focal length"; each kind now says why its depth does not use the focal length."""
    from support.checkpoints import write_v2_pth_checkpoint
    from tt_depth_anything_3.config.errors import UnusedOptionWarning

    weights = write_v2_pth_checkpoint(tmp_path, "depth-anything-v2-metric-hypersim-small")
    with DepthAnything3.from_pretrained(weights_path=weights, process_res=70) as m:
        assert m.units == "m"
        with pytest.warns(UnusedOptionWarning) as caught:
            m(photo, focal_px=100.0)
    (message,) = [str(w.message) for w in caught]
    assert "focal_px is not used (its metres do not depend on the focal length;" in message
    assert "only metric models" not in message


def test_npz_files_with_bad_metadata_are_named(tiny_metric_model, photo, tmp_path):
    from tt_depth_anything_3 import DepthOutput
    from tt_depth_anything_3.config.errors import InputError

    path = tiny_metric_model(photo).save(tmp_path / "out.npz")
    with np.load(path) as data:
        arrays = dict(data)
    meta = json.loads(str(arrays["metadata"]))
    for key, value, message in (
        ("original_size", "bad", "original_size must be a .height, width. pair"),
        ("model_input_size", [70, -1], "model_input_size must be"),
        ("units", 5, "units must be text"),
    ):
        spoiled = {**arrays, "metadata": np.array(json.dumps({**meta, key: value}))}
        np.savez(tmp_path / "bad.npz", **spoiled)
        with pytest.raises(InputError, match=message):
            DepthOutput.load_npz(tmp_path / "bad.npz")
    np.savez(tmp_path / "bad.npz", **{**arrays, "metadata": np.array("{not json")})
    with pytest.raises(InputError, match="'.*bad.npz': its metadata is not valid JSON"):
        DepthOutput.load_npz(tmp_path / "bad.npz")
    np.savez(tmp_path / "other.npz", depth=np.zeros(3))
    with pytest.raises(InputError, match="other.npz' is an .npz without"):
        DepthOutput.load_npz(tmp_path / "other.npz")


def test_integer_weights_and_empty_model_ids_are_named(tiny_metric_checkpoint, tmp_path):
    from safetensors.numpy import load_file, save_file

    folder = Path(shutil.copytree(tiny_metric_checkpoint, tmp_path / "ckpt"))
    tensors = load_file(folder / "model.safetensors")
    first = sorted(tensors)[0]
    tensors[first] = tensors[first].astype(np.int64)
    save_file(tensors, folder / "model.safetensors")
    with pytest.raises(CheckpointError, match=rf"non-floating-point weights: \['{first} \(I64\)'"):
        DepthAnything3.from_pretrained(weights_path=folder, device="cpu")
    for model_id in ("", None):
        with pytest.raises(ValueError, match="model_id must name a model"):
            DepthAnything3.from_pretrained(model_id)


def test_depth_save_names_a_missing_extension_and_a_folder(tiny_metric_model, photo, tmp_path):
    from tt_depth_anything_3.config.errors import InputError

    out = tiny_metric_model(photo)
    with pytest.raises(InputError, match="'.png' has no extension; use a file name ending"):
        out.save(tmp_path / ".png")
    (tmp_path / "d.png").mkdir()
    with pytest.raises(InputError, match="d.png is a folder"):
        out.save(tmp_path / "d.png")
