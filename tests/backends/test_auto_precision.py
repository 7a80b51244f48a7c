"""dtype="auto", the int8 warning where no int8 kernel is fast, and the reports naming the CPU
capability and the kernels in use (describe(), tt-da3 info)."""

from __future__ import annotations

import json
import warnings

import pytest
import torch

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.backends import TorchBackend
from tt_depth_anything_3.backends.torch.auto_precision import (
    PROBE_MIN_SPEEDUP,
    choose_precision,
    probe_enabled,
    probe_int8_speedup,
)
from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu, from_flags
from tt_depth_anything_3.backends.torch.cpu_kernels import (
    KERNEL_TABLE_CPUS,
    SlowKernelWarning,
    select_kernels,
)
from tt_depth_anything_3.backends.torch.int8_linear import Int8Linear
from tt_depth_anything_3.backends.torch.loading import build_network
from tt_depth_anything_3.cli import main as cli_main
from tt_depth_anything_3.config import DA3Config

CPU = torch.device("cpu")


@pytest.mark.parametrize(
    ("kind", "expected"),
    [("AMX", "int8"), ("AVX-512 VNNI", "int8"), ("AVX2", "int8"), ("no AVX2", "fp32")],
)
def test_auto_from_capabilities(kind, expected):
    cpu = from_flags(KERNEL_TABLE_CPUS[kind])
    assert choose_precision(CPU, cpu, probe=False) == expected


def test_auto_on_other_devices_and_without_onednn():
    assert choose_precision(torch.device("cuda"), probe=False) == "bf16"
    assert choose_precision(None) == "fp32"  # Blackhole: the device program's own precision
    no_onednn = from_flags(KERNEL_TABLE_CPUS["AVX-512 VNNI"], onednn=False)
    assert choose_precision(CPU, no_onednn, probe=True) == "fp32"  # no probe needed


def test_probe_switch(monkeypatch):
    monkeypatch.delenv("TT_DA3_AUTO_PROBE", raising=False)
    assert probe_enabled()
    for off in ("0", "false", "off"):
        monkeypatch.setenv("TT_DA3_AUTO_PROBE", off)
        assert not probe_enabled()
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "maybe")
    with pytest.raises(ValueError, match="TT_DA3_AUTO_PROBE"):
        probe_enabled()


def test_probe_decides_with_the_measured_speedup(monkeypatch):
    kernel = select_kernels("int8").linear
    speedup = probe_int8_speedup(kernel)
    assert speedup > 0
    module = "tt_depth_anything_3.backends.torch.auto_precision.probe_int8_speedup"
    cpu = from_flags(KERNEL_TABLE_CPUS["AVX2"])
    monkeypatch.setattr(module, lambda kernel: PROBE_MIN_SPEEDUP - 0.01)
    assert choose_precision(CPU, cpu, probe=True) == "fp32"
    monkeypatch.setattr(module, lambda kernel: PROBE_MIN_SPEEDUP)
    assert choose_precision(CPU, cpu, probe=True) == "int8"


def test_from_pretrained_auto_loads_the_capability_choice(
    tiny_metric_checkpoint, photo, monkeypatch
):
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")
    expected = "int8" if select_kernels("int8").fast else "fp32"
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", dtype="auto", process_res=140
    ) as model:
        assert model.precision == expected
        assert model(photo).depth.shape == (112, 140)


def test_runtime_auto_at_a_size_no_graph_takes_resolves_dtype_auto_on_torch(
    tiny_metric_checkpoint, monkeypatch
):
    """runtime="auto" with dtype="auto" at a network side under 28 px (torch, not the
    engines) handed "auto" to torch, which refused it as a precision."""
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")
    expected = "int8" if select_kernels("int8").fast else "fp32"
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, runtime="auto", dtype="auto", process_res=14
    ) as model:
        report = model.describe()
        assert (model.backend, model.precision) == ("torch", expected)
    assert report["auto_precision"]["choice"] == expected  # the capability rule's decision
    assert report["auto_runtime"]["choice"] == "torch"


def test_int8_without_a_fast_kernel_warns_and_reports_dequant(
    tiny_metric_checkpoint, photo, monkeypatch
):
    # oneDNN limited below AVX2: no int8 GEMM kernel is fast (the ARM / old-x86 case)
    monkeypatch.setenv("ONEDNN_MAX_CPU_ISA", "SSE41")
    with pytest.warns(SlowKernelWarning, match="no fast int8 GEMM") as record:
        model = DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="cpu", dtype="int8", process_res=140
        )
    message = str(record[0].message)
    assert detect_cpu().model in message and "float32" in message
    with model:
        described = model.describe()["backend"]
        assert described["kernels"]["linear"] == "dequant"
        assert "ONEDNN_MAX_CPU_ISA=SSE41" in described["cpu"]["limits"]
        # the network runs the dequant kernel it reports
        int8 = model.describe()["backend"]["kernels"]["faster_than_fp32"]
        assert int8 is False and model(photo).depth.shape == (112, 140)
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")
    with warnings.catch_warnings():
        warnings.simplefilter("error", SlowKernelWarning)  # auto never picks the slow path
        with DepthAnything3.from_pretrained(
            weights_path=tiny_metric_checkpoint, device="cpu", dtype="auto", process_res=140
        ) as model:
            assert model.precision == "fp32"
            decision = model.describe()["auto_precision"]  # how auto chose, for the user
            assert decision["choice"] == "fp32" and decision["rule"] == "fp32"
            assert decision["probe"]["enabled"] is False


