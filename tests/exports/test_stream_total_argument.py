"""``reconstruct_stream(total=...)`` took -1, 2.5 or True unsaid: the count sizes the progress
bar and decides whether loops are looked for, so a wrong one is refused before any work."""

import pytest

from support.sequence_oracle import OracleReconstructor
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

OPTIONS = StreamOptions(chunk_size=10, overlap=3, loop_closure=False)


@pytest.mark.parametrize("total", [-1, 2.5, True, "12", float("nan")])
def test_a_total_that_is_no_count_is_refused_before_any_work(tmp_path, total):
    out = tmp_path / "out"
    with pytest.raises(InputError, match="total must be the number of frames"):
        reconstruct_stream(range(12), OracleReconstructor(40, seed=5), out, OPTIONS, total,
                           progress=False)  # fmt: skip
    assert not out.exists()


def test_a_count_is_taken(tmp_path):
    result = reconstruct_stream(range(12), OracleReconstructor(40, seed=5), tmp_path, OPTIONS,
                                12, progress=False)  # fmt: skip
    assert result.num_frames == 12


def test_the_summary_counts_one_frame_and_one_chunk_in_the_singular(tmp_path):
    from types import SimpleNamespace

    from tt_depth_anything_3.cli.video import stream_summary

    one = SimpleNamespace(num_frames=1, num_chunks=1, chunks_computed=1, loops=[],
                          rejected_loops=[])  # fmt: skip
    assert stream_summary(one, tmp_path).startswith("reconstructed 1 frame in 1 chunk (")
    two = SimpleNamespace(num_frames=2, num_chunks=2, chunks_computed=0, loops=[],
                          rejected_loops=[])  # fmt: skip
    assert stream_summary(two, tmp_path).startswith("reconstructed 2 frames in 2 chunks (")
