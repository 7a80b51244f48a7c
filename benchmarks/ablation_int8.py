"""Ablation: OpenVINO int8 (NNCF) variants against the accuracy gate and OpenVINO bf16 (cut).

    python benchmarks/ablation_int8.py --model da3metric-large --size 336x504 --threads 2 \
        --work /tmp/int8 --variants all,head-float,...

One seeded random checkpoint in the official format, its dynamic ONNX graph (as the engines
cache it), and the torch float32 outputs as the reference on two inputs: the gate's
(``select.gate_input``, seed 0: the gate's figure) and ``media/rocket.jpg`` (resized as the
API does; never a calibration input). Each variant (``VARIANTS``: an ``ov_int8.Int8Recipe``
and the inference precision hint of the parts left in float) runs in a fresh process: NNCF
quantises the dynamic graph (as ``OpenVINOBackend`` does), the model is reshaped to the size
and compiled (with a float head and a ``bf16`` backbone hint: cut at the head as the bf16
path is, ``ov_precision``), then its calls alternate with OpenVINO bf16 (cut, imported from
blobs compiled once) so that the speed ratio is measured in the same process under the same
load. Reported per variant: depth and sky Pearson against torch float32 on both inputs, max
relative depth error, the quantisation's seconds and peak RSS, the median wall and CPU seconds
per call of the variant and of bf16, and their ratio. ``--work`` keeps the checkpoint, graph,
references and bf16 blobs between runs.

Random weights lack real DINOv2's activation outliers (a few channels hundreds of times the
rest): real checkpoints quantise worse, not better; every precision is still gated per
checkpoint at load (``select.GATE``).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))
sys.path.insert(0, str(ROOT / "tests"))

from int8_drop import drop_quantizers  # noqa: E402
from rss_sampler import peak_rss_mb  # noqa: E402
from script_args import output_file  # noqa: E402

from tt_depth_anything_3.backends.runtimes.ov_int8 import CLASSES, Int8Recipe  # noqa: E402
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu  # noqa: E402

PHOTO = ROOT / "media" / "rocket.jpg"
CALIBRATION_PHOTOS = (str(ROOT / "media" / "astronaut.jpg"),)


def _but(*kept: str) -> tuple[str, ...]:
    """Every class in float but ``kept`` (quantised)."""
    return tuple(c for c in CLASSES if c not in kept)


HEAD = ("head",)
EDGE = ("head", "patch_embed", "pos_embed")
# name -> (recipe, hints of the parts: one for the whole graph, two for backbone / head cut)
VARIANTS: dict[str, tuple[Int8Recipe, tuple[str, ...]]] = {
    "all": (Int8Recipe(), ("f32",)),
    "all-nbc": (Int8Recipe(bias_correction=False), ("f32",)),  # the base of ``drop:`` rows
    "head-float": (Int8Recipe(float_classes=HEAD), ("f32",)),
    "head-float-bf16": (Int8Recipe(float_classes=HEAD), ("bf16", "f32")),
    **{f"only-{c}": (Int8Recipe(float_classes=_but(c)), ("f32",)) for c in CLASSES},
    "no-smoothquant": (Int8Recipe(float_classes=HEAD, smooth_quant=-1), ("f32",)),
    "sq-0.5": (Int8Recipe(float_classes=HEAD, smooth_quant=0.5), ("f32",)),
    "no-bias-correction": (Int8Recipe(float_classes=HEAD, bias_correction=False), ("f32",)),
    "overflow-disable": (Int8Recipe(float_classes=HEAD, overflow_fix="disable"), ("f32",)),
    "gate-16": (Int8Recipe(float_classes=HEAD, samples=16), ("f32",)),
    "photos-16": (
        Int8Recipe(float_classes=HEAD, samples=16),
        ("f32",),
    ),  # fmt: skip
    # int8 weights only (nncf.compress_weights), activations float: the bf16 cut, or f32
    "weights-int8-bf16": (Int8Recipe(float_classes=HEAD, weights_only=True), ("bf16", "f32")),
    "weights-int8-f32": (Int8Recipe(float_classes=HEAD, weights_only=True), ("f32",)),
    "edge-float": (Int8Recipe(float_classes=EDGE), ("f32",)),
    "edge-first-last-float": (Int8Recipe(float_classes=EDGE, float_edge_blocks=1), ("f32",)),
}


def variant_recipe(name: str) -> tuple[Int8Recipe, tuple[str, ...]]:
    """``VARIANTS[name]``, or ``float:CLASSES[:EDGE]`` / ``float-bf16:CLASSES[:EDGE]``: the
    classes (``+``-joined) and ``EDGE`` first and last blocks in float (NNCF's defaults
    otherwise), the float parts at the f32 hint or (``float-bf16``) the bf16 backbone cut."""
    if name in VARIANTS:
        return VARIANTS[name]
    kind, _, rest = name.partition(":")
    if kind not in ("float", "float-bf16") or not rest:
        raise ValueError(f"unknown variant {name!r}")
    classes, _, edge = rest.partition(":")
    recipe = Int8Recipe(float_classes=tuple(classes.split("+")), float_edge_blocks=int(edge or 0))
    recipe.ignored({})  # a ValueError for an unknown class
    return recipe, ("f32",) if kind == "float" else ("bf16", "f32")


# ----------------------------------------------------------------------------- setup
PHOTO_CALIBRATED = {"photos-16"}  # calibrated on crops of CALIBRATION_PHOTOS, not gate inputs


def photo_inputs(paths: tuple[str, ...], shape, count: int) -> list[np.ndarray]:
    """``count`` crops of the photos at ``paths`` with ``shape``'s aspect ratio (the whole
    frame, then smaller crops across it, mirrored every other one), each resized to ``shape``
    as the API resizes (INTER_AREA shrinking, INTER_CUBIC enlarging) and normalised."""
    import cv2

    from tt_depth_anything_3.inference.preprocess import normalize

    if not paths:
        raise ValueError("photo calibration needs at least one photo")
    images = [cv2.cvtColor(cv2.imread(str(p)), cv2.COLOR_BGR2RGB) for p in paths]
    inputs = []
    for index in range(count):
        image = images[index % len(images)]
        step = index // len(images)
        scale = 1.0 if step == 0 else 0.6 + 0.3 * ((step * 0.37) % 1.0)
        height, width = image.shape[:2]
        crop_w = min(width, int(height * shape.width / shape.height))
        crop_h = int(crop_w * shape.height / shape.width)
        crop_w, crop_h = int(crop_w * scale), int(crop_h * scale)
        left = int((width - crop_w) * ((step * 0.61) % 1.0))
        top = int((height - crop_h) * ((step * 0.29) % 1.0))
        crop = image[top : top + crop_h, left : left + crop_w]
        crop = crop[:, ::-1] if step % 2 else crop
        shrink = crop_w >= shape.width and crop_h >= shape.height
        interpolation = cv2.INTER_AREA if shrink else cv2.INTER_CUBIC
        size = (shape.width, shape.height)
        resized = cv2.resize(np.ascontiguousarray(crop), size, interpolation=interpolation)
        batch = normalize(resized)[None].expand(shape.batch, -1, -1, -1)
        inputs.append(np.ascontiguousarray(batch.numpy()))
    return inputs


def prepare(work: Path, model: str, shape, tiny: bool) -> None:
    """Checkpoint, dynamic ONNX graph and torch float32 references in ``work`` (kept)."""
    import torch

    from support.checkpoints import write_checkpoint
    from tt_depth_anything_3.backends.runtimes.export import export_onnx, reference_outputs
    from tt_depth_anything_3.backends.runtimes.select import gate_input
    from tt_depth_anything_3.backends.torch.loading import build_network
    from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint

    if not (work / "ckpt" / "model.safetensors").exists():
        write_checkpoint(work / "ckpt", model, seed=0, tiny=tiny)
    inputs = work / f"inputs_{shape.height}x{shape.width}.npz"
    if not inputs.exists():
        gate = gate_input(shape).numpy()
        photo = photo_inputs((str(PHOTO),), shape, 1)[0]
        config = resolve_checkpoint("local", weights_path=work / "ckpt").config
        network = build_network(config, work / "ckpt" / "model.safetensors", "fp32")
        refs = {}
        for label, image in (("gate", gate), ("photo", photo)):
            for key, value in reference_outputs(network, torch.from_numpy(image)).items():
                refs[f"{label}_{key}"] = value.numpy()
        np.savez(work / f"refs_{shape.height}x{shape.width}.npz", **refs)
        if not (work / "onnx" / "model.onnx").exists():
            (work / "onnx").mkdir(exist_ok=True)
            export_onnx(network, shape, work / "onnx", external_data=True)
        del network
        np.savez(inputs, gate=gate, photo=photo)


def _properties(hint: str, threads: int) -> dict:
    return {"INFERENCE_PRECISION_HINT": hint, "INFERENCE_NUM_THREADS": threads,
            "PERFORMANCE_HINT": "LATENCY"}  # fmt: skip


def _compile(core, model, hints: tuple[str, ...], threads: int):
    """``model`` (static shape) compiled whole at ``hints[0]``, or cut at the head with the
    backbone at ``hints[0]`` and the head at ``hints[1]``."""
    from tt_depth_anything_3.backends.runtimes.ov_precision import SplitCompiled, split_at_head

    if len(hints) == 1:
        return core.compile_model(model, "CPU", _properties(hints[0], threads))
    split = split_at_head(model)
    return SplitCompiled(core.compile_model(split.first, "CPU", _properties(hints[0], threads)),
                         core.compile_model(split.second, "CPU", _properties(hints[1], threads)),
                         split.links)  # fmt: skip


def bf16_blobs(work: Path, shape, threads: int) -> Path:
    """OpenVINO bf16 cut at the head (as ``runtime='openvino', dtype='bf16'``), exported."""
    import openvino as ov

    folder = work / f"bf16_{shape.height}x{shape.width}_{threads}t"
    if (folder / "links.json").exists():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    core = ov.Core()
    model = core.read_model(str(work / "onnx" / "model.onnx"))
    model.reshape({"image": list(shape.dims)})
    compiled = _compile(core, model, ("bf16", "f32"), threads)
    for name, part in (("backbone", compiled.first), ("head", compiled.second)):
        stream = io.BytesIO()
        part.export_model(stream)
        (folder / f"{name}.blob").write_bytes(stream.getbuffer())
    (folder / "links.json").write_text(json.dumps(compiled.links))
    return folder


def _import_bf16(core, folder: Path, threads: int):
    from tt_depth_anything_3.backends.runtimes.ov_precision import SplitCompiled

    parts = []
    for name, hint in (("backbone", "bf16"), ("head", "f32")):
        with (folder / f"{name}.blob").open("rb") as handle:
            parts.append(core.import_model(handle.read(), "CPU", _properties(hint, threads)))
    return SplitCompiled(*parts, json.loads((folder / "links.json").read_text()))


# ----------------------------------------------------------------------------- one variant
def _outputs(compiled, image: np.ndarray) -> dict[str, np.ndarray]:
    request = compiled.create_infer_request()
    request.infer({"image": image})
    out = {}
    for output in compiled.outputs:
        names = [n for n in ("depth", "sky") if n in output.get_names()]
        if names:
            out[names[0]] = np.array(request.get_tensor(output).data, copy=True)
    return out


def _pcc(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.corrcoef(a.astype(np.float64).ravel(), b.astype(np.float64).ravel())[0, 1])


def run_variant(args, shape) -> dict:
    """Quantise, compile, check and time one variant (``bf16`` / ``f32``: no NNCF) against
    OpenVINO bf16 (cut) in this process."""
    import openvino as ov

    from tt_depth_anything_3.backends.runtimes.ov_int8 import node_classes, quantize

    work = Path(args.work)
    core = ov.Core()
    model = core.read_model(str(work / "onnx" / "model.onnx"))
    quantise_s = 0.0
    if args.variant in ("f32", "bf16"):
        hints = ("f32",) if args.variant == "f32" else ("bf16", "f32")
        ignored = None
    elif args.variant.startswith("drop:"):  # drop:BASE:CLASS+CLASS (those stay quantised)
        _, base, kept = args.variant.split(":")
        roles = node_classes(model)
        model = core.read_model(str(work / "ir" / base / "model.xml"))
        ignored = drop_quantizers(model, roles, set(kept.split("+")) if kept else set())
        hints = variant_recipe(base)[1]
    else:
        recipe, hints = variant_recipe(args.variant)
        ignored = len(recipe.ignored(node_classes(model)))
        start = time.perf_counter()
        images = None
        if args.variant in PHOTO_CALIBRATED:
            images = photo_inputs(CALIBRATION_PHOTOS, shape, recipe.samples)
        model = quantize(model, shape, recipe, images)
        quantise_s = time.perf_counter() - start
        if args.save_ir:
            (work / "ir" / args.variant).mkdir(parents=True, exist_ok=True)
            ov.save_model(model, str(work / "ir" / args.variant / "model.xml"),
                          compress_to_fp16=False)  # fmt: skip
    quantise_rss = peak_rss_mb()
    model.reshape({"image": list(shape.dims)})
    start = time.perf_counter()
    compiled = _compile(core, model, hints, args.threads)
    compile_s = time.perf_counter() - start
    del model
    inputs = np.load(work / f"inputs_{shape.height}x{shape.width}.npz")
    refs = np.load(work / f"refs_{shape.height}x{shape.width}.npz")
    row: dict = {"variant": args.variant, "hints": hints, "ignored_ops": ignored,
                 "quantise_s": quantise_s, "quantise_peak_rss_mb": quantise_rss,
                 "compile_s": compile_s}  # fmt: skip
    for label in ("gate", "photo"):
        out = _outputs(compiled, inputs[label])
        ref_depth = refs[f"{label}_depth"]
        row[f"{label}_depth"] = _pcc(out["depth"], ref_depth)
        row[f"{label}_sky"] = _pcc(out["sky"], refs[f"{label}_sky"])
        row[f"{label}_max_rel"] = float(
            (np.abs(out["depth"] - ref_depth) / np.abs(ref_depth).clip(1e-8)).max()
        )
    bf16 = _import_bf16(core, bf16_blobs(work, shape, args.threads), args.threads)
    image = inputs["photo"]
    timed = {"variant": compiled.create_infer_request(), "bf16": bf16.create_infer_request()}
    for request in timed.values():
        request.infer({"image": image})
    walls: dict[str, list[float]] = {k: [] for k in timed}
    cpus: dict[str, list[float]] = {k: [] for k in timed}
    for _ in range(args.runs):
        for key, request in timed.items():  # alternating: the same load for both
            wall, cpu = time.perf_counter(), time.process_time()
            request.infer({"image": image})
            walls[key].append(time.perf_counter() - wall)
            cpus[key].append(time.process_time() - cpu)
    for key in timed:
        row[f"{key}_wall_s"] = statistics.median(walls[key])
        row[f"{key}_cpu_s"] = statistics.median(cpus[key])
    row["speed_vs_bf16_cpu"] = row["bf16_cpu_s"] / row["variant_cpu_s"]
    row["speed_vs_bf16_wall"] = row["bf16_wall_s"] / row["variant_wall_s"]
    row["peak_rss_mb"] = peak_rss_mb()
    row["load_average"] = os.getloadavg()[0]
    return row


# ----------------------------------------------------------------------------- driver
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="da3metric-large")
    parser.add_argument("--size", default="336x504")
    parser.add_argument("--tiny", action="store_true", help="the tests' tiny config (a check)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--runs", type=int, default=5, help="timed calls of each, alternating")
    parser.add_argument("--work", required=True, help="folder kept between runs")
    parser.add_argument(
        "--variants",
        default=",".join(["f32", "bf16", *VARIANTS]),
        help="names of VARIANTS, drop:BASE:CLASSES, float[-bf16]:CLASSES[:EDGE]",
    )
    parser.add_argument(
        "--json", type=output_file, default=None, help="append each row (JSON lines) here"
    )
    parser.add_argument("--save-ir", action="store_true", help="keep each quantised IR")
    parser.add_argument("--variant", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    from tt_depth_anything_3.backends.runtimes.export import InputShape

    height, width = (int(s) for s in args.size.lower().split("x"))
    shape = InputShape(height, width)
    if args.variant:
        import torch

        torch.set_num_threads(args.threads)
        print(json.dumps(run_variant(args, shape)))
        return
    variants = [v.strip() for v in args.variants.split(",")]
    for variant in variants:
        if variant not in ("f32", "bf16") and not variant.startswith("drop:"):
            variant_recipe(variant)  # a ValueError for an unknown one, before any work
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    prepare(work, args.model, shape, args.tiny)
    bf16_blobs(work, shape, args.threads)
    cpu = detect_cpu(read_torch=False).model
    print(f"{args.model} {args.size}, {args.threads} threads, seeded random weights; CPU: {cpu}")
    print(
        "| variant | hints | float ops | gate depth | gate sky | photo depth | photo sky | "
        "quantise s | variant CPU s | bf16 CPU s | speed vs bf16 (CPU) | (wall) | load |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for variant in variants:
        env = {**os.environ, "OMP_NUM_THREADS": str(args.threads),
               "PYTHONPATH": str(ROOT / "code")}  # fmt: skip
        command = [sys.executable, __file__, "--work", str(work), "--size", args.size,
                   "--threads", str(args.threads), "--runs", str(args.runs),
                   "--variant", variant] + (["--save-ir"] if args.save_ir else [])  # fmt: skip
        proc = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
        if proc.returncode != 0:
            raise SystemExit(f"{variant} failed:\n{proc.stderr[-3000:]}")
        row = json.loads(proc.stdout.strip().splitlines()[-1])
        row["cpu"] = cpu
        if args.json:
            with open(args.json, "a", encoding="utf-8") as handle:
                handle.write(json.dumps(row) + "\n")
        print(
            f"| {variant} | {'/'.join(row['hints'])} | {row['ignored_ops']} | "
            f"{row['gate_depth']:.6f} | {row['gate_sky']:.6f} | {row['photo_depth']:.6f} | "
            f"{row['photo_sky']:.6f} | {row['quantise_s']:.0f} | {row['variant_cpu_s']:.3f} | "
            f"{row['bf16_cpu_s']:.3f} | {row['speed_vs_bf16_cpu']:.2f}x | "
            f"{row['speed_vs_bf16_wall']:.2f}x | {row['load_average']:.1f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
