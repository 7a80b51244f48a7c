"""Format names in any letter case: ``Scene.save(..., format="PLY")`` and ``tt-da3 reconstruct
--format PLY`` were refused ("format must be one of ..., got 'PLY'", argparse's "invalid
choice") while a file named ``scene.PLY`` was read as ply. Every place a format is named now
takes it in any case and keeps the lower-case name in what it writes and records."""

from __future__ import annotations

import json

import numpy as np
import pytest

from support.demo_scene import DemoRoomModel, demo_gaussians, demo_scene
from tt_depth_anything_3 import cli
from tt_depth_anything_3.cli import common as cli_common
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports import check_writers, load_npz, save_scene


@pytest.mark.parametrize(
    ("given", "suffix"),
    [("PLY", ".ply"), ("Npz", ".npz"), ("GLB", ".glb"), ("COLMAP", ""), ("Colmap-Bin", "")],
)
def test_scene_save_takes_a_format_in_any_case(tmp_path, given, suffix):
    pytest.importorskip("trimesh")
    scene = demo_scene(3, height=14, width=28)
    target = tmp_path / f"out{suffix}"
    written = scene.save(target, format=given)
    assert written == target and target.exists()
    if given.lower() == "npz":
        np.testing.assert_array_equal(load_npz(target).depth, scene.depth)
    if given.lower().startswith("colmap"):
        kind = ".bin" if given.lower() == "colmap-bin" else ".txt"
        assert {p.suffix for p in target.iterdir()} == {kind}


def test_gaussians_format_in_any_case(tmp_path):
    pytest.importorskip("plyfile")
    scene = demo_scene(2, height=14, width=14)
    scene.gaussians = demo_gaussians(scene, count=20)
    assert save_scene(scene, tmp_path / "g.gs.ply", format="GS-PLY").is_file()


def test_an_unknown_format_is_still_refused_naming_the_formats(tmp_path):
    scene = demo_scene(1, height=14, width=14)
    with pytest.raises(InputError, match=r"format must be one of .*got 'OBJ'"):
        scene.save(tmp_path / "x.obj", format="OBJ")
    with pytest.raises(InputError, match="format must be one of"):
        scene.save(tmp_path / "x.ply", format=1)
    check_writers(["PLY", "Npz"])  # no error
    with pytest.raises(InputError, match=r"unknown export format\(s\) \['OBJ'\]"):
        check_writers(["PLY", "OBJ"])


StandIn = DemoRoomModel  # answers reconstruct with the demo room


def test_reconstruct_command_takes_format_in_any_case(monkeypatch, view_files, tmp_path):
    monkeypatch.setattr(cli_common, "load_model_from_args", lambda args: StandIn())
    out = tmp_path / "out"
    images = [str(p) for p in view_files]
    argv = ["reconstruct", *images, "--out", str(out), "--format", "PLY", "--format", "NPZ"]
    assert cli.main([*argv, "--format", "ply", "--no-progress", "--weights", "unused"]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["cameras.json", "scene.npz", "scene.ply"]
    record = json.loads((out / "cameras.json").read_text(encoding="utf-8"))
    assert record["outputs"] == ["scene.ply", "scene.npz", "cameras.json"]


def test_other_commands_take_their_format_names_in_any_case():
    parser = cli.build_parser()
    args = parser.parse_args(["predict", "x.jpg", "--format", "PNG", "--format", "Npy"])
    assert args.formats == ["png", "npy"]
    args = parser.parse_args(["predict-dataset", "in", "--out", "o", "--format", "JPG"])
    assert args.formats == ["jpg"]
    video = ["video", "v.mp4", "--out", "o", "--depth-format", "NPZ"]
    assert parser.parse_args(video).depth_format == "npz"
    assert parser.parse_args(["export", "--out", "o", "--format", "OpenVINO"]).format == "openvino"


def test_an_unknown_flag_value_is_quoted_as_typed(capsys):
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["reconstruct", "a.jpg", "--format", "OBJ"])
    assert "invalid choice: 'OBJ'" in capsys.readouterr().err


def test_predict_dataset_formats_in_any_case():
    from tt_depth_anything_3.scale_out.inputs import check_formats

    assert check_formats(["PNG", "png", "Npz"]) == ("png", "npz")
    assert check_formats("JPG") == ("jpg",)
    with pytest.raises(ValueError, match=r"unknown output format\(s\) \['TIFF'\]"):
        check_formats(["TIFF"])


def test_http_format_fields_in_any_case():
    pytest.importorskip("fastapi")
    from tt_depth_anything_3.server.reconstruct_io import ReconstructOptions
    from tt_depth_anything_3.server.schemas import PredictRequest
    from tt_depth_anything_3.server.stream_query import stream_options

    assert ReconstructOptions(format="PLY").format == "ply"
    assert ReconstructOptions(format="None").format == "none"
    assert PredictRequest(image="x", output_format="NPZ").output_format == "npz"
    assert stream_options([("format", "F16")])[1] == "f16"
    with pytest.raises(ValueError, match="OBJ"):
        ReconstructOptions(format="OBJ")
    with pytest.raises(ValueError, match="format must be one of .*got 'PDF'"):
        stream_options([("format", "PDF")])
