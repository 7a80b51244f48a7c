"""The network's input normalisation: ImageNet mean and standard deviation."""

from __future__ import annotations

import numpy as np

IMAGENET_MEAN = (0.485, 0.456, 0.406)
IMAGENET_STD = (0.229, 0.224, 0.225)


def normalize_array(image: np.ndarray) -> np.ndarray:
    """uint8 (h, w, 3) -> float32 (3, h, w): /255 then ImageNet mean/std, as torchvision does
    (float32 arithmetic in the same order: the same bits as ``Normalize(ToTensor(x))``)."""
    chw = np.ascontiguousarray(image.transpose(2, 0, 1), dtype=np.float32)
    chw /= np.float32(255)
    chw -= np.asarray(IMAGENET_MEAN, np.float32)[:, None, None]
    chw /= np.asarray(IMAGENET_STD, np.float32)[:, None, None]
    return chw
