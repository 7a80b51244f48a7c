"""``inference.video`` on a video whose timestamps go back: MPEG-TS parts joined into one file
(as ``cat a.ts b.ts`` joins recorded segments; a wrapped clock does the same). Before, each
part's frames kept their own times, so the times went back at the join: ``tt-da3 video``'s
chunked reconstruction stopped after its first chunks (``timestamps[5] is 0.1, before
timestamps[4] ...``), ``--fps`` dropped the second part's frames until its times passed the
first part's, and the frames decoded around the join were numbered with a gap
(``depth_000005.png`` missing)."""

from __future__ import annotations

import warnings
from pathlib import Path

import numpy as np
import pytest

from support.video_files import frames, model_args, write_video
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.inference.video import FrameSelection, open_frames

av = pytest.importorskip("av")


def joined(tmp_path: Path, codec: str, sizes: tuple[int, int] = (6, 6)) -> Path:
    """Two 10 fps MPEG-TS parts of ``sizes`` frames joined byte for byte: each starts its
    clock again."""
    images = frames(sum(sizes))
    parts = []
    for i, (start, count) in enumerate(((0, sizes[0]), (sizes[0], sizes[1]))):
        part = tmp_path / f"part{i}.ts"
        write_video(part, images[start : start + count], codec=codec)
        parts.append(part.read_bytes())
    path = tmp_path / "joined.ts"
    path.write_bytes(b"".join(parts))
    return path


@pytest.mark.parametrize("codec", ["mpeg2video", "libx264"])
def test_the_frames_after_a_join_are_timed_on_and_numbered_in_order(tmp_path, codec):
    path = joined(tmp_path, codec)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        read = list(open_frames(path))
    said = [str(w.message) for w in caught if "timestamps go back" in str(w.message)]
    assert len(said) == 1 and "parts joined into one file" in said[0]
    times = np.array([frame.time for frame in read])
    assert len(read) >= 10  # the decoder may drop a frame at the join
    assert [frame.index for frame in read] == list(range(len(read)))
    assert np.all(np.diff(times) > 0) and np.allclose(np.diff(times), 0.1, atol=1e-6)
    # --fps keeps the second part's frames too (every other frame at 5 a second)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # said above
        sampled = list(open_frames(path, FrameSelection(fps=5.0)))
    assert len(sampled) == (len(read) + 1) // 2


def test_a_video_of_joined_parts_is_reconstructed(tmp_path, tiny_anyview_checkpoint, capsys):
    path = joined(tmp_path, "mpeg2video")
    out = tmp_path / "out"
    argv = ["video", str(path), "--out", str(out), "--chunk-size", "4", "--overlap", "1",
            "--no-loop-closure", "--no-progress", *model_args(tiny_anyview_checkpoint)]  # fmt: skip
    assert main(argv) == 0, capsys.readouterr().err
    stamps = np.loadtxt(out / "poses_tum.txt")[:, 0]
    assert len(stamps) >= 10 and np.all(np.diff(stamps) > 0)
    assert "its timestamps go back" in capsys.readouterr().err
