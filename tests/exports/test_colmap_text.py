"""The COLMAP text writer (column-wise, one sort for the per-image observations) against a
line-by-line reference of the format, byte for byte, and read back by pycolmap equal to the
binary writer's model; the cameras of files stored turned (EXIF orientation) in the pixels
COLMAP reads."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from support.demo_scene import demo_scene
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


def quaternion_to_rotation(q: np.ndarray) -> np.ndarray:
    w, x, y, z = q
    return np.array(
        [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
    )


@pytest.mark.parametrize("orientation", [3, 6, 8])
def test_a_camera_of_a_rotated_file_is_in_the_pixels_colmap_reads(tmp_path, orientation):
    """A photo stored turned with an EXIF orientation (a portrait phone photo: stored
    landscape, orientation 6) is read upright by the model, but COLMAP reads the stored pixels
    and ignores the tag (COLMAP 3.8's feature_extractor: 120 x 90 for a 90 x 120 upright
    photo): the model said 90 x 120, another image than the file its name points to. With the
    file's orientation, the camera (size, K, pose) and the observations are in the stored
    frame: each observation lies on the stored pixel of its colour and the point projects onto
    it. Checked against Pillow's own transpose of a saved file."""
    from PIL import Image, ImageOps

    from tt_depth_anything_3.exports.colmap import colmap_model

    scene = demo_scene(2, original_size=(42, 56))  # the network size: pixels map one to one
    exif = Image.Exif()
    exif[0x0112] = orientation
    stored_of = {3: Image.Transpose.ROTATE_180, 6: Image.Transpose.ROTATE_90,
                 8: Image.Transpose.ROTATE_270}  # fmt: skip
    path = tmp_path / "photo.png"
    Image.fromarray(scene.images[0]).transpose(stored_of[orientation]).save(path, exif=exif)
    with Image.open(path) as image:
        stored = np.asarray(image.convert("RGB"))
        np.testing.assert_array_equal(np.asarray(ImageOps.exif_transpose(image)), scene.images[0])
    model = colmap_model(scene, image_orientations=[orientation, 1], conf_percentile=None)
    assert tuple(model.sizes[0]) == (stored.shape[1], stored.shape[0])
    assert tuple(model.sizes[1]) == (56, 42)  # orientation 1: as before
    mine = model.image_of_point == 1
    xy = model.pixel[mine]
    np.testing.assert_allclose(xy, np.round(xy), atol=1e-9)
    column, row = np.round(xy).astype(int).T
    np.testing.assert_array_equal(stored[row, column], model.rgb[mine])
    fx, fy, cx, cy = model.params[0]
    assert fx > 0 and fy > 0
    camera = model.xyz[mine] @ quaternion_to_rotation(model.quaternions[0]).T
    camera = camera + model.translations[0]
    projected = np.stack([fx * camera[:, 0] / camera[:, 2] + cx,
                          fy * camera[:, 1] / camera[:, 2] + cy], axis=1)  # fmt: skip
    np.testing.assert_allclose(projected, xy, atol=1e-3)


def test_a_mirrored_file_keeps_its_upright_camera_with_a_warning():
    """The mirroring EXIF orientations have no COLMAP camera (positive focal lengths only):
    said, not silent, and the view left as it was."""
    from tt_depth_anything_3.config.errors import InputError
    from tt_depth_anything_3.exports.colmap import colmap_model

    scene = demo_scene(2, original_size=(42, 56))
    upright = colmap_model(scene)
    with pytest.warns(UserWarning, match="COLMAP has no mirrored camera: 1 image"):
        mirrored = colmap_model(scene, image_orientations=[1, 5])
    np.testing.assert_array_equal(mirrored.params, upright.params)
    np.testing.assert_array_equal(mirrored.pixel, upright.pixel)
    with pytest.raises(InputError, match="EXIF orientations 1 to 8, got \\[9\\]"):
        colmap_model(scene, image_orientations=[1, 9])
    with pytest.raises(InputError, match="must hold 2 EXIF orientations"):
        colmap_model(scene, image_orientations=[1])
