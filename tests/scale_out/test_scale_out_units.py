"""Scale-out building blocks without a Ray cluster: inputs and output names, resume, replica
resources, chip claims, capacity checks and Serve options."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("ray")

from tt_depth_anything_3.scale_out.dataset import check_capacity  # noqa: E402
from tt_depth_anything_3.scale_out.inputs import (  # noqa: E402
    check_formats,
    list_inputs,
    pending,
)
from tt_depth_anything_3.scale_out.predictor import (  # noqa: E402
    remove_partial_writes,
    write_atomically,
)
from tt_depth_anything_3.scale_out.resources import ReplicaResources, claim_chip  # noqa: E402
from tt_depth_anything_3.scale_out.serve import ServeOptions  # noqa: E402
from tt_depth_anything_3.server.settings import ServerSettings  # noqa: E402


def _touch(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"x")
    return path


def test_folder_inputs_mirror_the_layout(tmp_path):
    for rel in ("a.jpg", "sub/b.PNG", "sub/deeper/c.tif", "notes.txt", "sub/d.json"):
        _touch(tmp_path / "in" / rel)
    items = list_inputs(tmp_path / "in")
    assert [it.name for it in items] == ["a", "sub/b", "sub/deeper/c"]
    assert all(Path(it.source).is_absolute() for it in items)


def test_same_stem_in_two_folders_gets_two_names(tmp_path):
    a = _touch(tmp_path / "x" / "frame.png")
    b = _touch(tmp_path / "y" / "frame.png")
    names = [it.name for it in list_inputs([str(a), str(b)])]
    assert names == ["x/frame", "y/frame"]


def test_glob_and_list_file(tmp_path):
    for i in range(3):
        _touch(tmp_path / f"im{i}.jpg")
    assert len(list_inputs(str(tmp_path / "im*.jpg"))) == 3
    listing = tmp_path / "files.txt"
    listing.write_text("# a comment\nim0.jpg\n\nim2.jpg\n")
    assert [it.name for it in list_inputs(listing)] == ["im0", "im2"]


@pytest.mark.parametrize(
    "spec, message",
    [
        ("missing_dir/*.jpg", "matches no file"),
        ("nothing.jpg", "do not exist"),
    ],
)
def test_bad_inputs_are_named(tmp_path, spec, message):
    with pytest.raises(ValueError, match=message):
        list_inputs(str(tmp_path / spec))


def test_empty_folder_and_duplicates(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValueError, match="no images"):
        list_inputs(tmp_path / "empty")
    a = _touch(tmp_path / "a.jpg")
    with pytest.warns(UserWarning, match=f"{a} is listed twice: run once"):
        assert [it.name for it in list_inputs([str(a), str(a)])] == ["a"]  # as predict does


def test_a_link_in_a_folder_runs_its_image_once_or_is_named_as_itself(tmp_path):
    """A link to an image of the same folder refused the whole job, naming only the target;
    it is run once, as ``predict`` runs it, and the warning names the link and the image. A
    link to an image outside the folder is an input of its own, named as the link."""
    image = _touch(tmp_path / "in" / "a" / "x.png")
    (tmp_path / "in" / "link.png").symlink_to(image.resolve())
    outside = _touch(tmp_path / "elsewhere" / "y.png")
    (tmp_path / "in" / "b").mkdir()
    (tmp_path / "in" / "b" / "z.png").symlink_to(outside)
    with pytest.warns(UserWarning) as said:
        items = list_inputs(tmp_path / "in")
    assert [str(w.message) for w in said] == [
        f"{tmp_path / 'in' / 'link.png'} is {image}, listed already: run once"
    ]
    assert [(it.name, it.source) for it in items] == [
        ("a/x", str(image.resolve())),
        ("b/z", str(outside.resolve())),  # was refused: the target lies outside the folder
    ]


def test_pending_skips_complete_outputs(tmp_path):
    items = list_inputs([str(_touch(tmp_path / "in" / f"{i}.jpg")) for i in range(3)])
    out = tmp_path / "out"
    _touch(out / "0.png")
    _touch(out / "0.npy")
    _touch(out / "1.png")  # npy missing: not complete
    left = pending(items, out, ("png", "npy"))
    assert [it.name for it in left] == ["1", "2"]
    with pytest.raises(ValueError, match="unknown output format"):
        check_formats(["png", "tiff"])
    assert check_formats(None) == ("png",)


def test_a_write_cut_short_leaves_only_a_partial_file_that_the_driver_removes(tmp_path):
    target = tmp_path / "sub" / "a.npy"

    def dies_mid_write(tmp: Path) -> None:
        tmp.write_bytes(b"half")
        raise KeyboardInterrupt  # stands for the replica being killed

    with pytest.raises(KeyboardInterrupt):
        write_atomically(target, dies_mid_write)
    assert not target.exists() and not list(tmp_path.rglob(".*"))  # cleaned up in-process
    write_atomically(target, lambda tmp: tmp.write_bytes(b"whole"))
    assert target.read_bytes() == b"whole"
    # A SIGKILL skips the clean-up: the driver's sweep removes what is left, and nothing else.
    (target.parent / ".a.npy.partial-x1y2.npy").write_bytes(b"half")
    (target.parent / ".keep").write_bytes(b"user file")
    assert remove_partial_writes(tmp_path) == 1
    assert sorted(p.name for p in target.parent.iterdir()) == [".keep", "a.npy"]


def test_a_replica_killed_inside_an_npz_write_leaves_nothing_the_sweep_misses(tmp_path):
    """``DepthOutput.save`` writes through its own temporary (``.<32 hex>.tmp``, which held no
    ``.partial-``): a replica SIGKILLed mid-write left it for good, a resumed run too. It is
    now named after the ``.partial-`` file it becomes, and an older version's is swept too."""
    import os
    import signal
    import time

    from tt_depth_anything_3.inference.outputs import DepthOutput

    legacy = tmp_path / f".{'0123abcd' * 4}.tmp"  # an earlier version's leftover
    legacy.write_bytes(b"")
    (tmp_path / ".notes.tmp").write_bytes(b"the user's")  # not a temporary of ours
    pid = os.fork()
    if pid == 0:  # the replica: stops inside the npz write until killed
        DepthOutput.write_npz = lambda self, f: (f.write(b"PK"), f.flush(), time.sleep(60))
        try:
            write_atomically(tmp_path / "x.npz", DepthOutput.__new__(DepthOutput).save)
        finally:
            os._exit(0)
    deadline = time.monotonic() + 30
    while not [p for p in tmp_path.iterdir() if ".partial-" in p.name]:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    assert remove_partial_writes(tmp_path) == 2
    assert [p.name for p in tmp_path.iterdir()] == [".notes.tmp"]


