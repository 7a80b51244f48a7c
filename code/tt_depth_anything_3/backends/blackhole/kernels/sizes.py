"""The network input sizes the API produces (135: ``tests/support/input_sizes.py``
``sweep_sizes``, which derives them from ``inference.preprocess.model_input_size``; a test keeps
the two equal): the sizes at which the residual LayerNorm and the fast program's resizes ship
compiled (``build.py``), so the default device program runs at every one of them.

Written out here because the backends sit below ``inference`` in the import layers: every
``upper_bound`` size at the default ``process_res=504``, ``squash`` at 518, and square, 4:3,
16:9, KITTI (both ways) and one-patch strips at ``process_res`` 280, 406, ..., 1036.
"""

from __future__ import annotations

import argparse

from ....config.parts import parse_network_size

# fmt: off
API_SIZES: tuple[tuple[int, int], ...] = (
    (14, 280), (14, 406), (14, 504), (14, 532), (14, 658), (14, 784), (14, 910), (14, 1036),
    (28, 504), (42, 504), (56, 504), (70, 504), (84, 280), (84, 504), (98, 504), (112, 504),
    (126, 406), (126, 504), (140, 504), (154, 280), (154, 504), (168, 504), (168, 532), (182, 504),
    (196, 504), (196, 658), (210, 280), (210, 504), (224, 406), (224, 504), (238, 504), (238, 784),
    (252, 504), (266, 504), (280, 14), (280, 84), (280, 154), (280, 210), (280, 280), (280, 504),
    (280, 910), (294, 504), (294, 532), (308, 406), (308, 504), (308, 1036), (322, 504),
    (336, 504), (350, 504), (364, 504), (364, 658), (378, 504), (392, 504), (406, 14), (406, 126),
    (406, 224), (406, 308), (406, 406), (406, 504), (406, 532), (420, 504), (434, 504), (448, 504),
    (448, 784), (462, 504), (476, 504), (490, 504), (490, 658), (504, 14), (504, 28), (504, 42),
    (504, 56), (504, 70), (504, 84), (504, 98), (504, 112), (504, 126), (504, 140), (504, 154),
    (504, 168), (504, 182), (504, 196), (504, 210), (504, 224), (504, 238), (504, 252), (504, 266),
    (504, 280), (504, 294), (504, 308), (504, 322), (504, 336), (504, 350), (504, 364), (504, 378),
    (504, 392), (504, 406), (504, 420), (504, 434), (504, 448), (504, 462), (504, 476), (504, 490),
    (504, 504), (518, 518), (518, 910), (532, 14), (532, 168), (532, 294), (532, 406), (532, 532),
    (588, 784), (588, 1036), (658, 14), (658, 196), (658, 364), (658, 490), (658, 658), (686, 910),
    (784, 14), (784, 238), (784, 448), (784, 588), (784, 784), (784, 1036), (910, 14), (910, 280),
    (910, 518), (910, 686), (910, 910), (1036, 14), (1036, 308), (1036, 588), (1036, 784),
    (1036, 1036),
)
# fmt: on


def parse_size(text: str) -> tuple[int, int]:
    """``HxW``, a network input size (multiples of 14) -> (h, w), or argparse's error."""
    try:
        return parse_network_size(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from err
