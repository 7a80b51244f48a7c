"""Ray Serve: the depth server's app on one replica per device, behind a retrying gateway.

Each ``DepthReplica`` loads a ``DepthAnything3`` on its own device in its constructor (Ray routes
only to replicas that loaded) and runs the very app of ``tt-da3 serve`` in-process, so every
route, status and body is the single-process server's. The ingress, ``Gateway``, reads the
request body (bounded in size and time, so slow clients hold no replica), hands the request to a
replica and returns its answer unchanged. If the replica dies mid-request, the gateway retries
on another replica (a depth request has no side effect); when none is left it answers 503 with
``Retry-After`` instead of hanging. Ray's health check calls ``check_health``.

Importing this module needs neither Ray nor the ``server`` extra: ``build_app`` and a replica's
first request import them, and ``Gateway`` / ``GatewayLimits`` (the gateway's, also named here)
are imported on first access, each a ``MissingExtraError`` naming the extra when it is missing.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
from dataclasses import dataclass
from typing import Any

from ..config.errors import InputError
from ..config.extras import SERVER_MODULES, check_installed, require_module
from ..server.settings import ServerSettings
from .messages import ForwardedRequest, ForwardedResponse
from .resources import ReplicaResources, enter_replica, say_auto_choice

APP_NAME = "tt-da3"
REPLICA_NAME = "DepthAnything3"
PROBES_PER_REPLICA = 8  # check_replicas_started's calls: every replica is asked, in practice
PROBE_HOLD_S = 0.2
log = logging.getLogger(__name__)
GATEWAY_NAMES = ("Gateway", "GatewayLimits")  # the gateway's, named here on first access


def __getattr__(name: str) -> Any:
    """``Gateway`` and ``GatewayLimits`` (FastAPI is imported on first access): a
    ``MissingExtraError`` naming the ``server`` extra when it is not installed."""
    if name not in GATEWAY_NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    check_installed(SERVER_MODULES, f"{__name__}.{name} (the Ray Serve gateway)", "server")
    from . import gateway

    return getattr(gateway, name)


def start_error_text(err: Exception) -> str:
    """A start-up error as the single-process commands say it: the message of an input
    error (a checkpoint, an option), else with its type."""
    return str(err) if isinstance(err, (ValueError, OSError)) else f"{type(err).__name__}: {err}"


def check_replicas_started(replicas: int) -> None:
    """``ValueError`` naming the start-up error of a replica of the running application that
    could not load its model (``DepthReplica.start_error``); ``replicas``: how many run."""
    from ray import serve

    handle = serve.get_deployment_handle(REPLICA_NAME, APP_NAME)
    answers = [handle.started.remote() for _ in range(PROBES_PER_REPLICA * replicas)]
    errors = {replica: error for replica, error in (a.result() for a in answers) if error}
    if errors:
        raise ValueError(f"{len(errors)} replica(s) could not start: {next(iter(errors.values()))}")


class DepthReplica:
    """One replica: a loaded model and the depth server's app around it.

    A replica whose model cannot load keeps the error (``start_error``) instead of raising:
    Ray would retry its constructor and log each try's traceback. ``serve --ray`` asks the
    replicas for it once they are up (``check_replicas_started``) and stops with it; a replica
    added later (autoscaling) answers every request 503 with it, as a single-process server
    whose model failed to load."""

    def __init__(self, settings: dict[str, Any], resources: ReplicaResources) -> None:
        from ..server import create_app
        from ..server.startup import load_model

        self._chip = None
        self.start_error: str | None = None
        try:
            device, self._chip = enter_replica(resources)
            self.settings = ServerSettings(**{**settings, "device": device})
            self.model = load_model(self.settings)
            say_auto_choice(self.model)  # once per replica, in its log
            if self.settings.warmup:
                self.model.warmup()
        except Exception as err:  # kept and reported (check_replicas_started, 503s)
            self.start_error = start_error_text(err)
            log.error("the replica's model failed to load: %s", self.start_error)
            return
        self.app = create_app(self.settings, model=self.model)  # the replica owns the model
        self.app.state.server.replica = replica_id()
        self._lifespan: Any = None
        self._start_lock = asyncio.Lock()

    async def started(self) -> tuple[str, str | None]:
        """This replica's id and its start-up error (None: its model loaded). Answers after
        a short wait, so that a burst of these calls spreads over every replica."""
        await asyncio.sleep(PROBE_HOLD_S)
        return replica_id(), self.start_error

    async def _started(self) -> None:
        """Run the app's start-up once (its scheduler, then the already loaded model)."""
        async with self._start_lock:
            if self._lifespan is None:
                self._lifespan = self.app.router.lifespan_context(self.app)
                await self._lifespan.__aenter__()
            while self.app.state.server.status == "loading":
                await asyncio.sleep(0.01)

    async def handle(self, request: ForwardedRequest) -> ForwardedResponse:
        """One HTTP request through the app, in-process."""
        if self.start_error is not None:
            detail = f"the model failed to load: {self.start_error}"
            body = json.dumps({"detail": detail}).encode()
            return ForwardedResponse(503, [("content-type", "application/json")], body)
        from .in_process import call_app  # the app ran: its server extra is there

        await self._started()
        return await call_app(self.app, request)  # the path as sent: no ".." or "//" resolved

    def check_health(self) -> None:
        """Raise (Ray then replaces the replica) once its model is closed or failed."""
        if self.start_error is None and self.model.closed:  # a failed load: no restart helps
            raise RuntimeError("the replica's model is closed")

    def __del__(self) -> None:
        if getattr(self, "_chip", None) is not None:
            self._chip.release()


