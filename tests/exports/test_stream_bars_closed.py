"""``reconstruct_stream``'s progress bars are closed when the run stops (Ctrl-C, a failing chunk,
a source that raises, an output that fails). A bar left open was closed only
when the traceback was dropped, so ``tt-da3 video``'s closing lines after Ctrl-C (``OUT holds 5
reconstructed chunks ...``, ``interrupted``) were printed on the bar's line, and the bar drawn
again below them."""

from __future__ import annotations

import pytest

from support.sequence_oracle import Killed, OracleReconstructor, dies_after
from tt_depth_anything_3.exports import sequence
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

OPTIONS = StreamOptions(chunk_size=6, overlap=2, loop_closure=False)


@pytest.fixture
def bars(monkeypatch) -> list:
    """Every bar the run makes (the reconstruct and outputs bars), each with ``closed``: whether
    it was closed before the error left ``reconstruct_stream`` (the loop closure bar is
    iterated: a failure in its loop closes it as the loop is left)."""
    made = []

    class Recorded(sequence.tqdm):
        def __init__(self, *a, **kw):
            self.closed = False
            super().__init__(*a, **kw)
            made.append(self)

        def close(self):
            self.closed = True
            return super().close()

    monkeypatch.setattr(sequence, "tqdm", Recorded)
    return made


def interrupted_after(count: int):
    """Frames 0, 1, ...: Ctrl-C as frame ``count`` is read."""
    yield from range(count)
    raise KeyboardInterrupt


def test_the_bar_is_closed_when_a_chunk_fails(tmp_path, bars):
    with pytest.raises(Killed) as stopped:  # chunk 0 recorded, chunk 1 fails
        reconstruct_stream(range(14), dies_after(OracleReconstructor(40), 1), tmp_path, OPTIONS)
    assert [b.desc for b in bars] == ["reconstruct"] and bars[0].closed
    del stopped


def test_the_bar_is_closed_on_ctrl_c_in_the_frames(tmp_path, bars):
    with pytest.raises(KeyboardInterrupt) as stopped:
        reconstruct_stream(interrupted_after(9), OracleReconstructor(40), tmp_path, OPTIONS, 14)
    assert bars[0].n == 6 and bars[0].closed  # chunk 0 recorded, chunk 1 not yet read
    del stopped


def test_the_outputs_bar_is_closed_when_an_output_fails(tmp_path, bars, monkeypatch):
    def no_disk(*args, **kwargs):
        raise OSError("No space left on device")

    monkeypatch.setattr(sequence, "write_outputs", no_disk)
    with pytest.raises(OSError, match="No space") as stopped:
        reconstruct_stream(range(14), OracleReconstructor(40), tmp_path, OPTIONS, 14)
    assert [b.desc for b in bars] == ["reconstruct", "outputs"] and all(b.closed for b in bars)
    del stopped
