"""What an export's ``manifest.json`` tells a caller who runs the file without this package:
the input contract and, for the model's kind, the post-processing ``model(image)`` applies
(PYTHON.md, "Running an exported file without this package", has the code)."""

from __future__ import annotations

from ...config.parts import SKY_THRESHOLD
from ...config.schema import DA3Config

PREPROCESS_TEXT = (
    "RGB resized twice with OpenCV, as model(image) does: the longest side to process_res "
    "(504 by default), then each side to the nearest multiple of 14 (ties up, at least 14); "
    "INTER_AREA when shrinking, INTER_CUBIC when enlarging (one resize of another kind moved "
    "depth by up to 33 %)"
)
INPUT_TEXT = (
    "image: float32 (B, 3, H, W), views (B, S, 3, H, W); RGB / 255, minus the mean "
    "(0.485, 0.456, 0.406), over the std (0.229, 0.224, 0.225) (ImageNet); H and W multiples "
    "of 14: the graph does not check, and other sizes run and give wrong maps"
)
DEPTH_TEXT = {
    "metric": "focal-normalised: metres = depth x f / 300, f the focal length in pixels at "
    "the network size (the original's scaled by the mean of the two side ratios; none known: "
    "a 60 degree horizontal field of view, f = 0.5 W / tan(30 deg))",
    "relative": "relative (affine-invariant) depth, no unit",
    "anyview": "depth up to one scale shared by the views",
    "inverse": "relative inverse depth (larger = nearer), no unit",
    "absolute": "metres as they are",
}
SKY_FILL_TEXT = (
    f"pixels with sky >= {SKY_THRESHOLD} get the exact 99th percentile (linear) of the other "
    "pixels' depth (after the metric scaling), when the sky and the other pixels number more "
    "than 10 each; otherwise no pixel changes"
)
RESIZE_TEXT = (
    "to the original size: depth, sky and conf resized bilinearly with half-pixel centres "
    "(torch F.interpolate(mode='bilinear', align_corners=False))"
)
REFILL_TEXT = f", then the pixels the resized sky marks (>= {SKY_THRESHOLD}) set to the fill again"
NESTED_TEXT = (
    "one scale per scene: metric = metric_depth x ((fx + fy) / 2) / 300 with each view's "
    f"intrinsics; non-sky = sky < {SKY_THRESHOLD} (more than 10 pixels); alignment pixels = "
    "non-sky, conf >= the median conf of the non-sky pixels, metric > 0.01, depth > 0.001; "
    "s = sum(metric x depth) / sum(depth^2) scales depth and the extrinsics' translations; "
    "sky pixels get min(p99 of the non-sky depth, 200) and conf 1 (exact quantiles, linear)"
)


def postprocess_recipe(config: DA3Config) -> dict[str, str]:
    """The steps after the graph for ``config``'s kind of model, as ``model(image)`` does
    them (``inference.postprocess.to_output``, ``modeling.metric_alignment``)."""
    if config.is_nested:
        return {
            "depth": "up to scale: metres only after the alignment",
            "alignment": NESTED_TEXT,
            "resize_to_original": RESIZE_TEXT,
        }
    recipe = {"depth": DEPTH_TEXT[config.depth_kind]}
    if config.head.use_sky_head:
        recipe["sky_fill"] = SKY_FILL_TEXT
    recipe["resize_to_original"] = RESIZE_TEXT + (REFILL_TEXT if config.head.use_sky_head else "")
    return recipe
