"""Times ``tt-da3 video``'s per-frame colour conversion (``inference.video_hdr.FrameColours``)
at 1080p: an SDR 8-bit BT.709 frame (FFmpeg's rgb24), a 10-bit BT.2020 PQ and HLG frame
(tone-mapped to SDR sRGB) and a 10-bit BT.2020 SDR frame (its primaries converted to BT.709),
each 4:2:0 as cameras and phones record; prints the wall-clock median and minimum of the
repeats, the median CPU time (the process's, every thread: OpenCV's included), and the
first step's share: FFmpeg's 16-bit planes (``video_hdr.planes16``, the chroma upsampled),
with the CPU named and the load average.

    python benchmarks/bench_video_hdr.py [--size 1080x1920] [--repeats 15] [--cases sdr8 pq]

The frames are built in memory (random codes in the legal range: the conversion's cost does
not depend on the pixels), nothing is decoded or written.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
import warnings

import numpy as np
from script_args import cpu_name, pixel_size, positive_int, require

# case: (label, pixel format, (matrix, primaries, transfer) as AVColorSpace / Primaries / TRC)
CASES = {
    "sdr8": ("SDR 8-bit BT.709 (rgb24)", "yuv420p", (1, 1, 1)),
    "pq": ("PQ 10-bit BT.2020 (tone-mapped)", "yuv420p10le", (9, 9, 16)),
    "hlg": ("HLG 10-bit BT.2020 (tone-mapped)", "yuv420p10le", (9, 9, 18)),
    "bt2020-sdr": ("SDR 10-bit BT.2020 (primaries to BT.709)", "yuv420p10le", (9, 9, 14)),
}


def frame_of(size: tuple[int, int], pix_fmt: str, tags: tuple[int, int, int]):
    """A limited-range frame of random legal codes, tagged ``tags``."""
    import av

    height, width = size
    frame = av.VideoFrame(width, height, pix_fmt)
    rng = np.random.default_rng(0)
    wide = pix_fmt.endswith("10le")
    shift = 2 if wide else 0
    for index, plane in enumerate(frame.planes):
        dtype = np.uint16 if wide else np.uint8
        rows = np.frombuffer(plane, dtype).reshape(plane.height, -1)
        top = 235 if index == 0 else 240
        rows[:] = rng.integers(16 << shift, (top << shift) + 1, rows.shape, dtype=dtype)
    frame.colorspace, frame.color_primaries, frame.color_trc = tags
    frame.color_range = 1
    return frame


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=pixel_size, default=(1080, 1920), help="HxW (1080x1920)")
    parser.add_argument("--repeats", type=positive_int, default=15, help="timed frames (15)")
    parser.add_argument(
        "--cases", nargs="+", choices=list(CASES), default=list(CASES), help="(default: all)"
    )
    args = parser.parse_args()
    require("av", "bench_video_hdr.py times video frames: pip install 'tt-depth-anything-3[video]'")
    from tt_depth_anything_3.inference.video_hdr import FrameColours, planes16

    height, width = args.size
    print(
        f"{cpu_name()}; load average {os.getloadavg()[0]:.1f}; {height}x{width}, "
        f"{args.repeats} timed frames a case (one untimed first)"
    )
    for case in args.cases:
        label, pix_fmt, tags = CASES[case]
        frame = frame_of(args.size, pix_fmt, tags)
        colours = FrameColours("bench")
        seconds, cpu, planes = [], [], []
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the HDR warning, said on the first frame
            for index in range(args.repeats + 1):
                started, used = time.perf_counter(), time.process_time()
                image = colours.rgb(frame)
                if index:
                    seconds.append(time.perf_counter() - started)
                    cpu.append(time.process_time() - used)
                if index and pix_fmt.endswith("10le"):
                    started = time.perf_counter()
                    planes16(frame, "yuv444p16le")
                    planes.append(time.perf_counter() - started)
        assert image.shape == (height, width, 3)
        ffmpeg = f", FFmpeg's planes {1000 * statistics.median(planes):6.2f}" if planes else ""
        print(
            f"{case:10s} {label:42s} median {1000 * statistics.median(seconds):8.2f} ms, "
            f"min {1000 * min(seconds):8.2f} ms, CPU {1000 * statistics.median(cpu):8.2f} ms"
            f"{ffmpeg}"
        )


if __name__ == "__main__":
    main()
