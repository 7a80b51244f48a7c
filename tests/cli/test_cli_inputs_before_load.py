"""A reviewer's CLI findings: inputs that every command must refuse before its model loads
(PYTHON.md: "a missing input or ``--weights`` path is refused before any model loads"), and
Ray flags that ``video`` ignored without ``--replicas``. Each test names a checkpoint that is
not there: a command that loaded its model first said that, not the input's problem."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tt_depth_anything_3.cli import main


def write_image(path: Path) -> Path:
    """A random 80 x 60 PNG at ``path``."""
    rng = np.random.default_rng(0)
    Image.fromarray((rng.random((60, 80, 3)) * 255).astype("uint8")).save(path)
    return path


def no_checkpoint(tmp_path: Path) -> list[str]:
    """Model flags naming a checkpoint that is not there (its load fails at once)."""
    return ["--weights", str(tmp_path / "no_checkpoint"), "--device", "cpu"]


def test_reconstruct_refuses_a_missing_image_before_the_model_loads(tmp_path, capsys):
    """``reconstruct`` loaded the model (a hub download) and only then read the views: a typo
    in a path was said after the load, or hidden behind the load's own error."""
    image = write_image(tmp_path / "a.png")
    args = ["reconstruct", str(image), str(tmp_path / "typo.png"), "--out", str(tmp_path / "o")]
    assert main([*args, "--no-progress", *no_checkpoint(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "1 input(s) cannot be read" in err and "typo.png does not exist" in err
    assert not (tmp_path / "o").exists()


def test_calibrate_attention_refuses_a_missing_image_before_the_network_runs(tmp_path, capsys):
    """``calibrate-attention`` built the network and ran every image before the missing one
    (minutes on DA3Metric-Large) before refusing it."""
    image = write_image(tmp_path / "a.png")
    args = ["calibrate-attention", "--images", str(image), str(tmp_path / "typo.png")]
    assert main([*args, "--weights", str(tmp_path / "no_checkpoint")]) == 2
    err = capsys.readouterr().err
    assert "typo.png does not exist" in err and "no_checkpoint" not in err


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        (["--kitti-root", "{tmp}/no_kitti"], "KITTI root"),
        (["--split-file", "{tmp}/no_split.txt"], "split file"),
        (["--limit", "0"], "limit must be a positive number of frames"),
    ],
)
def test_eval_kitti_refuses_its_inputs_before_the_model_loads(tmp_path, capsys, flags, said):
    """``eval-kitti`` loaded the model (a hub download by default) before it looked at
    ``--kitti-root``, ``--split-file`` or ``--limit``."""
    (tmp_path / "kitti").mkdir()
    flags = [flag.replace("{tmp}", str(tmp_path)) for flag in flags]
    args = ["eval-kitti", "--kitti-root", str(tmp_path / "kitti"), *flags]
    args += ["--out", str(tmp_path / "o"), "--no-progress", *no_checkpoint(tmp_path)]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert said in err and "no_checkpoint" not in err
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        (["--address", "auto"], "--address: only with --replicas (video on Ray replicas)"),
        (["--cpus-per-replica", "2", "--resource", "tt"], "--cpus-per-replica, --resource"),
        (["--replicas", "0"], "--replicas must be at least 1, got 0"),
    ],
)
def test_video_refuses_ray_flags_without_replicas(tmp_path, capsys, flags, said):
    """``video --address auto`` (or ``--cpus-per-replica``, ``--resource``) without
    ``--replicas`` ran one local process in silence; ``eval-kitti`` and ``serve`` refuse such
    flags. Now refused before the input is read or ``--out`` made."""
    frames = tmp_path / "frames"
    frames.mkdir()
    write_image(frames / "f0.png")
    args = ["video", str(frames), "--out", str(tmp_path / "o"), "--no-progress", *flags]
    assert main([*args, *no_checkpoint(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert said in err and "no_checkpoint" not in err
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("flags", [["--max-points", "5"], ["--seed", "3"]])
def test_reconstruct_refuses_glb_thinning_flags_without_glb(tmp_path, capsys, flags):
    """``--max-points`` / ``--seed`` thin the .glb only: with ``--format ply`` they were
    accepted and ignored without a word."""
    image = write_image(tmp_path / "a.png")
    args = ["reconstruct", str(image), "--format", "ply", "--out", str(tmp_path / "o"), *flags]
    assert main([*args, "--no-progress", *no_checkpoint(tmp_path)]) == 2
    assert f"{flags[0]}: only with --format glb" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()
