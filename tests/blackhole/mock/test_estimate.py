"""The device-time model on a program captured on the mock p150a (tiny DA3Metric network: every
op type of the full program, small widths, 4 blocks).

The capture runs the real backend under ``ttnn.graph`` NO_DISPATCH capture; the estimate must
attribute every device op to a stage, read every matrix op's math fidelity from its config, and
count the ViT linears' FLOPs as the architecture says.
"""

from __future__ import annotations

import math

import pytest

ttnn = pytest.importorskip("ttnn")

from support.checkpoints import TINY_ARCHITECTURES, random_network  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device import TTNNBackend  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device.capture import capture_program  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device_model import device_model, estimate_capture  # noqa: E402
from tt_depth_anything_3.backends.blackhole.device_model.stages import UNATTRIBUTED  # noqa: E402
from tt_depth_anything_3.backends.blackhole.numerics.program import (  # noqa: E402
    BACKBONE_FIDELITY,
)
from tt_depth_anything_3.cli import main  # noqa: E402
from tt_depth_anything_3.config import DA3Config  # noqa: E402

SIZE = (140, 196)
MATRIX_OPS = ("MatmulDeviceOperation", "Conv2dDeviceOperation", "SDPAOperation")


@pytest.fixture(scope="module")
def captured(mock_p150a, tmp_path_factory):
    config = DA3Config.from_dict(
        {"model_name": "da3metric-large", "architecture": TINY_ARCHITECTURES["da3metric-large"]}
    )
    backend = TTNNBackend(  # the stock ops: the kernels ship compiled for DA3Metric-Large only
        random_network(config, seed=0),
        trace=False,
        dispatch="worker",
        residual_norm="stock",
        resize="stock",
    )
    try:
        path = capture_program(backend, *SIZE, tmp_path_factory.mktemp("capture") / "tiny.json")
    finally:
        backend.close()
    return config, path


