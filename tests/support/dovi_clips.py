"""Small Dolby Vision clips for the video tests, built here as no encoder at hand writes one
(x265 asks for each frame's Dolby Vision metadata, which PyAV cannot attach): an HEVC clip with
an RPU NAL unit (type 62) at the end of each access unit, a profile 5 RPU (``vdr_rpu_profile``
0, a full-range base layer) or a profile 8 one (1, limited range), each a valid RPU FFmpeg
parses (an identity reshaping, no display-management metadata); and an mp4 whose sample entry
is rewritten to ``dvh1`` with a ``dvcC`` configuration record, as a profile 5 mp4 says it."""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np

from support.hdr_clips import write_clip

RPU_NAL_HEADER = bytes([62 << 1, 1])  # nal_unit_type 62, layer 0, temporal id 0
BOXES = {b"moov", b"trak", b"mdia", b"minf", b"stbl"}  # the boxes down to a track's stsd


class BitWriter:
    """Bits appended big-endian: fixed widths and Exp-Golomb codes."""

    def __init__(self) -> None:
        self.bits: list[int] = []

    def put(self, value: int, count: int) -> None:
        self.bits += [(value >> i) & 1 for i in range(count - 1, -1, -1)]

    def ue(self, value: int) -> None:
        code = value + 1
        self.put(0, code.bit_length() - 1)
        self.put(code, code.bit_length())

    def se(self, value: int) -> None:
        self.ue(2 * value - 1 if value > 0 else -2 * value)

    def data(self) -> bytes:
        bits = self.bits + [0] * (-len(self.bits) % 8)
        return bytes(int("".join(map(str, bits[i : i + 8])), 2) for i in range(0, len(bits), 8))


def crc32_mpeg2(data: bytes) -> int:
    """CRC-32/MPEG-2 (FFmpeg's ``AV_CRC_32_IEEE``, not reflected): the RPU's checksum."""
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04C11DB7 if crc & 0x80000000 else crc << 1) & 0xFFFFFFFF
    return crc


def rpu(profile: int) -> bytes:
    """An RPU NAL payload (prefix byte 25 on) of ``profile`` 5 or 8: 10-bit base layer, an
    identity polynomial reshaping of each component, no display-management metadata."""
    w = BitWriter()
    w.put(2, 6), w.put(18, 11)  # rpu_type, rpu_format
    w.put(0 if profile == 5 else 1, 4), w.put(0, 4)  # vdr_rpu_profile, vdr_rpu_level
    w.put(1, 1), w.put(0, 1), w.put(0, 2), w.ue(23)  # sequence info, fixed point, denom 2^23
    w.put(1, 2), w.put(1 if profile == 5 else 0, 1)  # normalized idc, full-range base layer
    w.ue(2), w.ue(2), w.ue(4)  # base, enhancement, VDR bit depths less 8
    w.put(0, 1), w.put(0, 3), w.put(0, 1), w.put(1, 1)  # no resampling; residual disabled
    w.put(0, 1), w.put(0, 1), w.ue(0), w.ue(0), w.ue(0)  # no DM, new RPU 0, mapping space
    for _ in range(3):
        w.ue(0), w.put(0, 10), w.put(1023, 10)  # two pivots: 0, 1023
    w.ue(0), w.ue(0)  # one partition each way
    for _ in range(3):
        w.ue(0), w.ue(0), w.put(0, 1)  # polynomial, order 1, no linear interpolation
        w.se(0), w.put(0, 23), w.se(1), w.put(0, 23)  # 0 + 1 x
    body = w.data()
    return bytes([25]) + body + struct.pack(">I", crc32_mpeg2(body)) + b"\x80"


def nal(payload: bytes) -> bytes:
    """``payload`` as an Annex B type 62 NAL unit, emulation-prevention bytes inserted."""
    out, zeros = bytearray(), 0
    for byte in payload:
        if zeros >= 2 and byte <= 3:
            out.append(3)
            zeros = 0
        out.append(byte)
        zeros = zeros + 1 if byte == 0 else 0
    return b"\x00\x00\x00\x01" + RPU_NAL_HEADER + bytes(out)


def write_dovi(
    path: Path,
    planes: list[np.ndarray],
    tags: tuple[int, int, int],
    profile: int,
    colour_range: int,
) -> None:
    """Two HEVC 4:2:0 10-bit frames of ``planes`` with a ``profile`` RPU each (lossless)."""
    options = {"x265-params": "lossless=1:log-level=error"}
    unit = nal(rpu(profile))
    write_clip(
        path,
        planes,
        tags,
        "libx265",
        options,
        "yuv420p10le",
        colour_range,
        edit=lambda data: data + unit,
    )


def with_dvcc(mp4: bytes, profile: int, compatibility: int) -> bytes:
    """An mp4 of one HEVC track with a Dolby Vision configuration record (``dvcC``) in its
    sample entry, renamed ``dvh1`` for profile 5 (the mdat before the moov: no offset moves)."""
    data, parents = bytearray(mp4), []
    start, end = 0, len(data)
    while True:  # down moov / trak / mdia / minf / stbl to stsd
        size, kind = struct.unpack_from(">I4s", data, start)
        if kind == b"stsd":
            break
        if kind in BOXES:
            parents.append(start)
            start, end = start + 8, start + size
        else:
            start += size
        assert start < end, "no stsd"
    entry = start + 16  # the stsd's version, flags and entry count
    size, kind = struct.unpack_from(">I4s", data, entry)
    flags = profile << 9 | 6 << 3 | 0b101  # level 6, an RPU, no enhancement layer, a base one
    record = struct.pack(">BBHB", 1, 0, flags, compatibility << 4) + bytes(19)
    box = struct.pack(">I4s", 8 + len(record), b"dvcC" if profile <= 7 else b"dvvC") + record
    data[entry + size : entry + size] = box
    struct.pack_into(">I4s", data, entry, size + len(box), b"dvh1" if profile == 5 else kind)
    for parent in [*parents, start]:
        struct.pack_into(">I", data, parent, struct.unpack_from(">I", data, parent)[0] + len(box))
    return bytes(data)
