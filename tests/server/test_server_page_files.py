"""The web page's files read as text, without a browser (CI may have none; the behaviour is
driven in Chromium by ``test_server_browser_live.py`` where one is installed): the Live
camera's handlers belong to their own session, the key is checked before any request, the
controls are labelled and keyboard-usable, and SERVING.md names every route the page uses."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

from tt_depth_anything_3.config.options import MIN_FOCAL_PX, MIN_MAX_DEPTH_M

STATIC = resources.files("tt_depth_anything_3.server") / "static"
SERVING = Path(__file__).resolve().parents[2] / "SERVING.md"


def text(name: str) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


def function_body(source: str, name: str) -> str:
    """The text of ``function name(...) {...}`` up to the next function at the same indent."""
    found = re.search(rf"^( *)(async )?function {name}\(.*?\n(.*?)^\1}}", source, re.M | re.S)
    assert found, name
    return found.group(3)


def test_camera_handlers_belong_to_their_session():
    """A late close of an old socket, or its last JPEG, must not touch a newer session."""
    camera = text("camera.js")
    assert not re.search(r"\blet ws\b|\bmedia = null", camera)  # no module-wide socket
    start = function_body(camera, "start")
    onclose = re.search(r"ws\.onclose = \(event\) => \{(.*?)\n    \};", start, re.S)
    assert onclose and "if (session.ended) return;" in onclose.group(1)
    send = function_body(camera, "send")
    assert "session.ended" in send.split("toBlob", 1)[1]  # the socket may be gone by then


def test_camera_start_is_refused_while_one_is_pending():
    start = function_body(text("camera.js"), "start")
    first_await = start.index("await ")
    assert start.index("if (current) return;") < first_await
    assert start.index('$("camera-start").disabled = true') < first_await
    end = function_body(text("camera.js"), "end")
    assert "getTracks().forEach((track) => track.stop())" in end


def test_camera_status_words_and_frame_rate():
    camera = text("camera.js")
    for code in (1001, 1006, 1008, 1011, 1012, 1013):
        assert re.search(rf"^ +{code}: \"[a-z]", camera, re.M), code
    assert "fps" in function_body(camera, "onMessage")


def test_key_is_checked_before_every_request():
    """fetch throws on a key outside Latin-1, which read as "the server cannot be reached"."""
    page = text("index.html")
    assert "function keyProblem()" in page
    for source, name in ((page, "predict"), (page, "refreshStatus")):
        body = function_body(source, name)
        assert body.index("keyProblem()") < body.index("fetch("), name
    scene = function_body(text("scene_view.js"), "reconstruct")
    assert scene.index("keyProblem") < scene.index("fetch(")
    camera = function_body(text("camera.js"), "start")
    assert camera.index("keyProblem") < camera.index("new WebSocket")


def test_key_change_runs_the_picked_image_again():
    page = text("index.html")
    handler = page.split('$("api-key").addEventListener("change"', 1)[1].split("\n});", 1)[0]
    assert "rerun()" in handler
    scene = text("scene_view.js")
    assert '$("pose-from").addEventListener("change"' in scene
    assert '$("api-key").addEventListener("change"' in scene


def test_controls_are_labelled_and_keyboard_usable():
    page = text("index.html")
    assert re.search(r'<label id="drop" for="file">', page)  # the whole box opens the chooser
    file_input = re.search(r"<input id=\"file\"[^>]*>", page).group(0)
    assert " hidden" not in file_input  # it takes the focus itself: Enter/Space open it
    assert re.search(r"<video id=\"camera-video\"[^>]*aria-label=", page)
    scene = text("scene_view.js")
    assert 'setAttribute("aria-label"' in scene and "canvas.tabIndex = 0" in scene
    assert "listenToKeyEvents(canvas)" in scene
    assert 'id="links-note"' in page  # the footer's links explained when a key is needed


def test_page_minor_points():
    page = text("index.html")
    assert "metric" not in re.search(r"<h1>(.*?)</h1>", page).group(1)  # before /info says
    assert re.search(rf'id="focal" type="number" min="{MIN_FOCAL_PX:g}"', page)
    assert re.search(rf'id="maxdepth" type="number" min="{MIN_MAX_DEPTH_M:g}"', page)
    # the photo's EXIF focal (the server's focal_px "exif"), the number box then unused
    assert '<input id="focal-exif" type="checkbox">' in page
    assert 'if ($("focal-exif").checked) body.focal_px = "exif";' in page
    assert '$("focal").disabled = $("focal-exif").checked' in page
    scene = text("scene_view.js")
    assert "views` " not in scene and "views..." not in scene
    assert 'plural(result.views, "view")' in scene
    drop = page.split('drop.addEventListener("drop"', 1)[1].split("\n});", 1)[0]
    assert "not a file" in drop


def page_routes() -> set[str]:
    """Every path the page, its scripts and its links use."""
    page, scripts = text("index.html"), text("camera.js") + text("scene_view.js")
    routes = set(re.findall(r'fetch\("(/[\w/]*)"', page + scripts))
    routes |= set(re.findall(r'(?:src|href)="(/[\w/.]*)"', page))
    routes |= {"/stream"} if "/stream?" in scripts else set()
    if re.search(r'"three": "/static/vendor/three/', page):  # the import map
        routes.add("/static/vendor/three/")
    return routes


def test_serving_md_names_every_route_the_page_uses():
    section = SERVING.read_text(encoding="utf-8").split("## The web page (`GET /`)", 1)[1]
    section = section.split("\n## ", 1)[0]
    routes = page_routes()
    assert {"/predict", "/info", "/reconstruct", "/stream", "/static/camera.js"} <= routes
    named = [rf"`(GET |POST |WS )?{re.escape(route)}" for route in sorted(routes)]
    missing = [pattern for pattern in named if not re.search(pattern, section)]
    assert not missing, missing
