"""The web page in a real headless Chromium (Debian's ``chromium``, driven by Playwright's Python
package), against a real uvicorn server: upload a photo, the depth appears, hover shows metres.
A screenshot is saved to ``$TT_DA3_TEST_ARTEFACTS`` (default: the test's tmp folder). Pages are
opened with ``bypass_csp``: Playwright's ``wait_for_function`` uses eval, which the page's policy
refuses (``test_server_browser_live.py`` drives the page under its policy)."""

from __future__ import annotations

import os
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
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="module")
def web_server(tiny_metric_checkpoint, tmp_path_factory):
    port = free_port()
    log = tmp_path_factory.mktemp("web") / "server.log"
    flags = ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--process-res", "140"]
    with running_server(serve_command(port, *flags), port, log) as url:
        yield url


@pytest.fixture()
def artefacts(tmp_path) -> Path:
    folder = Path(os.environ.get("TT_DA3_TEST_ARTEFACTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def test_web_page_shows_depth_and_metres(web_server, tiny_metric_model, photo, tmp_path, artefacts):
    image = tmp_path / "photo.png"
    Image.fromarray(photo).save(image)
    expected = tiny_metric_model(image.read_bytes()).depth
    not_an_image = tmp_path / "notes.png"
    not_an_image.write_bytes(b"not an image")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1200, "height": 800}, bypass_csp=True)
        page.goto(web_server)
        page.wait_for_function("document.getElementById('status').textContent.endsWith('ready')")
        assert "da3metric-large" in page.text_content("#status")

        page.set_input_files("#file", str(not_an_image))
        page.wait_for_function("document.getElementById('error').textContent.length > 0")
        assert page.text_content("#error").startswith("400: could not decode")

        page.set_input_files("#file", str(image))
        page.wait_for_selector("#depth-canvas[data-ready='1']", timeout=30_000)
        assert page.text_content("#error") == ""
        size = page.evaluate(
            "[document.querySelector('#depth-canvas').width, "
            "document.querySelector('#depth-canvas').height]"
        )
        assert size == [expected.shape[1], expected.shape[0]]
        painted = page.evaluate(
            "(() => { const c = document.querySelector('#depth-canvas');"
            " const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
            " let n = 0; for (let i = 0; i < d.length; i += 4) if (d[i] || d[i+1] || d[i+2]) n++;"
            " return n; })()"
        )
        assert painted == expected.size  # every pixel coloured
        assert page.locator("#input-image").evaluate("img => img.naturalWidth") == 120

        box = page.locator("#depth-canvas").bounding_box()
        page.mouse.move(box["x"] + box["width"] * 0.3, box["y"] + box["height"] * 0.6)
        hover = page.text_content("#hover")
        found = re.fullmatch(r"depth at \((\d+), (\d+)\): (\d+\.\d{3}) m", hover)
        assert found, hover
        x, y, metres = int(found.group(1)), int(found.group(2)), float(found.group(3))
        assert metres == pytest.approx(float(expected[y, x]), abs=5e-4)
        assert "median" in page.text_content("#stats")
        assert "infer" in page.text_content("#timings")

        screenshot = artefacts / "server_web_page.png"
        page.screenshot(path=str(screenshot), full_page=True)
        browser.close()
    shot = np.asarray(Image.open(screenshot))
    assert shot.shape[0] > 100 and shot.std() > 0


def test_web_page_colours_inverse_depth_near_red(web_server):
    """Depth Anything V2's values are inverse depth (larger is nearer): the page paints its
    largest value red as ``DepthOutput.colorize`` does, and a depth's smallest value red."""
    rows = [[float(v) for v in np.linspace(1.0, 10.0, 50)] for _ in range(4)]
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(bypass_csp=True)
        page.goto(web_server)
        ends = {}
        for units in ("relative-inverse", "m", "relative"):
            ends[units] = page.evaluate(
                "([rows, units]) => { drawDepth(rows, units);"
                " const c = document.getElementById('depth-canvas').getContext('2d');"
                " return [Array.from(c.getImageData(0, 1, 1, 1).data.slice(0, 3)),"
                "  Array.from(c.getImageData(49, 1, 1, 1).data.slice(0, 3))]; }",
                [rows, units],
            )
        labels = page.evaluate("['m', 'relative', 'relative-inverse'].map(unitLabel)")
        browser.close()
    smallest, largest = ends["relative-inverse"]
    assert largest[0] > 100 and largest[2] < 60, largest  # red: the nearest
    assert smallest[2] > largest[2] and smallest[0] < 100, smallest  # blue-ish: far
    assert ends["m"] == ends["relative"] == [largest, smallest]  # depth: the reverse
    assert labels == ["m", "(relative)", "(relative inverse depth)"]


def test_web_page_sends_the_api_key(tiny_metric_checkpoint, tiny_metric_model, photo, tmp_path):
    """With ``--api-key`` the page loads (it is open), says it needs the key, and works once
    the key is typed into its field (sent as ``Authorization: Bearer``). Served in a thread
    on the session's model (``tt-da3 serve --api-key`` as a process serves the page in
    ``test_server_browser_live.py``)."""
    image = tmp_path / "photo.png"
    Image.fromarray(photo).save(image)
    settings = settings_for(tiny_metric_checkpoint, api_key="s3cret")
    with serving_in_thread(create_app(settings, model=tiny_metric_model), settings) as url:
        with sync_api.sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(bypass_csp=True)
            page.goto(url)
            page.wait_for_function(
                "document.getElementById('status').textContent.includes('API key')"
            )
            page.fill("#api-key", "s3cret")
            page.dispatch_event("#api-key", "change")
            page.wait_for_function(
                "document.getElementById('status').textContent.endsWith('ready')"
            )
            page.set_input_files("#file", str(image))
            page.wait_for_selector("#depth-canvas[data-ready='1']", timeout=30_000)
            assert page.text_content("#error") == ""
            browser.close()


