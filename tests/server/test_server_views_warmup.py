"""With ``--runtime onnxruntime`` an any-view model's views graph (``/reconstruct``) is built, or
loaded from the cache, before ``/ready`` turns 200, not on the first ``/reconstruct``: an outside
test saw that first ``/reconstruct`` export the graph for 55 s on the thread every request
shares, every ``/predict`` waiting behind it (p95 60 s, 504s under load)."""

from __future__ import annotations

import json
import logging

import pytest

from support.app_testing import b64, encode, settings_for, wait_ready
from support.graph_pool import use_pool
from tt_depth_anything_3.server import create_app

pytest.importorskip("onnxruntime")
pytest.importorskip("onnx")

BUILT = ("not cached yet", "exporting")  # the cache's and the exporter's log lines


def views_entries(cache_dir) -> list[dict]:
    """The ``entry.json`` of every cached ONNX graph of views."""
    entries = [json.loads(p.read_text(encoding="utf-8")) for p in cache_dir.rglob("entry.json")]
    return [e for e in entries if json.dumps(e).find('"views": true') >= 0]


def test_the_views_graph_is_ready_before_ready(
    tiny_anyview_checkpoint, photo, tmp_path, monkeypatch, caplog, graph_pool
):
    from fastapi.testclient import TestClient

    cache_dir = tmp_path / "cache"
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(cache_dir))
    use_pool(monkeypatch, graph_pool)  # graphs the runtimes tests exported are copied, not made
    caplog.set_level(logging.INFO)
    settings = settings_for(tiny_anyview_checkpoint, runtime="onnxruntime", process_res=70)
    with TestClient(create_app(settings)) as client:
        wait_ready(client, timeout_s=300)
        model = client.app.state.server.model
        backend = model.describe()["backend"]
        assert any("views" in shape for shape in backend["shapes"]), backend["shapes"]
        assert views_entries(cache_dir), list(cache_dir.rglob("entry.json"))
        assert "any-view network warmed in" in caplog.text
        loaded = dict(backend["load_ms"])
        caplog.clear()
        image = b64(encode(photo[:120, :160]))
        reply = client.post("/reconstruct", json={"images": [image, image], "format": "none"})
        assert reply.status_code == 200, reply.text
        after = model.describe()["backend"]["load_ms"]
    assert after == loaded  # no session made, no graph built for the first /reconstruct
    assert not any(text in caplog.text for text in BUILT), caplog.text
