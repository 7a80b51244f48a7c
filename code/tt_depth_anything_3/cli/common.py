"""The flags several commands share, defined once: model selection (``ModelOptions``), where
Ray replicas run, and the replicas' resources."""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import sys
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tqdm import tqdm

from ..config.extras import require_module
from ..config.options import (
    MAX_PROCESS_RES,
    MIN_PROCESS_RES,
    RESIZE_MODES,
    RUNTIMES,
    TT_PROGRAMS,
    ModelOptions,
)
from ..config.parts import parse_network_size
from .out_checks import DEFAULT_NAME_MAX as DEFAULT_NAME_MAX  # here too, as before
from .out_checks import SHOWN_CLASHES as SHOWN_CLASHES
from .out_checks import blocking_file as blocking_file
from .out_checks import check_out_folder as check_out_folder
from .out_checks import name_max as name_max
from .out_checks import overlong_name as overlong_name
from .signals import interrupt_on_signal as interrupt_on_signal  # here too, as before
from .signals import sigterm_interrupts as sigterm_interrupts
from .usage_hints import parameter_flags

if TYPE_CHECKING:
    from ..api import DepthAnything3
    from ..scale_out.resources import ReplicaResources


# slow first builds (exports, compiles): the loggers of the runtimes package
NOTICE_LOGGERS = ("tt_depth_anything_3.backends.runtimes",)


class StderrNotices(logging.Handler):
    """``tt-da3: message`` lines on the ``sys.stderr`` of the moment (not the one at set-up:
    ``main`` may run in a process whose stderr is later replaced), above any progress bar."""

    def emit(self, record: logging.LogRecord) -> None:
        tqdm.write(f"tt-da3: {self.format(record)}", file=sys.stderr)


def show_notices() -> None:
    """The package's INFO notices of slow one-off work (an engine's first export or compile)
    on stderr (``serve`` logs them through its own logging set-up instead)."""
    for name in NOTICE_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(handler, StderrNotices) for handler in logger.handlers):
            logger.addHandler(StderrNotices())
        logger.setLevel(logging.INFO)


@contextmanager
def one_line_warnings(
    command: str, parser: argparse.ArgumentParser | None = None
) -> Iterator[None]:
    """Warnings as one ``tt-da3 COMMAND: warning: ...`` line each on stderr, not Python's
    ``file:line: Category: ...`` and a source line; the flags of the command's ``parser``
    its API parameter names stand for added (``parameter_flags``, as in the error lines)."""

    def show(message: Any, category: Any, filename: str, lineno: int, *rest: Any) -> None:
        text = str(message) + (parameter_flags(str(message), parser) if parser else "")
        tqdm.write(f"tt-da3 {command}: warning: {text}", file=sys.stderr)  # beside a bar

    with warnings.catch_warnings():
        warnings.showwarning = show
        yield


TT_LOG_LEVEL_VARIABLE = "TT_LOGGER_LEVEL"


@contextmanager
def stdout_to_stderr() -> Iterator[None]:
    """Inside the block, whatever writes to file descriptor 1 goes to stderr: TT-Metal's C++
    log writes its lines to stdout, which broke the JSON a ``--json`` command prints after.
    Its lines at process exit (device and cluster teardown) come after any block: before ttnn
    is imported, ``TT_LOGGER_LEVEL`` defaults to ``error`` here, so only errors are logged
    (a value the user set is kept). With stdout closed (``>&-``: ``sys.stdout`` is None),
    descriptor 1 is stderr in the block and closed again after it."""
    if "ttnn" not in sys.modules:
        os.environ.setdefault(TT_LOG_LEVEL_VARIABLE, "error")
    closed = sys.stdout is None  # Python found descriptor 1 closed at start-up
    if not closed:
        sys.stdout.flush()
    saved = None if closed else os.dup(1)
    os.dup2(2, 1)
    try:
        yield
    finally:
        if sys.stdout is not None:
            sys.stdout.flush()
        if saved is None:
            os.close(1)  # closed, as it was
        else:
            os.dup2(saved, 1)
            os.close(saved)


