"""The official ``InputProcessor``'s resize rule: OpenCV INTER_AREA when shrinking, INTER_CUBIC
when either side grows (``inference.preprocess`` and the runtimes' gate photo share it)."""

from __future__ import annotations

import numpy as np


def resize_image(image: np.ndarray, width: int, height: int) -> np.ndarray:
    """``image`` (H, W[, C]) resized to ``width`` x ``height`` by the official rule."""
    import cv2

    enlarge = width > image.shape[1] or height > image.shape[0]
    interpolation = cv2.INTER_CUBIC if enlarge else cv2.INTER_AREA
    return cv2.resize(image, (width, height), interpolation=interpolation)
