"""The web page's answer headers. ``page_headers``: the Content-Security-Policy of ``GET /``
(its own scripts, the inline ones by their sha256, its import map, workers, WebGL, ``/stream``;
nothing from elsewhere, no framing) with ``X-Frame-Options``; ``static_headers``: files under
``/static/`` are revalidated on every use (``no-cache`` with a strong ``ETag``), so after an
upgrade a browser never mixes an old script with a new page; an HTML one has the page's
headers too."""

from __future__ import annotations

import base64
import functools
import hashlib
import re

INLINE = re.compile(r"<(script|style)(?![^>]*\bsrc=)[^>]*>(.*?)</\1>", re.DOTALL)
REVALIDATE = "no-cache"


def sha256_source(text: str) -> str:
    """The CSP source that allows an inline script or style whose content is ``text``."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


@functools.cache
def content_security_policy(html: str) -> str:
    """The policy of the page ``html``: its inline ``<script>`` (import map included) and
    ``<style>`` by hash, everything else from this server only (``'self'`` covers the same
    host's ``ws:``/``wss:`` for ``/stream``); ``blob:`` for the picked image and the glb link."""
    scripts, styles = [], []
    for tag, body in INLINE.findall(html):
        (scripts if tag == "script" else styles).append(sha256_source(body))
    return "; ".join(
        (
            "default-src 'none'",
            "script-src 'self' " + " ".join(scripts),
            "style-src 'self' " + " ".join(styles),
            "img-src 'self' blob: data:",
            "media-src 'self' blob:",
            "connect-src 'self' blob: data:",
            "worker-src 'self' blob:",
            "base-uri 'none'",
            "form-action 'none'",
            "frame-ancestors 'none'",
        )
    )


def page_headers(html: str) -> dict[str, str]:
    """The headers of ``GET /``: its policy, no framing (old browsers too), revalidated."""
    return {
        "Content-Security-Policy": content_security_policy(html),
        "X-Frame-Options": "DENY",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": REVALIDATE,
    }


def entity_tag(content: bytes) -> str:
    """A strong validator of ``content``."""
    return '"' + hashlib.sha256(content).hexdigest()[:32] + '"'


def static_headers(content: bytes, media_type: str = "") -> dict[str, str]:
    """The headers of a ``/static/`` file: used again only once the server says it is current,
    never sniffed; an HTML file (``/static/index.html`` is the page itself) gets the page's
    policy and no framing as ``GET /`` does (it once had neither: framable, no CSP)."""
    headers = {"Cache-Control": REVALIDATE, "ETag": entity_tag(content)}
    headers["X-Content-Type-Options"] = "nosniff"
    if media_type.startswith("text/html"):
        headers = {**page_headers(content.decode("utf-8")), **headers}
    return headers


def not_modified(if_none_match: str | None, content: bytes) -> bool:
    """Whether a request's ``If-None-Match`` names ``content``'s tag (or ``*``)."""
    if not if_none_match:
        return False
    tag = entity_tag(content)
    given = [item.strip().removeprefix("W/") for item in if_none_match.split(",")]
    return "*" in given or tag in given
