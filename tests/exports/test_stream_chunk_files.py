"""A resumed ``reconstruct_stream`` whose recorded chunk file is gone or damaged (``chunks/``
cleaned away to save disk, a copy cut short) is refused at once, naming the chunk, its frames
and what to do. Before, the rerun failed with Python's own ``FileNotFoundError`` (``tt-da3
video: error: [Errno 2] No such file or directory: ...``) or, for a damaged file, a
``BadZipFile`` traceback, after reading the frames again."""

from __future__ import annotations

import zipfile

import pytest

from support.sequence_oracle import OracleReconstructor
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream

OPTIONS = StreamOptions(chunk_size=5, overlap=2, loop_closure=False)


class StopAfter(OracleReconstructor):
    """Ctrl-C as the third chunk starts: two chunks recorded."""

    def __call__(self, frames):
        if self.calls == 2:
            raise KeyboardInterrupt
        return super().__call__(frames)


def damage(path, how: str) -> str:
    if how == "deleted":
        path.unlink()
        return "is missing"
    if how == "cut short":
        path.write_bytes(path.read_bytes()[:100])
        return "cannot be read (File is not a zip file)"
    with zipfile.ZipFile(path, "w") as archive:  # another zip of that name
        archive.writestr("other.npy", b"")
    return "is not a chunk file (no depth.npy,"


@pytest.mark.parametrize("how", ["deleted", "cut short", "another file"])
@pytest.mark.parametrize("finished", [True, False])
def test_a_lost_recorded_chunk_is_refused_naming_it(tmp_path, how, finished):
    out = tmp_path / "out"
    if finished:
        reconstruct_stream(range(13), OracleReconstructor(40), out, OPTIONS, progress=False)
    else:
        with pytest.raises(KeyboardInterrupt):
            reconstruct_stream(range(13), StopAfter(40), out, OPTIONS, progress=False)
    problem = damage(out / "chunks" / "chunk_0001.npz", how)
    before = {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()}
    rerun = OracleReconstructor(40)
    with pytest.raises(InputError) as caught:
        reconstruct_stream(range(13), rerun, out, OPTIONS, progress=False)
    message = str(caught.value)
    assert f"records chunk 1 (frames 3 to 7), but {out / 'chunks' / 'chunk_0001.npz'} " in message
    assert problem in message and "use another output folder" in message
    assert rerun.calls == 0  # refused before any chunk ran, nothing written
    assert {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()} == before


def test_a_damaged_array_in_a_recorded_chunk_is_named(tmp_path):
    """A chunk file whose index reads but one of its arrays is damaged (a flipped byte: its
    CRC fails) was zipfile's own ``BadZipFile`` traceback; now an ``InputError`` naming it."""
    out = tmp_path / "out"
    with pytest.raises(KeyboardInterrupt):
        reconstruct_stream(range(13), StopAfter(40), out, OPTIONS, progress=False)
    path = out / "chunks" / "chunk_0001.npz"  # the last recorded: read as the run resumes
    with zipfile.ZipFile(path) as archive:
        info = archive.getinfo("depth.npy")
    data = bytearray(path.read_bytes())
    spot = info.header_offset + 30 + len(info.filename) + len(info.extra) + info.compress_size // 2
    data[spot] ^= 0xFF
    path.write_bytes(bytes(data))
    with pytest.raises(InputError, match=rf"{path} is damaged \(.*empty {out} to reconstruct"):
        reconstruct_stream(range(13), OracleReconstructor(40), out, OPTIONS, progress=False)