def test_replica_resources_per_device():
    assert ReplicaResources("cpu", cpus=2).ray_options() == {"num_cpus": 2}
    cuda = ReplicaResources("cuda:3")
    assert cuda.ray_options() == {"num_cpus": 1.0, "num_gpus": 1}
    assert cuda.replica_device() == "cuda:0"  # Ray exposes the assigned GPU as the only one
    assert ReplicaResources("tt").ray_options()["resources"] == {"tt": 1}
    assert ReplicaResources("cpu", resource="accel").ray_options()["resources"] == {"accel": 1}
    with pytest.raises(ValueError, match="positive"):
        ReplicaResources("cpu", cpus=0)


def test_auto_device_takes_the_clusters_device_per_replica():
    """``--device auto`` reserved nothing: replicas shared a GPU Ray did not know they used."""
    auto = ReplicaResources("auto", cpus=2)
    on_gpus = auto.on_cluster({"CPU": 8.0, "GPU": 2.0})
    assert on_gpus.device == "cuda" and on_gpus.ray_options() == {"num_cpus": 2, "num_gpus": 1}
    assert auto.on_cluster({"CPU": 8.0}).ray_options() == {"num_cpus": 2}
    assert auto.on_cluster({"CPU": 8.0, "GPU": 2.0}, runtime="openvino").device == "cpu"
    assert ReplicaResources("cuda:1").on_cluster({"CPU": 8.0}).device == "cuda:1"  # as named


