"""Image bodies in a format Pillow reads by running another program: an EPS is PostScript code
that Pillow hands to Ghostscript, so an EPS sent to the server ran Ghostscript on the sender's
code. Such a format is never opened (``inference.image_open.EXTERNAL_PROGRAM_FORMATS``)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from support.app_testing import ready_client
from tt_depth_anything_3.inference.images import ImageDecodeError, load_image


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        yield client


@pytest.fixture
def fake_ghostscript(tmp_path, monkeypatch):
    """Pillow's Ghostscript replaced by a script that leaves a mark when it runs."""
    from PIL import EpsImagePlugin

    mark = tmp_path / "ghostscript-ran"
    script = tmp_path / "gs"
    script.write_text(f"#!/bin/sh\ntouch {mark}\nexit 1\n", encoding="utf-8")
    script.chmod(0o755)
    monkeypatch.setattr(EpsImagePlugin, "gs_binary", str(script))
    return mark


def eps_bytes() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 48), (10, 200, 30)).save(buffer, format="EPS")
    return buffer.getvalue()


def test_an_eps_image_never_runs_ghostscript(client, fake_ghostscript, tmp_path):
    """An EPS body is PostScript code, and Pillow decodes it by running Ghostscript on it: a
    POST /predict_png of one (or a path given to the Python API) ran Ghostscript on the sender's
    code (here a script that leaves a mark). EPS is no longer opened: 400 naming PostScript."""
    data = eps_bytes()
    response = client.post("/predict_png", content=data, headers={"Content-Type": "image/png"})
    assert not fake_ghostscript.exists(), "the server ran Ghostscript on the body"
    assert response.status_code == 400, response.text
    assert "could not decode the image" in response.json()["detail"]
    assert "PostScript / EPS is not read" in response.json()["detail"]
    path = tmp_path / "drawing.eps"
    path.write_bytes(data)
    for source in (data, str(path)):
        with pytest.raises(ImageDecodeError, match="Ghostscript"):
            load_image(source)
    assert not fake_ghostscript.exists()