def keyboard_chooser(page, selector: str, key: str, tries: int = 3):
    """The file chooser a key press on the focused ``selector`` opens. Headless Chromium under
    a loaded CI machine has let one press go without its chooser (30 s waited, twice in CI
    runs): the press is tried again, focused again, up to ``tries`` times, and a keyboard that
    never opens it still fails."""
    for _ in range(tries):
        page.focus(selector)
        try:
            with page.expect_file_chooser(timeout=10_000) as chooser:
                page.keyboard.press(key)
        except sync_api.TimeoutError:
            continue
        return chooser.value
    raise AssertionError(f"{key} on {selector} opened no file chooser in {tries} presses")


def test_web_page_keyboard_newest_pick_and_cleared_results(web_server, photo, tmp_path):
    """The file input takes the focus (Space opens it) and "choose a file" is its label; an
    earlier, slower answer is not drawn over a newer pick's; an error takes the last depth off
    the page; the same file picked again runs again."""
    image = tmp_path / "photo.png"
    Image.fromarray(photo).save(image)
    broken = tmp_path / "broken.png"
    broken.write_bytes(b"not an image")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(bypass_csp=True)
        page.goto(web_server)
        page.wait_for_function("document.getElementById('status').textContent.endsWith('ready')")
        assert page.get_attribute("#error", "role") == "alert"
        assert page.get_attribute("#status", "aria-live") == "polite"

        page.focus("#file")  # the file input itself takes the focus: Enter and Space open it
        assert page.evaluate(
            "document.activeElement.tagName + '#' + document.activeElement.id"
        ) == ("INPUT#file")
        keyboard_chooser(page, "#file", "Space").set_files(str(image))
        page.wait_for_selector("#depth-canvas[data-ready='1']", timeout=30_000)
        with page.expect_file_chooser() as chooser:  # "choose a file" is its label
            page.click("#choose")
        chooser.value.set_files(str(image))
        page.wait_for_selector("#depth-canvas[data-ready='1']", timeout=30_000)
        assert "photo.png" in page.get_attribute("#depth-canvas", "aria-label")

        page.set_input_files("#file", str(broken))  # an error clears the last depth
        page.wait_for_function("document.getElementById('error').textContent.length > 0")
        assert page.get_attribute("#depth-canvas", "data-ready") is None
        assert page.text_content("#stats") == "" and page.text_content("#hover") == ""

        calls = []

        def slow_first(route):  # the first of two picks answers last
            calls.append(route.request.post_data_json["image"][:40])
            if len(calls) == 1:
                page.wait_for_timeout(1500)
            route.continue_()

        page.route("**/predict", slow_first)
        page.set_input_files("#file", str(image))
        page.set_input_files("#file", str(broken))
        page.wait_for_timeout(3000)
        assert len(calls) == 2
        assert page.text_content("#error").startswith("400: could not decode")
        assert page.get_attribute("#depth-canvas", "data-ready") is None  # the photo's not drawn
        assert page.text_content("#input-caption") == "broken.png"
        page.unroute("**/predict")

        page.set_input_files("#file", str(image))  # the same file twice: two predictions
        page.wait_for_selector("#depth-canvas[data-ready='1']", timeout=30_000)
        page.evaluate("document.getElementById('depth-canvas').removeAttribute('data-ready')")
        page.set_input_files("#file", str(image))
        page.wait_for_selector("#depth-canvas[data-ready='1']", timeout=30_000)
        browser.close()


def test_web_page_says_an_unreadable_answer_and_a_lost_server(web_server, photo, tmp_path):
    """A 200 whose body cannot be read (cut short, or not JSON) left "computing..." on the page
    with "TypeError: Cannot read properties of undefined"; a failed /info poll while the model
    loads left "model loading" for ever. Both now say what happened, and the next pick works."""
    image = tmp_path / "photo.png"
    Image.fromarray(photo).save(image)
    polls = []

    def info(route):  # loading, then the server is gone
        polls.append(route.request.url)
        if len(polls) == 1:
            body = '{"status": "loading", "load_error": null, "model": null}'
            route.fulfill(status=503, body=body, content_type="application/json")
        else:
            route.abort()

    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(bypass_csp=True)
        page.route("**/info", info)
        page.goto(web_server)
        page.wait_for_function(
            "document.getElementById('status').textContent === 'the server cannot be reached'",
            timeout=15_000,
        )
        page.unroute("**/info")

        cut = '{"depth": {"format": "json", "data": [[1.0, 2'
        page.route(
            "**/predict",
            lambda route: route.fulfill(status=200, body=cut, content_type="text/json"),
        )
        page.set_input_files("#file", str(image))
        page.wait_for_function("document.getElementById('error').textContent.length > 0")
        said = page.evaluate(
            "[document.getElementById('error').textContent,"
            " document.getElementById('depth-caption').textContent]"
        )
        page.unroute("**/predict")
        page.set_input_files("#file", str(image))  # the server is back: the status recovers
        page.wait_for_selector("#depth-canvas[data-ready='1']", timeout=30_000)
        page.wait_for_function("document.getElementById('status').textContent.endsWith('ready')")
        browser.close()
    assert said[0].startswith("the server's answer could not be read"), said
    assert said[1] == "", said  # not "computing..."
