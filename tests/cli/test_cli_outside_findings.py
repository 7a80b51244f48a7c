"""An outside tester's CLI findings (2025 report, items 2-8): file names that are not UTF-8 in
COLMAP models, a closed or broken stdout, exit codes, ignored eval-kitti flags, temporary
folders, and messages; each through ``tt-da3`` as a script runs it, on tiny checkpoints."""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports.colmap import check_names

LATIN1_NAME = os.fsdecode(b"caf\xe9.jpg")  # 'caf\udce9.jpg': its bytes are not UTF-8


def write_photo(path: Path, seed: int = 0) -> Path:
    """A random 160 x 120 RGB JPEG at ``path``."""
    rng = np.random.default_rng(seed)
    Image.fromarray((rng.random((120, 160, 3)) * 255).astype("uint8")).save(path, "JPEG")
    return path


def test_a_file_name_that_is_not_utf8_is_written_as_the_file_system_holds_it(
    tiny_anyview_checkpoint, tmp_path, capsys
):
    folder = tmp_path / "latin"
    folder.mkdir()
    write_photo(folder / LATIN1_NAME)
    write_photo(folder / "ok.jpg", seed=1)
    out = tmp_path / "out"
    args = ["reconstruct", str(folder), "--out", str(out), "--no-progress"]
    args += ["--weights", str(tiny_anyview_checkpoint), "--device", "cpu", "--process-res", "70"]
    assert main([*args, "--format", "colmap", "--format", "colmap-bin"]) == 0, capsys.readouterr()
    text = (out / "colmap" / "images.txt").read_bytes()
    assert b" caf\xe9.jpg\n" in text and b" ok.jpg\n" in text
    binary = (out / "colmap-bin" / "images.bin").read_bytes()
    assert b"caf\xe9.jpg\x00" in binary
    assert struct.unpack("<Q", binary[:8]) == (2,)
    views = json.loads((out / "cameras.json").read_text(encoding="utf-8"))["views"]
    # the \udce9 escape of os.fsdecode: os.fsencode gives the file's name back
    assert [os.fsencode(v["image"]) for v in views] == [
        os.fsencode(folder / LATIN1_NAME),
        os.fsencode(folder / "ok.jpg"),
    ]


def test_a_name_no_file_system_holds_is_refused_before_writing():
    with pytest.raises(InputError, match="file name holds"):
        check_names(["a\ud800.jpg", "b.jpg"], 2)
    assert check_names([LATIN1_NAME, "b.jpg"], 2) == (LATIN1_NAME, "b.jpg")


def test_a_failing_writer_leaves_no_output_of_the_run(
    tiny_anyview_checkpoint, tmp_path, monkeypatch, capsys
):
    """glb is written, then COLMAP fails: the run's scene.glb goes again (no cameras.json)."""
    from tt_depth_anything_3.exports import colmap

    def broken(model, folder):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(colmap, "write_text", broken)
    images = [str(write_photo(tmp_path / f"v{i}.jpg", seed=i)) for i in range(2)]
    out = tmp_path / "out"
    args = ["reconstruct", *images, "--out", str(out), "--no-progress", "--format", "npz"]
    args += ["--format", "colmap-bin", "--format", "colmap"]
    args += ["--weights", str(tiny_anyview_checkpoint), "--device", "cpu", "--process-res", "70"]
    assert main(args) == 2
    assert "No space left" in capsys.readouterr().err
    assert not out.exists() or not any(out.iterdir())


def run_cli(*args: str, timeout: float = 300, **popen) -> subprocess.CompletedProcess:
    """``python -m tt_depth_anything_3.cli ARGS`` in a child process (stderr captured)."""
    command = [sys.executable, "-m", "tt_depth_anything_3.cli", *args]
    return subprocess.run(command, stderr=subprocess.PIPE, timeout=timeout, **popen)


def test_info_with_stdout_closed_exits_quietly():
    """``tt-da3 info >&-``: no traceback from redirecting ttnn's log lines (sys.stdout None)."""
    done = run_cli("info", "--device", "cpu", preexec_fn=lambda: os.close(1))
    assert done.returncode == 0, done.stderr.decode()
    assert b"Traceback" not in done.stderr


def broken_pipe() -> int:
    """The write end of a pipe whose reader has gone (``| true`` once it exited)."""
    read, write = os.pipe()
    os.close(read)
    return write


