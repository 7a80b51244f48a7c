"""Server settings, environment parsing, the lazy module-level app, and ``tt-da3 serve``'s
argument parsing and port choice; no model is loaded here."""

from __future__ import annotations

import dataclasses
import importlib
import json
import re
import signal
import socket
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from tt_depth_anything_3.cli import build_parser
from tt_depth_anything_3.cli.serve import bind_free_port
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.server import ServerSettings


def test_defaults_are_valid():
    settings = ServerSettings()
    assert settings.model_id == "depth-anything/DA3METRIC-LARGE"
    assert settings.max_body_bytes == 32 * 1024 * 1024
    assert settings.queue_size >= 1 and settings.request_timeout_s > 0


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("process_res", 10, "process_res must be 14 to 4032"),
        ("process_res", 100_000, "process_res must be 14 to 4032"),
        ("resize_mode", "crop", "resize_mode must be 'upper_bound' or 'squash'"),
        ("max_pixels", 10, "max_pixels must be at least 64"),
        ("max_body_mb", 0, "max_body_mb must be positive"),
        ("max_body_mb", float("inf"), "max_body_mb must be positive and finite"),
        ("max_body_mb_in_flight", float("inf"), "max_body_mb_in_flight must be positive and fin"),
        ("queue_size", 0, "queue_size must be at least 1"),
        ("request_timeout_s", -1.0, "request_timeout_s must be positive"),
        ("io_workers", 0, "io_workers must be at least 1"),
        ("dtype", "fp64", "unknown dtype/precision 'fp64'; use auto, float32, bfloat16"),
    ],
)
def test_invalid_settings_say_how_to_fix(field, value, message):
    with pytest.raises(InputError, match=message):
        ServerSettings(**{field: value})


def test_from_env_reads_prefixed_variables():
    env = {
        "TT_DA3_WEIGHTS": "/models/da3",
        "TT_DA3_DEVICE": "cpu",
        "TT_DA3_PROCESS_RES": "140",
        "TT_DA3_MAX_BODY_MB": "1.5",
        "TT_DA3_QUEUE_SIZE": "3",
        "TT_DA3_WARMUP": "false",
        "UNRELATED": "x",
    }
    settings = ServerSettings.from_env(env)
    assert settings.weights == "/models/da3"
    assert settings.device == "cpu"
    assert settings.process_res == 140
    assert settings.max_body_mb == 1.5
    assert settings.queue_size == 3
    assert settings.warmup is False
    assert ServerSettings.from_env({}) == ServerSettings()


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("TT_DA3_QUEUE_SIZE", "many", "TT_DA3_QUEUE_SIZE must be an integer, got 'many'"),
        ("TT_DA3_MAX_BODY_MB", "big", "TT_DA3_MAX_BODY_MB must be a number"),
        ("TT_DA3_WARMUP", "maybe", "TT_DA3_WARMUP must be one of"),
        ("TT_DA3_QUEUE_SIZE", "0", "queue_size must be at least 1"),
        ("TT_DA3_MAX_BODY_MB", "inf", "max_body_mb must be positive and finite"),
        ("TT_DA3_MAX_BODY_MB_IN_FLIGHT", "inf", "max_body_mb_in_flight must be positive and"),
        ("TT_DA3_DTYPE", "fp64", "unknown dtype/precision 'fp64'"),
    ],
)
def test_from_env_rejects_bad_values(name, value, message):
    with pytest.raises(InputError, match=message):
        ServerSettings.from_env({name: value})


def test_module_app_is_built_lazily_from_the_environment(monkeypatch):
    server = importlib.import_module("tt_depth_anything_3.server")
    monkeypatch.setattr(server, "_app", None)
    monkeypatch.setenv("TT_DA3_QUEUE_SIZE", "5")
    monkeypatch.setenv("TT_DA3_DEVICE", "cpu")
    app = server.app
    assert server.app is app  # built once
    assert app.state.server.settings.queue_size == 5
    assert app.state.server.model is None  # nothing loads before start-up
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        server.nope  # noqa: B018


def test_serve_subcommand_parses():
    args = build_parser().parse_args(
        ["serve", "--weights", "w", "--port", "20001", "--queue-size", "2", "--no-warmup"]
    )
    assert args.command == "serve"
    assert (args.port, args.queue_size, args.no_warmup, args.host) == (20001, 2, True, "127.0.0.1")


