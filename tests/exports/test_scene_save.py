"""``Scene.save`` where a user writes twice into one place, or names it with ``~``; a hand-made
``Scene``'s cameras; the COLMAP text model's encoding."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from support.demo_scene import demo_scene


def test_a_colmap_model_replaces_the_other_encoding(tmp_path):
    """A text model written where a binary one was (or the reverse) removes it: COLMAP readers
    take the .bin files first and would read the stale scene."""
    pycolmap = pytest.importorskip("pycolmap")
    folder = tmp_path / "colmap"
    demo_scene(2).save(folder, format="colmap-bin")
    demo_scene(3).save(folder, format="colmap")
    assert sorted(p.suffix for p in folder.iterdir()) == [".txt"] * 3
    assert pycolmap.Reconstruction(str(folder)).num_images() == 3
    demo_scene(2).save(folder, format="colmap-bin")
    assert sorted(p.suffix for p in folder.iterdir()) == [".bin"] * 3
    assert pycolmap.Reconstruction(str(folder)).num_images() == 2


def test_save_expands_the_home_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert demo_scene(2).save("~/scene.ply") == tmp_path / "scene.ply"
    assert (tmp_path / "scene.ply").is_file() and not Path("~").exists()


def test_a_nan_confidence_drops_its_pixel_not_the_cloud(tmp_path):
    """One NaN confidence made the percentile NaN: points(), .ply and COLMAP held nothing
    while the .glb still held points."""
    import numpy as np
    import trimesh

    from tt_depth_anything_3.geometry import Scene

    n, h, w = 2, 28, 42
    k = np.array([[50.0, 0, w / 2], [0, 50, h / 2], [0, 0, 1]], np.float32)
    conf = np.random.default_rng(0).uniform(1, 3, (n, h, w)).astype(np.float32)
    clean = Scene(
        depth=np.full((n, h, w), 2.0, np.float32),
        conf=conf.copy(),
        extrinsics=np.tile(np.eye(4, dtype=np.float32)[:3], (n, 1, 1)),
        intrinsics=np.tile(k, (n, 1, 1)),
        images=np.full((n, h, w, 3), 128, np.uint8),
        original_sizes=np.array([[h, w]] * n),
    )
    conf[0, 10, 10] = np.nan
    spoiled = Scene(**{**clean.__dict__, "conf": conf})
    kept = spoiled.point_mask()
    assert not kept[0, 10, 10] and abs(int(kept.sum()) - int(clean.point_mask().sum())) <= 1
    assert spoiled.points()[0].shape[0] == kept.sum()
    glb = trimesh.load(spoiled.save(tmp_path / "x.glb"))
    assert len(glb.geometry["points"].vertices) > 0


def test_load_npz_of_a_file_that_is_not_an_npz_says_so(tmp_path):
    from tt_depth_anything_3.exports import load_npz

    (tmp_path / "photo.jpg").write_bytes(b"\xff\xd8\xff\xe0 not an archive")
    with pytest.raises(ValueError, match="is not an .npz file .*not a Scene export"):
        load_npz(tmp_path / "photo.jpg")


def test_a_file_name_that_is_a_folder_or_no_name_is_named(tmp_path):
    from tt_depth_anything_3.config.errors import InputError
    from tt_depth_anything_3.geometry.camera_checks import check_extrinsics

    (tmp_path / "scene.glb").mkdir()
    with pytest.raises(ValueError, match=r"scene.glb is a folder; name the file to write"):
        demo_scene().save(tmp_path / "scene.ply")  # a file: fine
        demo_scene().save(tmp_path / "scene.glb")
    assert not [p for p in (tmp_path).iterdir() if p.name.endswith(".tmp")]
    import numpy as np

    reflection = np.tile(np.eye(4), (1, 1, 1))
    reflection[0, 0, 0] = -1
    with pytest.raises(InputError, match="a reflection, not a rotation"):
        check_extrinsics(reflection, 1)


def test_load_npz_reads_an_open_file_too(tmp_path):
    import io

    from tt_depth_anything_3.exports import load_npz

    path = demo_scene().save(tmp_path / "scene.npz")
    assert load_npz(io.BytesIO(path.read_bytes())).depth.shape == demo_scene().depth.shape


@pytest.mark.parametrize(
    ("field", "spoil", "message"),
    [
        ("extrinsics", lambda e, k: e.__setitem__((1, 0, 3), np.nan), "extrinsics has non-finite"),
        ("extrinsics", lambda e, k: e.__setitem__((1, slice(None, 3), 0), 2.0), "no rotation"),
        ("intrinsics", lambda e, k: k.fill(0.0), "positive focal lengths"),
    ],
)
def test_a_hand_made_scene_with_bad_cameras_is_refused(field, spoil, message):
    """NaN poses were written into images.txt (pycolmap could not read it), a scaled rotation
    became the identity in COLMAP, and a zero K died in numpy's LinAlgError in points()."""
    from tt_depth_anything_3.config.errors import InputError
    from tt_depth_anything_3.geometry import Scene

    fields = dict(demo_scene().__dict__)
    ext, k = fields["extrinsics"].copy(), fields["intrinsics"].copy()
    spoil(ext, k)
    with pytest.raises(InputError, match=message):
        Scene(**{**fields, "extrinsics": ext, "intrinsics": k})


