"""``model.reconstruct_stream``'s keyword options: a misspelt one was a ``TypeError`` naming
``StreamOptions.__init__`` (not the documented ``InputError``), and ``help()`` showed only
``**options``, no option and no default."""

from __future__ import annotations

import inspect
from dataclasses import fields

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.exports.sequence import RUN_ARGUMENTS, StreamOptions


def test_a_misspelt_option_is_an_input_error_listing_the_options(tiny_anyview_checkpoint, tmp_path):
    out = tmp_path / "stream"
    with DepthAnything3.from_pretrained(weights_path=tiny_anyview_checkpoint, device="cpu") as m:
        with pytest.raises(InputError, match="unknown option 'chunk_sise'") as caught:
            m.reconstruct_stream([object()], out, chunk_sise=8)
    message = str(caught.value)
    assert "did you mean 'chunk_size'" in message and "StreamOptions" not in message
    for name in (*(f.name for f in fields(StreamOptions)), *RUN_ARGUMENTS):
        assert name in message
    assert not out.exists()


def test_the_signature_names_every_option_with_its_default():
    parameters = inspect.signature(DepthAnything3.reconstruct_stream).parameters
    assert list(parameters)[:3] == ["self", "frames", "out_dir"]
    assert not any(p.kind == p.VAR_KEYWORD for p in parameters.values())
    for option in fields(StreamOptions):
        assert parameters[option.name].default == option.default, option.name
        assert parameters[option.name].kind == inspect.Parameter.KEYWORD_ONLY
    defaults = {name: parameters[name].default for name in RUN_ARGUMENTS}
    assert defaults == {"total": None, "progress": True, "identity": None, "timestamps": None}


def test_help_on_a_model_shows_the_options(tiny_anyview_checkpoint):
    with DepthAnything3.from_pretrained(weights_path=tiny_anyview_checkpoint, device="cpu") as m:
        text = str(inspect.signature(m.reconstruct_stream))
    assert text.startswith("(frames") and "chunk_size: 'int' = 120" in text
    assert "timestamps" in text and "**options" not in text


def test_numpy_numbers_are_taken_and_a_non_bool_loop_closure_is_refused(
    tiny_anyview_checkpoint, tmp_path
):
    """``chunk_size=np.int64(4)`` or ``fps=np.float32(10)`` passed the checks, then the run's
    record (``stream.json``) raised a raw ``TypeError: Object of type int64 is not JSON
    serializable`` after a chunk had run; ``loop_closure="no"`` (truthy) turned loop closure
    on; ``ChunkPlan(4.0, 2)`` was taken (``islice`` then refused it)."""
    import json

    import numpy as np

    from tt_depth_anything_3.geometry.streaming import ChunkPlan

    options = StreamOptions(chunk_size=np.int64(4), overlap=np.int32(2), fps=np.float32(10),
                            loop_threshold=np.float32(0.5), loop_closure=np.bool_(False))  # fmt: skip
    assert type(options.chunk_size) is int and type(options.fps) is float
    assert options.loop_closure is False
    json.dumps(options.__dict__)
    for wrong in ("no", 1, None):
        with pytest.raises(InputError, match="loop_closure must be True or False"):
            StreamOptions(loop_closure=wrong)
    with pytest.raises(InputError, match="chunk_size must be an integer"):
        ChunkPlan(4.0, 2)
    assert type(ChunkPlan(np.int64(4), np.int64(2)).chunk_size) is int
    rng = np.random.default_rng(0)
    frames = [(rng.random((42, 56, 3)) * 255).astype(np.uint8) for _ in range(5)]
    with DepthAnything3.from_pretrained(
        weights_path=tiny_anyview_checkpoint, device="cpu", process_res=70
    ) as model:
        result = model.reconstruct_stream(frames, tmp_path / "s", chunk_size=np.int64(4),
                                          overlap=np.int64(2), progress=False)  # fmt: skip
    assert result.num_chunks == 2


def test_a_non_bool_progress_is_refused_before_any_work(tiny_anyview_checkpoint, tmp_path, capsys):
    """``reconstruct_stream(progress="no")`` drew the progress bar ("no" is truthy), as did
    ``predict_dataset`` / ``reconstruct_stream_on_ray`` / ``evaluate_kitti`` given one: refused
    as ``loop_closure="no"`` is, before anything is read or written."""
    from tt_depth_anything_3.evaluation.runner import evaluate_kitti
    from tt_depth_anything_3.exports.sequence import reconstruct_stream
    from tt_depth_anything_3.scale_out.dataset import predict_dataset
    from tt_depth_anything_3.scale_out.stream import reconstruct_stream_on_ray

    out = tmp_path / "stream"
    with DepthAnything3.from_pretrained(weights_path=tiny_anyview_checkpoint, device="cpu") as m:
        for wrong in ("no", 0, None):
            with pytest.raises(InputError, match="progress must be True or False"):
                m.reconstruct_stream([object()], out, progress=wrong)
    with pytest.raises(InputError, match="progress must be True or False, got 'no'"):
        reconstruct_stream([object()], lambda frames: None, out, progress="no")
    model = {"weights_path": str(tiny_anyview_checkpoint), "device": "cpu"}
    with pytest.raises(InputError, match="progress must be True or False"):
        reconstruct_stream_on_ray([object()], out, model, progress="no")
    with pytest.raises(InputError, match="progress must be True or False"):
        predict_dataset([], out, model, progress="no")
    with pytest.raises(InputError, match="keep_non_finite must be True or False"):
        predict_dataset([], out, model, keep_non_finite="no")
    with pytest.raises(InputError, match="progress must be True or False"):
        evaluate_kitti(tmp_path, predictions_dir=tmp_path, out_dir=out, progress="no")
    assert not out.exists() and "reconstruct" not in capsys.readouterr().err