def test_a_reader_that_closed_the_pipe_is_sigpipe_not_an_error(tiny_metric_checkpoint, tmp_path):
    """``tt-da3 info | true``, ``tt-da3 predict ... | true``: the run is done; exit 141 as a
    shell reports a writer stopped by SIGPIPE, quietly, not 'error: [Errno 32]' and exit 2."""
    write = broken_pipe()
    try:
        info = run_cli("info", "--device", "cpu", stdout=write)
        image = write_photo(tmp_path / "a.jpg")
        out = tmp_path / "out"
        model = ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--process-res", "70"]
        predict = run_cli("predict", str(image), "--out", str(out), *model, stdout=write)
    finally:
        os.close(write)
    for done in (info, predict):
        assert done.returncode == 141, done.stderr.decode()  # 128 + SIGPIPE
        assert b"Broken pipe" not in done.stderr and b"error" not in done.stderr
    assert (out / "a.png").is_file()


def test_a_run_that_failed_in_part_keeps_its_status_on_a_closed_pipe(
    tiny_metric_checkpoint, tmp_path
):
    """``predict bad.jpg good.jpg | true`` exited 141 (its last line hit the closed pipe), as
    a whole success does: a script could not tell a partial failure (1) from it."""
    (tmp_path / "bad.jpg").write_bytes(b"not an image")
    image = write_photo(tmp_path / "a.jpg")
    model = ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--process-res", "70"]
    write = broken_pipe()
    try:
        done = run_cli(
            "predict", str(tmp_path / "bad.jpg"), str(image), "--out", str(tmp_path / "out"),
            "--no-progress", *model, stdout=write,
        )  # fmt: skip
    finally:
        os.close(write)
    assert done.returncode == 1, done.stderr.decode()
    assert b"Broken pipe" not in done.stderr and (tmp_path / "out" / "a.png").is_file()


def test_a_broken_pipe_that_is_not_stdout_is_still_an_error(monkeypatch, capsys):
    """A pipe to a child process (ffmpeg) breaking is the run's failure (exit 2, said)."""
    from tt_depth_anything_3.cli import predict

    def broken(args):
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(predict, "run", broken)
    assert main(["predict", "x.jpg"]) == 2
    assert "Broken pipe" in capsys.readouterr().err


def test_predict_refuses_a_missing_input_before_loading(tmp_path, monkeypatch, capsys):
    from tt_depth_anything_3.cli import common

    def no_load(args):
        raise AssertionError("the model was loaded")

    monkeypatch.setattr(common, "load_model_from_args", no_load)
    good = write_photo(tmp_path / "a.jpg")
    code = main(["predict", str(good), str(tmp_path / "nope.jpg"), "--out", str(tmp_path / "o")])
    assert code == 2
    err = capsys.readouterr().err
    assert "1 input(s) cannot be read" in err and "nope.jpg does not exist" in err
    assert not (tmp_path / "o").exists()


