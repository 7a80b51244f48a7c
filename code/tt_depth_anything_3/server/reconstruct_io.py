"""``POST /reconstruct`` bodies in and out: the request (JSON with base64 images, or multipart
form data with image files) and the answer (cameras and the chosen export). Pure functions that
run on the I/O threads; each failure is an ``HTTPException`` with the documented status."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Annotated, Any, Literal

import numpy as np
from fastapi import HTTPException
from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    PrivateAttr,
    Strict,
    Tag,
    ValidationError,
    field_validator,
)

from ..config.cancel import checkpoint
from ..config.options import OPTION_BOUNDS
from ..geometry.scene import Scene
from ..inference.images import DecodedImage, OpenedImage, ReduceTo
from .decoding import (
    LongNumberError,
    check_unknown_keys,
    decode_base64,
    decode_opened,
    format_validation_error,
    load_json,
    open_request_image,
    parse_json_int,
)
from .json_depth import nests_too_deeply
from .multipart_framing import boundary_of as boundary_of
from .multipart_framing import check_closing_delimiter as check_closing_delimiter
from .multipart_framing import without_preamble as without_preamble
from .reconstruct_export import EXPORTS as EXPORTS
from .reconstruct_export import export_bytes as export_bytes
from .schemas import EXAMPLE_PNG_BASE64, format_field, refuse_bool

CameraValue = Annotated[
    float, Strict(), Field(**OPTION_BOUNDS["camera_value"].field(), allow_inf_nan=False)
]


def nested_shape(value: Any) -> tuple[int, ...] | None:
    """The shape of nested lists of numbers, or None where they are ragged."""
    if not isinstance(value, list):
        return ()
    shapes = {nested_shape(item) for item in value}
    if len(shapes) > 1 or None in shapes:
        return None
    return (len(value), *(shapes.pop() if shapes else ()))


def _intrinsics_kind(value: Any) -> str:
    """Which shape the given intrinsics are, by their nesting: only that shape's errors are
    reported (a union reports each member's, in several hundred characters)."""
    if isinstance(value, list) and value and isinstance(value[0], list) and value[0]:
        return "(N, 3, 3)" if isinstance(value[0][0], list) else "(3, 3)"
    return "(N, 3, 3)"


# each list stops at its first bad item: thousands of bad values are one error, not one each
# (pydantic made, and the 422 listed, 360,000 for a 2 MB body: 23 MB, 7 s, GBs of memory)
FAIL_FAST = Field(fail_fast=True)
Row = Annotated[list[CameraValue], FAIL_FAST]
Matrix = Annotated[list[Row], FAIL_FAST]
MatrixList = Annotated[list[Matrix], FAIL_FAST]
Intrinsics = Annotated[
    Annotated[MatrixList, Tag("(N, 3, 3)")] | Annotated[Matrix, Tag("(3, 3)")],
    Discriminator(_intrinsics_kind),
]
# matrices whose NaN / inf entries are said once, as the Python API says them
CAMERA_FIELDS = ("extrinsics", "intrinsics")
ExportFormat = Literal["glb", "ply", "npz", "colmap", "colmap-bin", "gs-ply", "none"]


class ReconstructOptions(BaseModel):
    """The parameters of ``POST /reconstruct`` (JSON fields, or multipart form fields)."""

    model_config = ConfigDict(extra="forbid")

    format: ExportFormat = Field(
        "glb",
        description="the export in the answer ('none': cameras only); colmap / colmap-bin come "
        "as a zip of the model folder; gs-ply runs the 3D-Gaussian head (DA3-GIANT models) and "
        "answers its .gs.ply; in any letter case (PLY is ply)",
    )
    pose_from: Literal["camera", "rays"] = Field(
        "camera", description="poses from the camera head, or solved from the ray map"
    )
    ref_view: Literal["saddle_balanced", "saddle_sim_range", "first", "middle"] = Field(
        "saddle_balanced", description="how the reference view is chosen (3+ views, no poses)"
    )
    extrinsics: MatrixList | None = Field(
        None, description="known world-to-camera poses, (N, 3, 4) or (N, 4, 4), OpenCV axes"
    )
    intrinsics: Intrinsics | None = Field(
        None,
        description="known pixel intrinsics of the input images, (N, 3, 3), or one (3, 3) for "
        "every view",
    )
    max_points: int = Field(
        1_000_000, **OPTION_BOUNDS["max_points"].field(), description="most points in the glb"
    )
    seed: int = Field(
        0, **OPTION_BOUNDS["seed"].field(), description="seed of the glb's point subset"
    )
    colmap_images: bool = Field(
        False,
        description="colmap / colmap-bin only: the zip also holds the images it names under "
        "images/, each matching its camera (a JPEG or PNG as sent, its camera in its stored "
        "pixels); false: the model alone, naming view_0000.png ... with upright cameras",
    )

    _whole_numbers = field_validator("max_points", "seed", mode="before")(refuse_bool)
    _format_name = field_validator("format", mode="before")(format_field(ExportFormat))
    _uploads: tuple[bytes, ...] = PrivateAttr(default=())

    @field_validator("extrinsics", "intrinsics")
    @classmethod
    def _rectangular(cls, value: list | None) -> list | None:
        """Every matrix as many rows and every row as many numbers (a ragged one is a 422
        naming the field, not a 500 from numpy)."""
        if value is not None and nested_shape(value) is None:
            raise ValueError(
                "ragged: every matrix needs the same number of rows and every row the same "
                "number of values"
            )
        return value

    def with_uploads(self, files: Sequence[bytes]) -> ReconstructOptions:
        """A copy carrying the request's image files, for a COLMAP zip's ``images/``
        (``colmap_images``)."""
        copy = self.model_copy()
        copy._uploads = tuple(files)
        return copy

    @property
    def uploads(self) -> tuple[bytes, ...]:
        """The image files ``with_uploads`` gave (none: ``()``)."""
        return self._uploads


class ReconstructRequest(ReconstructOptions):
    """The JSON body of ``POST /reconstruct``."""

    # the example of /docs, and a request schemathesis sends first: a 200 to check its schema
    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"images": [EXAMPLE_PNG_BASE64] * 2}]}
    )

    images: list[Annotated[str, Field(json_schema_extra={"minLength": 1})]] = Field(
        min_length=1,
        fail_fast=True,
        description="the views, each an image file (PNG, JPEG...) in base64; a "
        "'data:image/...;base64,' prefix is accepted",
    )


