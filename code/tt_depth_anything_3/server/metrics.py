"""Request counters and latency histograms, rendered as Prometheus text (format 0.0.4)."""

from __future__ import annotations

import threading
import time
from collections import defaultdict

from starlette.types import ASGIApp, Message, Receive, Scope, Send

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
LATENCY_BUCKETS_S = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)


class Histogram:
    """Cumulative-bucket histogram of seconds, one per label value."""

    def __init__(self, buckets: tuple[float, ...] = LATENCY_BUCKETS_S) -> None:
        self.buckets = buckets
        self.counts: dict[str, list[int]] = defaultdict(lambda: [0] * (len(buckets) + 1))
        self.sums: dict[str, float] = defaultdict(float)

    def observe(self, label: str, seconds: float) -> None:
        counts = self.counts[label]
        for i, bound in enumerate(self.buckets):
            if seconds <= bound:
                counts[i] += 1
        counts[-1] += 1
        self.sums[label] += seconds

    def render(self, name: str, label_name: str) -> list[str]:
        lines = []
        for label in sorted(self.counts):
            counts = self.counts[label]
            for bound, count in zip(self.buckets, counts, strict=False):
                lines.append(f'{name}_bucket{{{label_name}="{label}",le="{bound:g}"}} {count}')
            lines.append(f'{name}_bucket{{{label_name}="{label}",le="+Inf"}} {counts[-1]}')
            lines.append(f'{name}_sum{{{label_name}="{label}"}} {self.sums[label]:.6f}')
            lines.append(f'{name}_count{{{label_name}="{label}"}} {counts[-1]}')
        return lines


class Metrics:
    """What ``/metrics`` and ``/info`` report. Thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.requests: dict[tuple[str, int], int] = defaultdict(int)
        self.latency = Histogram()
        self.stages = Histogram()
        self.fallbacks = 0
        self.predictions = 0

    def observe_request(self, route: str, status: int, seconds: float) -> None:
        with self._lock:
            self.requests[(route, status)] += 1
            self.latency.observe(route, seconds)

    def observe_prediction(self, timing_ms: dict[str, float], fallback: bool) -> None:
        with self._lock:
            self.predictions += 1
            self.fallbacks += int(fallback)
            for stage, ms in timing_ms.items():
                self.stages.observe(stage, ms / 1e3)

    def request_counts(self, routes: tuple[str, ...]) -> dict[str, int]:
        """Requests to ``routes``: total, ok (2xx), client_error (4xx), rejected (503),
        timed_out (504), server_error (other 5xx)."""
        with self._lock:
            items = [(status, n) for (route, status), n in self.requests.items() if route in routes]
        counts = dict.fromkeys(
            ("total", "ok", "client_error", "rejected", "timed_out", "server_error"), 0
        )
        for status, n in items:
            counts["total"] += n
            if status < 400:
                counts["ok"] += n
            elif status < 500:
                counts["client_error"] += n
            elif status in (503, 504):
                counts["rejected" if status == 503 else "timed_out"] += n
            else:
                counts["server_error"] += n
        return counts

    def render(self, gauges: dict[str, tuple[str, float]]) -> str:
        """Prometheus text; ``gauges`` maps name -> (help, value) for values read at scrape."""
        with self._lock:
            lines = [
                "# HELP da3_requests_total HTTP requests by route template and status code.",
                "# TYPE da3_requests_total counter",
            ]
            for (route, status), n in sorted(self.requests.items()):
                lines.append(f'da3_requests_total{{route="{route}",status="{status}"}} {n}')
            lines += [
                "# HELP da3_request_duration_seconds HTTP request latency by route template.",
                "# TYPE da3_request_duration_seconds histogram",
                *self.latency.render("da3_request_duration_seconds", "route"),
                "# HELP da3_stage_duration_seconds Time per prediction stage "
                "(decode, queue, infer, encode...).",
                "# TYPE da3_stage_duration_seconds histogram",
                *self.stages.render("da3_stage_duration_seconds", "stage"),
                "# HELP da3_predictions_total Depth maps computed.",
                "# TYPE da3_predictions_total counter",
                f"da3_predictions_total {self.predictions}",
                "# HELP da3_fallbacks_total Predictions that fell back from the device backend.",
                "# TYPE da3_fallbacks_total counter",
                f"da3_fallbacks_total {self.fallbacks}",
            ]
        for name, (help_text, value) in gauges.items():
            lines += [f"# HELP {name} {help_text}", f"# TYPE {name} gauge", f"{name} {value:g}"]
        return "\n".join(lines) + "\n"


class MetricsMiddleware:
    """Counts every HTTP request by its route template (``other`` when none matched)."""

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status = 500  # what the outer error middleware sends if the app raises

        async def send_with_status(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, send_with_status)
        finally:
            route = scope.get("route")
            path = getattr(route, "path", "other")
            self.metrics.observe_request(path, status, time.perf_counter() - start)
