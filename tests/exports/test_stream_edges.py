"""``reconstruct_stream``'s edges, from an outside test: an empty stream is refused before the
output folder is made (it was left behind, empty), an ``out_dir`` that is a file is an
``InputError`` (it was a raw ``FileExistsError``); and ``DepthStack``, the npz of many frames
``tt-da3 video --depth-format npz`` writes with the memory of one frame."""

from __future__ import annotations

import numpy as np
import pytest

from support.sequence_oracle import OracleReconstructor
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports.depth_stack import DepthStack
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

OPTIONS = StreamOptions(chunk_size=4, overlap=1, loop_closure=False)


def test_an_empty_stream_leaves_no_folder(tmp_path):
    out = tmp_path / "a" / "scene"
    with pytest.raises(InputError, match="the frame stream is empty"):
        reconstruct_stream([], OracleReconstructor(40), out, OPTIONS, progress=False)
    assert not (tmp_path / "a").exists()


def test_an_out_dir_that_is_a_file_is_an_input_error(tmp_path):
    out = tmp_path / "scene"
    out.write_text("not a folder", encoding="utf-8")
    with pytest.raises(InputError, match="is a file, not a folder"):
        reconstruct_stream(range(6), OracleReconstructor(40), out, OPTIONS, progress=False)
    assert out.read_text(encoding="utf-8") == "not a folder"


def test_the_stack_reads_back_as_np_savez_writes_it(tmp_path):
    rng = np.random.default_rng(0)
    maps = [rng.random((5, 7)).astype(np.float32) for _ in range(3)]
    path = tmp_path / "depth.npz"
    with DepthStack(path) as stack:
        for index, depth in zip((3, 5, 9), maps, strict=True):
            stack.add(index, depth)
        assert stack.close()
    with np.load(path) as npz:
        assert np.array_equal(npz["depth"], np.stack(maps)) and npz["depth"].dtype == np.float32
        assert npz["frame"].tolist() == [3, 5, 9]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["depth.npz"]
    with DepthStack(tmp_path / "none.npz") as empty:
        assert not empty.close()
    assert not (tmp_path / "none.npz").exists()


def test_a_second_size_is_refused_and_nothing_is_left(tmp_path):
    path = tmp_path / "depth.npz"
    with pytest.raises(InputError, match="frame 1's depth is 4x4, the frames' before it 5x7"):
        with DepthStack(path) as stack:
            stack.add(0, np.zeros((5, 7), np.float32))
            stack.add(1, np.zeros((4, 4), np.float32))
    assert list(tmp_path.iterdir()) == []
