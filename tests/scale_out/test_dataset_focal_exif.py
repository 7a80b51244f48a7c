"""``tt-da3 predict-dataset --focal-px exif``: each image's EXIF focal length, as ``tt-da3
predict --focal-px exif`` reads it (the flag took a number only: ``exif`` was refused by
argparse). The decode workers send each file's EXIF focal tags with its pixels; the replica
gives them to the model, so the focal length and its source are ``predict``'s, and an image
without them fails with ``predict``'s message (listed in failures.jsonl and on stderr)."""

from __future__ import annotations

import io
import math

import numpy as np
import pytest
from PIL import Image

pytest.importorskip("ray")

from tt_depth_anything_3.cli import build_parser  # noqa: E402
from tt_depth_anything_3.inference.exif_focal import (  # noqa: E402
    FULL_FRAME_DIAGONAL_MM,
    ExifCamera,
)
from tt_depth_anything_3.scale_out.predictor import (  # noqa: E402
    DepthPredictor,
    camera_from_row,
    camera_row,
    decode_batch,
)
from tt_depth_anything_3.scale_out.resources import ReplicaResources  # noqa: E402

EXIF_IFD, FOCAL_35MM = 0x8769, 0xA405


def jpeg(f35: float | None = None, width: int = 120, height: int = 90) -> bytes:
    """A JPEG with (or without) an EXIF FocalLengthIn35mmFilm tag."""
    exif = Image.Exif()
    if f35 is not None:
        exif.get_ifd(EXIF_IFD)[FOCAL_35MM] = f35
    pixels = np.random.default_rng(0).integers(0, 256, (height, width, 3), dtype=np.uint8)
    buffer = io.BytesIO()
    Image.fromarray(pixels).save(buffer, "JPEG", exif=exif)
    return buffer.getvalue()


@pytest.mark.parametrize("text", ["exif", "EXIF", " Exif "])
def test_the_flag_takes_exif_as_predict_does(tmp_path, text):
    args = build_parser().parse_args(
        ["predict-dataset", str(tmp_path), "--out", str(tmp_path / "o"), "--focal-px", text]
    )
    assert args.focal_px == "exif"


def test_the_flag_still_takes_a_number_and_refuses_other_words(tmp_path, capsys):
    argv = ["predict-dataset", str(tmp_path), "--out", str(tmp_path / "o"), "--focal-px"]
    assert build_parser().parse_args([*argv, "721.5"]).focal_px == 721.5
    with pytest.raises(SystemExit):
        build_parser().parse_args([*argv, "wide"])
    assert "expected a number of pixels or 'exif', got 'wide'" in capsys.readouterr().err


@pytest.mark.parametrize(
    "camera",
    [
        None,
        ExifCamera(26.0, None, None, 1.0, False),
        ExifCamera(None, 4.0, (30.0, 15.0), 0.5, True),
    ],
)
def test_a_camera_travels_as_a_row_and_back(camera):
    assert camera_from_row(camera_row(camera)) == camera


def test_a_replica_reads_each_files_exif_focal_as_predict_does(
    in_process_replica, tiny_metric_checkpoint, tiny_metric_model, tmp_path
):
    (tmp_path / "a.jpg").write_bytes(jpeg(f35=26))
    (tmp_path / "b.jpg").write_bytes(jpeg())
    batch = {
        "source": np.asarray([str(tmp_path / "a.jpg"), str(tmp_path / "b.jpg")], dtype=object),
        "name": np.asarray(["a", "b"], dtype=object),
        "intrinsics": np.full((2, 9), np.nan),
    }
    model = {"weights_path": str(tiny_metric_checkpoint), "process_res": 140}
    replica = DepthPredictor(
        model, ReplicaResources("cpu"), str(tmp_path / "out"), ("npz",), {"focal_px": "exif"}
    )
    answer = replica(decode_batch(batch, max_pixels=1_000_000))
    assert list(answer["status"]) == ["written", "failed"]
    assert "focal_px='exif': the image has no usable EXIF focal length" in answer["error"][1]
    expected = tiny_metric_model(str(tmp_path / "a.jpg"), focal_px="exif")
    assert expected.focal_px == pytest.approx(26 * math.hypot(120, 90) / FULL_FRAME_DIAGONAL_MM)
    with np.load(tmp_path / "out" / "a.npz") as npz:
        assert "exif-35mm: FocalLengthIn35mmFilm 26 mm" in str(npz["metadata"])
        np.testing.assert_allclose(npz["depth"], expected.depth, rtol=1e-5)
    assert not (tmp_path / "out" / "b.npz").exists()
