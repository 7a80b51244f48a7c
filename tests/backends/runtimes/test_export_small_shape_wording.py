"""``export_model(shapes=[InputShape(14, 14)])`` said the inference wording, suggesting
``runtime='torch'`` (no use to an export; a follow-up of s47-rt, whose CLI fix covered
``tt-da3 export --size`` only): an ``InputShape`` made with a side under 28 px now says what
an export takes, and a batch run on an engine keeps the inference wording."""

from __future__ import annotations

import numpy as np
import pytest

from tt_depth_anything_3.backends.runtimes.export import InputShape
from tt_depth_anything_3.config.errors import InputError


@pytest.mark.parametrize("sides", [(14, 14), (14, 98), (98, 14)])
def test_an_export_shape_under_two_patches_gets_the_export_wording(sides):
    with pytest.raises(InputError, match="exported graphs take sides from 28 px") as caught:
        InputShape(*sides)
    message = str(caught.value)
    assert "shapes=None for one graph of every size" in message
    assert "both sides >= 28" in message
    assert "runtime='torch'" not in message and "process_res" not in message


@pytest.mark.parametrize("dims", [(1, 3, 14, 98), (2, 3, 3, 98, 14)])
def test_an_input_batch_under_two_patches_keeps_the_inference_wording(dims):
    with pytest.raises(InputError, match="exported graphs take sides from 28 px") as caught:
        InputShape.of(np.zeros(dims, dtype=np.float32))
    assert "runtime='torch'" in str(caught.value) and "shapes=None" not in str(caught.value)
