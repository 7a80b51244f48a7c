"""Resident memory of one cached OpenVINO compiled model, stage by stage, OpenVINO alone.

    python benchmarks/ov_import_memory.py CACHE/runtimes/openvino-compiled/<key>

The folder is one ``openvino-compiled`` cache entry of the package (``entry.json`` with the
properties of each part, ``links.json``, ``backbone.blob`` and ``head.blob`` of a cut model:
bf16 / int8w). Each blob is memory-mapped and imported as the package does, then two infer
requests run on a seeded input three times; ``VmRSS`` / ``RssAnon`` / ``RssFile`` (MB) are
printed after each stage. No torch, no package import: the engine's own floor.
"""

from __future__ import annotations

import argparse
import json
import mmap

import numpy as np
import openvino as ov
from rss_sampler import read_status
from script_args import cache_entry


def status(stage: str) -> None:
    values = read_status(("VmHWM", "VmRSS", "RssAnon", "RssFile"))
    print(f"{stage:24s} " + "  ".join(f"{k} {mb:.0f} MB" for k, mb in values.items()), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=cache_entry, help="CACHE/runtimes/openvino-compiled/<key>")
    folder = parser.parse_args().folder
    if not (folder / "links.json").is_file():
        parser.error(f"{folder} holds one model, not a cut one (no links.json): bf16 / int8w only")
    entry = json.loads((folder / "entry.json").read_text(encoding="utf-8"))
    links = json.loads((folder / "links.json").read_text(encoding="utf-8"))
    status("start")
    core, models, mappings = ov.Core(), {}, []
    for name in ("backbone", "head"):
        with open(folder / f"{name}.blob", "rb") as file:
            mapping = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_COPY)
        mappings.append(mapping)
        blob = ov.Tensor(np.frombuffer(mapping, dtype=np.uint8), shared_memory=True)
        models[name] = core.import_model(blob, "CPU", entry["properties"][name])
        status(f"imported {name}")
    first, second = (models[name].create_infer_request() for name in ("backbone", "head"))
    image = np.random.default_rng(0).standard_normal(entry["shape"]).astype(np.float32)
    for call in range(3):
        first.infer({"image": image})
        status(f"backbone call {call}")
        for index, link in enumerate(links):
            second.set_tensor(f"link_{index}", first.get_output_tensor(link))
        second.infer()
        status(f"head call {call}")


if __name__ == "__main__":
    main()
