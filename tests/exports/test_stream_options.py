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
