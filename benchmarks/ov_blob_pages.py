"""Blob pages a warm OpenVINO model reads in place at every call, and what one read maps.

    python benchmarks/ov_blob_pages.py --weights DIR [--dtype bfloat16] [--process-res 504]

The backend ``from_pretrained(runtime="openvino")`` opens (``factory.open_backend``; the
compiled blobs from the cache: run once first to fill it) runs ``media/rocket.jpg``
preprocessed, the blobs' pages are released (``MappedFile.release``), it runs again, and
each blob's resident MB is printed (pages the compiled model read in place during that
call), with VmHWM / RssAnon / RssFile. Then, on a fresh mapping of the backbone blob, one
byte is read every 37 MB and the resident kB per read is printed (the page-cache folio each
read maps), plain and after ``MADV_NOHUGEPAGE`` / ``MADV_RANDOM``. The figures of OPT_REPORT 1c.5.
"""

from __future__ import annotations

import argparse
import mmap
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))

from rss_sampler import read_status  # noqa: E402

from tt_depth_anything_3.backends.factory import open_backend  # noqa: E402
from tt_depth_anything_3.backends.runtimes.mapped_file import MappedFile  # noqa: E402
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint  # noqa: E402
from tt_depth_anything_3.config.options import DEFAULT_MODEL_ID  # noqa: E402
from tt_depth_anything_3.inference.images import load_image  # noqa: E402
from tt_depth_anything_3.inference.preprocess import preprocess  # noqa: E402

STRIDE = 37 << 20


def status() -> str:
    values = read_status(("VmHWM", "RssAnon", "RssFile"))
    return "  ".join(f"{name}: {mb:.0f} MB" for name, mb in values.items())


def kb_per_read(path: Path, advice: int | None) -> float:
    blob = MappedFile(path)
    if advice is not None:
        blob._map.madvise(advice)
    offsets = range(1 << 20, blob.array.nbytes, STRIDE)
    checksum = sum(int(blob.array[offset]) for offset in offsets)
    resident = blob.resident_bytes()
    blob.release()
    assert checksum >= 0
    return resident / len(offsets) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weights", required=True)
    parser.add_argument("--dtype", default="bfloat16")
    parser.add_argument("--process-res", type=int, default=504)
    args = parser.parse_args()
    files = resolve_checkpoint(DEFAULT_MODEL_ID, weights_path=args.weights)
    photo = load_image(str(ROOT / "media" / "rocket.jpg")).rgb
    prepared = preprocess(photo, process_res=args.process_res)
    batch, size = prepared.array[None], prepared.model_input_size
    opened = open_backend("cpu", args.dtype, files.config, files.weights, True, "fast",
                          "openvino", size)  # fmt: skip
    backend = opened.backend
    try:
        backend.run(batch)
        print(f"first call: {status()}")
        blobs = {name: blob for (_, name), blob in backend._blobs.items()}
        for blob in blobs.values():
            blob.release()
        backend.run(batch)
        print(f"after release and a call: {status()}")
        for name, blob in blobs.items():
            print(f"  {name}.blob {blob.array.nbytes >> 20} MB, read in place: "
                  f"{blob.resident_bytes() >> 20} MB")  # fmt: skip
        backbone = blobs.get("backbone", next(iter(blobs.values()))).path
    finally:
        backend.close()
    for label, advice in (("plain", None), ("MADV_NOHUGEPAGE", mmap.MADV_NOHUGEPAGE),
                          ("MADV_RANDOM", mmap.MADV_RANDOM)):  # fmt: skip
        print(
            f"one byte per {STRIDE >> 20} MB of {backbone.name}, {label}: "
            f"{kb_per_read(backbone, advice):.0f} kB resident per read"
        )


if __name__ == "__main__":
    main()
