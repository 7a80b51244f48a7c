"""Quickstart: depth of a photo, saved as a 16-bit PNG and a colour JPEG (any model: metric
depth in millimetres, relative depth x 1000).

    python examples/quickstart.py --weights /path/to/DA3METRIC-LARGE [--image media/astronaut.jpg]

``--weights`` is a local checkpoint folder (``model.safetensors`` + ``config.json``, as
downloaded from https://huggingface.co/depth-anything/DA3METRIC-LARGE) or the .safetensors
file; without it the model is fetched from the Hugging Face Hub. PNG pixels clipped at 65535
(depth over 65535 / --png-scale) are said on stderr, as ``tt-da3 predict`` says them. A bad
argument, a missing photo or checkpoint is said in one line (``quickstart: error: ...``, exit 2),
and a failed run writes nothing.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.config.options import OPTION_BOUNDS
from tt_depth_anything_3.exports.png_range import PngRange

HERE = Path(__file__).resolve().parent


def bounded(option: str, flag: str) -> Callable[[str], float]:
    """argparse type of a number within the API's bounds of ``option``: a bad one is refused
    before the model loads, as ``tt-da3 predict`` refuses it."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError as err:
            raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from err
        try:
            return OPTION_BOUNDS[option].check(flag, value)
        except ValueError as err:
            raise argparse.ArgumentTypeError(str(err)) from err

    return parse


def main() -> int:
    """Predict one photo and write its PNG (and JPEG, and with --npz the float depth); a bad
    input is one line on stderr and exit status 2, as ``tt-da3 predict`` says it."""
    parser = argparse.ArgumentParser(description=" ".join(__doc__.split("\n\n")[0].split()))
    parser.add_argument(
        "--weights",
        default=None,
        help="local checkpoint folder or file (default: depth-anything/DA3METRIC-LARGE from the "
        "Hugging Face Hub)",
    )
    parser.add_argument(
        "--image",
        default=str(HERE.parent / "media" / "astronaut.jpg"),
        help="the photo (default: media/astronaut.jpg of this repository)",
    )
    parser.add_argument(
        "--focal-px",
        type=bounded("focal_px", "--focal-px"),
        default=None,
        help="focal length in pixels of the photo, metric models (default: a 60 degree "
        "horizontal field of view assumed)",
    )
    parser.add_argument(
        "--device", default="auto", help="cpu, cuda[:N], tt[:N] or auto (default: auto)"
    )
    parser.add_argument(
        "--out",
        default="quickstart_out",
        help="output folder (made if missing) (default: quickstart_out)",
    )
    parser.add_argument(
        "--png-scale",
        type=bounded("png_scale", "--png-scale"),
        default=1000.0,
        help="PNG value per unit of depth (1000 = mm) (default: 1000)",
    )
    parser.add_argument("--npz", action="store_true", help="also write the float depth (.npz)")
    args = parser.parse_args()
    try:
        run(args)
    except (ValueError, OSError) as err:  # bad photo, weights or device: said, nothing written
        print(f"quickstart: error: {err}", file=sys.stderr)
        return 2
    return 0


def run(args: argparse.Namespace) -> None:
    """The quickstart on parsed arguments: load, predict, write, report."""
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
    sys.exit(main())
