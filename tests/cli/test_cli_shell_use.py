"""``tt-da3`` used as shell scripts and batch jobs use it: output names of inputs whose names
meet once an extension is kept, file names whose bytes are not UTF-8, and failures a batch
job's log must name."""

from __future__ import annotations

import contextlib
import json
import os
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.file_writes import name_within, temporary_beside
from tt_depth_anything_3.exports.atomic import short_name
from tt_depth_anything_3.exports.frame_digest import chunk_digest
from tt_depth_anything_3.exports.naming import keep_suffix_where_shared, output_names
from tt_depth_anything_3.scale_out.dataset import DatasetReport
from tt_depth_anything_3.scale_out.inputs import list_inputs
from tt_depth_anything_3.scale_out.predictor import partial_name

NOT_UTF8 = os.fsdecode(b"caf\xe9 \xff.png")  # a Latin-1 name on a UTF-8 system


def _save(path: Path, photo: np.ndarray) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.fromarray(photo).save(path)
    return path


def test_a_name_a_kept_extension_meets_gets_its_own_output(tmp_path):
    """``x.jpg`` and ``x.png`` share the stem ``x`` and kept their extensions (``x.jpg``,
    ``x.png``), but ``x.jpg.jpg`` beside them is named ``x.jpg`` too: one depth map was
    written over the other, and ``predict`` said ``wrote 3 of 3`` with two files."""
    paths = [tmp_path / "x.jpg", tmp_path / "x.png", tmp_path / "x.jpg.jpg"]
    names = output_names(paths)
    assert names == ["x.jpg", "x.png", "x.jpg.jpg"]
    deeper = keep_suffix_where_shared(
        ["a", "a", "a.b", "a.b.c"], ["a.b", "a.c", "a.b.d", "a.b.c.e"]
    )
    assert len(set(deeper)) == 4, deeper
    for path in paths:
        path.write_bytes(b"")
    assert sorted(item.name for item in list_inputs(tmp_path)) == sorted(names)  # predict-dataset


def test_predict_writes_each_of_three_inputs_whose_names_meet(
    tmp_path, photo, tiny_metric_checkpoint, capsys
):
    """The three inputs above through ``tt-da3 predict``: three depth maps, none replaced."""
    for name in ("x.jpg", "x.png", "x.jpg.jpg"):
        _save(tmp_path / "in" / name, photo)
    out = tmp_path / "out"
    argv = ["predict", str(tmp_path / "in"), "--out", str(out), "--no-progress"]
    assert main([*argv, "--weights", str(tiny_metric_checkpoint), "--process-res", "70"]) == 0
    assert "wrote 3 of 3" in capsys.readouterr().out
    assert sorted(p.name for p in out.iterdir()) == ["x.jpg.jpg.png", "x.jpg.png", "x.png.png"]


def test_temporary_names_keep_the_bytes_of_a_name_that_is_not_utf8(tmp_path):
    """A file name whose bytes are not UTF-8 (``\\udcXX`` in Python) made ``str.encode()``
    raise ``UnicodeEncodeError: ... surrogates not allowed`` when its output's temporary name
    was made (``predict``, ``predict-dataset``, ``reconstruct``'s atomic files), and when a
    chunk's frames were fingerprinted (``video`` of an any-view model)."""
    target = tmp_path / NOT_UTF8
    for temporary in (temporary_beside(target), partial_name(target)):
        assert temporary.name.startswith(f".{NOT_UTF8}")
        temporary.write_bytes(b"x")  # a name the file system takes
    assert short_name(NOT_UTF8, 0) == NOT_UTF8
    assert len(os.fsencode(name_within("é" * 200, 255))) == 254  # whole characters only
    target.write_bytes(b"x")
    assert chunk_digest([target]) != chunk_digest([tmp_path / "other.png"])