def test_chip_claims_are_exclusive(tmp_path):
    first = claim_chip(2, lock_dir=str(tmp_path))
    second = claim_chip(2, lock_dir=str(tmp_path))
    assert {first.index, second.index} == {0, 1}
    with pytest.raises(RuntimeError, match="all 2"):
        claim_chip(2, lock_dir=str(tmp_path))
    first.release()
    assert claim_chip(2, lock_dir=str(tmp_path)).index == first.index


def test_a_chip_lock_is_never_opened_through_a_link_nor_for_writing(tmp_path):
    """The claim opened ``tt-da3-chip-N.lock`` with ``open(path, "w")``: a link planted in the
    shared temporary folder was followed (and the file it named truncated), and a second user
    could not open the first one's 0644 lock. Read-only now, no link followed."""
    import os

    victim = tmp_path / "victim.txt"
    victim.write_text("keep", encoding="utf-8")
    (tmp_path / "tt-da3-chip-0.lock").symlink_to(victim)
    with pytest.raises(RuntimeError, match="tt-da3-chip-0.lock is a symbolic link"):
        claim_chip(2, lock_dir=str(tmp_path))
    assert victim.read_text(encoding="utf-8") == "keep"
    (tmp_path / "tt-da3-chip-0.lock").unlink()
    claim = claim_chip(2, lock_dir=str(tmp_path))
    os.chmod(tmp_path / "tt-da3-chip-0.lock", 0o444)  # as another user sees it: not writable
    claim.release()
    assert claim_chip(2, lock_dir=str(tmp_path)).index == 0


def test_chip_count_setting_is_checked(monkeypatch, tmp_path):
    """``TT_DA3_CHIPS=abc`` reached the replica as int()'s raw "invalid literal", and 0 (or a
    host without /dev/tenstorrent) as "all 0 Blackhole chip(s) of this host are claimed by
    other replicas", though no chip exists."""
    from tt_depth_anything_3.scale_out.resources import host_chip_count

    for bad in ("abc", "0", "-1", "1.5", "²"):  # "²" passed isdigit(), then int() refused it
        monkeypatch.setenv("TT_DA3_CHIPS", bad)
        with pytest.raises(ValueError, match=f"TT_DA3_CHIPS must be an integer >= 1.*'{bad}'"):
            host_chip_count()
    monkeypatch.setenv("TT_DA3_CHIPS", "3")
    assert host_chip_count() == 3
    with pytest.raises(RuntimeError, match="no Blackhole chip on this host to claim"):
        claim_chip(0, lock_dir=str(tmp_path))


def test_capacity_check_refuses_a_job_that_would_wait_forever():
    cpu = ReplicaResources("cpu", cpus=1)
    check_capacity({"CPU": 2.5}, cpu, 2)
    with pytest.raises(ValueError, match="need 2.5 CPUs"):
        check_capacity({"CPU": 2.0}, cpu, 2)
    with pytest.raises(ValueError, match="'tt'"):
        check_capacity({"CPU": 8.0, "tt": 1.0}, ReplicaResources("tt"), 2)
    # --device cuda on a cluster without GPUs waited forever for one
    with pytest.raises(ValueError, match=r"need 1 GPU\(s\); the Ray cluster has 0.0"):
        check_capacity({"CPU": 8.0}, ReplicaResources("cuda", cpus=1), 1)
    check_capacity({"CPU": 8.0, "GPU": 2.0}, ReplicaResources("cuda", cpus=1), 2)


