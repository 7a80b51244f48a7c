"""Load time and peak RSS of each model of the family at 504 px, random weights.

    python benchmarks/family_load.py --models da3-giant depth-anything-v2-large --threads 2

For each model a checkpoint in its official format is written to a temporary folder (DA3:
hub ``model.safetensors`` with ``model.`` keys; V2: the official ``.pth``, or with ``-hf`` in
the name the transformers ``model.safetensors`` in the hub's names). Tensors are generated
and written one at a time (seeded, std 1 / sqrt(fan_in) for weights, as the tests'
``randomize``), so even the 1.7B-parameter nested model never sits in this process's memory.
Then a fresh process loads it (``from_pretrained``, timed), runs one 504x378 image (timed)
and reports its peak RSS (VmHWM). Models run one after another (the machine is shared). The
checkpoints (GBs) go to the temporary folder (``TMPDIR``).
"""

from __future__ import annotations

import argparse
import json
import math
import re
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "code"))

from rss_sampler import peak_rss_mb  # noqa: E402
from script_args import cpu_name, positive_int  # noqa: E402


def _random_tensor(name: str, shape: tuple[int, ...], gen):
    import torch

    if name.endswith(("gamma", "lambda1")):
        return 0.1 + 0.05 * torch.rand(shape, generator=gen)
    if name.endswith(("cls_token", "camera_token", "pos_embed", "mask_token", "embeddings")):
        return 0.1 * torch.randn(shape, generator=gen)
    if len(shape) >= 2:
        transposed = re.search(r"resize_layers\.[01]\.weight$", name) is not None
        fan_in = shape[0] if transposed else math.prod(shape[1:])
        return torch.randn(shape, generator=gen) / math.sqrt(fan_in)
    if "norm" in name and name.endswith("weight"):
        return 1 + 0.1 * torch.randn(shape, generator=gen)
    return 0.02 * torch.randn(shape, generator=gen)


def write_checkpoint(model: str, folder: Path) -> Path:
    """A random checkpoint of ``model`` in its official format, streamed to disk."""
    import torch

    from tt_depth_anything_3.checkpoints.names import prefixed, v2_pth, v2_transformers
    from tt_depth_anything_3.config import DA3Config
    from tt_depth_anything_3.config.presets_v2 import V2_PTH_FILES
    from tt_depth_anything_3.modeling import network_for

    hf = model.endswith("-hf")
    config = DA3Config.from_model_name(model.removesuffix("-hf"))
    with torch.device("meta"):
        shapes = {k: tuple(v.shape) for k, v in network_for(config).state_dict().items()}
    folder.mkdir(parents=True, exist_ok=True)
    gen = torch.Generator().manual_seed(0)
    if config.family == "depth-anything-v2" and not hf:
        state = {v2_pth(k)[0]: _random_tensor(k, s, gen) for k, s in shapes.items()}
        path = folder / next(f for f, n in V2_PTH_FILES.items() if n == config.model_name)
        torch.save(state, path)
        return path
    if hf:
        names = v2_transformers(transformers5=False)
        entries = []
        for key, shape in shapes.items():
            parts = names(key)
            for i, part in enumerate(parts):
                rows = shape[0] // len(parts)
                entries.append((part, (rows, *shape[1:]), key, i))
        (folder / "config.json").write_text(json.dumps(_hf_config(config)))
    else:
        entries = [(prefixed("model.")(k)[0], s, k, 0) for k, s in shapes.items()]
        (folder / "config.json").write_text(json.dumps({"model_name": config.model_name}))
    header, offset = {}, 0
    for file_key, shape, _, _ in entries:
        size = math.prod(shape) * 4
        header[file_key] = {
            "dtype": "F32",
            "shape": list(shape),
            "data_offsets": [offset, offset + size],
        }
        offset += size
    blob = json.dumps(header).encode()
    blob += b" " * (-len(blob) % 8)
    path = folder / "model.safetensors"
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(blob)))
        f.write(blob)
        for _, shape, key, _ in entries:
            f.write(_random_tensor(key, shape, gen).float().numpy().tobytes())
    return path


def _hf_config(config) -> dict:
    b, h = config.backbone, config.head
    return {
        "model_type": "depth_anything",
        "backbone_config": {
            "model_type": "dinov2",
            "hidden_size": b.embed_dim,
            "num_hidden_layers": b.depth,
            "num_attention_heads": b.num_heads,
            "out_indices": [i + 1 for i in b.out_layers],
            "image_size": 518,
            "patch_size": 14,
        },
        "reassemble_hidden_size": b.embed_dim,
        "neck_hidden_sizes": list(h.out_channels),
        "fusion_hidden_size": h.features,
        "depth_estimation_type": "relative" if h.activation == "relu" else "metric",
        "max_depth": h.max_depth,
    }


def _worker(weights: str, dtype: str, threads: int) -> None:
    import numpy as np
    import torch

    from tt_depth_anything_3 import DepthAnything3

    torch.set_num_threads(threads)
    t0 = time.perf_counter()
    model = DepthAnything3.from_pretrained(weights_path=weights, device="cpu", dtype=dtype)
    load_s = time.perf_counter() - t0
    load_rss = peak_rss_mb()
    image = np.random.default_rng(0).integers(0, 256, (378, 504, 3), dtype=np.uint8)
    t1 = time.perf_counter()
    out = model(image)
    run_s = time.perf_counter() - t1
    print(
        json.dumps(
            {
                "load_s": load_s,
                "rss_after_load_mb": load_rss,
                "run_s": run_s,
                "peak_rss_mb": peak_rss_mb(),
                "units": out.units,
                "size": list(out.depth.shape),
                "model_name": model.model_name,
            }
        )
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", nargs="+", default=[], help="the models to load (one or more)")
    parser.add_argument("--dtypes", nargs="+", default=["float32"])
    parser.add_argument("--threads", type=positive_int, default=2)
    parser.add_argument("--worker", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not args.worker and not args.models:
        parser.error("name the models to load: --models MODEL [MODEL ...]")
    if args.worker:
        _worker(args.worker[0], args.worker[1], args.threads)
        return
    rows = []
    for model in args.models:
        with tempfile.TemporaryDirectory() as tmp:  # TMPDIR: the checkpoints are GBs
            t0 = time.perf_counter()
            path = write_checkpoint(model, Path(tmp) / model)
            written_s = time.perf_counter() - t0
            size_gb = path.stat().st_size / 1e9
            for dtype in args.dtypes:
                proc = subprocess.run(
                    [
                        sys.executable,
                        __file__,
                        "--threads",
                        str(args.threads),
                        "--worker",
                        str(path if path.suffix == ".pth" else path.parent),
                        dtype,
                    ],
                    capture_output=True,
                    text=True,
                    check=False,
                )
                if proc.returncode:
                    raise SystemExit(f"{model} {dtype} failed:\n{proc.stderr[-3000:]}")
                row = json.loads(proc.stdout.strip().splitlines()[-1])
                row.update(model=model, dtype=dtype, file_gb=size_gb, write_s=written_s)
                rows.append(row)
                print(json.dumps(row), flush=True)
    print(f"\n{cpu_name()}, {args.threads} threads")
    print("| model | dtype | file GB | load s | RSS after load GB | 504x378 call s | peak RSS GB |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(
            f"| {r['model']} | {r['dtype']} | {r['file_gb']:.2f} | {r['load_s']:.2f} | "
            f"{r['rss_after_load_mb'] / 1024:.2f} | {r['run_s']:.1f} | "
            f"{r['peak_rss_mb'] / 1024:.2f} |"
        )


if __name__ == "__main__":
    main()