@pytest.mark.skipif(sys.platform == "darwin", reason="macOS refuses names that are not UTF-8")
def test_predict_and_video_read_a_file_whose_name_is_not_utf8(
    tmp_path, photo, tiny_anyview_checkpoint, capsys
):
    """``tt-da3 predict FOLDER`` stopped at such a file with ``error: 'utf-8' codec can't
    encode characters ...: surrogates not allowed`` (exit 2, the images after it never run),
    and ``tt-da3 video FOLDER`` the same after its chunks ran (``frames.csv``): the name is
    written as its bytes, as COLMAP's ``images.txt`` writes it."""
    folder = tmp_path / "in"
    _save(folder / "a.png", photo)
    _save(folder / NOT_UTF8, photo)
    model = ["--weights", str(tiny_anyview_checkpoint), "--process-res", "70", "--no-progress"]
    assert main(["predict", str(folder), "--out", str(tmp_path / "o"), *model]) == 0
    assert "wrote 2 of 2" in capsys.readouterr().out
    assert (tmp_path / "o" / os.fsdecode(b"caf\xe9 \xff.png")).is_file()
    assert main(["video", str(folder), "--out", str(tmp_path / "v"), *model]) == 0
    table = (tmp_path / "v" / "frames.csv").read_bytes()
    assert os.fsencode(str(folder / NOT_UTF8)) in table


def test_predict_dataset_names_its_failed_images_on_stderr(tmp_path, photo, capsys, monkeypatch):
    """A failed image was only a row in ``failures.jsonl`` and a count in the JSON on stdout;
    a batch job's log (stderr) did not name it, where ``tt-da3 predict`` says ``skipped IMAGE:
    WHY``. Now each is said the same way (the first 10), then how many and where listed."""
    import tt_depth_anything_3.cli.common as common
    import tt_depth_anything_3.scale_out.dataset as dataset

    _save(tmp_path / "in" / "good.png", photo)
    (tmp_path / "in" / "bad.png").write_bytes(b"not an image")
    out = tmp_path / "out"

    def fake_job(items, out_dir, *args, **kwargs) -> DatasetReport:
        failures = Path(out_dir) / dataset.FAILURES_FILE
        Path(out_dir).mkdir(parents=True, exist_ok=True)
        rows = [
            {"path": f"in/bad{i}.png", "reason": "ImageDecodeError: no image"} for i in range(12)
        ]
        failures.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
        return DatasetReport(len(items), 0, 1, 12, 1.0, failures, {}, None)

    monkeypatch.setattr(dataset, "predict_dataset", fake_job)
    monkeypatch.setattr(common, "ray_cluster", lambda args: contextlib.nullcontext())
    argv = ["predict-dataset", str(tmp_path / "in"), "--out", str(out), "--no-progress"]
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out)["failed"] == 12
    assert "skipped in/bad0.png: ImageDecodeError: no image" in captured.err
    assert "skipped in/bad9.png" in captured.err and "in/bad10.png" not in captured.err
    assert f"12 image(s) failed (2 more not shown), listed in {out / 'failures.jsonl'}" in (
        captured.err
    )


@pytest.mark.parametrize("command", ["video", "predict-dataset"])
def test_a_glob_the_shell_expanded_for_one_input_is_said_so(tmp_path, capsys, command):
    """``tt-da3 video frames/*.png --out o`` unquoted: the shell passes every file, and the
    error listed them all (thousands of names) as "unrecognized arguments" with no word on
    why. Now the first 10 are named, then how many more, and that INPUT is one glob to quote
    (``tt-da3`` reads a glob in natural order, the shell in byte order)."""
    frames = [str(tmp_path / f"f{i:03d}.png") for i in range(25)]
    with pytest.raises(SystemExit) as stop:
        main([command, *frames, "--out", str(tmp_path / "o")])
    assert stop.value.code == 2
    error = capsys.readouterr().err
    assert f"unrecognized arguments: {frames[1]}" in error and frames[11] not in error
    assert "... (14 more)" in error and "quote a glob, 'frames/*.png'" in error
    with pytest.raises(SystemExit):
        main(["predict", "a.png", "--form", "npz"])  # a flag's typo: the flag named, no glob
    error = capsys.readouterr().err
    assert "unrecognized arguments: --form npz (did you mean --format?)" in error
    assert "glob" not in error


