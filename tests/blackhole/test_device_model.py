"""The roofline device model on synthetic captures: parsing, per-op arithmetic, stages, CLI.

The captures here are written by hand in the format ``ttnn.graph.end_graph_capture_to_file``
produces (graph nodes + the ``.python_io.json`` sidecar); ``tests/blackhole/mock/test_estimate.py``
checks the same code on a program captured on the mock p150a.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tt_depth_anything_3.backends.blackhole.device_model import (
    DeviceModel,
    da3_stage,
    device_model,
    estimate_capture,
    estimate_program,
    format_table,
    read_capture,
    summary,
)
from tt_depth_anything_3.backends.blackhole.device_model.graph import count_cores
from tt_depth_anything_3.backends.blackhole.device_model.stages import UNATTRIBUTED
from tt_depth_anything_3.cli import main

L1 = "MemoryConfig(memory_layout=TensorMemoryLayout::INTERLEAVED,buffer_type=BufferType::L1)"
DRAM = "MemoryConfig(memory_layout=TensorMemoryLayout::INTERLEAVED,buffer_type=BufferType::DRAM)"


class Capture:
    """Builds a graph capture node by node, as ttnn writes it."""

    def __init__(self) -> None:
        self.nodes: list[dict] = [
            {"counter": 0, "node_type": "capture_start", "params": {}, "connections": []}
        ]
        self.io: list[dict] = []

    def node(self, kind: str, params: dict, connections=()) -> int:
        counter = len(self.nodes)
        self.nodes.append(
            {
                "counter": counter,
                "node_type": kind,
                "params": params,
                "connections": list(connections),
            }
        )
        return counter

    def tensor(self, shape, dtype="BFLOAT16", dram=False, feeds=()) -> int:
        return self.node(
            "tensor",
            {
                "shape": f"Shape({list(shape)})",
                "dtype": f"DataType::{dtype}",
                "layout": "Layout::TILE",
                "buffer_type": 0 if dram else 1,
                "memory_config": DRAM if dram else L1,
            },
            feeds,
        )

    def op(self, call, name, inputs, output, cores="{[0-0 - 7-8]}", arguments=None, stack=()):
        """One ttnn call issuing one device operation: inputs are (shape, dtype, dram)."""
        self.io.append(
            {
                "name": call,
                "arguments": arguments or {},
                "python_stack_trace": [f'  File "x.py", line 1, in {f}\n    pass\n' for f in stack],
            }
        )
        self.node("function_start", {"name": call})
        op = len(self.nodes) + len(inputs)
        for shape, dtype, dram in inputs:
            self.tensor(shape, dtype, dram, feeds=[op])
        assert (
            self.node(
                "function_start",
                {"name": name, "program_factory_type": f"ns::{name}Factory"},
                [op + 1],
            )
            == op
        )
        self.node("circular_buffer_allocate", {"core_range_set": cores, "size": 4096})
        end = self.node("function_end", {"name": name}, [len(self.nodes) + 1])
        self.tensor(output[0], output[1], output[2])
        self.node("function_end", {"name": call})
        return end

    def save(self, path: Path) -> Path:
        path.write_text(json.dumps({"graph": self.nodes}))
        path.with_suffix(".python_io.json").write_text(json.dumps(self.io))
        return path


HIFI2 = "ComputeKernelConfig(math_fidelity=HiFi2, fp32_dest_acc_en=True, math_approx_mode=False)"


def small_program() -> Capture:
    """A linear (72 cores, HiFi2) in the backbone, a conv slice and an add in the head."""
    c = Capture()
    c.op(
        "ttnn.linear",
        "MatmulDeviceOperation",
        [((1, 1370, 1024), "BFLOAT16", False), ((1024, 4096), "BFLOAT16", True)],
        ((1, 1370, 4096), "BFLOAT16", False),
        arguments={"compute_kernel_config": HIFI2},
        stack=("vit_mlp", "vit_layer", "vit_backbone"),
    )
    c.op(
        "ttnn.conv2d",
        "PaddedSliceDeviceOperation",
        [((1, 296, 296, 256), "FLOAT32", True)],
        ((1, 1, 8192, 256), "FLOAT32", False),
        cores="{[0-0 - 10-9]}",
        stack=("conv2d", "dpt_head"),
    )
    c.op(
        "ttnn.add",
        "BinaryNgDeviceOperation",
        [((1, 1, 4096, 64), "FLOAT32", True), ((1, 1, 4096, 64), "FLOAT32", True)],
        ((1, 1, 4096, 64), "FLOAT32", True),
        cores="{[0-0 - 10-8], [0-9 - 4-9]}",
        stack=("residual_conv_unit", "feature_fusion_block", "dpt_head"),
    )
    return c


def test_core_ranges_are_counted_as_a_union():
    assert len(count_cores("{[0-0 - 10-8]}")) == 99
    assert len(count_cores("{[0-0 - 10-8], [0-9 - 4-9]}")) == 104
    assert len(count_cores("{[0-0 - 3-3], [2-2 - 5-5]}")) == 16 + 16 - 4


def test_ops_are_read_with_inputs_outputs_cores_and_stack():
    c = small_program()
    ops = read_capture({"graph": c.nodes}, c.io)
    assert [op.name for op in ops] == [
        "MatmulDeviceOperation",
        "PaddedSliceDeviceOperation",
        "BinaryNgDeviceOperation",
    ]
    linear = ops[0]
    assert linear.call == "ttnn.linear" and linear.cores == 72
    assert [t.shape for t in linear.inputs] == [(1, 1370, 1024), (1024, 4096)]
    assert linear.outputs[0].shape == (1, 1370, 4096) and not linear.outputs[0].in_dram
    assert linear.stack[0] == "vit_mlp"
    assert [da3_stage(op) for op in ops] == [
        "backbone: linears",
        "head: 3x3 convs",
        "head: fusion adds, ReLUs",
    ]


def test_roofline_arithmetic_per_op():
    c = small_program()
    model = DeviceModel(dispatch_us=5.0)
    estimate = estimate_program(read_capture({"graph": c.nodes}, c.io), model, da3_stage)
    linear, slice_, add = estimate.ops
    # 1370 tokens pad to 1376 rows: 2 * 1376 * 1024 * 4096 FLOP on 72 cores at HiFi2.
    flops = 2 * 1376 * 1024 * 4096
    assert linear.flops == flops and linear.fidelity == "HiFi2"
    assert linear.compute_us == pytest.approx(flops / (72 * 2048) / 1.35e3)
    assert linear.dram_us == pytest.approx(1024 * 4096 * 2 / 512e3)  # the weight, from DRAM
    assert linear.bound == "compute"
    # A slice reads only what it outputs: 8192 x 256 float32 from DRAM, written to L1.
    assert slice_.dram_bytes == 8192 * 256 * 4 and slice_.l1_bytes == 8192 * 256 * 4
    assert slice_.cores == 110 and slice_.flops == 0
    assert add.dram_us == pytest.approx(3 * 4096 * 64 * 4 / 512e3) and add.bound == "dram"
    assert estimate.kernel_ms == pytest.approx(sum(e.kernel_us for e in estimate.ops) / 1e3)
    assert estimate.total_ms == pytest.approx(estimate.kernel_ms + 3 * 5.0 / 1e3)
    stages = estimate.stages()
    assert list(stages) == ["backbone: linears", "head: 3x3 convs", "head: fusion adds, ReLUs"]
    assert sum(row["total_ms"] for row in stages.values()) == pytest.approx(estimate.total_ms)


def test_fidelity_scales_matrix_time_and_defaults_are_named():
    c = Capture()
    for fidelity in ("LoFi", "HiFi3", None):
        args = (
            {"compute_config": f"ComputeKernelConfig(math_fidelity={fidelity})"} if fidelity else {}
        )
        c.op(
            "ttnn.conv2d",
            "Conv2dDeviceOperation",
            [((1, 1, 4096, 288), "BFLOAT16", False), ((1, 1, 288, 64), "BFLOAT16", True)],
            ((1, 1, 4096, 64), "BFLOAT16", False),
            arguments={**args, "kernel_size": "(3, 3)", "in_channels": "32"},
            stack=("conv2d", "dpt_head"),
        )
    model = DeviceModel(default_fidelity="HiFi4")
    lofi, hifi3, default = estimate_program(read_capture({"graph": c.nodes}, c.io), model).ops
    assert lofi.flops == 2 * 4096 * 64 * 288  # pixels x out channels x (in channels * 3 * 3)
    assert hifi3.compute_us == pytest.approx(3 * lofi.compute_us)
    assert default.fidelity == "HiFi4" and default.compute_us == pytest.approx(4 * lofi.compute_us)


def test_a_broadcast_in0_counts_every_batch_of_in1():
    """The resize's column pass: one (W, w) matrix (in0, batch 1) times h (w, C) maps."""
    c = Capture()
    c.op(
        "ttnn.matmul",
        "MatmulDeviceOperation",
        [((1, 1, 296, 148), "FLOAT32", True), ((1, 148, 148, 256), "FLOAT32", True)],
        ((1, 148, 296, 256), "FLOAT32", True),
        arguments={"compute_kernel_config": HIFI2},
        stack=("resize_bilinear", "dpt_head"),
    )
    (matmul,) = estimate_program(read_capture({"graph": c.nodes}, c.io), DeviceModel()).ops
    assert matmul.flops == 2 * 148 * 320 * 160 * 256  # M = 296 pads to 320, K = 148 to 160


