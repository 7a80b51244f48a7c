"""``--tt-program fast|accurate``: the Blackhole device program chosen from every command and
route that loads a model reaches the backend (``backends.factory.create``), Ray replicas
included. No ttnn needed: ``create`` is replaced by a probe that records what it was asked for
and stops the load, so the check is the option's path, not the device."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
import torch

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends import TT_PROGRAMS, factory
from tt_depth_anything_3.backends.blackhole import ttnn_version
from tt_depth_anything_3.cli import build_parser, common, main
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.options import ModelOptions
from tt_depth_anything_3.scale_out import dataset, kitti
from tt_depth_anything_3.scale_out import serve as ray_serve
from tt_depth_anything_3.scale_out.predictor import DepthPredictor
from tt_depth_anything_3.server import ServerSettings

COMMANDS = (
    ["predict", "x.jpg"],
    ["reconstruct", "a.jpg", "b.jpg", "--out", "o"],
    ["eval-kitti", "--kitti-root", "k"],
    ["predict-dataset", "x", "--out", "o"],
    ["serve"],
    ["info"],
)


class Reached(Exception):
    """Raised by the probe in place of building the backend."""


@pytest.fixture()
def probe(monkeypatch) -> list[str]:
    """``backends.factory.create`` as the facade calls it, recording ``tt_program``."""
    seen: list[str] = []

    def create(spec, config, weights, precision, trace, tt_program="fast", runtime="torch"):
        seen.append(tt_program)
        raise Reached(tt_program)

    monkeypatch.setattr(factory, "create", create)
    monkeypatch.setattr(torch, "set_num_threads", lambda n: None)  # a replica would set 1
    # no ttnn in this Python: the start-up check passes, as on a machine with a Blackhole
    monkeypatch.setattr(ttnn_version, "check_ttnn_ready", lambda: None)
    return seen


def replica_in_process(model, out_dir, **_ignored):
    """What a Ray Data job does on each replica, run here: build ``DepthPredictor`` with the
    options the command handed to the job. A replica keeps its load error (the driver stops
    the job with it): raised here as the probe's ``Reached``."""
    predictor = DepthPredictor(model, dataset.ReplicaResources("cpu"), str(out_dir), ("png",))
    if predictor.start_error is not None:
        raise Reached(predictor.start_error)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_every_model_command_takes_the_flag(command):
    parser = build_parser()
    assert ModelOptions.from_args(parser.parse_args(command)).tt_program == "fast"
    for program in TT_PROGRAMS:
        args = parser.parse_args([*command, "--tt-program", program])
        assert ModelOptions.from_args(args).tt_program == program


def test_unknown_program_is_refused(capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args(["predict", "x.jpg", "--tt-program", "fastest"])
    assert "invalid choice: 'fastest'" in capsys.readouterr().err
    with pytest.raises(ValueError, match="tt_program must be one of"):
        ServerSettings(tt_program="fastest")
    with pytest.raises(ValueError, match="TT_DA3_TT_PROGRAM|tt_program must be one of"):
        ServerSettings.from_env({"TT_DA3_TT_PROGRAM": "fastest"})


@pytest.mark.parametrize(
    "command",
    [
        ["predict", "{photo}", "--out", "{out}"],
        ["reconstruct", "{photo}", "{photo}", "--out", "{out}"],
        ["info", "--load"],
        ["eval-kitti", "--kitti-root", "{out}", "--out", "{out}"],
    ],
    ids=lambda c: " ".join(c[:1]),
)
def test_commands_hand_the_program_to_the_backend(probe, command, tiny_metric_checkpoint, tmp_path):
    photo = Path(__file__).resolve().parents[2] / "media" / "rocket.jpg"
    words = [w.format(photo=photo, out=tmp_path) for w in command]
    flags = ["--weights", str(tiny_metric_checkpoint), "--device", "cpu"]
    with pytest.raises(Reached):
        main([*words, *flags, "--tt-program", "accurate"])
    assert probe == ["accurate"]


@pytest.mark.parametrize("command", ["predict-dataset", "eval-kitti --replicas"])
def test_ray_jobs_hand_the_program_to_each_replica(
    probe, monkeypatch, command, tiny_metric_checkpoint, tmp_path
):
    """``predict-dataset`` and ``eval-kitti --replicas``: the job's replicas load from the
    command's ``ModelOptions`` (the Ray cluster and job replaced by one replica here)."""
    monkeypatch.setattr(common, "ray_cluster", lambda args: contextlib.nullcontext())
    monkeypatch.setattr(
        kitti, "predict_kitti", lambda root, out, model, **k: replica_in_process(model, out)
    )
    monkeypatch.setattr(kitti, "check_kitti_job", lambda *args: None)  # no KITTI layout here
    monkeypatch.setattr(
        dataset, "predict_dataset", lambda items, out, model, **k: replica_in_process(model, out)
    )
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.png").write_bytes(
        (Path(__file__).resolve().parents[2] / "media" / "rocket.jpg").read_bytes()
    )
    words = (
        ["predict-dataset", str(tmp_path / "in"), "--out", str(tmp_path / "o")]
        if command == "predict-dataset"
        else [
            "eval-kitti",
            "--kitti-root",
            str(tmp_path),
            "--out",
            str(tmp_path / "o"),
            "--replicas",
            "1",
        ]
    )
    flags = [
        "--weights",
        str(tiny_metric_checkpoint),
        "--device",
        "cpu",
        "--tt-program",
        "accurate",
    ]
    with pytest.raises(Reached):
        main([*words, *flags])
    assert probe == ["accurate"]


