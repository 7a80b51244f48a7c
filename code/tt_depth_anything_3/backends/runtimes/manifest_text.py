"""What an export's ``manifest.json`` (and the ONNX file's own ``metadata_props``) tell a
caller who runs the file without this package: the input contract of the graph written, its
outputs' units and conventions and, for the model's kind, the post-processing ``model(image)``
applies (PYTHON.md, "Running an exported file without this package", has the code). Each text
describes the model and graph at hand only (no sky for a model without a sky head, no metric
scaling for a relative one, one input layout per graph)."""

from __future__ import annotations

import json

from ...config.image_norm import IMAGENET_MEAN, IMAGENET_STD
from ...config.parts import PATCH_SIZE, SKY_THRESHOLD
from ...config.schema import DA3Config
from ...version import __version__

PREPROCESS_TEXT = (
    "RGB resized twice with OpenCV, as model(image) does: the longest side to process_res "
    "(504 by default), then each side to the nearest multiple of 14 (ties up, at least 14); "
    "INTER_AREA when shrinking, INTER_CUBIC when enlarging (one resize of another kind moved "
    "depth by up to 33 %)"
)
IMAGE_LAYOUT = "(B, 3, H, W)"
VIEWS_DIMS = "(B, S, 3, H, W)"
VIEWS_LAYOUT = f"{VIEWS_DIMS}, the S views of each of B scenes seen together"
NORMALISATION_TEXT = (
    f"RGB / 255 (values 0..1), minus the mean {IMAGENET_MEAN}, over the std {IMAGENET_STD} "
    "(ImageNet)"
)
SIZE_TEXT = (
    f"H and W multiples of {PATCH_SIZE} from {2 * PATCH_SIZE}: the graph does not check, and "
    "other sizes run and give wrong maps"
)
INPUT_TEXT = (  # both layouts: each manifest says its own graph's (``input_text``)
    f"image: float32 {IMAGE_LAYOUT}, views {VIEWS_LAYOUT}; {NORMALISATION_TEXT}; {SIZE_TEXT}"
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
NESTED_DEPTH_TEXT = "up to scale: metres only after the alignment"
ANYVIEW_IMAGE_TEXT = "depth up to a scale of each image's own, no unit"
SKY_TEXT = f"sky score (ReLU, 0 and up): sky where >= {SKY_THRESHOLD}"
CONF_TEXT = "confidence, no unit (exp + 1: 1 and up, larger = surer)"
EXTRINSICS_TEXT = (
    "world-to-camera [R | t] (x_camera = R x_world + t), OpenCV axes (x right, y down, z "
    "forward), translations in depth's units"
)
VIEWS_WORLD_TEXT = (
    "; world: the frame of the scene's reference view (ref_index) as the camera head predicts "
    "it (its extrinsic is near the identity with trained weights, not exactly); "
    "model.reconstruct's Scene.extrinsics are these values as they are"
)
IMAGE_WORLD_TEXT = "; each image alone: world is its own camera up to the network's error"
INTRINSICS_TEXT = (
    "K in pixels at the network input size (the H, W of image, not the original image's): "
    "fx, fy from the predicted fields of view, principal point (W / 2, H / 2); for the "
    "original image scale row 0 by W_original / W and row 1 by H_original / H"
)
REF_INDEX_TEXT = (
    "int64 (B,): each scene's reference view, whose camera is the world: chosen from the "
    "views' class tokens ('saddle_balanced') when S >= 3, else view 0"
)
METRIC_DEPTH_TEXT = "the metric branch's focal-normalised depth (metres = x f / 300)"
SKY_FILL_TEXT = (
    f"pixels with sky >= {SKY_THRESHOLD} get the exact 99th percentile (linear) of the other "
    "pixels' depth{after}, when the sky and the other pixels number more than 10 each; "
    "otherwise no pixel changes"
)
RESIZE_TEXT = (
    "to the original size: {maps} resized bilinearly with half-pixel centres "
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
# OpenVINO's CPU plugin runs a float32 graph in bf16 on CPUs with native bf16 unless told
# otherwise: what an ONNX file's manifest tells a caller compiling it there.
F32_COMPILE_CONFIG = {"INFERENCE_PRECISION_HINT": "f32"}
ONNX_COMPILE_NOTE = (
    "compile_config is for OpenVINO (ov.Core().compile_model('model.onnx', 'CPU', "
    "compile_config)); ONNX Runtime needs none. Without it OpenVINO's CPU plugin runs this "
    "float32 graph in bf16 on CPUs with native bf16 (AVX512-BF16, AMX): on the random tiny "
    "test network depth moved from ONNX Runtime's by at most 5 % to 13 % (median about 1 %) "
    "across the CPUs and images measured, and by 1e-5 or less with it"
)


# What OpenVINO's CPU plugin must be told to run an IR at the precision it was exported for:
# on a CPU with native bf16 it runs float32 graphs in bf16 unless told otherwise, and a hint
# kept in the IR's rt_info is not applied when it compiles (OpenVINO 2026.4, measured).
OPENVINO_COMPILE_CONFIG = {
    "fp32": F32_COMPILE_CONFIG,
    "fp16": F32_COMPILE_CONFIG,
    "bf16": {"INFERENCE_PRECISION_HINT": "bf16"},
    "int8": F32_COMPILE_CONFIG,  # the rest f32: log-depth 0.999996, not 0.99955
}
# An exported bf16 IR is one graph, so bf16 reaches the head too: per-node marks that would
# keep it f32 have no effect on these graphs (``ov_precision``), and the runtime's two-part
# compile is not a file a user can take elsewhere.
BF16_EXPORT_NOTE = (
    "bf16 arithmetic in the whole graph, the DPT head too: further from float32 than "
    "runtime='openvino', dtype='bfloat16', which compiles the head apart in f32 (PYTHON.md); "
    "fp16 keeps the half-size file with f32 arithmetic"
)
# What each exported precision is, in the file itself (the manifest's ``precision`` names it).
PRECISION_TEXT = {
    "fp32": "float32 weights and arithmetic",
    "fp16": "float16-stored weights, f32 arithmetic",
    "bf16": "float16-stored weights, bf16 arithmetic in the whole graph",
    "int8": "the transformer blocks' fc1 linears int8 (NNCF), the rest f32",
}


def ir_metadata(precision: str) -> dict[str, str]:
    """The file-level entries that say a file's precision (the manifest's short name, and
    what it means) and how to compile it in OpenVINO: the ONNX file's (``fp32``) and, over
    them, an IR's in its ``rt_info`` ``framework`` section, which the conversion copies from
    the ONNX file (a bf16 IR said ``f32`` and nothing of its precision); ``note`` for bf16."""
    entries = {
        "precision": precision,
        "precision.detail": PRECISION_TEXT[precision],
        "openvino.compile_config": json.dumps(OPENVINO_COMPILE_CONFIG[precision]),
    }
    if precision == "bf16":
        entries["note"] = BF16_EXPORT_NOTE
    return entries


STATIC_SIZE_TEXT = (
    "exactly the shape its file was exported at (the manifest's files[].input, the ONNX "
    "metadata's input.shape): ONNX Runtime and OpenVINO refuse other shapes"
)


def input_text(views: bool, static: bool = False) -> str:
    """The ``image`` input of a graph of single images or (``views``) of views, of every
    size or (``static``) pinned to one shape."""
    layout = VIEWS_LAYOUT if views else IMAGE_LAYOUT
    rule = STATIC_SIZE_TEXT if static else SIZE_TEXT
    return f"image: float32 {layout}; {NORMALISATION_TEXT}; {rule}"


def default_outputs(config: DA3Config, views: bool = False) -> tuple[str, ...]:
    """The names of the outputs the graph of ``config`` has (``export.OUTPUT_ORDER``)."""
    names = ["depth"]
    if config.head.use_sky_head or config.is_nested:
        names.append("sky")
    if config.head.kind == "dual_dpt":
        names.append("conf")
    if config.camera is not None:
        names += ["extrinsics", "intrinsics"] + (["ref_index"] if views else [])
    if config.is_nested:
        names.append("metric_depth")
    return tuple(names)


def depth_text(config: DA3Config, views: bool = False) -> str:
    """What the graph's ``depth`` is for ``config``'s kind of model."""
    if config.is_nested:
        return NESTED_DEPTH_TEXT
    if config.depth_kind == "anyview" and not views:
        return ANYVIEW_IMAGE_TEXT
    return DEPTH_TEXT[config.depth_kind]


def output_texts(
    config: DA3Config, outputs: tuple[str, ...] | None = None, views: bool = False
) -> dict[str, str]:
    """Each output of the graph with its units or convention (depth: before the
    post-processing ``postprocess_recipe`` gives)."""
    outputs = tuple(outputs) if outputs is not None else default_outputs(config, views)
    depth = depth_text(config, views)
    lead = "(B, S, " if views else "(B, "
    texts = {
        "depth": f"{lead}H, W) {depth}",
        "sky": f"{lead}H, W) {SKY_TEXT}",
        "conf": f"{lead}H, W) {CONF_TEXT}",
        "extrinsics": f"{lead}3, 4) {EXTRINSICS_TEXT}"
        + (VIEWS_WORLD_TEXT if views else IMAGE_WORLD_TEXT),
        "intrinsics": f"{lead}3, 3) {INTRINSICS_TEXT}",
        "ref_index": REF_INDEX_TEXT,
        "metric_depth": f"{lead}H, W) {METRIC_DEPTH_TEXT}",
    }
    return {name: texts[name] for name in outputs}


def postprocess_recipe(
    config: DA3Config, outputs: tuple[str, ...] | None = None, views: bool = False
) -> dict[str, str]:
    """The steps after the graph for ``config``'s kind of model, as ``model(image)`` does
    them (``inference.postprocess.to_output``, ``modeling.metric_alignment``), naming only
    the maps the graph gives (``outputs``; None: those of ``config``'s graph)."""
    outputs = tuple(outputs) if outputs is not None else default_outputs(config, views)
    maps = [name for name in ("depth", "sky", "conf") if name in outputs]
    resize = RESIZE_TEXT.format(maps=_listed(maps))
    if config.is_nested:
        return {
            "depth": NESTED_DEPTH_TEXT,
            "alignment": NESTED_TEXT,
            "resize_to_original": resize,
        }
    recipe = {"depth": depth_text(config, views)}
    if "sky" in outputs:
        after = " (after the metric scaling)" if config.depth_kind == "metric" else ""
        recipe["sky_fill"] = SKY_FILL_TEXT.format(after=after)
    recipe["resize_to_original"] = resize + (REFILL_TEXT if "sky" in outputs else "")
    return recipe


def model_metadata(
    config: DA3Config, outputs: tuple[str, ...], views: bool, dims: list[int | None]
) -> dict[str, str]:
    """The ONNX file's model-level ``metadata_props``: what the file is and how to feed it and
    read it, so that the file alone says so (``dims``: the input's, None where dynamic)."""
    shape = "x".join("?" if d is None else str(d) for d in dims)
    kind = "nested" if config.is_nested else config.depth_kind
    texts = output_texts(config, outputs, views)
    return {
        "model": config.model_name,
        "kind": kind,
        "producer": f"tt-depth-anything-3 {__version__}",
        "input": input_text(views, static=None not in dims),
        "input.name": "image",
        "input.layout": VIEWS_DIMS if views else IMAGE_LAYOUT,
        "input.shape": shape,
        "input.value_range": "RGB / 255: 0 to 1 before the normalisation",
        "input.mean": ",".join(map(str, IMAGENET_MEAN)),
        "input.std": ",".join(map(str, IMAGENET_STD)),
        "input.size_rule": SIZE_TEXT if None in dims else f"exactly {shape}",
        "preprocess": PREPROCESS_TEXT,
        "outputs": ",".join(outputs),
        **{f"output.{name}": text for name, text in texts.items()},
        **{f"postprocess.{k}": v for k, v in postprocess_recipe(config, outputs, views).items()},
        **ir_metadata("fp32"),
    }


def _listed(names: list[str]) -> str:
    """``["depth", "sky", "conf"]`` -> ``"depth, sky and conf"``."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
