"""``focal_px: "exif"`` over HTTP: the Python API (``focal_px="exif"``) and the CLI
(``--focal-px exif``) take the image file's EXIF focal length; the server refused it
(``/predict``: "Input should be a valid number"; ``/predict_png``: not a number; ``WS /stream``:
not a JSON value). Now ``/predict``, ``/predict_png?focal_px=exif`` and
``WS /stream?focal_px=exif`` take it (any case) with the same meaning, and an image with no
usable EXIF focal gets 422 in the Python API's words."""

from __future__ import annotations

import io
import json
import math

import numpy as np
import pytest
from PIL import Image

from support.app_testing import b64, ready_client
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference.exif_focal import FULL_FRAME_DIAGONAL_MM

EXIF_IFD, FOCAL_35MM = 0x8769, 0xA405
PNG = {"Content-Type": "image/jpeg"}


def jpeg(f35: float | None = None, width: int = 120, height: int = 90) -> bytes:
    """A JPEG with ``FocalLengthIn35mmFilm`` ``f35`` in its EXIF (None: no EXIF)."""
    pixels = np.random.default_rng(0).integers(0, 256, (height, width, 3), dtype=np.uint8)
    buffer = io.BytesIO()
    exif = Image.Exif()
    if f35 is not None:
        exif.get_ifd(EXIF_IFD)[FOCAL_35MM] = f35
    Image.fromarray(pixels).save(buffer, "JPEG", exif=exif)
    return buffer.getvalue()


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        yield client


def test_predict_takes_exif_as_the_python_api(client, tiny_metric_model):
    data = jpeg(f35=26)
    expected = tiny_metric_model(data, focal_px="exif")
    assert expected.focal_px == pytest.approx(26 * math.hypot(120, 90) / FULL_FRAME_DIAGONAL_MM)
    for word in ("exif", "EXIF", " Exif "):
        body = {"image": b64(data), "focal_px": word, "output_format": "json"}
        response = client.post("/predict", json=body)
        assert response.status_code == 200, response.text
        answer = response.json()
        assert answer["focal_px"] == pytest.approx(expected.focal_px)
        assert answer["focal_source"] == expected.focal_source
        np.testing.assert_allclose(np.array(answer["depth"]["data"]), expected.depth, rtol=1e-5)


def test_predict_png_takes_exif(client, tiny_metric_model):
    data = jpeg(f35=26)
    response = client.post("/predict_png?focal_px=exif", content=data, headers=PNG)
    assert response.status_code == 200, response.text
    depth = np.asarray(Image.open(io.BytesIO(response.content)))
    assert np.array_equal(depth, tiny_metric_model(data, focal_px="exif").to_uint16(1000).array)
    assert not np.array_equal(depth, tiny_metric_model(data).to_uint16(1000).array)


def test_stream_takes_exif(client, tiny_metric_model):
    data = jpeg(f35=26)
    with client.websocket_connect("/stream?focal_px=EXIF") as ws:
        ws.send_bytes(data)
        header = json.loads(ws.receive_text())
        assert "status" not in header, header
        depth = np.asarray(Image.open(io.BytesIO(ws.receive_bytes())))
        expected = tiny_metric_model(data, focal_px="exif").to_uint16(1000).array
        assert np.array_equal(depth, expected)
        ws.send_bytes(jpeg())  # no EXIF: this frame's 422, the stream goes on
        error = json.loads(ws.receive_text())
        assert error["status"] == 422 and "no usable EXIF focal length" in error["detail"]


def test_no_usable_exif_is_422_in_the_python_api_words(client, tiny_metric_model):
    data = jpeg()  # no EXIF
    with pytest.raises(InputError) as api:
        tiny_metric_model(data, focal_px="exif")
    response = client.post("/predict", json={"image": b64(data), "focal_px": "exif"})
    assert response.status_code == 422
    assert response.json()["detail"] == str(api.value)
    assert str(api.value).startswith("focal_px='exif': the image has no usable EXIF focal")
    response = client.post("/predict_png?focal_px=exif", content=data, headers=PNG)
    assert response.status_code == 422 and response.json()["detail"] == str(api.value)


@pytest.mark.parametrize("value", ["exiff", "auto", "500", ""])
def test_other_words_are_refused(client, value):
    response = client.post("/predict", json={"image": b64(jpeg(26)), "focal_px": value})
    assert response.status_code == 422
    detail = response.json()["detail"]
    assert detail.startswith('focal_px: Input should be a valid number or "exif"'), detail
    if value not in ("", "500"):  # a query's 500 is a number
        query = f"/predict_png?focal_px={value}"
        response = client.post(query, content=jpeg(26), headers=PNG)
        assert response.status_code == 422 and '"exif"' in response.json()["detail"]


def test_the_schema_names_exif(client):
    schema = client.get("/openapi.json").json()
    body = schema["paths"]["/predict"]["post"]["requestBody"]["content"]["application/json"]
    options = body["schema"]["properties"]["focal_px"]
    assert {"const": "exif", "type": "string"} in options["anyOf"]
    query = {p["name"]: p for p in schema["paths"]["/predict_png"]["post"]["parameters"]}
    assert any(s.get("const") == "exif" for s in query["focal_px"]["schema"]["anyOf"])
