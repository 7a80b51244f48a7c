"""A JPEG body of more than ``MAX_JPEG_SCANS`` scans is answered 422 before it is decoded: a
249 KB file of 5,000 repeated progressive scans held a decode thread for 193 s, past
``request_timeout_s``'s 504 (a decode cannot be stopped), four of them every decode thread."""

from __future__ import annotations

import base64

import pytest

from support.app_testing import ready_client
from support.jpeg_scans import jpeg_bytes, scan_bomb


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        yield client


def test_predict_png_refuses_a_jpeg_of_too_many_scans(client):
    answer = client.post(
        "/predict_png", content=scan_bomb(), headers={"Content-Type": "image/jpeg"}
    )
    assert answer.status_code == 422, answer.text
    assert "is a JPEG of more than 500 scans" in answer.json()["detail"]


def test_predict_refuses_it_in_json_too(client):
    body = {"image": base64.b64encode(scan_bomb()).decode("ascii")}
    answer = client.post("/predict", json=body)
    assert answer.status_code == 422, answer.text
    assert "is a JPEG of more than 500 scans" in answer.json()["detail"]


def test_a_progressive_jpeg_as_encoders_write_it_is_served(client):
    answer = client.post(
        "/predict_png",
        content=jpeg_bytes(progressive=True),
        headers={"Content-Type": "image/jpeg"},
    )
    assert answer.status_code == 200, answer.text
