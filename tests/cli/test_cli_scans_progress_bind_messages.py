"""CLI behaviours: folder scans skip this package's own depth maps, progress
bars only on a terminal (``TT_DA3_PROGRESS``), ``serve`` that cannot bind exits 3 naming the
address, ``--max-depth-m`` on a relative model is said (as the API's ``RelativeUnitsWarning``),
``export`` says what it replaces, ``--format gs-ply`` is refused in the CLI's words."""

from __future__ import annotations

import json
import socket
import warnings
from argparse import Namespace
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from support.checkpoints import write_checkpoint
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.cli.progress import progress_shown
from tt_depth_anything_3.config.errors import OwnOutputsSkippedWarning, RelativeUnitsWarning
from tt_depth_anything_3.inference.video import image_paths
from tt_depth_anything_3.scale_out.inputs import list_inputs

MODEL = ["--device", "cpu", "--process-res", "56"]


def write_photo(path: Path, seed: int = 0) -> Path:
    rng = np.random.default_rng(seed)
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.fromarray((rng.random((90, 120, 3)) * 255).astype("uint8")).save(path)
    return path


@pytest.fixture()
def folder_with_outputs(tiny_metric_checkpoint, tmp_path, capsys) -> Path:
    """``rp/photo.png`` and ``rp/depth/photo.png``, the depth map a predict wrote there."""
    folder = tmp_path / "rp"
    write_photo(folder / "photo.png")
    args = ["predict", str(folder / "photo.png"), "--out", str(folder / "depth")]
    assert main([*args, "--weights", str(tiny_metric_checkpoint), *MODEL]) == 0
    capsys.readouterr()
    return folder


def test_predict_on_a_folder_skips_the_depth_maps_an_earlier_run_wrote_in_it(
    folder_with_outputs, tiny_metric_checkpoint, tmp_path, capsys
):
    out = tmp_path / "rpo"
    args = ["predict", str(folder_with_outputs), "--out", str(out), "--no-progress"]
    assert main([*args, "--weights", str(tiny_metric_checkpoint), *MODEL]) == 0
    captured = capsys.readouterr()
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*.png")) == ["photo.png"]
    assert "wrote 1 of 1 images" in captured.out
    lines = [ln for ln in captured.err.splitlines() if "skipped" in ln]
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("tt-da3 predict: warning: skipped 1 depth map that ")
    assert str(folder_with_outputs / "depth" / "photo.png") in lines[0]


def test_an_own_depth_map_named_on_its_own_is_still_read(folder_with_outputs):
    from tt_depth_anything_3.cli.common import expand_folders

    named = str(folder_with_outputs / "depth" / "photo.png")
    with warnings.catch_warnings():
        warnings.simplefilter("error", OwnOutputsSkippedWarning)
        assert expand_folders([named]) == [named]


def test_predict_dataset_and_video_folder_scans_skip_them_too(folder_with_outputs):
    with pytest.warns(OwnOutputsSkippedWarning, match="skipped 1 depth map"):
        items = list_inputs(str(folder_with_outputs))
    assert [item.source for item in items] == [str(folder_with_outputs / "photo.png")]
    flat = folder_with_outputs / "depth"  # the video's image folder scan is not recursive
    write_photo(flat / "frame1.png", seed=2)
    with pytest.warns(OwnOutputsSkippedWarning, match="skipped 1 depth map"):
        assert image_paths(flat) == [flat / "frame1.png"]


class Terminal:
    def __init__(self, tty: bool) -> None:
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


@pytest.mark.parametrize(
    ("tty", "variable", "no_progress", "shown"),
    [(False, None, False, False), (True, None, False, True), (True, None, True, False),
     (False, "1", False, True), (True, "0", False, False), (False, "1", True, False)],
)  # fmt: skip
def test_progress_bars_are_drawn_on_a_terminal_only(monkeypatch, tty, variable, no_progress, shown):
    monkeypatch.setattr("sys.stderr", Terminal(tty))
    if variable is None:
        monkeypatch.delenv("TT_DA3_PROGRESS", raising=False)
    else:
        monkeypatch.setenv("TT_DA3_PROGRESS", variable)
    assert progress_shown(Namespace(no_progress=no_progress)) is shown


def test_a_bad_progress_variable_is_refused(monkeypatch):
    monkeypatch.setenv("TT_DA3_PROGRESS", "yes please")
    with pytest.raises(ValueError, match="TT_DA3_PROGRESS='yes please': 1 draws"):
        progress_shown(Namespace(no_progress=False))


