"""Whole-number arguments (``batch_size``, ``views``, ``seed``, ``max_points``, ``process_res``,
``chunk_size``, ``replicas``...) refused a 0-d numpy array or torch tensor of an integer dtype
("batch_size must be an integer >= 1, got array(3)") while every real-valued argument took one
(and a ``Fraction`` or ``Decimal``). They take them now, as ints, with the same range errors;
a value that is no whole number (``np.array(2.0)``, ``Fraction(5, 2)``) is refused saying so."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest
import torch

from support.demo_scene import demo_scene
from tt_depth_anything_3.config import options, scalars
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.config.options import ModelOptions, check_count, network_size


def whole_number(value):
    return scalars.whole_number(value)


def check_positive_count(name, value):
    return options.check_positive_count(name, value)


WHOLE = [np.array(3), np.array(3, np.uint8), torch.tensor(3), Fraction(6, 2), Decimal("3")]
NOT_WHOLE = [
    (np.array(3.0), "a 0-d array of float64 is no whole number"),
    (torch.tensor(3.0), "a 0-d array of torch.float32 is no whole number"),
    (np.array(True), "a 0-d array of bool is no whole number"),
    (Fraction(5, 2), "not a whole number"),
    (Decimal("2.5"), "not a whole number"),
    (3.0, "not a whole number"),
    (np.array([3]), "not an array of shape (1,)"),
]


@pytest.mark.parametrize("value", WHOLE, ids=repr)
def test_whole_numbers_are_taken_as_ints(value):
    assert whole_number(value) == 3 and type(whole_number(value)) is int
    assert check_count("batch_size", value, 1) == 3
    assert check_positive_count("replicas", value) == 3


@pytest.mark.parametrize(("value", "words"), NOT_WHOLE, ids=lambda v: repr(v)[:30])
def test_what_is_no_whole_number_is_refused_saying_so(value, words):
    assert whole_number(value) is None
    with pytest.raises(InputError, match="batch_size must be an integer >= 1") as caught:
        check_count("batch_size", value, 1)
    assert words in str(caught.value)


def test_the_range_is_checked_as_for_an_int():
    with pytest.raises(InputError, match=r"views must be an integer >= 0, got tensor\(-1\)$"):
        check_count("views", torch.tensor(-1), 0)
    with pytest.raises(ValueError, match=r"batch_size must be >= 1, got 0"):
        check_positive_count("batch_size", np.array(0))
    assert whole_number(Decimal("1E+400")) > 2**64  # beyond every bound, without its digits
    assert whole_number(Decimal("NaN")) is None and whole_number(True) is None


def test_model_options_and_network_sizes():
    options = ModelOptions(process_res=np.array(140), max_pixels=torch.tensor(10**6))
    assert (options.process_res, options.max_pixels) == (140, 10**6)
    assert type(options.process_res) is int and type(options.max_pixels) is int
    assert network_size((np.array(14), torch.tensor(28))) == (14, 28)
    with pytest.raises(InputError, match="process_res must be an integer, got ndarray"):
        ModelOptions(process_res=np.array(140.0))
    with pytest.raises(InputError, match="process_res must be 14 to 4032, got 7"):
        ModelOptions(process_res=np.array(7))


def test_scene_writer_seed_and_max_points(tmp_path):
    pytest.importorskip("trimesh")
    from tt_depth_anything_3.exports import glb_geometry

    scene = demo_scene(3, height=14, width=28)
    plain = glb_geometry(scene, max_points=50, seed=3)
    given = glb_geometry(scene, max_points=np.array(50), seed=torch.tensor(3))
    np.testing.assert_array_equal(plain.points, given.points)
    assert scene.save(tmp_path / "x.glb", max_points=Fraction(50), seed=np.uint32(3)).is_file()
    with pytest.raises(InputError, match="seed must be an integer in .*no whole number"):
        scene.save(tmp_path / "y.glb", seed=np.array(3.0))
    with pytest.raises(InputError, match=r"max_points must be at least 1 .*got array\(0\)$"):
        scene.save(tmp_path / "y.glb", max_points=np.array(0))


def test_stream_and_chunk_options():
    from tt_depth_anything_3.exports.stream_checks import check_total
    from tt_depth_anything_3.exports.stream_options import StreamOptions
    from tt_depth_anything_3.geometry.streaming import ChunkPlan

    plan = ChunkPlan(np.array(10), torch.tensor(5))
    assert (plan.chunk_size, plan.overlap) == (10, 5) and type(plan.chunk_size) is int
    options = StreamOptions(
        chunk_size=np.array(10), overlap=torch.tensor(4), loop_top_k=Fraction(3)
    )
    assert (options.chunk_size, options.overlap, options.loop_top_k) == (10, 4, 3)
    assert type(options.loop_top_k) is int
    assert check_total(np.array(7)) == 7
    with pytest.raises(InputError, match="chunk_size must be an integer"):
        StreamOptions(chunk_size=np.array(10.5))


def test_scene_ref_view_and_dataset_jobs():
    from tt_depth_anything_3.scale_out.dataset import check_job
    from tt_depth_anything_3.scale_out.inputs import max_pixels_of

    scene = demo_scene(3, height=14, width=14)
    scene.ref_view = np.array(2)
    scene.__post_init__()
    assert scene.ref_view == 2 and type(scene.ref_view) is int
    assert check_job(np.array(1), torch.tensor(2), ["png"], 1000.0) == ("png",)
    with pytest.raises(InputError, match="batch_size must be an integer >= 1"):
        check_job(1, 2.5, ["png"], 1000.0)  # 2.5 images a batch was taken
    assert max_pixels_of(None, np.array(10**6)) == 10**6


def test_server_settings_keep_ints():
    pytest.importorskip("fastapi")
    from tt_depth_anything_3.server import ServerSettings

    settings = ServerSettings(weights="unused", device="cpu", queue_size=np.array(3))
    assert settings.queue_size == 3 and type(settings.queue_size) is int


def test_a_call_takes_a_tensor_batch_size(tiny_metric_model, photo):
    outs = tiny_metric_model([photo, photo], batch_size=torch.tensor(2))
    assert len(outs) == 2