@pytest.mark.parametrize("command", ["video", "predict-dataset"])
def test_an_unknown_flags_value_is_no_second_input(tmp_path, capsys, command):
    """``tt-da3 predict-dataset in --out o --cameras 3`` (a flag of reconstruct's; the test
    named --max-depth-m, which predict-dataset has since taken) was told INPUT is one folder
    and to quote a glob: the 3 was taken for a second INPUT. The flag is named alone now; a
    stray word after it still gets the hint."""
    with pytest.raises(SystemExit) as stop:
        main([command, "in", "--out", str(tmp_path / "o"), "--cameras", "3"])
    assert stop.value.code == 2
    error = capsys.readouterr().err
    assert "unrecognized arguments: --cameras 3" in error and "glob" not in error
    with pytest.raises(SystemExit):
        main([command, "in", "b.png", "--out", str(tmp_path / "o"), "--cameras", "3"])
    assert "quote a glob, 'frames/*.png'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (["predict", "a.png", "--out", ""], "--out"),
        (["predict", "a.png", "--out="], "--out"),
        (["predict", ""], "images"),
        (["reconstruct", "a.png", "", "--out", "o"], "images"),
        (["video", "frames", "--out", ""], "--out"),
        (["video", "frames", "--out", "o", "--preview", ""], "--preview"),
        (["predict-dataset", "", "--out", "o"], "input"),
        (["eval-kitti", "--kitti-root", ""], "--kitti-root"),
    ],
)
def test_an_empty_path_argument_is_refused_not_read_as_the_current_folder(
    tmp_path, monkeypatch, capsys, argv, flag
):
    """``--out "$OUT"`` with ``OUT`` unset passes ``''``, which ``pathlib`` reads as the current
    folder: ``predict``, ``reconstruct`` and ``video`` wrote their outputs into the working
    folder (exit 0), and ``predict ''`` took the working folder as its input. ``--weights ''``
    was refused already; now every file or folder argument is, naming it (exit 2)."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert f"argument {flag}: names no file or folder, got ''" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_video_names_a_lists_missing_files_before_the_model_loads(
    tmp_path, photo, monkeypatch, capsys
):
    """``tt-da3 video frames.txt`` read only the list's first file before loading the model (by
    default a hub download); a missing file further down was named after the load, or hidden
    behind the load's own error offline. ``predict`` and ``reconstruct`` check every input
    first, as PYTHON.md says of every command."""
    import tt_depth_anything_3.cli.common as common

    _save(tmp_path / "a.png", photo)
    (tmp_path / "frames.txt").write_text("a.png\nb.png\n# a comment\nc.png\n", encoding="utf-8")

    def no_load(args):
        raise AssertionError("the model loaded")

    monkeypatch.setattr(common, "load_model_from_args", no_load)
    argv = ["video", str(tmp_path / "frames.txt"), "--out", str(tmp_path / "o")]
    assert main(argv) == 2
    error = capsys.readouterr().err
    assert "2 input(s) cannot be read: image file " in error
    assert "b.png does not exist" in error and "c.png does not exist" in error
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize(
    ("encoding", "printed"),
    [("utf-8", b"caf\xe9 \xff.png/runtimes"), ("ascii", b"caf\\udce9 \\udcff.png/runtimes")],
)
def test_a_path_the_stdout_encoding_cannot_hold_is_printed_not_an_error(
    tmp_path, monkeypatch, encoding, printed
):
    """Python's stdout is strict under a UTF-8 locale (and on a Windows code page): a run whose
    ``--out`` (or cache folder) is named in bytes that are not UTF-8 did its work, then its
    last line raised ``UnicodeEncodeError`` and the command exited 2. The bytes are printed as
    they are (``ls`` does so), or escaped where the encoding has no such character."""
    import io

    stdout = io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors="strict")
    monkeypatch.setattr(sys, "stdout", stdout)
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / NOT_UTF8))
    assert main(["cache", "--list"]) == 0
    stdout.flush()
    assert printed + b" holds 0 entries" in stdout.buffer.getvalue()


def test_a_stderr_whose_reader_has_gone_ends_the_run_as_sigpipe(
    tmp_path, photo, tiny_metric_checkpoint
):
    """``tt-da3 predict ... 2>&1 | head``: once ``head`` left, the next progress or ``skipped``
    line raised ``BrokenPipeError``, and the error line ``main`` then wrote to that stderr
    raised again: the run stopped with exit status 1 (a run done in part's) and a traceback.
    Now it ends as a writer SIGPIPE stopped, 141, as when stdout's reader goes."""
    import subprocess

    for name in ("a.png", "b.png"):
        _save(tmp_path / name, photo)
    read, write = os.pipe()
    os.close(read)  # the reader has gone before the first line
    argv = [sys.executable, "-m", "tt_depth_anything_3.cli", "predict", "a.png", "b.png"]
    argv += ["--weights", str(tiny_metric_checkpoint), "--process-res", "70"]
    env = {**os.environ, "TT_DA3_PROGRESS": "1", "PYTHONPATH": os.pathsep.join(sys.path)}
    run = subprocess.run(
        argv, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=write, env=env, timeout=300
    )
    os.close(write)
    assert run.returncode == 141


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["predict", "-x.jpg"], "the following arguments are required: images"),
        (["predict", "a.jpg", "-x.jpg"], "unrecognized arguments: -x.jpg"),
        (["video", "-x.jpg", "--out", "o"], "the following arguments are required: input"),
    ],
)
def test_a_file_whose_name_begins_with_a_dash_is_said_so(tmp_path, monkeypatch, capsys, argv, said):
    """argparse takes ``-x.jpg`` for a flag: the error said only that the images were missing
    (or ``-x.jpg`` unrecognized), not that it is a file and how to pass one (``--``, ``./``)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "-x.jpg").write_bytes(b"")
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    error = capsys.readouterr().err
    assert said in error
    assert "(-x.jpg is a file: put -- before names that begin with '-', or write ./-x.jpg)" in error


def test_no_home_folder_is_an_error_naming_the_variable(tmp_path, monkeypatch, capsys):
    """A container run as an arbitrary user id has no passwd entry, and often no ``HOME``:
    ``Path.home()`` raised ``RuntimeError: Could not determine home directory.``, which
    ``tt-da3 cache`` and every exported runtime's load showed as a traceback (exit 1)."""
    import pathlib

    def no_home(cls):
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.delenv("TT_DA3_CACHE_DIR", raising=False)
    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setattr(pathlib.Path, "home", classmethod(no_home))
    assert main(["cache", "--list"]) == 2
    error = capsys.readouterr().err
    assert "tt-da3 cache: error: no cache folder: HOME is not set" in error
    assert "set TT_DA3_CACHE_DIR (or HOME)" in error
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path))
    assert main(["cache", "--list"]) == 0


def test_an_empty_home_is_an_error_naming_the_variable(tmp_path, monkeypatch, capsys):
    """``HOME=""`` reads as ``/`` to Python: the cache went to ``/.cache`` (with a warning
    that it could not be written, or into the root folder as root). Refused as a missing
    ``HOME`` is."""
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path))  # restored after the test
    monkeypatch.delenv("TT_DA3_CACHE_DIR")
    monkeypatch.setenv("HOME", "")
    assert main(["cache", "--list"]) == 2
    error = capsys.readouterr().err
    assert "no cache folder: HOME is empty" in error and "set TT_DA3_CACHE_DIR (or HOME)" in error