def test_serve_hands_the_program_to_the_backend(probe, monkeypatch, tiny_metric_checkpoint):
    """``tt-da3 serve``: the settings the command builds load the model at start-up."""
    from tt_depth_anything_3 import server
    from tt_depth_anything_3.server.startup import load_model

    monkeypatch.setattr(server, "create_app", lambda settings: load_model(settings))
    with pytest.raises(Reached):
        main(
            [
                "serve",
                "--weights",
                str(tiny_metric_checkpoint),
                "--device",
                "cpu",
                "--tt-program",
                "accurate",
            ]
        )
    assert probe == ["accurate"]


def test_serve_on_ray_hands_the_program_to_each_replica(probe, monkeypatch, tiny_metric_checkpoint):
    """``tt-da3 serve --ray``: each Serve replica is built from ``replica_arguments``; one is
    built here in place of the Ray application."""
    import ray
    from ray import serve

    def build_app(settings, options):
        replica = ray_serve.DepthReplica(*ray_serve.replica_arguments(settings, options))
        if replica.start_error is not None:  # kept by the replica, answered 503: raised here
            raise Reached(replica.start_error)

    for target, name in ((ray, "init"), (ray, "shutdown"), (serve, "start"), (serve, "shutdown")):
        monkeypatch.setattr(target, name, lambda *a, **k: None)
    monkeypatch.setattr(ray, "cluster_resources", lambda: {"CPU": 8.0})  # room for a replica
    monkeypatch.setattr(ray_serve, "build_app", build_app)
    flags = [
        "--weights",
        str(tiny_metric_checkpoint),
        "--device",
        "cpu",
        "--tt-program",
        "accurate",
    ]
    with pytest.raises(Reached):
        main(["serve", "--ray", *flags])
    assert probe == ["accurate"]


def test_server_settings_reach_the_backend(probe, tiny_metric_checkpoint):
    environ = {"TT_DA3_TT_PROGRAM": "accurate", "TT_DA3_WEIGHTS": str(tiny_metric_checkpoint)}
    settings = ServerSettings.from_env({**environ, "TT_DA3_DEVICE": "cpu"})
    assert settings.model_options().tt_program == "accurate"
    with pytest.raises(Reached):
        DepthAnything3.from_options(settings)
    assert probe == ["accurate"]


def test_from_pretrained_refuses_an_unknown_program(tiny_metric_checkpoint):
    with pytest.raises(ValueError, match="tt_program must be one of"):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="cpu", tt_program="fastest"
        )


@pytest.mark.parametrize("dtype", ["int8", "float16", "float32", "bfloat16", torch.float16])
def test_a_dtype_the_device_does_not_run_is_refused_on_tt(probe, tiny_metric_checkpoint, dtype):
    """The device program has its own precision: a dtype on ``tt`` was ignored without a word
    (every one loaded as "ttnn-bf16/..."); now refused before anything loads, naming it."""
    with pytest.raises(InputError, match=r"dtype=.* device='tt'.*tt_program") as refused:
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="tt", dtype=dtype, warmup_sizes=[]
        )
    assert "own precision" in str(refused.value) and probe == []


@pytest.mark.parametrize("dtype", [None, "auto"])
def test_no_dtype_or_auto_loads_on_tt(probe, tiny_metric_checkpoint, dtype):
    with pytest.raises(Reached):
        DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="tt", dtype=dtype, warmup_sizes=[]
        )
    assert probe == ["fast"]


def test_a_program_off_the_blackhole_warns_that_it_is_unused(tiny_metric_checkpoint, capsys):
    """``tt_program="accurate"`` / ``--tt-program accurate`` on the CPU was silently ignored,
    while other unused options (a focal length on a relative model) say so with
    ``UnusedOptionWarning``; the default program says nothing."""
    import warnings

    from tt_depth_anything_3.config.errors import UnusedOptionWarning

    with pytest.warns(UnusedOptionWarning, match="tt_program='accurate' chooses the Blackhole"):
        model = DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="cpu", tt_program="accurate"
        )
    model.close()
    with warnings.catch_warnings():
        warnings.simplefilter("error", UnusedOptionWarning)
        DepthAnything3.from_pretrained(weights_path=tiny_metric_checkpoint, device="cpu").close()
    argv = ["info", "--load", "--weights", str(tiny_metric_checkpoint), "--device", "cpu"]
    assert main([*argv, "--tt-program", "accurate"]) == 0
    assert "it is not used on cpu" in capsys.readouterr().err


def test_a_numpy_integer_is_a_tenstorrent_id_and_only_ascii_digits_are() -> None:
    """``device=np.int64(0)`` was "unknown or unsupported device np.int64(0); use ... or an
    int" (and ``np.int64(-1)`` was told a Tenstorrent id is >= 0, as an int); ``"tt:١"`` (an
    Arabic-Indic one) was taken as ``tt:1``."""
    import numpy as np

    from tt_depth_anything_3.backends.base import parse_device
    from tt_depth_anything_3.config.errors import InputError

    spec = parse_device(np.int64(2))
    assert (spec.kind, spec.tt_device_id, type(spec.tt_device_id)) == ("tt", 2, int)
    for text in ("tt:\u0661", "cuda:\u0661"):
        with pytest.raises(InputError, match="unknown device"):
            parse_device(text)
