"""``predict_dataset``: depth of a large image set on a Ray cluster with Ray Data.

Inputs are read and decoded by CPU tasks, a pool of model replicas (one per device) writes the
outputs, and the driver records each result: a bad image goes to ``failures.jsonl`` and the job
goes on; a rerun skips the inputs whose outputs exist; a replica that dies is restarted by Ray
and its batch retried (``REPLICA_RESTARTS`` times: then the job stops, ``ReplicaDiedError``
naming the inputs it died on), and each output is written whole by an atomic rename. An error
a replica's model raises (not its image's) stops the job as ``ReplicaError``, one line.
"""

from __future__ import annotations

import math
import os
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from tqdm import tqdm

from ..checkpoints.identity import checkpoint_identity, source_text
from ..config.extras import require_module
from ..config.options import OPTION_BOUNDS, ModelOptions, check_positive_count, check_switch
from ..config.quiet_warnings import ignoring
from ..config.records import check_same_run
from ..exports.png_range import PngRange
from .failure_list import FailureList
from .inputs import (
    FORMATS,
    Item,
    check_call_options,
    check_formats,
    check_items,
    max_pixels_of,
    pending,
    spread_batch,
)
from .predictor import RAISED, START_FAILED, DepthPredictor, decode_batch, remove_partial_writes
from .ray_quiet import ray_data_quiet, ray_for_job
from .replica_errors import ReplicaError, one_line, said_in_one_line
from .replica_errors import ReplicaStartError as ReplicaStartError  # (defined here before)
from .resources import ReplicaResources, say_new_choices

FAILURES_FILE = "failures.jsonl"
RUN_RECORD = "run.json"  # what made the outputs (``run_record``): a rerun must match it
DECODE_CPUS = 0.5  # logical CPU of one decoding task
# times a replica that dies (the OOM killer, a crashed device) is started again, and a batch
# it died on is tried again: Ray Data's default is for ever (a batch that kills every replica
# it reaches kept the job running for good); past them the job stops (``ReplicaDiedError``)
REPLICA_RESTARTS = 3
# batches handed to a replica before it answers one: Ray Data's default, 2, let the first
# replica ready take a second batch while the others still loaded their model (2 replicas, 2
# batches: it ran both, one after the other); a batch sent to a replica cannot move to another
BATCHES_HELD = 1


def check_capacity(
    cluster: dict[str, float],
    resources: ReplicaResources,
    replicas: int,
    decode_cpus: float = DECODE_CPUS,
) -> None:
    """Refuse a job whose replicas would take every CPU (decoding could then never run and the
    job would wait forever) or ask for more devices than the cluster has. ``decode_cpus``: what
    the job's decoding tasks take (0 where the driver decodes, as ``scale_out.stream``)."""
    need_cpu = replicas * resources.cpus + decode_cpus
    if cluster.get("CPU", 0.0) < need_cpu:
        decoding = f" plus {decode_cpus} CPU for decoding" if decode_cpus else ""
        raise ValueError(
            f"{replicas} replica(s) x {resources.cpus} CPU{decoding} need {need_cpu} CPUs; the "
            f"Ray cluster has {cluster.get('CPU', 0.0)}: use fewer replicas or fewer cpus per "
            "replica"
        )
    gpus = resources.ray_options().get("num_gpus", 0)
    if gpus and cluster.get("GPU", 0.0) < replicas * gpus:  # Ray would wait for one forever
        raise ValueError(
            f"{replicas} replica(s) need {replicas * gpus} GPU(s); the Ray cluster has "
            f"{cluster.get('GPU', 0.0)}"
        )
    for name, amount in resources.ray_options().get("resources", {}).items():
        if cluster.get(name, 0.0) < replicas * amount:
            raise ValueError(
                f"{replicas} replica(s) need {replicas * amount} {name!r}; the Ray cluster has "
                f"{cluster.get(name, 0.0)}"
            )