def test_serve_options():
    settings = ServerSettings(queue_size=5)
    fixed = ServeOptions(replicas=3).replica_options(settings)
    assert fixed["num_replicas"] == 3 and fixed["max_ongoing_requests"] == 5
    scaled = ServeOptions(max_replicas=4, min_replicas=2).replica_options(settings)
    assert scaled["autoscaling_config"]["max_replicas"] == 4 and "num_replicas" not in scaled
    with pytest.raises(ValueError, match="min_replicas"):
        ServeOptions(min_replicas=3, max_replicas=2)
    with pytest.raises(ValueError, match="replicas"):
        ServeOptions(replicas=0)


def test_serve_config_file_builds_the_application():
    import yaml
    from ray.serve.deployment import Application

    from tt_depth_anything_3.scale_out.serve import app_builder

    config = yaml.safe_load((Path(__file__).parents[2] / "examples/ray_serve.yaml").read_text())
    (application,) = config["applications"]
    assert application["import_path"] == "tt_depth_anything_3.scale_out.serve:app_builder"
    assert isinstance(app_builder(application["args"]), Application)
    with pytest.raises(TypeError, match="not_a_setting"):
        app_builder({"not_a_setting": 1})


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--replicas", "0"], "replicas must be >= 1"),
        (["--batch-size", "0"], "batch_size must be >= 1"),
        (["--png-scale", "0"], "png_scale must be positive"),
        (["--png-scale", "inf"], "png_scale must be positive and finite"),  # it reached Ray
        (["--png-scale", "nan"], "png_scale must be positive and finite"),
        (["--focal-px", "-5"], "--focal-px must be a finite number >= 0.001"),
        (["--focal-px", "1e-300"], "--focal-px must be a finite number >= 0.001"),
        (["--focal-px", "inf"], "--focal-px must be a finite number >= 0.001"),
        (["--cpus-per-replica", "0"], "cpus per replica must be positive"),
        (["--weights", "no/such/folder"], "does not exist"),
    ],
)
def test_predict_dataset_refuses_bad_settings_before_ray_starts(
    tmp_path, monkeypatch, capsys, extra, message
):
    import ray

    from tt_depth_anything_3 import cli

    def no_cluster(*args, **kwargs):
        raise AssertionError("ray.init called before the settings were checked")

    monkeypatch.setattr(ray, "init", no_cluster)
    _touch(tmp_path / "in" / "a.png")
    args = ["predict-dataset", str(tmp_path / "in"), "--out", str(tmp_path / "out"), *extra]
    assert cli.main(args) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    "extra, message",
    [
        (["--weights", "no/such/folder"], "does not exist"),
        (["--replicas", "0"], "replicas must be >= 1"),
    ],
)
def test_serve_on_ray_refuses_bad_settings_before_ray_starts(monkeypatch, capsys, extra, message):
    import ray

    from tt_depth_anything_3 import cli

    def no_cluster(*args, **kwargs):
        raise AssertionError("ray.init called before the settings were checked")

    monkeypatch.setattr(ray, "init", no_cluster)
    assert cli.main(["serve", "--ray", *extra]) == 2
    assert message in capsys.readouterr().err