def size_argument(text: str) -> tuple[int, int]:
    """argparse type of a network size ``HxW`` (``config.parts.parse_network_size``)."""
    try:
        return parse_network_size(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from err


PROCESS_RES_HELP = (
    f"network resolution in pixels, {MIN_PROCESS_RES} to {MAX_PROCESS_RES}: the longest side "
    "(upper_bound) or both sides (squash: a multiple of 14)"
)
RESIZE_MODE_HELP = (
    "upper_bound: the longest side to --process-res, the aspect kept; squash: every image to "
    "process-res x process-res"
)


WEIGHTS_HELP = (  # every command's --weights, one wording
    "local model.safetensors (a Depth Anything V2 .pth too) or its folder (skips the hub)"
)


def weights_argument(text: str) -> str:
    """``--weights``'s value unless it is blank (an empty path would read whatever checkpoint
    is in the current folder): argparse's error, in the command line's words."""
    if not text.strip():
        raise argparse.ArgumentTypeError(
            f"names no checkpoint file or folder, got {text!r} (an empty path would read the "
            "current folder): leave out --weights to load --model-id, or pass --weights . "
            "for a checkpoint in the current folder"
        )
    return text


def add_model_arguments(parser: argparse.ArgumentParser) -> None:
    """The model-selection flags every command that loads a model shares (``ModelOptions``),
    each noted in ``given_flags`` when given (``StoreGiven``: a command refuses those it would
    not use)."""
    defaults = ModelOptions()
    parser.add_argument(
        "--model-id", default=defaults.model_id, action=StoreGiven, help="hub repo id"
    )
    parser.add_argument(
        "--revision", default=None, action=StoreGiven, help="hub branch, tag or commit"
    )
    parser.add_argument(
        "--weights",
        type=weights_argument,
        default=None,
        action=StoreGiven,
        help=WEIGHTS_HELP,
    )
    parser.add_argument(
        "--device",
        default=defaults.device,
        action=StoreGiven,
        help="auto (CUDA if present, else the CPU), cpu, cuda[:N] or tt[:N]",
    )
    parser.add_argument(
        "--dtype",
        default=None,
        action=StoreGiven,
        help="float32 (default), bfloat16, int8 (CPU), float16 (CUDA), int8w (--runtime "
        "openvino only: int8 weights, bf16 arithmetic), auto (fastest here)",
    )
    parser.add_argument(
        "--process-res",
        type=int,
        default=defaults.process_res,
        action=StoreGiven,
        help=PROCESS_RES_HELP,
    )
    parser.add_argument(
        "--resize-mode",
        choices=RESIZE_MODES,
        default=defaults.resize_mode,
        action=StoreGiven,
        help=RESIZE_MODE_HELP,
    )
    parser.add_argument(
        "--max-pixels",
        type=int,
        default=defaults.max_pixels,
        action=StoreGiven,
        help="largest accepted image in pixels, width x height, at least 64 (larger ones are "
        "refused)",
    )
    parser.add_argument(
        "--tt-program",
        choices=TT_PROGRAMS,
        default=defaults.tt_program,
        action=StoreGiven,
        help="Blackhole device program (--device tt only): fast or accurate (OPT_REPORT 4)",
    )
    parser.add_argument(
        "--runtime",
        choices=RUNTIMES,
        default=defaults.runtime,
        action=StoreGiven,
        help="torch; the exported graph in onnxruntime (CPU or CUDA), openvino (CPU) or "
        "tensorrt (GPU); auto: the gated fastest on the CPU at --dtype (float32 by default; "
        "--dtype auto weighs the lower precisions too)",
    )


def load_model_from_args(args: argparse.Namespace) -> DepthAnything3:
    """The model the shared flags describe (``DepthAnything3.from_options``); what ``auto``
    chose, and why, said on stderr."""
    from ..api import DepthAnything3
    from ..backends.runtimes.select import decision_line

    model = DepthAnything3.from_options(model_options(args))
    if model.auto_runtime is not None:  # what --runtime auto (or --dtype auto) chose, and why
        print(f"tt-da3: {decision_line(model.auto_runtime)}", file=sys.stderr)
    return model


def model_options(args: argparse.Namespace) -> ModelOptions:
    """The ``ModelOptions`` of the shared flags: the one mapping every command (and each Ray
    replica it starts) loads its model from."""
    return ModelOptions.from_args(args)


class StoreGiven(argparse.Action):
    """argparse's ``store``, noting the flag in ``given_flags`` (a flag given with its default
    value is still given: ``serve`` refuses Ray flags without ``--ray``)."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:  # noqa: ANN001
        setattr(namespace, self.dest, values)
        namespace.given_flags = {*getattr(namespace, "given_flags", ()), self.option_strings[0]}


def add_ray_arguments(parser: argparse.ArgumentParser, replicas: int | None = 1) -> None:
    """Where the replicas run (shared by ``serve --ray``, ``predict-dataset`` and
    ``eval-kitti --replicas``)."""
    parser.add_argument(
        "--replicas",
        type=int,
        action=StoreGiven,
        default=replicas,
        help="model replicas on Ray, one per device"
        + (" (default: no Ray, one process)" if replicas is None else ""),
    )
    parser.add_argument(
        "--address",
        default=None,
        action=StoreGiven,
        help="Ray cluster to join ('auto': the one started by `ray start`); default: a local one",
    )
    parser.add_argument(
        "--cpus-per-replica",
        type=float,
        default=1.0,
        action=StoreGiven,
        help="CPU cores (torch threads) per replica",
    )
    parser.add_argument(
        "--resource",
        default=None,
        action=StoreGiven,
        help="custom Ray resource each replica takes once (default: 'tt' with --device tt)",
    )


def replica_resources(args: argparse.Namespace) -> ReplicaResources:
    from ..scale_out.resources import ReplicaResources

    return ReplicaResources(device=args.device, cpus=args.cpus_per_replica, resource=args.resource)


def job_resources(args: argparse.Namespace) -> ReplicaResources:
    """``replica_resources`` of a Ray Data job (``predict-dataset``, ``eval-kitti
    --replicas``). On the local cluster the command starts itself (no ``--address``), the
    replicas are sized to the cores there are when the ones asked for do not fit beside the
    decoding tasks, and the log says so; a cluster given with ``--address`` is taken as it is
    (``scale_out.dataset.check_capacity`` says what does not fit)."""
    from ..inference.schedule import usable_cores
    from ..scale_out.dataset import DECODE_CPUS, check_replicas

    check_replicas(args.replicas)  # a share of the cores per replica: one at least
    resources = replica_resources(args)
    if args.address is not None:
        return resources
    cores = usable_cores()
    fits = (cores - DECODE_CPUS) / args.replicas
    if resources.cpus <= fits:
        return resources
    print(
        f"tt-da3: the local Ray cluster has {cores} core(s): {args.replicas} replica(s) get "
        f"{fits:g} CPU each (asked {resources.cpus:g}), {DECODE_CPUS:g} is kept for decoding",
        file=sys.stderr,
    )
    return replace(resources, cpus=fits)


@contextmanager
def ray_cluster(args: argparse.Namespace) -> Iterator[None]:
    """Connected to ``--address`` (or a local cluster of this machine's usable cores) for the
    block, unless the caller already is; shut down after if this started it. SIGTERM stops it
    as Ctrl-C does (Ray's own handler prints a stack dump)."""
    ray = require_module("ray", f"tt-da3 {getattr(args, 'command', '')} on Ray", "ray")

    from ..inference.schedule import usable_cores
    from ..scale_out.ray_shutdown import shutdown_ray
    from ..scale_out.signal_actions import restore_actions, saved_actions
    from .progress import progress_shown
    from .ray_jobs import LocalClusterTemporaries, check_local_replicas, start_ray

    started = not ray.is_initialized()  # a caller may already be connected to a cluster
    # ray.shutdown resets SIGTERM's action to the default out of Python's sight: put back
    # after it (off the main thread nothing else can: the program's handler never ran again)
    actions = saved_actions() if started else {}
    if started and args.address is None:  # the replicas run here: what they would refuse
        check_local_replicas(args)
    # a local cluster's temporaries (Ray's session, its workers' pymp-* folders) go with it
    temporaries = LocalClusterTemporaries() if started and args.address is None else None
    try:
        if started:
            # no --address: a local cluster of its own ("local"), not one another program left
            # running (num_cpus refused), no dashboard (unused; its line had colour codes)
            address = args.address or "local"
            local: dict[str, Any] = {}
            if args.address is None:
                local = {"num_cpus": usable_cores(), "include_dashboard": False}
            # no bars drawn (--no-progress, stderr no terminal): no INFO lines of Ray's either
            level = logging.INFO if progress_shown(args) else logging.WARNING
            with temporaries.starting() if temporaries else contextlib.nullcontext():
                start_ray(ray, address=address, log_to_driver=False, logging_level=level, **local)
        try:
            with sigterm_interrupts():  # after ray.init, whose handler prints a stack dump
                yield
        finally:
            if started:
                try:
                    shutdown_ray(ray)
                finally:
                    restore_actions(actions)
    finally:
        if temporaries is not None:
            temporaries.remove()


def unique_inputs(images: list[str], command: str = "predict") -> list[str]:
    """``images`` without repeats of one file (named twice, or named and in a folder given, or
    by a link, a hard link, or a name that differs only in letter case where the file system
    ignores case): the first kept, each dropped one said on stderr (``tt-da3 COMMAND:
    warning: ...``)."""
    from ..scale_out.inputs import file_identity, repeat_note

    kept: dict[object, str] = {}  # the file (file_identity) -> its first path as given
    for image in images:
        key = file_identity(image)
        if key in kept:
            note = repeat_note(image, kept[key])
            print(f"tt-da3 {command}: warning: {note}", file=sys.stderr)
            continue
        kept[key] = image
    return list(kept.values())


def expand_folders(arguments: list[str]) -> list[str]:
    """The command's inputs in order, each folder replaced by its image files (sorted, its
    subfolders included, the depth maps this package wrote left out with a warning: an
    earlier run's outputs); a folder without images is a ``ValueError`` naming it, and every
    other input that is no file with it."""
    from ..inference.image_errors import ImageFormatError
    from ..inference.image_files import folder_images, image_path, no_images_message

    images: list[str] = []
    empty: list[str] = []
    for argument in arguments:
        if not Path(argument).is_dir():
            images.append(argument)
            continue
        found = folder_images(argument, skip_own=True)
        if not found:
            empty.append(no_images_message(argument))
        images.extend(str(p) for p in found)
    if empty:
        for image in images:
            try:
                image_path(image)
            except ImageFormatError as err:  # said with the empty folders, all together
                empty.append(str(err))
        raise ValueError("; ".join(empty))
    return images
