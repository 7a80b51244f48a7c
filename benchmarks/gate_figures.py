"""The accuracy gate of ``runtime="auto"`` for named OpenVINO precisions on one checkpoint.

    python benchmarks/gate_figures.py --model da3metric-large --size 378x504 \
        --precisions bf16,int8w [--weights DIR]

Computes the torch float32 reference of both gate inputs (``select.gate_inputs``: the seeded
synthetic image and the packaged photo) once, then for each precision builds the OpenVINO
engine and prints ``select.run_gate``'s figures: the lowest of each output, ``passed``, and
each input's own. Seeded random weights in the official format unless ``--weights``. The
engines are built in a temporary cache, removed at the end (an interrupted run leaves nothing
in the user's cache); ``--cache DIR`` (or ``TT_DA3_CACHE_DIR`` set) keeps them and reuses a
compiled model cached there.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

from bench import ROOT, cpu_summary, make_weights
from script_args import existing_path, network_size, official_model


def engine_cache(given: str | None, tmp: Path) -> str:
    """The engine cache of this run: ``given``, else ``TT_DA3_CACHE_DIR`` when set, else a
    folder in ``tmp`` (never the user's default cache)."""
    return given or os.environ.get("TT_DA3_CACHE_DIR") or str(tmp / "cache")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", type=official_model, default="da3metric-large")
    parser.add_argument(
        "--size", type=network_size, default="378x504", help="gate size HxW (multiples of 14)"
    )
    parser.add_argument("--precisions", default="bf16,int8w")
    parser.add_argument(
        "--weights", type=existing_path, default=None, help="checkpoint folder (default: random)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--cache", default=None, help="engine cache to keep (default: TT_DA3_CACHE_DIR if set, "
        "else a temporary one)",
    )  # fmt: skip
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT / "code"))
    from tt_depth_anything_3.backends import create, parse_device
    from tt_depth_anything_3.backends.runtimes import select
    from tt_depth_anything_3.backends.runtimes.export import reference_outputs
    from tt_depth_anything_3.backends.runtimes.graph_io import InputShape
    from tt_depth_anything_3.backends.torch.loading import build_network
    from tt_depth_anything_3.checkpoints import resolve_checkpoint

    with tempfile.TemporaryDirectory() as tmp:
        cache = engine_cache(args.cache, Path(tmp))
        os.environ["TT_DA3_CACHE_DIR"] = cache  # read when an engine is built
        weights = Path(args.weights) if args.weights else Path(tmp) / "weights"
        if not args.weights:
            make_weights(args.model, weights, args.seed)
        files = resolve_checkpoint("local", weights_path=weights)
        shape = InputShape(*args.size)
        network = build_network(files.config, files.weights, "fp32")
        reference = {
            name: reference_outputs(network, image)
            for name, image in select.gate_inputs(shape).items()
        }
        del network
        cpu = cpu_summary(dict(os.environ)).get("model")
        print(f"CPU: {cpu}; {args.model} {shape.height}x{shape.width}; gate {select.GATE}")
        print(f"engine cache: {cache}", flush=True)
        for precision in args.precisions.split(","):
            backend = create(
                parse_device("cpu"), files.config, files.weights, precision, runtime="openvino"
            )
            figures = select.run_gate(backend, shape, lambda: reference)
            backend.close()
            print(precision, json.dumps(figures))


if __name__ == "__main__":
    main()
