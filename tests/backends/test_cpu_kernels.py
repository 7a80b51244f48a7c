"""CPU capability detection, kernel selection per precision (faked CPUs) and the arithmetic of
every int8 kernel this machine can run (exact integers against float64)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch
from torch import nn

from tt_depth_anything_3.backends.torch.cpu_capability import (
    KNOWN_FLAGS,
    detect_cpu,
    from_flags,
    parse_cpu_numbers,
    parse_cpuinfo,
)
from tt_depth_anything_3.backends.torch.cpu_kernels import (
    KERNEL_TABLE_CPUS,
    int8_kernel,
    int8_slow_warning,
    select_kernels,
)
from tt_depth_anything_3.backends.torch.int8_linear import INT8_KERNELS, Int8Linear, quantize_rows

AVX2 = KERNEL_TABLE_CPUS["AVX2"]
AVX512 = KERNEL_TABLE_CPUS["AVX-512 (no VNNI)"]
VNNI = KERNEL_TABLE_CPUS["AVX-512 VNNI"]
AMX = KERNEL_TABLE_CPUS["AMX"]
ZEN2_CPUINFO = """processor\t: 0
vendor_id\t: AuthenticAMD
model name\t: AMD EPYC 7B12
flags\t\t: fpu sse sse2 ssse3 fma sse4_1 sse4_2 avx f16c avx2 bmi2 sha_ni
"""
ARM_CPUINFO = """processor\t: 0
BogoMIPS\t: 243.75
Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics asimddp sve
"""
CODE = str(Path(__file__).resolve().parents[2] / "code")


def test_parse_cpuinfo_keeps_model_and_known_flags_only():
    model, flags = parse_cpuinfo(ZEN2_CPUINFO)
    assert model == "AMD EPYC 7B12"
    assert flags == {"avx2", "fma"}
    assert parse_cpuinfo(ARM_CPUINFO) == ("", frozenset())
    assert set(KNOWN_FLAGS) >= set(AMX)


def test_detect_cpu_records_family_and_model_number(tmp_path: Path) -> None:
    """A VM's "AMD EPYC" names no generation: the family number tells Zen 4 (25) from Zen 5
    (26), so every results file that records ``describe()`` says which one ran it."""
    zen5 = ZEN2_CPUINFO.replace("model name", "cpu family\t: 26\nmodel\t\t: 2\nmodel name")
    (tmp_path / "cpuinfo").write_text(zen5, encoding="utf-8")
    described = detect_cpu(tmp_path / "cpuinfo", read_torch=False).describe()
    assert (described["family"], described["model_number"]) == (26, 2)
    assert parse_cpu_numbers(ARM_CPUINFO) == (None, None)


@pytest.mark.parametrize(
    ("flags", "isa", "int8", "bf16_compute"),
    [
        (AVX2, "avx2", "onednn-u7", "float32"),
        (KERNEL_TABLE_CPUS["AVX2 + AVX-VNNI"], "avx2_vnni", "onednn", "float32"),
        (AVX512, "avx512", "onednn-u7", "float32"),
        (VNNI, "avx512_vnni", "int_mm", "float32"),
        (AMX, "amx", "int_mm", "bfloat16"),
        ((), "baseline", "dequant", "float32"),
    ],
)
def test_selection_per_capability(flags, isa, int8, bf16_compute):
    cpu = from_flags(flags, model="fake")
    assert cpu.isa == isa and not cpu.emulated
    choice = select_kernels("int8", cpu)
    assert choice.linear == int8 and choice.fast == (int8 != "dequant")
    assert choice.compute == ("float32" if int8 == "dequant" else "int8")
    assert select_kernels("bf16", cpu).compute == bf16_compute
    assert select_kernels("fp32", cpu).compute == "float32"
    warning = int8_slow_warning(cpu)
    assert (warning is None) == choice.fast
    if warning is not None:
        assert "fake" in warning and cpu.aten in warning and "float32" in warning


def test_torch_capability_follows_the_flags_unless_given():
    assert from_flags(AVX2).aten == "AVX2"
    assert from_flags(VNNI).aten == "AVX512"
    assert from_flags(()).aten == "DEFAULT"
    limited = from_flags(VNNI, aten="avx2")
    assert limited.aten == "AVX2" and limited.limits == ("ATEN_CPU_CAPABILITY=AVX2",)
    # ATen's limit leaves oneDNN (the int8 kernels) on the hardware's ISA
    assert int8_kernel(limited) == "int_mm"


@pytest.mark.parametrize(
    ("limit", "isa", "int8"),
    [
        ("AVX2", "avx2", "onednn-u7"),
        ("AVX2_VNNI", "avx2_vnni", "onednn"),
        ("avx512_core", "avx512", "onednn-u7"),
        ("AVX512_CORE_VNNI", "avx512_vnni", "int_mm"),
        ("AVX512_CORE_AMX", "amx", "int_mm"),  # not a limit below the hardware: no effect
        ("SSE41", "baseline", "dequant"),
    ],
)
def test_onednn_isa_limit_emulates_a_lesser_cpu(limit, isa, int8):
    cpu = from_flags(AMX, env={"ONEDNN_MAX_CPU_ISA": limit})
    assert cpu.isa == isa and int8_kernel(cpu) == int8
    assert cpu.emulated == (isa != "amx")
    assert cpu.hardware_flags == set(AMX)
    assert cpu.describe()["hardware_isa"] == "amx"


@pytest.mark.parametrize("limit", ["AVX10_1_512", "avx10_1_512", "AVX512_CORE_FP16"])
def test_onednn_avx10_name_is_a_limit_below_amx(limit):
    """oneDNN 3.x calls AVX512_CORE_FP16 ``AVX10_1_512`` (no AMX); that name was not known, so
    the limit read as none: an AMX CPU told to stay off AMX reported ``isa`` ``amx``, no
    limits, and bf16 chose AMX arithmetic that oneDNN would not run."""
    cpu = from_flags(AMX, env={"ONEDNN_MAX_CPU_ISA": limit})
    assert cpu.isa == "avx512_vnni" and cpu.emulated
    assert cpu.limits == (f"ONEDNN_MAX_CPU_ISA={limit.upper()}",)
    assert select_kernels("bf16", cpu).compute == "float32"
    assert int8_kernel(cpu) == "int_mm"


def test_int_mm_needs_the_hardware_vnni_flag():
    # torch's _int_mm checks the processor itself: a VNNI flag that only some probe reports
    # (not the hardware) must not select it
    cpu = from_flags(AVX512)
    object.__setattr__(cpu, "flags", cpu.flags | {"avx512_vnni"})
    assert int8_kernel(cpu) == "onednn"  # oneDNN's own VNNI kernels, not torch's _int_mm


@pytest.mark.parametrize(
    ("cpu", "reason"),
    [
        (from_flags((), arch="aarch64", model="Neoverse"), "not x86 (aarch64)"),
        (from_flags(VNNI, onednn=False), "oneDNN is disabled"),
        (from_flags(("fma",)), "no AVX2"),
    ],
)
def test_no_fast_int8_kernel_warns_with_the_reason(cpu, reason):
    assert select_kernels("int8", cpu).linear == "dequant"
    warning = int8_slow_warning(cpu)
    assert reason in warning and "dtype='float32'" in warning


def test_select_kernels_rejects_unknown_precision():
    with pytest.raises(ValueError, match="fp16"):
        select_kernels("fp16", from_flags(AVX2))


def test_detect_cpu_agrees_with_torch(monkeypatch):
    monkeypatch.delenv("ONEDNN_MAX_CPU_ISA", raising=False)
    monkeypatch.delenv("DNNL_MAX_CPU_ISA", raising=False)
    cpu = detect_cpu()
    assert cpu.aten == torch.backends.cpu.get_cpu_capability()
    assert cpu.onednn == torch.backends.mkldnn.enabled
    if cpu.x86:
        assert ("avx2" in cpu.flags) == torch.cpu._is_avx2_supported()
        assert ("avx512_vnni" in cpu.flags) == torch.cpu._is_vnni_supported()
    monkeypatch.setenv("ONEDNN_MAX_CPU_ISA", "AVX2")
    limited = detect_cpu()
    assert limited.flags <= {"avx2", "fma"} and limited.hardware_flags == cpu.hardware_flags
    with torch.backends.mkldnn.flags(enabled=False):
        assert select_kernels("int8", detect_cpu()).linear == "dequant"


def _runnable_kernels() -> list[str]:
    cpu = detect_cpu()
    return [k for k in INT8_KERNELS if not k.startswith("onednn") or (cpu.x86 and cpu.onednn)]


@pytest.mark.parametrize("kernel", _runnable_kernels())
@pytest.mark.parametrize(("tokens", "k", "n"), [(1, 8, 8), (17, 33, 7), (65, 96, 288)])
def test_int8_kernel_arithmetic_against_float64(kernel, tokens, k, n):
    torch.manual_seed(tokens + k)
    linear = nn.Linear(k, n)
    module = Int8Linear.from_linear(linear, kernel)
    assert module.kernel == kernel and kernel in repr(module)
    x = torch.randn(2, tokens, k)
    with torch.no_grad():
        out = module(x)
    assert out.shape == (2, tokens, n) and out.dtype == torch.float32
    qw, sw = quantize_rows(linear.weight.detach())
    weight = qw.double() * sw.double()
    bias = linear.bias.detach().double()
    if kernel == "dequant":  # float32 activations times the int8-stored weight
        expected = x.reshape(-1, k).double() @ weight.t() + bias
    else:  # int8 activations per token (7-bit for onednn-u7): only the final rescale rounds
        qx, sx = quantize_rows(x.reshape(-1, k), qmax=64 if kernel == "onednn-u7" else 127)
        expected = (qx.double() @ qw.double().t()) * sx.double() * sw.double().t() + bias
    assert torch.allclose(out.double().reshape(-1, n), expected, rtol=1e-5, atol=1e-5)


def test_unsigned_activations_are_the_signed_ones_shifted():
    x = torch.randn(40, 24)
    signed, scale = quantize_rows(x)
    unsigned, scale_u = quantize_rows(x, zero_point=128)
    assert unsigned.dtype == torch.uint8 and torch.equal(scale, scale_u)
    assert torch.equal(unsigned.int() - 128, signed.int())
    narrow, _ = quantize_rows(x, zero_point=64, qmax=64)
    assert int(narrow.max()) == 128 and int(narrow.min()) == 0


@pytest.mark.skipif(not detect_cpu().x86, reason="oneDNN's int8 JIT kernels are x86")
def test_onednn_kernel_integers_are_exact_with_full_range_operands():
    # |acc| <= 127 * 127 * 96 < 2**24: the float32 output holds the integers exactly, and
    # operands at +-127 would expose any 16-bit saturation of a non-VNNI kernel
    weight = torch.randint(-127, 128, (64, 96), dtype=torch.int8)
    weight[0] = 127
    module = Int8Linear(weight, torch.ones(64), None, "onednn")
    x = torch.randint(-127, 128, (33, 96)).float()
    x[0] = 127.0
    x[:, 1] = -127.0  # every token's scale is then exactly 1
    with torch.no_grad():
        out = module(x)
    assert torch.equal(out.double(), x.double() @ weight.double().t())


@pytest.mark.skipif(not detect_cpu().x86, reason="emulates a lesser x86 CPU")
def test_emulated_avx2_selects_onednn_u7_and_its_integers_are_exact():
    # GELU-like activations (uint8 values near the top of their range) and K = 1024: with
    # full-range uint8 activations oneDNN's AVX2 kernel saturates its int16 pairs here
    script = textwrap.dedent(
        """
        import torch
        from torch import nn
        from tt_depth_anything_3.backends.torch.cpu_kernels import select_kernels
        from tt_depth_anything_3.backends.torch.int8_linear import Int8Linear, quantize_rows
        torch.manual_seed(0)
        linear = nn.Linear(1024, 256)
        x = torch.nn.functional.gelu(torch.randn(65, 1024) * 2)
        kernel = select_kernels("int8").linear
        with torch.no_grad():
            out = Int8Linear.from_linear(linear, kernel)(x).double()
        qx, sx = quantize_rows(x, qmax=64)
        qw, sw = quantize_rows(linear.weight.detach())
        exact = (qx.double() @ qw.double().t()) * sx.double() * sw.double().t()
        exact = exact + linear.bias.detach().double()
        print(kernel, float((out - exact).abs().max() / exact.abs().max()))
        """
    )
    env = {**os.environ, "ONEDNN_MAX_CPU_ISA": "AVX2", "PYTHONPATH": CODE}
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
    )
    kernel, error = result.stdout.split()
    assert kernel == "onednn-u7" and float(error) < 1e-6