@dataclass(frozen=True)
class DatasetReport:
    """What a ``predict_dataset`` run did."""

    total: int  # inputs listed
    skipped: int  # outputs already there (resumed)
    written: int
    failed: int
    seconds: float
    failures_path: Path  # failures.jsonl: written only when an image failed
    per_replica: dict[str, int]  # images each replica answered (written or failed)
    # the 16-bit PNGs this run wrote that clipped at 65535 or are coarse (``png_range.report``
    # says so); None when the job writes no PNG. A resumed run's skipped PNGs (an earlier
    # run's) are not read again: ``png_not_checked`` counts them
    png_range: PngRange | None = None
    auto_chose: tuple[str, ...] = ()  # ``runtime="auto"``'s choice on the replicas, said once

    def to_dict(self) -> dict[str, Any]:
        """The report as JSON: with PNGs, ``png_clipped`` (this run's PNGs clipped at 65535)
        and ``png_not_checked`` (the skipped images' PNGs, which an earlier run wrote)."""
        clipped = (
            {}
            if self.png_range is None
            else {"png_clipped": self.png_range.clipped, "png_not_checked": self.skipped}
        )
        return {
            "total": self.total,
            "skipped": self.skipped,
            "written": self.written,
            "failed": self.failed,
            "seconds": round(self.seconds, 3),
            "images_per_s": round(self.written / self.seconds, 3) if self.seconds else None,
            "failures": str(self.failures_path),
            "per_replica": dict(self.per_replica),
            **clipped,
            **({"auto_chose": list(self.auto_chose)} if self.auto_chose else {}),
        }

    def report_pngs(self, png_scale: float) -> None:
        """On stderr, as ``predict`` says them: this run's clipped and coarse PNGs, and, on a
        resumed run, that the PNGs of the skipped images were not counted (nothing if no PNG
        is written)."""
        if self.png_range is None:
            return
        self.png_range.report(png_scale)
        if self.skipped:
            print(
                f"{self.png_range.command}: png_clipped counts the {self.written} PNG(s) this "
                f"run wrote; the {self.skipped} skipped as done (an earlier run's) were not "
                "checked again (png_not_checked)",
                file=sys.stderr,
            )


def check_replicas(replicas: int) -> int:
    """``replicas``, or ``ValueError`` when it is under one or no integer (every Ray job's first
    check: ``"2"`` failed in a comparison, or after Ray's start; ``True`` ran one replica)."""
    return check_positive_count("replicas", replicas)  # a 0-d integer array or tensor too


def check_job(
    replicas: int, batch_size: int, formats: tuple[str, ...] | list[str], png_scale: float
) -> tuple[str, ...]:
    """The checks of a job's settings that need no cluster; returns the formats."""
    check_replicas(replicas)
    check_positive_count("batch_size", batch_size)  # 2.5 was taken
    if not OPTION_BOUNDS["png_scale"].ok(png_scale):  # inf too: every depth would clip
        raise ValueError(
            "png_scale must be positive and finite (16-bit PNG value per unit of the model's "
            "depth, "
            f"{OPTION_BOUNDS['png_scale'].text()}), got {png_scale}"
        )
    return check_formats(formats)


DEFAULT_PNG_SCALE = 1000.0  # predict_dataset's png_scale (millimetres), as tt-da3 predict's


def run_record(
    model: ModelOptions | dict[str, Any],
    formats: tuple[str, ...],
    png_scale: float,
    call_kwargs: dict[str, Any] | None,
    max_pixels: int | None = None,
) -> dict[str, Any]:
    """What a job's outputs depend on: the model options (not the device: replicas may run
    elsewhere), the checkpoint's files, the formats and the call's options. Outputs already
    written are skipped on a rerun only when this is what made them."""
    options = asdict(model) if isinstance(model, ModelOptions) else dict(model)
    options.pop("device", None)
    for key in ("weights", "weights_path"):  # a relative and an absolute path: one checkpoint
        if options.get(key) is not None:
            options[key] = source_text(options[key])
    weights = options.get("weights") or options.get("weights_path")
    source = weights if weights is not None else f"hub:{options.get('model_id')}"
    return {
        "model": options,
        "checkpoint": checkpoint_identity(source),
        "formats": sorted(formats),  # --format npz,png and png,npz make the same files
        # a PNG's units; with no PNG it shapes nothing, so an unused value is not recorded
        # (a rerun with another unused one resumes): the default's, as runs before recorded
        "png_scale": png_scale if "png" in formats else DEFAULT_PNG_SCALE,
        "call": call_kwargs or {},
        "max_pixels": max_pixels_of(model, max_pixels),  # None: the model's
    }


def runtime_of(model: ModelOptions | dict[str, Any]) -> str:
    """The runtime a replica's model options name (``torch`` when they name none)."""
    runtime = model.runtime if isinstance(model, ModelOptions) else model.get("runtime")
    return str(runtime or "torch")


