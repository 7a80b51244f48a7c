"""``--address`` of a port where something listens that is no Ray cluster (the dashboard's
8265, a web server, another program's port): ``ray.init`` retried it for ever, the command hung
until killed. ``check_ray_address`` now sends HTTP/2's client preface and refuses, in one line
naming what answered, a peer that does not reply with a SETTINGS frame as every gRPC server (a
Ray GCS, a Ray Client server) does; a Ray GCS itself still passes."""

from __future__ import annotations

import socket
import threading

import pytest

from tt_depth_anything_3.cli import ray_jobs
from tt_depth_anything_3.cli.ray_jobs import check_ray_address
from tt_depth_anything_3.config.errors import InputError

checked = threading.Event()  # set by a test once check_ray_address returned
GRPC_SETTINGS = bytes([0, 0, 6, 4, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 100])  # a gRPC server's first


def answering(reply: bytes | None, hang_up: bool = False) -> tuple[socket.socket, threading.Thread]:
    """A listening socket whose one connection reads the preface and sends ``reply`` (None:
    nothing), then hangs up (``hang_up``) or waits for the client to close."""
    checked.clear()
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()

    def serve() -> None:
        peer, _ = server.accept()
        with peer:
            peer.recv(len(ray_jobs.HTTP2_PREFACE))
            if reply is not None:
                peer.sendall(reply)
            if not hang_up:
                checked.wait(5)  # the connection open until the check returned

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return server, thread


@pytest.mark.parametrize(
    ("reply", "said"),
    [
        (b"HTTP/1.1 400 Bad Request\r\n\r\n", "it answered b'HTTP/1.1 '"),
        (None, "it said nothing in 0.3 s"),
    ],
)
@pytest.mark.parametrize("hang_up", [False, True])
def test_a_port_that_is_no_ray_cluster_is_refused(monkeypatch, reply, said, hang_up):
    monkeypatch.setattr(ray_jobs, "CONNECT_TIMEOUT_S", 0.3)
    monkeypatch.delenv("RAY_USE_TLS", raising=False)
    server, thread = answering(reply, hang_up)
    if hang_up and reply is None:  # one that closes at once
        said = "it hung up"
    address = f"127.0.0.1:{server.getsockname()[1]}"
    with server:
        with pytest.raises(InputError) as refused:
            check_ray_address(address)
        checked.set()
        thread.join(2)  # before the listening socket closes
    assert str(refused.value).startswith(f"--address {address}: what answers there is no Ray")
    assert said in str(refused.value) and "not the dashboard's 8265" in str(refused.value)


def test_a_grpc_server_passes(monkeypatch):
    monkeypatch.delenv("RAY_USE_TLS", raising=False)
    server, thread = answering(GRPC_SETTINGS)
    with server:
        check_ray_address(f"127.0.0.1:{server.getsockname()[1]}")
        checked.set()
        thread.join(2)  # before the listening socket closes


def test_a_tls_cluster_is_left_to_ray(monkeypatch):
    monkeypatch.setenv("RAY_USE_TLS", "1")  # its port speaks TLS first: Ray's to check
    server, thread = answering(None, hang_up=True)  # no preface sent: it reads the close
    with server:
        check_ray_address(f"127.0.0.1:{server.getsockname()[1]}")
        checked.set()
        thread.join(2)  # before the listening socket closes
