"""A bad body's 422 stays short and cheap: a few hundred bad values or unknown keys are not
each listed. An outside test sent ``/reconstruct`` 2 MB of JSON whose extrinsics held 360,000
strings: pydantic checked every one, the answer was a 23 MB detail after 7 s, and an 8 MB body
took 19 s and 2.1 GB of memory (a 32 MB body, within ``max_body_mb``, about 8 GB). Now each
list stops at its first bad item (pydantic's ``fail_fast``), many unknown keys are refused by
count, and a detail lists at most ``MAX_LISTED_PROBLEMS`` problems, saying how many more."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from support.app_testing import b64, encode, ready_client
from tt_depth_anything_3.server.decoding import MAX_LISTED_PROBLEMS, format_validation_error
from tt_depth_anything_3.server.reconstruct_io import ReconstructRequest

MANY = 20_000
SHORT = 2_000  # characters: a few lines of detail


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        yield client


def bad_matrices() -> list:
    return [[["x"] * 4] * 3] * (MANY // 12)


def refused(response, *words: str) -> str:
    assert response.status_code == 422, response.text[:300]
    assert response.headers["content-type"] == "application/json"
    detail = response.json()["detail"]
    assert len(detail) < SHORT, f"{len(detail)} characters: {detail[:300]}"
    for word in words:
        assert word in detail
    return detail


def test_many_bad_camera_values_are_one_problem(client, photo):
    image = b64(encode(photo))
    body = {"images": [image, image], "extrinsics": bad_matrices()}
    response = client.post("/reconstruct", json=body)
    refused(response, "extrinsics.0.0.0: Input should be a valid number")
    body = {"images": [image, image], "intrinsics": [[["x"] * 3] * 3] * (MANY // 9)}
    refused(client.post("/reconstruct", json=body), "intrinsics.(N, 3, 3).0.0.0")


def test_many_bad_images_are_one_problem(client):
    response = client.post("/reconstruct", json={"images": list(range(MANY))})
    refused(response, "images.0: Input should be a valid string")


def test_a_form_field_of_many_bad_values_is_one_problem(client, photo):
    files = [("images", (f"v{i}.png", encode(photo), "image/png")) for i in range(2)]
    data = {"extrinsics": json.dumps(bad_matrices())}
    response = client.post("/reconstruct", files=files, data=data)
    refused(response, "extrinsics.0.0.0: Input should be a valid number")


@pytest.mark.parametrize("route", ["/predict", "/reconstruct"])
def test_many_unknown_keys_are_counted_not_listed(client, photo, route):
    image = b64(encode(photo))
    body = {"image": image} if route == "/predict" else {"images": [image]}
    body |= {f"k{i}": 1 for i in range(MANY)}
    detail = refused(client.post(route, json=body), "k0: Extra inputs are not permitted")
    assert f"{MANY} unknown fields" in detail
    assert f"k{MANY - 1}" not in detail


def test_a_few_unknown_keys_are_each_named(client, photo):
    body = {"image": b64(encode(photo)), "foo": 1, "bar": 2}
    detail = refused(client.post("/predict", json=body))
    assert detail == "foo: Extra inputs are not permitted; bar: Extra inputs are not permitted"


def test_validation_stops_at_the_first_bad_item():
    """What bounds the memory: pydantic collects one error, not one per value."""
    body = {"images": ["a"] * 3, "extrinsics": bad_matrices(), "intrinsics": [[["x"] * 3] * 3]}
    with pytest.raises(ValidationError) as caught:
        ReconstructRequest.model_validate(body, strict=True)
    assert caught.value.error_count() == 2
    with pytest.raises(ValidationError) as caught:
        ReconstructRequest.model_validate({"images": list(range(MANY))}, strict=True)
    assert caught.value.error_count() == 1


def test_a_detail_lists_the_first_problems_and_counts_the_rest():
    errors = [{"loc": ("body", f"f{i}"), "msg": "bad", "type": "x"} for i in range(50)]
    detail = format_validation_error(errors)
    listed = [f"f{i}: bad" for i in range(MAX_LISTED_PROBLEMS)]
    more = 50 - MAX_LISTED_PROBLEMS
    assert detail == "; ".join(listed) + f"; ... and {more} more problems (50 in all)"
    few = format_validation_error(errors[:MAX_LISTED_PROBLEMS])
    assert few == "; ".join(listed)
