"""Loop closure for the chunked reconstruction: retrieval, verification and a Sim(3) pose graph.

Retrieval compares one descriptor per frame by cosine similarity after the sequence's mean
descriptor is taken off. The descriptors come from the model itself (no extra weights): the
backbone's last feature map pooled per frame (``modeling.network.frame_descriptors``, at most
256 values), saved with each chunk; ``image_descriptor`` (a 24 x 32 grey thumbnail) is the
weight-free alternative for backends that do not return tokens. The official DA3-Streaming
retrieves with SALAD (extra weights): similarity >= 0.85, the top 5 per frame, NMS over 25
frames; ``loop_candidates`` takes the same three parameters. A candidate pair of frames
(i, j) far apart in time is verified by reconstructing both neighbourhoods as one chunk: each
neighbourhood's points in that joint chunk are fitted (``sim3.robust_fit``) to the same pixels
in its own chunk; the two fits give the measured Sim(3) between the two chunks' frames, kept
when the fits' residuals are small. The pose graph (one Sim(3) per chunk, chunk 0 fixed,
between-factors for consecutive chunks and for loops) is solved by gtsam's Levenberg-Marquardt
on ``Similarity3``.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from ..config.extras import require_module
from .scene import Scene
from .sim3 import AlignMethod, apply, robust_fit, sim3_inverse, sim3_matrix, sim3_parts
from .streaming import fit_correspondences, slice_scene

DESCRIPTOR_SIZE = (32, 24)  # (width, height) of the thumbnail
RETRIEVAL_BLOCK = 1024  # query frames per similarity block (memory O(block x frames))


def image_descriptor(image: np.ndarray) -> np.ndarray:
    """(D,) float32 unit descriptor of an (H, W, 3) uint8 image."""
    grey = cv2.cvtColor(np.ascontiguousarray(image), cv2.COLOR_RGB2GRAY).astype(np.float32)
    thumb = cv2.resize(grey, DESCRIPTOR_SIZE, interpolation=cv2.INTER_AREA).ravel()
    thumb -= thumb.mean()
    norm = float(np.linalg.norm(thumb))
    return (thumb / norm if norm > 0 else thumb).astype(np.float32)


def centred(descriptors: np.ndarray) -> np.ndarray:
    """(N, D) descriptors less their mean, each scaled to unit length (pooled tokens of one
    video share a large common part; without it every pair looks alike)."""
    d = np.asarray(descriptors, dtype=np.float32)
    d = d - d.mean(axis=0, keepdims=True)
    norm = np.linalg.norm(d, axis=1, keepdims=True)
    return d / np.where(norm > 0, norm, 1.0)


def loop_candidates(
    descriptors: np.ndarray,
    min_gap: int,
    threshold: float = 0.85,
    max_loops: int = 4,
    top_k: int = 5,
    nms: int | None = None,
) -> list[tuple[int, int, float]]:
    """Frame pairs (i, j, similarity) of the (N, D) unit ``descriptors``, best first: for each
    frame i its ``top_k`` most similar frames j >= i + ``min_gap`` with similarity >=
    ``threshold``; a pair within ``nms`` frames (in both i and j; default ``min_gap``) of a
    better one is left out; at most ``max_loops``. Memory O(RETRIEVAL_BLOCK x N)."""
    if top_k < 1:
        raise ValueError(f"top_k must be at least 1, got {top_k}")
    d = np.asarray(descriptors, dtype=np.float32)
    nms = min_gap if nms is None else nms
    found: list[tuple[float, int, int]] = []
    columns = np.arange(len(d))
    for lo in range(0, len(d), RETRIEVAL_BLOCK):
        sim = d[lo : lo + RETRIEVAL_BLOCK] @ d.T
        rows = np.arange(lo, lo + len(sim))
        sim[columns[None, :] - rows[:, None] < min_gap] = -np.inf
        k = min(top_k, sim.shape[1])
        best = np.argpartition(-sim, k - 1, axis=1)[:, :k]
        for r, js in zip(rows, best, strict=True):
            for j in js:
                value = float(sim[r - lo, j])
                if value >= threshold:
                    found.append((value, int(r), int(j)))
    found.sort(key=lambda t: (-t[0], t[1], t[2]))
    chosen: list[tuple[int, int, float]] = []
    for value, a, b in found:
        if len(chosen) == max_loops:
            break
        if all(abs(a - ca) >= nms or abs(b - cb) >= nms for ca, cb, _ in chosen):
            chosen.append((a, b, value))
    return chosen


@dataclass(frozen=True)
class LoopEdge:
    """A measured Sim(3) ``measured`` from chunk ``b``'s frame to chunk ``a``'s."""

    a: int
    b: int
    measured: np.ndarray
    # the larger of the two fits' median residuals (plain, not weighted: each point counts
    # once) / the median depth of the joint chunk
    residual: float


def _fit(own: Scene, joint: Scene, method: AlignMethod, where: str) -> tuple[np.ndarray, float]:
    src, dst, w = fit_correspondences(joint, own, where)
    fit = robust_fit(src, dst, w, method)
    r = np.linalg.norm(dst - apply(fit, src), axis=1)
    depth = joint.depth[np.isfinite(joint.depth) & (joint.depth > 0)]
    return fit, float(np.median(r) / max(float(np.median(depth)), 1e-12))


def measure_loop(
    a: int, own_a: Scene, b: int, own_b: Scene, joint: Scene, method: AlignMethod = "sim3"
) -> LoopEdge:
    """The loop edge from the joint reconstruction ``joint`` of ``own_a``'s views followed by
    ``own_b``'s (``own_*``: those views in their own chunk's frame). ``TooFewPointsError``
    when either neighbourhood has fewer than 3 usable pixels in both (all sky, say)."""
    n = own_a.num_views
    fits = []
    for k, own, views in ((a, own_a, slice(0, n)), (b, own_b, slice(n, None))):
        where = f"the loop check of chunks {a} and {b}: chunk {k}'s views and the joint chunk"
        fits.append(_fit(own, slice_scene(joint, views), method, where))
    (fit_a, res_a), (fit_b, res_b) = fits
    return LoopEdge(a, b, sim3_inverse(fit_a) @ fit_b, max(res_a, res_b))


def _to_gtsam(matrix: np.ndarray):
    import gtsam

    scale, rot, trans = sim3_parts(matrix)
    # gtsam's Similarity3(R, t, s) maps p -> s (R p + t).
    return gtsam.Similarity3(gtsam.Rot3(rot), trans / scale, scale)


def _from_gtsam(sim) -> np.ndarray:
    rot = np.asarray(sim.rotation().matrix())
    return sim3_matrix(sim.scale(), rot, sim.scale() * np.asarray(sim.translation()))


def optimise_pose_graph(
    initial: np.ndarray,
    relative: np.ndarray,
    loops: list[LoopEdge],
    loop_weight: float = 1.0,
) -> np.ndarray:
    """Chunk-to-world Sim(3)s (K, 4, 4) after Levenberg-Marquardt on the pose graph.

    ``initial``: the chained estimates; ``relative[k]`` (k >= 1): chunk k -> chunk k-1
    (consecutive edges); ``loops``: the loop edges (weight ``loop_weight`` relative to a
    consecutive edge). Chunk 0 is held fixed.
    """
    gtsam = require_module("gtsam", "loop closure", "video")
    graph = gtsam.NonlinearFactorGraph()
    values = gtsam.Values()
    unit = gtsam.noiseModel.Isotropic.Sigma(7, 1.0)
    loop_noise = gtsam.noiseModel.Isotropic.Sigma(7, 1.0 / np.sqrt(loop_weight))
    graph.add(gtsam.PriorFactorSimilarity3(0, _to_gtsam(initial[0]), unit_prior()))
    for k in range(len(initial)):
        values.insert(k, _to_gtsam(initial[k]))
    for k in range(1, len(initial)):
        graph.add(gtsam.BetweenFactorSimilarity3(k - 1, k, _to_gtsam(relative[k]), unit))
    for edge in loops:
        measured = _to_gtsam(edge.measured)
        graph.add(gtsam.BetweenFactorSimilarity3(edge.a, edge.b, measured, loop_noise))
    params = gtsam.LevenbergMarquardtParams()
    params.setMaxIterations(100)
    params.setRelativeErrorTol(1e-12)
    params.setAbsoluteErrorTol(1e-14)
    result = gtsam.LevenbergMarquardtOptimizer(graph, values, params).optimize()
    return np.stack([_from_gtsam(result.atSimilarity3(k)) for k in range(len(initial))])


def unit_prior():
    """A tight prior (sigma 1e-6) that holds chunk 0 in place."""
    import gtsam

    return gtsam.noiseModel.Isotropic.Sigma(7, 1e-6)
