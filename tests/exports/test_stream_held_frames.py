"""A chunk of the chunked reconstruction held every frame read into memory at full size (a
4K video frame is 25 MB: 3 GB for a chunk of 120). Frames are now held at the network's first
resize (``inference.frame_hold.FrameHolder``), reaching the network bit for bit as before; each
frame's full-size image is written as it arrives and moved into ``colmap/images/`` with its
chunk (``exports.stream_held``)."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from support.sequence_oracle import Killed, OracleReconstructor, dies_after
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.options import ModelOptions
from tt_depth_anything_3.exports.sequence import StreamOptions, reconstruct_stream
from tt_depth_anything_3.exports.stream_held import HELD_FOLDER
from tt_depth_anything_3.inference.frame_hold import FrameHolder, SquashedFrame
from tt_depth_anything_3.inference.images import DecodedImage, ImageFormatError
from tt_depth_anything_3.inference.preprocess import preprocess
from tt_depth_anything_3.scale_out.stream import frame_holder_of

LAP = 40
OPTIONS = StreamOptions(chunk_size=10, overlap=3, loop_closure=False)
MAX_PIXELS = 100_000_000


@pytest.mark.parametrize("process_res", [504, 280, 140])
@pytest.mark.parametrize(
    "size", [(2160, 3840), (3840, 2160), (1080, 1920), (601, 600), (517, 1003), (700, 560)]
)
def test_a_held_frame_reaches_the_network_bit_for_bit(size, process_res):
    rng = np.random.default_rng(size[0] + process_res)
    full = rng.integers(0, 256, (*size, 3), dtype=np.uint8)
    rgb, held = FrameHolder(MAX_PIXELS, process_res, "upper_bound").hold(full)
    assert rgb is full and isinstance(held, DecodedImage) and held.original_size == size
    assert held.rgb.nbytes < full.nbytes and max(held.rgb.shape) == process_res  # held now
    want = preprocess(full, process_res)
    got = preprocess(held.rgb, process_res, original_size=held.original_size)
    assert np.array_equal(got.array, want.array)
    assert (got.original_size, got.model_input_size) == (want.original_size, want.model_input_size)


def test_frames_held_as_they_are(tmp_path):
    """A path (read when its chunk runs), a frame the network enlarges, or one already at the
    first resize's size: nothing to gain, held as given."""
    holder = FrameHolder(MAX_PIXELS, 504, "upper_bound")
    path = tmp_path / "a.png"
    Image.fromarray(np.zeros((1000, 1000, 3), np.uint8)).save(path)
    assert holder.hold(path) is None and holder.hold(str(path)) is None
    assert holder.hold(np.zeros((300, 400, 3), np.uint8)) is None  # enlarged to 378 x 504
    assert holder.hold(np.zeros((378, 504, 3), np.uint8)) is None
    squash = FrameHolder(MAX_PIXELS, 504, "squash")  # a frame no larger than its square
    assert squash.hold(np.zeros((400, 600, 3), np.uint8)) is None
    with pytest.raises(InputError, match="limit of 100 px"):
        FrameHolder(100, 504, "upper_bound").hold(np.zeros((20, 20, 3), np.uint8))


@pytest.mark.parametrize("process_res", [504, 140])
@pytest.mark.parametrize("size", [(2160, 3840), (3840, 2160), (601, 600), (100, 3000)])
def test_a_squashed_frame_reaches_the_network_bit_for_bit(size, process_res):
    """``resize_mode="squash"`` held frames whole (its one resize changes the aspect ratio a
    ``DecodedImage`` keeps): a 4K stream held 25 MB a frame. Held now at the square itself."""
    full = np.random.default_rng(size[1]).integers(0, 256, (*size, 3), dtype=np.uint8)
    rgb, held = FrameHolder(MAX_PIXELS, process_res, "squash").hold(full)
    assert rgb is full and isinstance(held, SquashedFrame) and held.original_size == size
    assert held.rgb.shape == (process_res, process_res, 3)
    want = preprocess(full, process_res, "squash")
    got = preprocess(held.rgb, process_res, "squash", original_size=held.original_size)
    assert np.array_equal(got.array, want.array)
    assert (got.original_size, got.model_input_size) == (want.original_size, want.model_input_size)
    if abs(size[0] - size[1]) > 1:  # a user's DecodedImage keeps its aspect check
        with pytest.raises(ImageFormatError, match="not its original_size"):
            DecodedImage(held.rgb, size)


