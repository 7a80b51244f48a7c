"""``tt-da3 serve``: the HTTP depth server; the next free port if ``--port`` is taken."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import errno
import importlib.util
import logging
import os
import signal
import socket
import sys
from pathlib import Path

from ..config.extras import SERVER_MODULES, check_installed, require_module
from .common import interrupt_on_signal
from .serve_environment import check_environment, environment_defaults
from .serve_flags import (  # noqa: F401 (RAY_FLAGS: its name here too)
    NOT_UNDER_RAY,
    RAY_FLAGS,
    check_no_guard_flags,
    check_no_ray_flags,
)
from .serve_uvicorn import (  # noqa: F401 (KEEP_ALIVE_S, GRACEFUL_STOP_S: their names here too)
    GRACEFUL_STOP_S,
    KEEP_ALIVE_S,
    stream_max_message_bytes,
    uvicorn_options,
)
from .signals import stop_signals

log = logging.getLogger("tt_depth_anything_3.server")
PORT_TRIES = 100


def register(subparsers: argparse._SubParsersAction) -> None:
    from ..server.settings import ServerSettings
    from .common import StoreGiven, add_model_arguments, add_ray_arguments

    defaults = ServerSettings()  # the one place the serving defaults are written
    parser = subparsers.add_parser(
        "serve",
        help="HTTP depth server (web page at /, docs at /docs)",
        description="tt-da3 serve: HTTP depth server (web page at /, docs at /docs). The model "
        "and limit flags (all but --host, --port, --log-level and the Ray ones) default to "
        "their TT_DA3_<FLAG> variable when it is set (TT_DA3_PROCESS_RES for --process-res, "
        "TT_DA3_WARMUP=false for --no-warmup), shown below as the default; a flag given "
        "overrides its variable. SERVING.md lists them.",
    )
    add_model_arguments(parser)
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument(
        "--port", type=tcp_port, default=20000, help="port; the next free one is used if taken"
    )
    limits = (  # flag, type, help; each default is the ServerSettings field's
        ("--max-body-mb", float, "largest body (413 above)"),
        ("--body-timeout-s", float, "408 when the body is slower (it is read before admission)"),
        ("--max-pixels-in-flight", int, "pixels all admitted requests may hold (more wait)"),
        ("--max-body-mb-in-flight", float, "MiB of bodies all requests may hold (more wait)"),
        ("--queue-size", int, "requests admitted at once (503 beyond)"),
        ("--request-timeout-s", float, "504 after this many seconds"),
        ("--io-workers", int, "decode/encode threads"),
        ("--max-views", int, "most images per /reconstruct (422 above)"),
        ("--header-timeout-s", float, "close connections whose headers are slower"),
        ("--max-connections", int, "open connections at once (503 beyond)"),
        ("--max-stream-messages-per-s", float, "WS /stream messages a client may send a second"),
        ("--graceful-stop-s", float, "on SIGTERM, requests in progress get this long (503 after)"),
        ("--keep-alive-s", float, "close idle keep-alive connections after this (over a proxy's)"),
        ("--allowed-origins", str, "page origins allowed to open WS /stream (comma-separated, *)"),
        ("--stream-idle-timeout-s", float, "close a WS /stream sending nothing this long"),
        ("--allowed-hosts", str, "Host names answered, 400 else (comma-separated; default: any)"),
    )
    for flag, kind, text in limits:
        default = getattr(defaults, flag[2:].replace("-", "_"))
        action = StoreGiven if flag in NOT_UNDER_RAY else None  # refused with --ray
        parser.add_argument(flag, type=kind, default=default, help=text, action=action)
    parser.add_argument(
        "--api-key",
        help="require 'Authorization: Bearer KEY' on every route but /health, /ready and the "
        "web page (also TT_DA3_API_KEY)",
    )
    parser.add_argument("--no-warmup", action="store_true", help="skip the start-up warm-up run")
    parser.add_argument(
        "--full-jpeg-decode",
        action="store_true",
        help="decode every JPEG whole, as the Python API does (default: a large JPEG at the "
        "reduced scale the network needs, 1/2 to 1/8, far less memory)",
    )
    parser.add_argument(
        "--log-level",
        default="info",
        choices=("critical", "error", "warning", "info", "debug"),
        help="the server's and uvicorn's log level",
    )
    parser.add_argument(
        "--ray", action="store_true", help="serve on Ray Serve: --replicas model replicas"
    )
    add_ray_arguments(parser)
    parser.add_argument(
        "--max-replicas",
        type=int,
        default=None,
        action=StoreGiven,
        help="autoscale between --replicas and this (--ray)",
    )
    parser.set_defaults(func=run, **environment_defaults())


def tcp_port(text: str) -> int:
    """``--port``: 0 (any free port) to 65535, else argparse's usage error."""
    if not text.strip().isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, got {text!r}")
    return int(text)


