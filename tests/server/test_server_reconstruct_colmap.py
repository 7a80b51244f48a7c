"""``POST /reconstruct`` with ``format: colmap`` and ``colmap_images: true``: the zip holds the
image files its model names, each matching its camera, so that COLMAP runs on the unpacked
folder. Without the option the zip is the model alone, as it always was.

The zip held only the model, naming ``view_0000.png`` ..., its cameras upright: for an
EXIF-rotated upload (a portrait phone photo: stored landscape, orientation 6) no file the client
had matched them (COLMAP reads the stored pixels and ignores the tag), while ``tt-da3
reconstruct`` writes such cameras in the stored pixels. With the option a JPEG or PNG is sent
back as it came, its camera in its stored pixels; another format or a mirrored orientation comes
back upright, as PNG. The model
is the tiny checkpoint answering the demo room at the upload's size (one network pixel per
image pixel), so each observation lies on the stored pixel of its point's colour."""

from __future__ import annotations

import base64
import io
import zipfile

import numpy as np
import pytest
from PIL import Image, ImageOps

from support.app_testing import b64, ready_client
from support.demo_scene import demo_scene
from support.fake_models import ReconstructingModel

pytest.importorskip("python_multipart")

SIZE = (42, 56)  # (H, W) upright: the demo room's network size
STORED_OF = {  # upright -> the pixels a file with this EXIF orientation stores
    1: None,
    3: Image.Transpose.ROTATE_180,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_90,
    8: Image.Transpose.ROTATE_270,
}


@pytest.fixture()
def client(tiny_metric_checkpoint, tiny_metric_model):
    model = ReconstructingModel(tiny_metric_model, size=SIZE)
    with ready_client(tiny_metric_checkpoint, model) as client:
        yield client


def upload(upright: np.ndarray, orientation: int, fmt: str = "PNG") -> bytes:
    """``upright`` stored turned as a file of EXIF ``orientation`` would be, with the tag."""
    image = Image.fromarray(upright)
    if STORED_OF[orientation] is not None:
        image = image.transpose(STORED_OF[orientation])
    exif = Image.Exif()
    exif[0x0112] = orientation
    buffer = io.BytesIO()
    image.save(buffer, format=fmt, exif=exif, **({"quality": 95} if fmt == "JPEG" else {}))
    with Image.open(io.BytesIO(buffer.getvalue())) as check:
        if fmt == "PNG":  # the model sees ``upright`` from it
            np.testing.assert_array_equal(np.asarray(ImageOps.exif_transpose(check)), upright)
    return buffer.getvalue()


def colmap_answer(client, files: list[bytes], images: bool = True) -> zipfile.ZipFile:
    """The colmap zip of the answer, with the images (``colmap_images``) or without."""
    payload = {"images": [b64(f) for f in files], "format": "colmap", "colmap_images": images}
    body = client.post("/reconstruct", json=payload)
    assert body.status_code == 200, body.text
    return zipfile.ZipFile(io.BytesIO(base64.b64decode(body.json()["export"]["data"])))


def text_model(archive: zipfile.ZipFile) -> tuple[dict, dict, dict]:
    """cameras {id: (w, h)}, images {name: [(x, y, point id)]}, points {id: rgb} of the zip's
    text model."""

    def rows(name: str) -> list[list[str]]:
        text = archive.read(f"colmap/{name}").decode()
        return [line.split() for line in text.splitlines() if not line.startswith("#")]

    cameras = {int(r[0]): (int(r[2]), int(r[3])) for r in rows("cameras.txt")}
    image_rows = rows("images.txt")
    images = {}
    for head, points in zip(image_rows[::2], image_rows[1::2], strict=True):
        values = np.asarray(points, dtype=np.float64).reshape(-1, 3)
        images[head[9]] = (cameras[int(head[8])], values)
    points = {int(r[0]): np.asarray(r[4:7], dtype=np.uint8) for r in rows("points3D.txt")}
    return cameras, images, points


def check_observations(archive, name: str, points: dict, observations: np.ndarray) -> None:
    """Each observation of the image ``name`` lies on the stored pixel of its point's colour,
    in the file the zip holds under that name (read as COLMAP reads it: no EXIF turn)."""
    with Image.open(io.BytesIO(archive.read(f"colmap/images/{name}"))) as image:
        stored = np.asarray(image.convert("RGB"))
    seen = observations[observations[:, 2] >= 0]
    assert len(seen) > 100
    column, row = np.round(seen[:, :2]).astype(int).T
    colours = np.stack([points[int(p)] for p in seen[:, 2]])
    np.testing.assert_array_equal(stored[row, column], colours)