def test_serve_takes_the_environment_and_a_flag_overrides_it(monkeypatch, capsys):
    """``tt-da3 serve`` read only TT_DA3_API_KEY, so TT_DA3_QUEUE_SIZE=3 served 8 in silence."""
    from tt_depth_anything_3.cli import main

    monkeypatch.setenv("TT_DA3_QUEUE_SIZE", "3")
    monkeypatch.setenv("TT_DA3_MAX_VIEWS", "2")
    monkeypatch.setenv("TT_DA3_WARMUP", "false")
    monkeypatch.setenv("TT_DA3_WEIGHTS", "w")
    args = build_parser().parse_args(["serve", "--max-views", "5"])
    settings = ServerSettings.from_args(args)
    assert (settings.queue_size, settings.max_views, settings.warmup) == (3, 5, False)
    assert settings.weights == "w"
    monkeypatch.setenv("TT_DA3_QUEUE_SIZE", "many")
    assert build_parser().parse_args(["predict", "x", "--out", "o"]).command == "predict"
    assert main(["serve"]) == 2  # refused before anything starts, naming the variable
    assert "TT_DA3_QUEUE_SIZE must be an integer, got 'many'" in capsys.readouterr().err
    monkeypatch.setenv("TT_DA3_QUEUE_SIZE", "3")
    monkeypatch.setenv("TT_DA3_MAX_VIEWS", "0")  # the right type, out of bounds
    assert main(["serve"]) == 2
    assert "TT_DA3_MAX_VIEWS='0': max_views must be at least 1" in capsys.readouterr().err


def test_serve_with_a_bad_dtype_stops_before_it_starts(monkeypatch, capsys):
    """``--dtype fp64`` started the server, which logged a load traceback and answered 503."""
    from tt_depth_anything_3.cli import main

    def never(*args, **kwargs):
        raise AssertionError("the server was started")

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.bind_free_port", never)
    assert main(["serve", "--weights", "w", "--device", "cpu", "--dtype", "fp64"]) == 2
    err = capsys.readouterr().err
    assert "unknown dtype/precision 'fp64'; use auto, float32, bfloat16" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("flag", ["--max-body-mb", "--max-body-mb-in-flight"])
