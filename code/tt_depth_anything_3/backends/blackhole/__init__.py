"""Tenstorrent Blackhole (p150a): the TT-NN device program (``device``: imports ``ttnn``),
its ttnn-free numerics (``numerics``: the emulator, weight folding, math fidelity and the
program tables the device code shares), the one-pass attention (``one_pass``), the TT-Lang
kernels (``kernels``), the mock p150a (``mock``) and the roofline device model
(``device_model``). Importing this package imports none of them."""
