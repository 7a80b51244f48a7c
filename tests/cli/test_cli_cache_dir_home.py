"""``TT_DA3_CACHE_DIR=~/cache`` set where no shell expands ``~`` (a Dockerfile's ``ENV``, a
systemd unit): the caches went to a folder named ``~`` under the working folder, a new one
for every folder a command ran from. The leading ``~`` is the home folder now."""

from __future__ import annotations

from tt_depth_anything_3.cli import main
from tt_depth_anything_3.config.cache_folder import package_cache_folder


def test_a_cache_folder_under_the_home_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("TT_DA3_CACHE_DIR", "~/tcache")
    monkeypatch.chdir(tmp_path)
    assert package_cache_folder() == tmp_path / "home" / "tcache"
    assert main(["cache"]) == 0
    assert f"{tmp_path / 'home' / 'tcache' / 'runtimes'} holds 0 entries" in capsys.readouterr().out
    assert not (tmp_path / "~").exists()


def test_an_empty_home_is_said_for_a_tilde_too(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HOME", "")
    monkeypatch.setenv("TT_DA3_CACHE_DIR", "~/tcache")
    monkeypatch.chdir(tmp_path)
    assert main(["cache"]) == 2
    assert "no cache folder: HOME is empty" in capsys.readouterr().err
    assert not (tmp_path / "~").exists()
