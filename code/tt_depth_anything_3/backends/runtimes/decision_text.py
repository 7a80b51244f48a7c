"""The words of ``runtime="auto"``'s decision: what each candidate runs, why the walk ended
on torch, and the one line the commands print (``select.choose_runtime`` records them)."""

from __future__ import annotations

from typing import Any

from ...config.precisions import DTYPE_NAMES, PROBE_ENV
from .bf16_rate import SLOWER


def final_reason(precision: str, tried: list[dict[str, Any]]) -> str:
    """Why ``choose_runtime`` ends on its last (torch) candidate at ``precision``: every
    faster one refused (fp32), or none of the engines that run ``precision`` taken: with the
    probe off (never gated), the cache disk full, or none runs it here. The fp32 reason names
    each candidate passed over and why (an engine or onnx not installed, a failed gate), less
    those ``speed_note`` names."""
    passed_over = [row for row in tried if row.get("skipped")]
    if precision == "fp32":
        return "the reference (torch float32) itself: every faster candidate was refused" + (
            why_passed_over([r for r in passed_over if not str(r["skipped"]).endswith(SLOWER)])
        )
    unprobed = [f"{row['runtime']} {row['precision']}" for row in passed_over
                if str(row["skipped"]).startswith("probe off")]  # fmt: skip
    if unprobed:
        return (f"probe off ({PROBE_ENV}=0): {', '.join(unprobed)} runs {precision} here but "
                f"was not taken without its accuracy gate; torch {precision}")  # fmt: skip
    if passed_over:
        why = "; ".join(f"{row['runtime']}: {row['skipped']}" for row in passed_over)
        return f"no exported runtime running {precision} here was taken ({why}): torch {precision}"
    return f"no exported runtime runs {precision} here"


def why_passed_over(rows: list[dict[str, Any]]) -> str:
    """`` (<candidates>: <why>; ...)`` for the ``rows`` passed over, candidates with the same
    reason named together, or ``""`` for none."""
    groups: dict[str, list[str]] = {}
    for row in rows:
        groups.setdefault(str(row["skipped"]), []).append(f"{row['runtime']} {row['precision']}")
    if not groups:
        return ""
    return " (" + "; ".join(f"{', '.join(names)}: {why}" for why, names in groups.items()) + ")"


def torch_note(runtime: str, tried: list[dict[str, Any]]) -> str:
    """For a torch choice, ``why_passed_over`` the engines ``auto`` passed over before it
    (not installed, a failed gate), less those ``speed_note`` names; else ``""``."""
    if runtime != "torch":
        return ""
    rows = [row for row in tried if row.get("skipped") and row["runtime"] != "torch"]
    return why_passed_over([row for row in rows if not str(row["skipped"]).endswith(SLOWER)])


CANDIDATES = {
    ("openvino", "int8w"): "OpenVINO, backbone bf16 with int8-stored linear weights (NNCF "
    "weight-only compression), head f32",
    ("openvino", "bf16"): "OpenVINO, backbone bf16 (fp16-stored weights), head f32",
    ("openvino", "int8"): "OpenVINO, NNCF int8 quantisation of the fc1 linears (float ops as "
    "bf16's cut where bf16 is native and faster; else qkv and fc2 too but in the edge blocks, "
    "float ops f32)",
    ("openvino", "fp32"): "OpenVINO, float32",
    ("onnxruntime", "fp32"): "ONNX Runtime, float32",
}


def describe_candidate(runtime: str, precision: str, head: str | None = None) -> str:
    """What a (runtime, precision) candidate runs, in words; ``head``: its DPT head's mode
    where ``auto`` set one (``head_variants``)."""
    words = CANDIDATES.get((runtime, precision), f"{runtime} {precision}")
    return words + " with its residual units bf16" if head == "bf16-units" else words


def decision_line(decision: dict[str, Any]) -> str:
    """One line saying what ``auto`` chose and why (the commands print it to stderr, ``serve``
    logs it): ``auto chose <runtime> <dtype>: <reason>``."""
    precision = DTYPE_NAMES.get(decision["precision"], decision["precision"])
    return f"auto chose {decision['choice']} {precision}: {decision['reason']}"


def speed_note(tried: list[dict[str, Any]]) -> str:
    """`` (<candidates> passed over: <why>)`` for the candidates ``auto`` passed over because
    bf16 is not faster than float32 on this CPU (``candidates.speed_skip_reason``), or ``""``:
    the reason then says why the faster-looking engine was not taken."""
    rows = [row for row in tried if str(row.get("skipped", "")).endswith(SLOWER)]
    if not rows:
        return ""
    names = ", ".join(f"{row['runtime']} {row['precision']}" for row in rows)
    return f" ({names} passed over: {rows[0]['skipped']})"
