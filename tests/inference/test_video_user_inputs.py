"""``tt-da3 video`` and ``open_frames`` on inputs users have: a zero-byte video (a download
that never started) was refused as ``Invalid data found when processing input``, which reads
as a damaged file; it now says the file is empty. An audio-only file, a gif and a folder whose
numbering has gaps are pinned as they were found fine."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from support.video_files import frames
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.inference.video import open_frames

av = pytest.importorskip("av")


def test_a_zero_byte_video_is_said_to_be_empty(tmp_path, capsys):
    video = tmp_path / "clip.mp4"
    video.write_bytes(b"")
    with pytest.raises(InputError, match=r"clip.mp4 is not a readable video: the file is empty"):
        next(open_frames(video))
    out = tmp_path / "out"
    assert main(["video", str(video), "--out", str(out), "--weights", "w"]) == 2
    assert "is not a readable video: the file is empty (0 bytes)" in capsys.readouterr().err
    assert not out.exists()


def test_an_audio_only_file_has_no_video_stream(tmp_path):
    audio = tmp_path / "talk.mp4"
    with av.open(str(audio), "w") as container:
        stream = container.add_stream("aac", rate=8000)
        for i in range(4):
            frame = av.AudioFrame.from_ndarray(
                np.zeros((1, 1024), np.float32), format="fltp", layout="mono"
            )
            frame.sample_rate, frame.pts = 8000, i * 1024
            for packet in stream.encode(frame):
                container.mux(packet)
        for packet in stream.encode():
            container.mux(packet)
    with pytest.raises(InputError, match=r"talk.mp4 has no video stream$"):
        next(open_frames(audio))


def test_a_gif_and_a_folder_numbered_with_gaps(tmp_path):
    images = [Image.fromarray(image) for image in frames(4)]
    gif = tmp_path / "anim.gif"
    images[0].save(gif, save_all=True, append_images=images[1:], duration=100, loop=0)
    read = list(open_frames(gif))
    assert [f.index for f in read] == [0, 1, 2, 3]
    assert [round(f.time, 2) for f in read] == [0.0, 0.1, 0.2, 0.3]
    folder = tmp_path / "shots"
    folder.mkdir()
    for number, image in zip([1, 5, 10, 30], images, strict=True):  # gaps: not frames
        image.save(folder / f"f{number}.png")
    read = list(open_frames(folder))
    assert [(f.index, f.image.name) for f in read] == [
        (0, "f1.png"), (1, "f5.png"), (2, "f10.png"), (3, "f30.png")
    ]  # fmt: skip
