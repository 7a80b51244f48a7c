"""Quickstart: depth of a photo, saved as a 16-bit PNG and a colour JPEG (any model: metric
depth in millimetres, relative depth x 1000).

    python examples/quickstart.py --weights /path/to/DA3METRIC-LARGE [--image media/astronaut.jpg]

``--weights`` is a local checkpoint folder (``model.safetensors`` + ``config.json``, as
downloaded from https://huggingface.co/depth-anything/DA3METRIC-LARGE) or the .safetensors
file; without it the model is fetched from the Hugging Face Hub. PNG pixels clipped at 65535
(depth over 65535 / --png-scale) are said on stderr, as ``tt-da3 predict`` says them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.exports.png_range import PngRange

HERE = Path(__file__).resolve().parent


def main() -> None:
    """Predict one photo and write its PNG (and JPEG, and with --npz the float depth)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--weights", default=None, help="local checkpoint folder or file")
    parser.add_argument(
        "--image", default=str(HERE.parent / "media" / "astronaut.jpg"), help="the photo"
    )
    parser.add_argument("--focal-px", type=float, default=None, help="focal length in pixels")
    parser.add_argument("--device", default="auto")
    parser.add_argument("--out", default="quickstart_out", help="output folder (made if missing)")
    parser.add_argument(
        "--png-scale", type=float, default=1000.0, help="PNG value per unit of depth (1000 = mm)"
    )
    parser.add_argument("--npz", action="store_true", help="also write the float depth (.npz)")
    args = parser.parse_args()

    with DepthAnything3.from_pretrained(weights_path=args.weights, device=args.device) as model:
        focal_px = args.focal_px
        if focal_px is not None and model.units != "m":  # said once, as tt-da3 predict does
            print(
                f"quickstart: --focal-px scales metric depth; {model.model_name}'s depth is "
                f"{model.units}, so it is not used",
                file=sys.stderr,
            )
            focal_px = None
        depth = model(args.image, focal_px=focal_px, resize_to_original=True)
    out_dir = Path(args.out)  # made by save, after the model ran: a failed run leaves nothing
    stem = Path(args.image).stem
    png = depth.save(out_dir / f"{stem}_depth.png", scale=args.png_scale)  # uint16
    jpg = depth.save(out_dir / f"{stem}_depth.jpg")  # turbo colormap, near = red
    written = [png, jpg]
    if args.npz:
        written.append(depth.save(out_dir / f"{stem}_depth.npz"))
    png_range = PngRange(command="quickstart", npz="--npz", npz_written=args.npz)
    png_range.add(str(args.image), depth.to_uint16(args.png_scale))
    stats = ", ".join(f"{k} {v:.2f}" for k, v in depth.stats().items())
    print(f"{depth.model_name} on {depth.backend}:{depth.device}: {depth.shape} in {depth.units}")
    if depth.focal_px is not None:  # metric models only
        print(f"focal {depth.focal_px:.1f} px ({depth.focal_source}); sky: {depth.sky_fill}")
    else:
        print(f"focal: none ({depth.units} depth needs no focal length); sky: {depth.sky_fill}")
    print(f"depth [{depth.units}]: {stats}")
    print("timing ms: " + ", ".join(f"{k} {v:.1f}" for k, v in depth.timing_ms.items()))
    png_range.report(args.png_scale)
    print("wrote " + ", ".join(str(path) for path in written))


if __name__ == "__main__":
    main()
