"""What the Python API warns of reaches the HTTP client: ``POST /reconstruct`` and ``POST
/predict`` answered 200 with no hint that an option was ignored (``pose_from`` beside given
extrinsics, ``focal_px`` on a relative model) or views were cropped; the warning went only to
the server's log. Now the JSON answers carry ``warnings`` (``[]`` for none) and the binary ones
the ``X-Warnings`` header (a JSON array), each request its own: the server's model calls run on
a worker thread, where ``warnings.catch_warnings`` (process-wide state) cannot be used."""

from __future__ import annotations

import json
import threading
import warnings
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from fastapi.testclient import TestClient

from support.app_testing import b64, encode, settings_for, wait_ready
from tt_depth_anything_3.config.errors import UnusedOptionWarning
from tt_depth_anything_3.config.run_warnings import collecting, warn
from tt_depth_anything_3.server import create_app

UNUSED_POSE = "pose_from='rays' is not used: the given extrinsics are the cameras"


@pytest.fixture()
def anyview_client(tiny_anyview_model, tiny_anyview_checkpoint):
    app = create_app(settings_for(tiny_anyview_checkpoint), model=tiny_anyview_model)
    with TestClient(app) as client:
        wait_ready(client)
        yield client


def given_cameras(count: int) -> dict:
    extrinsics = np.tile(np.eye(4)[:3], (count, 1, 1))
    extrinsics[:, 0, 3] = np.arange(count) * 0.1
    k = [[100.0, 0, 60], [0, 100, 45], [0, 0, 1]]
    return {"extrinsics": extrinsics.tolist(), "intrinsics": k}


def test_reconstruct_answers_the_warnings_python_gives(anyview_client, tiny_anyview_model, photo):
    views = [b64(encode(np.roll(photo, 6 * i, axis=1))) for i in range(2)]
    with pytest.warns(UnusedOptionWarning, match="pose_from='rays' is not used"):
        tiny_anyview_model.reconstruct(
            [np.roll(photo, 6 * i, axis=1) for i in range(2)], pose_from="rays", **given_cameras(2)
        )
    request = {"images": views, "format": "none", "pose_from": "rays", **given_cameras(2)}
    response = anyview_client.post("/reconstruct", json=request)
    assert response.status_code == 200, response.text
    (note,) = response.json()["warnings"]
    assert note.startswith(UNUSED_POSE)
    clean = anyview_client.post("/reconstruct", json={"images": views, "format": "none"})
    assert clean.status_code == 200 and clean.json()["warnings"] == []
    schema = anyview_client.get("/openapi.json").json()["components"]["schemas"]
    assert "warnings" in schema["ReconstructResponse"]["properties"]
    assert "warnings" in schema["PredictResponse"]["properties"]


def test_reconstruct_says_views_were_cropped(anyview_client, photo):
    wide = np.concatenate([photo, photo[:, :30]], axis=1)  # 90 x 150 beside 90 x 120
    request = {"images": [b64(encode(photo)), b64(encode(wide))], "format": "none"}
    response = anyview_client.post("/reconstruct", json=request)
    assert response.status_code == 200, response.text
    (note,) = response.json()["warnings"]
    assert "crop" in note


def test_predict_answers_its_warnings_in_json_and_in_a_header(anyview_client, photo):
    """The any-view model predicts relative depth: a focal length is not used."""
    image = b64(encode(photo))
    body = anyview_client.post("/predict", json={"image": image, "focal_px": 500}).json()
    (note,) = body["warnings"]
    assert "focal_px is not used" in note
    assert anyview_client.post("/predict", json={"image": image}).json()["warnings"] == []
    npz = anyview_client.post(
        "/predict",
        json={"image": image, "focal_px": 500},
        headers={"Accept": "application/x-npz"},
    )
    assert npz.status_code == 200 and json.loads(npz.headers["X-Warnings"]) == [note]
    png = anyview_client.post(
        "/predict_png", content=encode(photo), headers={"Content-Type": "image/png"}
    )
    assert png.status_code == 200 and json.loads(png.headers["X-Warnings"]) == []


def test_concurrent_requests_see_only_their_own_warnings(anyview_client, photo):
    views = [b64(encode(np.roll(photo, 6 * i, axis=1))) for i in range(2)]
    warned = {"images": views, "format": "none", "pose_from": "rays", **given_cameras(2)}
    clean = {"images": views, "format": "none"}
    requests = [warned, clean] * 4
    with ThreadPoolExecutor(len(requests)) as pool:
        answers = list(pool.map(lambda r: anyview_client.post("/reconstruct", json=r), requests))
    for request, answer in zip(requests, answers, strict=True):
        assert answer.status_code == 200, answer.text
        notes = answer.json()["warnings"]
        assert (
            (len(notes) == 1 and notes[0].startswith(UNUSED_POSE))
            if request is warned
            else (notes == [])
        )


def test_each_thread_collects_its_own_warnings():
    """Two threads warning in turn inside their own ``collecting`` blocks: each list holds its
    thread's messages only; ``warnings.warn`` still runs for each (the Python API's)."""
    turn = [threading.Event() for _ in range(4)]
    lists: dict[str, list[str]] = {"a": [], "b": []}

    def worker(name: str, mine: list[int]) -> None:
        with collecting(lists[name]):
            for step in mine:
                turn[step].wait(5)
                warn(f"{name}{step}", UserWarning)
                if step + 1 < len(turn):
                    turn[step + 1].set()

    with warnings.catch_warnings(record=True) as shown:
        warnings.simplefilter("always")
        threads = [
            threading.Thread(target=worker, args=("a", [0, 2])),
            threading.Thread(target=worker, args=("b", [1, 3])),
        ]
        for thread in threads:
            thread.start()
        turn[0].set()
        for thread in threads:
            thread.join(10)
    assert lists == {"a": ["a0", "a2"], "b": ["b1", "b3"]}
    assert sorted(str(w.message) for w in shown) == ["a0", "a2", "b1", "b3"]
    with pytest.warns(UserWarning, match="outside"):
        warn("outside", UserWarning)  # no block: nothing collected
    assert lists == {"a": ["a0", "a2"], "b": ["b1", "b3"]}