def test_serve_with_weights_that_are_not_there_stops_at_start_up(tmp_path, monkeypatch, capsys):
    """In this process (``tt-da3 serve`` runs as a process in ``tests/server``): a run that
    got past the check would reach the socket, which is refused here, saying so."""
    pytest.importorskip("uvicorn")

    def bound(*args, **kwargs):
        raise OSError("the server reached its bind")

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.bind_free_port", bound)
    missing = tmp_path / "nowhere"
    assert main(["serve", "--weights", str(missing), "--device", "cpu", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert f"weights_path {missing} does not exist" in err and "bind" not in err


@pytest.mark.parametrize(
    ("flags", "named"),
    [
        (["--device", "cuda", "--dtype", "float16"], "--device, --dtype"),
        (["--weights", "ck"], "--weights"),
        (["--pcc", "--device", "cpu", "--weights", "ck"], "--device"),
    ],
)
def test_eval_kitti_refuses_model_flags_with_predictions(tmp_path, capsys, flags, named):
    """No model runs on ``--predictions``: its flags are refused before any work, whatever
    their value (``--pcc``'s reference takes the checkpoint, not the device)."""
    argv = ["eval-kitti", "--kitti-root", str(tmp_path), "--predictions", str(tmp_path)]
    assert main([*argv, "--out", str(tmp_path / "ek"), *flags]) == 2
    err = capsys.readouterr().err
    assert f"error: {named}: --predictions scores files" in err
    assert not (tmp_path / "ek").exists()


def test_eval_kitti_refuses_prediction_units_without_predictions(tmp_path, capsys):
    argv = ["eval-kitti", "--kitti-root", str(tmp_path), "--out", str(tmp_path / "ek")]
    assert main([*argv, "--prediction-units", "m", "--weights", "ck"]) == 2
    assert "--prediction-units: only with --predictions" in capsys.readouterr().err
    assert not (tmp_path / "ek").exists()


def test_eval_kitti_pcc_reference_takes_its_checkpoint_with_predictions():
    from tt_depth_anything_3.cli import build_parser
    from tt_depth_anything_3.cli.eval_kitti import check_unused_flags

    argv = ["eval-kitti", "--kitti-root", "k", "--predictions", "p", "--pcc", "--weights", "w"]
    check_unused_flags(build_parser().parse_args([*argv, "--process-res", "140"]))


def test_predict_dataset_leaves_no_temporary_folders(tiny_metric_checkpoint, tmp_path, request):
    """The local Ray cluster's session folder and its workers' ``pymp-*`` folders (Python's
    multiprocessing; a worker Ray kills never removes its own) go with the run."""
    pytest.importorskip("ray")
    # short: Ray's sockets live in TMPDIR/ray/session_.../sockets (107 bytes at most)
    temp = Path(tempfile.mkdtemp(prefix="d3", dir="/tmp"))
    request.addfinalizer(lambda: shutil.rmtree(temp, ignore_errors=True))
    images = tmp_path / "in"
    images.mkdir()
    write_photo(images / "a.jpg")
    model = ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--process-res", "70"]
    done = run_cli(
        "predict-dataset",
        str(images),
        "--out",
        str(tmp_path / "out"),
        "--replicas",
        "1",
        "--no-progress",
        *model,
        stdout=subprocess.DEVNULL,
        env={**os.environ, "TMPDIR": str(temp)},
    )
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    assert (tmp_path / "out" / "a.png").is_file()
    assert sorted(p.name for p in temp.iterdir() if not p.name.startswith(".")) == []


@pytest.mark.parametrize(
    "command",
    [
        ["predict-dataset", "in"],
        ["eval-kitti", "--kitti-root", "in"],
    ],
)
def test_a_file_as_out_is_said_as_by_the_other_commands(tmp_path, capsys, monkeypatch, command):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "in").mkdir()
    write_photo(tmp_path / "in" / "a.jpg")
    (tmp_path / "afile").write_text("mine", encoding="utf-8")
    if command[0] == "predict-dataset":
        pytest.importorskip("ray")
    assert main([*command, "--out", "afile"]) == 2
    err = capsys.readouterr().err
    assert "--out afile is a file, not a folder" in err and "Errno" not in err
    assert (tmp_path / "afile").read_text(encoding="utf-8") == "mine"


def test_a_path_listed_twice_is_said_so(tiny_metric_checkpoint, tmp_path, capsys):
    image = str(write_photo(tmp_path / "a.jpg"))
    model = ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--process-res", "70"]
    assert main(["predict", image, image, "--out", str(tmp_path / "o"), *model]) == 0
    err = capsys.readouterr().err
    assert f"tt-da3 predict: warning: {image} is listed twice: run once" in err
    assert f"{image} is {image}" not in err


def test_png_scale_is_said_per_unit_of_depth(capsys):
    from tt_depth_anything_3.cli import build_parser
    from tt_depth_anything_3.scale_out.dataset import check_job

    with pytest.raises(SystemExit):
        build_parser().parse_args(["predict-dataset", "--help"])
    assert "16-bit PNG value per unit of depth" in " ".join(capsys.readouterr().out.split())
    with pytest.raises(ValueError, match="per unit of the model's depth") as refused:
        check_job(1, 1, ["png"], 0.0)
    assert "metre" not in str(refused.value)


def test_a_per_frame_video_run_stopped_before_its_first_frame_is_replaced(
    tiny_metric_checkpoint, tmp_path, capsys
):
    """video.json of a run that wrote no frame speaks for no output: another run starts
    afresh; with frames there, the refusal says the same run rewrites them (no resume)."""
    av = pytest.importorskip("av")
    del av
    from support.video_files import frames, model_args, write_mp4

    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(3))
    out = tmp_path / "depth"
    base = ["video", str(video), "--out", str(out), "--no-progress"]
    base += model_args(tiny_metric_checkpoint)
    assert main(base) == 0
    record = json.loads((out / "video.json").read_text(encoding="utf-8"))
    assert main([*base, "--png-scale", "10"]) == 2
    err = capsys.readouterr().err
    assert "to rewrite them" in err and "resume" not in err
    for frame in out.glob("depth_*.png"):  # as a run stopped before its first frame left it
        frame.unlink()
    record["complete"] = False
    (out / "video.json").write_text(json.dumps(record), encoding="utf-8")
    assert main([*base, "--png-scale", "10"]) == 0
    record = json.loads((out / "video.json").read_text(encoding="utf-8"))
    assert record["outputs"]["png_scale"] == 10.0 and record["complete"] is True
