"""The options of ``WS /stream``, read from its query: each given once, each one the route
takes (``/predict_png``'s and ``format``), as JSON values."""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError

from ..config.options import format_name
from ..inference.exif_focal import EXIF_FOCAL, is_exif_focal
from .decoding import LongNumberError, format_validation_error, parse_json_int
from .schemas import DepthOptions

FORMATS = ("png", "f16")
# what the query may name besides the depth options (the key is read by server/auth.py)
EXTRA_NAMES = ("format", "api_key")


def stream_options(query: list[tuple[str, str]]) -> tuple[DepthOptions, str]:
    """The query's options, each given once, as JSON values (``png_scale=500``,
    ``resize_to_original=true``; ``true`` / ``false`` in any case, as ``/predict_png`` reads
    its flag: Python's ``urlencode`` writes ``True``; ``focal_px=exif``), checked as
    ``/predict`` checks them; ValueError saying why (a name the route does not take is named
    as unknown, with the accepted ones, as ``/predict_png`` says it)."""
    names = [name for name, _ in query]
    accepted = sorted({*DepthOptions.model_fields, "format"})
    unknown = sorted({name for name in names} - {*accepted, *EXTRA_NAMES})
    if unknown:
        raise ValueError(
            f"unknown query parameter(s) {', '.join(unknown)} for /stream; accepted: {accepted}"
        )
    repeated = sorted({name for name in names if names.count(name) > 1})
    if repeated:
        raise ValueError(f"query parameter(s) given more than once: {', '.join(repeated)}")
    values: dict[str, Any] = dict(query)
    values.pop("api_key", None)  # read by the authentication (server/auth.py)
    fmt = format_name(values.pop("format", "png"), FORMATS)  # F16 as f16
    if fmt not in FORMATS:
        raise ValueError(f"format must be one of {FORMATS}, got {fmt!r}")
    parsed = {}
    for name, text in values.items():
        if text.lower() in ("true", "false"):  # a number asked for still refuses it
            parsed[name] = text.lower() == "true"
            continue
        if name == "focal_px" and is_exif_focal(text):  # each frame's EXIF, as /predict_png
            parsed[name] = EXIF_FOCAL
            continue
        try:
            parsed[name] = json.loads(text, parse_int=parse_json_int)
        except LongNumberError as err:
            raise ValueError(f"{name}: {err}") from err
        except json.JSONDecodeError as err:
            raise ValueError(
                f"{name}: query values must be JSON numbers or true / false, got {text!r:.40}"
            ) from err
    try:
        return DepthOptions.model_validate(parsed), fmt
    except ValidationError as err:
        raise ValueError(format_validation_error(err)) from err
