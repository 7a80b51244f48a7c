"""Coverage-guided fuzzing (atheris, libFuzzer) of the image decoding path that every request
takes: bytes -> ``images.open_image`` (header, size check, reduced-scale JPEG set-up) ->
``OpenedImage.decode`` (EXIF orientation, mode conversion), at full and reduced scale, and the
server's base64 reading of the same bytes. The property: an RGB image comes out, or an
``ImageError`` (the server's 400 / 422), or the base64 reader's 400; any other exception is a
crash, which libFuzzer reports with the input that caused it (saved as ``crash-*``).

Seeds: ``tests/fuzz_corpus/images`` (one small file per format and mode). Run for minutes:

    python benchmarks/fuzz_images.py -max_total_time=300 -rss_limit_mb=4096

and the CI keeps a short run (``tests/test_fuzz_images.py``). Only Python code is instrumented
(Pillow's plugins and this package); Pillow's C decoders are exercised but not guided.
"""

from __future__ import annotations

import sys
import warnings
from pathlib import Path

import atheris
import fastapi  # noqa: F401  (imported, not instrumented: only the decoding path is)
import numpy  # noqa: F401
import torch  # noqa: F401

INSTRUMENTED = [
    "PIL",
    "tt_depth_anything_3.inference.images",
    "tt_depth_anything_3.server.decoding",
]
with atheris.instrument_imports(include=INSTRUMENTED):
    from fastapi import HTTPException
    from PIL import Image

    from tt_depth_anything_3.inference.images import ImageError, open_image
    from tt_depth_anything_3.inference.preprocess import smallest_source
    from tt_depth_anything_3.server.decoding import decode_base64

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "fuzz_corpus" / "images"
MAX_PIXELS = 4_000_000  # small enough that a header-declared size cannot exhaust memory


def decode(data: bytes, reduce: bool) -> None:
    try:
        with open_image(data, MAX_PIXELS, smallest_source if reduce else None) as opened:
            image = opened.decode()
    except ImageError:
        return
    assert image.rgb.dtype == "uint8" and image.rgb.ndim == 3 and image.rgb.shape[2] == 3
    assert min(image.original_size) >= 8


def one_input(data: bytes) -> None:
    """libFuzzer's entry: one input, any exception but the expected ones is a crash."""
    decode(data, reduce=False)
    decode(data, reduce=True)
    try:
        decode_base64(data.decode("latin-1"))
    except HTTPException as err:
        assert err.status_code == 400, err


def main(argv: list[str]) -> None:
    warnings.simplefilter("ignore")  # Pillow warns on corrupt EXIF, big images...
    Image.MAX_IMAGE_PIXELS = MAX_PIXELS  # Pillow's own bomb check at the same bound
    args = list(argv)
    if not any(not a.startswith("-") for a in args[1:]):  # no corpus folder given: the seeds
        args.append(str(CORPUS))
    atheris.Setup(args, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main(sys.argv)