def test_serve_refuses_an_infinite_body_limit_before_it_starts(monkeypatch, capsys, flag):
    """``--max-body-mb inf`` started the server, which then answered every request 500
    (``OverflowError`` turning it into bytes)."""
    from tt_depth_anything_3.cli import main

    def never(*args, **kwargs):
        raise AssertionError("the server was started")

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.bind_free_port", never)
    assert main(["serve", "--weights", "w", "--device", "cpu", flag, "inf"]) == 2
    err = capsys.readouterr().err
    assert "must be positive and finite (megabytes), got inf" in err and "Traceback" not in err
    # 1e-9 MiB rounded to 0 bytes: the server started and answered every request 413
    assert main(["serve", "--weights", "w", "--device", "cpu", flag, "1e-9"]) == 2
    err = capsys.readouterr().err
    assert "must be at least 0.000976562 MiB (1 KiB: a smaller limit fits no image" in err


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--dtype", "float16"], "dtype float16 runs on CUDA only"),
        (["--runtime", "openvino", "--dtype", "float16"], "got dtype='float16'"),
        (["--runtime", "onnxruntime", "--dtype", "bfloat16"], "got dtype='bfloat16'"),
        (["--dtype", "int8", "--device", "tt"], "is not something device='tt' runs"),
    ],
)
def test_serve_with_a_dtype_its_device_or_runtime_does_not_run_stops_first(
    monkeypatch, capsys, flags, message
):
    """A known dtype that the device or the runtime's engine does not run (float16 on the
    CPU...) started the server, which answered 503 for good: refused before it binds."""
    from tt_depth_anything_3.cli import main

    def never(*args, **kwargs):
        raise AssertionError("the server was started")

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.bind_free_port", never)
    assert main(["serve", "--weights", "w", "--device", "cpu", *flags]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_bind_free_port_moves_past_a_taken_port():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with bind_free_port("127.0.0.1", port) as sock:
            assert sock.getsockname()[1] > port
    with bind_free_port("127.0.0.1", 0) as sock:
        assert sock.getsockname()[1] > 0


def test_tt_model_yaml_describes_the_server():
    yaml = pytest.importorskip("yaml")
    root = Path(__file__).resolve().parents[2]
    manifest = yaml.safe_load((root / "tt-model.yaml").read_text())
    assert manifest["weights"]["repo"] == "depth-anything/DA3METRIC-LARGE"
    assert manifest["runtime"]["app"] == "tt_depth_anything_3.server:app"
    assert manifest["serve"]["port"] == 20000
    assert manifest["serve"]["hardware"] == "p150"
    settings = ServerSettings.from_env(manifest["serve"]["env"])  # the env values are valid
    assert settings.device == "tt:0"
    assert manifest["verify"]
    for snippet in manifest["verify"]:
        exec(snippet, {})  # the manifest's own verify lines
    # every package the served routes import, beyond what the server kind provides
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((root / "code" / "pyproject.toml").read_text())["project"]
    provided = {"torch", "fastapi", "uvicorn", "pillow"}
    needed = [*project["dependencies"], *project["optional-dependencies"]["server"]]
    needed += project["optional-dependencies"]["3d"]
    names = {re.split(r"[<>=!\[]", requirement)[0].strip().lower() for requirement in needed}
    assert names - provided <= {p.lower() for p in manifest["runtime"]["packages"]}


def test_help_shows_defaults_but_never_the_api_key(monkeypatch, capsys):
    monkeypatch.setenv("TT_DA3_API_KEY", "s3cret-from-the-environment")
    with pytest.raises(SystemExit):
        build_parser().parse_args(["serve", "--help"])
    text = capsys.readouterr().out
    assert "(default: 8)" in text  # --queue-size
    assert "s3cret" not in text


def test_serve_ray_refuses_what_loading_refuses_before_ray_starts(monkeypatch, capsys):
    """``serve --ray --dtype float16`` on the CPU started Ray, crashed the replica three times
    and died with a traceback: the same one-line refusal as without --ray, before Ray starts."""
    ray = pytest.importorskip("ray")
    from tt_depth_anything_3.cli import main

    def never(*args, **kwargs):
        raise AssertionError("Ray was started")

    monkeypatch.setattr(ray, "init", never)
    code = main(["serve", "--ray", "--weights", "w", "--device", "cpu", "--dtype", "float16"])
    err = capsys.readouterr().err
    assert code == 2 and "dtype float16 runs on CUDA only" in err and "Traceback" not in err


def test_serve_ray_reports_a_failed_deployment_in_one_line(monkeypatch, caplog, tmp_path):
    """A deployment Ray gives up on (each replica failed to load) raised a RuntimeError
    traceback out of the CLI: logged in one line, exit 3, Ray shut down."""
    pytest.importorskip("ray")
    import ray
    from ray import serve

    from support.checkpoints import write_checkpoint
    from tt_depth_anything_3.cli import main

    weights = write_checkpoint(tmp_path, "da3metric-large", seed=0)
    stopped = []

    def failed(*args, **kwargs):
        raise RuntimeError("Deploying application tt-da3 failed: Failed to update the deployments")

    monkeypatch.setattr(ray, "init", lambda **kwargs: None)
    monkeypatch.setattr(ray, "is_initialized", lambda: True)  # as after a real ray.init
    monkeypatch.setattr(signal, "signal", lambda *args: None)  # the test process's own kept
    monkeypatch.setattr(ray, "cluster_resources", lambda: {"CPU": 64.0, "memory": 1e12})
    monkeypatch.setattr(ray, "shutdown", lambda: stopped.append("ray"))
    monkeypatch.setattr(serve, "start", lambda **kwargs: None)
    monkeypatch.setattr(serve, "run", failed)
    monkeypatch.setattr(serve, "shutdown", lambda: stopped.append("serve"))
    code = main(["serve", "--ray", "--weights", str(weights), "--device", "cpu", "--port", "0"])
    assert code == 3 and stopped == ["serve", "ray"]
    assert "Ray Serve could not start tt-da3 (Deploying application" in caplog.text


FLOAT_FIELDS = [f.name for f in dataclasses.fields(ServerSettings) if type(f.default) is float]


def test_every_float_setting_is_checked_here():
    """The list below covers every float setting, so a new one is not left out."""
    assert sorted(FLOAT_FIELDS) == sorted(
        [
            "max_body_mb",
            "body_timeout_s",
            "max_body_mb_in_flight",
            "request_timeout_s",
            "header_timeout_s",
            "max_stream_messages_per_s",
            "graceful_stop_s",
            "keep_alive_s",
            "stream_idle_timeout_s",
        ]
    )


@pytest.mark.parametrize("value", [float("inf"), float("-inf"), float("nan")])
@pytest.mark.parametrize("name", FLOAT_FIELDS)
def test_every_float_setting_refuses_non_finite_values(name, value):
    """``inf`` timeouts and stream rates passed ``> 0``; then every ``GET /info`` was a 500
    (``Out of range float values are not JSON compliant``)."""
    with pytest.raises(InputError, match=f"{name} must be positive and finite .*, got {value}"):
        ServerSettings(**{name: value})
    with pytest.raises(InputError, match=f"{name} must be positive and finite"):
        ServerSettings.from_env({"TT_DA3_" + name.upper(): str(value)})


@pytest.mark.parametrize(
    "flag",
    ["--body-timeout-s", "--request-timeout-s", "--header-timeout-s"]
    + ["--max-stream-messages-per-s", "--graceful-stop-s", "--stream-idle-timeout-s"],
)
def test_serve_refuses_an_infinite_timeout_or_rate_before_it_starts(monkeypatch, capsys, flag):
    """``--request-timeout-s inf`` (or its ``TT_DA3_*`` variable) started the server, whose
    ``GET /info`` then answered 500 on every call: one line at start-up now, exit 2."""
    from tt_depth_anything_3.cli import main

    def never(*args, **kwargs):
        raise AssertionError("the server was started")

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.bind_free_port", never)
    assert main(["serve", "--weights", "w", "--device", "cpu", flag, "inf"]) == 2
    err = capsys.readouterr().err
    assert "must be positive and finite" in err and "got inf" in err and "Traceback" not in err
    variable = "TT_DA3_" + flag[2:].replace("-", "_").upper()
    monkeypatch.setenv(variable, "inf")
    assert main(["serve", "--weights", "w", "--device", "cpu"]) == 2
    err = capsys.readouterr().err
    assert f"{variable}='inf': " in err and "must be positive and finite" in err
    assert "Traceback" not in err


def test_serve_refuses_a_bad_cache_verify_before_it_starts(monkeypatch, capsys):
    """``TT_DA3_CACHE_VERIFY=maybe`` was refused by ``predict`` but ``serve`` started, logged
    a load traceback and stayed up with /ready 503."""
    from tt_depth_anything_3.cli import main

    def never(*args, **kwargs):
        raise AssertionError("the server was started")

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.bind_free_port", never)
    monkeypatch.setenv("TT_DA3_CACHE_VERIFY", "maybe")
    assert main(["serve", "--weights", "w", "--device", "cpu"]) == 2
    err = capsys.readouterr().err
    assert "TT_DA3_CACHE_VERIFY takes 0 or 1, got 'maybe'" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("variable", "value", "says"),
    [
        ("TT_DA3_ENGINE_SHAPES", "0", "TT_DA3_ENGINE_SHAPES (compiled input shapes held)"),
        ("TT_DA3_CACHE_MAX_GB", "-5", "TT_DA3_CACHE_MAX_GB must be a finite number"),
        ("TT_DA3_BF16_HEAD", "x", "TT_DA3_BF16_HEAD takes auto, f32, bf16-units, got 'x'"),
    ],
)
def test_serve_refuses_bad_engine_variables_before_it_starts(
    monkeypatch, capsys, variable, value, says
):
    """These three were read only by the background load: the server started and answered
    /ready 503 for good (/info ``failed``), where ``predict`` refused them with exit 2."""
    from tt_depth_anything_3.cli import main

    def never(*args, **kwargs):
        raise AssertionError("the server was started")

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.bind_free_port", never)
    monkeypatch.setenv(variable, value)
    args = ["serve", "--weights", "w", "--device", "cpu", "--runtime", "openvino"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert says in err and "Traceback" not in err, err


@pytest.mark.parametrize("kind", [Fraction, Decimal, np.array, np.float32])
@pytest.mark.parametrize("name", FLOAT_FIELDS)
def test_every_float_setting_takes_any_real_as_a_float(name, kind):
    """A number setting takes one real number of any kind, as the API's number arguments do
    (``config.scalars``), and keeps it as a float: a ``Fraction`` was kept as one (``GET
    /info``'s JSON cannot write it) and a 0-d array was refused."""
    settings = ServerSettings(**{name: kind(8)})
    assert type(getattr(settings, name)) is float and getattr(settings, name) == 8.0
    json.dumps(dataclasses.asdict(settings))
    with pytest.raises(InputError, match=f"{name} must be a number"):
        ServerSettings(**{name: np.ones(2)})
