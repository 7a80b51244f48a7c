"""What ``OpenVINOBackend.describe()["parts"]`` says of a graph cut at its head on this CPU."""

from __future__ import annotations


def cut_parts() -> dict[str, str]:
    """The cut's parts: the backbone bf16, the head by this CPU's ``head_mode``."""
    from tt_depth_anything_3.backends.runtimes.openvino_backend import head_mode
    from tt_depth_anything_3.backends.torch.cpu_capability import detect_cpu
    from tt_depth_anything_3.config.precisions import BF16_HEAD_LABELS

    return {"backbone": "bf16", "head": BF16_HEAD_LABELS[head_mode(detect_cpu())]}
