"""The web page's 3D view in a real headless Chromium (WebGL through SwiftShader): several photos
go to ``POST /reconstruct`` (multipart), the answered glb is drawn by the vendored three.js, with
one camera per view. The server runs in-process (uvicorn in a thread) with ``reconstruct``
answering the demo room (known geometry), so the picture is a real scene, not random weights'
noise, drawn in its photos' colours; ``$TT_DA3_TEST_ARTEFACTS`` (default: the test's tmp folder)
gets the screenshot. Opened with ``bypass_csp``: Playwright's ``wait_for_function`` uses eval, which the page's policy refuses."""

from __future__ import annotations

import io
import os
import shutil
import threading
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from support.app_testing import encode, settings_for
from support.demo_scene import WALL_COLOURS, demo_scene
from support.fake_models import ReconstructingModel
from support.server_process import free_port, wait_until_ready
from tt_depth_anything_3.exports import glb_geometry
from tt_depth_anything_3.server import create_app

sync_api = pytest.importorskip("playwright.sync_api")
uvicorn = pytest.importorskip("uvicorn")
trimesh = pytest.importorskip("trimesh")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium package")
# WebGL without a GPU: ANGLE on SwiftShader (Chromium's software renderer).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
CLEAR_COLOUR = (0x14, 0x16, 0x1A)  # the view's background
ROOM_SIZE = (126, 168)  # the demo room's image size: about 40k points for 3 views


@pytest.fixture()
def room_server(tiny_metric_checkpoint, tiny_metric_model):
    port = free_port()
    model = ReconstructingModel(tiny_metric_model, size=ROOM_SIZE)
    app = create_app(settings_for(tiny_metric_checkpoint), model=model)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{port}"
    wait_until_ready(url, thread.is_alive, 60, lambda: "the uvicorn thread")
    try:
        yield url
    finally:
        server.should_exit = True
        thread.join(30)


