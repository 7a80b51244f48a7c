"""Issue 24, items 5 and 8: work stops after its request is answered (504 or the client gone):
a job still queued for the device never starts, a running ``/reconstruct`` stops at its next
safe point (between views, between head calls), and ``/metrics`` shows what still runs; and
the optional bearer-token authentication."""

from __future__ import annotations

import re
import threading
import time
import weakref

import numpy as np
import pytest

from support.app_testing import allow_slow_runs, b64, encode, ready_client
from support.checkpoints import open_model
from tt_depth_anything_3.config.cancel import Cancelled, cancellable, checkpoint
from tt_depth_anything_3.server.auth import is_loopback, open_warning


class SlowViewsModel:
    """The tiny model, with a ``reconstruct`` that works view by view (``SECONDS_PER_VIEW``
    each) and stops at ``checkpoint()`` between views, as the real one does between head
    calls; it records how many views it got through."""

    SECONDS_PER_VIEW = 0.1

    def __init__(self, model, hold: threading.Event | None = None) -> None:
        self._model = model
        self.hold = hold  # when given, the first run waits for it (deaf to cancellation)
        self.views_done: list[int] = []
        self.started = 0
        self.finished = threading.Event()

    def __getattr__(self, name):
        return getattr(self._model, name)

    def reconstruct(self, images, **kwargs):
        self.started += 1
        if self.hold is not None and self.started == 1:
            assert self.hold.wait(30)
        done = 0
        try:
            for _ in images:
                checkpoint()
                time.sleep(self.SECONDS_PER_VIEW)
                done += 1
        finally:
            self.views_done.append(done)
            self.finished.set()
        raise AssertionError("never reached in these tests: the request times out first")


def gauge(client, name: str) -> float:
    for line in client.get("/metrics").text.splitlines():
        if line.startswith(name + " "):
            return float(line.split()[1])
    raise AssertionError(f"{name} not in /metrics")


def test_a_timed_out_reconstruct_stops_between_views(tiny_metric_checkpoint, tiny_metric_model,
                                                     photo):  # fmt: skip
    model = SlowViewsModel(tiny_metric_model)
    views = 16
    body = {"images": [b64(encode(photo))] * views, "format": "none"}
    with ready_client(tiny_metric_checkpoint, model, request_timeout_s=0.5, max_body_mb=4) as c:
        response = c.post("/reconstruct", json=body)
        assert response.status_code == 504, response.text
        assert model.finished.wait(5)
        # it stopped at the next view, not after all 16 (1.6 s of work)
        assert model.views_done[-1] < views // 2, model.views_done
        deadline = time.monotonic() + 5
        while gauge(c, "da3_abandoned_jobs_running") and time.monotonic() < deadline:
            time.sleep(0.02)
        assert gauge(c, "da3_abandoned_jobs_running") == 0
        assert gauge(c, "da3_jobs_stopped") >= 1
        info = c.get("/info").json()
        assert info["device_errors"] == 0 and info["requests"]["server_error"] == 0


