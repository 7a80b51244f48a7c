"""bf16's DPT head, float32 against its residual units in bf16 (``TT_DA3_BF16_HEAD``), in one
process: ``python benchmarks/head_units.py [--model da3metric-large] [--size 336x504]
[--runs 5] [--threads 2] [--weights FOLDER] [--engines torch,openvino]``.

Each engine's bf16 model is built twice, once per head mode (the variable set while it
loads), and the calls alternate between the two, so both see the same machine state (this
VM's AMX rate moves within minutes: OPT_REPORT 1c.6). Input: ``media/rocket.jpg`` at the size,
normalised (``bench.make_input``), and a seeded noise image. Printed per engine and mode: the
median call, and depth and sky Pearson against our float32 network on each input. The figures
of OPT_REPORT 1c.12; meaningful on a CPU with AMX (elsewhere bf16 computes in float32 in torch).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import torch
from bench import make_input
from script_args import existing_path, model_preset, network_size, positive_int

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the suite's helpers (support/)

from support.checkpoints import write_checkpoint  # noqa: E402
from tt_depth_anything_3 import backends  # noqa: E402
from tt_depth_anything_3.backends.runtimes.select import pearson  # noqa: E402
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu  # noqa: E402
from tt_depth_anything_3.checkpoints.resolve import resolve_checkpoint  # noqa: E402
from tt_depth_anything_3.config.precisions import BF16_HEAD_ENV  # noqa: E402

MODES = ("f32", "bf16-units")


def build(files, engine: str, mode: str):
    """The bf16 backend of ``engine`` with the head in ``mode``."""
    os.environ[BF16_HEAD_ENV] = mode
    spec = backends.parse_device("cpu")
    return backends.create(spec, files.config, files.weights, "bf16", runtime=engine)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", type=model_preset, default="da3metric-large")
    parser.add_argument("--size", type=network_size, default="336x504")
    parser.add_argument("--runs", type=positive_int, default=5)
    parser.add_argument("--threads", type=positive_int, default=2)
    parser.add_argument(
        "--weights", type=existing_path, help="a checkpoint folder (default: random)"
    )
    parser.add_argument("--engines", default="torch,openvino")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    os.environ["OMP_NUM_THREADS"] = str(args.threads)
    height, width = args.size
    cpu = detect_cpu()
    print(f"CPU: {cpu.model} (family {cpu.family}, model {cpu.model_number}), torch "
          f"{torch.__version__} ({cpu.aten}), ISA {cpu.isa}, {args.threads} threads, "
          f"{args.model} at {height}x{width}, median of {args.runs}")  # fmt: skip
    with tempfile.TemporaryDirectory() as scratch:
        make_input((height, width), Path(scratch) / "photo.npy")
        inputs = {
            "photo": np.load(Path(scratch) / "photo.npy"),
            "noise": np.random.default_rng(0).standard_normal((1, 3, height, width)),
        }
        inputs = {name: image.astype(np.float32) for name, image in inputs.items()}
        folder = args.weights or write_checkpoint(Path(scratch), args.model, tiny=False)
        files = resolve_checkpoint("local", weights_path=folder)
        reference = backends.create(backends.parse_device("cpu"), files.config, files.weights)
        expected = {name: reference.run(image).heads for name, image in inputs.items()}
        reference.close()
        for engine in args.engines.split(","):
            models = {mode: build(files, engine, mode) for mode in MODES}
            calls: dict[str, list[float]] = {mode: [] for mode in MODES}
            for run in range(args.runs + 1):  # the first round warms both up (and compiles)
                for mode, model in models.items():
                    start = time.perf_counter()
                    model.run(inputs["photo"])
                    if run:
                        calls[mode].append(time.perf_counter() - start)
            for mode, model in models.items():
                figures = []
                for name, image in inputs.items():
                    got, want = model.run(image).heads, expected[name]
                    figures += [f"{name} depth {pearson(got['depth'], want['depth']):.7f}"
                                f" sky {pearson(got['sky'], want['sky']):.7f}"]  # fmt: skip
                print(f"{engine:>8} head {mode:>10}: call {statistics.median(calls[mode]):.3f} s; "
                      f"Pearson vs our fp32: {'; '.join(figures)}")  # fmt: skip
                model.close()


if __name__ == "__main__":
    main()
