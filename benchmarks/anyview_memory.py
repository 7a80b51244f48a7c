"""Peak host memory of a multi-view forward (``forward_views``) of the any-view models.

Each (model, views) runs in a fresh process: the network (random weights, float32) is built,
the peak-RSS counter is reset (``/proc/self/clear_refs``), the backbone runs on N views of
size x size under ``torch.inference_mode`` (peak noted), then the head on ``--head-views``
views at a time and the camera decoder (peak noted). Peaks are above the resident memory of
the loaded network. The backbone's slope over N is the per-view cost behind the view limit
of ``geometry.limits``; the head's peak does not grow with N (it runs in chunks).

    python benchmarks/anyview_memory.py --model da3-small --views 1 4 --size 504
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from rss_sampler import read_status


def _reset_peak() -> None:
    with open("/proc/self/clear_refs", "w") as handle:
        handle.write("5")


def _child(model: str, views: int, size: int, head_views: int) -> dict:
    import gc

    import torch

    from tt_depth_anything_3.config import DA3Config
    from tt_depth_anything_3.modeling import DepthAnything3Network

    torch.manual_seed(0)
    with torch.inference_mode():
        network = DepthAnything3Network(DA3Config.from_model_name(model)).eval()
        x = torch.randn(1, views, 3, size, size)
    gc.collect()
    loaded = read_status(("VmRSS",))["VmRSS"]
    _reset_peak()
    with torch.inference_mode():
        out = network.backbone.pretrained.run(x)
        backbone_peak = read_status(("VmHWM",))["VmHWM"]
        head = [
            network.head([f[s : s + head_views] for f in out.features], size, size)
            for s in range(0, views, head_views)
        ]
        network.decode_cameras(out.camera_token, (size, size))
        total_peak = read_status(("VmHWM",))["VmHWM"]
    del head, out
    return {
        "model": model,
        "views": views,
        "size": size,
        "head_views": head_views,
        "loaded_mb": round(loaded, 1),
        "backbone_mb": round(backbone_peak - loaded, 1),
        "total_mb": round(total_peak - loaded, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="da3-small")
    parser.add_argument("--views", type=int, nargs="+", default=[1, 4])
    parser.add_argument("--size", type=int, default=504)
    parser.add_argument("--head-views", type=int, default=4)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(_child(args.model, args.views[0], args.size, args.head_views)))
        return
    rows = []
    for views in args.views:
        cmd = [sys.executable, __file__, "--child", "--model", args.model, "--views", str(views),
               "--size", str(args.size), "--head-views", str(args.head_views)]  # fmt: skip
        result = subprocess.run(cmd, check=True, capture_output=True, text=True)
        rows.append(json.loads(result.stdout.strip().splitlines()[-1]))
        print(json.dumps(rows[-1]), flush=True)
    if len(rows) >= 2:
        first, last = rows[0], rows[-1]
        slope = (last["backbone_mb"] - first["backbone_mb"]) / (last["views"] - first["views"])
        print(json.dumps({"model": args.model, "size": args.size,
                          "backbone_mb_per_view": round(slope, 1)}))  # fmt: skip


if __name__ == "__main__":
    main()
