"""tt-da3: Depth Anything 3 depth, cameras and scenes from the command line.

Each subcommand lives in the module that owns it and exposes ``register(subparsers)``; this
file only collects them.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import os
import signal
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from ..config.extras import MissingExtraError
from ..config.options import check_device_text
from ..version import __version__
from .common import (
    add_model_arguments,
    load_model_from_args,
    one_line_warnings,
    show_notices,
    sigterm_interrupts,
    stdout_to_stderr,
)
from .serve_environment import BadVariable
from .stdout_pipe import (
    lenient_stdout,
    quiet_broken_stderr,
    quiet_broken_stdout,
    stderr_reader_gone,
    stdout_reader_gone,
)
from .usage_hints import (
    command_hint,
    dash_file_hint,
    empty_path_argument,
    expand_home,
    gone_folder_error,
    nearest_flag,
    parameter_flags,
    relative_path_argument,
    unrecognized,
    working_folder_gone,
)

# Modules that add subcommands: each has register(subparsers) -> None.
COMMAND_MODULES = (
    "tt_depth_anything_3.cli.predict",
    "tt_depth_anything_3.cli.reconstruct",
    "tt_depth_anything_3.cli.eval_kitti",
    "tt_depth_anything_3.cli.serve",
    "tt_depth_anything_3.cli.calibrate",
    "tt_depth_anything_3.cli.estimate",
    "tt_depth_anything_3.cli.predict_dataset",
    "tt_depth_anything_3.cli.video",
    "tt_depth_anything_3.cli.export",
    "tt_depth_anything_3.cli.cache",
)


# the parser's description: the module docstring's first line, which python -OO strips
SUMMARY = "tt-da3: Depth Anything 3 depth, cameras and scenes from the command line."


# info's model flags that only describe the model --weights / --load reads (--device and
# --tt-program also choose what the tt status reports)
INFO_MODEL_FLAGS = (
    "--model-id", "--revision", "--dtype", "--process-res", "--resize-mode", "--max-pixels",
    "--runtime",
)  # fmt: skip


def check_info_flags(args: argparse.Namespace) -> None:
    """``InputError`` naming the model flags ``tt-da3 info`` was given without ``--weights`` or
    ``--load``: no model is read then, and they were ignored in silence (``info --process-res
    5`` exited 0), as ``eval-kitti`` and ``serve`` refuse the flags they would not use; the
    same for ``--tt-program`` off ``--device tt`` with no model (no tt status is reported),
    and for the loading flags on tt with ``--weights`` but not ``--load`` (only the config is
    read)."""
    from ..config.errors import InputError

    flags = getattr(args, "given_flags", ())
    given = [f for f in INFO_MODEL_FLAGS if f in flags]
    if given and not (args.weights or args.load):
        raise InputError(
            f"{', '.join(given)}: tt-da3 info describes a model only with --weights or --load; "
            f"add one, or leave {'it' if len(given) == 1 else 'them'} out"
        )
    on_tt = str(args.device).lower().startswith("tt")
    if "--tt-program" in flags and not on_tt and not (args.weights or args.load):
        raise InputError(  # the tt status it chooses is reported only with --device tt
            "--tt-program: tt-da3 info reports the Blackhole program only with --device tt "
            f"(the device is {args.device}); add --device tt, or leave it out"
        )
    loading = [f for f in INFO_MODEL_FLAGS[2:] if f in flags]  # not --model-id / --revision
    if loading and on_tt and args.weights and not args.load:
        raise InputError(  # on tt --weights alone reads the checkpoint's config, no model
            f"{', '.join(loading)}: tt-da3 info --device tt reads only the checkpoint's config "
            "without --load; add --load, or leave "
            f"{'it' if len(loading) == 1 else 'them'} out"
        )


def _info(args: argparse.Namespace) -> int:
    check_device_text(args.device)  # as every command that loads a model: a typo is an error
    check_info_flags(args)
    with stdout_to_stderr():  # ttnn's log lines: not in the JSON
        info = _gather_info(args)
    print(json.dumps(info, indent=2))
    return 0


def _gather_info(args: argparse.Namespace) -> dict[str, Any]:
    import torch

    from ..backends.runtimes import onnxruntime_providers, runtimes_status
    from ..backends.runtimes.candidates import openvino_bf16_report
    from ..backends.torch.auto_precision import cpu_auto_decision
    from ..backends.torch.cpu_kernels import describe_cpu_kernels
    from ..config.catalog import model_table
    from ..config.presets import SUPPORTED_MODELS
    from ..version import __version__

    info = {
        "package": "tt-depth-anything-3",
        "version": __version__,
        "python": sys.version.split()[0],
        "torch": torch.__version__,
        "cuda_available": torch.cuda.is_available(),
        "torch_threads": torch.get_num_threads(),
        "supported_models": list(SUPPORTED_MODELS),
        "models": model_table(),  # each: hub ids, family, outputs, units
        "ttnn": importlib.util.find_spec("ttnn") is not None,
        "runtimes": runtimes_status(),  # --runtime engines: installed versions
        "onnxruntime_providers": onnxruntime_providers(),  # CUDA / TensorRT: onnxruntime-gpu
    }
    on_tt = str(args.device).lower().startswith("tt")
    files = None  # the checkpoint's config, read without loading the model
    if on_tt and args.weights:
        from ..checkpoints import resolve_checkpoint

        files = resolve_checkpoint(args.model_id, args.revision, args.weights)
    if on_tt:
        from .tt_status import tt_status

        info["tt"] = tt_status(args.tt_program, files)
    else:  # the CPU, its capability, each precision's kernels and what dtype="auto" picks
        info["cpu"] = describe_cpu_kernels()
        # what a load with dtype="auto" picks now: the capability rule and the timed probe
        info["cpu"]["auto_decision"] = cpu_auto_decision()
        info["cpu"]["auto_decision"]["gate"] = (
            "not run here (no model loaded): a load with dtype='auto' takes this choice only "
            "if it passes the accuracy gate against float32 on its checkpoint, else float32 "
            "(its describe()['auto_precision'], shown with --load)"
        )
        info["cpu"]["auto"] = info["cpu"]["auto_decision"]["choice"]
        info["cpu"]["openvino_bf16"] = openvino_bf16_report()  # runtime="auto"'s order
    if files is not None and not args.load:  # device tt: loading needs --load
        info["model"] = {
            "name": files.config.model_name,
            "units": files.config.units,
            "source": files.source,
            "loaded": False,
        }
    elif args.weights or args.load:
        model = load_model_from_args(args)
        with model:
            info["model"] = {
                "name": model.model_name,
                "units": model.units,
                "backend": model.backend,
                "device": model.device,
                "source": model.source,
                "precision": model.precision,
                "describe": model.describe(),
            }
    return info


class _CommandLineParser(argparse.ArgumentParser):
    """The top-level parser; a flag the chosen subcommand does not know is reported with that
    subcommand's usage (``tt-da3 predict: error: ...``), not the list of subcommands."""

    unknown_flags: Sequence[str] = ()  # a command's: the flags of the command line it lacks
    dash_files: Sequence[str] = ()  # and its words that begin with "-" and name a file

    def parse_args(  # type: ignore[override]  # argparse's overloads, one behaviour
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> argparse.Namespace:
        argv = list(sys.argv[1:] if args is None else args)
        self.note_unknown_flags(argv)
        parsed, extras = self.parse_known_args(argv, namespace)
        if extras:
            owner = getattr(parsed, "command_parser", self)
            owner.error(unrecognized(owner, extras))
        owner = getattr(parsed, "command_parser", self)
        if empty := empty_path_argument(owner, parsed):  # '' is the current folder to pathlib
            owner.error(empty)
        return parsed

    def note_unknown_flags(self, argv: list[str]) -> None:
        """The flags in ``argv`` (before a ``--``) its command does not know, noted on that
        command's parser for ``error``."""
        commands = next(
            (a.choices for a in self._actions if isinstance(a, argparse._SubParsersAction)),  # noqa: SLF001
            {},
        )
        command = next((a for a in argv if not a.startswith("-")), None)
        if command is None:  # flags only (tt-da3 --hlp): the top level's unknown ones
            known = {o for a in self._actions for o in a.option_strings}  # noqa: SLF001
            self.unknown_flags = [a for a in argv if a.split("=")[0] not in known]
            return
        owner = commands.get(command)
        if not isinstance(owner, _CommandLineParser):
            return
        rest = argv[argv.index(command) + 1 :]  # type: ignore[arg-type]
        rest = rest[: rest.index("--")] if "--" in rest else rest
        known = {o for a in owner._actions for o in a.option_strings}  # noqa: SLF001
        flags = [a for a in rest if a.startswith("--")]
        owner.unknown_flags = [a for a in flags if a.split("=")[0] not in known]
        owner.dash_files = [a for a in rest if a.startswith("-") and os.path.exists(a)]

    def error(self, message: str) -> NoReturn:
        """argparse's usage error, naming an unknown flag where argparse named a missing
        argument instead: ``predict --help-me`` said "the following arguments are required:
        images" (argparse checks those before it returns the unknown flags)."""
        unknown = list(self.unknown_flags)
        if unknown and message.startswith("the following arguments are required"):
            message = f"unrecognized arguments: {' '.join(unknown)}{nearest_flag(self, unknown)}"
        subcommands = [a for a in self._actions if isinstance(a, argparse._SubParsersAction)]  # noqa: SLF001
        if subcommands:  # tt-da3 Predict, tt-da3 help
            message += command_hint(message, list(subcommands[0].choices))
        super().error(message + dash_file_hint(message, self.dash_files))


class _DefaultsShown(argparse.ArgumentDefaultsHelpFormatter):
    """``--help`` with each flag's default, but not a secret's (``--api-key``'s comes from
    ``TT_DA3_API_KEY``), and not an unset one (None) or an off switch."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        # ``is``, not ``in (None, False)``: 0 == False, and a default of 0 is shown
        if action.dest == "api_key" or action.default is None or action.default is False:
            return action.help
        if isinstance(action.default, BadVariable):  # not its refusal as if it were the value
            note = action.default.help_default().replace("%", "%%")
            return f"{action.help} (default: {note})"
        return super()._get_help_string(action)


def build_parser() -> argparse.ArgumentParser:
    parser = _CommandLineParser(prog="tt-da3", description=SUMMARY)
    parser.add_argument("--version", action="version", version=f"tt-da3 {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True)
    info = subparsers.add_parser("info", help="versions, devices, and optionally a model")
    add_model_arguments(info)
    info.add_argument(
        "--load",
        action="store_true",
        help="also load the model and describe it (on cpu / cuda --weights loads it too; "
        "on tt the checkpoint is only read without --load)",
    )
    info.add_argument(  # as `cache --json`: a script may pass it to both
        "--json",
        action="store_true",
        help="print JSON (what info always prints; taken for scripts that pass it to cache too)",
    )
    info.set_defaults(func=_info)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    summaries = {action.dest: action.help for action in subparsers._choices_actions}  # noqa: SLF001
    for name, command_parser in subparsers.choices.items():  # for _CommandLineParser's errors
        command_parser.set_defaults(command_parser=command_parser)
        command_parser.formatter_class = _DefaultsShown
        # flags in full: an abbreviation (--model for --model-id) is refused, not taken
        command_parser.allow_abbrev = False
        if not command_parser.description:  # `tt-da3 CMD --help` says what CMD does
            command_parser.description = f"tt-da3 {name}: {summaries[name]}."
    return parser


def error_line(err: BaseException, parser: argparse.ArgumentParser | None = None) -> str:
    """What the one ``error:`` line says of ``err``, with the flags of ``parser`` (the
    command's) that the API's parameter names in it stand for (``parameter_flags``:
    ``weights_path X does not exist (--weights)``): an ``OSError`` made of the package's own
    sentence and an errno (a full disk's ``cannot write out/scene.ply: No space left on
    device``) without Python's ``[Errno 28]`` in front of it; a relative path not found where
    the working folder no longer exists (``TT_DA3_CACHE_DIR=cache``) said to be that; any
    other error as it reads."""
    if isinstance(err, FileNotFoundError) and working_folder_gone():
        name = os.fsdecode(err.filename) if isinstance(err.filename, (str, bytes)) else ""
        if not os.path.isabs(name):  # a relative path (or none: os.getcwd's own error)
            return gone_folder_error(name)
    if isinstance(err, OSError) and err.errno is not None and err.strerror and not err.filename:
        return err.strerror
    text = str(err)
    return text + (parameter_flags(text, parser) if parser is not None else "")


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    expand_home(args)  # --out=~/depth: the shell left the ~ to us
    lenient_stdout()  # a path the stdout's encoding cannot hold: printed, not an exit 2
    relative = relative_path_argument(args.command_parser, args)
    if relative and working_folder_gone():  # not a bare "No such file or directory"
        print(f"tt-da3 {args.command}: error: {gone_folder_error(relative)}", file=sys.stderr)
        return 2
    if args.command != "serve":  # serve stops through uvicorn's own handlers
        show_notices()
    try:
        with one_line_warnings(args.command, args.command_parser), sigterm_interrupts():
            from ..backends.runtimes.cache_integrity import verify_every_use

            verify_every_use()  # TT_DA3_CACHE_VERIFY: a bad value refused by every command
            return int(args.func(args) or 0)
    except BrokenPipeError as err:  # the reader of stdout has gone (| head): no error of ours
        if stderr_reader_gone():  # 2>&1 | head: SIGPIPE's status, no line to write
            return quiet_broken_stderr(err)
        if not stdout_reader_gone():  # another pipe (a subprocess's): an error as any other
            print(f"tt-da3 {args.command}: error: {err}", file=sys.stderr)
            return 2
        return quiet_broken_stdout(err)
    except (ValueError, FileNotFoundError, OSError, MissingExtraError) as err:
        line = error_line(err, args.command_parser)
        print(f"tt-da3 {args.command}: error: {line}", file=sys.stderr)
        return 2
    except KeyboardInterrupt as stopped:  # what was written stays (runs resume from it)
        print(f"\ntt-da3 {args.command}: interrupted", file=sys.stderr)
        return 143 if str(stopped) == signal.SIGTERM.name else 130


if __name__ == "__main__":
    sys.exit(main())
