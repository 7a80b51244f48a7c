"""The COLMAP text writer (column-wise, one sort for the per-image observations) against a
line-by-line reference of the format, byte for byte, and read back by pycolmap equal to the
binary writer's model."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tt_depth_anything_3.exports.colmap import (
    ColmapModel,
    rotation_to_quaternion,
    write_binary,
    write_text,
)


def random_model(n: int = 5, p: int = 3000, seed: int = 0) -> ColmapModel:
    rng = np.random.default_rng(seed)
    image = rng.integers(1, n, p)  # image n observes nothing
    rank = np.empty(p, np.int64)
    for i in range(1, n + 1):
        rank[image == i] = np.arange((image == i).sum())
    q, _ = np.linalg.qr(rng.normal(size=(n, 3, 3)))
    rot = q * np.sign(np.linalg.det(q))[:, None, None]
    return ColmapModel(
        sizes=rng.integers(50, 900, (n, 2)),
        params=rng.uniform(10, 700, (n, 4)),
        quaternions=np.stack([rotation_to_quaternion(r) for r in rot]),
        translations=rng.normal(0, 3, (n, 3)),
        names=tuple(f"frame_{i:06d}.png" for i in range(n)),
        xyz=rng.normal(0, 5, (p, 3)).astype(np.float32),
        rgb=rng.integers(0, 256, (p, 3)).astype(np.uint8),
        image_of_point=image,
        index_in_image=rank,
        pixel=rng.uniform(0, 800, (p, 2)) * rng.choice([1.0, 1 / 3], (p, 1)),
    )


def reference_text(model: ColmapModel, folder: Path) -> None:
    """The format written one line, one value at a time."""
    n, p = len(model.names), len(model.xyz)
    lines = [
        "# Camera list with one line of data per camera:",
        "#   CAMERA_ID, MODEL, WIDTH, HEIGHT, PARAMS[]",
        f"# Number of cameras: {n}",
    ]
    for i in range(n):
        params = " ".join(f"{v:.17g}" for v in model.params[i])
        lines.append(f"{i + 1} PINHOLE {model.sizes[i, 0]} {model.sizes[i, 1]} {params}")
    (folder / "cameras.txt").write_text("\n".join(lines) + "\n")
    lines = [
        "# Image list with two lines of data per image:",
        "#   IMAGE_ID, QW, QX, QY, QZ, TX, TY, TZ, CAMERA_ID, NAME",
        "#   POINTS2D[] as (X, Y, POINT3D_ID)",
        f"# Number of images: {n}, mean observations per image: {p / max(n, 1):g}",
    ]
    for i in range(n):
        pose = " ".join(f"{v:.17g}" for v in (*model.quaternions[i], *model.translations[i]))
        lines.append(f"{i + 1} {pose} {i + 1} {model.names[i]}")
        obs = [
            f"{model.pixel[j, 0]:.17g} {model.pixel[j, 1]:.17g} {j + 1} "
            for j in range(p)
            if model.image_of_point[j] == i + 1
        ]
        lines.append("".join(obs))
    (folder / "images.txt").write_text("\n".join(lines) + "\n")
    lines = [
        "# 3D point list with one line of data per point:",
        "#   POINT3D_ID, X, Y, Z, R, G, B, ERROR, TRACK[] as (IMAGE_ID, POINT2D_IDX)",
        f"# Number of points: {p}, mean track length: {1 if p else 0}",
    ]
    for j in range(p):
        x, y, z = (float(v) for v in model.xyz[j])
        r, g, b = (int(v) for v in model.rgb[j])
        lines.append(
            f"{j + 1} {x:.9g} {y:.9g} {z:.9g} {r} {g} {b} -1 "
            f"{model.image_of_point[j]} {model.index_in_image[j]}"
        )
    (folder / "points3D.txt").write_text("\n".join(lines) + "\n")


@pytest.mark.parametrize("p", [0, 3000])
def test_text_writer_equals_the_line_by_line_reference(tmp_path, p):
    model = random_model(p=p)
    (tmp_path / "fast").mkdir()
    (tmp_path / "ref").mkdir()
    write_text(model, tmp_path / "fast")
    reference_text(model, tmp_path / "ref")
    for name in ("cameras.txt", "images.txt", "points3D.txt"):
        assert (tmp_path / "fast" / name).read_bytes() == (tmp_path / "ref" / name).read_bytes()


def test_text_model_reads_back_equal_to_the_binary_one(tmp_path):
    pycolmap = pytest.importorskip("pycolmap")
    model = random_model()
    for kind, write in (("txt", write_text), ("bin", write_binary)):
        (tmp_path / kind).mkdir()
        write(model, tmp_path / kind)
    text, binary = (pycolmap.Reconstruction(str(tmp_path / k)) for k in ("txt", "bin"))
    assert text.num_images() == binary.num_images() == len(model.names)
    assert text.num_points3D() == binary.num_points3D() == len(model.xyz)
    for pid, point in binary.points3D.items():
        other = text.points3D[pid]
        assert np.allclose(other.xyz, point.xyz, rtol=1e-7, atol=1e-7)
        assert np.array_equal(other.color, point.color)
        assert other.track.elements[0].image_id == point.track.elements[0].image_id
    for iid, image in binary.images.items():
        other = text.images[iid]
        a = np.array([p2d.xy for p2d in image.points2D]).reshape(-1, 2)
        b = np.array([p2d.xy for p2d in other.points2D]).reshape(-1, 2)
        assert np.array_equal(a, b)
        assert [p2d.point3D_id for p2d in image.points2D] == [
            p2d.point3D_id for p2d in other.points2D
        ]