def replica_id() -> str:
    """This replica's id in Ray Serve (``/info``'s ``replica``)."""
    from ray import serve

    return serve.get_replica_context().replica_id.unique_id


@dataclass(frozen=True)
class ServeOptions:
    """How many replicas, what each takes, and how Serve scales and routes them.

    Attributes:
        replicas: fixed replica count (ignored when ``max_replicas`` is set).
        min_replicas, max_replicas: autoscaling bounds (on when ``max_replicas`` is set;
            ``serve --ray`` passes ``--replicas`` as ``min_replicas``).
        target_ongoing_requests: autoscaling target per replica.
        max_ongoing_requests: requests Ray hands one replica at once (default: its queue
            size, so that the replica's own admission answers any overflow with 503).
        retries: other replicas a request is tried on when its replica dies.
        health_check_period_s, health_check_timeout_s: Ray's replica health checks.
    """

    replicas: int = 1
    resources: ReplicaResources = dataclasses.field(default_factory=ReplicaResources)
    min_replicas: int = 1
    max_replicas: int | None = None
    target_ongoing_requests: float = 2.0
    max_ongoing_requests: int | None = None
    retries: int = 2
    health_check_period_s: float = 10.0
    health_check_timeout_s: float = 30.0

    def __post_init__(self) -> None:
        if self.replicas < 1:
            raise ValueError(f"replicas must be >= 1, got {self.replicas}")
        if self.retries < 0:
            raise ValueError(f"retries must be >= 0, got {self.retries}")
        if self.max_replicas is not None and not 1 <= self.min_replicas <= self.max_replicas:
            raise ValueError(
                "need 1 <= min_replicas <= max_replicas (serve --ray: --replicas <= "
                f"--max-replicas), got {self.min_replicas} and {self.max_replicas}"
            )

    @property
    def starting(self) -> int:
        """The replicas Serve starts: the fixed count, or the autoscaling minimum."""
        return self.replicas if self.max_replicas is None else self.min_replicas

    @property
    def most(self) -> int:
        """The most replicas that may run (the gateway admits ``queue_size`` per replica)."""
        return self.replicas if self.max_replicas is None else self.max_replicas

    def described(self) -> str:
        """How many replicas, for the start-up log: ``2``, or ``2 to 4 (autoscaled)``."""
        if self.max_replicas is None:
            return str(self.replicas)
        return f"{self.min_replicas} to {self.max_replicas} (autoscaled)"

    def replica_options(self, settings: ServerSettings) -> dict[str, Any]:
        """Serve ``deployment.options(...)`` of the model replicas."""
        options: dict[str, Any] = {
            "ray_actor_options": self.resources.ray_options(),
            "max_ongoing_requests": self.max_ongoing_requests or settings.queue_size,
            "health_check_period_s": self.health_check_period_s,
            "health_check_timeout_s": self.health_check_timeout_s,
            # on SIGTERM / Ctrl-C, as the single-process server's --graceful-stop-s
            "graceful_shutdown_timeout_s": settings.graceful_stop_s,
        }
        if self.max_replicas is None:
            options["num_replicas"] = self.replicas
        else:
            options["autoscaling_config"] = {
                "min_replicas": self.min_replicas,
                "max_replicas": self.max_replicas,
                "target_ongoing_requests": self.target_ongoing_requests,
            }
        return options


