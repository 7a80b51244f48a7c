"""Turning request bodies into images and parameters; each failure is an ``HTTPException``
with the status the API documents (400, 408, 413, 415, 422), or ``ClientGone``."""

from __future__ import annotations

import asyncio
import base64
import binascii
import json
import sys
import time
import zlib
from collections.abc import Collection
from typing import Any

from fastapi import HTTPException, Request
from pydantic import ValidationError
from starlette.requests import ClientDisconnect

from ..inference.images import (
    SERVER_TEXT_ADVICE,
    DecodedImage,
    ImageDecodeError,
    ImageError,
    ImageSizeError,
    OpenedImage,
    ReduceTo,
    open_image,
)
from .json_depth import nests_too_deeply
from .schemas import PredictRequest

IMAGE_TYPES = ("image/", "application/octet-stream")
CONTENT_ENCODINGS = ("identity", "gzip", "deflate")
# old names a recipient reads as the coding they name (RFC 9110 8.4.1.3: x-gzip is gzip)
ENCODING_ALIASES = {"x-gzip": "gzip"}
# The status of each kind of bad image (images.py's typed errors), most specific first.
IMAGE_ERROR_STATUS: tuple[tuple[type[ImageError], int], ...] = (
    (ImageDecodeError, 400),
    (ImageSizeError, 422),
    (ImageError, 422),
)


class ClientGone(Exception):
    """The client closed the connection before its request was answered."""


def media_type(request: Request) -> str:
    """The request's Content-Type without parameters, lower case."""
    return request.headers.get("content-type", "").split(";")[0].strip().lower()


def require_media_type(request: Request, accepted: tuple[str, ...], example: str) -> None:
    """415 unless the Content-Type starts with one of ``accepted``."""
    kind = media_type(request)
    if not kind or not kind.startswith(accepted):
        given = request.headers.get("content-type")
        named = "no Content-Type" if given is None else f"unsupported Content-Type {given!r:.80}"
        raise HTTPException(
            415,
            f"{named}; send "
            f"{' or '.join(a + '*' if a.endswith('/') else a for a in accepted)} "
            f"(e.g. -H 'Content-Type: {example}')",
        )


def content_encoding(request: Request) -> str:
    """``identity``, ``gzip`` (``x-gzip`` too) or ``deflate`` (415 for any other
    Content-Encoding)."""
    encoding = request.headers.get("content-encoding", "identity").strip().lower() or "identity"
    encoding = ENCODING_ALIASES.get(encoding, encoding)
    if encoding not in CONTENT_ENCODINGS:
        raise HTTPException(
            415,
            f"unsupported Content-Encoding {encoding!r}; send the body as is, gzip or deflate",
        )
    return encoding


def check_declared_length(request: Request, limit: int) -> None:
    """413 at once when Content-Length says the body is over ``limit`` bytes; 400 when it is
    not a number."""
    declared = request.headers.get("content-length")
    if declared is None:
        return
    if not (declared.isascii() and declared.isdigit()):
        raise HTTPException(400, f"Content-Length must be a number of bytes, got {declared!r}")
    if int(declared) > limit:
        raise HTTPException(413, too_large_detail(int(declared), limit))


def too_large_detail(
    size: int, limit: int, at_least: bool = False, what: str = "request body"
) -> str:
    """The 413's detail (the Ray gateway's too)."""
    got = f"at least {size}" if at_least else str(size)
    return f"{what} is {got} bytes, over the limit of {limit} bytes (the server's max_body_mb)"


def body_room(request: Request, limit: int) -> int:
    """The bytes a request's body will hold: its Content-Length (at most ``limit``), or
    ``limit`` when it is unknown or the body is compressed."""
    declared = request.headers.get("content-length", "")
    encoding = request.headers.get("content-encoding", "identity").strip().lower()
    if encoding in ("", "identity") and declared.isascii() and declared.isdigit():
        return min(int(declared), limit)
    return limit


def no_room_detail(reserved: int, need: int, timeout_s: float) -> str:
    """The 503's words when a body found no room in the body budget (the Ray gateway's too)."""
    return (
        f"the server holds {reserved} bytes of request bodies (its max_body_mb_in_flight); "
        f"this one of {need} bytes found no room within {timeout_s:g} s; retry later"
    )