def test_a_job_queued_for_the_device_never_starts(tiny_metric_checkpoint, tiny_metric_model,
                                                  photo):  # fmt: skip
    hold = threading.Event()
    model = SlowViewsModel(tiny_metric_model, hold)
    body = {"images": [b64(encode(photo))] * 8, "format": "none"}
    settings = {"request_timeout_s": 0.3, "max_body_mb": 4, "queue_size": 4}
    with ready_client(tiny_metric_checkpoint, model, **settings) as client:
        stopped_before = gauge(client, "da3_jobs_stopped")
        results = []
        threads = [
            threading.Thread(target=lambda: results.append(client.post("/reconstruct", json=body)))
            for _ in range(3)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        assert [r.status_code for r in results] == [504] * 3
        hold.set()  # the device is free again: the two queued jobs would start now
        assert model.finished.wait(5)
        time.sleep(1.0)  # long enough for the queued jobs to have run, had they started
        assert model.started == 1, model.started  # the two queued behind it never ran
        # all three counted: the running one stopped at a safe point, the two never started
        assert gauge(client, "da3_jobs_stopped") == stopped_before + 3


def test_the_real_network_stops_at_its_checkpoints(tiny_anyview_checkpoint, photo):
    from tt_depth_anything_3 import DepthAnything3

    with DepthAnything3.from_pretrained(
        weights_path=tiny_anyview_checkpoint, device="cpu", process_res=70
    ) as model:
        stop = threading.Event()
        stop.set()
        with cancellable(stop), pytest.raises(Cancelled):
            model.reconstruct([photo, np.roll(photo, 5, axis=1)])
        scene = model.reconstruct([photo, np.roll(photo, 5, axis=1)])  # outside: no effect
        assert scene.num_views == 2


class StallInsideTheNetwork:
    """Hooks on the tiny model's torch network: block ``stall_at``'s pre-hook waits (as a slow
    layer would) until ``release`` is set, keeps a weak reference to the activation it was
    given, and every block records that it ran. Removed on exit."""

    def __init__(self, backend, stall_at: int = 1) -> None:
        self.blocks = backend.network.backbone.pretrained.blocks
        self.stall_at = stall_at
        self.entered = threading.Event()
        self.release = threading.Event()
        self.ran: list[int] = []
        self.activation = None  # weakref to the tensor block ``stall_at`` was given

    def __enter__(self):
        def make(index):
            def hook(module, args):
                self.ran.append(index)
                if index == self.stall_at and not self.entered.is_set():
                    self.activation = weakref.ref(args[0])
                    self.entered.set()
                    assert self.release.wait(30)

            return hook

        self.handles = [b.register_forward_pre_hook(make(i)) for i, b in enumerate(self.blocks)]
        return self

    def __exit__(self, *exc) -> None:
        self.release.set()
        for handle in self.handles:
            handle.remove()


def test_a_timed_out_predict_stops_inside_the_network(tiny_metric_checkpoint, photo):
    """A single-image /predict answered 504 while its forward is in block 1: the run stops at
    the next block's safe point (the backend's hooks), not after the forward; the stopped job
    is counted, the gauge of abandoned work goes back to 0 and the activations are freed (the
    stopped run's frames are not kept alive by its exception)."""
    body = {"image": b64(encode(photo))}
    model, backend = open_model(tiny_metric_checkpoint, process_res=140)
    with (
        model,
        ready_client(tiny_metric_checkpoint, model, request_timeout_s=0.5) as client,
        StallInsideTheNetwork(backend, stall_at=1) as stall,
    ):
        stopped_before = gauge(client, "da3_jobs_stopped")
        started = time.monotonic()
        response = client.post("/predict", json=body)
        assert response.status_code == 504, response.text
        assert stall.entered.is_set()
        assert gauge(client, "da3_abandoned_jobs_running") == 1  # still in block 1
        stall.release.set()  # the slow layer ends; the next block's safe point stops the run
        deadline = time.monotonic() + 5
        while gauge(client, "da3_abandoned_jobs_running") and time.monotonic() < deadline:
            time.sleep(0.01)
        assert gauge(client, "da3_abandoned_jobs_running") == 0
        assert time.monotonic() - started < 3
        assert stall.ran == [0, 1], stall.ran  # blocks 2 .. depth - 1 never ran
        assert gauge(client, "da3_jobs_stopped") == stopped_before + 1
        assert stall.activation() is None  # the stopped forward's tensors are freed
        info = client.get("/info").json()
        assert info["device_errors"] == 0 and info["requests"]["server_error"] == 0
        allow_slow_runs(client.app)  # a whole inference in 0.5 s: not on a loaded machine
        assert client.post("/predict", json=body).status_code == 200  # and the device is free


# 8. authentication ---------------------------------------------------------------------------
@pytest.fixture(scope="module")
def keyed(tiny_metric_checkpoint, tiny_metric_model):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, api_key="s3cret") as client:
        yield client