def check_outputs_apart(items: list[Item], out: Path, formats: tuple[str, ...]) -> None:
    """``ValueError`` before any work when an output would be an input image itself (``--out``
    the inputs' folder): it would be written over, or taken as done and skipped. (``--out``
    inside a folder input: ``inputs.check_out_apart``, which knows the folder.)"""
    sources = {Path(item.source).resolve() for item in items}
    for item in items:
        for path in item.outputs(out, formats):
            if path.resolve() in sources:
                raise ValueError(
                    f"the output {path} is an input image; choose an --out apart from the inputs"
                )


def check_run(
    items: list[Item],
    out: Path,
    model: ModelOptions | dict[str, Any],
    formats: tuple[str, ...],
    png_scale: float,
    call_kwargs: dict[str, Any] | None,
    max_pixels: int | None = None,
) -> None:
    """The job's outputs apart from its inputs, and ``out``'s record (``run.json``) written
    or, on a rerun, equal to this job's (``InputError`` naming what differs); outputs in
    ``out`` with no record are refused (nothing says how they were made). A record in a folder
    holding no depth map (its job failed before writing one) is replaced, not refused."""
    check_outputs_apart(items, out, formats)
    record = run_record(model, formats, png_scale, call_kwargs, max_pixels)
    outputs = (path for item in items for path in item.outputs(out, formats))
    what = "depth maps of another model or settings"
    check_same_run(out / RUN_RECORD, record, what, outputs, held=held_outputs(out))


def held_outputs(out: Path) -> Iterator[Path]:
    """The depth maps under ``out``, any job's (not its record, failure list or a write's
    temporary file): a record with none of them is of a job that failed before writing."""
    if not out.is_dir():
        return
    for path in out.rglob("*"):
        if path.suffix[1:].lower() in FORMATS and not path.name.startswith(".") and path.is_file():
            yield path