def test_every_op_has_a_stage_cores_and_a_fidelity(captured):
    config, path = captured
    estimate = estimate_capture(path, device_model("p150a"))
    stages = estimate.stages()
    assert UNATTRIBUTED not in stages
    for stage in ("backbone: linears", "backbone: attention", "head: 3x3 convs", "head: resizes"):
        assert stages[stage]["ops"] > 0, stage
    for e in estimate.ops:
        assert 0 < e.cores <= 110, e.op.name
        if e.op.name in MATRIX_OPS:
            assert e.flops > 0 and e.fidelity in ("HiFi2", "HiFi3", "HiFi4"), e.op.name
            assert "math_fidelity=" in str(e.op.arguments), "fidelity read from the capture"
    # each backbone matmul at the fidelity the emulator rounds by
    linears = {e.fidelity for e in estimate.ops if e.stage == "backbone: linears"}
    assert linears == {BACKBONE_FIDELITY[op] for op in ("qkv", "proj", "fc1", "fc2")}
    attention = {e.fidelity for e in estimate.ops if e.op.name == "SDPAOperation"}
    assert attention == {BACKBONE_FIDELITY["attention"]}
    # ViT linears: qkv, proj, fc1, fc2 per block on 1 + 10*14 tokens (5 tile rows), tile-padded.
    b = config.backbone
    rows = math.ceil((1 + (SIZE[0] // 14) * (SIZE[1] // 14)) / 32) * 32
    d, hidden = b.embed_dim, int(b.embed_dim * b.mlp_ratio)
    per_block = 2 * rows * (d * 3 * d + d * d + d * hidden + hidden * d)
    assert stages["backbone: linears"]["gflop"] * 1e9 == pytest.approx(b.depth * per_block)
    assert estimate.total_ms == pytest.approx(estimate.kernel_ms + len(estimate.ops) * 7.5e-3)


def test_cli_reads_the_saved_capture(captured, capsys):
    _, path = captured
    assert main(["estimate", "--graph", str(path), "--device-model", "p150a"]) == 0
    out = capsys.readouterr().out
    assert "a roofline model" in out and "backbone: linears" in out


def test_unsliced_residual_units_read_their_relu_without_a_reshard(captured):
    """Where a residual unit's convs run unsliced, its outer ReLU writes the block shards the
    first conv takes as they are: no interleaved-to-sharded or reshard op in the unit, and its
    convs spread over every column of the grid (column-major block shards); and the resizes'
    column passes run at the column fidelity (HiFi2), their row passes at HiFi3."""
    _, path = captured
    estimate = estimate_capture(path, device_model("p150a"))
    units = [e.op for e in estimate.ops if "residual_conv_unit" in e.op.stack]
    assert any(op.name == "Conv2dDeviceOperation" for op in units)
    resharding = {"InterleavedToShardedDeviceOperation", "ReshardDeviceOperation"}
    assert not [op.name for op in units if op.name in resharding]
    conv_cores = {op.cores for op in units if op.name == "Conv2dDeviceOperation"}
    assert conv_cores and all(cores % 11 == 0 for cores in conv_cores), conv_cores
    resizes = [
        e
        for e in estimate.ops
        if e.op.name == "MatmulDeviceOperation" and "resize_bilinear" in e.op.stack
    ]
    assert {e.fidelity for e in resizes} == {"HiFi2", "HiFi3"}


def test_json_output_is_json_alone(tmp_path):
    """TT-Metal's C++ log wrote its lines to stdout, during the capture and at process exit:
    ``estimate --size ... --json > f`` was not JSON. A process of its own (the exit lines are
    its; about 10 s). It sets up its own mock, and leaves nothing in TMPDIR: ttnn's
    ``umd_XXXXXX/`` and ``ompi.HOST.UID/`` were left behind by every run."""
    import json
    import os
    import subprocess
    import sys

    env = {
        k: v
        for k, v in os.environ.items()
        if k != "TT_LOGGER_LEVEL" and not k.startswith("TT_METAL_")
    }
    env["PYTHONPATH"] = os.pathsep.join(sys.path)
    env["TMPDIR"] = str(tmp_path)
    command = [sys.executable, "-m", "tt_depth_anything_3", "estimate", "--size", "154x504"]
    run = subprocess.run([*command, "--json"], capture_output=True, text=True, env=env, check=True)
    assert json.loads(run.stdout)["device_model"] == "p150a"
    assert list(tmp_path.iterdir()) == []


def _estimate_process(tmp_path, argv: list[str], code: str = ""):
    """``tt-da3 estimate ARGV`` in a process of its own (a crash there is not this session's),
    on its own mock p150a, after the Python ``code``."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith("TT_METAL_")}
    env["PYTHONPATH"] = os.pathsep.join(sys.path)
    env["TMPDIR"] = str(tmp_path)
    script = f"{code}\nfrom tt_depth_anything_3.cli import main\nraise SystemExit(main({argv!r}))"
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=300
    )


def test_an_unwritable_save_graph_is_one_error_line_before_the_capture(tmp_path):
    """``--save-graph`` naming a folder (or a path under a file) was only tried by ttnn after
    the whole capture: a raw ``RuntimeError`` traceback, then a segfault (exit 139) as the
    device closed with the graph capture still on. Now refused before any device opens."""
    folder = tmp_path / "graphs"
    folder.mkdir()
    (tmp_path / "file").write_text("x", encoding="utf-8")
    for target, why in ((folder, "is a folder"), (tmp_path / "file" / "g.json", "not a folder")):
        run = _estimate_process(
            tmp_path, ["estimate", "--size", "154x504", "--save-graph", str(target)]
        )
        assert run.returncode == 2, run.stderr[-2000:]
        last = run.stderr.strip().splitlines()[-1]
        assert last.startswith(f"tt-da3 estimate: error: cannot write --save-graph {target}")
        assert why in last and "Traceback" not in run.stderr
        assert "capturing on a mock" not in run.stderr  # refused before the capture


def test_a_capture_ttnn_cannot_write_ends_the_capture_and_says_so(tmp_path):
    """Where ttnn itself fails to write the capture (the up-front check passed, the file
    system then refused), its ``RuntimeError`` left the graph capture on and the device's
    teardown segfaulted; now the capture is ended, the device closed, and the error names
    the file (exit 2)."""
    target = tmp_path / "graph.json"
    target.mkdir()  # what ttnn cannot open for writing; the check is skipped to reach ttnn
    skip_check = "import tt_depth_anything_3.cli.estimate as e; e.check_save_graph = print"
    argv = ["estimate", "--size", "154x504", "--save-graph", str(target)]
    run = _estimate_process(tmp_path, argv, skip_check)
    assert run.returncode == 2, run.stderr[-3000:]
    last = run.stderr.strip().splitlines()[-1]
    assert last.startswith(f"tt-da3 estimate: error: cannot write the capture {target}"), last
    assert "Segmentation fault" not in run.stderr