@pytest.mark.parametrize("orientation", [1, 3, 6, 8])
def test_a_png_comes_back_as_sent_with_its_camera_in_its_stored_pixels(client, orientation):
    upright = demo_scene(2, *SIZE, original_size=SIZE).images
    files = [upload(upright[0], orientation), upload(upright[1], 1)]
    archive = colmap_answer(client, files)
    _, images, points = text_model(archive)
    assert sorted(images) == ["view_0000.png", "view_0001.png"]
    for i, name in enumerate(sorted(images)):
        assert archive.read(f"colmap/images/{name}") == files[i]  # the bytes sent
        with Image.open(io.BytesIO(files[i])) as sent:
            assert images[name][0] == sent.size  # COLMAP's width x height of the file
        check_observations(archive, name, points, images[name][1])


def test_a_rotated_jpeg_comes_back_as_sent_with_its_camera_in_its_stored_pixels(client):
    """The portrait phone photo: stored 56 x 42, shown 42 x 56."""
    upright = demo_scene(1, *SIZE, original_size=SIZE).images[0]
    sent = upload(upright, 6, "JPEG")
    archive = colmap_answer(client, [sent])
    _, images, _ = text_model(archive)
    assert list(images) == ["view_0000.jpg"]
    assert archive.read("colmap/images/view_0000.jpg") == sent
    assert images["view_0000.jpg"][0] == (SIZE[0], SIZE[1])  # stored landscape: 42 wide


@pytest.mark.parametrize(("orientation", "fmt"), [(5, "PNG"), (6, "WEBP")])
def test_a_mirrored_or_other_format_comes_back_upright_as_png(client, orientation, fmt):
    """A mirrored orientation has no COLMAP camera, and COLMAP may not read another format:
    the upright image, as the model saw it, with the upright camera."""
    upright = demo_scene(1, *SIZE, original_size=SIZE).images[0]
    archive = colmap_answer(client, [upload(upright, orientation, fmt)])
    _, images, points = text_model(archive)
    assert list(images) == ["view_0000.png"]
    assert images["view_0000.png"][0] == (SIZE[1], SIZE[0])
    if fmt == "PNG":  # lossless: the colours exactly
        check_observations(archive, "view_0000.png", points, images["view_0000.png"][1])
    with Image.open(io.BytesIO(archive.read("colmap/images/view_0000.png"))) as image:
        assert image.format == "PNG" and image.size == (SIZE[1], SIZE[0])


def test_without_the_option_the_zip_is_the_model_alone_upright(client):
    """The default answer is the one clients had: the three model files only, the view named
    ``view_0000.png`` with the upright camera, even for a rotated JPEG."""
    upright = demo_scene(1, *SIZE, original_size=SIZE).images[0]
    sent = upload(upright, 6, "JPEG")
    for archive in (
        colmap_answer(client, [sent], images=False),
        zipfile.ZipFile(
            io.BytesIO(
                base64.b64decode(
                    client.post(
                        "/reconstruct", json={"images": [b64(sent)], "format": "colmap"}
                    ).json()["export"]["data"]
                )
            )
        ),
    ):
        assert sorted(archive.namelist()) == [
            "colmap/cameras.txt",
            "colmap/images.txt",
            "colmap/points3D.txt",
        ]
        _, images, _ = text_model(archive)
        assert list(images) == ["view_0000.png"]
        assert images["view_0000.png"][0] == (SIZE[1], SIZE[0])  # upright: 42 wide, 56 high


def test_the_option_as_a_form_field(client):
    """Multipart takes ``colmap_images`` as a form field, as the other options."""
    upright = demo_scene(1, *SIZE, original_size=SIZE).images[0]
    sent = upload(upright, 6, "JPEG")
    files = [("images", ("a.jpg", sent, "image/jpeg"))]
    for value, names in (
        ("true", ["colmap-bin/images/view_0000.jpg"]),
        ("false", []),
    ):
        response = client.post(
            "/reconstruct", files=files, data={"format": "colmap-bin", "colmap_images": value}
        )
        assert response.status_code == 200, response.text
        data = base64.b64decode(response.json()["export"]["data"])
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            assert [n for n in archive.namelist() if "/images/" in n] == names


@pytest.mark.parametrize("fmt", ["glb", "ply", "none"])
def test_the_option_with_another_format_is_refused(client, fmt):
    """``colmap_images`` with a format that is no COLMAP zip is a 422 naming the field, not an
    option dropped silently (JSON and multipart alike)."""
    sent = upload(demo_scene(1, *SIZE, original_size=SIZE).images[0], 1)
    json_answer = client.post(
        "/reconstruct", json={"images": [b64(sent)], "format": fmt, "colmap_images": True}
    )
    form_answer = client.post(
        "/reconstruct",
        files=[("images", ("a.png", sent, "image/png"))],
        data={"format": fmt, "colmap_images": "true"},
    )
    for response in (json_answer, form_answer):
        assert response.status_code == 422, response.text
        assert "colmap_images needs format colmap or colmap-bin" in response.json()["detail"]
        assert f"got format {fmt}" in response.json()["detail"]
