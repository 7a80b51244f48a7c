"""Quickstart: metric depth of a photo, saved as a 16-bit PNG (millimetres) and a colour JPEG.

    python examples/quickstart.py --weights /path/to/DA3METRIC-LARGE [--image media/astronaut.jpg]

``--weights`` is a local checkpoint folder (``model.safetensors`` + ``config.json``, as
downloaded from https://huggingface.co/depth-anything/DA3METRIC-LARGE) or the .safetensors
file; without it the model is fetched from the Hugging Face Hub.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tt_depth_anything_3 import DepthAnything3

HERE = Path(__file__).resolve().parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--weights", default=None, help="local checkpoint folder or file")
    parser.add_argument(
        "--image", default=str(HERE.parent / "media" / "astronaut.jpg"), help="the photo"
    )
    parser.add_argument("--focal-px", type=float, default=None, help="focal length in pixels")
    parser.add_argument("--device", default="auto")
    parser.add_argument("--out", default="quickstart_out")
    args = parser.parse_args()

    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    with DepthAnything3.from_pretrained(weights_path=args.weights, device=args.device) as model:
        depth = model(args.image, focal_px=args.focal_px, resize_to_original=True)
    stem = Path(args.image).stem
    png = depth.save(out_dir / f"{stem}_depth.png")  # uint16, millimetres
    jpg = depth.save(out_dir / f"{stem}_depth.jpg")  # turbo colormap, near = red
    stats = ", ".join(f"{k} {v:.2f}" for k, v in depth.stats().items())
    print(f"{depth.model_name} on {depth.backend}:{depth.device}: {depth.shape} in {depth.units}")
    print(f"focal {depth.focal_px:.1f} px ({depth.focal_source}); sky: {depth.sky_fill}")
    print(f"depth [{depth.units}]: {stats}")
    print("timing ms: " + ", ".join(f"{k} {v:.1f}" for k, v in depth.timing_ms.items()))
    print(f"wrote {png} and {jpg}")


if __name__ == "__main__":
    main()
