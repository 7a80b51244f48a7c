"""Ray Serve: the depth server's app on one replica per device, behind a retrying gateway.

Each ``DepthReplica`` loads a ``DepthAnything3`` on its own device in its constructor (Ray routes
only to replicas that loaded) and runs the very app of ``tt-da3 serve`` in-process, so every
route, status and body is the single-process server's. The ingress, ``Gateway``, reads the
request body (bounded in size and time, so slow clients hold no replica), hands the request to a
replica and returns its answer unchanged. If the replica dies mid-request, the gateway retries
on another replica (a depth request has no side effect); when none is left it answers 503 with
``Retry-After`` instead of hanging. Ray's health check calls ``check_health``.
"""

from __future__ import annotations

import asyncio
import dataclasses
from dataclasses import dataclass
from typing import Any

from ..server.settings import ServerSettings
from .gateway import Gateway
from .messages import ForwardedRequest, ForwardedResponse
from .resources import ReplicaResources, enter_replica

APP_NAME = "tt-da3"


class DepthReplica:
    """One replica: a loaded model and the depth server's app around it."""

    def __init__(self, settings: dict[str, Any], resources: ReplicaResources) -> None:
        from ..server import create_app
        from ..server.startup import load_model

        device, self._chip = enter_replica(resources)
        self.settings = ServerSettings(**{**settings, "device": device})
        self.model = load_model(self.settings)
        if self.settings.warmup:
            self.model.warmup()
        self.app = create_app(self.settings, model=self.model)  # the replica owns the model
        self.app.state.server.replica = replica_id()
        self._lifespan: Any = None
        self._start_lock = asyncio.Lock()

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
        import httpx

        await self._started()
        transport = httpx.ASGITransport(app=self.app, client=("127.0.0.1", 0))
        async with httpx.AsyncClient(transport=transport, base_url="http://replica") as client:
            response = await client.request(
                request.method, request.path, headers=request.headers, content=request.body
            )
        return ForwardedResponse(
            response.status_code, list(response.headers.multi_items()), response.content
        )

    def check_health(self) -> None:
        """Raise (Ray then replaces the replica) once its model is closed or failed."""
        if self.model.closed:
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
        min_replicas, max_replicas: autoscaling bounds (on when ``max_replicas`` is set).
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
                "need 1 <= min_replicas <= max_replicas, got "
                f"{self.min_replicas} and {self.max_replicas}"
            )

    def replica_options(self, settings: ServerSettings) -> dict[str, Any]:
        """Serve ``deployment.options(...)`` of the model replicas."""
        options: dict[str, Any] = {
            "ray_actor_options": self.resources.ray_options(),
            "max_ongoing_requests": self.max_ongoing_requests or settings.queue_size,
            "health_check_period_s": self.health_check_period_s,
            "health_check_timeout_s": self.health_check_timeout_s,
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
    import ray
    from ray import serve

    if ray.is_initialized():  # device="auto": the device of the cluster the replicas run on
        resources = options.resources.on_cluster(ray.cluster_resources(), settings.runtime)
        options = dataclasses.replace(options, resources=resources)
    replica = serve.deployment(DepthReplica, name="DepthAnything3")
    replicas = replica.options(**options.replica_options(settings)).bind(
        *replica_arguments(settings, options)
    )
    gateway = serve.deployment(serve.ingress()(Gateway), name="Gateway")
    return gateway.options(ray_actor_options={"num_cpus": 0}, max_ongoing_requests=10_000).bind(
        replicas, settings.max_body_bytes, settings.body_timeout_s, options.retries
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
