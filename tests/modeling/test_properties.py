"""Property-based tests (hypothesis) of the public inputs: arrays and tensors of any shape, dtype
and value range, arbitrary bytes, arbitrary paths, and arbitrary JSON bodies and query strings
for the server. The property: an image comes out, or an ``ImageError`` (a ``ValueError``) /
a documented 4xx; never another exception, never a 5xx. Bounded: a fixed number of examples,
derandomised so that CI runs the same cases every time."""

from __future__ import annotations

import base64
import io
import json
import string

import numpy as np
import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp
from PIL import Image

from support.app_testing import encode, ready_client
from tt_depth_anything_3.inference.images import ImageError, load_image
from tt_depth_anything_3.inference.preprocess import smallest_source

BOUNDED = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
MAX_PIXELS = 1_000_000
DOCUMENTED = {200, 400, 413, 415, 422}


def is_image(value) -> None:
    rgb = value.rgb
    assert rgb.dtype == np.uint8 and rgb.ndim == 3 and rgb.shape[2] == 3
    assert min(value.original_size) >= 8
    assert value.original_size[0] * value.original_size[1] <= MAX_PIXELS


def loads_or_refuses(value, **kwargs) -> None:
    try:
        image = load_image(value, MAX_PIXELS, **kwargs)
    except ImageError:
        return
    is_image(image)


dtypes = st.one_of(
    hnp.boolean_dtypes(),
    hnp.integer_dtypes(),
    hnp.unsigned_integer_dtypes(),
    hnp.floating_dtypes(),
    hnp.complex_number_dtypes(),
)
shapes = hnp.array_shapes(min_dims=0, max_dims=5, min_side=0, max_side=24)


@BOUNDED
@given(hnp.arrays(dtypes, shapes, elements=None))
def test_any_array_is_an_image_or_a_value_error(array):
    loads_or_refuses(array)


@BOUNDED
@given(
    hnp.arrays(
        st.sampled_from([np.float16, np.float32, np.float64]),
        st.sampled_from([(3, 12, 9), (12, 9), (12, 9, 4), (1, 10, 10)]),
        elements=st.floats(allow_nan=True, allow_infinity=True, width=16),
    )
)
def test_float_arrays_of_any_range(array):
    loads_or_refuses(array)


@BOUNDED
@given(
    st.sampled_from(
        [
            torch.uint8,
            torch.int16,
            torch.float16,
            torch.bfloat16,
            torch.float32,
            torch.float64,
            torch.bool,
            torch.complex64,
        ]
    ),
    st.sampled_from([(3, 12, 9), (12, 9), (12, 9, 3), (0, 9, 3), (2, 3, 12, 9)]),
)
def test_any_tensor_is_an_image_or_a_value_error(dtype, shape):
    tensor = (torch.rand(shape) * 2).to(dtype) if dtype != torch.bool else torch.zeros(shape) > 0
    loads_or_refuses(tensor)


def image_files() -> st.SearchStrategy[bytes]:
    """Real image files of each format and size, and random mutations of them."""
    sizes = st.tuples(st.integers(1, 40), st.integers(1, 40))
    fmts = st.sampled_from(["PNG", "JPEG", "GIF", "BMP", "TIFF", "WEBP"])
    modes = st.sampled_from(["RGB", "L", "RGBA", "P", "I;16", "CMYK", "1"])

    @st.composite
    def build(draw) -> bytes:
        (w, h), fmt, mode = draw(sizes), draw(fmts), draw(modes)
        image = Image.new("RGB", (w, h), (w * 6, h * 6, 90)).convert(mode)
        buffer = io.BytesIO()
        try:
            image.save(buffer, fmt)
        except (OSError, ValueError, KeyError):  # a mode this format cannot store
            image.convert("RGB").save(buffer, fmt)
        data = bytearray(buffer.getvalue())
        for index, value in draw(
            st.lists(st.tuples(st.integers(0, len(data) - 1), st.integers(0, 255)), max_size=8)
        ):
            data[index] = value
        cut = draw(st.integers(0, len(data)))
        return bytes(data[:cut] if draw(st.booleans()) else data)

    return st.one_of(st.binary(max_size=300), build())


@BOUNDED
@given(image_files())
def test_any_bytes_are_an_image_or_a_value_error(data):
    loads_or_refuses(data)
    loads_or_refuses(data, reduce_to=smallest_source)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.text(max_size=300))
def test_any_path_is_an_image_or_a_value_error(text):
    loads_or_refuses(text)


# ---------------------------------------------------------------- the request schema

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=10,
)


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    limits = {"max_body_mb": 0.5, "max_pixels": 200_000}
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, **limits) as client:
        yield client


def png_b64() -> str:
    rng = np.random.default_rng(3)
    return base64.b64encode(encode(rng.integers(0, 255, (24, 30, 3), np.uint8))).decode()


@BOUNDED
@given(
    st.fixed_dictionaries(
        {},
        optional={
            "image": st.sampled_from([png_b64(), "", "!!", "data:,", "iVBOR"]) | st.text(),
            "output_format": st.sampled_from(["png", "npz", "json"]) | json_values,
            "resize_to_original": st.booleans() | json_values,
            "max_depth_m": st.floats() | json_values,
            "png_scale": st.floats() | json_values,
            "focal_px": st.floats() | json_values,
        },
    ).flatmap(lambda body: st.just(body) | json_values.map(lambda extra: {**body, "x": extra}))
)
def test_any_json_body_gets_200_or_a_documented_4xx(client, body):
    content = json.dumps(body).encode()  # NaN and Infinity too: Python's json reads them
    response = client.post(
        "/predict", content=content, headers={"Content-Type": "application/json"}
    )
    assert response.status_code in DOCUMENTED, (body, response.text)
    assert isinstance(response.json(), dict)


@BOUNDED
@given(st.binary(max_size=400) | json_values.map(lambda v: repr(v).encode()))
def test_any_raw_body_gets_a_documented_4xx(client, body):
    response = client.post("/predict", content=body, headers={"Content-Type": "application/json"})
    assert response.status_code in DOCUMENTED - {200}, (body, response.text)


@settings(
    max_examples=50,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    st.dictionaries(
        st.sampled_from(["png_scale", "resize_to_original", "max_depth_m", "focal_px", "other"])
        | st.text(string.ascii_letters, max_size=6),
        st.text(max_size=12) | st.floats().map(str),
        max_size=4,
    )
)
def test_any_query_string_gets_200_or_a_documented_4xx(client, query):
    response = client.post(
        "/predict_png",
        params=query,
        content=base64.b64decode(png_b64()),
        headers={"Content-Type": "image/png"},
    )
    assert response.status_code in DOCUMENTED, (query, response.text)