ExportName = Literal["glb", "ply", "npz", "colmap", "colmap-bin", "gs-ply"]
Matrices = list[list[list[float]]]


class ExportPayload(BaseModel):
    """The chosen export, in the JSON answer of ``POST /reconstruct``."""

    format: ExportName
    filename: str = Field(description="scene.glb, scene.ply, scene.npz, colmap.zip, ...")
    media_type: str
    bytes: int = Field(description="size of the file, before base64")
    data: str = Field(description="the file, base64")


class ReconstructResponse(BaseModel):
    """The answer of ``POST /reconstruct`` (``answer_body`` writes it)."""

    views: int = Field(description="N, the views reconstructed, in the request's order")
    ref_view: int = Field(description="index of the view whose camera is the world frame")
    pose_source: str = Field(description="camera, rays, given, or identity: ... (no camera head)")
    units: str = Field(description="m, relative, or poses (the given poses' units)")
    model_input_size: list[int] = Field(description="(h, w) of every view at the network")
    original_sizes: list[list[int]] = Field(description="(H, W) of each input image")
    extrinsics: Matrices = Field(description="(N, 3, 4) world-to-camera poses, OpenCV axes")
    intrinsics: Matrices = Field(description="(N, 3, 3) in pixels of model_input_size")
    intrinsics_original: Matrices = Field(description="(N, 3, 3) in pixels of each input image")
    original_intrinsics: Matrices = Field(
        description="intrinsics_original under the name Python (scene.original_intrinsics()) "
        "and tt-da3 reconstruct's cameras.json give it"
    )
    export: ExportPayload | None = Field(description="the export; null for format none")
    model: str
    backend: str
    device: str
    timing_ms: dict[str, float] = Field(description="decode, reconstruct, export, queue, total")
    warnings: list[str] = Field(
        description="what the Python API warns of for this request, e.g. an option not used "
        "(pose_from with given extrinsics) or views cropped to one size; [] for none"
    )


