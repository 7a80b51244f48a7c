"""Loop closure for the chunked reconstruction: retrieval, verification and a Sim(3) pose graph.

Retrieval uses a cheap image descriptor (no extra weights: the backend does not return the
backbone tokens of a forward, so the descriptor is the frame itself, a 24 x 32 grey thumbnail,
mean-free and L2-normalised, compared by cosine similarity). A candidate pair of frames (i, j)
far apart in time is verified by reconstructing both neighbourhoods as one chunk: each
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

from .scene import Scene
from .sim3 import AlignMethod, apply, robust_fit, sim3_inverse, sim3_matrix, sim3_parts
from .streaming import correspondences, slice_scene

DESCRIPTOR_SIZE = (32, 24)  # (width, height) of the thumbnail


def image_descriptor(image: np.ndarray) -> np.ndarray:
    """(D,) float32 unit descriptor of an (H, W, 3) uint8 image."""
    grey = cv2.cvtColor(np.ascontiguousarray(image), cv2.COLOR_RGB2GRAY).astype(np.float32)
    thumb = cv2.resize(grey, DESCRIPTOR_SIZE, interpolation=cv2.INTER_AREA).ravel()
    thumb -= thumb.mean()
    norm = float(np.linalg.norm(thumb))
    return (thumb / norm if norm > 0 else thumb).astype(np.float32)


def loop_candidates(
    descriptors: np.ndarray, min_gap: int, threshold: float = 0.9, max_loops: int = 4
) -> list[tuple[int, int, float]]:
    """Frame pairs (i, j, similarity), j - i >= ``min_gap``, similarity >= ``threshold``, best
    first; a pair within ``min_gap`` frames (in both i and j) of a chosen one is left out."""
    d = np.asarray(descriptors, dtype=np.float32)
    sim = d @ d.T
    i, j = np.nonzero(np.triu(np.ones(sim.shape, bool), k=min_gap) & (sim >= threshold))
    order = np.lexsort((j, i, -sim[i, j]))
    chosen: list[tuple[int, int, float]] = []
    for a, b in zip(i[order], j[order], strict=True):
        if len(chosen) == max_loops:
            break
        if all(abs(a - ca) >= min_gap or abs(b - cb) >= min_gap for ca, cb, _ in chosen):
            chosen.append((int(a), int(b), float(sim[a, b])))
    return chosen


@dataclass(frozen=True)
class LoopEdge:
    """A measured Sim(3) ``measured`` from chunk ``b``'s frame to chunk ``a``'s."""

    a: int
    b: int
    measured: np.ndarray
    residual: float  # the fits' weighted median residual / median depth of the joint chunk


def _fit(own: Scene, joint: Scene, method: AlignMethod) -> tuple[np.ndarray, float]:
    src, dst, w = correspondences(joint, own)
    fit = robust_fit(src, dst, w, method)
    r = np.linalg.norm(dst - apply(fit, src), axis=1)
    depth = joint.depth[np.isfinite(joint.depth) & (joint.depth > 0)]
    return fit, float(np.median(r) / max(float(np.median(depth)), 1e-12))


def measure_loop(
    a: int, own_a: Scene, b: int, own_b: Scene, joint: Scene, method: AlignMethod = "sim3"
) -> LoopEdge:
    """The loop edge from the joint reconstruction ``joint`` of ``own_a``'s views followed by
    ``own_b``'s (``own_*``: those views in their own chunk's frame)."""
    n = own_a.num_views
    fit_a, res_a = _fit(own_a, slice_scene(joint, slice(0, n)), method)
    fit_b, res_b = _fit(own_b, slice_scene(joint, slice(n, None)), method)
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
    try:
        import gtsam
    except ImportError as err:
        raise ImportError(
            "loop closure needs gtsam: pip install 'tt-depth-anything-3[video]'"
        ) from err
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
