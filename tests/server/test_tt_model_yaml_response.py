"""tt-model.yaml's quickstart against the server: it named part of ``/predict``'s answer
(``depth.dtype``, ``focal_px``, ``model``, ``fallback``... were left out)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from support.app_testing import b64, encode, ready_client

ROOT = Path(__file__).resolve().parents[2]


def quickstart_names() -> set[str]:
    """Every `name` the quickstart's request-shape paragraph writes."""
    yaml = pytest.importorskip("yaml")
    manifest = yaml.safe_load((ROOT / "tt-model.yaml").read_text(encoding="utf-8"))
    text = manifest["card"]["quickstart"]
    paragraph = text[text.index("and returns") : text.index("```bash")]
    return set(re.findall(r"`(\w+)`", paragraph))


@pytest.mark.parametrize("output_format", ["png", "npz", "json"])
def test_the_quickstart_names_every_key_of_the_answer(
    tiny_metric_checkpoint, tiny_metric_model, photo, output_format
):
    with ready_client(tiny_metric_checkpoint, tiny_metric_model) as client:
        body = {"image": b64(encode(photo)), "output_format": output_format}
        answer = client.post("/predict", json=body).json()
    named = quickstart_names()
    assert not set(answer) - named, (
        f"keys of /predict the quickstart leaves out: {set(answer) - named}"
    )
    assert not set(answer["depth"]) - named, set(answer["depth"]) - named