def form_schema() -> dict[str, Any]:
    """The multipart body's schema: the ``images`` files, and ``ReconstructOptions``' fields as
    form fields with the JSON body's defaults, choices and bounds (``extrinsics`` /
    ``intrinsics`` as JSON text)."""
    properties: dict[str, Any] = {
        "images": {"type": "array", "items": {"type": "string", "format": "binary"}}
    }
    for name, field in ReconstructOptions.model_json_schema()["properties"].items():
        if "anyOf" in field:  # the camera matrices: their JSON text in one field
            properties[name] = {
                "type": "string",
                "description": f"{field['description']}; as JSON text (the JSON body's lists)",
            }
        else:
            properties[name] = {k: v for k, v in field.items() if k != "title"}
    return {"type": "object", "required": ["images"], "properties": properties}


def validate(payload: dict[str, Any], cls: type[BaseModel], strict: bool = False) -> Any:
    """``cls.model_validate(payload)``, 422 with its problems on one line (at most
    ``MAX_LISTED_PROBLEMS`` named). ``strict``: JSON values as they are (``"500"`` or ``5.0``
    is no integer); form fields are text, not strict."""
    check_unknown_keys(payload, cls.model_fields)
    try:
        return cls.model_validate(payload, strict=strict)
    except ValidationError as err:
        raise HTTPException(422, format_validation_error(err, CAMERA_FIELDS)) from err


def parse_json(body: bytes) -> tuple[ReconstructOptions, list[bytes]]:
    """A JSON body -> (options, image files); 400 for bad JSON or base64, 422 for bad fields."""
    payload = load_json(body)
    if not isinstance(payload, dict):
        raise HTTPException(422, "the body must be a JSON object with an 'images' list")
    request = validate(payload, ReconstructRequest, strict=True)
    files = []
    for i, text in enumerate(request.images):
        try:
            files.append(decode_base64(text))
        except HTTPException as err:
            raise HTTPException(err.status_code, f"images[{i}]: {err.detail}") from err
    # the fields the body gave, no more: the thinning options count as given (routes)
    options = ReconstructOptions(**request.model_dump(exclude={"images"}, exclude_unset=True))
    return options, files


WHOLE_NUMBER_FIELDS = frozenset(
    name for name, field in ReconstructOptions.model_fields.items() if field.annotation is int
)
FLAG_FIELDS = frozenset(
    name for name, field in ReconstructOptions.model_fields.items() if field.annotation is bool
)
IMAGES_AS_TEXT = (
    "images: each view must be a form file (curl -F images=@photo.png, with the @), not a "
    "text field"
)


# a whole-number form field's text: what a JSON body's integer is (pydantic's lax int read
# '1_0', ' 800' and '10.0' too; the query numbers of /predict_png refuse those alike)
PLAIN_INTEGER = re.compile(r"[+-]?[0-9]+")


def parse_form(fields: list[tuple[str, Any]], files: list[bytes]) -> ReconstructOptions:
    """Multipart text fields -> options (``extrinsics`` / ``intrinsics`` as JSON text; whole
    numbers as plain decimal text, ``PLAIN_INTEGER``; flags ``true`` / ``false`` in any case,
    as ``/predict_png``'s query reads them, not pydantic's ``yes`` / ``on`` / ``1``); an
    ``images`` text field is a 422 saying the views go as files (not "extra input")."""
    payload: dict[str, Any] = {}
    seen: set[str] = set()
    for name, value in fields:
        if name == "images":
            raise HTTPException(422, IMAGES_AS_TEXT)
        if name in seen:
            raise HTTPException(422, f"form field {name!r} is given more than once")
        seen.add(name)
        if value == "":  # what an HTML form sends for an input left untouched: absent
            continue
        if name in ("extrinsics", "intrinsics"):
            value = form_json(name, value)
        elif name in WHOLE_NUMBER_FIELDS and not PLAIN_INTEGER.fullmatch(str(value)):
            raise HTTPException(  # the wording pydantic's own refusal had (full-width digits)
                422,
                f"{name}: Input should be a valid integer, unable to parse string as an integer:"
                f" {value!r:.20} (plain decimal digits only)",
            )
        elif name in FLAG_FIELDS:
            if str(value).lower() not in ("true", "false"):
                raise HTTPException(422, f"{name}: should be true or false, got {value!r:.20}")
            value = str(value).lower() == "true"
        payload[name] = value
    if not files:
        raise HTTPException(422, "no image: send the views as form files named 'images'")
    return validate(payload, ReconstructOptions)


