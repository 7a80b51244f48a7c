"""Coverage-guided fuzzing (atheris, libFuzzer) of the image decoding path that every request
takes: bytes -> ``images.open_image`` (header, size check, reduced-scale JPEG set-up) ->
``OpenedImage.decode`` (EXIF orientation, mode conversion), at full and reduced scale, and the
server's base64 reading of the same bytes. The property: an RGB image comes out, or an
``ImageError`` (the server's 400 / 422), or the base64 reader's 400; any other exception is a
crash, which libFuzzer reports with the input that caused it (saved as ``crash-*``).

Seeds: ``tests/fuzz_corpus/images`` (one small file per format and mode), read only. Run for
minutes:

    python benchmarks/fuzz_images.py -max_total_time=300 -rss_limit_mb=4096
    python benchmarks/fuzz_images.py NEW_DIR SEED_DIR... -max_total_time=300

libFuzzer writes each new interesting input into the first corpus folder: with none given, a new
temporary folder (named on stderr) before the seeds; the repository's seed folder is refused as
the first. ``-h`` / ``--help`` prints this text (libFuzzer's own flags: ``-help=1``).

and the CI keeps a short run (``tests/test_fuzz_images.py``). Only Python code is instrumented
(Pillow's plugins and this package); Pillow's C decoders are exercised but not guided.
"""

from __future__ import annotations

import sys
import tempfile
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


def corpus_arguments(argv: list[str]) -> list[str]:
    """libFuzzer's arguments with a writable first corpus folder: a new temporary folder before
    the seeds when no folder is given; ``SystemExit`` when the first is the seed folder, a folder
    above it (libFuzzer reads folders recursively: ``tests/fuzz_corpus`` wrote into the seeds'
    tree) or one inside ``tests/fuzz_corpus``."""
    args = list(argv)
    folders = [a for a in args[1:] if not a.startswith("-")]
    if not folders:
        scratch = tempfile.mkdtemp(prefix="fuzz_images_corpus_")
        print(f"new corpus entries go to {scratch}; seeds: {CORPUS}", file=sys.stderr)
        return [*args, scratch, str(CORPUS)]
    first, seeds = Path(folders[0]).resolve(), CORPUS.resolve()
    if first == seeds or first in seeds.parents or seeds.parent in first.parents:
        raise SystemExit(
            f"{CORPUS} holds the committed seeds and libFuzzer writes into its first folder: "
            "give a new folder first (fuzz_images.py NEW_DIR SEED_DIR)"
        )
    return args


def main(argv: list[str]) -> int:
    """Fuzz (never returns: libFuzzer exits), or print the help for ``-h`` / ``--help``."""
    if {"-h", "--help"} & set(argv[1:]):
        print(__doc__)
        return 0
    warnings.simplefilter("ignore")  # Pillow warns on corrupt EXIF, big images...
    Image.MAX_IMAGE_PIXELS = MAX_PIXELS  # Pillow's own bomb check at the same bound
    atheris.Setup(corpus_arguments(argv), one_input)
    atheris.Fuzz()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
