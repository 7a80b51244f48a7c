"""``tt-da3 video`` / ``reconstruct``, what an exploratory tester of long sequences found: two
runs into one ``--out`` mixed their chunks into a corrupt reconstruction that a rerun kept,
a network that gave NaN depth made ``reconstruct`` write all-NaN scenes (exit 0) and the
chunked ``video`` fail with a misleading Sim(3) message, a ``.txt`` frame list took a ``#``
comment for a path, and a per-frame run whose every frame was skipped claimed to be complete."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from support.video_files import frames
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import NonFiniteDepthWarning

NOTE = "the network gave non-finite depth"
LOCK = ".tt-da3-run.lock"


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    """The weights' remembered digests go to this test's folder, not the user's cache."""
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(tmp_path / "cache"))


def overflowing(
    checkpoint: Path, folder: Path, tensor: str = "qkv.weight", factor: float = 1e30
) -> Path:
    """``checkpoint`` with one weight (``tensor``: the first whose name ends so) times
    ``factor``, patched in the file's bytes: finite, so the load takes it, but the network's
    numbers overflow to NaN (an attention weight: the cameras too; the depth head's last
    convolution: its depth only)."""
    folder.mkdir()
    shutil.copy(checkpoint / "config.json", folder / "config.json")
    data = bytearray((checkpoint / "model.safetensors").read_bytes())
    size = int.from_bytes(data[:8], "little")
    header = json.loads(data[8 : 8 + size])
    name = next(k for k in header if k.endswith(tensor))
    assert header[name]["dtype"] == "F32"
    start, end = (8 + size + offset for offset in header[name]["data_offsets"])
    weight = np.frombuffer(bytes(data[start:end]), np.float32) * np.float32(factor)
    assert np.isfinite(weight).all()
    data[start:end] = weight.tobytes()
    (folder / "model.safetensors").write_bytes(bytes(data))
    return folder


@pytest.fixture(scope="module")
def overflowing_anyview(tiny_anyview_checkpoint, tmp_path_factory) -> Path:
    return overflowing(tiny_anyview_checkpoint, tmp_path_factory.mktemp("nan") / "anyview")


