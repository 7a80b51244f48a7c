"""Scale-out on a local two-node Ray cluster (two raylets on this machine, each declaring one
fake device, ``{"accel": 1}``) with tiny random networks: placement one replica per device,
outputs equal to a single process, the failure file, resume, a replica killed mid-job and
mid-load, and a clean shutdown."""

from __future__ import annotations

import base64
import contextlib
import csv
import io
import json
import os
import signal
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

ray = pytest.importorskip("ray")
httpx = pytest.importorskip("httpx")

from support.ray_processes import processes, raylets_of  # noqa: E402
from tt_depth_anything_3 import DepthAnything3, DepthOutput  # noqa: E402
from tt_depth_anything_3.cli.serve import PROXY_READY_DEFAULT_S, PROXY_READY_VARIABLE  # noqa: E402
from tt_depth_anything_3.scale_out.dataset import FAILURES_FILE, predict_dataset  # noqa: E402
from tt_depth_anything_3.scale_out.inputs import list_inputs  # noqa: E402
from tt_depth_anything_3.scale_out.ray_shutdown import shutdown_ray  # noqa: E402
from tt_depth_anything_3.scale_out.resources import ReplicaResources  # noqa: E402

PROCESS_RES = 140
FAKE_DEVICE = ReplicaResources("cpu", cpus=1, resource="accel")


@pytest.fixture()
def unused_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def cluster():
    from ray.cluster_utils import Cluster

    # the cluster's nodes and ray.init set their SIGTERM handler and PYTHONBREAKPOINT in this
    # pytest worker, and the shutdowns leave both: given back below, for the worker's later tests
    sigterm, breakpoint_hook = signal.getsignal(signal.SIGTERM), os.environ.get("PYTHONBREAKPOINT")
    # the proxy's start-up wait `serve --ray` gives a cluster of its own (Ray's 5 s killed the
    # proxy of a test's Serve at load 15), inherited by the nodes started here
    proxy_wait = os.environ.get(PROXY_READY_VARIABLE)
    os.environ[PROXY_READY_VARIABLE] = PROXY_READY_DEFAULT_S
    nodes = Cluster(
        initialize_head=True,
        head_node_args={"num_cpus": 2, "resources": {"accel": 1}, "include_dashboard": False},
    )
    nodes.add_node(num_cpus=2, resources={"accel": 1})
    ray.init(address=nodes.address, log_to_driver=False)
    raylets = raylets_of(nodes)
    assert len(raylets) == 2, raylets
    yield nodes
    shutdown_ray(ray)  # (ray.shutdown could end the worker: scale_out.ray_shutdown)
    nodes.shutdown()
    signal.signal(signal.SIGTERM, sigterm)
    if proxy_wait is None:
        os.environ.pop(PROXY_READY_VARIABLE, None)
    else:
        os.environ[PROXY_READY_VARIABLE] = proxy_wait
    if breakpoint_hook is None:
        os.environ.pop("PYTHONBREAKPOINT", None)
    else:
        os.environ["PYTHONBREAKPOINT"] = breakpoint_hook
    deadline = time.time() + 30
    while processes("raylet", raylets) and time.time() < deadline:
        time.sleep(0.5)
    assert not processes("ray/core/src/ray/raylet/raylet", raylets), "raylets left behind"


