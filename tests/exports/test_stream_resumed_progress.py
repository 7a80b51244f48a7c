"""The progress bar of a resumed ``reconstruct_stream``: the recorded chunks' frames (read
again in seconds, to check them) were counted as frames reconstructed by this run, so its first
rate and ETA were far too good (86 of 160 frames "at 30 frame/s"). The bar now starts at the
recorded count (tqdm's ``initial``) and counts only this run's frames."""

from __future__ import annotations

import pytest

from support.sequence_oracle import Killed, OracleReconstructor, dies_after
from tt_depth_anything_3.exports import sequence
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

OPTIONS = StreamOptions(chunk_size=6, overlap=2, loop_closure=False)


def bars_of_a_run(monkeypatch, *args) -> list:
    """The progress bars ``reconstruct_stream(*args)`` made, each with its counts."""
    made = []

    class Recorded(sequence.tqdm):
        def __init__(self, *a, **kw):
            super().__init__(*a, **kw)
            self.updates = []
            made.append(self)

        def update(self, n=1):
            self.updates.append(n)
            return super().update(n)

    monkeypatch.setattr(sequence, "tqdm", Recorded)
    reconstruct_stream(*args)
    return made


@pytest.mark.parametrize("total", [14, None])
def test_a_resumed_run_starts_its_bar_at_the_recorded_frames(tmp_path, monkeypatch, total):
    with pytest.raises(Killed):  # chunks 0 (frames 0-5) and 1 (4-9) recorded
        reconstruct_stream(range(14), dies_after(OracleReconstructor(40), 2), tmp_path, OPTIONS)
    bars = bars_of_a_run(monkeypatch, range(14), OracleReconstructor(40), tmp_path, OPTIONS, total)
    frames = bars[0]
    assert frames.desc == "reconstruct" and frames.initial == 10
    assert frames.updates == [4]  # chunk 2's own frames (10-13), the only ones reconstructed
    assert frames.n == 14


def test_a_first_run_starts_its_bar_at_zero(tmp_path, monkeypatch):
    bars = bars_of_a_run(monkeypatch, range(14), OracleReconstructor(40), tmp_path, OPTIONS, 14)
    assert bars[0].initial == 0 and bars[0].updates == [6, 4, 4] and bars[0].n == 14