def test_attention_counts_both_matmuls_and_the_exponentials():
    c = Capture()
    q = ((1, 16, 1370, 64), "BFLOAT16", False)
    c.op(
        "ttnn.transformer.scaled_dot_product_attention",
        "SDPAOperation",
        [q, q, q],
        q,
        cores="{[0-0 - 10-9]}",
        arguments={"compute_kernel_config": HIFI2},
        stack=("vit_attention", "vit_layer", "vit_backbone"),
    )
    (sdpa,) = estimate_program(read_capture({"graph": c.nodes}, c.io), DeviceModel()).ops
    assert sdpa.flops == 4 * 16 * 1376 * 1376 * 64
    assert sdpa.vector_us == pytest.approx(16 * 1376 * 1376 / (110 * 4.0) / 1.35e3)
    assert da3_stage(sdpa.op) == "backbone: attention"


def test_unattributed_and_bad_inputs_fail_loudly(tmp_path):
    c = Capture()
    c.op(
        "ttnn.add",
        "BinaryNgDeviceOperation",
        [((32, 32), "FLOAT32", False)],
        ((32, 32), "FLOAT32", False),
    )
    (op,) = read_capture({"graph": c.nodes}, c.io)
    assert da3_stage(op) == UNATTRIBUTED
    with pytest.raises(ValueError, match="unknown device model 'p999'"):
        device_model("p999")
    with pytest.raises(ValueError, match="no device operations"):
        estimate_program([], DeviceModel())
    with pytest.raises(ValueError, match="no graph capture"):
        estimate_capture(tmp_path / "missing.json", DeviceModel())
    bad = Capture()
    bad.op(
        "ttnn.add",
        "BinaryNgDeviceOperation",
        [((32, 32), "FLOAT64", False)],
        ((32, 32), "FLOAT64", False),
    )
    with pytest.raises(ValueError, match="unknown dtype 'FLOAT64'"):
        estimate_program(read_capture({"graph": bad.nodes}, bad.io), DeviceModel())


