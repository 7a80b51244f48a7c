"""``GET /static/...``: the web page's scripts (its 3D view and the vendored three.js) and the
API documentation pages' vendored Swagger UI and ReDoc, shipped as package data."""

from __future__ import annotations

import functools
from importlib import resources

from fastapi import APIRouter, Header, HTTPException
from fastapi.responses import Response

from ..page_policy import not_modified, static_headers

router = APIRouter()
SERVER_PACKAGE = "tt_depth_anything_3.server"  # static/ is its package data
MEDIA_TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".png": "image/png",
}


NO_FILE_NAMED = "no static file named: /static/ serves the files under it, no listing"


@functools.cache
def static_file(path: str) -> tuple[bytes, str]:
    """(content, media type) of ``static/<path>``; 404 for anything else."""
    if not path:
        raise HTTPException(404, NO_FILE_NAMED)
    parts = path.split("/")
    if any(part in ("", ".", "..") or part.startswith(".") for part in parts):
        raise HTTPException(404, f"no static file {path!r}")
    item = resources.files(SERVER_PACKAGE).joinpath("static", *parts)
    if not item.is_file():
        raise HTTPException(404, f"no static file {path!r}")
    suffix = "." + parts[-1].rsplit(".", 1)[-1] if "." in parts[-1] else ""
    return item.read_bytes(), MEDIA_TYPES.get(suffix, "text/plain; charset=utf-8")


@router.get("/static", include_in_schema=False)
async def static_root() -> Response:
    """404 at once: the slash redirect would lead to ``/static/``, a 404 too."""
    raise HTTPException(404, NO_FILE_NAMED)


@router.get("/static/{path:path}", include_in_schema=False)
async def static(path: str, if_none_match: str | None = Header(None)) -> Response:
    content, media = static_file(path)
    headers = static_headers(content, media)
    if not_modified(if_none_match, content):  # the browser's copy is current
        return Response(status_code=304, headers=headers)
    return Response(content, media_type=media, headers=headers)
