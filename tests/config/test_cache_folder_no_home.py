"""``TT_DA3_CACHE_DIR=~/x`` with no home folder (HOME unset for a user without a passwd entry,
or empty): the error said "set TT_DA3_CACHE_DIR", which was set. It now names the value, says
it is under the home, and asks for a path without ``~``, keeping its earlier words."""

from __future__ import annotations

import pathlib

import pytest

from tt_depth_anything_3.config import cache_folder


@pytest.fixture()
def no_home(monkeypatch):
    """No HOME and no passwd entry: ``Path.home()`` raises as Python does then."""

    def home(cls):
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setattr(pathlib.Path, "home", classmethod(home))
    monkeypatch.setattr(cache_folder, "RESOLVED_CACHE_DIRS", {})


@pytest.mark.parametrize("value", ["~/da3 cache", "~"])
def test_a_tilde_value_without_a_home_is_named(no_home, monkeypatch, value):
    monkeypatch.setenv("TT_DA3_CACHE_DIR", value)
    with pytest.raises(OSError) as caught:
        cache_folder.package_cache_folder()
    message = str(caught.value)
    assert message.startswith("no cache folder: HOME is not set and this user has no home")
    assert f"TT_DA3_CACHE_DIR={value} is under the home folder (~)" in message
    assert "set TT_DA3_CACHE_DIR (or HOME) to a writable folder, a path without ~" in message


def test_an_empty_home_with_a_tilde_value_is_named(monkeypatch):
    monkeypatch.setattr(cache_folder, "RESOLVED_CACHE_DIRS", {})
    monkeypatch.setenv("HOME", "")
    monkeypatch.setenv("TT_DA3_CACHE_DIR", "~/x")
    with pytest.raises(OSError, match="HOME is empty; TT_DA3_CACHE_DIR=~/x is under the home"):
        cache_folder.package_cache_folder()


def test_without_the_variable_the_message_is_as_before(no_home, monkeypatch):
    monkeypatch.delenv("TT_DA3_CACHE_DIR", raising=False)
    with pytest.raises(OSError) as caught:
        cache_folder.package_cache_folder()
    assert str(caught.value) == (
        "no cache folder: HOME is not set and this user has no home directory; set "
        "TT_DA3_CACHE_DIR (or HOME) to a writable folder"
    )
