"""``WS /stream`` with ``format=f16``: depth over float16's largest value (65504) is clipped to
it and counted, as the PNG format counts its clipping; a plain cast sent ``inf`` and said
``saturated_pixels`` 0."""

from __future__ import annotations

import json
import warnings

import numpy as np

from support.app_testing import encode, ready_client
from tt_depth_anything_3.inference.outputs import DepthOutput
from tt_depth_anything_3.server.routes.stream import encode_frame
from tt_depth_anything_3.server.schemas import DepthOptions


def test_f16_depth_over_its_range_is_clipped_and_counted():
    depth = np.array([[10.0, 70000.0, np.inf], [1e6, 3.0, np.nan]], np.float32)
    out = DepthOutput(depth=depth, original_size=(2, 3), model_input_size=(2, 3), units="m")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's "overflow encountered in cast" before
        data, clipping = encode_frame(out, DepthOptions(), "f16")
    sent = np.frombuffer(data, "<f2").reshape(2, 3)
    assert sent[0].tolist() == [10.0, 65504.0, 65504.0]
    assert sent[1, :2].tolist() == [65504.0, 3.0] and np.isnan(sent[1, 2])
    assert clipping == {"saturation_m": 65504.0, "saturated_pixels": 3}  # inf too, NaN not
    _, png_clipping = encode_frame(out, DepthOptions(), "png")
    assert png_clipping["saturated_pixels"] == 3  # the PNG's own count, at 65.535 m


def test_the_stream_reports_f16_clipping(tiny_metric_checkpoint, tiny_metric_model, photo):
    """A focal length the stream accepts (1e9 px) makes metric depth far beyond 65504 m."""
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        with client.websocket_connect("/stream?format=f16&focal_px=1000000000") as ws:
            ws.send_bytes(encode(photo))
            header = json.loads(ws.receive_text())
            depth = np.frombuffer(ws.receive_bytes(), "<f2")
    assert np.isfinite(depth).all() and depth.max() == 65504.0
    assert header["saturation_m"] == 65504.0
    assert header["saturated_pixels"] == int(np.count_nonzero(depth == 65504.0)) > 0