def test_the_ray_run_holds_frames_as_its_replicas_model_reads_them():
    assert frame_holder_of(ModelOptions(process_res=280, max_pixels=10**7)) == FrameHolder(
        10**7, 280, "upper_bound"
    )
    assert frame_holder_of({"process_res": 336, "resize_mode": "squash"}) == FrameHolder(
        ModelOptions().max_pixels, 336, "squash"
    )


def full_rgb(frame: int) -> np.ndarray:
    """Frame ``frame``'s full-size pixels: a colour of its own."""
    return np.full((12, 16, 3), (frame, 255 - frame, 9), np.uint8)


class Holds:
    """A ``hold_frame`` for frames that are numbers: (their full RGB, the number)."""

    def __init__(self, refuse: int | None = None) -> None:
        self.calls = 0
        self.refuse = refuse

    def __call__(self, frame: int) -> tuple[np.ndarray, int]:
        self.calls += 1
        if frame == self.refuse:
            raise InputError("not an image")
        return full_rgb(frame), frame


def never(frame):
    raise AssertionError("a held frame's image is written as it arrived")


def run(frames, out, reconstruct=None, hold=None):
    return reconstruct_stream(
        frames, reconstruct or OracleReconstructor(LAP, seed=5), out, OPTIONS, None, False,
        frame_rgb=never, hold_frame=hold or Holds(),
    )  # fmt: skip


def images_of(out) -> dict[str, np.ndarray]:
    return {p.name: np.asarray(Image.open(p)) for p in sorted((out / "colmap/images").iterdir())}


def test_held_frames_get_their_full_size_images(tmp_path):
    held = Holds()
    run(range(24), tmp_path, hold=held)
    images = images_of(tmp_path)
    assert sorted(images) == [f"frame_{i:06d}.png" for i in range(24)] and held.calls == 24
    assert all(np.array_equal(images[f"frame_{i:06d}.png"], full_rgb(i)) for i in range(24))
    assert not (tmp_path / HELD_FOLDER).exists() and not list(tmp_path.rglob("*.partial-*"))


def test_frames_held_without_images_stage_none(tmp_path, monkeypatch):
    """Without ``frame_rgb`` no frame image is written, so none is staged either."""
    written = []
    monkeypatch.setattr("tt_depth_anything_3.exports.stream_held.write_png",
                        lambda path, rgb: written.append(path))  # fmt: skip
    held = Holds()
    reconstruct_stream(
        range(24), OracleReconstructor(LAP, seed=5), tmp_path, OPTIONS, None, False,
        frame_rgb=None, hold_frame=held,
    )  # fmt: skip
    assert held.calls == 24 and written == []
    assert not (tmp_path / "colmap/images").exists() and not (tmp_path / HELD_FOLDER).exists()


def test_a_killed_then_resumed_run_keeps_the_recorded_images(tmp_path):
    oracle = OracleReconstructor(LAP, seed=5)

    with pytest.raises(Killed):
        run(range(30), tmp_path, dies_after(oracle, 2))
    assert not (tmp_path / HELD_FOLDER).exists()  # the frames staged for chunk 2 went
    recorded = [f"frame_{i:06d}.png" for i in range(17)]  # chunks 0 and 1
    written = {p.name: p.stat().st_mtime_ns for p in (tmp_path / "colmap/images").iterdir()}
    assert set(recorded) <= set(written)
    run(range(30), tmp_path, oracle)
    images = images_of(tmp_path)
    assert sorted(images) == [f"frame_{i:06d}.png" for i in range(30)]
    kept = {p.name: p.stat().st_mtime_ns for p in (tmp_path / "colmap/images").iterdir()}
    assert all(kept[name] == written[name] for name in recorded)  # not written again
    assert all(np.array_equal(images[f"frame_{i:06d}.png"], full_rgb(i)) for i in range(30))


def test_a_killed_runs_staged_images_are_swept(tmp_path):
    """A run killed without cleanup leaves its staged frames: the next run removes them and
    writes each frame's own image."""
    staged = tmp_path / HELD_FOLDER
    staged.mkdir()
    Image.fromarray(full_rgb(200)).save(staged / "frame_000003.png")
    run(range(12), tmp_path)
    assert np.array_equal(images_of(tmp_path)["frame_000003.png"], full_rgb(3))
    assert not staged.exists()


def test_a_frame_refused_as_it_arrives_is_named_and_leaves_nothing(tmp_path):
    out = tmp_path / "out"
    with pytest.raises(InputError, match=r"^frames\[4\]: not an image"):
        run(range(24), out, hold=Holds(refuse=4))
    assert not out.exists()
    run(range(24), tmp_path)
    with pytest.raises(InputError, match=r"^frames\[22\]: not an image"):
        run(range(26), tmp_path / "other", hold=Holds(refuse=22))
    assert not (tmp_path / "other" / HELD_FOLDER).exists()


