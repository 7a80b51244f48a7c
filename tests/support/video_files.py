"""Small videos for the ``tt-da3 video`` tests: a panning texture, written as mp4 with PyAV."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image


def frames(n: int = 14) -> list[np.ndarray]:
    """A textured image panning sideways, 64 x 80."""
    rng = np.random.default_rng(0)
    texture = rng.integers(0, 255, (16, 60, 3)).astype(np.uint8)
    big = np.asarray(Image.fromarray(texture).resize((240, 64), Image.BILINEAR))
    return [np.ascontiguousarray(big[:, 4 * i : 4 * i + 80]) for i in range(n)]


def write_mp4(path: Path, images: list[np.ndarray], fps: int = 10) -> None:
    import av

    with av.open(str(path), mode="w") as container:
        stream = container.add_stream("libx264", rate=fps)
        stream.width, stream.height = images[0].shape[1], images[0].shape[0]
        stream.pix_fmt = "yuv420p"
        for image in images:
            for packet in stream.encode(av.VideoFrame.from_ndarray(image, format="rgb24")):
                container.mux(packet)
        for packet in stream.encode():
            container.mux(packet)


def model_args(checkpoint: Path) -> list[str]:
    return ["--weights", str(checkpoint), "--device", "cpu", "--process-res", "70"]


def write_video(
    path: Path,
    images: list[np.ndarray],
    fps: int = 10,
    codec: str = "libx264",
    pix_fmt: str = "yuv420p",
    pts: list[int] | None = None,
    rotation: int | None = None,
) -> None:
    """``images`` as a video of any container PyAV writes (by ``path``'s name): ``pts`` each
    frame's time in 1 / ``fps`` steps (gaps allowed), ``rotation`` the display matrix's
    counterclockwise degrees (PyAV >= 17: ``set_display_rotation``; a phone's portrait clip
    says -90)."""
    from fractions import Fraction

    import av

    with av.open(str(path), mode="w") as container:
        stream = container.add_stream(codec, rate=fps)
        stream.width, stream.height = images[0].shape[1], images[0].shape[0]
        stream.pix_fmt = pix_fmt
        if rotation is not None:
            stream.set_display_rotation(rotation)
        for i, image in enumerate(images):
            frame = av.VideoFrame.from_ndarray(image, format="rgb24")
            if pts is not None:
                frame.pts, frame.time_base = pts[i], Fraction(1, fps)
            for packet in stream.encode(frame):
                container.mux(packet)
        for packet in stream.encode():
            container.mux(packet)


def remux_rotated(source: Path, path: Path, rotation: int) -> None:
    """``source``'s video packets, unchanged, into ``path`` with a display matrix of
    ``rotation`` counterclockwise degrees: the same encoded pixels, turned only by the header
    (two encodes of the same frames can differ: the RGB to YUV conversion before the encoder
    takes another rounding path from one process to the next)."""
    import av

    with av.open(str(source)) as src, av.open(str(path), mode="w") as dst:
        stream = dst.add_stream_from_template(src.streams.video[0])
        stream.set_display_rotation(rotation)
        for packet in src.demux(src.streams.video[0]):
            if packet.dts is None:  # the demuxer's flush packet
                continue
            packet.stream = stream
            dst.mux(packet)


def mjpeg_with_zeroed_packets(folder: Path, count: int, which: list[int]) -> Path:
    """``folder``/clip.avi: a ``count``-frame 10 fps MJPEG avi (one frame a packet) whose
    packets ``which`` are zeroed, each one a packet the decoder refuses."""
    import av

    video = folder / "clip.avi"
    write_video(video, frames(count), codec="mjpeg", pix_fmt="yuvj420p")
    with av.open(str(video)) as container:
        packets = [(p.pos, p.size) for p in container.demux(container.streams.video[0]) if p.size]
    data = bytearray(video.read_bytes())
    for k in which:
        pos, size = packets[k]
        data[pos : pos + size] = bytes(size)
    video.write_bytes(bytes(data))
    return video
