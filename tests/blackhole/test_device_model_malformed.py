"""``tt-da3 estimate --graph`` on malformed captures: each is one ``tt-da3 estimate: error:``
line naming the file (exit 2), never a traceback (tester_regress defect 4: wrong JSON shapes,
non-UTF-8 text, a bad ``buffer_type`` or sidecar record)."""

from __future__ import annotations

import pytest

from tt_depth_anything_3.cli import main

# the tester's capture "dup": a device operation whose output tensor is read from 'TENSOR'
START = (
    '{"counter":0,"node_type":"function_start","connections":[],'
    '"params":{"name":"x","program_factory_type":"a::B"}}'
)
CONV = START.replace('"name":"x"', '"name":"Conv2dDeviceOperation"')
END = '{"counter":1,"node_type":"function_end","connections":[2],"params":{}}'
TENSOR = (
    '{"counter":2,"node_type":"tensor","connections":[],"params":{"shape":"Shape([1, 2])",'
    '"dtype":"DataType::BFLOAT16","layout":"Layout::TILE","buffer_type":"%s"}}'
)


@pytest.mark.parametrize(
    ("graph", "python_io", "blamed", "said"),
    [
        ('{"x": 1}', "[]", "program.json", "no 'graph' list of nodes"),
        ('{"graph": [{"counter"', "[]", "program.json", "not a complete graph capture"),
        ('{"graph": [{"x": 1}]}', "[]", "program.json", "a node or record lacks 'counter'"),
        ('{"graph": []}', '{"name": 1', "program.python_io.json", "complete Python arguments"),
        ('{"graph": []}', "{}", "program.python_io.json", "not a list of records"),
        # tester_regress defect 4: each of these was a traceback or a line naming no file
        ("[1,2]", "[]", "program.json", "node 0 is a number, not an object"),
        ("[null]", "[]", "program.json", "node 0 is null, not an object"),
        (
            '[{"counter":0,"node_type":"tensor","connections":5,"params":{}}]',
            "[]",
            "program.json",
            "node 0 has connections 5 (not integers)",
        ),
        ('{"graph": []}', '["x"]', "program.python_io.json", "record 0 is text, not an object"),
        (
            f"[{START},{END},{TENSOR % 'x'}]",
            "[]",
            "program.json",
            "node 2 has params.buffer_type 'x' (not a whole number)",
        ),
        (
            f"[{START},{END},{TENSOR % '1'}]",
            '[{"name":"ttnn.x","arguments":{"a":1}}]',
            "program.python_io.json",
            "record 0 has arguments {'a': 1} (not text)",
        ),
        (b"\xff\xfe[", "[]", "program.json", "not a complete graph capture (not UTF-8 text"),
        # tester_regress2 minor item: a RecursionError traceback
        ("[" * 100_000, "[]", "program.json", "(its JSON is nested too deeply)"),
        ('{"graph": []}', "[" * 100_000, "program.python_io.json", "nested too deeply"),
        (
            f"[{START},{END},{TENSOR % '1'}]".replace("[1, 2]", ""),
            "[]",
            "program.json",
            "cannot read a tensor shape",
        ),
        (
            f"[{CONV},{END},{TENSOR % '1'}]",
            "[]",
            "program.json",
            "not a graph capture this model reads: tuple index out of range",
        ),
    ],
)
def test_cli_names_a_malformed_capture_in_one_line(
    tmp_path, capsys, graph, python_io, blamed, said
):
    """A JSON without 'graph' was a KeyError traceback, a truncated one an error naming no
    file: each is one ``tt-da3 estimate: error:`` line naming the file (exit 2)."""
    path = tmp_path / "program.json"
    path.write_bytes(graph if isinstance(graph, bytes) else graph.encode())
    path.with_suffix(".python_io.json").write_text(python_io, encoding="utf-8")
    assert main(["estimate", "--graph", str(path)]) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith(f"tt-da3 estimate: error: {tmp_path / blamed} ") and said in line


def test_null_params_as_ttnn_writes_them_are_no_params(tmp_path, capsys):
    """ttnn writes ``"params": null`` on capture_start and capture_end: read as none (the
    check of each node's types first refused every real capture for it)."""
    begin = '{"counter":3,"node_type":"capture_start","connections":[],"params":null}'
    path = tmp_path / "program.json"
    path.write_text(f'{{"graph": [{begin},{START},{END},{TENSOR % "1"}]}}', encoding="utf-8")
    path.with_suffix(".python_io.json").write_text("[]", encoding="utf-8")
    assert main(["estimate", "--graph", str(path), "--json"]) == 0
    assert '"ops": 1' in capsys.readouterr().out