# SO_REUSEADDR on POSIX only (asyncio's rule too): Windows' binds over a port another socket
# listens on, so a taken --port would not be seen as taken.
REUSE_ADDRESS = os.name == "posix"


class BindError(OSError):
    """The server's listening socket could not be bound: the server did not start (exit 3).
    The message names ``--host`` and ``--port`` and the system's reason."""


def bind_free_port(host: str, port: int, tries: int | None = None) -> socket.socket:
    """A socket bound to ``port`` or, if that is taken, the next free port after it (at most
    ``tries``, default ``PORT_TRIES``); a ``BindError`` naming the address otherwise (an
    address not on this machine, a host name that does not resolve, every port taken)."""
    tries = PORT_TRIES if tries is None else tries
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    for candidate in range(port, port + tries) if port else (0,):
        try:
            sock = socket.socket(family, socket.SOCK_STREAM)
        except OSError as err:  # e.g. no IPv6 on this machine
            raise BindError(f"cannot listen on --host {host}: {err}") from err
        if REUSE_ADDRESS:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, candidate))
        except OSError as err:
            sock.close()
            if err.errno != errno.EADDRINUSE:
                message = f"cannot listen on --host {host} --port {candidate}: {err}"
                raise BindError(message) from err
            continue
        return sock
    raise BindError(
        f"cannot listen on --host {host} --port {port}: ports {port} to {port + tries - 1} on "
        f"{host} are all taken; pass another --port"
    )


def run(args: argparse.Namespace) -> int:
    """``tt-da3 serve`` (and ``--ray``): SIGINT and SIGTERM handled from the start, so a
    process started with SIGINT ignored (``cmd &`` in a script) still stops on Ctrl-C while it
    checks its settings, imports the server or starts Ray; a stop before the server (or Ray's
    application) runs ends at once, exit 0, as a stop later does. uvicorn then sets its own
    handlers while it runs and hands the signal back to these."""
    stops = stop_signals()  # SIGINT, SIGTERM, SIGHUP (unless ignored: nohup)
    before = {stop: signal.signal(stop, interrupt_on_signal) for stop in stops}
    try:
        return serve_here(args)
    except BindError as err:  # the arguments were fine: the server did not start
        print(f"tt-da3 serve: error: {err}", file=sys.stderr)
        return 3
    except KeyboardInterrupt as stopped:
        log.info("stopped (%s) before the server started", stopped or "SIGINT")
        quiet_torch_at_exit()
        return 0
    finally:
        for stop, handler in before.items():
            signal.signal(stop, handler)


def quiet_torch_at_exit() -> None:
    """A stop during ``import torch`` (seconds on a loaded machine) leaves the exit hooks of
    the modules it had imported (``FakeTensor cache stats``, dynamo's compile times: INFO) but
    not torch's logging set-up, the last step of that import (the ``torch`` logger at WARNING),
    so those INFO lines reached this command's log after ``stopped``. Give the ``torch`` logger
    the level torch gives it, where nothing set one: its warnings and errors still show."""
    torch_log = logging.getLogger("torch")
    if torch_log.level == logging.NOTSET:
        torch_log.setLevel(logging.WARNING)