async def read_body(request: Request, limit: int, timeout_s: float) -> bytes:
    """The body, decompressed per Content-Encoding: 413 as soon as more than ``limit`` bytes
    arrive or come out of decompression, 408 if it takes longer than ``timeout_s``,
    ``ClientGone`` if the client disconnects."""
    encoding = content_encoding(request)
    check_declared_length(request, limit)
    inflate = None  # made at the first bytes (deflate: zlib-wrapped or raw, by its header)
    chunks: list[bytes] = []
    received = size = 0
    deadline = time.monotonic() + timeout_s
    stream = request.stream().__aiter__()
    while True:
        try:
            chunk = await asyncio.wait_for(stream.__anext__(), deadline - time.monotonic())
        except StopAsyncIteration:
            break
        except asyncio.TimeoutError as err:
            raise HTTPException(  # the rest of the body may still come: not a next request
                408,
                f"the request body took longer than {timeout_s:g} s to arrive "
                f"({received} bytes came; the server's body_timeout_s)",
                headers={"Connection": "close"},
            ) from err
        except ClientDisconnect as err:
            raise ClientGone("the client disconnected while sending the body") from err
        received += len(chunk)
        if received > limit:
            raise HTTPException(413, too_large_detail(received, limit, at_least=True))
        if encoding != "identity" and chunk:
            inflate = inflate or zlib.decompressobj(window_bits(encoding, chunk))
            chunk, inflate = inflate_chunk(inflate, chunk, limit - size, encoding)
        size += len(chunk)
        chunks.append(chunk)
    if encoding != "identity" and (inflate is None or not inflate.eof):
        raise HTTPException(400, f"the {encoding} body is truncated")
    if inflate is not None and inflate.unused_data:
        raise HTTPException(400, f"the body has data after the end of its {encoding} stream")
    return b"".join(chunks)


def window_bits(encoding: str, head: bytes) -> int:
    """zlib's wbits for a body that begins with ``head``: 31 gzip; ``deflate``: 15 for the
    zlib format RFC 9110 names, -15 for a raw deflate stream (no zlib header, as some clients
    send it; browsers read both the same way)."""
    if encoding == "gzip":
        return 31
    zlib_header = len(head) < 2 or (head[0] & 0x0F == 8 and (head[0] << 8 | head[1]) % 31 == 0)
    return 15 if zlib_header else -15


def inflate_chunk(
    inflate: zlib._Decompress, chunk: bytes, room: int, encoding: str
) -> tuple[bytes, zlib._Decompress]:
    """One chunk decompressed, 413 past ``room`` bytes (a decompression bomb stops here), and
    the decompressor of what follows: a gzip body may hold several members one after another
    (``cat a.gz b.gz``, RFC 1952), each read by a decompressor of its own."""
    if not chunk:
        return b"", inflate
    out: list[bytes] = []
    while True:
        if encoding == "gzip" and inflate.eof:  # the next member
            inflate = zlib.decompressobj(31)
        try:
            piece = inflate.decompress(chunk, room + 1)
        except zlib.error as err:
            raise HTTPException(400, f"the body is not valid {encoding} data: {err}") from err
        out.append(piece)
        room -= len(piece)
        if room < 0 or inflate.unconsumed_tail:
            raise HTTPException(
                413, "the decompressed request body is over the server's max_body_mb"
            )
        if encoding != "gzip" or not (inflate.eof and inflate.unused_data):
            return b"".join(out), inflate
        chunk = inflate.unused_data


# problems a 422's detail names one by one; the rest are counted
MAX_LISTED_PROBLEMS = 20


def problem_line(item: dict) -> str:
    """One pydantic error as ``field: message`` (with the value given, for a wrong type)."""
    where = ".".join(str(p) for p in item.get("loc", ()) if p != "body") or "body"
    message = item.get("msg", "invalid")
    given = item.get("input")
    if item.get("type", "").endswith("_type") and isinstance(given, (bool, int, float, str)):
        message += f", got {json.dumps(given)[:40]}"  # "a valid number, got true"
    return f"{where}: {message}"


