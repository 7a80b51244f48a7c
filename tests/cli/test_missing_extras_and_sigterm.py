"""An install without an extra, from an outside test of the wheel: ``[3d]`` lacked scipy (every
glb with cameras failed after the inference; the server answered 500), a missing ``[3d]``,
``[video]`` or ``[ray]`` was a traceback after the work, and ``[server]`` had no WebSocket
library (``/stream`` answered 404). SIGTERM (``kill``, ``docker stop``) printed Ray's stack
dump or nothing, where Ctrl-C says ``interrupted``."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import numpy as np
import pytest
import tomllib

from support.app_testing import b64, encode, ready_client
from support.fake_models import ReconstructingModel
from support.missing_modules import without
from tt_depth_anything_3 import cli
from tt_depth_anything_3.cli import common as cli_common
from tt_depth_anything_3.config.extras import MissingExtraError, check_installed

ROOT = Path(__file__).resolve().parents[2]


def test_the_extras_declare_what_their_features_import():
    extras = tomllib.loads((ROOT / "code" / "pyproject.toml").read_text())["project"]
    declared = {k: " ".join(v) for k, v in extras["optional-dependencies"].items()}
    assert "scipy" in declared["3d"]  # trimesh's line paths (the glb's cameras)
    assert "websockets" in declared["server"]  # WS /stream and the page's live camera
    assert "torch>=2.7" in " ".join(extras["dependencies"])  # torch.compiler.is_exporting


def test_reconstruct_without_3d_stops_before_the_model(view_files, tmp_path, monkeypatch, capsys):
    without(monkeypatch, "scipy")
    monkeypatch.setattr(
        cli_common, "load_model_from_args", lambda args: pytest.fail("the model was loaded")
    )
    out = tmp_path / "out"
    argv = ["reconstruct", *map(str, view_files), "--out", str(out), "--format", "glb"]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert "the glb export needs scipy: pip install 'tt-depth-anything-3[3d]'" in err
    assert "Traceback" not in err and not out.exists()


def test_ray_commands_without_ray_say_which_extra(tmp_path, monkeypatch, capsys):
    without(monkeypatch, "ray")
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.png").write_bytes(encode(np.zeros((32, 32, 3), np.uint8)))
    argv = ["predict-dataset", str(tmp_path / "in"), "--out", str(tmp_path / "out")]
    assert cli.main(argv) == 2
    assert "needs ray: pip install 'tt-depth-anything-3[ray]'" in capsys.readouterr().err


def test_a_stream_without_3d_and_video_names_both_extras(monkeypatch):
    """tt-da3 video of an any-view model named [3d] (cloud.ply); installing it, the user met
    the missing [video] (gtsam, loop closure) on the next run."""
    from tt_depth_anything_3.exports.sequence_outputs import check_stream_writers

    without(monkeypatch, "plyfile", "gtsam")
    with pytest.raises(MissingExtraError) as refused:
        check_stream_writers(loop_closure=True)
    assert str(refused.value) == (
        "the stream's cloud.ply needs plyfile and its loop closure (to run without it: "
        "--no-loop-closure, or loop_closure=False) needs gtsam: "
        "pip install 'tt-depth-anything-3[3d,video]'"
    )
    with pytest.raises(MissingExtraError, match=r"needs plyfile: pip install .*\[3d\]'$"):
        check_stream_writers(loop_closure=False)


def test_a_stream_checks_its_writers_before_any_chunk(monkeypatch):
    from tt_depth_anything_3.exports.sequence_outputs import check_stream_writers

    without(monkeypatch, "gtsam")
    check_stream_writers(loop_closure=False)
    with pytest.raises(
        MissingExtraError, match="loop closure .* --no-loop-closure.* needs gtsam: .*\\[video\\]"
    ):
        check_stream_writers(loop_closure=True)
    with pytest.raises(MissingExtraError, match="needs a, b: pip install"):
        check_installed(["a", "b"], "it", "x")  # a, b: not installed anywhere


def test_server_reconstruct_without_3d_is_501_before_any_work(
    tiny_metric_checkpoint, tiny_metric_model, photo, monkeypatch
):
    pytest.importorskip("python_multipart")
    model = ReconstructingModel(tiny_metric_model)
    with ready_client(tiny_metric_checkpoint, model) as client:
        without(monkeypatch, "trimesh")
        images = [b64(encode(photo))] * 2
        response = client.post("/reconstruct", json={"images": images, "format": "glb"})
        assert response.status_code == 501, response.text
        assert "pip install 'tt-depth-anything-3[3d]'" in response.json()["detail"]
        assert not model.calls  # refused before the model ran
        ok = client.post("/reconstruct", json={"images": images, "format": "npz"})
        assert ok.status_code == 200, ok.text  # npz needs nothing more


def test_sigterm_stops_a_command_as_ctrl_c_does(monkeypatch, capsys):
    before = signal.getsignal(signal.SIGTERM)

    def killed(args):
        os.kill(os.getpid(), signal.SIGTERM)
        pytest.fail("SIGTERM did not stop the command")

    parser = cli.build_parser()
    parse = parser.parse_args
    monkeypatch.setattr(cli, "build_parser", lambda: parser)
    monkeypatch.setattr(
        parser,
        "parse_args",
        lambda argv: parse(argv).__class__(**{**vars(parse(argv)), "func": killed}),
    )
    assert cli.main(["info"]) == 143
    assert "tt-da3 info: interrupted" in capsys.readouterr().err
    assert signal.getsignal(signal.SIGTERM) is before  # restored after the command


def test_video_preview_and_dataset_check_their_extras_before_writing(tmp_path, monkeypatch, capsys):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.png").write_bytes(encode(np.zeros((32, 32, 3), np.uint8)))
    without(monkeypatch, "av", "ray")
    out = tmp_path / "out"
    argv = ["video", str(tmp_path / "in"), "--out", str(out), "--preview", str(tmp_path / "p.mp4")]
    assert cli.main(argv) == 2
    assert "--preview (an mp4) needs av" in capsys.readouterr().err
    assert cli.main(["predict-dataset", str(tmp_path / "in"), "--out", str(out)]) == 2
    assert "needs ray" in capsys.readouterr().err
    assert not out.exists()  # nothing written before the refusals


@pytest.mark.parametrize(
    ("missing", "argv"),
    [
        # ray[serve] brings fastapi and uvicorn, not httpx (the gateway's forwarding: every
        # request answered 500) nor python-multipart (POST /reconstruct's forms: 500)
        ("httpx", ["serve", "--ray", "--weights", "w"]),
        ("multipart", ["serve", "--weights", "w"]),
    ],
)
def test_serve_needs_every_module_of_the_server_extra(monkeypatch, capsys, missing, argv):
    without(monkeypatch, missing)
    monkeypatch.setattr(
        "tt_depth_anything_3.cli.serve.bind_free_port", lambda *a: pytest.fail("it started")
    )
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert f"tt-da3 serve needs {missing}: pip install 'tt-depth-anything-3[server]'" in err
    assert "Traceback" not in err


def test_serve_on_ray_without_either_extra_names_both(monkeypatch, capsys):
    """It named [server] alone; installing it, the user met the missing [ray] next."""
    without(monkeypatch, "fastapi", "multipart", "httpx", "ray")
    monkeypatch.setattr(
        "tt_depth_anything_3.cli.serve.bind_free_port", lambda *a: pytest.fail("it started")
    )
    assert cli.main(["serve", "--ray", "--weights", "w"]) == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines() == [
        "tt-da3 serve: error: tt-da3 serve --ray needs fastapi, multipart, httpx, ray: "
        "pip install 'tt-depth-anything-3[server,ray]'"
    ]


def test_the_server_package_names_its_extra(monkeypatch):
    import tt_depth_anything_3.server as server

    without(monkeypatch, "fastapi")
    with pytest.raises(MissingExtraError, match=r"needs fastapi: pip install .*\[server\]"):
        server.create_app  # noqa: B018


def test_serve_with_an_engine_not_installed_stops_first(monkeypatch, capsys):
    """It started, logged a load traceback and answered 503 for good."""
    without(monkeypatch, "openvino")
    monkeypatch.setattr(
        "tt_depth_anything_3.cli.serve.bind_free_port", lambda *a: pytest.fail("it started")
    )
    assert cli.main(["serve", "--weights", "w", "--runtime", "openvino"]) == 2
    err = capsys.readouterr().err
    assert "runtime='openvino' needs the openvino package" in err and "[runtimes]" in err


def test_eval_kitti_on_replicas_without_ray_says_so_first(tmp_path, monkeypatch, capsys):
    """It printed the replicas' share of a Ray cluster that could not exist, then the error."""
    without(monkeypatch, "ray")
    argv = ["eval-kitti", "--kitti-root", str(tmp_path), "--gt-root", str(tmp_path)]
    argv += ["--split-file", str(tmp_path / "s.txt"), "--weights", "w", "--replicas", "2"]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines() == [
        "tt-da3 eval-kitti: error: tt-da3 eval-kitti --replicas (it runs on Ray) needs ray: "
        "pip install 'tt-depth-anything-3[ray]'"
    ]