def predict_dataset(
    items: list[Item],
    out_dir: str | os.PathLike,
    model: ModelOptions | dict[str, Any],
    *,
    replicas: int = 1,
    resources: ReplicaResources | None = None,
    formats: tuple[str, ...] | list[str] = ("png",),
    call_kwargs: dict[str, Any] | None = None,
    png_scale: float = DEFAULT_PNG_SCALE,
    batch_size: int = 4,
    max_pixels: int | None = None,
    progress: bool = True,
    keep_non_finite: bool = False,
) -> DatasetReport:
    """Run every pending item through ``replicas`` model replicas on the connected Ray cluster
    (``ray.init`` first, or let this start a local one, shut down when the job ends).

    Args:
        items: from ``inputs.list_inputs`` (any iterable of ``Item``).
        out_dir: output folder; outputs are ``out_dir/<item.name>.<format>``.
        model: the model of each replica: ``ModelOptions`` (what the command line passes), or
            ``DepthAnything3.from_pretrained`` arguments; its ``device`` is replaced by the
            replica's own device.
        replicas: model replicas (actors), each holding one device.
        resources: what each replica asks Ray for (default: one CPU core).
        call_kwargs: arguments of each ``model(image, ...)`` call (``focal_px``...).
        batch_size: images handed to a replica at a time.
        max_pixels: the largest image the decode workers take (None: the model's
            ``max_pixels``, ``DEFAULT_MAX_PIXELS`` by default).
        keep_non_finite: write a depth map with NaN or infinite pixels as a success
            (``predict_kitti``: the evaluation scores it as an invalid prediction); by default
            such an image fails (``failures.jsonl``), nothing written, as in ``tt-da3 predict``.
    """
    ray = require_module("ray", "predict_dataset", "ray")

    items = check_items(items)  # paths: InputError naming list_inputs (an AttributeError)
    formats = check_job(replicas, batch_size, formats, png_scale)
    replicas, batch_size = check_replicas(replicas), check_positive_count("batch_size", batch_size)
    progress = check_switch("progress", progress)  # "no" is truthy
    keep_non_finite = check_switch("keep_non_finite", keep_non_finite)
    max_pixels = max_pixels_of(model, max_pixels)  # type: ignore[assignment]
    check_call_options(model, call_kwargs, max_pixels)
    device = model.device if isinstance(model, ModelOptions) else model.get("device", "cpu")
    resources = resources or ReplicaResources(str(device))
    out = Path(out_dir).expanduser()  # "~/out": the home folder, as the writers take it
    check_run(items, out, model, formats, png_scale, call_kwargs, max_pixels)
    failures_path = out / FAILURES_FILE
    todo = pending(items, out, formats)
    start = time.perf_counter()
    written = failed = 0
    per_replica: Counter[str] = Counter()
    auto_chose: list[str] = []  # the replicas' stderr does not reach the driver: said here
    png_range = (
        PngRange.for_formats("tt-da3 predict-dataset", formats) if "png" in formats else None
    )
    # written at this run's first failure: an earlier run's goes (its images are retried)
    failures_path.unlink(missing_ok=True)
    if todo:  # a local Ray of the job's own (not one another program left running) if none
        with ray_for_job(ray), ray_data_quiet(progress):  # before the dataset: it copies it
            cluster = ray.cluster_resources()
            resources = resources.on_cluster(cluster, runtime_of(model))
            check_capacity(cluster, resources, replicas)
            rows = [
                {
                    "source": it.source,
                    "name": it.name,
                    "intrinsics": list(it.intrinsics or [float("nan")] * 9),
                }
                for it in todo
            ]
            batch = spread_batch(len(rows), replicas, batch_size)  # a batch per replica
            blocks = math.ceil(len(rows) / batch)
            # fewer images than replicas: a replica each (the others would load the model for
            # nothing, and Ray Data warned that its actors got no input)
            pool = min(replicas, blocks)
            dataset = ray.data.from_items(rows, override_num_blocks=blocks)
            decoded = dataset.map_batches(
                decode_batch,
                fn_kwargs={"max_pixels": max_pixels},
                batch_size=batch,
                batch_format="numpy",
                num_cpus=DECODE_CPUS,
            )
            with ignoring(DeprecationWarning):  # max_restarts is a ray_remote_args in 2.60
                results = decoded.map_batches(
                    DepthPredictor,
                    fn_constructor_kwargs={
                        "model": model,
                        "resources": resources,
                        "out_dir": str(out),
                        "formats": formats,
                        "call_kwargs": call_kwargs,
                        "png_scale": png_scale,
                        "keep_non_finite": keep_non_finite,
                    },
                    batch_size=batch,
                    batch_format="numpy",
                    compute=ray.data.ActorPoolStrategy(
                        size=pool, max_tasks_in_flight_per_actor=BATCHES_HELD
                    ),
                    # Ray Data restarts a replica that dies and retries its batch, here up to
                    # REPLICA_RESTARTS times (its default: for ever); outputs are renamed into
                    # place, so a retried write replaces a whole file with the same content.
                    max_restarts=REPLICA_RESTARTS,
                    max_task_retries=REPLICA_RESTARTS,
                    **resources.ray_options(),
                )
            with (
                FailureList(failures_path) as failures,
                tqdm(total=len(todo), desc="depth", unit="img", disable=not progress) as bar,
            ):
                batches = results.iter_batches(batch_format="numpy", batch_size=None)
                for batch in said_in_one_line(batches, out, REPLICA_RESTARTS):
                    per_replica.update(str(r) for r in batch["replica"])
                    say_new_choices(batch["auto"], auto_chose)
                    for source, status, error, clipped, largest in zip(
                        batch["source"],
                        batch["status"],
                        batch["error"],
                        batch["png_clipped"],
                        batch["png_max"],
                        strict=True,
                    ):
                        if status == START_FAILED:  # no replica runs this job
                            raise ReplicaStartError(f"a replica could not start: {error}")
                        if status == RAISED:  # the model's error, not the image's
                            raise ReplicaError(
                                f"a replica raised {one_line(str(error))} predicting {source}; "
                                "the outputs written are kept: rerun to resume"
                            )
                        if status == "written":
                            written += 1
                            if png_range is not None:
                                png_range.count(str(source), int(clipped), int(largest))
                        else:
                            failed += 1
                            failures.add(str(source), str(error))
                        bar.update(1)
        remove_partial_writes(out)
    return DatasetReport(
        total=len(items),
        skipped=len(items) - len(todo),
        written=written,
        failed=failed,
        seconds=time.perf_counter() - start,
        failures_path=failures_path,
        per_replica=dict(per_replica),
        png_range=png_range,
        auto_chose=tuple(auto_chose),
    )
