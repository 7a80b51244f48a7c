"""A ``stream.json`` / ``video.json`` in the output folder that this package did not write
(wrong keys, ``[]``, ``null``, an empty file, a link, a folder, bytes that are not UTF-8) is one
``InputError`` naming the file as not a run record, with the 'use another output folder'
advice: it was a ``KeyError`` / ``TypeError`` traceback or a bare JSON error (tester_regress2
item 3). And ``reconstruct_stream``'s other folder edges: an ``out_dir`` under a file is an
``InputError``, a bad first frame leaves no empty folder."""

from __future__ import annotations

import pytest
from PIL import Image

from support.sequence_oracle import OracleReconstructor
from support.video_files import frames, model_args
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.records import check_same_run
from tt_depth_anything_3.exports.sequence import StreamOptions, check_stream_run, reconstruct_stream

OPTIONS = StreamOptions(chunk_size=4, overlap=1, loop_closure=False)
FOREIGN = {
    "wrong keys": b'{"my": "settings"}',
    "a list": b"[]",
    "null": b"null",
    "empty": b"",
    "not UTF-8": b"\xff\xfe{",
    "deep": b"[" * 100_000,
}
NOT_OURS = "is not a run record of tt-depth-anything-3"


def _place(folder, name: str, kind: str):
    """``folder/name`` made as ``kind``: one of FOREIGN's contents, a link to a user's JSON
    file, a dangling link, or a folder."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    if kind in FOREIGN:
        path.write_bytes(FOREIGN[kind])
    elif kind == "link":
        user = folder.parent / "settings.json"
        user.write_text('{"settings": {}, "chunks": [], "complete": false}', encoding="utf-8")
        path.symlink_to(user)
    elif kind == "dangling link":
        path.symlink_to(folder.parent / "nowhere.json")
    else:
        path.mkdir()
    return path


KINDS = [*FOREIGN, "link", "dangling link", "folder"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_foreign_stream_json_is_not_a_run_record(tmp_path, kind):
    path = _place(tmp_path / "out", "stream.json", kind)
    with pytest.raises(InputError, match=NOT_OURS) as caught:
        check_stream_run(tmp_path / "out", OPTIONS, None)
    assert str(path) in str(caught.value) and "use another output folder" in str(caught.value)


@pytest.mark.parametrize("kind", KINDS)
def test_a_foreign_record_is_neither_read_nor_replaced(tmp_path, kind):
    path = _place(tmp_path / "out", "video.json", kind)
    record = {"model": "m", "outputs": {}, "complete": False}
    with pytest.raises(InputError, match=NOT_OURS):
        check_same_run(path, record, "per-frame depth", held=iter(()), progress="complete")
    assert not (tmp_path / "nowhere.json").exists()  # nothing written through the link
    if kind in FOREIGN:
        assert path.read_bytes() == FOREIGN[kind]


def test_a_record_of_this_package_is_still_compared(tmp_path):
    path = tmp_path / "video.json"
    check_same_run(path, {"model": "m", "complete": False}, "depth", progress="complete")
    with pytest.raises(InputError, match="made otherwise .model: 'm' there, 'n' now"):
        check_same_run(path, {"model": "n", "complete": False}, "depth", progress="complete")


def _folder_of_frames(tmp_path):
    folder = tmp_path / "frames"
    folder.mkdir()
    for i, image in enumerate(frames(4)):
        Image.fromarray(image).save(folder / f"f{i}.png")
    return folder


@pytest.mark.parametrize(
    ("record", "kind"), [("stream.json", "wrong keys"), ("video.json", "empty")]
)
def test_the_cli_says_it_in_one_line(
    tmp_path, tiny_anyview_checkpoint, tiny_metric_checkpoint, capsys, record, kind
):
    """Both records, each with either model: the chunked run reads stream.json and checks
    video.json is not there, the per-frame run the other way round."""
    inputs = _folder_of_frames(tmp_path)
    for checkpoint in (tiny_anyview_checkpoint, tiny_metric_checkpoint):
        out = tmp_path / f"out_{checkpoint.name}"
        _place(out, record, kind)
        args = ["video", str(inputs), "--out", str(out), "--no-progress", "--chunk-size", "4"]
        assert main([*args, "--overlap", "2", *model_args(checkpoint)]) == 2
        err = capsys.readouterr().err  # the per-frame run says first that --chunk-size is unused
        assert "Traceback" not in err
        line = err.strip().splitlines()[-1]
        assert f"error: {out / record} {NOT_OURS}" in line and "another output folder" in line
        assert sorted(p.name for p in out.iterdir()) == [record]


def test_an_out_dir_under_a_file_is_an_input_error(tmp_path):
    (tmp_path / "f").write_text("a file", encoding="utf-8")
    out = tmp_path / "f" / "sub"
    with pytest.raises(InputError, match=f"out_dir {out}: {tmp_path / 'f'} is a file"):
        reconstruct_stream(range(6), OracleReconstructor(40), out, OPTIONS, progress=False)


class FailingReconstructor:
    """A reconstructor whose first chunk fails, as a frame the network cannot take does."""

    def __call__(self, chunk):
        raise InputError("image array is 3x3 (height x width) px: too small")


def test_a_bad_first_frame_leaves_no_empty_folder(tmp_path):
    out = tmp_path / "a" / "scene"
    with pytest.raises(InputError, match="too small"):
        reconstruct_stream(range(2), FailingReconstructor(), out, OPTIONS, progress=False)
    assert list(tmp_path.iterdir()) == []


def test_a_folder_that_was_there_stays(tmp_path):
    out = tmp_path / "scene"
    out.mkdir()
    with pytest.raises(InputError, match="too small"):
        reconstruct_stream(range(2), FailingReconstructor(), out, OPTIONS, progress=False)
    assert out.is_dir()