def test_3d_view_draws_the_points_and_cameras(room_server, photo, tmp_path):
    artefacts = Path(os.environ.get("TT_DA3_TEST_ARTEFACTS", tmp_path))
    artefacts.mkdir(parents=True, exist_ok=True)
    files = []
    for i in range(3):
        files.append(tmp_path / f"view{i}.png")
        files[-1].write_bytes(encode(np.roll(photo, 9 * i, axis=1)))
    bad = tmp_path / "notes.png"
    bad.write_bytes(b"not an image")
    expected = glb_geometry(demo_scene(3, *ROOM_SIZE, original_size=(90, 120)), max_points=300_000)
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1100, "height": 1500}, bypass_csp=True)
        failed = []
        page.on("requestfailed", lambda request: failed.append(request.url))
        page.goto(room_server)
        page.wait_for_function("document.getElementById('status').textContent.endsWith('ready')")
        page.wait_for_selector("#scene-canvas")  # the module and three.js loaded

        page.set_input_files("#files3d", [str(bad)])
        page.wait_for_function("document.getElementById('scene-error').textContent.length > 0")
        assert page.text_content("#scene-error").startswith("400: images[0]: could not decode")

        page.set_input_files("#files3d", [str(f) for f in files])
        page.wait_for_selector("#scene-canvas[data-ready='1']", timeout=60_000)
        assert page.text_content("#scene-error") == ""
        canvas = page.locator("#scene-canvas")
        assert int(canvas.get_attribute("data-points")) == len(expected.points)
        assert int(canvas.get_attribute("data-cameras")) == 3
        assert page.locator("#cameras tr").count() == 4  # header + one row per view
        assert "3 views" in page.text_content("#scene-status")
        download = page.locator("#scene-download")
        assert download.is_visible() and download.get_attribute("href").startswith("blob:")
        with page.expect_download() as saved:
            download.click()
        glb = trimesh.load(saved.value.path(), file_type="glb")
        assert len(glb.geometry["points"].vertices) == len(expected.points)
        shot = np.asarray(Image.open(io.BytesIO(canvas.screenshot())).convert("RGB"))
        page.screenshot(path=str(artefacts / "scene_view_3d.png"), full_page=True)
        canvas.screenshot(path=str(artefacts / "scene_view_3d_canvas.png"))
        browser.close()
    assert not failed, failed  # every script came from the server (no CDN)
    drawn = np.any(np.abs(shot.astype(int) - CLEAR_COLOUR) > 8, axis=-1)
    assert drawn.mean() > 0.05, drawn.mean()  # points cover a good part of the view
    colours = {tuple(c) for c in shot[drawn][:: max(1, drawn.sum() // 5000)] // 16}
    assert len(colours) > 10  # the walls' colours, not one flat fill
    # ... and the photos' colours: the glb's sRGB bytes were drawn as glTF's linear ones, every
    # wall lighter than its photo (grey 150 as 202, red (220, 90, 70) as (239, 160, 143))
    palette = np.concatenate([WALL_COLOURS * 0.65, WALL_COLOURS]).astype(int)
    values, counts = np.unique(shot[drawn].reshape(-1, 3), axis=0, return_counts=True)
    for colour in values[np.argsort(counts)[::-1][:6]]:  # the most drawn: whole points
        assert np.abs(palette - colour).max(axis=1).min() <= 2, colour


# The names of the files the page puts in a form, in order (Playwright shows no multipart body).
RECORD_SENT_NAMES = (
    "window.sentNames = []; const append = FormData.prototype.append;"
    " FormData.prototype.append = function (key, value, name) {"
    " if (key === 'images') window.sentNames.push(name);"
    " return append.apply(this, arguments); };"
)


def test_3d_table_names_the_photos_in_order_with_their_focal(room_server, photo, tmp_path):
    """Photos picked in a mixed order go in their names' order (numbers by value), as
    ``tt-da3 reconstruct`` takes a folder's; the cameras table names each view's photo and gives
    its focal lengths in that photo's pixels (``original_intrinsics``: it showed ``intrinsics``,
    the network input's, as "focal px"). A 200 that cannot be read is said, and
    "reconstructing..." goes (it stayed, beside "TypeError: ...")."""
    names = ["view_10.png", "view_2.png", "view_1.png"]
    for i, name in enumerate(names):
        (tmp_path / name).write_bytes(encode(np.roll(photo, 9 * i, axis=1)))
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1100, "height": 1500}, bypass_csp=True)
        page.add_init_script(RECORD_SENT_NAMES)
        page.goto(room_server)
        page.wait_for_selector("#scene-canvas")
        with page.expect_response("**/reconstruct") as answer:
            page.set_input_files("#files3d", [str(tmp_path / name) for name in names])
        page.wait_for_selector("#scene-canvas[data-ready='1']", timeout=60_000)
        result = answer.value.json()
        rows = page.evaluate(
            "Array.from(document.querySelectorAll('#cameras tr')).slice(1)"
            ".map((tr) => Array.from(tr.cells).map((c) => c.textContent))"
        )
        sent = page.evaluate("window.sentNames")
        cut = '{"views": 3, "export": {"da'
        page.route("**/reconstruct", lambda r: r.fulfill(status=200, body=cut))
        page.set_input_files("#files3d", [str(tmp_path / name) for name in names])
        page.wait_for_function("document.getElementById('scene-error').textContent.length > 0")
        said = page.evaluate(
            "[document.getElementById('scene-error').textContent,"
            " document.getElementById('scene-status').textContent]"
        )
        browser.close()
    assert [row[1] for row in rows] == ["view_1.png", "view_2.png", "view_10.png"]
    assert sent == ["view_1.png", "view_2.png", "view_10.png"]  # the views' order
    for row, k, k_net in zip(
        rows, result["original_intrinsics"], result["intrinsics"], strict=True
    ):
        assert row[3] == f"{k[0][0]:.1f}, {k[1][1]:.1f}"
        assert k[0][0] != pytest.approx(k_net[0][0])  # the table is not the network's
    assert said[0].startswith("the server's answer could not be read"), said
    assert said[1] == "", said


def test_3d_without_webgl_says_so_and_still_reconstructs(room_server, photo, tmp_path):
    """A browser without WebGL (switched off, blocked, no driver): three.js cannot make its
    renderer and the module stopped, so picked photos did nothing and the page said nothing. It
    now says why there is no view, and the cameras table and the glb download still come."""
    files = []
    for i in range(2):
        files.append(tmp_path / f"view{i}.png")
        files[-1].write_bytes(encode(np.roll(photo, 9 * i, axis=1)))
    args = ["--headless", "--no-sandbox", "--disable-3d-apis", "--disable-gpu"]
    errors = []
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=args)
        page = browser.new_page(bypass_csp=True)
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(room_server)
        page.wait_for_function("document.getElementById('status').textContent.endsWith('ready')")
        page.wait_for_function("document.getElementById('scene-error').textContent.length > 0")
        page.set_input_files("#files3d", [str(f) for f in files])
        page.wait_for_function("document.getElementById('scene-status').textContent.length > 0")
        page.wait_for_function("!document.getElementById('scene-download').hidden", timeout=60_000)
        error = page.text_content("#scene-error")
        status = page.text_content("#scene-status")
        rows = page.locator("#cameras tr").count()
        browser.close()
    assert "cannot draw the 3D view (WebGL" in error, error
    assert status.startswith("2 views") and "orbit" not in status, status
    assert rows == 3
    assert errors == []
