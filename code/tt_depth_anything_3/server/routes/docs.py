"""``GET /docs`` (Swagger UI) and ``GET /redoc`` (ReDoc): FastAPI's pages, their scripts served
from this server's ``/static/vendor/`` (``scripts/vendor_api_docs.sh``) instead of a CDN, so
they work on a machine without the internet."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import HTMLResponse

from ...version import __version__

router = APIRouter()
OPENAPI_URL = "/openapi.json"  # FastAPI's default, which create_app keeps
VENDOR = "/static/vendor"
TITLE = f"Depth Anything 3 depth server {__version__}"


@router.get("/docs", include_in_schema=False)
async def swagger_ui() -> HTMLResponse:
    return get_swagger_ui_html(
        openapi_url=OPENAPI_URL,
        title=f"{TITLE} - Swagger UI",
        swagger_js_url=f"{VENDOR}/swagger-ui/swagger-ui-bundle.js",
        swagger_css_url=f"{VENDOR}/swagger-ui/swagger-ui.css",
        swagger_favicon_url=f"{VENDOR}/swagger-ui/favicon-32x32.png",
    )


@router.get("/redoc", include_in_schema=False)
async def redoc() -> HTMLResponse:
    return get_redoc_html(
        openapi_url=OPENAPI_URL,
        title=f"{TITLE} - ReDoc",
        redoc_js_url=f"{VENDOR}/redoc/redoc.standalone.js",
        redoc_favicon_url=f"{VENDOR}/swagger-ui/favicon-32x32.png",
        with_google_fonts=False,
    )