def test_colmap_text_is_utf8_whatever_the_locale(tmp_path):
    """The text model was written in the locale's encoding: a C locale could not write a
    non-ASCII image name, and cp1252 would write one that COLMAP does not match."""
    import os
    import subprocess
    import sys

    script = (
        "import sys; from support.demo_scene import demo_scene; "
        "demo_scene(2).save(sys.argv[1], format='colmap', "
        "image_names=['v\\u00fce_1.jpg', '\\u89c6\\u56fe.jpg'])"  # escaped: argv is ASCII in C
    )
    env = {**os.environ, "LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}
    env["PYTHONPATH"] = os.pathsep.join([str(Path(__file__).parents[1]), *sys.path])
    subprocess.run([sys.executable, "-c", script, str(tmp_path / "colmap")], env=env, check=True)
    names = (tmp_path / "colmap" / "images.txt").read_text(encoding="utf-8")
    assert "视图.jpg" in names and "vüe_1.jpg" in names


def test_check_writers_refuses_an_unknown_format_naming_the_known_ones():
    from tt_depth_anything_3.config.errors import InputError
    from tt_depth_anything_3.exports import FORMATS, check_writers

    check_writers(["npz", "colmap"])  # known and needing no extra: nothing to say
    with pytest.raises(InputError, match=r"unknown export format\(s\) \['bogus'\]") as caught:
        check_writers(["npz", "bogus"])
    assert str(FORMATS) in str(caught.value)
    with pytest.raises(InputError, match="a list of format names"):
        check_writers("npz")


def test_load_npz_of_an_open_file_or_bytes_that_are_not_an_npz_says_so(tmp_path):
    """An open file (or BytesIO) that is not an archive skipped the zip check (numpy's "This
    file contains pickled (object) data"); the archive's bytes were taken for a file name
    (``FileNotFoundError: b'...'``). ``DepthOutput.load_npz`` takes both: so does this one."""
    import io

    from tt_depth_anything_3.config.errors import InputError
    from tt_depth_anything_3.exports import load_npz

    with pytest.raises(InputError, match="is not an .npz file .*not a Scene export"):
        load_npz(io.BytesIO(b"junk" * 10))
    (tmp_path / "photo.jpg").write_bytes(b"\xff\xd8\xff\xe0 not an archive")
    with (tmp_path / "photo.jpg").open("rb") as file:
        with pytest.raises(InputError, match="photo.jpg' is not an .npz file"):
            load_npz(file)
    with pytest.raises(InputError, match="the bytes are not an .npz file"):
        load_npz(b"junk" * 10)
    path = demo_scene().save(tmp_path / "scene.npz")
    assert load_npz(path.read_bytes()).depth.shape == demo_scene().depth.shape
    with pytest.raises(InputError, match="load_npz reads a path"):
        load_npz(None)
