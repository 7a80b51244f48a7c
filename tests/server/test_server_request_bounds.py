"""The defects of the second outside test of the server (issue 24), each held here in-process:
deep JSON in a multipart field, option bounds (max_depth_m above float32, focal lengths, camera
values) answered 422 instead of 503 / 500, the schema agreeing with the server (empty image
strings, empty form fields, HEAD on the probes, repeated query parameters), Retry-After from
each route's own service times, the binary npz answer and the JSON size cap, and views over the
pixel budget refused."""

from __future__ import annotations

import base64
import io
import json
import sys

import numpy as np
import pytest

from support.app_testing import b64, encode, ready_client
from support.fake_models import ReconstructingModel
from tt_depth_anything_3 import DepthOutput
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.options import FLOAT32_MAX, OPTION_BOUNDS
from tt_depth_anything_3.server.runner import Runner


@pytest.fixture(scope="module")
def client(tiny_metric_checkpoint, tiny_metric_model):
    limits = {"max_body_mb": 1.0, "max_pixels": 200_000}
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, **limits) as client:
        yield client


@pytest.fixture(scope="module")
def scene_client(tiny_metric_checkpoint, tiny_metric_model):
    model = ReconstructingModel(tiny_metric_model)
    limits = {"max_body_mb": 2.0, "max_pixels": 200_000, "max_pixels_in_flight": 70_000}
    with ready_client(tiny_metric_checkpoint, model, **limits) as client:
        yield client, model


def form(photo, **fields):
    files = [("images", (f"v{i}.png", encode(photo), "image/png")) for i in range(2)]
    return {"files": files, "data": fields}


