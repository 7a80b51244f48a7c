"""Whole numbers read from text the same way everywhere: ``str.isdigit()`` is True for "²"
(and other superscripts), which ``int()`` refuses, so a check by ``isdigit`` alone let it
through to a raw "invalid literal for int()" (``TT_DA3_CACHE_MAX_GB``'s and the LRU bounds'
readers refused it; ``TT_DA3_CHIPS``, ``OMP_NUM_THREADS`` and a network size ``HxW`` did not)."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.config import env_numbers, torch_interop
from tt_depth_anything_3.config.parts import parse_network_size


@pytest.mark.parametrize("text", ["²x14", "14x²", "14x1⁴"])
def test_a_network_size_with_a_superscript_is_refused_in_its_words(text):
    with pytest.raises(ValueError, match="size must be HxW"):
        parse_network_size(text)
    assert parse_network_size(" 28X14 ") == (28, 14)


def test_omp_num_threads_that_is_no_whole_number_is_not_read(monkeypatch):
    """The engines' thread count (torch not loaded) read ``OMP_NUM_THREADS=²`` into a crash
    of every OpenVINO load; another value than a whole number falls back to the cores."""
    monkeypatch.setattr(torch_interop, "loaded_torch", lambda: None)
    monkeypatch.setattr(torch_interop, "physical_cores", lambda: 7)
    for text, threads in (("²", 7), ("x", 7), ("0", 7), (" 3 ", 3)):
        monkeypatch.setenv("OMP_NUM_THREADS", text)
        assert torch_interop.compute_threads() == threads


@pytest.mark.parametrize("text", ["x", "nan", "inf", "-1", "²", "1e400"])
def test_an_environment_number_out_of_bounds_is_refused_in_the_callers_words(monkeypatch, text):
    """``env_numbers.env_number``, which ``TT_DA3_CACHE_WAIT_S`` and ``TT_DA3_CACHE_MAX_GB`` read
    with: unset or blank is None, a number is read (scaled), any other value refused naming
    the variable, what it must be and the text."""
    monkeypatch.setenv("TT_DA3_TEST_NUMBER", text)
    with pytest.raises(ValueError) as refused:
        env_numbers.env_number("TT_DA3_TEST_NUMBER", "must be a finite number >= 0", lowest=0)
    assert str(refused.value) == f"TT_DA3_TEST_NUMBER must be a finite number >= 0, got {text!r}"
    for unset in ("", "  "):
        monkeypatch.setenv("TT_DA3_TEST_NUMBER", unset)
        assert env_numbers.env_number("TT_DA3_TEST_NUMBER", "", lowest=0) is None
    monkeypatch.setenv("TT_DA3_TEST_NUMBER", " 2.5 ")
    assert env_numbers.env_number("TT_DA3_TEST_NUMBER", "", lowest=1, scale=1e9) == 2.5e9
