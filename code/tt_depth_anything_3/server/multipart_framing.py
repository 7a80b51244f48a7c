"""The framing of a multipart body (``POST /reconstruct``'s form data) around what the
parser reads: its ``boundary``, a preamble before the first delimiter (dropped), and the
closing delimiter a body cut short lacks (400)."""

from __future__ import annotations

import email.message
import email.utils

from fastapi import HTTPException


def boundary_of(content_type: str) -> bytes:
    """The multipart ``boundary`` parameter of a Content-Type, as its bytes (latin-1)."""
    header = email.message.Message()
    header["content-type"] = content_type
    boundary = email.utils.collapse_rfc2231_value(header.get_param("boundary", ""))
    return boundary.encode("latin-1", "replace")  # (the header's own bytes: latin-1)


def without_preamble(content_type: str, body: bytes) -> bytes:
    """The multipart ``body`` from its first ``--boundary`` delimiter: text before it (a
    preamble, which RFC 2046 5.1.1 says to ignore) was refused by the parser as malformed."""
    first = b"--" + boundary_of(content_type)
    if body.startswith(first) or (at := body.find(b"\r\n" + first)) < 0:
        return body  # no preamble, or no delimiter: the parser says what is wrong
    return body[at + 2 :]


def check_closing_delimiter(content_type: str, body: bytes) -> None:
    """400 unless the multipart ``body`` holds its closing ``--boundary--`` delimiter: the
    parser ends a body cut short (no closing delimiter, cut in a part or after one) without an
    error, dropping its last views and fields, and the rest would be reconstructed in silence."""
    boundary = boundary_of(content_type)
    closing = b"--" + boundary + b"--"
    if not (body.startswith(closing) or b"\r\n" + closing in body):
        raise HTTPException(
            400,
            "the multipart body is malformed/truncated: it has no closing "
            f"'--{boundary.decode('latin-1'):.70}--' delimiter (cut short?)",
        )
