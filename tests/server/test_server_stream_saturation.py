"""``WS /stream`` replies say a PNG's clipping as ``/predict`` does (``saturation_m``,
``saturated_pixels``), from an outside test: depth over 65535 / ``png_scale`` was clipped to
65535 with nothing in the reply to say so."""

from __future__ import annotations

import json

import numpy as np

from support.app_testing import b64, encode, ready_client


def test_png_replies_say_their_clipping(tiny_metric_checkpoint, tiny_metric_model, photo):
    data = encode(photo)
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        with client.websocket_connect("/stream?png_scale=1e9") as ws:  # every pixel clipped
            ws.send_bytes(data)
            header = json.loads(ws.receive_text())
            ws.receive_bytes()
        body = {"image": b64(data), "output_format": "png", "png_scale": 1e9}
        predicted = client.post("/predict", json=body).json()["depth"]
        with client.websocket_connect("/stream?format=f16") as ws:
            ws.send_bytes(data)
            f16 = json.loads(ws.receive_text())
            ws.receive_bytes()
    assert header["saturated_pixels"] == header["height"] * header["width"] > 0
    assert np.isclose(header["saturation_m"], 65535 / 1e9)
    for name in ("saturation_m", "saturated_pixels"):  # the fields /predict gives
        assert header[name] == predicted[name]
    # f16 clips at its largest finite value (test_server_stream_f16.py): nothing near it here
    assert f16["saturation_m"] == 65504.0 and f16["saturated_pixels"] == 0