def test_table_summary_and_cli_on_a_saved_capture(tmp_path, capsys):
    path = small_program().save(tmp_path / "program.json")
    estimate = estimate_capture(path, device_model("p150a"))
    table = format_table(estimate, "title")
    assert "| backbone: linears | 1 |" in table and f"**{estimate.total_ms:.2f}**" in table
    data = summary(estimate)
    assert (
        data["is_a_model"] and data["ops"] == 3 and data["assumptions"]["dispatch_us_per_op"] == 7.5
    )
    assert main(["estimate", "--graph", str(path), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["total_ms"] == pytest.approx(estimate.total_ms, abs=1e-3)
    assert printed["captured"] == {"graph": str(path)}  # what was modelled
    assert main(["estimate", "--graph", str(path)]) == 0
    assert "head: 3x3 convs" in capsys.readouterr().out
    # flags that shape a capture are refused with --graph, not ignored
    assert main(["estimate", "--graph", str(path), "--size", "280x504", "--resize", "stock"]) == 2
    assert "--size, --resize would change the capture" in capsys.readouterr().err


def test_cli_refuses_one_pass_when_the_stock_attention_is_forced(capsys, monkeypatch):
    """The variable made the capture run the stock attention under an "attention one_pass"
    header; refused before any capture (no ttnn needed)."""
    monkeypatch.setenv("TT_DA3_FORCE_STOCK_ATTENTION", "1")
    assert main(["estimate", "--size", "14x280", "--attention", "one_pass"]) == 2
    assert "conflicts with TT_DA3_FORCE_STOCK_ATTENTION=1" in capsys.readouterr().err


def test_json_records_what_a_capture_modelled() -> None:
    from argparse import Namespace

    from tt_depth_anything_3.cli.estimate import captured

    args = Namespace(graph=None, size=(14, 280), model="da3metric-large", program="fast",
                     attention="one_pass", residual_norm="fused", resize="fused",
                     mock_grid="12x10")  # fmt: skip
    record = captured(args)
    assert record["size"] == "14x280" and record["attention"] == "one_pass"
    assert record["program"] == "fast" and record["grid"] in ("12x10", "chip")


def test_mock_grid_is_the_one_the_capture_runs_on(capsys, monkeypatch, tmp_path):
    """With a mock already set in the environment (as for ``predict --device tt`` on the
    mock), ``--mock-grid 12x10`` was ignored: the 11x10 mock's capture was timed and labelled
    12x10 in the JSON. Now the preset mock's grid is the one used and reported, and a
    ``--mock-grid`` that disagrees with it is refused (no ttnn needed)."""
    from tt_depth_anything_3.backends.blackhole.mock import CLUSTER_DESCRIPTOR, cluster_descriptor
    from tt_depth_anything_3.cli.estimate import MOCK_VARIABLE, capture_grid

    monkeypatch.setenv(MOCK_VARIABLE, str(CLUSTER_DESCRIPTOR))  # the 11x10 mock
    assert main(["estimate", "--size", "518x518", "--mock-grid", "12x10", "--json"]) == 2
    err = capsys.readouterr().err
    assert f"--mock-grid 12x10 conflicts with the 11x10 mock already set in {MOCK_VARIABLE}" in err
    assert capture_grid(None) == capture_grid("11x10") == "11x10"
    monkeypatch.setenv(MOCK_VARIABLE, str(cluster_descriptor(tmp_path, "12x10")))
    assert capture_grid(None) == "12x10"
    foreign = tmp_path / "other.yaml"
    foreign.write_text("harvest_mask: 7\n", encoding="utf-8")
    monkeypatch.setenv(MOCK_VARIABLE, str(foreign))
    with pytest.raises(ValueError, match="is none of the mock p150a grids"):
        capture_grid(None)
    monkeypatch.delenv(MOCK_VARIABLE)
    if not Path("/dev/tenstorrent").exists():
        assert capture_grid(None) == "11x10" and capture_grid("12x10") == "12x10"


def test_cli_without_a_device_or_capture_says_what_to_do(capsys, monkeypatch):
    monkeypatch.delenv("TT_METAL_MOCK_CLUSTER_DESC_PATH", raising=False)
    if Path("/dev/tenstorrent").exists():
        pytest.skip("a Blackhole device is present: the CLI would capture on it")
    assert main(["estimate", "--size", "518x518"]) == 2
    assert "--graph" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["estimate", "--size", "500x518"])
    assert "multiples of 14" in capsys.readouterr().err
    with pytest.raises(SystemExit):  # the mock has the two grids a p150a gives
        main(["estimate", "--size", "518x518", "--mock-grid", "13x10"])
    assert "invalid choice" in capsys.readouterr().err


def test_fused_resizes_replace_each_run_of_resize_ops_by_one_read_and_one_write():
    from tt_depth_anything_3.backends.blackhole.device_model.whatif import (
        FUSED_RESIZE,
        with_fused_resizes,
    )

    c = small_program()
    resize = ("resize_bilinear", "feature_fusion_block", "dpt_head")
    c.op(
        "ttnn.reshape",
        "ReshapeViewDeviceOperation",
        [((1, 1, 5476, 256), "FLOAT32", True)],
        ((74, 74, 256), "FLOAT32", True),
        stack=resize,
    )
    c.op(
        "ttnn.matmul",
        "MatmulDeviceOperation",
        [((1, 1, 148, 74), "FLOAT32", True), ((1, 74, 74, 256), "FLOAT32", True)],
        ((1, 74, 148, 256), "FLOAT32", True),
        stack=resize,
    )
    c.op(
        "ttnn.add",
        "BinaryNgDeviceOperation",
        [((1, 1, 4096, 64), "FLOAT32", True), ((1, 1, 4096, 64), "FLOAT32", True)],
        ((1, 1, 4096, 64), "FLOAT32", True),
        stack=("feature_fusion_block", "dpt_head"),
    )
    ops = read_capture({"graph": c.nodes}, c.io)
    fused = with_fused_resizes(ops, da3_stage)
    assert [op.name for op in fused] == [op.name for op in ops[:3]] + [FUSED_RESIZE, ops[-1].name]
    one = fused[3]
    assert one.inputs[0].shape == (1, 1, 5476, 256)  # the map, not the interpolation matrix
    assert one.outputs[0].shape == (1, 74, 148, 256)  # the run's last output
    model = DeviceModel()
    before, after = estimate_program(ops, model, da3_stage), estimate_program(fused, model)
    assert len(after.ops) == len(before.ops) - 1 and after.total_ms < before.total_ms
    padded = 5504 * 256 + 74 * 160 * 256  # tile rows: 5476 -> 5504, 148 -> 160
    assert after.ops[3].kernel_us == pytest.approx(padded * 4 / 512e3)  # DRAM-bound