def replica_arguments(
    settings: ServerSettings, options: ServeOptions
) -> tuple[dict[str, Any], ReplicaResources]:
    """What each ``DepthReplica`` is built with: the settings as plain fields (Ray pickles them
    to the replica's process) and the replica's resources."""
    return (
        {f.name: getattr(settings, f.name) for f in dataclasses.fields(ServerSettings)},
        options.resources,
    )


def build_app(settings: ServerSettings, options: ServeOptions):
    """The Serve application (``serve.run(build_app(...))``): the gateway in front of the
    model replicas."""
    if settings.allowed_hosts:  # the gateway would take every Host, its probes answered
        raise InputError(
            "allowed_hosts (--allowed-hosts / TT_DA3_ALLOWED_HOSTS) is not applied under Ray "
            "Serve (its proxy and gateway take the requests): leave it out, or serve without Ray"
        )
    ray = require_module("ray", "build_app (Ray Serve)", "ray")
    check_installed(SERVER_MODULES, "build_app (Ray Serve)", "server")
    from ray import serve

    from .gateway import Gateway

    if ray.is_initialized():  # device="auto": the device of the cluster the replicas run on
        resources = options.resources.on_cluster(ray.cluster_resources(), settings.runtime)
        options = dataclasses.replace(options, resources=resources)
    replica = serve.deployment(DepthReplica, name=REPLICA_NAME)
    replicas = replica.options(**options.replica_options(settings)).bind(
        *replica_arguments(settings, options)
    )
    gateway = serve.deployment(serve.ingress()(Gateway), name="Gateway")
    limits = gateway_limits(settings, options)
    gateway = gateway.options(
        ray_actor_options={"num_cpus": 0},
        max_ongoing_requests=10_000,
        graceful_shutdown_timeout_s=settings.graceful_stop_s,  # its requests wait on replicas
    )
    return gateway.bind(
        replicas, settings.max_body_bytes, settings.body_timeout_s, options.retries, limits
    )


def gateway_limits(settings: ServerSettings, options: ServeOptions) -> Any:
    """The ``GatewayLimits`` of ``build_app``: the server's limits, its queue per replica."""
    from .gateway import GatewayLimits

    return GatewayLimits(
        api_key=settings.api_key,
        queue_size=settings.queue_size * options.most,
        request_timeout_s=settings.request_timeout_s,
        body_bytes_in_flight=settings.max_body_bytes_in_flight,
    )


def app_builder(args: dict[str, Any]):
    """Entry of ``serve run`` and Serve config files (``import_path:
    tt_depth_anything_3.scale_out.serve:app_builder``): ``args`` holds ``ServerSettings``
    fields plus ``replicas``, ``cpus_per_replica``, ``resource``, ``min_replicas``,
    ``max_replicas`` and ``retries``."""
    args = dict(args)
    resources = ReplicaResources(
        device=str(args.get("device", "cpu")),
        cpus=float(args.pop("cpus_per_replica", 1.0)),
        resource=args.pop("resource", None),
    )
    max_replicas = args.pop("max_replicas", None)
    options = ServeOptions(
        replicas=int(args.pop("replicas", 1)),
        resources=resources,
        min_replicas=int(args.pop("min_replicas", 1)),
        max_replicas=None if max_replicas is None else int(max_replicas),
        retries=int(args.pop("retries", 2)),
    )
    return build_app(ServerSettings(**args), options)