def serve_here(args: argparse.Namespace) -> int:
    """The server of ``args``: one process, or (``--ray``) ``run_on_ray``."""
    # every module of [server], --ray too: ray[serve] brings fastapi and uvicorn but not
    # python-multipart (POST /reconstruct's forms); --ray without ray too: both extras at once
    if args.ray and importlib.util.find_spec("ray") is None:
        check_installed((*SERVER_MODULES, "ray"), "tt-da3 serve --ray", "server,ray")
    check_installed(SERVER_MODULES, "tt-da3 serve", "server")
    import uvicorn

    from ..backends.runtimes.engine import check_engine_settings
    from ..server import ServerSettings, create_app
    from ..server.auth import open_warning
    from ..server.factory import device_job_left, load_in_progress
    from ..server.forced_stop import StoppingServer
    from ..server.request_id import access_log_config

    check_environment(args)  # a bad TT_DA3_ variable no flag overrides
    check_engine_settings()  # the cache's and engines' variables, read by the load: here
    settings = ServerSettings.from_args(args)
    logging.basicConfig(level=args.log_level.upper(), format="%(levelname)s:     %(message)s")
    if args.ray:
        check_no_guard_flags(args)  # TT_DA3_ALLOWED_HOSTS: warned, and not applied either
        return run_on_ray(args, dataclasses.replace(settings, allowed_hosts=None))
    check_no_ray_flags(args)
    check_model_backend(settings)  # else: a server answering 503 for good
    check_weights_exist(settings)  # as every other command: exit 2, not a failed /health
    sock = bind_free_port(args.host, args.port)
    port = sock.getsockname()[1]
    if args.port and port != args.port:
        log.warning("port %d is taken; serving on port %d instead", args.port, port)
    host = f"[{args.host}]" if ":" in args.host else args.host
    log.info("serving on http://%s:%d (web page at /, API docs at /docs)", host, port)
    warning = open_warning(args.host, settings.api_key)
    if warning:
        log.warning(warning)
    app = create_app(settings)
    config = uvicorn.Config(
        app,
        log_level=args.log_level,
        log_config=access_log_config(),  # each request line with its duration and request id
        **uvicorn_options(settings),  # keep-alive, guards, --graceful-stop-s
    )
    server = StoppingServer(config)  # a second Ctrl-C / SIGTERM: forced, each request 503
    # uvicorn stops gracefully on SIGTERM too, then raises it again with the handler it found:
    # the one cli.main set (sigterm_interrupts), so SIGTERM ends as Ctrl-C does (logged, exit
    # 0), not exit 143
    with sock:
        try:
            server.run(sockets=[sock])
        except KeyboardInterrupt:  # uvicorn has shut down gracefully and raised it again
            pass  # (with SIGINT ignored, as `cmd &` starts it, a stop raises nothing)
        log.info("stopped")
    code = 0 if server.started else 3
    if load_in_progress() or device_job_left(app):  # stopped mid-load: an engine's export or
        # compile still runs in native code in that thread, and the interpreter's teardown
        # under it can abort the process (exit 134); nothing is left to clean up (the cache's
        # temporary folder is swept by the next build), so leave without it. A job left on a
        # wedged device: the teardown would wait for its thread for good
        logging.shutdown()
        if sys.stdout is not None:  # None: started with stdout closed (>&-)
            sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    return code


