"""How deeply a JSON text nests, counted before it is parsed: no request parameter nests beyond
a few levels (a camera list: 3), and relying on the C decoder's ``RecursionError`` gave another
answer where the interpreter's recursion state differed (a deep text then parsed, and was
refused later for its values)."""

from __future__ import annotations

import re

MAX_JSON_DEPTH = 64  # levels of [ and { a request's JSON may nest
STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)  # a JSON string, escapes included
BRACKETS = re.compile(rb"[\[\]{}]")


def nests_too_deeply(text: str | bytes, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether ``text`` opens more than ``limit`` [ / { levels at once (brackets inside strings
    not counted; a text that is not JSON is left for the parser to refuse)."""
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if data.count(b"[") + data.count(b"{") <= limit:  # the common case: nothing to scan
        return False
    depth = 0
    for match in BRACKETS.finditer(STRING.sub(b'""', data)):
        depth += 1 if match.group() in b"[{" else -1
        if depth > limit:
            return True
    return False