def format_validation_error(
    err: ValidationError | list[dict], matrices: tuple[str, ...] = ()
) -> str:
    """pydantic errors as one line: ``field: message; field: message``. A field of
    ``matrices`` with NaN or inf entries is said once, in the Python API's words
    (``intrinsics has non-finite values (NaN or inf)``), not in pydantic's line for each. The
    first ``MAX_LISTED_PROBLEMS`` are named, the rest counted (``... and 30 more problems (50
    in all)``): a detail of every one of thousands of bad values was megabytes."""
    errors = err.errors() if isinstance(err, ValidationError) else err
    parts: list[str] = []
    more = 0
    for item in errors:
        field = item["loc"][0] if item.get("loc") else None
        once = None
        if item.get("type") == "finite_number" and field in matrices:
            once = f"{field} has non-finite values (NaN or inf): each value must be a finite number"
            if once in parts:
                continue
        if len(parts) >= MAX_LISTED_PROBLEMS:
            more += 1
            continue
        parts.append(once or problem_line(item))
    if more:
        parts.append(f"... and {more} more problems ({len(parts) + more} in all)")
    return "; ".join(parts)


def check_unknown_keys(payload: Any, known: Collection[str]) -> None:
    """422 for a JSON object with more keys outside ``known`` than a detail lists, named up to
    ``MAX_LISTED_PROBLEMS`` and counted, before pydantic makes an error of each (a 32 MB body
    holds 2.5 million keys)."""
    if not isinstance(payload, dict) or len(payload) <= len(known) + MAX_LISTED_PROBLEMS:
        return
    unknown = [key for key in payload if key not in known]
    if len(unknown) > MAX_LISTED_PROBLEMS:
        named = "; ".join(
            f"{key}: Extra inputs are not permitted" for key in unknown[:MAX_LISTED_PROBLEMS]
        )
        raise HTTPException(
            422,
            f"{named}; ... and {len(unknown) - MAX_LISTED_PROBLEMS} more: "
            f"{len(unknown)} unknown fields in all",
        )


class LongNumberError(ValueError):
    """A JSON integer with more digits than Python converts (``sys.get_int_max_str_digits``)."""


def parse_json_int(text: str) -> int:
    """``json.loads``' ``parse_int``: the integer, or ``LongNumberError`` in a client's terms
    for one too long to convert (Python's own message tells the server's programmer to call
    ``sys.set_int_max_str_digits()``)."""
    # Python 3.10.0-3.10.6 (requires-python >= 3.10) have no limit, and no such function
    limit = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else 0
    digits = len(text.lstrip("-"))
    if limit and digits > limit:
        raise LongNumberError(
            f"a number in it has {digits} digits, over the {limit} this server reads (no "
            "parameter takes one that long)"
        )
    return int(text)


