"""A hub id with no network: the hub retried an uncached download for about 23 s ("Retrying in
8s [Retry 5/5]") before its error. When the Hub's host cannot be looked up (and no proxy is
set) only the cache is read: a cached repo loads, an uncached one is refused at once."""

from __future__ import annotations

import socket

import pytest

from tt_depth_anything_3 import DepthAnything3
from tt_depth_anything_3.checkpoints import resolve

PROXY_VARIABLES = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY")


def no_proxy(monkeypatch) -> None:
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.lower(), raising=False)


def no_dns(monkeypatch) -> list[str]:
    """socket.getaddrinfo fails as with no network; the hosts asked are recorded."""
    asked = []

    def fail(host, *args, **kwargs):
        asked.append(host)
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(resolve.socket, "getaddrinfo", fail)
    return asked


def recording_download(monkeypatch) -> list[dict]:
    """hf_hub_download recorded, then refused as an uncached file."""
    calls = []

    def download(**kwargs):
        calls.append(kwargs)
        raise OSError("Cannot find the requested files in the disk cache.")

    monkeypatch.setattr("huggingface_hub.hf_hub_download", download)
    return calls


def test_an_unresolvable_hub_host_reads_only_the_cache_and_says_why(tmp_path, monkeypatch):
    no_proxy(monkeypatch)
    asked = no_dns(monkeypatch)
    calls = recording_download(monkeypatch)
    with pytest.raises(OSError) as info:
        DepthAnything3.from_pretrained("depth-anything/DA3-LARGE", cache_dir=tmp_path)
    assert asked == ["huggingface.co"]
    assert [call["local_files_only"] for call in calls] == [True]  # no retries: the cache only
    message = str(info.value)
    assert message.startswith("could not get config.json of 'depth-anything/DA3-LARGE'")
    assert "Without network access, download the repo elsewhere" in message
    assert "host huggingface.co could not be looked up (no network?)" in message


def test_a_proxy_or_local_files_only_skips_the_look_up(tmp_path, monkeypatch):
    no_proxy(monkeypatch)
    asked = no_dns(monkeypatch)
    calls = recording_download(monkeypatch)
    with pytest.raises(OSError, match="could not get config.json") as info:
        DepthAnything3.from_pretrained(
            "depth-anything/DA3-LARGE", cache_dir=tmp_path, local_files_only=True
        )
    assert "could not be looked up" not in str(info.value)
    monkeypatch.setenv("HTTPS_PROXY", "http://proxy.invalid:3128")  # the proxy looks names up
    with pytest.raises(OSError, match="could not get config.json") as info:
        DepthAnything3.from_pretrained("depth-anything/DA3-LARGE", cache_dir=tmp_path)
    assert asked == []
    assert [call["local_files_only"] for call in calls] == [True, False]
    assert "could not be looked up" not in str(info.value)


def test_a_cached_hub_snapshot_loads_with_no_network(tmp_path, monkeypatch):
    from support.checkpoints import write_checkpoint

    no_proxy(monkeypatch)
    no_dns(monkeypatch)
    commit = "0123456789abcdef0123456789abcdef01234567"
    repo = tmp_path / "models--depth-anything--DA3-SMALL"
    write_checkpoint(repo / "snapshots" / commit, "da3-small")
    (repo / "refs").mkdir()
    (repo / "refs" / "main").write_text(commit, encoding="utf-8")
    model = DepthAnything3.from_pretrained(
        "depth-anything/DA3-SMALL", cache_dir=tmp_path, device="cpu", process_res=28
    )
    assert model.model_name == "da3-small"
    assert model.describe()["source"] == "hub:depth-anything/DA3-SMALL"
    pinned = DepthAnything3.from_pretrained(  # a revision asked: the source names it
        "depth-anything/DA3-SMALL", revision=commit, cache_dir=tmp_path, process_res=28
    )
    assert pinned.describe()["source"] == f"hub:depth-anything/DA3-SMALL@{commit}"


def test_a_v2_pth_repo_offline_is_told_its_one_pth_is_enough(tmp_path, monkeypatch):
    """The advice said to pass a folder "holding model.safetensors and config.json" for a V2
    repo too, whose folder needs only its official .pth (the config is the preset's)."""
    no_proxy(monkeypatch)
    no_dns(monkeypatch)
    recording_download(monkeypatch)
    with pytest.raises(OSError) as info:
        DepthAnything3.from_pretrained("depth-anything/Depth-Anything-V2-Small", cache_dir=tmp_path)
    message = str(info.value)
    assert message.startswith("could not get depth_anything_v2_vits.pth of ")
    assert "Without network access, download the repo elsewhere" in message
    assert "(holding depth_anything_v2_vits.pth: nothing else is needed)" in message
    assert "weights_path='/path/to/depth_anything_v2_vits.pth'" in message
    assert "model.safetensors" not in message and "config.json" not in message
    with pytest.raises(OSError) as info:  # a DA3 repo: as before
        DepthAnything3.from_pretrained("depth-anything/DA3-LARGE", cache_dir=tmp_path)
    assert "(holding model.safetensors and config.json)" in str(info.value)