def body_schema(schema: dict, path: str) -> dict:
    """The JSON request body schema of ``POST path``."""
    return schema["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]


# 1. nesting in a multipart field ------------------------------------------------------------
@pytest.mark.parametrize("name", ["extrinsics", "intrinsics"])
def test_deeply_nested_json_in_a_form_field_is_422(scene_client, photo, name):
    client, _ = scene_client
    response = client.post("/reconstruct", **form(photo, **{name: "[" * 1000 + "]" * 1000}))
    assert response.status_code == 422, response.text
    assert "nested too deeply" in response.json()["detail"]


@pytest.mark.parametrize("route", ["form", "body"])
def test_deep_nesting_is_refused_whatever_the_recursion_limit(client, scene_client, photo, route):
    """The refusal relied on the JSON decoder's RecursionError: with a higher recursion limit
    (another test had raised it in the same process) 1000 nested brackets parsed and the answer
    was a 422 for their values instead. The depth is now counted before the text is parsed."""
    deep = "[" * 1000 + "]" * 1000
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(100_000)
    try:
        if route == "form":
            response = scene_client[0].post("/reconstruct", **form(photo, intrinsics=deep))
            assert response.status_code == 422, response.text
        else:
            body = '{"image": "' + b64(encode(photo)) + '", "focal_px": ' + deep + "}"
            headers = {"Content-Type": "application/json"}
            response = client.post("/predict", content=body, headers=headers)
            assert response.status_code == 400, response.text
    finally:
        sys.setrecursionlimit(limit)
    assert "nested too deeply" in response.json()["detail"]


# 2. option bounds ---------------------------------------------------------------------------
@pytest.mark.parametrize("value", [3.5e38, 1e39, 1e308])
def test_max_depth_above_float32_is_422_on_both_routes(client, photo, value):
    png = encode(photo)
    response = client.post("/predict", json={"image": b64(png), "max_depth_m": value})
    assert response.status_code == 422 and "max_depth_m" in response.json()["detail"]
    response = client.post(
        f"/predict_png?max_depth_m={value}", content=png, headers={"Content-Type": "image/png"}
    )
    assert response.status_code == 422 and "max_depth_m" in response.json()["detail"]
    assert client.get("/info").json()["device_errors"] == 0


def test_the_largest_bounds_are_accepted(client, photo):
    png = b64(encode(photo))
    body = {"image": png, "max_depth_m": FLOAT32_MAX, "focal_px": 1e9, "png_scale": 1e308}
    assert client.post("/predict", json=body).status_code == 200
    response = client.post("/predict", json={"image": png, "focal_px": 1e9 * 1.01})
    assert response.status_code == 422 and "focal_px" in response.json()["detail"]
    # the smallest: below it metric depth underflowed to a map of zeros (1e-300)
    assert client.post("/predict", json={"image": png, "focal_px": 1e-3}).status_code == 200
    response = client.post(
        "/predict_png?focal_px=1e-300", content=encode(photo), headers={"Content-Type": "image/png"}
    )
    assert response.status_code == 422 and "focal_px" in response.text


def test_the_api_checks_the_same_bounds(tiny_metric_model, photo):
    with pytest.raises(InputError, match="max_depth_m"):
        tiny_metric_model(photo, max_depth_m=1e39)
    with pytest.raises(InputError, match="focal_px"):
        tiny_metric_model(photo, focal_px=1e300)


def test_schema_states_every_bound(client):
    schema = client.get("/openapi.json").json()
    props = body_schema(schema, "/predict")["properties"]
    depth = next(p for p in props["max_depth_m"]["anyOf"] if p.get("type") == "number")
    assert depth["minimum"] == OPTION_BOUNDS["max_depth_m"].ge == 1e-3  # float32-safe clamp
    assert depth["maximum"] == FLOAT32_MAX
    assert props["png_scale"]["minimum"] == OPTION_BOUNDS["png_scale"].ge
    query = {p["name"]: p for p in schema["paths"]["/predict_png"]["post"]["parameters"]}
    focal = next(s for s in query["focal_px"]["schema"]["anyOf"] if s.get("type") == "number")
    assert focal["maximum"] == OPTION_BOUNDS["focal_px"].le  # or "exif"
    assert focal["minimum"] == OPTION_BOUNDS["focal_px"].ge == 1e-3
    assert query["max_depth_m"]["schema"]["minimum"] == 1e-3
    assert query["png_scale"]["schema"]["type"] == "number"


@pytest.mark.parametrize(
    "cameras",
    [
        {"extrinsics": [np.eye(4)[:3].tolist(), [[1, 0, 0, 1e308], [0, 1, 0, 0], [0, 0, 1, 0]]]},
        {"intrinsics": [[1e308, 0, 60], [0, 1e308, 45], [0, 0, 1]]},
    ],
)
def test_huge_camera_values_are_422_not_500(scene_client, photo, cameras):
    client, _ = scene_client
    extra = {"extrinsics": np.tile(np.eye(4)[:3], (2, 1, 1)).tolist(), **cameras}
    extra.setdefault("intrinsics", [[100, 0, 60], [0, 100, 45], [0, 0, 1]])
    body = {"images": [b64(encode(photo))] * 2, "format": "none", **extra}
    response = client.post("/reconstruct", json=body)
    assert response.status_code == 422, response.text
    with pytest.raises(InputError, match="absolute value"):
        from tt_depth_anything_3.geometry.camera_checks import check_extrinsics

        check_extrinsics([[[1, 0, 0, 2e9], [0, 1, 0, 0], [0, 0, 1, 0]]], 1)


# 7. the schema and the server agree ---------------------------------------------------------
def test_empty_images_are_refused_as_the_schema_says(client, scene_client):
    schema = client.get("/openapi.json").json()
    assert body_schema(schema, "/predict")["properties"]["image"]["minLength"] == 1
    images = body_schema(schema, "/reconstruct")["properties"]["images"]
    assert images["items"]["minLength"] == 1
    assert client.post("/predict", json={"image": ""}).status_code == 400
    scenes, _ = scene_client
    assert scenes.post("/reconstruct", json={"images": [""]}).status_code == 400


def test_empty_form_fields_are_absent(scene_client, photo):
    client, model = scene_client
    empty = {name: "" for name in ("extrinsics", "intrinsics", "format", "pose_from", "seed")}
    response = client.post("/reconstruct", **form(photo, **empty))
    assert response.status_code == 200, response.text
    assert response.json()["export"]["format"] == "glb"  # the default
    assert model.calls[-1]["pose_from"] == "camera" and "extrinsics" not in model.calls[-1]


def test_head_on_the_probes(client):
    for path in ("/health", "/ready"):
        response = client.head(path)
        assert response.status_code == 200 and response.content == b""
    paths = client.get("/openapi.json").json()["paths"]
    assert "head" in paths["/health"] and "head" in paths["/ready"]


def test_a_repeated_query_parameter_is_422(client, photo):
    response = client.post(
        "/predict_png?png_scale=1000&png_scale=2000",
        content=encode(photo),
        headers={"Content-Type": "image/png"},
    )
    assert response.status_code == 422 and "more than once" in response.json()["detail"]


# 3. Retry-After per route -------------------------------------------------------------------
def test_retry_after_comes_from_each_routes_own_service_times():
    runner = Runner.__new__(Runner)  # the estimate only: no threads
    Runner.__init__(runner, 2, 1, 1)
    runner.service.observe("/reconstruct", 30.0)
    for _ in range(5):
        runner.service.observe("/predict", 0.2)
    with runner.admit("/predict"):
        assert runner.retry_after_s("/predict") == 1  # one short job ahead
        with runner.admit("/predict"):
            assert runner.retry_after_s("/predict") == 1
    with runner.admit("/reconstruct"):
        assert runner.retry_after_s("/predict") == 30  # the long job ahead sets it
    assert runner.retry_after_s("/reconstruct") == 30  # its own failure: one of its jobs
    runner.close()


# 6. binary answers, the JSON cap, the budget -------------------------------------------------
def test_accept_npz_streams_the_file(client, tiny_metric_model, photo):
    png = encode(photo)
    expected = tiny_metric_model(png).depth
    headers = {"Accept": "application/x-npz"}
    response = client.post("/predict", json={"image": b64(png)}, headers=headers)
    assert response.status_code == 200 and response.headers["content-type"] == "application/x-npz"
    assert np.array_equal(DepthOutput.load_npz(response.content).depth, expected)
    assert response.headers["x-depth-shape"] == ",".join(map(str, expected.shape))
    assert int(response.headers["content-length"]) == len(response.content)
    bad = client.post("/predict", json={"image": b64(png), "output_format": "png"}, headers=headers)
    assert bad.status_code == 422 and "contradicts" in bad.json()["detail"]


def test_json_answers_are_capped(tiny_metric_checkpoint, tiny_metric_model, monkeypatch):
    from tt_depth_anything_3.server.routes import predict

    monkeypatch.setattr(predict, "MAX_JSON_BODY_BYTES", 200_000)
    photo = np.random.default_rng(0).integers(0, 255, (300, 400, 3), dtype=np.uint8)
    body = {"image": b64(encode(photo)), "output_format": "npz", "resize_to_original": True}
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        response = client.post("/predict", json=body)
        assert response.status_code == 422 and "Accept: application/x-npz" in response.text
        binary = client.post("/predict", json=body, headers={"Accept": "application/x-npz"})
        assert binary.status_code == 200
        assert DepthOutput.load_npz(binary.content).depth.shape == (300, 400)


def test_views_over_the_pixel_budget_are_413(scene_client, photo):
    client, _ = scene_client  # max_pixels_in_flight 70,000: 7 views of 90 x 120 are 75,600
    files = [("images", (f"v{i}.png", encode(photo), "image/png")) for i in range(7)]
    response = client.post("/reconstruct", files=files)
    assert response.status_code == 413 and "max_pixels_in_flight" in response.json()["detail"]
    assert client.get("/info").json()["queue"]["pixels_reserved"] == 0


def test_large_jpeg_views_are_decoded_at_reduced_scale(scene_client):
    client, model = scene_client
    rng = np.random.default_rng(1)
    jpeg = encode(rng.integers(0, 255, (300, 400, 3), dtype=np.uint8), "JPEG")
    response = client.post("/reconstruct", json={"images": [b64(jpeg)] * 2, "format": "none"})
    assert response.status_code == 200, response.text
    views = model.calls[-1]["images"]
    assert [v.original_size for v in views] == [(300, 400)] * 2
    assert views[0].rgb.shape[:2] == (150, 200)  # 1/2 scale still covers process_res 140
    assert response.json()["original_sizes"] == [[300, 400]] * 2


def test_npz_metadata_survives_the_binary_route(client, photo):
    response = client.post(
        "/predict", json={"image": b64(encode(photo))}, headers={"Accept": "application/x-npz"}
    )
    with np.load(io.BytesIO(response.content)) as npz:
        meta = json.loads(str(npz["metadata"]))
    assert meta["original_size"] == [90, 120]
    assert base64.b64encode(response.content)  # a whole file, not a JSON body


# found by an outside test --------------------------------------------------------------------
def test_a_key_repeated_in_a_json_body_is_422(client, scene_client, photo):
    """As a repeated query parameter: no value is chosen silently (json.loads keeps the last)."""
    image = b64(encode(photo))
    body = f'{{"image": "{image}", "png_scale": 1000, "png_scale": 1}}'
    headers = {"Content-Type": "application/json"}
    response = client.post("/predict", content=body, headers=headers)
    assert response.status_code == 422, response.text
    assert "'png_scale' is given more than once" in response.json()["detail"]
    scenes, _ = scene_client
    body = f'{{"images": ["{image}", "{image}"], "format": "none", "format": "glb"}}'
    response = scenes.post("/reconstruct", content=body, headers=headers)
    assert response.status_code == 422, response.text
    assert "'format' is given more than once" in response.json()["detail"]
    assert client.post("/predict", content="{bad", headers=headers).status_code == 400


def test_a_nan_camera_value_is_named_not_finite(scene_client, photo):
    client, _ = scene_client
    extrinsics = np.tile(np.eye(4)[:3], (2, 1, 1)).tolist()
    extrinsics[1][0][3] = float("nan")
    body = {
        "images": [b64(encode(photo))] * 2,
        "format": "none",
        "extrinsics": extrinsics,
        "intrinsics": [[100, 0, 60], [0, 100, 45], [0, 0, 1]],
    }
    response = client.post(
        "/reconstruct", content=json.dumps(body), headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422, response.text
    assert "finite number" in response.json()["detail"]


def test_a_large_jpeg_is_decoded_reduced_unless_full_decode_is_set(
    tiny_metric_checkpoint, tiny_metric_model
):
    """The npz answer equals the Python API on the pixels the server decoded: a JPEG over twice
    the network size at reduced scale by default, whole with ``full_jpeg_decode``."""
    from pathlib import Path

    from tt_depth_anything_3.inference.images import load_image

    data = (Path(__file__).parents[2] / "media" / "rocket.jpg").read_bytes()  # 640 x 427
    body = {"image": base64.b64encode(data).decode(), "output_format": "npz"}
    answers = {}
    for full in (False, True):
        with ready_client(
            tiny_metric_checkpoint, tiny_metric_model, full_jpeg_decode=full
        ) as client:
            reply = client.post("/predict", json=body)
            assert reply.status_code == 200, reply.text
            answers[full] = DepthOutput.load_npz(base64.b64decode(reply.json()["depth"]["data"]))
            if not full:
                reduce_to = client.app.state.server.settings.jpeg_reduction(tiny_metric_model)
    np.testing.assert_array_equal(answers[True].depth, tiny_metric_model(data).depth)
    reduced = load_image(data, reduce_to=reduce_to)  # 1/4 scale covers the 140 px network
    assert reduced.rgb.shape[:2] == (107, 160) and reduced.original_size == (427, 640)
    np.testing.assert_array_equal(answers[False].depth, tiny_metric_model(reduced).depth)
    assert answers[False].original_size == answers[True].original_size == (427, 640)
