"""``eval-kitti --pcc`` on a run that is itself float32 on the CPU: the reference (the same
checkpoint and flags, float32 on the CPU) was loaded a second time and predicted every frame
again, to report a PCC of 1 by construction. The run's own predictions are now reused as the
reference, said on stderr and in results.md; no second model, no ``reference/`` cache."""

from __future__ import annotations

import json
from types import SimpleNamespace

from support.kitti_synthetic import make_synthetic_kitti
from tt_depth_anything_3.api import DepthAnything3
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.cli.eval_kitti import is_reference_itself


def test_an_fp32_cpu_run_is_its_own_reference(
    tmp_path, tiny_metric_checkpoint, monkeypatch, capsys
):
    loads = []
    load = DepthAnything3.from_options

    def counted(*args, **kwargs):
        loads.append(kwargs)
        return load(*args, **kwargs)

    monkeypatch.setattr(DepthAnything3, "from_options", counted)
    kitti = make_synthetic_kitti(tmp_path / "kitti")
    out = tmp_path / "out"
    argv = ["eval-kitti", *kitti.flags(), "--out", str(out), "--no-progress", "--pcc"]
    argv += ["--weights", str(tiny_metric_checkpoint), "--device", "cpu", "--process-res", "98"]
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert len(loads) == 1  # was 2: the same model loaded again as the reference
    assert "--pcc: this run is the float32 CPU reference itself (torch:cpu, fp32)" in err
    assert not (out / "reference").exists()  # nothing predicted twice
    metrics = json.loads((out / "metrics.json").read_text(encoding="utf-8"))
    assert metrics["pcc_min"] == metrics["pcc_mean"] == 1.0 and metrics["n_images"] == 4
    table = (out / "results.md").read_text(encoding="utf-8")
    assert "(the model scored itself: its predictions reused, PCC 1 by construction)" in table


def test_only_an_fp32_cpu_model_is_its_own_reference():
    def model(device, precision):
        return SimpleNamespace(device=device, precision=precision)

    assert is_reference_itself(model("cpu", "fp32"))
    assert not is_reference_itself(model("cpu", "bf16"))  # the reference differs: loaded
    assert not is_reference_itself(model("cpu", "int8"))
    assert not is_reference_itself(model("cuda:0", "fp32"))
    assert not is_reference_itself(model("tt:0", "fp32"))
    assert not is_reference_itself(None)  # --predictions: files, the reference loads
