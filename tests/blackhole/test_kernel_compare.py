"""``kernels.build --check``'s comparison: a compile that is not shipped is one line saying
so, not a "bytes differ" line for each of its files."""

from __future__ import annotations

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