@pytest.fixture(scope="module")
def overflowing_depth_head(tiny_anyview_checkpoint, tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("nan") / "depth_head"
    return overflowing(tiny_anyview_checkpoint, folder, "scratch.output_conv1.weight", 3e38)


@pytest.fixture(scope="module")
def overflowing_metric(tiny_metric_checkpoint, tmp_path_factory) -> Path:
    return overflowing(tiny_metric_checkpoint, tmp_path_factory.mktemp("nan") / "metric")


def frame_folder(folder: Path, count: int) -> Path:
    folder.mkdir()
    for i, image in enumerate(frames(count)):
        Image.fromarray(image).save(folder / f"f{i:03d}.png")
    return folder


def model_args(checkpoint: Path) -> list[str]:
    return ["--weights", str(checkpoint), "--device", "cpu", "--process-res", "70"]


def test_a_second_run_into_the_same_out_is_refused_while_the_first_runs(
    tiny_anyview_checkpoint, tmp_path, monkeypatch
):
    """Nothing claimed ``--out``: two runs with other settings both passed the record check,
    wrote over each other's chunks and ``stream.json`` and exited 0 with a mix of the two that
    a rerun kept. A second run is now refused at once, naming the folder, and the first one
    ends as if alone."""
    folder = frame_folder(tmp_path / "frames", 8)
    out = tmp_path / "out"
    argv = ["video", str(folder), "--out", str(out), "--chunk-size", "4", "--overlap", "2"]
    argv += ["--no-loop-closure", "--no-progress", *model_args(tiny_anyview_checkpoint)]
    second: list[subprocess.CompletedProcess] = []
    reconstruct = DepthAnything3.reconstruct

    def with_a_second_run(self, *args, **kwargs):  # the first chunk: the first run is on
        if not second:
            other = [a if a != "2" else "1" for a in argv]  # --overlap 1: another run
            command = [sys.executable, "-m", "tt_depth_anything_3", *other]
            env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
            second.append(subprocess.run(command, capture_output=True, text=True, env=env))
        return reconstruct(self, *args, **kwargs)

    monkeypatch.setattr(DepthAnything3, "reconstruct", with_a_second_run)
    assert main(argv) == 0
    assert second[0].returncode == 2, second[0].stderr
    assert f"{out} is in use: another run (pid {os.getpid()}) holds it" in second[0].stderr
    record = json.loads((out / "stream.json").read_text(encoding="utf-8"))
    assert record["settings"]["overlap"] == 2 and record["complete"] is True
    assert not (out / LOCK).exists()  # released and removed at the end


def test_the_lock_a_killed_run_left_does_not_block(tiny_metric_checkpoint, tmp_path):
    """A lock file left by a killed run (its ``flock`` gone with it) is taken over, and removed
    at the end."""
    folder = frame_folder(tmp_path / "frames", 2)
    out = tmp_path / "out"
    out.mkdir()
    (out / LOCK).write_text("999999999\n", encoding="utf-8")  # no process holds it
    argv = ["video", str(folder), "--out", str(out), "--no-progress"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 0
    assert not (out / LOCK).exists()
    assert json.loads((out / "video.json").read_text(encoding="utf-8"))["complete"] is True


def test_the_lock_is_refused_to_another_thread_and_taken_again_by_its_own(tmp_path):
    from threading import Thread

    from tt_depth_anything_3.exports.folder_lock import FolderInUseError, folder_run_lock

    seen: list[BaseException] = []

    def other() -> None:
        try:
            with folder_run_lock(tmp_path / "out"):
                pass
        except FolderInUseError as err:
            seen.append(err)

    with folder_run_lock(tmp_path / "out"), folder_run_lock(tmp_path / "out"):  # re-entrant
        thread = Thread(target=other)
        thread.start()
        thread.join()
    assert len(seen) == 1 and "is in use" in str(seen[0])
    assert not (tmp_path / "out").exists()  # made for the block, empty: removed again


def test_reconstruct_refuses_non_finite_depth(overflowing_depth_head, tmp_path, capsys):
    """``tt-da3 reconstruct`` wrote an all-NaN scene.npz and a PLY of 0 points, exit 0, and
    ``model.reconstruct`` said nothing; now the API warns as ``model(image)`` does and the
    command stops in one line, exit 2, with nothing written."""
    views = []
    for i, image in enumerate(frames(3)):
        Image.fromarray(image).save(tmp_path / f"v{i}.png")
        views.append(str(tmp_path / f"v{i}.png"))
    out = tmp_path / "scene"
    argv = ["reconstruct", *views, "--out", str(out), "--format", "npz", "--no-progress"]
    assert main([*argv, *model_args(overflowing_depth_head)]) == 2
    err = capsys.readouterr().err
    assert f"tt-da3 reconstruct: error: {NOTE}" in err and "Traceback" not in err
    assert not out.exists()
    with DepthAnything3.from_pretrained(
        weights_path=overflowing_depth_head, device="cpu", process_res=70
    ) as model:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            scene = model.reconstruct(views)
    said = [str(w.message) for w in caught if w.category is NonFiniteDepthWarning]
    assert len(said) == 1 and NOTE in said[0]
    assert not np.isfinite(scene.depth).any() and np.isfinite(scene.extrinsics).all()


def test_non_finite_cameras_are_the_network_s_fault_not_the_caller_s(overflowing_anyview):
    """NaN cameras from the network were an ``InputError`` 'extrinsics has non-finite values',
    as if the caller had passed them (the server answers those 4xx)."""
    from tt_depth_anything_3.config.errors import InputError, NonFiniteDepthError

    with DepthAnything3.from_pretrained(
        weights_path=overflowing_anyview, device="cpu", process_res=70
    ) as model:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", NonFiniteDepthWarning)
            with pytest.raises(NonFiniteDepthError, match=NOTE) as raised:
                model.reconstruct(frames(3))
    assert not isinstance(raised.value, InputError) and "cameras" in str(raised.value)


def test_finite_reconstruct_says_nothing(tiny_anyview_model, tmp_path):
    with warnings.catch_warnings():
        warnings.simplefilter("error", NonFiniteDepthWarning)
        scene = tiny_anyview_model.reconstruct(frames(3))
    assert np.isfinite(scene.depth).all()


@pytest.mark.parametrize("checkpoint", ["overflowing_depth_head", "overflowing_anyview"])
def test_video_says_non_finite_depth_before_recording_the_chunk(
    checkpoint, request, tmp_path, capsys
):
    """The chunked run recorded an all-NaN chunk, then stopped with 'a Sim(3) fit needs at
    least 3 points of non-zero weight', which said nothing of the cause (NaN depth only, or
    NaN cameras too)."""
    folder = frame_folder(tmp_path / "frames", 8)
    out = tmp_path / "out"
    argv = ["video", str(folder), "--out", str(out), "--chunk-size", "4", "--overlap", "2"]
    argv += ["--no-loop-closure", "--no-progress"]
    argv += model_args(request.getfixturevalue(checkpoint))
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"tt-da3 video: error: chunk 0 (frames 0 to 3): {NOTE}" in err
    assert "Sim(3)" not in err and "warning" not in err
    assert not out.exists()  # nothing recorded: no chunk, no record, no folder


def test_a_frame_list_skips_comment_lines(tiny_metric_checkpoint, tmp_path):
    """``predict-dataset`` skips ``#`` lines of a list; ``video`` took '# frames' for a path."""
    folder = frame_folder(tmp_path / "frames", 2)
    listing = tmp_path / "list.txt"
    listing.write_text(f"# frames\n{folder / 'f001.png'}\n\nf000.png\n", encoding="utf-8")
    shutil.copy(folder / "f000.png", tmp_path / "f000.png")  # relative: from the list's folder
    out = tmp_path / "out"
    argv = ["video", str(listing), "--out", str(out), "--no-progress"]
    assert main([*argv, *model_args(tiny_metric_checkpoint)]) == 0
    record = json.loads((out / "video.json").read_text(encoding="utf-8"))
    assert [Path(f).name for f in record["input"]["files"]] == ["f001.png", "f000.png"]


def test_every_frame_skipped_is_not_complete_and_names_what_is_missing(
    overflowing_metric, tmp_path, capsys
):
    """Every frame skipped: no npz and no preview were written, yet nothing said so and
    ``video.json`` said ``"complete": true``."""
    pytest.importorskip("av")
    folder = frame_folder(tmp_path / "frames", 2)
    out, preview = tmp_path / "out", tmp_path / "preview.mp4"
    argv = ["video", str(folder), "--out", str(out), "--no-progress", "--depth-format", "npz"]
    argv += ["--preview", str(preview), *model_args(overflowing_metric)]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "every frame was skipped: not written:" in err
    assert str(out / "depth.npz") in err and str(preview) in err
    assert json.loads((out / "video.json").read_text(encoding="utf-8"))["complete"] is False
    assert not (out / "depth.npz").exists() and not preview.exists()


@pytest.mark.parametrize(
    ("checkpoint", "said"),
    [
        ("overflowing_anyview", "nor are its cameras"),
        ("overflowing_depth_head", "the network gave non-finite depth"),
    ],
)
def test_the_server_answers_a_non_finite_scene_with_a_500_saying_so(
    request, photo, checkpoint, said
):
    """``POST /reconstruct`` answered NaN cameras with "internal error (NonFiniteDepthError)"
    (the error's text only in the log) and a scene of NaN depth with a 200."""
    from support.app_testing import b64, encode, ready_client
    from tt_depth_anything_3 import DepthAnything3

    folder = request.getfixturevalue(checkpoint)
    with DepthAnything3.from_pretrained(weights_path=folder, device="cpu", process_res=140) as m:
        body = {"images": [b64(encode(photo))] * 2, "format": "none"}
        with ready_client(folder, m) as client:
            response = client.post("/reconstruct", json=body)
    assert response.status_code == 500, response.text
    assert said in response.json()["detail"]