@pytest.mark.parametrize("count", [1, 2])
def test_predict_refuses_a_bad_progress_variable_before_the_model_loads(
    tmp_path, capsys, monkeypatch, count
):
    """``predict`` of one image took ``TT_DA3_PROGRESS=2`` (exit 0); of several it refused it
    only after the model had loaded (with an engine on a cold cache: after its export)."""
    import tt_depth_anything_3.cli.common as common

    def no_load(args):
        raise AssertionError("the model loaded")

    monkeypatch.setattr(common, "load_model_from_args", no_load)
    monkeypatch.setenv("TT_DA3_PROGRESS", "2")
    images = [str(write_photo(tmp_path / f"i{k}.png", seed=k)) for k in range(count)]
    assert main(["predict", *images, "--out", str(tmp_path / "o"), "--weights", "x"]) == 2
    assert "TT_DA3_PROGRESS='2': 1 draws progress bars" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["predict-dataset", "reconstruct", "eval-kitti"])
def test_the_other_commands_refuse_a_bad_progress_variable_before_any_work(
    tmp_path, capsys, monkeypatch, tiny_metric_checkpoint, command
):
    """``predict-dataset`` read ``TT_DA3_PROGRESS`` once its Ray cluster had started (its
    ``run.json`` written), ``eval-kitti`` once its model had loaded (or its Ray job run): each
    is refused first now, as by ``predict`` (``reconstruct`` too, before its ``--out``)."""
    import tt_depth_anything_3.cli.common as common

    def no_work(args):
        raise AssertionError("the command started its work")

    monkeypatch.setattr(common, "load_model_from_args", no_work)
    monkeypatch.setattr(common, "ray_cluster", no_work)
    monkeypatch.setenv("TT_DA3_PROGRESS", "2")
    image = str(write_photo(tmp_path / "i.png", seed=0))
    out = tmp_path / "o"
    weights = ["--weights", str(tiny_metric_checkpoint), *MODEL]
    argv = {
        "predict-dataset": ["predict-dataset", image, "--out", str(out), *weights],
        "reconstruct": ["reconstruct", image, image, "--out", str(out), *weights],
        "eval-kitti": ["eval-kitti", "--kitti-root", str(tmp_path), "--out", str(out), *weights],
    }[command]
    assert main(argv) == 2
    assert "TT_DA3_PROGRESS='2': 1 draws progress bars" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("command", [["cache"], ["info"], ["predict", "a.png", "--weights", "x"]])
def test_every_command_refuses_a_bad_cache_verify_variable(capsys, monkeypatch, command):
    """PYTHON.md: another value of ``TT_DA3_CACHE_VERIFY`` than 0 / 1 "is refused by every
    command"; only ``serve`` did (the others read it when an engine used the cache)."""
    monkeypatch.setenv("TT_DA3_CACHE_VERIFY", "2")
    assert main(command) == 2
    assert "TT_DA3_CACHE_VERIFY takes 0 or 1, got '2'" in capsys.readouterr().err


@pytest.mark.parametrize(("variable", "bar"), [(None, False), ("1", True)])
def test_predict_draws_no_bar_into_a_log(
    tiny_metric_checkpoint, tmp_path, capsys, monkeypatch, variable, bar
):
    if variable is None:
        monkeypatch.delenv("TT_DA3_PROGRESS", raising=False)
    else:
        monkeypatch.setenv("TT_DA3_PROGRESS", variable)
    images = [str(write_photo(tmp_path / f"i{k}.png", seed=k)) for k in range(3)]
    args = ["predict", *images, "--out", str(tmp_path / "o")]
    assert main([*args, "--weights", str(tiny_metric_checkpoint), *MODEL]) == 0
    err = capsys.readouterr().err  # captured: not a terminal
    assert ("\r" in err and "depth" in err) is bar, err


@pytest.fixture()
def never_served(monkeypatch) -> None:
    """A server that would start fails the test at once instead of serving for good."""

    def never(*args, **kwargs):
        raise AssertionError("the server was started")

    monkeypatch.setattr("tt_depth_anything_3.server.create_app", never)


def listening_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen()
    return sock


