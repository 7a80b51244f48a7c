"""The web page's camera mode in a real headless Chromium with a fake camera (Chromium's
``--use-fake-device-for-media-stream`` fed a y4m file made from the test photo): it streams
frames over ``WS /stream`` and draws each frame's depth. Opened with
``bypass_csp``: Playwright's ``wait_for_function`` uses eval, which the page's policy refuses."""

from __future__ import annotations

import contextlib
import re
import shutil
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from support.app_testing import settings_for
from support.server_process import free_port, running_server, serve_command, serving_in_thread
from tt_depth_anything_3.server import create_app

sync_api = pytest.importorskip("playwright.sync_api")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium package")


def write_y4m(path: Path, rgb: np.ndarray, frames: int) -> None:
    """A raw 4:2:0 video of ``frames`` shifted copies of ``rgb`` (even width and height)."""
    h, w = rgb.shape[0] // 2 * 2, rgb.shape[1] // 2 * 2
    with path.open("wb") as out:
        out.write(f"YUV4MPEG2 W{w} H{h} F10:1 Ip A1:1 C420jpeg\n".encode())
        for i in range(frames):
            ycc = np.asarray(Image.fromarray(np.roll(rgb[:h, :w], 4 * i, axis=1)).convert("YCbCr"))
            chroma = [Image.fromarray(ycc[..., c]).resize((w // 2, h // 2)) for c in (1, 2)]
            out.write(b"FRAME\n" + ycc[..., 0].tobytes() + b"".join(c.tobytes() for c in chroma))


@pytest.fixture(scope="module")
def camera_server(tiny_metric_checkpoint, tmp_path_factory):
    """``tt-da3 serve`` with the tiny model, for the module's tests that take its defaults
    (each test's page stops its camera and closes its socket)."""
    port = free_port()
    serve = ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--process-res", "140"]
    log = tmp_path_factory.mktemp("camera") / "server.log"
    with running_server(serve_command(port, *serve), port, log) as url:
        yield url


@contextlib.contextmanager
def camera_page(url: str, photo: np.ndarray, tmp_path: Path):
    """The web page at ``url``, ready, in headless Chromium whose fake camera plays 10 frames
    of the photo at 320x240."""
    video = tmp_path / "camera.y4m"
    write_y4m(video, np.asarray(Image.fromarray(photo).resize((320, 240))), 10)
    args = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={video}",
    ]
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=args)
        page = browser.new_page(bypass_csp=True)
        page.goto(url)
        page.wait_for_function("document.getElementById('status').textContent.endsWith('ready')")
        yield page
        browser.close()


def test_camera_mode_streams_live_depth(camera_server, photo, tmp_path):
    """Frames stream and draw; the status shows no rate for the first frame ("-- fps": one
    frame has none, it said "0.0 fps"), then one measured over the frames since."""
    with camera_page(camera_server, photo, tmp_path) as page:
        page.evaluate(  # every status text, as the page wrote it
            "() => { window.statuses = []; const s = document.getElementById('camera-status');"
            " new MutationObserver(() => window.statuses.push(s.textContent))"
            ".observe(s, {childList: true, characterData: true, subtree: true}); }"
        )
        page.click("#camera-start")
        page.wait_for_function(
            "Number(document.getElementById('camera-depth').dataset.frames) >= 3",
            timeout=60_000,
        )
        size = page.evaluate(
            "[document.querySelector('#camera-depth').width,"
            " document.querySelector('#camera-depth').height]"
        )
        painted = page.evaluate(
            "(() => { const c = document.querySelector('#camera-depth');"
            " const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
            " let n = 0; for (let i = 3; i < d.length; i += 4) if (d[i] === 255) n++;"
            " return n; })()"
        )
        assert "dropped" in page.text_content("#camera-status")
        statuses = [t for t in page.evaluate("window.statuses") if t.startswith("frame ")]
        page.click("#camera-stop")
    assert statuses[0].startswith("frame 1, -- fps"), statuses
    assert all(re.match(r"frame \d+, \d+\.\d fps", t) for t in statuses[1:]), statuses
    assert size[0] > 0 and size[1] > 0 and size[0] / size[1] == pytest.approx(4 / 3, rel=0.1)
    assert painted == size[0] * size[1]


def test_a_hidden_page_stops_its_camera_and_socket(camera_server, photo, tmp_path):
    """A page hidden (another tab) kept its camera on and its socket streaming: the server
    computed depth no one saw. Hidden, the session ends (tracks stopped, socket closed, the
    start button back); started again, it streams."""
    with camera_page(camera_server, photo, tmp_path) as page:
        page.evaluate(  # the socket each session opens, to see it closed
            "() => { window.sockets = []; const Real = window.WebSocket;"
            " window.WebSocket = function (...a) { const s = new Real(...a);"
            " window.sockets.push(s); return s; };"
            " Object.assign(window.WebSocket, Real); }"
        )
        page.click("#camera-start")
        frames = "Number(document.getElementById('camera-depth').dataset.frames || 0)"
        page.wait_for_function(f"{frames} >= 1", timeout=60_000)
        page.evaluate(  # what the browser does when the tab is switched away from
            "() => { Object.defineProperty(document, 'visibilityState',"
            " {value: 'hidden', configurable: true});"
            " document.dispatchEvent(new Event('visibilitychange')); }"
        )
        assert page.text_content("#camera-status") == "stopped: the page was hidden"
        page.wait_for_function("window.sockets[0].readyState === WebSocket.CLOSED")
        assert page.evaluate("document.getElementById('camera-video').srcObject") is None
        assert page.is_enabled("#camera-start") and not page.is_enabled("#camera-stop")
        page.evaluate(
            "() => { Object.defineProperty(document, 'visibilityState',"
            " {value: 'visible', configurable: true}); }"
        )
        seen = page.evaluate(frames)
        page.click("#camera-start")
        page.wait_for_function(f"{frames} > {seen}", timeout=60_000)
        page.click("#camera-stop")


def test_camera_mode_goes_on_after_a_refused_frame(
    tiny_metric_checkpoint, tiny_metric_model, photo, tmp_path
):
    """Every frame over --max-pixels is answered 422: the page says why and sends the next one
    (it used to wait forever after the first refusal). Served in a thread (``tt-da3 serve`` as
    a process serves the module's other camera tests)."""
    settings = settings_for(tiny_metric_checkpoint, max_pixels=1000)
    app = create_app(settings, model=tiny_metric_model)
    with serving_in_thread(app, settings) as url, camera_page(url, photo, tmp_path) as page:
        page.click("#camera-start")
        page.wait_for_function(
            "Number(document.getElementById('camera-depth').dataset.refused) >= 3",
            timeout=30_000,
        )
        assert page.text_content("#camera-status").startswith("422: ")
        page.click("#camera-stop")


def test_camera_on_an_insecure_page_says_why(tiny_metric_checkpoint, tiny_metric_model):
    """A browser gives the camera to secure pages only (https, or http on localhost): the page
    opened at another http address (the usual remote server) has no ``navigator.mediaDevices``,
    and "start camera" said "TypeError: Cannot read properties of undefined (reading
    'getUserMedia')". It now says what to do, and the buttons are back."""
    settings = settings_for(tiny_metric_checkpoint)
    app = create_app(settings, model=tiny_metric_model)
    args = ["--headless", "--no-sandbox", "--disable-gpu", "--use-fake-ui-for-media-stream"]
    args.append("--use-fake-device-for-media-stream")
    args.append("--host-resolver-rules=MAP camera.test 127.0.0.1")  # not localhost: insecure
    with serving_in_thread(app, settings) as url:
        with sync_api.sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=args)
            page = browser.new_page(bypass_csp=True)
            page.goto(url.replace("127.0.0.1", "camera.test"))
            page.wait_for_function(
                "document.getElementById('status').textContent.endsWith('ready')"
            )
            assert page.evaluate("window.isSecureContext") is False
            page.click("#camera-start")
            page.wait_for_function(
                "document.getElementById('camera-status').textContent.length > 0"
            )
            status = page.text_content("#camera-status")
            enabled = page.is_enabled("#camera-start"), page.is_disabled("#camera-stop")
            browser.close()
    assert "secure pages only" in status and "http://localhost" in status, status
    assert "TypeError" not in status
    assert enabled == (True, True)
