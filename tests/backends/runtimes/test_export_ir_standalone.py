"""The OpenVINO IR that ``tt-da3 export --format openvino`` writes, run where the package is
not: a user copies the folder elsewhere and loads ``model.xml`` with plain
``openvino.Core().read_model`` / ``compile_model`` (the manifest's ``compile_config``), feeding
``image`` and reading the outputs the manifest names. Nothing tested that the IR needs nothing
of ours (no extension, no output name only our code maps): here a Python with neither
``tt_depth_anything_3`` nor torch importable runs it, and its outputs match our torch float32
network on the same input (Pearson >= 0.99999, max error <= 1e-4 of each output's largest
magnitude, as the ONNX export tests).

The ONNX graph the export converts is the one the runtimes export for this checkpoint (the
same ``export_onnx`` call: dynamic, single image, weights beside it), taken from the session's
graph pool: an earlier test's export, else exported here once."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from support.numerics import assert_matches
from tt_depth_anything_3.backends.runtimes import files
from tt_depth_anything_3.backends.runtimes.export import InputShape, reference_outputs
from tt_depth_anything_3.backends.runtimes.openvino_backend import OpenVINOBackend
from tt_depth_anything_3.backends.runtimes.select import gate_photo
from tt_depth_anything_3.backends.torch.loading import build_network
from tt_depth_anything_3.checkpoints import resolve_checkpoint
from tt_depth_anything_3.cli import main

pytest.importorskip("openvino")

# What a user's script does with the export folder; ``tt_depth_anything_3`` and torch are
# made unimportable first (``python -I`` also drops PYTHONPATH and the user site).
STANDALONE = """
import json, sys
sys.modules["tt_depth_anything_3"] = None
sys.modules["torch"] = None
import numpy as np
import openvino as ov

folder, image, out = sys.argv[1:]
with open(folder + "/manifest.json", encoding="utf-8") as file:
    manifest = json.load(file)
entry = manifest["files"][0]
core = ov.Core()
model = core.read_model(folder + "/" + entry["file"])
compiled = core.compile_model(model, "CPU", manifest["compile_config"])
result = compiled({"image": np.load(image)})
np.savez(out, **{name: result[compiled.output(name)] for name in entry["outputs"]})
ours = sorted(m for m, v in sys.modules.items() if v is not None and m.split(".")[0] in
              ("tt_depth_anything_3", "torch"))
print("imported:", ours)
"""

SHAPE = InputShape(70, 98)


def pooled_export(checkpoint, monkeypatch) -> None:
    """``tt-da3 export`` takes its ONNX graph from the runtimes' cache (and so the graph pool)
    in place of exporting it again: the same file as its own ``export_onnx`` call writes."""
    graph = OpenVINOBackend(checkpoint.config, checkpoint.weights, "fp32").graph(SHAPE)

    def export_onnx(network, shape, folder, dynamic=True, external_data=None) -> Path:
        assert dynamic and not shape.views and external_data, (shape, dynamic, external_data)
        for name in (graph.name, f"{graph.name}.data"):
            shutil.copy2(graph.parent / name, Path(folder) / name)
        return Path(folder) / graph.name

    monkeypatch.setattr(files, "export_onnx", export_onnx)


def test_the_exported_ir_runs_in_plain_openvino_as_our_torch_network(
    tiny_metric_checkpoint, tmp_path, monkeypatch
):
    checkpoint = resolve_checkpoint("da3metric-large", weights_path=tiny_metric_checkpoint)
    pooled_export(checkpoint, monkeypatch)
    out = tmp_path / "export"
    argv = ["export", "--weights", str(tiny_metric_checkpoint), "--format", "openvino"]
    assert main([*argv, "--out", str(out)]) == 0
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["precision"] == "fp32" and manifest["files"][0]["outputs"] == ["depth", "sky"]

    image = gate_photo(SHAPE)
    np.save(tmp_path / "image.npy", image.numpy())
    script = tmp_path / "standalone.py"
    script.write_text(STANDALONE, encoding="utf-8")
    moved = out.rename(tmp_path / "elsewhere")  # the folder as a user copies it
    args = [str(moved), str(tmp_path / "image.npy"), str(tmp_path / "out.npz")]
    done = subprocess.run(
        [sys.executable, "-I", str(script), *args],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "imported: []" in done.stdout, done.stdout

    reference = reference_outputs(build_network(checkpoint.config, checkpoint.weights), image)
    with np.load(tmp_path / "out.npz") as saved:
        ours = {name: torch.from_numpy(saved[name]) for name in saved.files}
    assert_matches(ours, {name: reference[name] for name in ("depth", "sky")})
