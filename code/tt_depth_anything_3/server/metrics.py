"""Request counters and latency histograms (``prometheus-client``, one registry per app).

Statuses are counted as answered; 499 (nginx's "client closed request") is a client that went
away before its answer, which is neither a client error nor a server error.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator

from prometheus_client import (
    GC_COLLECTOR,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    PlatformCollector,
    ProcessCollector,
    generate_latest,
)
from prometheus_client.core import CounterMetricFamily
from prometheus_client.exposition import CONTENT_TYPE_PLAIN_0_0_4
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .stopping import STOP_STATUS, cancelled_by_stop

CONTENT_TYPE = CONTENT_TYPE_PLAIN_0_0_4  # the classic text format, what every scraper reads
CLIENT_CLOSED = 499
LATENCY_BUCKETS_S = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
REQUEST_CLASSES = (
    "total",
    "ok",
    "client_error",
    "client_closed",
    "rejected",
    "timed_out",
    "server_error",
)


def status_class(status: int) -> str:
    """ok (< 400), client_error (4xx), client_closed (499), rejected (503), timed_out (504),
    server_error (other 5xx)."""
    if status < 400:
        return "ok"
    if status == CLIENT_CLOSED:
        return "client_closed"
    if status < 500:
        return "client_error"
    return {503: "rejected", 504: "timed_out"}.get(status, "server_error")


class Metrics:
    """What ``/metrics`` and ``/info`` report, in a registry of its own. Thread-safe."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        # the process's own series, as prometheus-client's default registry has them (a
        # registry of our own had none: no process_resident_memory_bytes, open fds, CPU
        # seconds or start time to alert on)
        ProcessCollector(registry=self.registry)
        PlatformCollector(registry=self.registry)
        self.registry.register(GC_COLLECTOR)
        self.requests = Counter(
            "da3_requests",
            "HTTP requests by route template and status code.",
            ("route", "status"),
            registry=self.registry,
        )
        self.latency = Histogram(
            "da3_request_duration_seconds",
            "HTTP request latency by route template.",
            ("route",),
            buckets=LATENCY_BUCKETS_S,
            registry=self.registry,
        )
        self.stages = Histogram(
            "da3_stage_duration_seconds",
            "Time per prediction stage (decode, queue, infer, encode...).",
            ("stage",),
            buckets=LATENCY_BUCKETS_S,
            registry=self.registry,
        )
        self.predictions = Counter(
            "da3_predictions", "Depth maps computed.", registry=self.registry
        )
        self.fallbacks = Counter(
            "da3_fallbacks",
            "Predictions that fell back from the device backend.",
            registry=self.registry,
        )
        self.stream_received = Counter(
            "da3_stream_frames_received",
            "Messages (frames) WS /stream received from its clients. Once the connections "
            "end, each was answered, dropped or unanswered: received = answered + dropped "
            "frames + unanswered frames.",
            registry=self.registry,
        )
        self.stream_answered = Counter(
            "da3_stream_frames_answered",
            "Frames of WS /stream answered, by status: 200 with their depth, else the status "
            "of the JSON error reply (413, 415, 422, 503...).",
            ("status",),
            registry=self.registry,
        )
        self.stream_origin_refused = Counter(
            "da3_stream_origin_refused",
            "WebSocket handshakes answered 403 for their Origin: a page of another site that "
            "the server does not allow (allowed_origins; no API key).",
            registry=self.registry,
        )
        self.stream_dropped = Counter(
            "da3_stream_dropped_frames",
            "Frames of WS /stream dropped because the model fell behind (oldest waiting first).",
            registry=self.registry,
        )
        self.stream_unanswered = Counter(
            "da3_stream_unanswered_frames",
            "Frames of WS /stream received and never answered: waiting, or arriving, at the "
            "server's stop, or still running when its period ran out (reason=stop), or waiting "
            "or running when the connection ended (reason=closed: the client gone, or closed "
            "for its rate or its reading; the message over the rate too).",
            ("reason",),
            registry=self.registry,
        )
        self.stream_closed = Counter(
            "da3_stream_closed",
            "WS /stream connections the server closed: over the message rate, a client not "
            "reading its replies within request_timeout_s, a message not complete within "
            "body_timeout_s, no room in the body budget for a message arriving, idle for "
            "stream_idle_timeout_s.",
            ("reason",),
            registry=self.registry,
        )
        self.stream_read_pauses = Counter(
            "da3_stream_read_pauses",
            "Times WS /stream stopped reading a connection because the body budget "
            "(max_body_mb_in_flight) had no room for a message (arriving, or come whole); it "
            "reads on when room comes, or closes it 1013 after request_timeout_s "
            "(da3_stream_closed, reason=message_budget).",
            registry=self.registry,
        )
        self.device_errors = Counter(
            "da3_device_errors",
            "Requests whose model run raised (answered 503).",
            registry=self.registry,
        )

    def gauge(self, name: str, help_text: str, read: Callable[[], float]) -> None:
        """A gauge whose value ``read()`` gives at each scrape."""
        Gauge(name, help_text, registry=self.registry).set_function(read)

    def counter(self, name: str, help_text: str, read: Callable[[], float]) -> None:
        """A counter (``<name>_total``) whose value ``read()`` gives at each scrape."""
        self.registry.register(ReadCounter(name, help_text, read))

    def observe_request(self, route: str, status: int, seconds: float) -> None:
        self.requests.labels(route, str(status)).inc()
        self.latency.labels(route).observe(seconds)

    def observe_prediction(self, timing_ms: dict[str, float], maps: int, fallback: bool) -> None:
        """One answered model request: its ``maps`` depth maps and its stages' times."""
        self.predictions.inc(maps)
        if fallback:
            self.fallbacks.inc()
        for stage, ms in timing_ms.items():
            self.stages.labels(stage).observe(ms / 1e3)

    @staticmethod
    def total(counter: Counter) -> int:
        """The value of an unlabelled counter."""
        samples = [s for m in counter.collect() for s in m.samples if s.name.endswith("_total")]
        return int(sum(s.value for s in samples))

    def request_counts(self, routes: tuple[str, ...]) -> dict[str, int]:
        """Requests to ``routes`` by class (``REQUEST_CLASSES``; see ``status_class``)."""
        counts = dict.fromkeys(REQUEST_CLASSES, 0)
        for metric in self.requests.collect():
            for sample in metric.samples:
                if sample.name != "da3_requests_total" or sample.labels["route"] not in routes:
                    continue
                n = int(sample.value)
                counts["total"] += n
                counts[status_class(int(sample.labels["status"]))] += n
        return counts

    def render(self) -> bytes:
        """Prometheus text (format 0.0.4)."""
        return generate_latest(self.registry)


