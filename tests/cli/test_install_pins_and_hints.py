"""From an outside test of the wheel in fresh virtual environments: three lower bounds let pip
keep a library the code cannot run with (``serve`` crashed at start-up on prometheus-client
0.20-0.22, a multipart ``POST /reconstruct`` was a 500 on Starlette < 0.44, a glb export a
traceback on trimesh 4.0 with numpy 2.4); and the messages of a missing dependency named files
only a source checkout has, a runtime that does not exist, or raised a bare
``ModuleNotFoundError`` from the scale-out API."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest
import tomllib
from packaging.requirements import Requirement
from packaging.version import Version

from support.missing_modules import without
from tt_depth_anything_3.config.extras import MissingExtraError

ROOT = Path(__file__).resolve().parents[2]


def _lowest(extra: str, name: str) -> Version:
    project = tomllib.loads((ROOT / "code" / "pyproject.toml").read_text())["project"]
    for line in project["optional-dependencies"][extra]:
        requirement = Requirement(line)
        if requirement.name == name:
            return min(Version(s.version) for s in requirement.specifier if ">" in s.operator)
    raise AssertionError(f"{name} is not declared in [{extra}]")


@pytest.mark.parametrize(
    ("extra", "name", "needed", "why"),
    [
        ("server", "prometheus-client", "0.23.1", "exposition.CONTENT_TYPE_PLAIN_0_0_4"),
        ("server", "starlette", "0.44", "MultiPartParser(max_part_size=)"),
        ("3d", "trimesh", "4.6", "no numpy.in1d (removed in numpy 2.4)"),
    ],
)
def test_the_lower_bounds_hold_what_the_code_uses(extra, name, needed, why):
    assert _lowest(extra, name) >= Version(needed), why


def test_the_installed_libraries_have_what_the_bounds_promise():
    from prometheus_client import exposition
    from starlette.formparsers import MultiPartParser

    assert hasattr(exposition, "CONTENT_TYPE_PLAIN_0_0_4")
    assert "max_part_size" in inspect.signature(MultiPartParser.__init__).parameters


def test_exporting_without_onnx_names_no_runtime(monkeypatch):
    from tt_depth_anything_3.backends.runtimes.engine_install import check_engine_installed

    without(monkeypatch, "onnx")
    with pytest.raises(ValueError, match="exporting needs the onnx package") as refused:
        check_engine_installed("export", "onnx")
    assert "runtime=" not in str(refused.value)


def test_exporting_or_an_engine_without_onnxscript_names_it(
    monkeypatch, tiny_metric_checkpoint, tmp_path, capsys
):
    """torch's ONNX exporter imports onnxscript (the [runtimes] extra): without it, export and
    the engines (whose graphs are exported) ended in a ModuleNotFoundError traceback after a
    minute, and runtime="auto" did too; now one line naming it, before any work, and auto
    passes the engines over saying why."""
    from tt_depth_anything_3.backends.runtimes.candidates import skip_reason
    from tt_depth_anything_3.backends.runtimes.onnxruntime_backend import check_onnxruntime
    from tt_depth_anything_3.backends.runtimes.openvino_backend import check_openvino
    from tt_depth_anything_3.cli import main

    without(monkeypatch, "onnxscript")
    out = tmp_path / "export"
    assert main(["export", "--weights", str(tiny_metric_checkpoint), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "exporting needs the onnxscript package" in err and "[runtimes]" in err
    assert not out.exists()
    with pytest.raises(ValueError, match="runtime='openvino' needs the onnxscript package"):
        check_openvino("fp32")
    with pytest.raises(ValueError, match="runtime='onnxruntime' needs the onnxscript package"):
        check_onnxruntime("onnxruntime", "cpu", "fp32")
    assert skip_reason("openvino", "fp32", probe=True) == (
        "onnxscript is not installed (it exports the graph the engine runs)"
    )


@pytest.mark.parametrize(
    ("module", "function"),
    [
        ("tt_depth_anything_3.scale_out.dataset", "predict_dataset"),
        ("tt_depth_anything_3.scale_out.stream", "reconstruct_stream_on_ray"),
    ],
)
def test_the_scale_out_api_without_ray_names_the_extra(monkeypatch, tmp_path, module, function):
    import importlib

    target = getattr(importlib.import_module(module), function)
    without(monkeypatch, "ray")
    with pytest.raises(
        MissingExtraError, match=r"needs ray: pip install 'tt-depth-anything-3\[ray\]'"
    ):
        target([], tmp_path / "out", {"weights": "w"})


def test_ttnn_hints_lead_with_the_extra(monkeypatch, capsys):
    """A wheel install has no scripts/setup_ttnn.sh: the pip extra comes first, the script is
    named as a source checkout's."""
    from tt_depth_anything_3 import cli
    from tt_depth_anything_3.backends.blackhole.mock import ttnn_package_dir

    without(monkeypatch, "ttnn")
    with pytest.raises(RuntimeError) as refused:
        ttnn_package_dir()
    assert "pip install 'tt-depth-anything-3[ttnn]' (a source checkout:" in str(refused.value)
    assert cli.main(["info", "--device", "tt"]) == 0
    missing = " ".join(__import__("json").loads(capsys.readouterr().out)["tt"]["missing"])
    assert "pip install 'tt-depth-anything-3[ttnn]' on Python 3.12 (a source checkout:" in missing
    from tt_depth_anything_3.backends.blackhole.ttnn_version import check_ttnn_ready

    with pytest.raises(ValueError, match=r"\[ttnn\]'`; a source checkout: bash scripts/setup"):
        check_ttnn_ready()


def test_the_loop_closure_hint_says_how_to_run_without_it(monkeypatch):
    from tt_depth_anything_3.exports.sequence_outputs import check_stream_writers

    without(monkeypatch, "gtsam")
    with pytest.raises(MissingExtraError) as refused:
        check_stream_writers(loop_closure=True)
    assert "(to run without it: --no-loop-closure, or loop_closure=False)" in str(refused.value)


SERVER_LIBRARIES = ("fastapi", "starlette", "uvicorn", "multipart", "httpx", "websockets")


def test_the_ray_serve_module_imports_without_the_server_extra(monkeypatch):
    """``import scale_out.serve`` without [server] was a bare ``ModuleNotFoundError: fastapi``
    (the gateway imported at module level); now the gateway's names and ``build_app`` say
    which extra brings it."""
    import importlib
    import sys

    from tt_depth_anything_3.server.settings import ServerSettings

    for name in [m for m in sys.modules if m.startswith("tt_depth_anything_3.scale_out.")]:
        monkeypatch.delitem(sys.modules, name)  # imported afresh, restored after the test
    without(monkeypatch, *SERVER_LIBRARIES, "ray")
    serve = importlib.import_module("tt_depth_anything_3.scale_out.serve")
    assert serve.ServeOptions(replicas=2).starting == 2  # the rest works without it
    hint = r"needs fastapi, uvicorn, .*: pip install 'tt-depth-anything-3\[server\]'"
    for name in ("Gateway", "GatewayLimits"):
        with pytest.raises(MissingExtraError, match=rf"scale_out\.serve\.{name} .*{hint}"):
            getattr(serve, name)
    monkeypatch.delitem(sys.modules, "ray")  # ray there, the server extra not
    monkeypatch.setitem(sys.modules, "ray", type(sys)("ray"))
    with pytest.raises(MissingExtraError, match=rf"build_app \(Ray Serve\) {hint}"):
        serve.build_app(ServerSettings(), serve.ServeOptions())
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        serve.Nothing  # noqa: B018
