"""The chunked stream's COLMAP folder names ``frame_NNNNNN.png`` for each frame; it wrote no
image, so COLMAP / gsplat could not open it as it was. Each frame is now written there
(``colmap/images/``, at the size its camera holds), atomically, and a resumed, killed or
rerun run keeps the folder whole and consistent."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from support.sequence_oracle import Killed, OracleReconstructor, dies_after
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

LAP = 40
OPTIONS = StreamOptions(chunk_size=10, overlap=3, loop_closure=False)


def rgb(frame: int) -> np.ndarray:
    """Frame ``frame``'s pixels: a colour of its own."""
    return np.full((6, 8, 3), (frame, 255 - frame, 7), np.uint8)


def images_of(out) -> dict[str, np.ndarray]:
    return {p.name: np.asarray(Image.open(p)) for p in sorted((out / "colmap/images").iterdir())}


def named_images(out) -> list[str]:
    """The image names ``colmap/images.txt`` lists (every other line after the comments)."""
    lines = [
        line for line in (out / "colmap/images.txt").read_text().splitlines() if line[:1] != "#"
    ]
    return [line.split()[-1] for line in lines[::2]]


def run(frames, out, reconstruct=None):
    reconstruct = reconstruct or OracleReconstructor(LAP, seed=5)
    return reconstruct_stream(frames, reconstruct, out, OPTIONS, None, False, frame_rgb=rgb)


def test_every_frame_the_model_names_is_written(tmp_path):
    n = 24
    run(range(n), tmp_path)
    images = images_of(tmp_path)
    assert named_images(tmp_path) == sorted(images) == [f"frame_{i:06d}.png" for i in range(n)]
    for i in range(n):
        assert np.array_equal(images[f"frame_{i:06d}.png"], rgb(i))
    assert not list(tmp_path.rglob("*.partial-*"))


def test_a_killed_then_resumed_run_writes_every_image_once(tmp_path):
    n = 30
    oracle = OracleReconstructor(LAP, seed=5)

    with pytest.raises(Killed):
        run(range(n), tmp_path, dies_after(oracle, 2))
    assert not (tmp_path / "colmap/images.txt").exists()  # the model comes at the end
    written = {p.name: p.stat().st_mtime_ns for p in (tmp_path / "colmap/images").iterdir()}
    run(range(n), tmp_path, oracle)
    images = images_of(tmp_path)
    assert sorted(images) == named_images(tmp_path) and len(images) == n
    recorded = [f"frame_{i:06d}.png" for i in range(17)]  # chunks 0 and 1 were recorded
    kept = {p.name: p.stat().st_mtime_ns for p in (tmp_path / "colmap/images").iterdir()}
    assert all(kept[name] == written[name] for name in recorded)  # not written again
    assert all(np.array_equal(images[f"frame_{i:06d}.png"], rgb(i)) for i in range(n))
    assert run(range(n), tmp_path, oracle).written == []  # a finished run: nothing again


def test_a_run_failing_in_its_first_chunk_leaves_no_image(tmp_path):
    """As a bad first frame leaves no output folder: the images of an unrecorded chunk go."""
    out = tmp_path / "out"

    def dies(frames):
        raise Killed("killed")

    with pytest.raises(Killed):
        run(range(24), out, dies)
    assert not out.exists()


def test_frames_of_a_run_killed_before_its_first_chunk_are_replaced(tmp_path):
    """A run killed (no cleanup) in its first chunk leaves frames but no record: the next run
    (other frames here) is not refused for them, writes its own over them and drops the ones
    beyond its frames."""
    folder = tmp_path / "colmap" / "images"
    folder.mkdir(parents=True)
    for i in (*range(10), 20):
        Image.fromarray(rgb(100 + i)).save(folder / f"frame_{i:06d}.png")
    run(range(8), tmp_path)
    images = images_of(tmp_path)
    assert sorted(images) == named_images(tmp_path) == [f"frame_{i:06d}.png" for i in range(8)]
    assert all(np.array_equal(images[f"frame_{i:06d}.png"], rgb(i)) for i in range(8))
    (tmp_path / "stream.json").unlink()  # outputs with no record: refused, as before
    with pytest.raises(ValueError, match=r"holds outputs of another run \(poses_tum.txt, "):
        run(range(8), tmp_path)


def test_a_folder_of_an_earlier_version_gets_its_images(tmp_path):
    """A finished run of an earlier version (the model, no image): the same run again writes
    the images and leaves the model as it was."""
    run(range(12), tmp_path)
    model = (tmp_path / "colmap/images.txt").read_bytes()
    for path in (tmp_path / "colmap/images").iterdir():
        path.unlink()
    (tmp_path / "colmap/images").rmdir()
    run(range(12), tmp_path)
    assert len(images_of(tmp_path)) == 12
    assert (tmp_path / "colmap/images.txt").read_bytes() == model


def test_without_frame_rgb_no_image_is_written(tmp_path):
    """Frames that are not images (here, numbers): the model only, as before."""
    reconstruct_stream(range(12), OracleReconstructor(LAP), tmp_path, OPTIONS, 12, False)
    assert (tmp_path / "colmap/images.txt").exists()
    assert not (tmp_path / "colmap/images").exists()
