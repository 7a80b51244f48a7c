"""The start-up preflight follows the model's own ``auto`` skips (a follow-up of s47-rt):
``preflight.planned_backends`` walked the candidates without the config, so for the nested
model it named OpenVINO int8 (or bf16 with ``dtype="auto"``) where the load
(``select.choose_runtime``, which passes them over for that model) took another candidate,
and the start-up check then checked a backend the load never builds."""

from __future__ import annotations

from pathlib import Path

import pytest

from support.checkpoints import write_checkpoint
from support.official_family import TINY_FAMILY
from tt_depth_anything_3.backends import factory
from tt_depth_anything_3.backends.base import parse_device
from tt_depth_anything_3.backends.preflight import planned_backends
from tt_depth_anything_3.backends.runtimes import candidates, select
from tt_depth_anything_3.backends.runtimes.graph_io import InputShape
from tt_depth_anything_3.config.schema import DA3Config

NESTED = "da3nested-giant-large"


@pytest.fixture(scope="module")
def nested_weights(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("nested")
    write_checkpoint(folder, NESTED, tiny=False, architecture=TINY_FAMILY[NESTED])
    return folder / "model.safetensors"


def nested_config() -> DA3Config:
    return DA3Config.from_dict({"model_name": NESTED, "architecture": TINY_FAMILY[NESTED]})


def load_choice(weights: Path, dtype: str) -> tuple[str, str]:
    """(runtime, precision) the load's ``choose_runtime`` takes (nothing built: a stand-in)."""
    _, decision = select.choose_runtime(
        parse_device("cpu"), nested_config(), weights, dtype, InputShape(56, 70),
        lambda runtime, precision: None,
    )  # fmt: skip
    return decision["choice"], decision["precision"]


@pytest.mark.parametrize(("dtype", "probe"), [("auto", "0"), ("int8", "1")])
def test_preflight_plan_is_the_loads_choice_for_nested(nested_weights, monkeypatch, dtype, probe):
    """With the probe off (``auto``: nothing gated) and for int8 (OpenVINO int8 refused for the
    nested model: torch int8, the last candidate, is never gated), the plan is the load's."""
    monkeypatch.setenv("TT_DA3_AUTO_PROBE", probe)
    spec = parse_device("cpu")
    if dtype == "int8" and ("openvino", "int8") not in candidates.candidates(spec, "int8"):
        pytest.skip("OpenVINO int8 is not a candidate on this CPU: nothing to pass over")
    chosen = load_choice(nested_weights, dtype)
    assert planned_backends(spec, dtype, "auto", config=nested_config()) == [chosen]
    if dtype == "int8":
        assert chosen == ("torch", "int8")


def test_the_load_checks_the_plan_of_its_own_model(monkeypatch):
    """``open_backend`` hands its config to ``check_backend_options``, which plans with it."""
    seen = []

    def plan(spec, precision, runtime, probe_size=None, config=None):
        seen.append(config)
        return [("torch", "fp32")]

    monkeypatch.setattr("tt_depth_anything_3.backends.preflight.planned_backends", plan)
    config = nested_config()
    factory.check_backend_options("cpu", "auto", "auto", (56, 70), config)
    assert seen == [config]


def test_serve_start_up_check_plans_with_a_known_hub_models_config(monkeypatch):
    from tt_depth_anything_3.cli.serve import check_model_backend
    from tt_depth_anything_3.server.settings import ServerSettings

    seen = []
    monkeypatch.setattr(factory, "check_backend_options", lambda *a: seen.append(a))
    check_model_backend(ServerSettings(model_id="depth-anything/DA3NESTED-GIANT-LARGE"))
    assert seen[0][-1].model_name == NESTED and seen[0][-1].is_nested