@pytest.fixture(scope="module")
def images(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("dataset")
    rng = np.random.default_rng(5)
    for i in range(8):
        size = (56 + 14 * (i % 3), 84 + 7 * i, 3)  # several aspect ratios and network sizes
        folder = root / ("sub" if i % 2 else ".")
        folder.mkdir(exist_ok=True)
        Image.fromarray(rng.integers(0, 255, size, dtype=np.uint8)).save(folder / f"im{i}.png")
    (root / "corrupt.jpg").write_bytes(b"\xff\xd8 not really a jpeg")
    return root


@contextlib.contextmanager
def _reference(checkpoint: Path) -> Iterator[DepthAnything3]:
    """The single-process model with a replica's torch threads (cpus=1); the caller's thread
    count is put back afterwards (later tests compare outputs at their own count)."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        with DepthAnything3.from_pretrained(
            weights_path=checkpoint, device="cpu", process_res=PROCESS_RES
        ) as model:
            yield model
    finally:
        torch.set_num_threads(threads)


def _load_kwargs(checkpoint: Path) -> dict:
    return {"weights_path": str(checkpoint), "device": "cpu", "process_res": PROCESS_RES}


def test_dataset_job_places_writes_records_and_resumes(
    cluster, images, tiny_metric_checkpoint, tmp_path
):
    items = list_inputs(images)
    out = tmp_path / "out"

    def job():
        return predict_dataset(
            items,
            out,
            _load_kwargs(tiny_metric_checkpoint),
            replicas=2,
            resources=FAKE_DEVICE,
            formats=("npy", "png"),
            batch_size=2,
            progress=False,
        )

    report = job()
    assert (report.total, report.written, report.failed, report.skipped) == (9, 8, 1, 0)
    # Each replica holds one fake device and each node has one: never two on a node. (Both
    # usually get work; under load the first one up may take every batch.)
    nodes = [replica.split()[1] for replica in report.per_replica]
    assert 1 <= len(nodes) <= 2 and len(set(nodes)) == len(nodes)
    failures = [json.loads(line) for line in (out / FAILURES_FILE).read_text().splitlines()]
    assert [Path(f["path"]).name for f in failures] == ["corrupt.jpg"]
    assert "corrupt.jpg" in failures[0]["reason"]
    with _reference(tiny_metric_checkpoint) as model:
        for item in items:
            if item.name == "corrupt":
                continue
            expected = model(item.source)
            np.testing.assert_array_equal(np.load(out / f"{item.name}.npy"), expected.depth)
            assert (out / f"{item.name}.png").read_bytes() == expected.to_png16()
    assert not list(out.rglob(".*"))  # no temporary file left
    again = job()
    assert (again.skipped, again.written, again.failed) == (8, 0, 1)


# enough images that the job is still running when the killer finds a replica: with 24 a
# fresh-clone run on a fast Xeon finished before it (Ray's process title is the class's)
IMAGES = 64


def test_dataset_job_survives_a_killed_replica(cluster, tiny_metric_checkpoint, tmp_path):
    rng = np.random.default_rng(9)
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(IMAGES):
        Image.fromarray(rng.integers(0, 255, (70, 98, 3), dtype=np.uint8)).save(folder / f"{i}.png")
    out = tmp_path / "out"
    killed: list[int] = []

    def kill_one_replica() -> None:
        deadline = time.time() + 120
        while time.time() < deadline and not killed:
            if list(out.glob("*.npy")):  # the job is under way
                pids = processes("DepthPredictor", raylets_of(cluster))
                if pids:
                    os.kill(pids[0], signal.SIGKILL)
                    killed.append(pids[0])
            time.sleep(0.05)

    killer = threading.Thread(target=kill_one_replica)
    killer.start()
    report = predict_dataset(
        list_inputs(folder),
        out,
        _load_kwargs(tiny_metric_checkpoint),
        replicas=2,
        resources=FAKE_DEVICE,
        formats=("npy",),
        batch_size=1,
        progress=False,
    )
    killer.join()
    assert killed, "no replica was running to kill"
    assert report.failed == 0 and report.written >= IMAGES - report.skipped
    written = sorted(p.name for p in out.glob("*.npy"))
    assert written == sorted(f"{i}.npy" for i in range(IMAGES))
    assert not list(out.glob(".*"))


def _png_bytes(seed: int) -> bytes:
    rng = np.random.default_rng(seed)
    buf = io.BytesIO()
    Image.fromarray(rng.integers(0, 255, (60, 90, 3), dtype=np.uint8)).save(buf, "PNG")
    return buf.getvalue()


def test_serve_replicas_answer_as_the_single_process_server(
    cluster, tiny_metric_checkpoint, unused_port
):
    from fastapi.testclient import TestClient
    from ray import serve

    from tt_depth_anything_3.scale_out.serve import APP_NAME, ServeOptions, build_app
    from tt_depth_anything_3.server import ServerSettings, create_app

    settings = ServerSettings(
        weights=str(tiny_metric_checkpoint), device="cpu", process_res=PROCESS_RES, queue_size=4
    )
    serve.start(http_options={"host": "127.0.0.1", "port": unused_port})
    try:
        serve.run(
            build_app(settings, ServeOptions(replicas=2, resources=FAKE_DEVICE)),
            name=APP_NAME,
            route_prefix="/",
        )
        url = f"http://127.0.0.1:{unused_port}"
        replicas = [a for a in ray.util.list_named_actors(True) if "#DepthAnything3#" in a["name"]]
        assert len(replicas) == 2
        deadline = time.time() + 60  # the proxy may learn the route after serve.run returns:
        while httpx.get(f"{url}/ready").status_code == 404 and time.time() < deadline:
            time.sleep(0.1)  # a CI run's first POST got Ray's own 404 (no route yet)
        body = _png_bytes(1)
        served = httpx.post(
            f"{url}/predict_png", content=body, headers={"Content-Type": "image/png"}, timeout=60
        )
        request = {"image": base64.b64encode(body).decode(), "output_format": "npz"}
        served_json = httpx.post(f"{url}/predict", json=request, timeout=60)
        with (
            _reference(tiny_metric_checkpoint) as model,
            TestClient(create_app(settings, model=model)) as local,
        ):
            deadline = time.time() + 60
            while local.get("/ready").status_code != 200 and time.time() < deadline:
                time.sleep(0.05)  # the app publishes the given model from its start-up
            expected = local.post(
                "/predict_png", content=body, headers={"Content-Type": "image/png"}
            )
            expected_json = local.post("/predict", json=request)
            assert httpx.get(f"{url}/ready").json() == local.get("/ready").json()
            assert local.get("/info").json()["replica"] is None
        ids = {httpx.get(f"{url}/info", timeout=30).json()["replica"] for _ in range(8)}
        assert None not in ids and 1 <= len(ids) <= 2  # each answer names its replica
        assert served.status_code == expected.status_code == 200, served.text
        assert served.content == expected.content  # byte for byte
        assert served_json.status_code == expected_json.status_code == 200
        served_body, expected_body = served_json.json(), expected_json.json()
        arrays = [
            DepthOutput.load_npz(base64.b64decode(answer.pop("depth").pop("data")))
            for answer in (served_body, expected_body)
        ]
        np.testing.assert_array_equal(arrays[0].depth, arrays[1].depth)
        np.testing.assert_array_equal(arrays[0].sky, arrays[1].sky)
        for answer in (served_body, expected_body):
            answer.pop("timing_ms", None)  # measured per run
        assert served_body == expected_body
        assert served.headers["content-type"] == expected.headers["content-type"]

        statuses: list[object] = []

        def client() -> None:
            for _ in range(8):
                try:
                    r = httpx.post(
                        f"{url}/predict_png",
                        content=body,
                        headers={"Content-Type": "image/png"},
                        timeout=60,
                    )
                    statuses.append(r.status_code)
                except httpx.HTTPError as err:  # a hang would show as a timeout here
                    statuses.append(type(err).__name__)

        clients = [threading.Thread(target=client) for _ in range(3)]
        for thread in clients:
            thread.start()
        time.sleep(1.0)
        victim = ray.get_actor(replicas[0]["name"], namespace=replicas[0]["namespace"])
        ray.kill(victim, no_restart=True)
        for thread in clients:
            thread.join(timeout=180)
        assert len(statuses) == 24
        assert set(statuses) <= {200, 503}, statuses  # retried on the other replica, or 503
        assert statuses.count(200) >= 20
        after = httpx.post(
            f"{url}/predict_png", content=body, headers={"Content-Type": "image/png"}, timeout=60
        )
        assert after.status_code == 200
    finally:
        serve.shutdown()


def test_predict_dataset_command(cluster, images, tiny_metric_checkpoint, tmp_path, capsys):
    from tt_depth_anything_3.cli import main

    listing = tmp_path / "list.txt"
    listing.write_text("\n".join(str(p) for p in sorted(images.rglob("im*.png"))[:3]))
    argv = ["predict-dataset", str(listing), "--out", str(tmp_path / "out"), "--no-progress"]
    argv += ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--process-res", "140"]
    argv += ["--replicas", "1", "--resource", "accel", "--format", "npz", "--format", "png"]
    argv += ["--png-scale", "100000"]  # 0.65535 m at most: the PNGs clip
    assert main(argv) == 0
    said = capsys.readouterr()
    report = json.loads(said.out)
    assert (report["written"], report["failed"], report["png_clipped"]) == (3, 0, 3)
    # the replicas' counts reach the driver, said as predict says them (it said nothing)
    assert "tt-da3 predict-dataset: 3 PNG(s) clipped at 65535 (depth over 0.65535" in said.err
    assert len(list((tmp_path / "out").rglob("*.npz"))) == 3
    assert main(argv) == 0  # resumed: nothing left to do
    assert json.loads(capsys.readouterr().out)["skipped"] == 3


def test_eval_kitti_on_replicas_scores_as_one_process(cluster, tiny_metric_checkpoint, tmp_path):
    import torch

    from support.kitti_synthetic import make_synthetic_kitti
    from tt_depth_anything_3.cli import main

    kitti = make_synthetic_kitti(tmp_path / "kitti")
    common = ["eval-kitti", "--kitti-root", str(kitti.root), "--gt-root", str(kitti.gt_root)]
    common += ["--split-file", str(kitti.split_file), "--no-progress"]
    common += ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--process-res", "140"]
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # as a replica with one CPU
    try:
        assert main([*common, "--out", str(tmp_path / "local")]) == 0
    finally:
        torch.set_num_threads(threads)
    ray_flags = ["--replicas", "2", "--resource", "accel"]
    assert main([*common, "--out", str(tmp_path / "ray"), *ray_flags]) == 0
    local = json.loads((tmp_path / "local" / "metrics.json").read_text())
    served = json.loads((tmp_path / "ray" / "metrics.json").read_text())
    assert (served["n_images"], served["n_missing"]) == (4, 2)  # as the single-process run
    assert served == local
    statuses = {}
    for run in ("local", "ray"):
        with (tmp_path / run / "per_image.csv").open(encoding="utf-8") as handle:
            statuses[run] = [row["status"] for row in csv.DictReader(handle)]
    # the corrupt image: the replica's reason in one process's words, not a bare "no
    # prediction ... in predictions_ray"
    assert statuses["ray"] == statuses["local"]
    assert any(s.startswith("missing: could not decode the image") for s in statuses["ray"])


@pytest.mark.parametrize(
    ("stop_signal", "sigint_ignored"),
    [(signal.SIGINT, True), (signal.SIGTERM, False)],
    ids=["ctrl-c-started-with-sigint-ignored", "sigterm"],
)
def test_serve_command_on_the_cluster(
    cluster, tiny_metric_checkpoint, unused_port, tmp_path, stop_signal, sigint_ignored
):
    """``tt-da3 serve --ray`` joins the cluster, serves, and stops cleanly (exit 0) on Ctrl-C,
    even when started with SIGINT ignored (``cmd &`` in a script; a parent that ignores it),
    and on SIGTERM (``kill``, ``docker stop``)."""
    import sys

    from support.server_process import running_process

    command = [sys.executable, "-m", "tt_depth_anything_3.cli", "serve", "--ray"]
    command += ["--address", cluster.address, "--replicas", "1", "--resource", "accel"]
    command += ["--weights", str(tiny_metric_checkpoint), "--device", "cpu"]
    command += ["--process-res", "140", "--port", str(unused_port), "--log-level", "warning"]
    log = tmp_path / "serve.log"  # a file: Ray's replicas log through the driver
    options = {"start_timeout_s": 180, "stop_timeout_s": 120, "stop_signal": stop_signal,
               "sigint_ignored": sigint_ignored}  # fmt: skip
    with running_process(command, unused_port, log, **options) as (url, _):
        answer = httpx.post(
            f"{url}/predict_png",
            content=_png_bytes(3),
            headers={"Content-Type": "image/png"},
            timeout=60,
        )
        assert answer.status_code == 200 and answer.headers["content-type"] == "image/png"
