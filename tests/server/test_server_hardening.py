"""Each defect found by the outside test of the server (issue 16, items 8 and 9), fixed and held
here, in-process: non-ASCII base64, deep JSON nesting, gzip bodies, wrapped and URL-safe base64,
unknown query parameters, PNG saturation at huge scales, one limit in the bomb message, the
/metrics content type in the schema; plus the typed image errors, reduced-scale JPEG decoding
and the pixel budget."""

from __future__ import annotations

import asyncio
import base64
import gzip
import io
import itertools
import json
import zlib

import numpy as np
import pytest
from PIL import Image

from support.app_testing import b64, encode, ready_client
from tt_depth_anything_3 import DepthOutput
from tt_depth_anything_3.inference.images import (
    DecodedImage,
    ImageDecodeError,
    ImageError,
    ImageFormatError,
    ImageSizeError,
    ImageTooLargeError,
    load_image,
    open_image,
)
from tt_depth_anything_3.inference.preprocess import preprocess, smallest_source
from tt_depth_anything_3.server.budget import PixelBudget
from tt_depth_anything_3.server.decoding import inflate_chunk


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    limits = {"max_body_mb": 1.0, "max_pixels": 200_000}
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, **limits) as client:
        yield client


def npz_depth(response) -> np.ndarray:
    assert response.status_code == 200, response.text
    return DepthOutput.load_npz(base64.b64decode(response.json()["depth"]["data"])).depth


def post_json(client, body: bytes, **headers):
    return client.post(
        "/predict", content=body, headers={"Content-Type": "application/json", **headers}
    )


@pytest.mark.parametrize("image", ["\u00b1\u0081uEdG", "data:image/png;base64,ü", "AAAA\u00e9"])
def test_non_ascii_base64_is_400(client, image):
    response = client.post("/predict", json={"image": image, "output_format": "json"})
    assert response.status_code == 400, response.text
    assert "non-ASCII" in response.json()["detail"]


def test_deeply_nested_json_is_400(client):
    body = b'{"image": ' + b"[" * 100_000
    response = post_json(client, body)
    assert response.status_code == 400 and "nested too deeply" in response.json()["detail"]
    response = post_json(client, b"\xff\xfe not utf-8")
    assert response.status_code == 400 and "not valid JSON" in response.json()["detail"]


def test_gzip_and_deflate_bodies(client, tiny_metric_model, photo):
    png = encode(photo)
    expected = tiny_metric_model(png).depth
    body = f'{{"image": "{b64(png)}", "output_format": "npz"}}'.encode()
    gz = post_json(client, gzip.compress(body), **{"Content-Encoding": "gzip"})
    assert np.array_equal(npz_depth(gz), expected)
    deflated = post_json(client, zlib.compress(body), **{"Content-Encoding": "deflate"})
    assert np.array_equal(npz_depth(deflated), expected)
    raw = client.post(
        "/predict_png",
        content=gzip.compress(png),
        headers={"Content-Type": "image/png", "Content-Encoding": "gzip"},
    )
    assert raw.status_code == 200 and raw.headers["content-type"] == "image/png"


@pytest.mark.parametrize("name", ["x-gzip", "X-GZIP"])
def test_x_gzip_is_read_as_gzip(client, tiny_metric_model, photo, name):
    """``Content-Encoding: x-gzip`` was 415: RFC 9110 8.4.1.3 has a recipient read it as gzip;
    its errors are those of gzip."""
    png = encode(photo)
    body = f'{{"image": "{b64(png)}", "output_format": "npz"}}'.encode()
    response = post_json(client, gzip.compress(body), **{"Content-Encoding": name})
    assert np.array_equal(npz_depth(response), tiny_metric_model(png).depth)
    raw = client.post(
        "/predict_png",
        content=gzip.compress(png),
        headers={"Content-Type": "image/png", "Content-Encoding": name},
    )
    assert raw.status_code == 200 and raw.headers["content-type"] == "image/png"
    response = post_json(client, b"not gzip at all", **{"Content-Encoding": name})
    assert response.status_code == 400 and "not valid gzip data" in response.json()["detail"]
    response = post_json(client, b"{}", **{"Content-Encoding": "x-compress"})
    assert response.status_code == 415 and "'x-compress'" in response.json()["detail"]


