"""The network input sizes the API produces: what a device program has to run at.

``upper_bound`` scales the longest side to ``process_res`` and rounds both sides to the nearest
multiple of 14, so at one ``process_res`` the sizes are (P, 14k) and (14k, P) for every short
side 14k up to P (P = ``process_res`` rounded to a multiple of 14); ``squash`` gives P x P.
"""

from __future__ import annotations

from tt_depth_anything_3.inference.preprocess import (
    DEFAULT_PROCESS_RES,
    ResizeMode,
    model_input_size,
)

Size = tuple[int, int]

# Image aspect ratios (height, width) of the sweep's other ``process_res`` values: square, 4:3
# and 16:9 both ways, a KITTI frame (1242x375) both ways, and the most extreme strip (1 patch).
SWEEP_ASPECTS: tuple[Size, ...] = (
    (1, 1),
    (3, 4),
    (4, 3),
    (9, 16),
    (16, 9),
    (375, 1242),
    (1242, 375),
)
# Other ``process_res`` values of the sweep: 280..1036 in steps of 126 (9 patches).
SWEEP_PROCESS_RES: tuple[int, ...] = tuple(range(280, 1037, 126))


def api_input_sizes(
    process_res: int = DEFAULT_PROCESS_RES, resize_mode: ResizeMode = "upper_bound"
) -> list[Size]:
    """Every (h, w) ``model_input_size`` returns at ``process_res``, for any image, sorted."""
    if process_res < 14:
        raise ValueError(f"process_res must be at least 14, got {process_res}")
    if resize_mode == "squash":
        return [model_input_size(process_res, process_res, process_res, "squash")]
    if resize_mode != "upper_bound":
        raise ValueError(f"resize_mode must be 'upper_bound' or 'squash', got {resize_mode!r}")
    sizes = set()
    for short in range(1, process_res + 1):  # every short side the scaled image can have
        sizes.add(model_input_size(short, process_res, process_res, "upper_bound"))
        sizes.add(model_input_size(process_res, short, process_res, "upper_bound"))
    return sorted(sizes)


def aspect_sizes(process_res: int) -> list[Size]:
    """The sizes of ``SWEEP_ASPECTS`` and the one-patch strips at ``process_res``."""
    sizes = {model_input_size(h, w, process_res, "upper_bound") for h, w in SWEEP_ASPECTS}
    sizes |= {(14, long_side(process_res)), (long_side(process_res), 14)}
    return sorted(sizes)


def long_side(process_res: int) -> int:
    """The long side ``upper_bound`` gives at ``process_res``."""
    return model_input_size(process_res, process_res, process_res, "upper_bound")[0]


def sweep_sizes() -> list[Size]:
    """The sweep set: every ``upper_bound`` size at the default ``process_res=504``, ``squash``
    at 518, and ``aspect_sizes`` at each of ``SWEEP_PROCESS_RES``; sorted by pixel count."""
    sizes = set(api_input_sizes(DEFAULT_PROCESS_RES)) | set(api_input_sizes(518, "squash"))
    for process_res in SWEEP_PROCESS_RES:
        sizes |= set(aspect_sizes(process_res))
    return sorted(sizes, key=lambda s: (s[0] * s[1], s))