@pytest.mark.parametrize("mode, held_shape", [("upper_bound", (105, 140)), ("squash", (140, 140))])
def test_the_model_holds_video_frames_small_with_the_same_outputs(
    tiny_anyview_model, tmp_path, monkeypatch, mode, held_shape
):
    """Through ``DepthAnything3.reconstruct_stream``: frames given as arrays reach each chunk
    at the first resize (105 x 140 at process_res 140; squash: 140 x 140) and give the outputs,
    bit for bit, and the full-size COLMAP images, that the same frames given as files (read
    per chunk) give."""
    model = tiny_anyview_model
    monkeypatch.setattr(model, "resize_mode", mode)
    rng = np.random.default_rng(3)
    base = rng.integers(0, 256, (240, 330, 3), dtype=np.uint8)
    frames = [np.roll(base, 5 * i, axis=1)[:, :320] for i in range(7)]
    paths = []
    for i, frame in enumerate(frames):
        paths.append(tmp_path / f"f{i}.png")
        Image.fromarray(frame).save(paths[-1])
    seen = []

    def spy(views, **kwargs):
        seen.extend(views)
        return model.__class__.reconstruct(model, views, **kwargs)

    options = {"chunk_size": 4, "overlap": 2, "loop_closure": False, "progress": False}
    model.reconstruct = spy
    try:
        model.reconstruct_stream(frames, tmp_path / "arrays", **options)
        held = list(seen)
        model.reconstruct_stream(paths, tmp_path / "files", **options)
    finally:
        del model.reconstruct
    assert len(held) == 4 + 4 + 3  # chunks 0-3, 2-5, 4-6
    assert all(isinstance(v, DecodedImage) and v.rgb.shape == (*held_shape, 3) for v in held)
    assert all(v.original_size == (240, 320) for v in held)
    for name in ("chunks/chunk_0000.npz", "chunks/chunk_0002.npz", "poses_tum.txt"):
        a, b = (tmp_path / run / name for run in ("arrays", "files"))
        if name.endswith(".npz"):
            with np.load(a) as x, np.load(b) as y:
                assert all(np.array_equal(x[key], y[key]) for key in ("depth", "extrinsics"))
        else:
            assert a.read_bytes() == b.read_bytes()
    for i, frame in enumerate(frames):
        image = tmp_path / "arrays" / "colmap" / "images" / f"frame_{i:06d}.png"
        assert np.array_equal(np.asarray(Image.open(image)), frame)
    assert not (tmp_path / "arrays" / HELD_FOLDER).exists()


def test_tt_da3_video_holds_decoded_frames_small(tmp_path, tiny_anyview_checkpoint, monkeypatch):
    """``tt-da3 video`` on an mp4: PyAV's frames reach the chunks at the first resize (56 x 70
    at --process-res 70), the COLMAP images keep the video's 128 x 160."""
    pytest.importorskip("av")
    from support.video_files import model_args, write_mp4
    from tt_depth_anything_3 import DepthAnything3
    from tt_depth_anything_3.cli import main

    rng = np.random.default_rng(5)
    base = rng.integers(0, 256, (128, 200, 3), dtype=np.uint8)
    write_mp4(tmp_path / "clip.mp4", [np.ascontiguousarray(base[:, 4 * i : 4 * i + 160])
                                      for i in range(8)])  # fmt: skip
    seen = []
    reconstruct = DepthAnything3.reconstruct

    def spy(self, views, **kwargs):
        seen.extend(views)
        return reconstruct(self, views, **kwargs)

    monkeypatch.setattr(DepthAnything3, "reconstruct", spy)
    out = tmp_path / "out"
    argv = ["video", str(tmp_path / "clip.mp4"), "--out", str(out), "--chunk-size", "4",
            "--overlap", "2", "--no-loop-closure", *model_args(tiny_anyview_checkpoint)]  # fmt: skip
    assert main(argv) == 0
    assert len(seen) == 4 + 4 + 4  # chunks 0-3, 2-5, 4-7
    assert all(isinstance(v, DecodedImage) and v.rgb.shape == (56, 70, 3) for v in seen)
    images = sorted((out / "colmap" / "images").iterdir())
    assert len(images) == 8 and all(Image.open(p).size == (160, 128) for p in images)
    assert not (out / HELD_FOLDER).exists()