def test_bad_compressed_bodies(client):
    bomb = gzip.compress(b" " * (8 * 1024 * 1024))  # 8 MiB of spaces in ~8 KiB, limit 1 MiB
    response = post_json(client, bomb, **{"Content-Encoding": "gzip"})
    assert response.status_code == 413 and "decompressed" in response.json()["detail"]
    response = post_json(client, b"not gzip at all", **{"Content-Encoding": "gzip"})
    assert response.status_code == 400 and "gzip" in response.json()["detail"]
    truncated = gzip.compress(b'{"image": "AAAA"}')[:-6]
    response = post_json(client, truncated, **{"Content-Encoding": "gzip"})
    assert response.status_code == 400 and "truncated" in response.json()["detail"]
    trailing = zlib.compress(b"{}") + b"more"
    response = post_json(client, trailing, **{"Content-Encoding": "deflate"})
    assert response.status_code == 400 and "after the end" in response.json()["detail"]
    members = gzip.compress(b'{"image": "AA') + gzip.compress(b'AA"}') + b"\x1f"  # cut short
    response = post_json(client, members, **{"Content-Encoding": "gzip"})
    assert response.status_code == 400 and "truncated" in response.json()["detail"]
    bomb_members = gzip.compress(b" " * (600 * 1024)) * 2  # each under the limit, not both
    response = post_json(client, bomb_members, **{"Content-Encoding": "gzip"})
    assert response.status_code == 413 and "decompressed" in response.json()["detail"]


