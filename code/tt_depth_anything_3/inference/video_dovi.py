"""Dolby Vision in a video, for ``inference.video_hdr``: a profile 5 stream (single layer,
IPTPQc2, no HDR10 / SDR base layer: streaming rips, some phones) carries IPT colours that read
as Y'CbCr come out purple and green; its frames are tagged PQ / BT.2020 or not at all, so
nothing else in them says so. Profiles 8.1 / 8.4 (and 7 / 4) have an HDR10-, HLG- or
SDR-compatible base layer: read as that layer, their Dolby Vision metadata not applied.

PyAV 18.1 does not expose a stream's Dolby Vision configuration record (``AV_PKT_DATA_DOVI_CONF``,
``dv_profile`` and ``dv_bl_signal_compatibility_id``), so profile 5 is found by (the RPU first,
where one is read):

- the mp4 / mov sample entry (the stream's codec tag): ``dvh1`` / ``dvhe`` (HEVC) and ``dav1``
  (AV1) are the entries of a Dolby Vision stream with no compatible base layer (a compatible one
  is ``hvc1`` / ``hev1`` / ``av01``);
- its frames' RPU (every Dolby Vision frame carries one; FFmpeg's HEVC decoder attaches it as
  ``DOVI_RPU_BUFFER`` and, parsed, ``DOVI_METADATA``): ``vdr_rpu_profile`` 0 with a full-range
  base layer is profile 5, as FFmpeg and dovi_tool guess it (``vdr_rpu_profile`` 1: 7, 8 or 4).
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

NO_BASE_LAYER_TAGS = {"dvh1": "HEVC", "dvhe": "HEVC", "dav1": "AV1"}
RPU_PREFIX = 25  # an HEVC RPU NAL's payload starts with this byte
DOVI_TYPES = {"DOVI_RPU_BUFFER", "DOVI_METADATA"}  # frame side data of Dolby Vision


@dataclass(frozen=True)
class DolbyVision:
    """What a video says of its Dolby Vision: ``profile`` 5 (no compatible base layer) or None
    (a compatible base layer: 8, 7 or 4), and where that was read."""

    profile: int | None
    source: str


def side_data(frame: Any) -> Iterator[tuple[str, bytes]]:
    """A frame's side data as (type name, bytes): PyAV 18.1.0 iterates the data, 18.1.1 their
    types (the keys)."""
    items = frame.side_data
    for item in items:
        data = item if hasattr(item, "type") else items[item]
        yield getattr(data.type, "name", ""), bytes(data)


class Bits:
    """Big-endian bits of ``data``, read in order (fixed widths and Exp-Golomb ``ue(v)``)."""

    def __init__(self, data: bytes) -> None:
        self.value, self.left = int.from_bytes(data, "big"), 8 * len(data)

    def read(self, count: int) -> int:
        """The next ``count`` bits as an unsigned number (ValueError past the end)."""
        if count > self.left:
            raise ValueError("the RPU ends early")
        self.left -= count
        return (self.value >> self.left) & ((1 << count) - 1)

    def ue(self) -> int:
        """An Exp-Golomb unsigned number."""
        zeros = 0
        while self.read(1) == 0:
            zeros += 1
            if zeros > 31:
                raise ValueError("an Exp-Golomb code over 32 bits")
        return (1 << zeros) - 1 + self.read(zeros)


def rpu_header(rpu: bytes) -> tuple[int, int] | None:
    """``(vdr_rpu_profile, bl_video_full_range_flag)`` of an HEVC RPU NAL's payload (prefix
    byte 25, emulation-prevention bytes in place, as ``DOVI_RPU_BUFFER`` holds it); None for
    one this cannot read (another RPU type, no sequence info, too short)."""
    raw = rpu.replace(b"\x00\x00\x03", b"\x00\x00")[:16]
    if len(raw) < 4 or raw[0] != RPU_PREFIX:
        return None
    bits = Bits(raw[1:])
    try:
        if bits.read(6) != 2:  # rpu_type: 2 is the only one
            return None
        bits.read(11)  # rpu_format
        profile = bits.read(4)  # vdr_rpu_profile
        bits.read(4)  # vdr_rpu_level
        if not bits.read(1):  # vdr_seq_info_present_flag
            return None
        bits.read(1)  # chroma_resampling_explicit_filter_flag
        if bits.read(2) == 0:  # coef_data_type: fixed point says its coef_log2_denom
            bits.ue()
        bits.read(2)  # vdr_rpu_normalized_idc
        return profile, bits.read(1)  # bl_video_full_range_flag
    except ValueError:
        return None


def metadata_header(data: bytes) -> tuple[int, int] | None:
    """The same two fields from ``DOVI_METADATA`` (FFmpeg's ``AVDOVIMetadata``: its header at
    ``header_offset``, ``vdr_rpu_profile`` at byte 4 and ``bl_video_full_range_flag`` at 10 of
    ``AVDOVIRpuDataHeader``)."""
    if len(data) < 8:
        return None
    offset = struct.unpack_from("<Q", data)[0]
    if offset + 11 > len(data):
        return None
    return data[offset + 4], data[offset + 10]


def codec_tag(stream: Any) -> str:
    """A stream's codec tag (an mp4's sample entry); "" for one that is not ASCII, which PyAV
    18.1.0 cannot decode (18.1.1 reads it as Latin-1): none of ``NO_BASE_LAYER_TAGS``."""
    try:
        return stream.codec_context.codec_tag
    except UnicodeDecodeError:  # a tag of bytes over 127: not a Dolby Vision sample entry
        return ""


def dolby_vision(frame: Any, codec_tag: str = "") -> DolbyVision | None:
    """What ``frame`` (and its stream's ``codec_tag``) says of Dolby Vision; None: nothing.
    A readable RPU decides (Dolby's own muxer can label a profile 8 stream ``dvh1``, its
    ``--dvh1flag``); the sample entry where none is read."""
    found = dict(side_data(frame))
    header = None
    if "DOVI_RPU_BUFFER" in found:
        header = rpu_header(found["DOVI_RPU_BUFFER"])
    if header is None and "DOVI_METADATA" in found:
        header = metadata_header(found["DOVI_METADATA"])
    if header is None and codec_tag in NO_BASE_LAYER_TAGS:
        kind = NO_BASE_LAYER_TAGS[codec_tag]
        return DolbyVision(5, f"its {kind} sample entry {codec_tag}: no compatible base layer")
    if header is None:
        return DolbyVision(None, "its frames' RPU, unread") if found.keys() & DOVI_TYPES else None
    profile, full_range = header
    if profile == 0 and full_range:
        return DolbyVision(5, "its frames' RPU: vdr_rpu_profile 0, a full-range base layer")
    return DolbyVision(
        None, f"its frames' RPU: vdr_rpu_profile {profile}, a profile with a base layer (8, 7, 4)"
    )
