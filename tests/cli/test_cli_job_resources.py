"""``predict-dataset`` / ``eval-kitti --replicas`` on the local Ray cluster the command starts
itself: replicas that do not fit beside the decoding tasks are sized to the cores there are
(and the log says so); a cluster given with ``--address`` is taken as it is."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.cli import build_parser, common
from tt_depth_anything_3.scale_out.dataset import DECODE_CPUS, check_capacity


def args_for(*flags: str):
    return build_parser().parse_args(["predict-dataset", "in", "--out", "o", *flags])


@pytest.mark.parametrize("cores", [2, 3, 8])
def test_local_cluster_sizes_the_replicas_to_the_cores(monkeypatch, capsys, cores):
    monkeypatch.setattr("tt_depth_anything_3.inference.schedule.usable_cores", lambda: cores)
    resources = common.job_resources(args_for("--replicas", "2"))
    fits = (cores - DECODE_CPUS) / 2
    assert resources.cpus == min(1.0, fits)
    check_capacity({"CPU": float(cores)}, resources, 2)  # the job now fits the cluster
    said = capsys.readouterr().err
    assert ("get 0.75 CPU each (asked 1)" in said) == (cores == 2)


def test_a_given_cluster_is_taken_as_it_is(monkeypatch):
    monkeypatch.setattr("tt_depth_anything_3.inference.schedule.usable_cores", lambda: 2)
    resources = common.job_resources(args_for("--replicas", "2", "--address", "auto"))
    assert resources.cpus == 1.0
    with pytest.raises(ValueError, match=r"need 2.5 CPUs; the Ray cluster has 2.0"):
        check_capacity({"CPU": 2.0}, resources, 2)