def test_serve_that_cannot_bind_its_port_exits_3_naming_the_address(
    tiny_metric_checkpoint, monkeypatch, capsys, never_served
):
    monkeypatch.setattr("tt_depth_anything_3.cli.serve.PORT_TRIES", 1)
    with listening_socket() as taken:
        port = taken.getsockname()[1]
        args = ["serve", "--weights", str(tiny_metric_checkpoint), "--device", "cpu"]
        code = main([*args, "--host", "127.0.0.1", "--port", str(port), "--no-warmup"])
    err = capsys.readouterr().err
    assert code == 3, err
    assert f"tt-da3 serve: error: cannot listen on --host 127.0.0.1 --port {port}" in err
    assert "all taken" in err and "Traceback" not in err


def test_serve_on_a_host_that_does_not_resolve_exits_3(
    tiny_metric_checkpoint, capsys, never_served
):
    args = ["serve", "--weights", str(tiny_metric_checkpoint), "--device", "cpu"]
    code = main([*args, "--host", "999.1.1.1", "--port", "18409", "--no-warmup"])
    err = capsys.readouterr().err
    assert code == 3, err
    assert "tt-da3 serve: error: cannot listen on --host 999.1.1.1 --port 18409: [Errno" in err


@pytest.fixture(scope="module")
def mono_checkpoint(tmp_path_factory) -> Path:
    return write_checkpoint(tmp_path_factory.mktemp("tiny_mono"), "da3mono-large", seed=0)


def test_max_depth_on_a_relative_model_is_applied_and_said(mono_checkpoint, tmp_path, capsys):
    from tt_depth_anything_3 import DepthAnything3

    image = write_photo(tmp_path / "a.png")
    with DepthAnything3.from_pretrained(
        weights_path=mono_checkpoint, device="cpu", process_res=56
    ) as model:
        free = model(str(image)).depth
        with pytest.warns(RelativeUnitsWarning, match="clamps it at 0.5 in those relative"):
            clamped = model(str(image), max_depth_m=0.5).depth
    assert free.max() > 0.5 and np.array_equal(clamped, np.minimum(free, np.float32(0.5)))
    out = tmp_path / "o"
    args = ["predict", str(image), "--out", str(out), "--format", "npy", "--max-depth-m", "0.5"]
    assert main([*args, "--weights", str(mono_checkpoint), *MODEL]) == 0
    err = capsys.readouterr().err
    said = "--max-depth-m clamps metric depth in metres; da3mono-large's depth is relative, so "
    assert said + "it clamps at 0.5 in relative units" in err and "warning" not in err  # once
    written = np.load(out / "a.npy")
    assert written.max() <= 0.5 and np.allclose(written, clamped, rtol=1e-4)  # CLI as the API


def test_export_says_which_earlier_files_it_replaced(
    tiny_metric_checkpoint, tmp_path, monkeypatch, capsys
):
    out = tmp_path / "exp"
    for size in ("b1_56x70", "b1_70x56"):
        (out / size).mkdir(parents=True)
        (out / size / "model.onnx").write_bytes(b"")
    files = [{"file": "b1_56x70/model.onnx"}, {"file": "b1_70x56/model.onnx"}]
    manifest = {"format": "onnx", "files": files}
    (out / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")

    def export_model(config, weights, root, *rest, **options):  # the files as they would be
        return {"format": "onnx", "files": files[:1]}

    monkeypatch.setattr("tt_depth_anything_3.backends.runtimes.files.export_model", export_model)
    args = ["export", "--weights", str(tiny_metric_checkpoint), "--out", str(out)]
    assert main([*args, "--size", "56x70"]) == 0
    err = capsys.readouterr().err
    assert f"tt-da3 export: replaced the earlier export in {out}; removed its b1_70x56" in err
    fresh = tmp_path / "fresh"
    assert main(["export", "--weights", str(tiny_metric_checkpoint), "--out", str(fresh)]) == 0
    assert "replaced" not in capsys.readouterr().err  # a new folder replaces nothing


def test_gs_ply_without_a_gaussian_head_names_the_flag(tiny_anyview_checkpoint, tmp_path, capsys):
    image = write_photo(tmp_path / "a.png")
    args = ["reconstruct", str(image), "--weights", str(tiny_anyview_checkpoint), *MODEL]
    assert main([*args, "--out", str(tmp_path / "o"), "--format", "gs-ply", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "error: --format gs-ply needs a model with a 3D-Gaussian head" in err
    assert "gaussians=True" not in err and not (tmp_path / "o").exists()
