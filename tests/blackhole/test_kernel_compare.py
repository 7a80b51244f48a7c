"""``kernels.build --check``'s comparison: a compile that is not shipped is one line saying
so, not a "bytes differ" line for each of its files."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.backends.blackhole.kernels.compare import compare_generated


def test_a_compile_that_is_not_shipped_is_one_line(tmp_path):
    fresh, shipped = tmp_path / "fresh", tmp_path / "shipped"
    for name in ("a", "b"):
        (fresh / name).mkdir(parents=True)
        for file in ("reader.cpp", "writer.cpp", "compute.cpp"):
            (fresh / name / file).write_text(name)
    (shipped / "a").mkdir(parents=True)
    for file in ("reader.cpp", "writer.cpp", "compute.cpp"):
        (shipped / "a" / file).write_text("a")
    assert compare_generated(fresh, shipped, ["a", "b"]) == [
        f"b: not shipped (no folder in {shipped}); build without --check"
    ]
    (shipped / "a" / "compute.cpp").write_text("changed")
    assert compare_generated(fresh, shipped, ["a"]) == ["a/compute.cpp: bytes differ"]


def test_build_takes_network_sizes_only(capsys):
    """``build --sizes 500x500`` compiled the 490x490 shapes, 0x0 compiled nothing with exit 0,
    -14x14 died in a ZeroDivisionError: a size that is no network size is argparse's error."""
    import pytest

    from tt_depth_anything_3.backends.blackhole.kernels.build import main

    for size in ("500x500", "0x0", "-14x14", "518"):
        with pytest.raises(SystemExit) as exit_info:
            main([f"--sizes={size}", "--check"])
        assert exit_info.value.code == 2
        err = capsys.readouterr().err
        assert "HxW" in err or "multiples of 14" in err, err


def test_build_without_the_compiler_says_which_python(tmp_path, capsys):
    """In the package's venv it said "ttnn is not installed ... setup_ttnn.sh" (in .venv312 a
    bare ModuleNotFoundError), then ended in a RuntimeError's traceback: the build needs the
    TT-Lang compiler's venv, said in one line, exit 2."""
    import pytest

    from tt_depth_anything_3.backends.blackhole.kernels import compiler_installed
    from tt_depth_anything_3.backends.blackhole.kernels.build import main

    if compiler_installed():
        pytest.skip("the TT-Lang compiler is installed here")
    assert main(["--sizes", "518x518", "--check", "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("kernels.build: error: the TT-Lang compiler is not installed")
    assert "setup_ttlang.sh, then .venv-ttlang/bin/python" in err and "Traceback" not in err


def test_build_out_says_the_program_reads_generated_only(capsys):
    import pytest

    from tt_depth_anything_3.backends.blackhole.kernels.build import main

    with pytest.raises(SystemExit):
        main(["--help"])
    assert "the only folder the device program reads" in " ".join(capsys.readouterr().out.split())


def test_build_names_a_size_no_resize_compile_can_hold(capsys):
    """``build --sizes 4032x14`` (a size the API takes, which the device refusal says no
    compile can hold) died in the resize planner's traceback, "no resize (4, 1152) -> (8, 2304)
    x 256 float32 fits 524288 bytes of CBs", naming neither the size nor the plan; now it is
    argparse's error naming both, before the compiler is looked for."""
    import pytest

    from tt_depth_anything_3.backends.blackhole.kernels.build import main

    for size in ("4032x14", "14x4032"):
        with pytest.raises(SystemExit) as exit_info:
            main(["--sizes", "518x518", size, "--check"])
        assert exit_info.value.code == 2
        err = capsys.readouterr().err
        assert f"network input {size}: no compile of resize_bilinear can hold" in err, err
        assert "no resize (" in err and "sides up to 1036" in err and "Traceback" not in err


def test_the_usage_line_names_how_it_is_run(capsys):
    """``--help`` said ``usage: build.py``, which cannot be run as such."""
    from tt_depth_anything_3.backends.blackhole.kernels.build import main

    with pytest.raises(SystemExit):
        main(["--help"])
    usage = capsys.readouterr().out.splitlines()[0]
    assert usage.startswith("usage: python -m tt_depth_anything_3.backends.blackhole.kernels.build")


def test_build_names_an_out_or_log_it_cannot_write_before_compiling(tmp_path, capsys):
    """``build --out /etc/passwd/x`` opened the mock, compiled the first kernel and then died
    in a NotADirectoryError's traceback after "the compiler's last lines" (the compiler had
    done nothing wrong); ``--log /missing/x.log`` in a FileNotFoundError's traceback. Both are
    now argparse's error naming the path, before the compiler is looked for."""
    from tt_depth_anything_3.backends.blackhole.kernels.build import main

    a_file = tmp_path / "file"
    a_file.write_text("x", encoding="utf-8")
    cases = [
        (["--out", str(a_file / "x")], f"argument --out: {a_file} is not a folder"),
        (["--out", str(a_file)], f"argument --out: {a_file} is not a folder"),
        (["--log", str(tmp_path / "missing" / "x.log")], f"{tmp_path / 'missing'} does not exist"),
        (["--log", str(tmp_path)], f"argument --log: {tmp_path} is a folder"),
    ]
    for arguments, message in cases:
        with pytest.raises(SystemExit) as exit_info:
            main(["--sizes", "518x518", *arguments])
        assert exit_info.value.code == 2
        err = capsys.readouterr().err
        assert message in err and "Traceback" not in err, err
    # --check reads --out (a missing folder is "not shipped"), and a new folder is made
    for arguments in (["--check", "--out", str(a_file / "x")], ["--out", str(tmp_path / "new")]):
        main(["--sizes", "518x518", *arguments, "--log", str(tmp_path / "build.log")])
        assert "argument --" not in capsys.readouterr().err
