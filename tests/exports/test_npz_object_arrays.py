"""``DepthOutput.load_npz`` and ``exports.load_npz`` of an ``.npz`` holding an array of Python
objects (a pickle, never loaded): numpy's bare ``ValueError: Object arrays cannot be loaded when
allow_pickle=False`` came out, naming neither the file nor the array. Now an ``InputError``
naming both, as ``tt-da3 reconstruct --cameras`` says of such a file."""

from __future__ import annotations

import numpy as np
import pytest

from support.demo_scene import demo_scene
from tt_depth_anything_3 import DepthOutput
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports import load_npz


def with_object_array(source, target, name):
    """``source``'s arrays written to ``target`` with ``name`` replaced by an object array."""
    with np.load(source) as data:
        arrays = {key: data[key] for key in data.files}
    arrays[name] = np.array([{"pickled": True}], dtype=object)
    np.savez(target, **arrays)
    return target


@pytest.mark.parametrize("name", ["depth", "metadata", "sky"])
def test_depth_npz_with_an_object_array(tiny_metric_model, photo, tmp_path, name):
    tiny_metric_model(photo).save(tmp_path / "d.npz")
    bad = with_object_array(tmp_path / "d.npz", tmp_path / "bad.npz", name)
    with pytest.raises(InputError, match=f"bad.npz.*'{name}'.*Python objects"):
        DepthOutput.load_npz(bad)


@pytest.mark.parametrize("name", ["depth", "extrinsics", "pose_source"])
def test_scene_npz_with_an_object_array(tmp_path, name):
    demo_scene().save(tmp_path / "s.npz")
    bad = with_object_array(tmp_path / "s.npz", tmp_path / "bad.npz", name)
    with pytest.raises(InputError, match=f"bad.npz.*'{name}'.*Python objects"):
        load_npz(bad)
    assert load_npz(tmp_path / "s.npz").num_views == 3  # the plain export still reads


@pytest.mark.parametrize("name", ["sky", "conf"])
def test_depth_npz_whose_maps_differ_in_size(tiny_metric_model, photo, tmp_path, name):
    """A hand-edited ``.npz`` whose ``sky`` (or ``conf``) is not the depth's size made a
    ``DepthOutput`` whose maps disagree; now refused, naming the map and both shapes."""
    tiny_metric_model(photo).save(tmp_path / "d.npz")
    with np.load(tmp_path / "d.npz") as data:
        arrays = {key: data[key] for key in data.files}
    arrays[name] = np.zeros((3, 5), np.float32)
    np.savez(tmp_path / "bad.npz", **arrays)
    with pytest.raises(InputError, match=rf"bad.npz.*'{name}' is \(3, 5\), its depth \("):
        DepthOutput.load_npz(tmp_path / "bad.npz")
    assert DepthOutput.load_npz(tmp_path / "d.npz").depth.shape == arrays["depth"].shape
