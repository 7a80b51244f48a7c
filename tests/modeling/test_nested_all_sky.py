"""A scene the nested model's metric branch sees as all sky (a photo of a clear sky), or with no
pixel where both branches' depths are valid, cannot be scaled to metres. The official code
asserts (all sky) or returns an all-zero depth map (scale 0); ours raised a bare ValueError,
which ended ``iter_predict`` at that frame and made ``tt-da3 predict`` exit 2 as for refused
arguments. It is an ``InputError`` now: the frame is reported and the stream goes on, the CLI
skips the image (exit 1)."""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch
from PIL import Image
from safetensors.torch import save_model

from support.checkpoints import HubWrapper, random_network
from support.official_family import TINY_FAMILY
from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config import DA3Config
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.modeling.metric_alignment import align_to_metric

SKY_OUTPUT = "da3_metric.head.scratch.sky_output_conv2.2."


def scene(views: int = 2, h: int = 30, w: int = 40) -> dict[str, torch.Tensor]:
    gen = torch.Generator().manual_seed(0)
    intrinsics = torch.eye(3).repeat(views, 1, 1)
    intrinsics[:, 0, 0] = intrinsics[:, 1, 1] = 100.0
    return {
        "depth": torch.rand(views, h, w, generator=gen) + 0.5,
        "conf": torch.rand(views, h, w, generator=gen) + 1,
        "extrinsics": torch.randn(views, 3, 4, generator=gen),
        "intrinsics": intrinsics,
        "metric_depth": torch.rand(views, h, w, generator=gen) + 0.5,
        "sky": torch.zeros(views, h, w),
    }


def test_alignment_refuses_a_scene_without_scale_by_input_error():
    inputs = scene()
    assert align_to_metric(**inputs).scale > 0
    with pytest.raises(InputError, match="more than 10 non-sky pixels.*all sky"):
        align_to_metric(**{**inputs, "sky": torch.ones_like(inputs["sky"])})
    with pytest.raises(InputError, match="no pixel with both depths valid"):
        align_to_metric(**{**inputs, "metric_depth": torch.full_like(inputs["sky"], 1e-3)})


@pytest.fixture(scope="module")
def all_sky_nested(tmp_path_factory):
    """A tiny nested checkpoint whose metric branch calls every pixel sky."""
    name = "da3nested-giant-large"
    folder = tmp_path_factory.mktemp("all_sky")
    data = {"model_name": name, "architecture": TINY_FAMILY[name]}
    network = random_network(DA3Config.from_dict(data), 0)
    parameters = dict(network.named_parameters())
    with torch.no_grad():
        parameters[SKY_OUTPUT + "weight"].zero_()
        parameters[SKY_OUTPUT + "bias"].fill_(5.0)  # sigmoid(5) > 0.3 everywhere
    save_model(HubWrapper(network), str(folder / "model.safetensors"))
    (folder / "config.json").write_text(json.dumps(data), encoding="utf-8")
    return folder


def test_an_all_sky_frame_is_reported_and_the_stream_goes_on(all_sky_nested, tmp_path):
    image = np.random.default_rng(0).integers(0, 256, (60, 80, 3), dtype=np.uint8)
    with DepthAnything3.from_pretrained(
        weights_path=all_sky_nested, device="cpu", process_res=70
    ) as model:
        with pytest.raises(InputError, match="all sky"):
            model(image)
        frames = list(model.iter_predict([image, image, image]))
    assert [(frame.index, frame.ok) for frame in frames] == [(0, False), (1, False), (2, False)]
    assert all("non-sky pixels" in str(frame.error) for frame in frames)
    path = tmp_path / "sky.png"
    Image.fromarray(image).save(path)
    args = ["predict", str(path), "--weights", str(all_sky_nested), "--device", "cpu"]
    assert (
        main([*args, "--process-res", "70", "--out", str(tmp_path / "out"), "--no-progress"]) == 1
    )
