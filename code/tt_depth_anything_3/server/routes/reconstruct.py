"""``POST /reconstruct``: several views of one scene in (JSON with base64 images, or multipart
files), the cameras (poses and intrinsics) and the chosen export (glb by default) out. The same
limits, errors and queue as ``/predict``: body size (413), Content-Type (415), image size and
count (422), the bounded queue (503 with Retry-After) and the request timeout (504); an export
whose writer is not installed on the server (the [3d] extra) is 501."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

import numpy as np
from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import Response
from starlette.formparsers import MultiPartException, MultiPartParser

from ...config.errors import InputError
from ...config.extras import MissingExtraError
from ...exports import check_writers
from ...exports.colmap import check_no_skew
from ...geometry.scene import Scene
from ..decoding import check_query, media_type
from ..lifecycle import Opened, Route, answer
from ..reconstruct_io import (
    ReconstructOptions,
    ReconstructRequest,
    ReconstructResponse,
    answer_body,
    check_closing_delimiter,
    close_views,
    decode_views,
    export_bytes,
    form_schema,
    known_cameras,
    open_views,
    parse_form,
    parse_json,
    without_preamble,
)
from ..runner import Runner
from ..schemas import ERRORS
from ..settings import ServerSettings
from ..state import ServerState, get_state

State = Annotated[ServerState, Depends(get_state)]
router = APIRouter()
TYPES = ("application/json", "multipart/form-data")


# text fields a multipart body may hold (the options are a dozen; the views are file parts)
MAX_FORM_FIELDS = 100


def malformed_detail(err: MultiPartException) -> str:
    """The 400's detail for the parser's refusal: too many text fields said first (it was
    "the multipart body is malformed: Too many fields..." and a well-formed body of 101
    fields is not malformed), the parser's words kept after it."""
    said = f"the multipart body is malformed: {err}"
    if str(err).startswith("Too many fields"):
        return (
            f"too many form fields: more than {MAX_FORM_FIELDS} text fields (the options are a "
            f"few fields, each view an 'images' file part); {said}"
        )
    return said


async def parse(
    request: Request, body: bytes, runner: Runner
) -> tuple[ReconstructOptions, list[bytes]]:
    """The options and image files of either kind of body."""
    if media_type(request) == "application/json":
        return await runner.run_io(parse_json, body)

    body = without_preamble(request.headers["content-type"], body)

    async def stream():
        yield body

    # no count of files refused here: the body's size bounds them (a part takes more than 32
    # bytes), and too many views are the 422 that names max_views (open_reconstruct)
    parser = MultiPartParser(
        request.headers,
        stream(),
        max_files=len(body) // 32 + 1,
        max_fields=MAX_FORM_FIELDS,
        max_part_size=len(body) + 1,
    )
    try:
        form = await parser.parse()
    except MultiPartException as err:
        raise HTTPException(400, malformed_detail(err)) from err
    check_closing_delimiter(request.headers["content-type"], body)  # the parser drops the rest
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


async def open_reconstruct(
    request: Request, body: bytes, model: Any, settings: ServerSettings, runner: Runner
) -> Opened:
    """The ``Route.open`` of ``/reconstruct``: its options and the views' image headers."""
    options, files = await parse(request, body, runner)
    check_colmap_images(options)
    check_thinning(options)
    try:
        check_writers([options.format] if options.format != "none" else [])  # none: JSON only
    except MissingExtraError as err:  # the server's install, not the request: before any work
        raise HTTPException(501, f"this server cannot write {options.format}: {err}") from err
    check_gaussian_head(model, options)
    k = np.asarray(options.intrinsics if options.intrinsics is not None else [], np.float64)
    counts = (1, len(files))  # one K for every view, or one each (else the model says so)
    if options.format.startswith("colmap") and k.size % 9 == 0 and k.size // 9 in counts:
        try:
            check_no_skew(k.reshape(-1, 3, 3))  # refused before the model runs, not after
        except InputError as err:
            raise HTTPException(422, str(err)) from err
    if len(files) > settings.max_views:
        raise HTTPException(
            422,
            f"{len(files)} images, over the server's limit of {settings.max_views} "
            "views per request (its max_views setting)",
        )
    reduce_to = settings.jpeg_reduction(model)
    views = await runner.run_io(open_views, files, settings.max_pixels, reduce_to)
    if options.colmap_images:  # sent on in the zip, beside its cameras
        options = options.with_uploads(files)
    del files
    pixels = sum(view.decoded_pixels for view in views)
    if pixels > settings.max_pixels_in_flight:
        close_views(views)
        raise HTTPException(
            413,
            f"the {len(views)} views decode to {pixels} pixels (any large JPEG at the reduced "
            "scale the network needs), over "
            f"the {settings.max_pixels_in_flight} the server holds at once (its "
            "max_pixels_in_flight); send fewer or smaller views, or JPEGs",
        )
    return Opened(options, views)


