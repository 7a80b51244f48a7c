"""``tt-da3 video`` never writes over its input: a ``--preview`` that names the input video
(however spelled) is refused before the model loads, the video kept as it was (the preview is
renamed into place at its end, so it used to replace the video it had just read)."""

from __future__ import annotations

import pytest

from support.video_files import frames, model_args, write_mp4
from tt_depth_anything_3.cli import main

pytest.importorskip("av")


@pytest.mark.parametrize("how", ["same path", "another spelling", "a linked folder"])
def test_a_preview_naming_the_input_video_is_refused(tmp_path, tiny_metric_checkpoint, how, capsys):
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(3))
    before = video.read_bytes()
    preview = video
    if how == "another spelling":
        (tmp_path / "sub").mkdir()
        preview = tmp_path / "sub" / ".." / "clip.mp4"
    elif how == "a linked folder":
        (tmp_path / "link").symlink_to(tmp_path, target_is_directory=True)
        preview = tmp_path / "link" / "clip.mp4"
    out = tmp_path / "out"
    argv = ["video", str(video), "--out", str(out), "--preview", str(preview), "--no-progress",
            *model_args(tiny_metric_checkpoint)]  # fmt: skip
    assert main(argv) == 2
    assert f"--preview {preview} is the input video {video}" in capsys.readouterr().err
    assert video.read_bytes() == before
    assert not out.exists()


def test_a_link_to_the_video_as_preview_is_replaced_not_followed(tmp_path, tiny_metric_checkpoint):
    """A link named as --preview is replaced by the preview (renamed onto the link), so the
    video it pointed at is kept: not refused."""
    video = tmp_path / "clip.mp4"
    write_mp4(video, frames(2))
    before = video.read_bytes()
    preview = tmp_path / "preview.mp4"
    preview.symlink_to(video)
    argv = ["video", str(video), "--out", str(tmp_path / "out"), "--preview", str(preview),
            "--no-progress", *model_args(tiny_metric_checkpoint)]  # fmt: skip
    assert main(argv) == 0
    assert video.read_bytes() == before
    assert not preview.is_symlink() and preview.read_bytes() != before
