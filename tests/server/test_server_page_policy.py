"""The web page's answer headers, without a browser: ``GET /`` carries a Content-Security-Policy
that allows the page's own inline scripts (by hash) and nothing from elsewhere, and refuses
framing; ``/static/`` files are revalidated (``no-cache``, ``ETag``, 304)."""

from __future__ import annotations

import base64
import hashlib
import re

import pytest

from support.app_testing import ready_client
from tt_depth_anything_3.server.page_policy import entity_tag, not_modified


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        yield client


def directives(policy: str) -> dict[str, list[str]]:
    parts = (item.split() for item in policy.split(";") if item.strip())
    return {words[0]: words[1:] for words in parts}


def test_page_policy_allows_its_own_scripts_and_nothing_else(client):
    response = client.get("/")
    policy = directives(response.headers["content-security-policy"])
    html = response.text
    inline = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", html, re.DOTALL)
    assert len(inline) == 2  # the import map and the page's script
    for body in inline:
        digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode()
        assert f"'sha256-{digest}'" in policy["script-src"]
    assert policy["default-src"] == ["'none'"]
    assert policy["frame-ancestors"] == ["'none'"]
    assert "'self'" in policy["connect-src"]  # /info, /predict, /reconstruct and WS /stream
    every_source = [source for sources in policy.values() for source in sources]
    assert not [s for s in every_source if "unsafe" in s or "://" in s or s in ("*", "http:")]
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["cache-control"] == "no-cache"


def test_static_files_are_revalidated(client):
    first = client.get("/static/camera.js")
    assert first.headers["cache-control"] == "no-cache"  # not kept an hour after an upgrade
    tag = first.headers["etag"]
    assert tag == entity_tag(first.content)
    again = client.get("/static/camera.js", headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.content == b""
    other = client.get("/static/scene_view.js", headers={"If-None-Match": tag})
    assert other.status_code == 200 and other.headers["etag"] != tag


def test_not_modified_reads_a_list_weak_tags_and_star():
    tag = entity_tag(b"x")
    assert not_modified(f'"other", W/{tag}', b"x")
    assert not_modified("*", b"x")
    assert not not_modified(None, b"x") and not not_modified('"other"', b"x")


def test_the_page_under_static_has_the_page_headers(client):
    """``/static/index.html`` is the page itself (byte for byte): it was sent with no policy,
    no ``X-Frame-Options`` and no ``nosniff``, so any site could frame it and bypass ``/``'s."""
    page = client.get("/")
    copy = client.get("/static/index.html")
    assert copy.status_code == 200 and copy.content == page.content
    for name in ("content-security-policy", "x-frame-options", "x-content-type-options"):
        assert copy.headers[name] == page.headers[name], name
    assert copy.headers["x-frame-options"] == "DENY"
    assert copy.headers["etag"] == entity_tag(copy.content)
    again = client.get("/static/index.html", headers={"If-None-Match": copy.headers["etag"]})
    assert again.status_code == 304 and again.headers["x-frame-options"] == "DENY"
    script = client.get("/static/camera.js")
    assert script.headers["x-content-type-options"] == "nosniff"
    assert "content-security-policy" not in script.headers
