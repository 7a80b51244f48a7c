"""``Content-Encoding: deflate`` is the zlib format (RFC 9110), but some clients send a raw
deflate stream (no zlib header: ``zlib.compressobj(wbits=-15)``, .NET's DeflateStream), which
was 400 "not valid deflate data". Both are read, as browsers read both; the header tells them
apart. A corrupt or truncated raw stream is still 400."""

from __future__ import annotations

import base64
import zlib

import numpy as np
import pytest

from support.app_testing import b64, encode, ready_client
from tt_depth_anything_3 import DepthOutput
from tt_depth_anything_3.server.decoding import window_bits


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, max_body_mb=1.0) as client:
        yield client


def raw_deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(wbits=-15)
    return packer.compress(data) + packer.flush()


def post(client, body: bytes):
    headers = {"Content-Type": "application/json", "Content-Encoding": "deflate"}
    return client.post("/predict", content=body, headers=headers)


def test_a_raw_deflate_body_is_read_as_the_zlib_one(client, tiny_metric_model, photo):
    body = f'{{"image": "{b64(encode(photo))}", "output_format": "npz"}}'.encode()
    answers = [post(client, packed) for packed in (zlib.compress(body), raw_deflate(body))]
    for response in answers:
        assert response.status_code == 200, response.text
    depths = [DepthOutput.load_npz(base64.b64decode(r.json()["depth"]["data"])) for r in answers]
    np.testing.assert_array_equal(depths[1].depth, depths[0].depth)
    np.testing.assert_array_equal(depths[0].depth, tiny_metric_model(encode(photo)).depth)


def test_a_truncated_or_corrupt_raw_stream_is_still_400(client):
    response = post(client, raw_deflate(b'{"image": "' + b"A" * 4000 + b'"}')[:-8])
    assert response.status_code == 400 and "truncated" in response.json()["detail"]
    response = post(client, b"\xff\xff\xff\xff not deflate")
    assert response.status_code == 400 and "not valid deflate data" in response.json()["detail"]


def test_the_header_tells_them_apart():
    assert window_bits("deflate", zlib.compress(b"x" * 100)) == 15
    assert window_bits("deflate", raw_deflate(b"x" * 100)) == -15
    assert window_bits("gzip", b"\x1f\x8b") == 31
