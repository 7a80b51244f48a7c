"""What an operator's probes of stop 49 found: ragged camera matrices on ``/reconstruct`` (a
500 that dropped the connection), query parameters ``/predict`` and ``/reconstruct`` ignored,
more multipart files than the parser's count answered as a malformed body, and the npz of a
client gone mid-body held open on disk."""

from __future__ import annotations

import asyncio
import json
import tempfile

import numpy as np
import pytest
from starlette.requests import ClientDisconnect

from support.app_testing import b64, encode, ready_client
from support.fake_models import ReconstructingModel
from tt_depth_anything_3.server.encoding import FileStream

pytest.importorskip("python_multipart")
I3 = [[200.0, 0.0, 60.0], [0.0, 200.0, 45.0], [0.0, 0.0, 1.0]]
I4 = [[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]


@pytest.fixture()
def client(tiny_metric_checkpoint, tiny_metric_model):
    model = ReconstructingModel(tiny_metric_model)
    with ready_client(tiny_metric_checkpoint, model, max_body_mb=4.0, max_views=4) as client:
        yield client


@pytest.fixture()
def views(photo) -> list[str]:
    return [b64(encode(np.roll(photo, 7 * i, axis=1))) for i in range(2)]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("intrinsics", [[200.0, 0.0, 60.0], [0.0, 200.0], [0.0, 0.0, 1.0]]),
        ("intrinsics", [I3, [[1.0, 2.0]]]),
        ("extrinsics", [[[1.0, 0.0], [0.0]], I4]),
        ("extrinsics", [I4, I4[:3] + [[0.0, 0.0, 1.0]]]),
    ],
)
def test_ragged_camera_matrices_are_a_422_naming_the_field(client, views, field, value):
    for response in (
        client.post("/reconstruct", json={"images": views, "format": "none", field: value}),
        client.post(
            "/reconstruct",
            files=[("images", (f"{i}.png", b"", "image/png")) for i in range(2)],
            data={"format": "none", field: json.dumps(value)},
        ),
    ):
        assert response.status_code == 422, response.text
        detail = response.json()["detail"]
        assert field in detail and "ragged" in detail
    # the connection and the server serve on
    answer = client.post("/reconstruct", json={"images": views, "format": "none",
                                               "intrinsics": I3})  # fmt: skip
    assert answer.status_code == 200, answer.text


@pytest.fixture()
def predict_client(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        yield client


@pytest.mark.parametrize("route", ["/predict", "/reconstruct"])
def test_a_query_parameter_of_a_body_route_is_a_422(request, views, route):
    client = request.getfixturevalue("predict_client" if route == "/predict" else "client")
    body = {"image": views[0]} if route == "/predict" else {"images": views, "format": "none"}
    response = client.post(f"{route}?output_format=npz&png_scale=5", json=body)
    assert response.status_code == 422, response.text
    detail = response.json()["detail"]
    assert "output_format, png_scale" in detail and "in the body" in detail
    assert client.post(route, json=body).status_code == 200


def test_a_query_parameter_of_predict_png_given_twice_is_a_422(predict_client, photo):
    response = predict_client.post("/predict_png?png_scale=1&png_scale=2", content=encode(photo),
                           headers={"Content-Type": "image/png"})  # fmt: skip
    assert response.status_code == 422 and "more than once" in response.json()["detail"]


def test_more_multipart_views_than_allowed_name_max_views(client):
    files = [("images", (f"{i}.png", b"x", "image/png")) for i in range(10_001)]
    response = client.post("/reconstruct", files=files, data={"format": "none"})
    assert response.status_code == 422, response.text
    assert "10001 images" in response.json()["detail"] and "max_views" in response.json()["detail"]


class Gone(OSError):
    pass


@pytest.mark.parametrize("spec", ["2.3", "2.4"])
@pytest.mark.parametrize("client_leaves", [False, True])
def test_a_streamed_npz_file_is_closed_however_the_answer_ends(spec, client_leaves):
    """Sent whole, or the client gone after the first piece (ASGI 2.4: an ``OSError`` from
    ``send``; before it, the disconnect message): the temporary file is closed at once, not
    when a garbage collection finds it."""
    file = tempfile.TemporaryFile()
    file.write(bytes(3 * 1024 * 1024))
    file.seek(0)
    response = FileStream(file, media_type="application/x-npz")
    sent = []

    async def send(message):
        if client_leaves and message.get("body"):
            raise Gone("the client went away")
        sent.append(message)

    async def receive():
        if client_leaves:
            return {"type": "http.disconnect"}
        await asyncio.sleep(3600)

    scope = {"type": "http", "asgi": {"spec_version": spec}}
    if client_leaves and spec == "2.4":
        with pytest.raises(ClientDisconnect):
            asyncio.run(response(scope, receive, send))
    else:
        asyncio.run(response(scope, receive, send))
    assert file.closed
    if not client_leaves:
        assert sum(len(m.get("body", b"")) for m in sent) == 3 * 1024 * 1024


def test_too_many_form_fields_says_so_first(client):
    """101 text fields (a well-formed body) were answered 400 "the multipart body is malformed:
    Too many fields. ..."; the detail now begins with the cause, the old words kept after it."""
    response = client.post(
        "/reconstruct",
        files=[("images", ("0.png", b"", "image/png"))],
        data={"format": "none", "note": [str(i) for i in range(100)]},
    )
    assert response.status_code == 400, response.text
    detail = response.json()["detail"]
    assert detail.startswith("too many form fields: more than 100 text fields"), detail
    assert "the multipart body is malformed: Too many fields" in detail
