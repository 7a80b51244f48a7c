"""``POST /reconstruct``: several views of one scene in (JSON with base64 images, or multipart
files), the cameras (poses and intrinsics) and the chosen export (glb by default) out. The same
limits, errors and queue as ``/predict``: body size (413), Content-Type (415), image size and
count (422), the bounded queue (503 with Retry-After) and the request timeout (504)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import Response
from starlette.formparsers import MultiPartException, MultiPartParser

from ...geometry.scene import Scene
from ..decoding import ClientGone, media_type
from ..lifecycle import admitted, client_closed, give_back_memory, receive, run_model
from ..reconstruct_io import (
    ReconstructOptions,
    ReconstructRequest,
    answer_body,
    close_views,
    decode_views,
    export_bytes,
    known_cameras,
    open_views,
    parse_form,
    parse_json,
)
from ..runner import Runner
from ..schemas import ERRORS
from ..state import ServerState, get_state

if TYPE_CHECKING:
    from ...api import DepthAnything3

State = Annotated[ServerState, Depends(get_state)]
router = APIRouter()
TYPES = ("application/json", "multipart/form-data")


async def parse(
    request: Request, body: bytes, runner: Runner
) -> tuple[ReconstructOptions, list[bytes]]:
    """The options and image files of either kind of body."""
    if media_type(request) == "application/json":
        return await runner.run_io(parse_json, body)

    async def stream():
        yield body

    parser = MultiPartParser(
        request.headers, stream(), max_files=10_000, max_fields=100, max_part_size=len(body) + 1
    )
    try:
        form = await parser.parse()
    except MultiPartException as err:
        raise HTTPException(400, f"the multipart body is malformed: {err}") from err
    try:
        files, fields = [], []
        for name, value in form.multi_items():
            if isinstance(value, str):
                fields.append((name, value))
            elif name == "images":
                files.append(await value.read())
            else:
                raise HTTPException(422, f"unexpected form file {name!r}; send 'images'")
    finally:
        await form.close()
    return await runner.run_io(parse_form, fields, files), files


async def reconstruct_on_device(
    state: ServerState,
    runner: Runner,
    model: DepthAnything3,
    views: list,
    options: ReconstructOptions,
) -> tuple[Scene, float]:
    """``model.reconstruct`` on the device thread; 422 when the model rejects the input, 503
    when it fails."""
    extra: dict[str, Any] = known_cameras(options)
    if options.format == "gs-ply":  # the 3D-Gaussian head runs only when they are asked for
        extra["gaussians"] = True

    def job() -> Scene:
        return model.reconstruct(
            views, pose_from=options.pose_from, ref_view=options.ref_view, **extra
        )

    return await run_model(state, runner, job)


@router.post(
    "/reconstruct",
    summary="Cameras and a point cloud (glb, ply, npz or COLMAP) from several views",
    responses=ERRORS,
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {"schema": ReconstructRequest.model_json_schema()},
                "multipart/form-data": {
                    "schema": {
                        "type": "object",
                        "required": ["images"],
                        "properties": {
                            "images": {
                                "type": "array",
                                "items": {"type": "string", "format": "binary"},
                            },
                            **{
                                name: {"type": "string"} for name in ReconstructOptions.model_fields
                            },
                        },
                    }
                },
            },
        }
    },
)
async def reconstruct(request: Request, state: State) -> Response:
    start = time.perf_counter()
    settings = state.settings
    try:
        model, runner, body = await receive(request, state, TYPES, "application/json")
    except ClientGone as err:
        return client_closed(str(err))

    async def work() -> Response:
        t0 = time.perf_counter()
        options, files = await parse(request, body, runner)
        if len(files) > settings.max_views:
            raise HTTPException(
                422,
                f"{len(files)} images, over the server's limit of {settings.max_views} "
                "views per request (its max_views setting)",
            )
        opened = await runner.run_io(open_views, files, settings.max_pixels)
        pixels = sum(view.decoded_pixels for view in opened)
        try:
            async with runner.pixels.reserve(pixels):
                views = await runner.run_io(decode_views, opened)
                decode_ms = (time.perf_counter() - t0) * 1e3
                t1 = time.perf_counter()
                scene, queue_ms = await reconstruct_on_device(state, runner, model, views, options)
                del views
                reconstruct_ms = (time.perf_counter() - t1) * 1e3 - queue_ms
                t2 = time.perf_counter()
                export = await runner.run_io(export_bytes, scene, options)
                timing: dict[str, Any] = {
                    "decode": decode_ms,
                    "reconstruct": reconstruct_ms,
                    "export": (time.perf_counter() - t2) * 1e3,
                    "queue": queue_ms,
                    "total": (time.perf_counter() - start) * 1e3,
                }
                timing = {key: round(value, 3) for key, value in timing.items()}
                content = await runner.run_io(answer_body, scene, export, model, timing)
        finally:
            close_views(opened)
        del scene, export
        give_back_memory(runner, pixels=pixels)
        return Response(content, media_type="application/json")

    return await admitted(request, state, runner, work)