class _RepeatedKey(ValueError):
    """A JSON object with a key given twice (``load_json``)."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            raise _RepeatedKey(key)
        seen.add(key)
    return dict(pairs)


def load_json(body: bytes) -> Any:
    """A request body's JSON; 400 when it is not JSON, 422 for a key given twice in one
    object (as a repeated query parameter: no value is chosen silently)."""
    if nests_too_deeply(body):
        raise HTTPException(400, "the body is not valid JSON: nested too deeply")
    try:
        return json.loads(body, object_pairs_hook=_unique_keys, parse_int=parse_json_int)
    except RecursionError as err:  # the C decoder's answer to thousands of nested [ or {
        raise HTTPException(400, "the body is not valid JSON: nested too deeply") from err
    except LongNumberError as err:  # valid JSON, but no parameter takes such a number
        raise HTTPException(422, f"the body's JSON: {err}") from err
    except _RepeatedKey as err:
        raise HTTPException(422, f"{err.args[0]!r} is given more than once in the body") from err
    except ValueError as err:  # JSONDecodeError, and UnicodeDecodeError for non-UTF-8 bytes
        raise HTTPException(400, f"the body is not valid JSON: {err}") from err


def parse_predict_request(body: bytes) -> PredictRequest:
    """JSON body -> ``PredictRequest``; 400 for bad JSON, 422 for bad parameters."""
    payload = load_json(body)
    check_unknown_keys(payload, PredictRequest.model_fields)
    try:
        return PredictRequest.model_validate(payload)
    except ValidationError as err:
        raise HTTPException(422, format_validation_error(err)) from err


def decode_base64(text: str) -> bytes:
    """base64 -> bytes; 400 when it is not base64.

    Accepted: the standard or the URL-safe alphabet, with or without ``=`` padding, line
    breaks and spaces anywhere (MIME line-wrapped), and a ``data:...;base64,`` prefix (the
    scheme in any case, ``DATA:``, as RFC 3986 3.1 has it). A ``data:`` URL without
    ``;base64`` holds percent-encoded bytes (RFC 2397), not base64: refused, naming it.
    """
    if text.lstrip()[:5].lower() == "data:":
        header, comma, text = text.partition(",")
        if not comma:
            raise HTTPException(400, "image is a data: URL without a ',' before the data")
        if not header.lower().replace(" ", "").endswith(";base64"):
            raise HTTPException(
                400,
                f"image is a data: URL without ';base64' ({header[:60]!r},...: its data would "
                "be percent-encoded bytes); send the base64 of the file, as "
                "'data:image/png;base64,<base64>' or the base64 alone",
            )
    if not text.isascii():
        raise HTTPException(
            400,
            "image is not valid base64: it holds non-ASCII characters (base64 uses A-Z, a-z, "
            "0-9, + and / or - and _, and = for padding)",
        )
    compact = "".join(text.split())
    altchars = None
    if "-" in compact or "_" in compact:
        if "+" in compact or "/" in compact:
            raise HTTPException(
                400, "image is not valid base64: it mixes the standard and URL-safe alphabets"
            )
        altchars = b"-_"
    if len(compact.rstrip("=")) % 4 == 1:
        raise HTTPException(
            400,
            f"image is not valid base64: {len(compact.rstrip('='))} characters cannot be"
            " base64 (a multiple of 4, or 2 or 3 more without padding)",
        )
    compact += "=" * (-len(compact) % 4)
    try:
        return base64.b64decode(compact, altchars=altchars, validate=True)
    except binascii.Error as err:
        raise HTTPException(400, f"image is not valid base64: {err}") from err


def image_error_status(err: ImageError) -> int:
    """400 for undecodable bytes, 422 for an image of the wrong size (``IMAGE_ERROR_STATUS``)."""
    return next(status for kind, status in IMAGE_ERROR_STATUS if isinstance(err, kind))


def open_request_image(data: bytes, max_pixels: int, reduce_to: ReduceTo | None) -> OpenedImage:
    """Image file bytes -> ``OpenedImage`` (header read and checked, nothing decoded): 400
    when not a readable image, 422 under 8 px on a side or over ``max_pixels``."""
    try:
        return open_image(data, max_pixels, reduce_to, text_advice=SERVER_TEXT_ADVICE)
    except ImageError as err:
        raise HTTPException(image_error_status(err), str(err)) from err


def decode_opened(opened: OpenedImage) -> DecodedImage:
    """The pixels of an ``OpenedImage``; 400 when they turn out corrupt or truncated."""
    try:
        return opened.decode()
    except ImageError as err:
        raise HTTPException(image_error_status(err), str(err)) from err


def check_query(request: Request, accepted: frozenset[str] = frozenset()) -> None:
    """A 422 for a query parameter the route does not take (``/predict`` and ``/reconstruct``
    take their options in the body: none) or one given more than once: no value is chosen
    or dropped silently."""
    unknown = sorted(set(request.query_params) - accepted)
    if unknown:
        takes = f"accepted: {sorted(accepted)}" if accepted else "its options go in the body"
        raise HTTPException(
            422, f"unknown query parameter(s) {', '.join(unknown)} for {request.url.path}; {takes}"
        )
    params = request.query_params
    repeated = sorted(name for name in set(params) if len(params.getlist(name)) > 1)
    if repeated:
        raise HTTPException(422, f"query parameter(s) {', '.join(repeated)} given more than once")
