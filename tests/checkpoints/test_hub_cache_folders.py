"""A Hugging Face cache repo folder (``models--org--name``, files under
``snapshots/<commit>/``) given as ``weights_path``: it was refused with "has no
model.safetensors" and nothing more; the snapshot folder to pass is now named."""

from __future__ import annotations

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.cli import main

COMMIT = "0123456789abcdef0123456789abcdef01234567"


def cache_repo(root, *, ref: bool = True):
    from support.checkpoints import write_checkpoint

    repo = root / "models--depth-anything--DA3-SMALL"
    write_checkpoint(repo / "snapshots" / COMMIT, "da3-small")
    if ref:
        (repo / "refs").mkdir()
        (repo / "refs" / "main").write_text(COMMIT + "\n", encoding="utf-8")
    return repo


def test_a_cache_repo_folder_names_its_snapshot_and_that_loads(tmp_path, capsys):
    repo = cache_repo(tmp_path)
    snapshot = repo / "snapshots" / COMMIT
    with pytest.raises(FileNotFoundError, match="has no model.safetensors") as info:
        DepthAnything3.from_pretrained(weights_path=repo, device="cpu")
    assert (
        f"it is a Hugging Face cache folder: pass its snapshot folder {snapshot} (refs/main)"
        in (str(info.value))
    )
    assert main(["info", "--weights", str(repo)]) == 2
    assert f"pass its snapshot folder {snapshot}" in capsys.readouterr().err
    model = DepthAnything3.from_pretrained(weights_path=snapshot, device="cpu", process_res=28)
    assert model.model_name == "da3-small"


def test_a_cache_repo_without_refs_or_snapshots(tmp_path):
    repo = cache_repo(tmp_path, ref=False)
    with pytest.raises(FileNotFoundError) as info:
        DepthAnything3.from_pretrained(weights_path=repo, device="cpu")
    assert f"pass its snapshot folder {repo / 'snapshots' / COMMIT}" in str(info.value)
    assert "(refs/main)" not in str(info.value)
    empty = tmp_path / "models--org--empty"
    (empty / "snapshots").mkdir(parents=True)
    with pytest.raises(FileNotFoundError, match="Hugging Face cache folder with no snapshot"):
        DepthAnything3.from_pretrained(weights_path=empty, device="cpu")