class ReadCounter:
    """A collector of one counter read at each scrape (prometheus-client's ``Counter`` only
    counts its own ``inc``). It describes no names, so an older gauge of the family's name (a
    count once typed as a gauge, kept for the dashboards that read it) can sit beside it."""

    def __init__(self, name: str, help_text: str, read: Callable[[], float]) -> None:
        self.name, self.help_text, self.read = name, help_text, read

    def describe(self) -> list[CounterMetricFamily]:
        return []

    def collect(self) -> Iterator[CounterMetricFamily]:
        yield CounterMetricFamily(self.name, self.help_text, value=self.read())


UNTEMPLATED_ROUTES = frozenset({"/openapi.json"})  # counted by their path (FastAPI's default)


class MetricsMiddleware:
    """Counts every HTTP request by its route template (``other`` when none matched). A
    request cancelled before its answer began is counted as what its client gets: 503 when
    the server's stop cut it (``AnswerAtStop`` answers it), else 499, its caller gone (a Ray
    replica's request is cancelled when its client leaves or the gateway times it out; it
    was counted 500, ``server_error``, where a single-process server counts 499)."""

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status = 500  # what the outer error middleware sends if the app raises
        answered = False

        async def send_with_status(message: Message) -> None:
            nonlocal status, answered
            if message["type"] == "http.response.start":
                status, answered = message["status"], True
            await send(message)

        try:
            await self.app(scope, receive, send_with_status)
        except asyncio.CancelledError as err:
            if not answered:
                status = STOP_STATUS if cancelled_by_stop(err) else CLIENT_CLOSED
            raise
        finally:
            route = scope.get("route")
            path = getattr(route, "path", None)
            if path is None:  # FastAPI's own /openapi.json is a plain route, with no template;
                # a 401 was refused before any routing, as for every other path
                untemplated = scope["path"] in UNTEMPLATED_ROUTES and status != 401
                path = scope["path"] if untemplated else "other"
            self.metrics.observe_request(path, status, time.perf_counter() - start)