def check_colmap_images(options: ReconstructOptions) -> None:
    """``colmap_images`` asks for the images in the COLMAP zip: with another format it is a
    422 naming the field and the format, before any view is read (no option goes unused)."""
    if options.colmap_images and options.format not in ("colmap", "colmap-bin"):
        raise HTTPException(
            422,
            "colmap_images needs format colmap or colmap-bin (the images go in the COLMAP "
            f"zip), got format {options.format}; send colmap_images false or a COLMAP format",
        )


def check_thinning(options: ReconstructOptions) -> None:
    """``max_points`` / ``seed`` thin the glb's points: given with another format, a 422 naming
    them, before any view is read (they were dropped in silence), as ``tt-da3 reconstruct``
    refuses ``--max-points`` without ``--format glb`` and ``scene.save`` an option its writer
    does not take."""
    given = [name for name in ("max_points", "seed") if name in options.model_fields_set]
    if given and options.format != "glb":
        raise HTTPException(
            422,
            f"{', '.join(given)}: only with format glb (the glb's points are thinned), got "
            f"format {options.format}; leave {'them' if len(given) > 1 else 'it'} out or send "
            "format glb",
        )


def check_gaussian_head(model: Any, options: ReconstructOptions) -> None:
    """``format: gs-ply`` needs a 3D-Gaussian head: a 422 in the request's terms (the field and
    its value, as the CLI names ``--format gs-ply``), before any view is read, for a model
    without one or with given ``extrinsics`` (the head runs with the predicted cameras); the
    API's own messages name its ``gaussians=True`` keyword, which no request sends."""
    if options.format != "gs-ply":
        return
    if model.config.gaussians is None:
        raise HTTPException(
            422,
            "format gs-ply needs a model with a 3D-Gaussian head (DA3-GIANT or "
            f"DA3NESTED-GIANT-LARGE): {model.model_name} has no 3D-Gaussian head; send another "
            "format",
        )
    if options.extrinsics is not None:
        raise HTTPException(
            422,
            "format gs-ply runs with the predicted cameras; send no extrinsics (or another format)",
        )


def reconstruct_scene(model: Any, views: list, options: ReconstructOptions) -> Scene:
    """``model.reconstruct`` of the views with the request's options (device thread)."""
    extra: dict[str, Any] = known_cameras(options)
    if options.format == "gs-ply":  # the 3D-Gaussian head runs only when they are asked for
        extra["gaussians"] = True
    return model.reconstruct(views, pose_from=options.pose_from, ref_view=options.ref_view, **extra)


def scene_timing(scene: Scene, stages: dict[str, float]) -> dict[str, float]:
    """decode, reconstruct, export, queue, total."""
    return {
        "decode": stages["decode"],
        "reconstruct": stages["predict"],
        "export": stages["encode"],
        "queue": stages["queue"],
        "total": stages["total"],
    }


def scene_response(
    state: ServerState,
) -> Callable[[Scene, Any, dict[str, float], list[str]], Response]:
    """The ``Route.respond`` of ``/reconstruct`` (the JSON body names the serving model)."""

    def respond(
        scene: Scene, export: Any, timing: dict[str, float], warnings: list[str]
    ) -> Response:
        content = answer_body(scene, export, state.model, timing, warnings)
        return Response(content, media_type="application/json")

    return respond


@router.post(
    "/reconstruct",
    summary="Cameras and a point cloud (glb, ply, npz or COLMAP) from several views",
    response_model=ReconstructResponse,  # the schema only: the answer is written as it is
    responses={
        **ERRORS,
        501: {**ERRORS[500], "description": "the export's writer is not installed on the server"},
    },
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {"schema": ReconstructRequest.model_json_schema()},
                "multipart/form-data": {"schema": form_schema()},
            },
        }
    },
)
async def reconstruct(request: Request, state: State) -> Response:
    check_query(request)
    route = Route(
        TYPES,
        "application/json",
        open_reconstruct,
        decode_views,
        reconstruct_scene,
        export_bytes,
        scene_response(state),
        scene_timing,
        lambda scene: (scene.num_views, False),
    )
    return await answer(request, state, route)