def check_model_backend(settings) -> None:
    """What loading refuses before any weights are read (``check_backend_options``: a device
    that is not there, a runtime that does not run on it, a dtype the device or engine does not
    run, an engine, provider or ttnn not installed), with ``runtime="auto"`` probing the network
    size the server's model will (``process_res``, ``resize_mode``): refused here, start-up
    stops with the message the load would have given. The model's own ``auto`` skips (a
    nested model's) are followed where its config is known without a download (a hub id of
    the presets)."""
    from ..backends.factory import check_backend_options
    from ..config.catalog import hub_preset_config
    from ..inference.preprocess import model_input_size

    res = settings.process_res
    size = model_input_size(3 * res // 4, res, res, settings.resize_mode)  # as from_pretrained
    config = hub_preset_config(settings.model_id) if settings.weights is None else None
    check_backend_options(settings.device, settings.dtype, settings.runtime, size, config)


def check_weights_exist(settings) -> None:
    """A ``--weights`` path that is not there stops start-up (``FileNotFoundError``, the
    loader's message) as it stops every other command; a checkpoint that is there but fails to
    load is still the server's ``failed`` state (``/health``), as documented."""
    if settings.weights is None:
        return
    path = Path(settings.weights).expanduser()
    if not path.exists():
        raise FileNotFoundError(f"weights_path {path} does not exist (--weights)")


# Ray Serve waits this long for its HTTP proxy to start (Ray's default 5 s): for the cluster
# `serve --ray` starts itself, unless the variable is set
PROXY_READY_VARIABLE = "RAY_SERVE_PROXY_READY_CHECK_TIMEOUT_S"
PROXY_READY_DEFAULT_S = "30"


def check_local_weights(settings) -> None:
    """A local checkpoint found, read and checked against its network here, before Ray
    starts (``ray_jobs.check_local_checkpoint``): a replica that cannot load would be retried
    by Ray with the cause buried in its controller's logs."""
    from .ray_jobs import check_local_checkpoint

    check_local_checkpoint(settings.model_id, settings.revision, settings.weights)


def run_on_ray(args: argparse.Namespace, settings) -> int:
    """The same app on Ray Serve, ``--replicas`` replicas behind one HTTP address; runs until
    Ctrl-C (SIGINT) or SIGTERM (``kill``, ``docker stop``), then shuts the application down
    and exits 0. Both handled here: a process started with SIGINT ignored (``cmd &`` in a
    script, or a parent that ignores it) would otherwise never stop on Ctrl-C."""
    import time

    ray = require_module("ray", "tt-da3 serve --ray", "ray")
    from ray import serve

    from ..scale_out.dataset import check_capacity
    from ..scale_out.ray_shutdown import shutdown_ray
    from ..scale_out.serve import APP_NAME, ServeOptions, build_app, check_replicas_started
    from .common import replica_resources
    from .ray_jobs import LocalClusterTemporaries, start_ray

    options = ServeOptions(  # --replicas: the count, or the least of --max-replicas' range
        replicas=args.replicas,
        resources=replica_resources(args),
        min_replicas=args.replicas,
        max_replicas=args.max_replicas,
    )
    if args.address is None:  # the replicas run on this machine: its backend checked first
        check_model_backend(settings)
    check_local_weights(settings)  # a local checkpoint: checked here, before Ray starts
    with bind_free_port(args.host, args.port) as sock:  # Ray's proxy binds it (a race, rare)
        port = sock.getsockname()[1]
    if args.port and port != args.port:
        log.warning("port %d is taken; serving on port %d instead", args.port, port)
    for stop_signal in stop_signals():  # SIGINT and SIGTERM set by serve_on_ray too
        signal.signal(stop_signal, interrupt_on_signal)
    # a local cluster's temporaries (Ray's session, its workers' pymp-* folders) go with it
    temporaries = LocalClusterTemporaries() if args.address is None else None
    if args.address is None:  # its own cluster: Ray's 5 s wait for its HTTP proxy killed the
        # proxy before it started on a loaded 2-core machine (load 15), and serve exited 1
        os.environ.setdefault(PROXY_READY_VARIABLE, PROXY_READY_DEFAULT_S)
    try:
        with temporaries.starting() if temporaries else contextlib.nullcontext():
            start_ray(ray, address=args.address or "local")  # no --address: its own cluster
        cluster = ray.cluster_resources()  # replicas Ray could never place: refused, not waited for
        starting = options.starting
        resources = options.resources.on_cluster(cluster, settings.runtime)
        # the most replicas autoscaling may ask for, as a fixed count: Ray could never
        # place more (its scheduling warnings forever, and the gateway admitting for them)
        check_capacity(cluster, resources, options.most, decode_cpus=0)
        serve.start(http_options={"host": args.host, "port": port})
        try:
            serve.run(build_app(settings, options), name=APP_NAME, route_prefix="/")
        except RuntimeError as failed:  # "Deploying application ... failed": no replica loaded
            log.error(
                "Ray Serve could not start %s (%s); each replica's error is logged above",
                APP_NAME,
                failed,
            )
            return 3
        check_replicas_started(starting)  # a replica that could not load: one error line
        log.info("serving %s replica(s) on http://%s:%d", options.described(), args.host, port)
        while True:
            time.sleep(3600)
    except KeyboardInterrupt as stopped:
        log.info("stopping (%s): shutting the application down", stopped or "SIGINT")
    finally:
        if ray.is_initialized():  # (serve.shutdown would start a cluster to find none)
            serve.shutdown()
            shutdown_ray(ray)
        if temporaries is not None:
            temporaries.remove()
        log.info("stopped")  # the last line, as the single-process server's
    return 0
