"""A short coverage-guided fuzz (atheris) of the image decoding path, from the seed corpus in
``tests/fuzz_corpus/images``; ``benchmarks/fuzz_images.py`` runs it for minutes. A crash (any
exception other than ``ImageError`` / the base64 reader's 400) fails the run, and libFuzzer
writes the input that caused it next to the log."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "fuzz_images.py"
SEEDS = ROOT / "tests" / "fuzz_corpus" / "images"
REGRESSIONS = ROOT / "tests" / "fuzz_corpus" / "regressions"  # inputs that once crashed it
FUZZ_SECONDS = 10

if sys.version_info >= (3, 13):  # atheris has no build there (the test extra's marker)
    pytest.skip("atheris needs Python < 3.13", allow_module_level=True)
import atheris  # noqa: E402, F401  (in the test extra: missing, this fails, never skips)


def test_the_seed_corpus_decodes():
    """Every seed is a valid image of its format (the fuzzer mutates from there)."""
    from tt_depth_anything_3.inference.images import load_image

    seeds = sorted(SEEDS.iterdir())
    assert len(seeds) >= 15
    for seed in seeds:
        image = load_image(seed.read_bytes())
        assert image.rgb.shape[2] == 3 and image.original_size[0] >= 8, seed.name


def test_short_fuzz_run_finds_no_crash(tmp_path):
    corpus = tmp_path / "corpus"
    shutil.copytree(SEEDS, corpus)  # the fuzzer adds to its corpus: keep the repository's
    command = [sys.executable, str(SCRIPT), f"-max_total_time={FUZZ_SECONDS}"]
    command += ["-rss_limit_mb=2048", "-timeout=10", str(corpus), str(REGRESSIONS)]
    # libFuzzer's RSS limit reads ru_maxrss, which a child exec'd straight from this process
    # inherits (Linux keeps the peak across fork + exec): late in the suite pytest holds 2.5-3 GB
    # and every run looked out of memory. A shell in between forks the fuzzer from a small
    # process, so the limit sees the fuzzer's own peak.
    command = ["/bin/sh", "-c", '"$@"; exit $?', "fuzz", *command]
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}
    result = subprocess.run(
        command, cwd=tmp_path, capture_output=True, text=True, timeout=FUZZ_SECONDS + 120, env=env
    )
    log = "\n".join(
        line
        for line in (result.stdout + result.stderr).splitlines()
        if not line.startswith("INFO: Instrumenting")
    )
    assert result.returncode == 0, log[-4000:]
    assert "Done" in log and not list(tmp_path.glob("crash-*")), log[-4000:]


def run_script(args: list[str], tmp_path: Path, timeout: int = 120) -> subprocess.CompletedProcess:
    """The fuzz script with ``args``, its temporary folder under ``tmp_path``."""
    (tmp_path / "tmp").mkdir(exist_ok=True)
    env = {**os.environ, "PYTHONWARNINGS": "ignore", "TMPDIR": str(tmp_path / "tmp")}
    command = ["/bin/sh", "-c", '"$@"; exit $?', "fuzz", sys.executable, str(SCRIPT), *args]
    return subprocess.run(
        command, cwd=tmp_path, capture_output=True, text=True, timeout=timeout, env=env
    )


def test_help_prints_usage_and_fuzzes_nothing(tmp_path):
    before = sorted(p.name for p in SEEDS.iterdir())
    result = run_script(["--help"], tmp_path, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "NEW_DIR SEED_DIR" in result.stdout and "libFuzzer" not in result.stderr
    assert sorted(p.name for p in SEEDS.iterdir()) == before


def test_a_run_without_folders_writes_into_a_temporary_corpus(tmp_path):
    before = sorted(p.name for p in SEEDS.iterdir())
    result = run_script(["-runs=300", "-rss_limit_mb=2048"], tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    assert sorted(p.name for p in SEEDS.iterdir()) == before  # the seeds stay as committed
    scratch = list((tmp_path / "tmp").glob("fuzz_images_corpus_*"))
    assert len(scratch) == 1 and str(scratch[0]) in result.stderr


@pytest.mark.parametrize(
    "first", [SEEDS, SEEDS.parent, SEEDS.parent / "new"], ids=["seeds", "above", "beside"]
)
def test_the_seed_folder_is_refused_as_the_corpus_to_write(tmp_path, first):
    """libFuzzer writes into its first folder and reads folders recursively: the seeds' own
    folder, the one above it (``tests/fuzz_corpus``) and a new one beside it are refused."""
    result = run_script(["-runs=1", str(first)], tmp_path, timeout=60)
    assert result.returncode == 1
    assert "committed seeds" in result.stderr and "NEW_DIR SEED_DIR" in result.stderr
    assert not (SEEDS.parent / "new").exists()