def form_json(name: str, text: str) -> Any:
    """A form field's JSON text -> its value; 422 when it is not JSON (nested too deeply
    included: the same answer a JSON body gets, 400 there, for the same text)."""
    if nests_too_deeply(text):
        raise HTTPException(422, f"{name}: not valid JSON: nested too deeply")
    try:
        return json.loads(text, parse_int=parse_json_int)
    except RecursionError as err:  # the C decoder's answer to thousands of nested [ or {
        raise HTTPException(422, f"{name}: not valid JSON: nested too deeply") from err
    except LongNumberError as err:
        raise HTTPException(422, f"{name}: {err}") from err
    except ValueError as err:
        raise HTTPException(422, f"{name}: not valid JSON: {err}") from err


def open_views(
    files: list[bytes], max_pixels: int, reduce_to: ReduceTo | None = None
) -> list[OpenedImage]:
    """Image files -> ``OpenedImage`` headers (nothing decoded yet; a large JPEG set up to
    decode at the reduced scale ``reduce_to`` allows); the error names the view
    (``images[i]``)."""
    views: list[OpenedImage] = []
    try:
        for i, data in enumerate(files):
            try:
                views.append(open_request_image(data, max_pixels, reduce_to))
            except HTTPException as err:
                raise HTTPException(err.status_code, f"images[{i}]: {err.detail}") from err
    except BaseException:
        close_views(views)
        raise
    return views


def decode_views(views: list[OpenedImage]) -> list[DecodedImage]:
    """The views' pixels (at reduced scale where set up; each keeps its full ``original_size``
    for the intrinsics); the error names the view (``images[i]``). Stops between views once
    the request is gone (``config.cancel``)."""
    arrays = []
    for i, view in enumerate(views):
        checkpoint()
        try:
            arrays.append(decode_opened(view))
        except HTTPException as err:
            raise HTTPException(err.status_code, f"images[{i}]: {err.detail}") from err
    return arrays


def close_views(views: list[OpenedImage]) -> None:
    for view in views:
        view.close()


def known_cameras(options: ReconstructOptions) -> dict[str, np.ndarray]:
    """The given extrinsics / intrinsics as float64 arrays, as precise as the JSON numbers
    (poses in large world coordinates need it); the model checks their shapes."""
    return {
        name: np.asarray(value, dtype=np.float64)
        for name in ("extrinsics", "intrinsics")
        if (value := getattr(options, name)) is not None
    }


def answer_body(
    scene: Scene,
    export: dict[str, Any] | None,
    model: Any,
    timing_ms: dict[str, float],
    warnings: Sequence[str] = (),
) -> bytes:
    """The JSON body of ``POST /reconstruct`` (``warnings``: the model call's, said to the
    client: ``config.run_warnings``)."""
    original = scene.original_intrinsics().tolist()
    body = {
        "views": scene.num_views,
        "ref_view": scene.ref_view,
        "pose_source": scene.pose_source,
        "units": scene.units,
        "model_input_size": list(scene.depth.shape[1:]),
        "original_sizes": scene.original_sizes.tolist(),
        "extrinsics": scene.extrinsics.astype(np.float64).tolist(),
        "intrinsics": scene.intrinsics.astype(np.float64).tolist(),
        "intrinsics_original": original,
        "original_intrinsics": original,  # the name of the Python API and cameras.json
        "export": export,
        "model": model.model_name,
        "backend": scene.backend or model.backend,
        "device": model.device,
        "timing_ms": timing_ms,
        "warnings": list(warnings),
    }
    return json.dumps(body, allow_nan=False, separators=(",", ":")).encode()
