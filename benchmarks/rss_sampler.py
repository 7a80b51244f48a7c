"""``RssSampler``: this process's resident memory polled from ``/proc/self/status`` in a
thread, to say what the peak was made of (anonymous heap against file-backed mappings) and
where the main thread was when it happened (Linux only).

VmHWM says how high the process went, not of what: ``RssAnon`` is heap (copies of weights,
activations), ``RssFile`` mapped files (a memory-mapped IR, blob or checkpoint). Both count
in VmHWM. A peak shorter than the polling interval can be missed by the sampler (not by
VmHWM): compare ``peak_mb`` with VmHWM.

``frames=False`` while ``torch.export`` traces: reading the main thread's frames from this
thread (``sys._current_frames``) made the non-strict trace fail ("fake tensor in the exported
program constant's list") in 3 runs of 3, measured on DA3Metric-Large; the ONNX exporter then
fell back to strict mode, 2.4 GB more (the export phase's 4.27 GB runs).
"""

from __future__ import annotations

import sys
import threading
import traceback
from pathlib import Path
from typing import Any

FIELDS = ("VmRSS", "RssAnon", "RssFile", "RssShmem")


def read_status(fields: tuple[str, ...] = FIELDS) -> dict[str, float]:
    """``fields`` of ``/proc/self/status`` now, MB (the benchmarks' one reader of it)."""
    values = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in fields:
            values[name] = int(value.split()[0]) / 1024.0
    missing = set(fields) - set(values)
    if missing:
        raise RuntimeError(f"no {sorted(missing)} in /proc/self/status (Linux only)")
    return values


def peak_rss_mb() -> float:
    """This process's peak RSS, MB (VmHWM: of this program image only; ``ru_maxrss`` would
    carry the parent's size over from a fork)."""
    return read_status(("VmHWM",))["VmHWM"]


class RssSampler:
    """Polls every ``interval_s`` from ``start()`` to ``stop()``; ``report()`` gives the
    largest ``VmRSS`` seen with its split and the main thread's innermost frames of the
    package (``where``), and each field's own maximum."""

    def __init__(
        self, interval_s: float = 0.002, package: str = "tt_depth_anything_3", frames: bool = True
    ) -> None:
        self.interval_s = interval_s
        self.frames = frames
        self.package = package
        self.main_id = threading.main_thread().ident
        self.peak: dict[str, float] = {"VmRSS": 0.0}
        self.where: list[str] = []
        self.maxima: dict[str, float] = dict.fromkeys(FIELDS, 0.0)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="rss sampler", daemon=True)

    def _frames(self) -> list[str]:
        frame = sys._current_frames().get(self.main_id)
        if frame is None:
            return []
        stack = traceback.extract_stack(frame)
        ours = [f for f in stack if self.package in f.filename or "benchmarks" in f.filename]
        return [f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in ours[-6:]]

    def _loop(self) -> None:
        while not self._stop.wait(self.interval_s):
            now = read_status()
            for name, value in now.items():
                self.maxima[name] = max(self.maxima[name], value)
            if now["VmRSS"] > self.peak["VmRSS"]:
                self.peak = now
                self.where = self._frames() if self.frames else []

    def start(self) -> RssSampler:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def report(self) -> dict[str, Any]:
        """The peak sample (MB, split), where it was taken, and each field's maximum (MB)."""
        return {"peak_mb": self.peak, "where": self.where, "maxima_mb": self.maxima}


if __name__ == "__main__":  # a helper module, not a benchmark: say so
    from script_args import helper_module

    sys.exit(helper_module(__file__, "the memory benchmarks"))
