"""One attention layer in OpenVINO bf16, written several equivalent ways, and a head-size sweep.

    python benchmarks/ov_attention_forms.py [--shape small|large] [--threads 1] [--runs 30]
    python benchmarks/ov_attention_forms.py --sweep [--threads 1]

A layer of the package's ViT attention (qkv linear, heads, softmax(q k^T / sqrt(d)) v, proj),
seeded random weights, at DA3-SMALL's 378x504 (973 tokens, dim 384, 6 heads) or
DA3Metric-Large's 336x504 (865 tokens, dim 1024, 16 heads), exported with
``torch.onnx.export`` (opset 18) and compiled with the package's bf16 hint. Printed per
formulation: median call time, the MHA Subgraph node's time from ``PERF_COUNT``, its GFLOP/s
(the two attention matmuls' FLOP over the Subgraph time), the node types it compiled to, and
the output's max difference and Pearson against ``F.scaled_dot_product_attention``'s.
``--sweep``: the baseline at head dimension 16-256 with the heads and tokens of ``--shape``
fixed (the softmax work is the same in each; the slope is the matmuls' rate). The figures of
OPT_REPORT 1c.13 ("The attention is bound by its softmax").
"""

from __future__ import annotations

import argparse
import io
import statistics
import time

import numpy as np
import openvino as ov
import torch
import torch.nn.functional as F
from script_args import cpu_name, positive_int
from torch import nn

SHAPES = {"small": (973, 384, 6), "large": (865, 1024, 16)}  # tokens, dim, heads


class Attention(nn.Module):
    """The ViT attention, its core written as ``form`` says."""

    def __init__(self, dim: int, heads: int, form: str) -> None:
        super().__init__()
        self.heads, self.form = heads, form
        self.qkv, self.proj = nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, tokens, dim = x.shape
        head_dim = dim // self.heads
        qkv = self.qkv(x).reshape(batch, tokens, 3, self.heads, head_dim)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        scale = head_dim**-0.5
        if self.form == "sdpa":
            out = F.scaled_dot_product_attention(q, k, v)
        elif self.form == "scale-on-q":
            out = torch.softmax((q * scale) @ k.transpose(-1, -2), dim=-1) @ v
        elif self.form == "scale-after":
            out = torch.softmax((q @ k.transpose(-1, -2)) * scale, dim=-1) @ v
        elif self.form == "k-transposed":
            kt = k.transpose(-1, -2).contiguous()
            out = torch.softmax((q * scale) @ kt, dim=-1) @ v
        elif self.form == "heads-in-batch":
            fold = (batch * self.heads, tokens, head_dim)
            q, k, v = (t.reshape(fold) for t in (q, k, v))
            out = torch.softmax((q * scale) @ k.transpose(-1, -2), dim=-1) @ v
            out = out.reshape(batch, self.heads, tokens, head_dim)
        elif self.form.startswith("blocks-"):
            rows = int(self.form.split("-")[1])
            out = torch.cat([F.scaled_dot_product_attention(q[:, :, i : i + rows], k, v)
                             for i in range(0, tokens, rows)], dim=2)  # fmt: skip
        else:
            raise ValueError(f"unknown form {self.form}")
        return self.proj(out.transpose(1, 2).reshape(batch, tokens, dim))


FORMS = ("sdpa", "scale-on-q", "scale-after", "k-transposed", "heads-in-batch", "blocks-128",
         "blocks-256")  # fmt: skip


def compiled(module: nn.Module, x: torch.Tensor, threads: int) -> ov.CompiledModel:
    """``module`` exported to ONNX (opset 18) and compiled with the package's bf16 hint."""
    buffer = io.BytesIO()
    torch.onnx.export(module, (x,), buffer, opset_version=18, dynamo=False,
                      input_names=["x"], output_names=["y"])  # fmt: skip
    properties = {"INFERENCE_PRECISION_HINT": "bf16", "PERFORMANCE_HINT": "LATENCY",
                  "INFERENCE_NUM_THREADS": threads, "PERF_COUNT": True}  # fmt: skip
    return ov.Core().compile_model(ov.Core().read_model(buffer.getvalue()), "CPU", properties)


def measure(
    model: ov.CompiledModel, x: np.ndarray, runs: int
) -> tuple[float, float, str, np.ndarray]:
    """Median call s, the Subgraph nodes' median time s, the node types, the output."""
    request = model.create_infer_request()
    request.infer({"x": x})  # warm-up
    calls, subgraph = [], []
    for _ in range(runs):
        start = time.perf_counter()
        request.infer({"x": x})
        calls.append(time.perf_counter() - start)
        nodes = request.profiling_info
        mha = [n.real_time.total_seconds() for n in nodes if n.node_type == "Subgraph"]
        subgraph.append(sum(mha))
    kinds = sorted({f"{n.node_type}:{n.exec_type}" for n in request.profiling_info
                    if n.real_time.total_seconds() > 0})  # fmt: skip
    out = request.get_output_tensor().data.copy()
    return statistics.median(calls), statistics.median(subgraph), ", ".join(kinds), out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shape", choices=sorted(SHAPES), default="small")
    parser.add_argument("--threads", type=positive_int, default=1, help="inference threads")
    parser.add_argument("--runs", type=positive_int, default=30, help="timed calls per form")
    parser.add_argument("--sweep", action="store_true", help="the head-dimension sweep instead")
    args = parser.parse_args()
    print(cpu_name(), flush=True)
    torch.manual_seed(0)
    tokens, dim, heads = SHAPES[args.shape]
    if args.sweep:
        for head_dim in (16, 32, 64, 128, 256):
            layer = Attention(head_dim * heads, heads, "sdpa").eval()
            x = torch.randn(1, tokens, head_dim * heads)
            _, mha, _, _ = measure(compiled(layer, x, args.threads), x.numpy(), args.runs)
            print(f"head dim {head_dim:4d}: MHA {mha * 1e3:.2f} ms", flush=True)
        return
    x = torch.randn(1, tokens, dim)
    flop = 4 * heads * tokens * tokens * (dim // heads)  # q k^T and p v, 2 FLOP a multiply-add
    weights = Attention(dim, heads, "sdpa").state_dict()  # the same layer in every form
    reference = None
    for form in FORMS:
        layer = Attention(dim, heads, form).eval()
        layer.load_state_dict(weights)
        call, mha, kinds, out = measure(compiled(layer, x, args.threads), x.numpy(), args.runs)
        reference = out if reference is None else reference  # the first form: sdpa
        diff = float(np.abs(out - reference).max())
        pearson = float(np.corrcoef(out.ravel(), reference.ravel())[0, 1])
        rate = flop / mha / 1e9 if mha > 0 else float("nan")
        print(f"{form:15s} call {call * 1e3:7.2f} ms  MHA {mha * 1e3:6.2f} ms ({rate:5.0f} GFLOP/s)"
              f"  max diff {diff:.1e}  Pearson {pearson:.7f}  [{kinds}]", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
