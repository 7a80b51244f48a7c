"""``tt-da3 cache --clear`` removed every model's entries (or those unused for DAYS days): a
user whose cache holds several models' engines could not free one model's without losing the
others', nor tell two checkpoints of one model apart in ``--list`` (its ``model`` is the
config's digest, the same for a fine-tuned copy). ``--model`` now picks one model's entries and
converted weights for ``--list`` and ``--clear``, by its name, its ``name:digest`` or the
checkpoint's SHA-256 prefix, and each entry says its checkpoint file and SHA-256."""

from __future__ import annotations

import json
import os
import sys

import pytest

from tt_depth_anything_3.backends.blackhole.weight_cache import WeightCache, new_staging_folder
from tt_depth_anything_3.backends.runtimes import cache
from tt_depth_anything_3.cli import main as cli_main

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the cache locks with flock")
SMALL = {"model": "da3-small:63ab350af0972135", "file": "model.safetensors", "sha256": "ec" * 32}
METRIC = {"model": "da3metric-large:ae0308565ffb509c", "file": "m.safetensors", "sha256": "74" * 32}


def blob(folder) -> None:
    (folder / "m.blob").write_bytes(b"m" * 100)


def weights(root, name: str):
    """A published converted-weight folder ``name``."""
    cache_of = WeightCache(root / name, {"weights": f"/w/{name}", "size": 1, "header_sha256": "a"})
    staging, fd = new_staging_folder(cache_of.folder)
    (staging / "0000.tensorbin").write_bytes(b"w" * 100)
    cache_of.publish(staging, 1)
    os.close(fd)
    return cache_of.folder


@pytest.fixture
def models(tmp_path, monkeypatch):
    root = tmp_path / "c"
    monkeypatch.setenv("TT_DA3_CACHE_DIR", str(root))
    return {
        "small": [cache.cached_entry("onnx", SMALL, blob),
                  cache.cached_entry("openvino-compiled", {**SMALL, "precision": "fp32"}, blob),
                  weights(root, "da3-small-00000000000000000000")],
        "metric": [cache.cached_entry("onnx", METRIC, blob),
                   weights(root, "da3metric-large-11111111111111111111")],
    }  # fmt: skip


@pytest.mark.parametrize("name", ["da3-small", "da3-small:63ab350af0972135", "ecececec"])
def test_clear_model_removes_that_models_entries_only(models, capsys, name):
    assert cli_main(["cache", "--clear", "--model", name, "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    removed = {row["path"] for row in listing["removed"]}
    removed |= {row["path"] for row in listing["blackhole_weights"]["removed"]}
    expected = set(map(str, models["small"])) - ({str(models["small"][2])} if ":" in name or
                                                 name.startswith("ec") else set())  # fmt: skip
    assert removed == expected
    assert all(path.is_dir() for path in models["metric"])
    assert "holds" in listing["checkpoint_digests"]  # kept (listed), as with --older-than


def test_list_model_shows_its_entries_and_their_checkpoint(models, capsys):
    assert cli_main(["cache", "--list", "--model", "da3metric-large", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    (row,) = listing["holds"]
    assert row["path"] == str(models["metric"][0])
    assert row["built_for"]["sha256"] == "74" * 32 and row["built_for"]["file"] == "m.safetensors"
    assert [r["path"] for r in listing["blackhole_weights"]["holds"]] == [str(models["metric"][1])]
    assert cli_main(["cache", "--list"]) == 0
    out = capsys.readouterr().out
    assert f"{models['small'][0]}  da3-small:63ab350af0972135 (model.safetensors ecececec)" in out


def test_a_model_nothing_was_built_for_removes_nothing(models, capsys):
    assert cli_main(["cache", "--clear", "--model", "da3-giant"]) == 0
    assert all(path.is_dir() for paths in models.values() for path in paths)
    assert "removed 0 entries" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["--verify"], ["--clear", "--model", " "]])
def test_model_with_verify_or_empty_is_refused(models, capsys, argv):
    assert cli_main(["cache", *argv, *([] if "--model" in argv else ["--model", "x"])]) == 2
    assert "--model" in capsys.readouterr().err
    assert all(path.is_dir() for paths in models.values() for path in paths)
