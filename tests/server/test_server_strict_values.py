"""Values the server once read loosely, now held to what the schema says: JSON ``true`` /
``false`` and numeric strings where a number is asked for (pydantic's lax mode took them as 1, 0
or the number), the ``Accept`` header's quality values, and a one-line 422 for a camera value
out of bounds (a union type once reported every member, in several hundred characters)."""

from __future__ import annotations

import numpy as np
import pytest

from support.app_testing import b64, encode, ready_client
from support.fake_models import ReconstructingModel
from tt_depth_anything_3.server.negotiation import accept_quality

NPZ = "application/x-npz"
K = [[100, 0, 60], [0, 100, 45], [0, 0, 1]]
P = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]]


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, max_body_mb=1.0) as client:
        yield client


@pytest.fixture(scope="module")
def scene_client(tiny_metric_checkpoint, tiny_metric_model):
    """``reconstruct`` stood in by the demo room: these tests check the route's parsing."""
    model = ReconstructingModel(tiny_metric_model)
    with ready_client(tiny_metric_checkpoint, model, max_body_mb=1.0, max_views=4) as client:
        yield client


@pytest.fixture()
def image(photo) -> str:
    return b64(encode(photo))


@pytest.mark.parametrize(
    "field, value",
    [("focal_px", True), ("png_scale", False), ("max_depth_m", True), ("focal_px", "500")],
)
def test_predict_numbers_must_be_json_numbers(client, image, field, value):
    response = client.post("/predict", json={"image": image, field: value})
    assert response.status_code == 422, response.text
    detail = response.json()["detail"]
    assert detail.startswith(f"{field}: Input should be a valid number"), detail
    assert len(detail) < 120, detail


def test_predict_whole_numbers_still_pass_as_floats(client, image):
    response = client.post("/predict", json={"image": image, "focal_px": 100, "png_scale": 2})
    assert response.status_code == 200, response.text
    assert response.json()["focal_px"] == pytest.approx(100.0, rel=1e-3)


@pytest.mark.parametrize(
    "extra, where",
    [
        ({"max_points": True}, "max_points"),
        ({"max_points": 5.0}, "max_points: Input should be a valid integer"),
        ({"seed": "5"}, "seed: Input should be a valid integer"),
        ({"seed": False}, "seed"),
        ({"intrinsics": [[True, 0, 60], [0, 100, 45], [0, 0, 1]]}, "intrinsics.(3, 3).0.0"),
        (
            {"intrinsics": [[[1e12, 0, 60], [0, 100, 45], [0, 0, 1]], K]},
            "intrinsics.(N, 3, 3).0.0.0",
        ),
        ({"extrinsics": [[[1, 0, 0, 1e12], [0, 1, 0, 0], [0, 0, 1, 0]], P]}, "extrinsics.0.0.3"),
    ],
)
def test_reconstruct_refusals_are_one_short_line(scene_client, photo, extra, where):
    views = [b64(encode(np.roll(photo, 5 * i, axis=1))) for i in range(2)]
    response = scene_client.post("/reconstruct", json={"images": views, "format": "none", **extra})
    assert response.status_code == 422, response.text
    detail = response.json()["detail"]
    assert detail.startswith(where) and ";" not in detail, detail
    assert len(detail) < 120, detail


def test_reconstruct_form_fields_stay_text(scene_client, photo):
    """Multipart form fields are text: ``max_points=800`` is still read as the number (with
    the glb they thin: with another format they are a 422, below)."""
    files = [("images", (f"v{i}.png", encode(photo), "image/png")) for i in range(2)]
    data = {"max_points": "800", "seed": "+3", "format": "glb"}
    response = scene_client.post("/reconstruct", files=files, data=data)
    assert response.status_code == 200, response.text


@pytest.mark.parametrize(
    ("field", "text"),
    [
        ("seed", "1_0"),
        ("max_points", " 800"),
        ("max_points", "800 "),
        ("seed", "10.0"),
        ("seed", "\uff11\uff10"),  # full-width digits: 422 before too
    ],
)
def test_reconstruct_form_numbers_are_plain_decimal_text(scene_client, photo, field, text):
    """A form's whole numbers were read as pydantic's lax int reads text (``1_0`` as 10,
    `` 800`` as 800), where ``/predict_png``'s query and a JSON body refuse such text: 422,
    the field named."""
    files = [("images", (f"v{i}.png", encode(photo), "image/png")) for i in range(2)]
    response = scene_client.post("/reconstruct", files=files, data={field: text, "format": "none"})
    assert response.status_code == 422, response.text
    assert response.json()["detail"].startswith(f"{field}: Input should be a valid integer")


