"""Request and response shapes of the HTTP API (pydantic), also what ``/docs`` shows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal, get_args

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    Strict,
    StrictBool,
    TypeAdapter,
    WrapValidator,
    field_validator,
)
from pydantic_core import PydanticCustomError

from ..config.options import MIN_PNG_SCALE as MIN_PNG_SCALE  # re-exported (its home)
from ..config.options import OPTION_BOUNDS, format_name
from ..inference.exif_focal import EXIF_FOCAL, is_exif_focal

OutputFormat = Literal["png", "npz", "json"]


MAX_JSON_PIXELS = 4_000_000  # json depth maps above this many pixels: ask for npz or png


def refuse_bool(value: Any) -> Any:
    """A ``mode="before"`` field check: JSON ``true`` / ``false`` where a whole number is asked
    for is refused (pydantic's lax mode reads them as 1 and 0; the fields stay lax for the
    strings of multipart forms)."""
    if isinstance(value, bool):
        raise ValueError(f"a number is expected, not {str(value).lower()}")
    return value


def format_field(kind: Any) -> Callable[[Any], Any]:
    """A ``mode="before"`` field check of a format field whose values are the ``Literal``
    ``kind``: a name in any letter case (``"NPZ"``, ``"PLY"``), as the Python API and the
    command line take a format, lower-cased; an unknown name is refused as it was given."""
    names = get_args(kind)

    def lower_case(value: Any) -> Any:
        return format_name(value, names)

    return lower_case


# A JSON number: true / false and numeric strings are refused, not read as 1, 0 or the number.
Number = Annotated[float, Strict()]
# focal_px in pixels, within its bounds
FocalNumber = Annotated[Number, Field(**OPTION_BOUNDS["focal_px"].field(), allow_inf_nan=False)]
FOCAL_NUMBER = TypeAdapter(FocalNumber | None)


def focal_value(value: Any, handler: Any) -> Any:
    """``focal_px``'s check: ``"exif"`` in any case (and spaces), as the Python API takes it
    (``inference.exif_focal.is_exif_focal``), as ``"exif"``; any other value checked as a
    number of pixels alone (its errors the number's, not one per member of the union)."""
    if is_exif_focal(value):
        return EXIF_FOCAL
    if isinstance(value, str):
        raise PydanticCustomError("float_type", 'Input should be a valid number or "exif"')
    return FOCAL_NUMBER.validate_python(value)


FocalOption = Annotated[FocalNumber | Literal["exif"] | None, WrapValidator(focal_value)]


class DepthOptions(BaseModel):
    """What both predict routes accept besides the image."""

    model_config = ConfigDict(extra="forbid")

    resize_to_original: StrictBool = Field(
        False, description="depth at the input image size instead of the network size"
    )
    max_depth_m: Number | None = Field(
        None,
        **OPTION_BOUNDS["max_depth_m"].field(),
        allow_inf_nan=False,
        description="clamp depth to this many metres (at most float32's largest value)",
    )
    png_scale: Number = Field(
        1000.0,
        **OPTION_BOUNDS["png_scale"].field(),
        allow_inf_nan=False,
        description="PNG value per metre (1000 = millimetres); depth over saturation_m = "
        "65535 / png_scale is clipped to 65535 and counted in saturated_pixels",
    )
    focal_px: FocalOption = Field(
        None,
        description='focal length of the input image in pixels, or "exif" (any case): the '
        "image file's EXIF focal length (FocalLengthIn35mmFilm, else FocalLength with "
        "FocalPlaneXResolution; 422 when it has none), as the Python API's focal_px='exif'; "
        "else a 60 degree field of view is assumed for metric scaling",
    )


# A 16 x 16 PNG, the example body of /docs (and the first request schemathesis sends).
EXAMPLE_PNG_BASE64 = (
    "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAG0lEQVR42mNkYGAQIAWxMAgwkARGNYxqGDoaAJdsAh5C"
    "QI/YAAAAAElFTkSuQmCC"
)


class PredictRequest(DepthOptions):
    """The body of ``POST /predict``."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"image": EXAMPLE_PNG_BASE64, "output_format": "json"}]},
    )

    image: str = Field(
        description="the image file (PNG, JPEG or another format Pillow reads), base64: the "
        "standard or URL-safe alphabet, padding optional, line breaks ignored; a "
        "'data:image/...;base64,' prefix is accepted. At least 8 px on each side, at most the "
        "server's max_pixels (GET /info: limits)",
        # minLength: "" is refused with 400 (an empty file is no image), as the schema says
        json_schema_extra={
            "contentEncoding": "base64",
            "contentMediaType": "image/*",
            "minLength": 1,
        },
    )
    output_format: OutputFormat = Field(
        "png",
        description="png: 16-bit PNG of round(depth * png_scale); npz: float32 depth (and sky) "
        f"losslessly, with metadata; json: the depth as rows of numbers (at most "
        f"{MAX_JSON_PIXELS} px: with resize_to_original on a larger image, ask for npz or png); "
        "in any letter case (PNG is png)",
    )

    _format_name = field_validator("output_format", mode="before")(format_field(OutputFormat))


class DepthPayload(BaseModel):
    """The depth map in the requested format."""

    format: OutputFormat
    data: str | list[list[float | None]] = Field(
        description="base64 of the PNG or .npz file; for json, rows of metres (null where not "
        "finite)"
    )
    dtype: str = Field(description="uint16 for png, float32 for npz and json")
    scale: float | None = Field(description="PNG value per metre (png only)")
    saturation_m: float | None = Field(description="largest depth the PNG holds (png only)")
    saturated_pixels: int = Field(description="pixels clipped to the PNG's range (png only)")


class Stats(BaseModel):
    min: float | None
    p05: float | None
    median: float | None
    p95: float | None
    max: float | None


class PredictResponse(BaseModel):
    """The answer of ``POST /predict``."""

    depth: DepthPayload
    shape: list[int] = Field(description="(H, W) of the depth map")
    original_size: list[int] = Field(description="(H, W) of the input image")
    model_input_size: list[int] = Field(description="(h, w) the network saw")
    units: str = Field(description="m for metric models, relative otherwise")
    stats_m: Stats = Field(description="of the finite depth values")
    focal_px: float | None
    focal_source: str | None
    sky_fill: str
    extrinsics: list[list[float]] | None = Field(
        None, description="any-view models: world-to-camera pose (3 x 4, OpenCV axes)"
    )
    intrinsics: list[list[float]] | None = Field(
        None, description="any-view models: camera matrix (3 x 3) in pixels of the depth map"
    )
    model: str
    backend: str
    device: str
    fallback: bool
    timing_ms: dict[str, float] = Field(
        description="decode, preprocess, infer, postprocess, encode, queue, total"
    )
    warnings: list[str] = Field(
        description="what the Python API warns of for this request, e.g. focal_px not used by "
        "a relative model, max_depth_m in relative units; [] for none (binary answers: the "
        "X-Warnings header, a JSON array)"
    )


class ErrorResponse(BaseModel):
    """Every error: the status code and what went wrong."""

    detail: str


class HealthResponse(BaseModel):
    """``GET /health``: ok (ready or loading), or failed with the load error (503)."""

    status: Literal["ok", "failed"]
    ready: bool | None = None
    detail: str | None = None


class ReadyResponse(BaseModel):
    status: Literal["ready"]


# The error statuses every model route documents (each answered with an ``ErrorResponse``).
ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorResponse, "description": text}
    for code, text in (
        (400, "undecodable base64, JSON, compressed body or image; an empty image"),
        (408, "the body took longer than body_timeout_s to arrive"),
        (413, "body over the size limit (also once decompressed); views over the pixel budget"),
        (415, "unsupported Content-Type or Content-Encoding"),
        (
            422,
            "invalid, unknown or repeated parameters, an option out of its bounds, an image "
            "under 8 px or over the pixel limit, or a JSON answer over its size limit",
        ),
        (
            503,
            "model not ready, the queue or the body budget is full, or the model failed on "
            "this request (see Retry-After)",
        ),
        (504, "the request took longer than request_timeout_s once admitted"),
        (500, "a fault of the server, not of the request (logged with its traceback)"),
    )
}