def test_parquet_of_image_bytes_is_read_by_the_decode_workers(tmp_path, photo):
    """A bytes column (binary, or the Hugging Face image struct): the driver lists names only,
    ``decode_batch`` reads each row's bytes; a bad cell is that row's failure."""
    import io

    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq
    from PIL import Image

    from tt_depth_anything_3.scale_out.inputs import list_parquet_inputs
    from tt_depth_anything_3.scale_out.predictor import decode_batch

    def png(array) -> bytes:
        buffer = io.BytesIO()
        Image.fromarray(array).save(buffer, format="PNG")
        return buffer.getvalue()

    cells = [png(photo), b"not an image", png(photo[:40, :50])]
    pq.write_table(pa.table({"data": cells}), tmp_path / "plain.parquet", row_group_size=2)
    struct = pa.array([{"bytes": c, "path": f"cam/{i}.jpg"} for i, c in enumerate(cells)])
    pq.write_table(pa.table({"image": struct, "label": [0, 1, 2]}), tmp_path / "hf.parquet")
    named = pa.table({"image": cells, "name": ["a.png", "b/c.png", "d"]})
    pq.write_table(named, tmp_path / "named.parquet")
    for table, names in (
        ("plain", ["plain/00000000", "plain/00000001", "plain/00000002"]),
        ("hf", ["cam/0", "cam/1", "cam/2"]),
        ("named", ["a", "b/c", "d"]),
    ):
        items = list_parquet_inputs(tmp_path / f"{table}.parquet")
        assert [it.name for it in items] == names
        batch = {"source": np.array([it.source for it in items]),
                 "name": np.array(names), "intrinsics": np.zeros((3, 9))}  # fmt: skip
        decoded = decode_batch(batch, max_pixels=10**7)
        assert [tuple(s) for s in decoded["shape"]] == [(90, 120, 3), (0, 0, 0), (40, 50, 3)]
        assert decoded["error"][0] == "" and "decode" in decoded["error"][1]
        got = np.frombuffer(decoded["pixels"][2], np.uint8).reshape(40, 50, 3)
        np.testing.assert_array_equal(got, photo[:40, :50])
    pq.write_table(pa.table({"x": [1], "y": ["z"]}), tmp_path / "none.parquet")
    with pytest.raises(ValueError, match="'path' column .* found columns"):
        list_parquet_inputs(tmp_path / "none.parquet")
    pq.write_table(pa.table({"image": cells, "name": ["a", "a", "../b"]}), tmp_path / "bad.parquet")
    with pytest.raises(ValueError, match="not a relative file name"):
        list_parquet_inputs(tmp_path / "bad.parquet")
    # what a local `datasets` to_parquet writes: the struct's path absolute -> its file name
    absolute = pa.array(
        [{"bytes": c, "path": f"/home/u/data/img{i}.png"} for i, c in enumerate(cells)]
    )
    pq.write_table(pa.table({"image": absolute}), tmp_path / "absolute.parquet")
    items = list_parquet_inputs(tmp_path / "absolute.parquet")
    assert [it.name for it in items] == ["img0", "img1", "img2"]
    # a path column with an empty cell: named, not a TypeError
    pq.write_table(pa.table({"path": ["a.png", None]}), tmp_path / "holes.parquet")
    with pytest.raises(ValueError, match=r"column 'path' has no image path in row\(s\) \[1\]"):
        list_parquet_inputs(tmp_path / "holes.parquet")


def test_same_stem_and_folder_with_two_extensions_gets_two_names(tmp_path):
    _touch(tmp_path / "in" / "x.jpg")
    _touch(tmp_path / "in" / "x.png")
    _touch(tmp_path / "in" / "y.png")
    names = sorted(item.name for item in list_inputs(tmp_path / "in"))
    assert names == ["x.jpg", "x.png", "y"]


@pytest.mark.parametrize("progress", [True, False])
def test_ray_data_is_quiet_for_the_job_and_restored_after(progress):
    """The job's bar is ours: Ray Data's bars (or progress log lines) are off while it runs,
    its INFO log too with ``--no-progress``; both as they were afterwards."""
    import logging

    import ray.data

    from tt_depth_anything_3.scale_out.dataset import ray_data_quiet

    context, logger = ray.data.DataContext.get_current(), logging.getLogger("ray.data")
    logger.setLevel(logging.INFO)
    before = (context.enable_progress_bars, logger.level)
    with ray_data_quiet(progress):
        assert context.enable_progress_bars is False
        assert logger.level == (logging.INFO if progress else logging.WARNING)
    assert (context.enable_progress_bars, logger.level) == before