@pytest.mark.parametrize(
    "accept, npz",
    [
        (NPZ, True),
        (f"{NPZ};q=0", False),
        (f"application/json, {NPZ};q=0.5", False),
        (f"{NPZ};q=0.9, application/json;q=0.8", True),
        (f"application/*;q=0.3, {NPZ}", True),
        ("*/*", False),
        ("", False),
    ],
)
def test_predict_honours_accept_quality(client, image, accept, npz):
    response = client.post("/predict", json={"image": image}, headers={"Accept": accept})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith(NPZ if npz else "application/json")


def test_accept_quality_reads_the_most_specific_range():
    assert accept_quality("", NPZ) == (1.0, False)
    assert accept_quality("text/html", NPZ) == (0.0, False)
    assert accept_quality(f"*/*;q=0.2, application/*;q=0.4, {NPZ};q=0.7", NPZ) == (0.7, True)
    assert accept_quality("*/*;q=0.2, application/*;q=0.4", NPZ) == (0.4, False)
    assert accept_quality(f"{NPZ.upper()} ; Q=0.5", NPZ) == (0.5, True)
    assert accept_quality(f"{NPZ};q=7", NPZ) == (1.0, True)  # clamped to [0, 1]


@pytest.mark.parametrize(
    "headers, says",
    [
        ({"Content-Type": ";;;"}, "unsupported Content-Type ';;;'"),
        ({"Content-Type": "text/plain"}, "unsupported Content-Type 'text/plain'"),
        ({}, "no Content-Type"),
    ],
)
def test_a_refused_content_type_is_named_as_sent(client, headers, says):
    response = client.post("/predict", content=b"{}", headers=headers)
    assert response.status_code == 415
    assert response.json()["detail"].startswith(says), response.json()


@pytest.mark.parametrize("text", ["yes", "on", "1", "t", "y", "no", "off", "0", "f", " true"])
def test_reconstruct_form_flags_are_true_or_false(scene_client, photo, text):
    """A form's ``colmap_images`` was read as pydantic's lax bool reads text (``yes``, ``on``,
    ``1``, ``t`` as true; ``n``, ``0`` as false), where ``/predict_png``'s and ``/stream``'s
    query flags take ``true`` / ``false`` only: 422, the field named."""
    files = [("images", (f"v{i}.png", encode(photo), "image/png")) for i in range(2)]
    data = {"colmap_images": text, "format": "colmap"}
    response = scene_client.post("/reconstruct", files=files, data=data)
    assert response.status_code == 422, response.text
    assert response.json()["detail"].startswith("colmap_images: should be true or false")


def test_reconstruct_form_flags_take_any_case(scene_client, photo):
    files = [("images", (f"v{i}.png", encode(photo), "image/png")) for i in range(2)]
    off = {"colmap_images": "FALSE", "format": "none"}
    assert scene_client.post("/reconstruct", files=files, data=off).status_code == 200
    on = scene_client.post("/reconstruct", files=files, data={**off, "colmap_images": "True"})
    assert on.status_code == 422 and "colmap_images needs format colmap" in on.json()["detail"]


@pytest.mark.parametrize("fmt", ["ply", "npz", "colmap", "none"])
@pytest.mark.parametrize("extra", [{"max_points": 800}, {"seed": 3}, {"max_points": 9, "seed": 1}])
def test_reconstruct_thinning_needs_the_glb(scene_client, photo, fmt, extra):
    """``max_points`` / ``seed`` thin the glb's points; with another format they were dropped
    in silence (a ply of 18,816 points for ``max_points: 10``), where ``tt-da3 reconstruct``
    refuses ``--max-points`` without ``--format glb`` and ``scene.save`` an option its writer
    does not take: 422 naming them, JSON and multipart alike."""
    views = [encode(np.roll(photo, 5 * i, axis=1)) for i in range(2)]
    body = {"images": [b64(v) for v in views], "format": fmt, **extra}
    files = [("images", (f"v{i}.png", v, "image/png")) for i, v in enumerate(views)]
    form = {"format": fmt, **{k: str(v) for k, v in extra.items()}}
    for response in (
        scene_client.post("/reconstruct", json=body),
        scene_client.post("/reconstruct", files=files, data=form),
    ):
        assert response.status_code == 422, response.text
        detail = response.json()["detail"]
        assert detail.startswith(", ".join(extra) + ": only with format glb"), detail
        assert f"got format {fmt}" in detail, detail


def test_reconstruct_thinning_with_the_glb_or_left_out(scene_client, photo):
    views = [b64(encode(np.roll(photo, 5 * i, axis=1))) for i in range(2)]
    glb = {"images": views, "max_points": 50, "seed": 2}
    assert scene_client.post("/reconstruct", json=glb).status_code == 200
    assert (
        scene_client.post("/reconstruct", json={"images": views, "format": "ply"}).status_code
        == 200
    )
