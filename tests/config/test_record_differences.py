"""What a run record's difference says (``config.records.differences``: ``tt-da3 video``'s
``OUT holds another run (...)``, ``reconstruct_stream``'s refusals): a long list, such as an
image sequence's ``input.files``, is cut to 160 characters, so a file added at the end or
changed in the middle was not shown (``[... 'img_0020.png', 'img_0021. ...] now``). A cut list
now also says both lengths and the first item that differs."""

from __future__ import annotations

from tt_depth_anything_3.config.records import differences

FILES = [f"img_{i:04d}.png" for i in range(40)]


def test_a_file_added_at_the_end_of_a_long_list_is_named():
    (line,) = differences({"input": {"files": FILES}}, {"input": {"files": [*FILES, "x.png"]}})
    assert line.startswith("input.files: ['img_0000.png', ")
    assert line.endswith(
        "(40 items there, 41 now; the first that differs, [40]: none there, 'x.png' now)"
    )


def test_a_file_changed_in_the_middle_is_named():
    changed = [*FILES[:25], "img_0025b.png", *FILES[26:]]
    (line,) = differences(FILES, changed, "files")
    assert "(40 items there, 40 now; the first that differs, [25]: 'img_0025.png' there, " in line
    assert line.endswith("'img_0025b.png' now)")


def test_short_values_are_said_as_before():
    assert differences({"overlap": 3}, {"overlap": 4}) == ["overlap: 3 there, 4 now"]
    assert differences(["a", "b"], ["a", "c"], "files") == [
        "files: ['a', 'b'] there, ['a', 'c'] now"
    ]