def test_describe_names_cpu_and_kernels(tiny_metric_checkpoint):
    with DepthAnything3.from_pretrained(
        weights_path=tiny_metric_checkpoint, device="cpu", dtype="int8", process_res=140
    ) as model:
        report = model.describe()
        json.dumps(report)  # JSON-ready
    assert report["auto_precision"] is None  # a dtype was named
    kernel = select_kernels("int8").linear
    assert report["backend"]["kernels"]["linear"] == kernel
    assert report["backend"]["cpu"]["torch_capability"] == detect_cpu().aten
    # the network a backend builds runs the kernel it reports
    config = DA3Config.from_dict(json.loads((tiny_metric_checkpoint / "config.json").read_text()))
    network = build_network(config, tiny_metric_checkpoint / "model.safetensors", "int8")
    backend = TorchBackend(network, CPU, "int8")
    kernels = {m.kernel for m in backend.network.modules() if isinstance(m, Int8Linear)}
    assert kernels == {kernel} and backend.describe()["kernels"]["linear"] == kernel


def test_cli_info_reports_the_cpu(capsys):
    assert cli_main(["info", "--device", "cpu"]) == 0
    info = json.loads(capsys.readouterr().out)
    cpu = info["cpu"]
    assert cpu["cpu"]["torch_capability"] == torch.backends.cpu.get_cpu_capability()
    assert set(cpu["kernels"]) == {"fp32", "bf16", "int8"}
    assert cpu["auto"] in ("int8", "fp32")
    assert cpu["kernels"]["int8"]["linear"] == select_kernels("int8").linear


def test_cli_info_auto_is_what_a_load_picks(capsys, monkeypatch):
    """``tt-da3 info``'s ``auto`` is the load's decision, the timed probe included."""
    module = "tt_depth_anything_3.backends.torch.auto_precision.probe_int8_speedup"
    monkeypatch.setattr(module, lambda kernel: PROBE_MIN_SPEEDUP / 2)  # int8 slower here
    monkeypatch.delenv("TT_DA3_AUTO_PROBE", raising=False)
    assert cli_main(["info", "--device", "cpu"]) == 0
    cpu = json.loads(capsys.readouterr().out)["cpu"]
    assert cpu["auto"] == choose_precision(CPU) == "fp32"
    decision = cpu["auto_decision"]
    rule = "int8" if select_kernels("int8").fast else "fp32"
    assert decision["rule"] == rule and decision["probe"]["enabled"]
    assert (decision["probe"]["int8_speedup"] is None) == (rule == "fp32")
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", "0")
    assert cli_main(["info", "--device", "cpu"]) == 0
    assert json.loads(capsys.readouterr().out)["cpu"]["auto"] == rule


def test_the_probe_takes_the_fastest_call_of_each_side():
    """Calls slowed by another process (here: four of the fast side's seven timed calls, 10x,
    and one of the slow side's, 5x) do not turn the ratio over, as they turned the median of
    the pairs' ratios (to 0.2x here; 4.3x-11.5x with one of two cores busy, where the ratio
    of the fastest calls stayed 4.2x-5.1x). The calls advance a clock of the test's own: timed
    by sleeps on the wall clock, a loaded machine overslept every short call by a millisecond
    or more, and the ratio fell out of its bounds."""
    from tt_depth_anything_3.backends.torch.auto_precision import interleaved_ratio

    calls = {"fast": 0, "slow": 0}
    now = [0.0]

    def slow() -> None:
        calls["slow"] += 1
        now[0] += 0.02 if calls["slow"] == 2 else 0.004

    def fast() -> None:
        calls["fast"] += 1
        now[0] += 0.02 if calls["fast"] in (2, 3, 5, 7) else 0.002

    ratio = interleaved_ratio(slow, fast, pairs=7, clock=lambda: now[0])
    assert ratio == pytest.approx(2.0)  # 0.004 / 0.002: the fastest call of each side
    assert calls["fast"] == 8  # one warm-up call, then seven timed


def test_the_probe_counts_only_the_time_its_kernels_ran(monkeypatch):
    """Under two other processes running torch, a two-thread int8 call waited for its
    descheduled thread and the wall-time probe read int8 as 6x slower than float32 (0.15x,
    flipping the choice). The probe now runs on one torch thread, the calling one, and counts
    that thread's CPU time: time off the CPU (here a sleep) is not counted."""
    import time

    import torch
    import torch.nn.functional as F

    from tt_depth_anything_3.backends.torch import auto_precision

    def busy(seconds: float) -> None:
        end = time.thread_time() + seconds
        while time.thread_time() < end:
            pass

    def slow() -> None:
        busy(0.004)

    def fast() -> None:
        time.sleep(0.02)  # descheduled: costs no CPU time
        busy(0.002)

    assert 1.6 < auto_precision.interleaved_ratio(slow, fast, pairs=3) < 2.4

    threads_seen = []
    real_linear = F.linear

    def counting_linear(*args):
        threads_seen.append(torch.get_num_threads())
        return real_linear(*args)

    before = torch.get_num_threads()
    monkeypatch.setattr(auto_precision.F, "linear", counting_linear)
    assert auto_precision.probe_int8_speedup("dequant") > 0
    assert threads_seen and set(threads_seen) == {1}
    assert torch.get_num_threads() == before
