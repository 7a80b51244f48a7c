"""An ``out_dir`` of ``~/...`` given from Python (no shell expands it) is the home's folder, as
``Scene.save`` takes it: ``reconstruct_stream`` made a folder named ``~`` in the current one
and wrote its run there."""

from __future__ import annotations

from support.sequence_oracle import OracleReconstructor
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream


def test_reconstruct_stream_writes_a_home_folder_there(home_and_work):
    home, work = home_and_work
    options = StreamOptions(chunk_size=6, overlap=2, loop_closure=False)
    result = reconstruct_stream(range(10), OracleReconstructor(40), "~/scan", options, 10, False)
    assert result.out_dir == home / "scan"
    assert (home / "scan" / "poses_tum.txt").is_file()
    assert list(work.iterdir()) == []  # no ./~


def test_a_rerun_into_the_home_folder_resumes_there(home_and_work):
    home, work = home_and_work
    options = StreamOptions(chunk_size=6, overlap=2, loop_closure=False)
    reconstruct_stream(range(10), OracleReconstructor(40), home / "scan", options, 10, False)
    again = reconstruct_stream(range(10), OracleReconstructor(40), "~/scan", options, 10, False)
    assert again.chunks_computed == 0  # the recorded chunks found
    assert list(work.iterdir()) == []