def test_a_gzip_body_of_several_members_is_read_whole(client, photo):
    """``cat a.gz b.gz`` is one gzip file (RFC 1952): every member is read, in order, whether
    a network chunk ends inside a member, between two or inside a header."""
    body = json.dumps({"image": b64(encode(photo)), "output_format": "npz"}).encode()
    cuts = [0, 100, len(body) // 2, len(body)]
    members = b"".join(gzip.compress(body[a:b]) for a, b in itertools.pairwise(cuts))
    response = post_json(client, members, **{"Content-Encoding": "gzip"})
    assert response.status_code == 200, response.text
    for size in (1, 7, 10, 4096):
        inflate, out = zlib.decompressobj(31), []
        for start in range(0, len(members), size):
            piece, inflate = inflate_chunk(inflate, members[start : start + size], 1 << 30, "gzip")
            out.append(piece)
        assert b"".join(out) == body and inflate.eof and not inflate.unused_data
    response = post_json(client, b"{}", **{"Content-Encoding": "br"})
    assert response.status_code == 415 and "Content-Encoding" in response.json()["detail"]


def test_wrapped_url_safe_and_unpadded_base64_are_accepted(client, tiny_metric_model, photo):
    png = encode(photo)
    expected = tiny_metric_model(png).depth
    standard = b64(png)
    wrapped = "\n".join(standard[i : i + 76] for i in range(0, len(standard), 76))
    url_safe = base64.urlsafe_b64encode(png).decode().rstrip("=")
    assert "-" in url_safe or "_" in url_safe  # the test exercises the URL-safe alphabet
    for text in (wrapped, url_safe, "data:image/png;base64," + url_safe):
        response = client.post("/predict", json={"image": text, "output_format": "npz"})
        assert np.array_equal(npz_depth(response), expected)
    for bad, words in (("ab+c-d__", "mixes"), ("abcde", "cannot be"), ("ab$c", "base64")):
        response = client.post("/predict", json={"image": bad})
        assert response.status_code == 400 and words in response.json()["detail"], bad


def test_a_data_url_scheme_is_read_in_any_case(client, tiny_metric_model, photo):
    """URI schemes are case-insensitive (RFC 3986 3.1): ``DATA:image/png;base64,...`` got a
    400 blaming the base64's length, its prefix read as base64."""
    png = encode(photo)
    expected = tiny_metric_model(png).depth
    for prefix in ("DATA:image/png;base64,", "Data:image/PNG;base64,", " data:image/png;base64,"):
        response = client.post(
            "/predict", json={"image": prefix + b64(png), "output_format": "npz"}
        )
        assert response.status_code == 200, (prefix, response.text)
        assert np.array_equal(npz_depth(response), expected)
    response = client.post("/predict", json={"image": "DATA:image/png;base64" + b64(png)})
    assert response.status_code == 400 and "without a ','" in response.json()["detail"]
    # no ";base64": percent-encoded bytes (RFC 2397), not read as base64 by a guess
    response = client.post("/predict", json={"image": "data:image/png," + b64(png)})
    assert response.status_code == 400 and "without ';base64'" in response.json()["detail"]


def test_a_readable_image_with_unusable_pixels_is_422(client):
    """``ImageFormatError`` (a mode I TIFF with values over 65535) is 422, as SERVING.md's
    error table now says (it listed only sizes for 422): the bytes are a readable image, the
    server cannot use its pixels; bytes that are no image are 400."""
    buffer = io.BytesIO()
    Image.fromarray(np.full((60, 80), 2**31 - 1, np.int32), "I").save(buffer, "TIFF")
    headers = {"Content-Type": "image/tiff"}
    response = client.post("/predict_png", content=buffer.getvalue(), headers=headers)
    assert response.status_code == 422, response.text
    assert "above 65535" in response.json()["detail"]
    response = client.post("/predict_png", content=b"II*\0 not a tiff", headers=headers)
    assert response.status_code == 400, response.text


def test_unknown_query_parameter_is_422(client, photo):
    response = client.post(
        "/predict_png?png_scale=10&colour=red",
        content=encode(photo),
        headers={"Content-Type": "image/png"},
    )
    assert response.status_code == 422 and "colour" in response.json()["detail"]


def test_saturation_is_counted_at_any_scale(client, tiny_metric_model, photo):
    png = encode(photo)
    depth = tiny_metric_model(png).depth
    result = client.post("/predict", json={"image": b64(png), "png_scale": 1e308}).json()
    assert result["depth"]["saturated_pixels"] == int(np.count_nonzero(depth > 0))
    quantised = DepthOutput(depth=depth, original_size=(1, 1), model_input_size=(1, 1), units="m")
    assert quantised.to_uint16(1e308).saturated_pixels == depth.size  # all depth > 0 here


def test_bomb_and_limit_messages_quote_one_limit(client):
    header = Image.new("L", (8, 8))
    buffer = io.BytesIO()
    header.save(buffer, "PNG")
    data = bytearray(buffer.getvalue())
    data[16:24] = (65000).to_bytes(4, "big") + (65000).to_bytes(4, "big")  # IHDR width, height
    data[29:33] = zlib.crc32(bytes(data[12:29])).to_bytes(4, "big")  # the IHDR checksum
    response = client.post(
        "/predict_png", content=bytes(data), headers={"Content-Type": "image/png"}
    )
    detail = response.json()["detail"]
    assert response.status_code == 422, detail
    assert "200000 px" in detail and "178956970" not in detail, detail


def test_content_length_that_is_not_a_number(client):
    for declared in ("\u00b2".encode("latin-1"), b"12x"):  # '2'.isdigit() is True: not a number
        response = client.post(
            "/predict",
            content=b"{}",
            headers={"Content-Type": "application/json", "Content-Length": declared},
        )
        assert response.status_code == 400 and "Content-Length" in response.json()["detail"]


def test_json_at_the_original_size_is_bounded(tiny_metric_checkpoint, tiny_metric_model):
    big = encode(np.zeros((2100, 2000, 3), np.uint8), "JPEG")  # 4.2 MP, over the json limit
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        body = {"image": b64(big), "output_format": "json", "resize_to_original": True}
        response = client.post("/predict", json=body)
        assert response.status_code == 422 and "npz or png" in response.json()["detail"]


def test_openapi_documents_metrics_and_every_status(client):
    schema = client.get("/openapi.json").json()
    metrics = schema["paths"]["/metrics"]["get"]["responses"]["200"]["content"]
    assert list(metrics) == ["text/plain"]
    assert client.get("/metrics").headers["content-type"].startswith("text/plain")
    predict = schema["paths"]["/predict"]["post"]["responses"]
    assert set(predict) == {"200", "400", "408", "413", "415", "422", "500", "503", "504"}
    png_params = schema["paths"]["/predict_png"]["post"]["parameters"]
    for param in png_params:  # a query string has no null: plain numbers, with their range
        members = param["schema"].get("anyOf", [param["schema"]])  # focal_px: or "exif"
        assert all(m.get("type") != "null" for m in members), param
        assert param["name"] == "focal_px" or "anyOf" not in param["schema"], param
    image = schema["paths"]["/predict"]["post"]["requestBody"]["content"]["application/json"]
    assert image["schema"]["properties"]["image"]["contentEncoding"] == "base64"


# ---------------------------------------------------------------- images.py


def test_typed_image_errors():
    cases = [
        (b"", ImageDecodeError),
        (b"GIF89a garbage", ImageDecodeError),
        (np.zeros((4, 40, 3), np.uint8), ImageSizeError),
        (np.zeros((100, 100, 3), np.uint8), ImageTooLargeError),
        (np.zeros((10, 10, 3), np.int64), ImageFormatError),
        ("/no/such/file.png", ImageFormatError),
        ("x" * 5000, ImageFormatError),  # a name too long for the file system
        ("a\0b", ImageFormatError),
        (object(), ImageFormatError),
    ]
    for value, kind in cases:
        with pytest.raises(kind) as caught:
            load_image(value, max_pixels=5000)
        assert isinstance(caught.value, (ImageError, ValueError))


def test_bfloat16_tensor_is_an_image():
    import torch

    tensor = torch.rand(3, 16, 20, dtype=torch.bfloat16)
    rgb = load_image(tensor).rgb
    assert rgb.shape == (16, 20, 3) and rgb.dtype == np.uint8


def large_jpeg(height: int, width: int, exif_orientation: int | None = None) -> bytes:
    y, x = np.ogrid[0:height, 0:width]
    rgb = np.empty((height, width, 3), np.uint8)
    rgb[..., 0], rgb[..., 1], rgb[..., 2] = x * 255 // width, y * 255 // height, (x + y) % 256
    buffer = io.BytesIO()
    exif = Image.Exif()
    if exif_orientation:
        exif[0x0112] = exif_orientation
    Image.fromarray(rgb).save(buffer, "JPEG", quality=90, exif=exif.tobytes())
    return buffer.getvalue()


@pytest.mark.parametrize(
    "size, orientation, mode",
    [
        ((1500, 2100), None, "upper_bound"),
        ((1500, 2100), 6, "upper_bound"),
        ((1200, 1600), None, "squash"),
    ],
)
def test_reduced_scale_jpeg_matches_the_full_decode(size, orientation, mode):
    """A JPEG decoded at 1/2..1/8 scale gives the same network input sizes as the full decode
    and pixels within a few levels of it (the resize averages either way)."""
    data = large_jpeg(*size, orientation)
    reduce_to = lambda original: smallest_source(original, 504, mode)  # noqa: E731
    with open_image(data, reduce_to=reduce_to) as opened:
        assert opened.decoded_pixels < size[0] * size[1] / 3
        reduced = opened.decode()
    full = load_image(data)
    assert reduced.reduced and reduced.original_size == full.rgb.shape[:2]
    a = preprocess(reduced.rgb, 504, mode, reduced.original_size)
    b = preprocess(full.rgb, 504, mode)
    assert a.original_size == b.original_size and a.model_input_size == b.model_input_size
    levels = np.abs(a.array - b.array) * 0.225 * 255  # ImageNet-normalised -> 0..255 levels
    assert float(levels.mean()) < 1.5  # a sharp sawtooth: the worst case for resampling
    assert float(np.quantile(levels, 0.99)) < 12


def test_reduced_image_keeps_the_full_geometry(tiny_metric_model):
    data = large_jpeg(1200, 1600)
    reduce_to = lambda s: smallest_source(s, tiny_metric_model.process_res)  # noqa: E731
    reduced = load_image(data, reduce_to=reduce_to)
    assert reduced.reduced
    out = tiny_metric_model(reduced, focal_px=1000.0, resize_to_original=True)
    full = tiny_metric_model(data, focal_px=1000.0, resize_to_original=True)
    assert out.original_size == full.original_size == (1200, 1600)
    assert out.depth.shape == full.depth.shape and out.focal_px == full.focal_px
    with pytest.raises(ImageTooLargeError):
        load_image(DecodedImage(reduced.rgb, (1200, 1600)), max_pixels=1_000_000)


# ---------------------------------------------------------------- the pixel budget


def test_pixel_budget_waits_clamps_and_releases_on_cancel():
    async def scenario() -> None:
        budget = PixelBudget(100)
        order: list[str] = []

        async def hold(name: str, pixels: int, seconds: float) -> None:
            async with budget.reserve(pixels) as got:
                order.append(f"{name}+{got}")
                assert budget.reserved <= budget.total
                await asyncio.sleep(seconds)
            order.append(f"{name}-")

        first = asyncio.ensure_future(hold("a", 70, 0.05))
        await asyncio.sleep(0)
        second = asyncio.ensure_future(hold("b", 500, 0.0))  # clamped to 100: waits for a
        third = asyncio.ensure_future(hold("c", 10, 0.0))  # fits, but waits its turn (FIFO)
        await asyncio.gather(first, second, third)
        assert order == ["a+70", "a-", "b+100", "b-", "c+10", "c-"]
        async with budget.reserve(100):
            waiter = asyncio.ensure_future(hold("d", 50, 0.0))
            await asyncio.sleep(0.01)
            assert budget.waiting == 1
            waiter.cancel()  # a timed-out or abandoned request stops waiting
            await asyncio.gather(waiter, return_exceptions=True)
            assert budget.waiting == 0
        assert budget.reserved == 0

    asyncio.run(scenario())


def test_a_reservation_cancelled_as_its_room_is_granted_gives_the_room_back():
    """A cancel that lands in the loop turn the room is granted: ``asyncio.wait_for`` (Python
    3.11) returned the room instead of the cancel, so the cancelled request's reservation
    entered, nobody left it, and the room was never given back (a body-budget slot lost for
    good under a burst of clients leaving)."""

    async def scenario() -> None:
        budget = PixelBudget(10)
        held = budget.take_now(10)
        entering = asyncio.ensure_future(budget.reserve(5, timeout_s=5).__aenter__())
        await asyncio.sleep(0.01)
        assert budget.waiting == 1
        budget.give(held)  # grants the waiter's room ...
        entering.cancel()  # ... and its request is cancelled in the same turn
        await asyncio.gather(entering, return_exceptions=True)
        assert entering.cancelled()
        assert budget.reserved == 0 and budget.waiting == 0

    asyncio.run(scenario())