def test_every_route_but_the_probes_and_the_page_needs_the_key(keyed, photo):
    for path in ("/health", "/ready", "/", "/static/scene_view.js", "/health/", "/ready/"):
        assert keyed.get(path).status_code == 200, path  # "/health/": redirected, no key
    assert keyed.get("/health/", follow_redirects=False).status_code == 307
    assert keyed.get("/info/", follow_redirects=False).status_code == 401
    body = {"image": b64(encode(photo))}
    for method, path, kwargs in (
        ("GET", "/info", {}),
        ("GET", "/metrics", {}),
        ("GET", "/v1/models", {}),
        ("GET", "/openapi.json", {}),
        ("GET", "/docs", {}),
        ("POST", "/predict", {"json": body}),
        ("POST", "/reconstruct", {"json": {"images": [body["image"]]}}),
    ):
        for headers in (
            {},
            {"Authorization": "Bearer wrong"},
            {"Authorization": "s3cret"},
            {"Authorization": "Basic s3cret"},
            {"Authorization": "Bearer  "},
        ):
            response = keyed.request(method, path, headers=headers, **kwargs)
            assert response.status_code == 401, (path, headers)
            assert response.headers["www-authenticate"].startswith("Bearer")
            assert "API key" in response.json()["detail"]
    good = {"Authorization": "Bearer s3cret"}
    assert keyed.get("/info", headers=good).status_code == 200
    for scheme in ("bearer", "BEARER", "Bearer  "):  # the scheme in any case (RFC 9110)
        assert keyed.get("/info", headers={"Authorization": f"{scheme} s3cret"}).status_code == 200
    schema = keyed.get("/openapi.json", headers=good).json()
    assert schema["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
    assert "401" in schema["paths"]["/predict"]["post"]["responses"]
    assert "security" not in schema["paths"]["/health"]["get"]
    assert keyed.post("/predict", json=body, headers=good).status_code == 200
    metrics = keyed.get("/metrics", headers=good).text
    assert 'status="401"' in metrics  # counted (route "other": refused before routing)
    counted = re.findall(r'da3_requests_total\{route="([^"]+)",status="401"\}', metrics)
    assert counted == ["other"], counted  # /openapi.json's 401 too


def test_the_key_is_not_shown(tiny_metric_checkpoint):
    from support.app_testing import settings_for

    settings = settings_for(tiny_metric_checkpoint, api_key="s3cret")
    assert "s3cret" not in repr(settings)


def test_warning_for_an_open_address_without_a_key():
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.5")
    assert "without an API key" in open_warning("0.0.0.0", None)
    assert open_warning("0.0.0.0", "key") is None and open_warning("127.0.0.1", None) is None


@pytest.mark.parametrize("key", ["clé-42", "密钥-42"])
def test_a_key_beyond_ascii_is_taken_as_clients_send_it(
    tiny_metric_checkpoint, tiny_metric_model, key
):
    """A header's bytes are the key in UTF-8 (curl in a UTF-8 shell) or in Latin-1 (a
    browser's fetch, the web page's key field, Python's requests and http.client): the server
    compared the UTF-8 bytes only, so ``clé`` sent by the web page or by requests was a 401
    for the right key. Both are taken; a wrong key is still a 401."""
    from tt_depth_anything_3.server.auth import key_matches

    for encoding in ("utf-8", "latin-1"):
        if encoding == "latin-1" and max(map(ord, key)) > 255:
            continue  # no Latin-1 client can send it
        assert key_matches(b"Bearer " + key.encode(encoding), key), encoding
    assert not key_matches(b"Bearer " + key.encode("ascii", "replace"), key)  # '?' for each
    with ready_client(tiny_metric_checkpoint, tiny_metric_model, api_key=key) as client:
        for encoding in ("utf-8", "latin-1"):
            if encoding == "latin-1" and max(map(ord, key)) > 255:
                continue
            header = {"Authorization": b"Bearer " + key.encode(encoding)}
            assert client.get("/info", headers=header).status_code == 200, encoding
        wrong = {"Authorization": b"Bearer " + key[:-1].encode()}
        assert client.get("/info", headers=wrong).status_code == 401
