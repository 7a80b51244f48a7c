"""The Tenstorrent tile: tiled tensors are stored in 32 x 32 blocks (every tiled dimension is
padded to a multiple of it). One definition for the device program, its planners, the device
model and the one-pass packing (the standalone kernels in ``kernels/`` keep their own)."""

TILE = 32
