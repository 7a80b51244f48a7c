"""Opening an image file's header with Pillow: its errors as ``ImageError`` kinds, and its
decompression-bomb limit (``Image.MAX_IMAGE_PIXELS``) replaced by the caller's ``max_pixels``.

Pillow refuses at open an image of more than twice ``Image.MAX_IMAGE_PIXELS`` without saying
its width and height. Such an image is opened again (its header only) with the limit raised to
its own size, so that the caller's size check (``check_size``) accepts it when it is within
``max_pixels`` and otherwise refuses it naming its height x width, as every other size error.

Every format Pillow reads is opened but those it reads by running another program on the file
(``EXTERNAL_PROGRAM_FORMATS``): an EPS file is PostScript code that Pillow hands to Ghostscript,
so an EPS body sent to the server ran Ghostscript, with its history of sandbox escapes, on the
sender's code.
"""

from __future__ import annotations

import mmap
import os
import re
import struct
import threading
import warnings
import zlib
from typing import Any

from PIL import Image, TiffImagePlugin, UnidentifiedImageError

from ..config.errors import FirstFrameOnlyWarning
from ..config.quiet_warnings import ignoring
from .exif_focal import EXIF_IFD, ExifCamera, camera_from_tags
from .exif_focal import TAGS as EXIF_FOCAL_TAGS
from .image_errors import ImageDecodeError, ImageTooLargeError
from .image_files import LIST_SUFFIXES, VIDEO_SUFFIXES
from .jpeg_scans import check_scans
from .pil_pixels import EXIF_ORIENTATION

# What Pillow raises on malformed files: OSError (UnidentifiedImageError, "image file is
# truncated"), SyntaxError and ValueError from its format plugins, EOFError, struct.error and
# zlib.error from its readers of cut or corrupt streams, TypeError from its TIFF reader (a strip
# offset tag holding a rational or a float: "'IFDRational' object cannot be interpreted as an
# integer", found by the fuzzer; inputs in tests/fuzz_corpus/regressions), and its bomb
# check. Each becomes an ImageDecodeError naming it; anything else is a bug and propagates.
MALFORMED_DATA_ERRORS = (
    OSError,
    SyntaxError,
    ValueError,
    TypeError,
    EOFError,
    struct.error,
    zlib.error,
    Image.DecompressionBombError,
)
# Pillow's bomb message: "Image size (400000000 pixels) exceeds limit of ..."
BOMB_PIXELS = re.compile(r"\((\d+) pixels\)")
# Pillow's formats read by running another program on the file: EPS (Ghostscript). Never opened.
EXTERNAL_PROGRAM_FORMATS = frozenset({"EPS"})
# Pillow's names of JPEG files (MPO: a camera's multi-picture JPEG), whose scans are counted
SCANNED_FORMATS = frozenset({"JPEG", "MPO"})
# files of several frames read as their first without a word: an MPO's others are its camera's
# previews or second eye, not more photos
FIRST_FRAME_IS_THE_IMAGE = frozenset({"MPO"})
# the first bytes of PostScript: text ``%!PS``, or the binary DOS EPS header
POSTSCRIPT_MAGIC = (b"%!PS", b"\xc5\xd0\xd3\xc6")
# the major brands of a HEIF file's ``ftyp`` box (HEVC stills and sequences, the generic image
# and sequence brands): what iPhones and most Android phones save photos as
HEIF_BRANDS = frozenset({b"heic", b"heix", b"heim", b"heis", b"hevc", b"hevx", b"mif1", b"msf1"})
# the first bytes of a TIFF file: little- and big-endian
TIFF_MAGIC = (b"II*\x00", b"MM\x00*")
# TIFF's SampleFormat tag (339) values, and the tags of a pixel's layout
TIFF_SAMPLE_KINDS = {1: "unsigned integers", 2: "signed integers", 3: "floats"}
TIFF_BITS, TIFF_SAMPLES, TIFF_SAMPLE_FORMAT = 258, 277, 339
TIFF_LAYOUT_TAGS = (256, 257, TIFF_BITS)  # width, height, bits per sample
# ``Image.MAX_IMAGE_PIXELS`` is one module value: it is raised for one open, under this lock.
PILLOW_LIMIT_LOCK = threading.Lock()


def open_pil(source: Any, what: str, max_pixels: int) -> Image.Image:
    """``Image.open`` of a path or file object (the header only; the size is the caller's to
    check against ``max_pixels``); ``what`` names the image in errors: ``ImageDecodeError``
    for what Pillow cannot read, ``ImageTooLargeError`` for a bomb whose size Pillow's error
    does not give."""
    try:
        try:
            image = pillow_open(source)
        except Image.DecompressionBombError as err:  # over 2 x Image.MAX_IMAGE_PIXELS
            declared = BOMB_PIXELS.search(str(err))
            if declared is None:
                raise
            if hasattr(source, "seek"):
                source.seek(0)
            image = pillow_open(source, limit=int(declared.group(1)))  # its height x width
    except Image.DecompressionBombError as err:
        raise ImageTooLargeError(
            f"the {what} is over Pillow's decompression-bomb limit ({err}), and so over the "
            f"limit of {max_pixels} px (raise max_pixels, --max-pixels on the command line, "
            "to accept it)"
        ) from err
    except UnidentifiedImageError as err:
        raise ImageDecodeError(
            f"could not decode the {what}: not PNG, JPEG or another format Pillow reads"
            + video_hint(source)
            + list_hint(source)
            + postscript_hint(source)
            + heif_hint(source)
            + tiff_hint(source)
        ) from err
    except MALFORMED_DATA_ERRORS as err:  # a known format with a corrupt header
        if isinstance(err, OSError) and err.errno is not None:  # the file's, not its data's
            raise ImageDecodeError(f"could not read the {what}: {err.strerror}") from err
        raise ImageDecodeError(
            f"could not decode the {what}: corrupt header ({type(err).__name__}: {err})"
        ) from err
    if image.format in SCANNED_FORMATS:  # a decode's cost grows with its scans: counted first
        try:
            check_file_scans(source, what, image.size)
        except BaseException:
            image.close()
            raise
    return image


def check_file_scans(source: Any, what: str, size: tuple[int, int] | None = None) -> None:
    """``jpeg_scans.check_scans`` of ``source``, a path (mapped, not read into memory) or an
    in-memory file object, of ``size`` (width, height) as its header says."""
    if hasattr(source, "getvalue"):
        check_scans(source.getvalue(), what, size)
        return
    with open(source, "rb") as file, mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as data:
        check_scans(data, what, size)


def pillow_open(source: Any, limit: int | None = None) -> Image.Image:
    """``Image.open`` without Pillow's bomb warning; with ``limit``, its bomb limit set to
    ``limit`` pixels for this one open (under ``PILLOW_LIMIT_LOCK``)."""
    if limit is None:
        with ignoring(Image.DecompressionBombWarning):  # checked against max_pixels next
            return Image.open(source, formats=readable_formats())
    with PILLOW_LIMIT_LOCK, ignoring(Image.DecompressionBombWarning):
        before = Image.MAX_IMAGE_PIXELS
        Image.MAX_IMAGE_PIXELS = limit
        try:
            return Image.open(source, formats=readable_formats())
        finally:
            Image.MAX_IMAGE_PIXELS = before


def file_orientation(path: str | os.PathLike) -> int:
    """The EXIF orientation (1 to 8) that reading the image file ``path`` applies (as
    ``ImageOps.exif_transpose``): 1 when it has none, or one Pillow cannot read or outside 1-8
    (which reading ignores too)."""
    with pillow_open(path) as image:
        try:
            value = image.getexif().get(EXIF_ORIENTATION, 1)
        except MALFORMED_DATA_ERRORS:  # an unreadable EXIF block: exif_transpose ignores it
            return 1
    return value if isinstance(value, int) and 1 <= value <= 8 else 1


def read_exif_camera(image: Image.Image, transposed: bool) -> ExifCamera | None:
    """The EXIF focal-length tags of ``image`` (an opened file's header; ``transposed``: its
    orientation swaps the axes). None without EXIF, or with an unreadable block, as
    ``exif_transpose`` ignores it (an error only if ``focal_px="exif"`` asks for it)."""
    if image.format == "PNG" and "exif" not in image.info:
        return None  # Pillow would decode the whole image to look for it
    try:
        with ignoring(UserWarning):  # Pillow's "Corrupt EXIF data": read as none
            ifd = image.getexif().get_ifd(EXIF_IFD)
        tags = {tag: ifd.get(tag) for tag in EXIF_FOCAL_TAGS}
    except MALFORMED_DATA_ERRORS:
        return None
    return camera_from_tags(tags, image.size[0], transposed)


def video_hint(source: Any) -> str:
    """`` (a video by its name: ...)`` for a path named like a video file, else "": a clip
    given where an image is expected was said to be no image, with no word of the command
    that reads videos."""
    if not isinstance(source, (str, os.PathLike)):
        return ""
    if os.path.splitext(os.fspath(source))[1].lower() not in VIDEO_SUFFIXES:
        return ""
    return " (a video by its name: `tt-da3 video` reads its frames)"


def list_hint(source: Any) -> str:
    """`` (a list of image paths by its name: ...)`` for a path named like one (``.txt``,
    ``.lst``, ``.list``), else "": ``tt-da3 predict list.txt`` was said to be no image, with no
    word of the commands that read lists."""
    if not isinstance(source, (str, os.PathLike)):
        return ""
    if os.path.splitext(os.fspath(source))[1].lower() not in LIST_SUFFIXES:
        return ""
    return (
        " (a list of image paths by its name: `tt-da3 predict-dataset` and `tt-da3 video` read "
        "lists; `tt-da3 predict` takes the images or their folder)"
    )


def readable_formats() -> tuple[str, ...]:
    """The formats ``Image.open`` may try: every one Pillow reads (plugins registered since the
    last call too) but ``EXTERNAL_PROGRAM_FORMATS``."""
    Image.init()
    return tuple(name for name in Image.OPEN if name not in EXTERNAL_PROGRAM_FORMATS)


def file_head(source: Any, size: int) -> bytes:
    """The first ``size`` bytes of ``source``, a path or a file object (left at its start)."""
    if hasattr(source, "read"):
        source.seek(0)
        head = source.read(size)
        source.seek(0)
        return head
    with open(source, "rb") as file:
        return file.read(size)


def heif_hint(source: Any) -> str:
    """`` (HEIF / HEIC ...: pip install pillow-heif ...)`` when ``source`` begins as a HEIF file
    does (an ISO ``ftyp`` box of a HEIF brand), else "": Pillow reads HEIF only with the
    pillow-heif plugin, and a phone's photo was said to be no image, with no word of it."""
    head = file_head(source, 12)
    if head[4:8] != b"ftyp" or head[8:12] not in HEIF_BRANDS:
        return ""
    return (
        " (it is HEIF / HEIC, as phone cameras save photos: Pillow reads it with the "
        "pillow-heif plugin: `pip install pillow-heif`, then `pillow_heif.register_heif_opener()`"
        " before the call; or convert the photo to JPEG or PNG)"
    )


def postscript_hint(source: Any) -> str:
    """`` (PostScript / EPS: ...)`` when ``source`` (a path or a file object, left at its
    start) begins as PostScript does, else "": why a file Pillow knows is refused."""
    head = file_head(source, 4)
    if not head.startswith(POSTSCRIPT_MAGIC):
        return ""
    return (
        " (PostScript / EPS is not read: Pillow would run Ghostscript on the code it holds; "
        "convert it to PNG first)"
    )


def tiff_hint(source: Any) -> str:
    """`` (a TIFF of 3 samples per pixel of 32-bit floats, a layout Pillow does not read: ...)``
    for a TIFF file Pillow cannot open, its pixel layout read from its first directory, else "":
    an RGB float TIFF (what ``cv2.imwrite`` writes for a float image) was said to be "not PNG,
    JPEG or another format Pillow reads", with no word of what in it is not read."""
    head = file_head(source, 8)
    if len(head) < 8 or not head.startswith(TIFF_MAGIC):
        return ""
    try:
        directory = TiffImagePlugin.ImageFileDirectory_v2(head)
        with ignoring(UserWarning):  # Pillow's "Corrupt EXIF data" on a cut directory
            if hasattr(source, "read"):
                source.seek(directory.next)
                directory.load(source)
                source.seek(0)
            else:
                with open(source, "rb") as file:
                    file.seek(directory.next)
                    directory.load(file)
    except MALFORMED_DATA_ERRORS:  # a cut or corrupt directory: the error's own words stand
        return ""
    if not all(tag in directory for tag in TIFF_LAYOUT_TAGS):  # no layout to tell
        return ""
    bits = directory[TIFF_BITS]
    kinds = directory.get(TIFF_SAMPLE_FORMAT, (1,))
    samples = directory.get(TIFF_SAMPLES, 1)
    kind = TIFF_SAMPLE_KINDS.get(first_value(kinds), f"sample format {first_value(kinds)}")
    return (
        f" (a TIFF of {samples} sample(s) per pixel of {first_value(bits)}-bit {kind}, a layout "
        "Pillow does not read: save it as 8- or 16-bit integers, or pass its pixels as an "
        "array (e.g. tifffile.imread; float in 0..1, uint8 or uint16), channels in RGB order)"
    )


def first_value(value: Any) -> Any:
    """A TIFF tag's first value: a per-sample tag (bits, sample format) holds one per sample."""
    return value[0] if isinstance(value, tuple) and value else value


def warn_if_several_frames(image: Image.Image, what: str) -> None:
    """A ``FirstFrameOnlyWarning`` when ``image``, a file opened here (not decoded), holds
    several frames (a multi-page TIFF, an animated GIF / WebP / PNG): its first is the image
    read, the others are not used, which nothing said (a caller's PIL image is read at the
    frame it was moved to: ``ImageSequence`` gives each). A frame table too damaged to count is an
    ``ImageDecodeError``, as its decode would be. Counting seeks through the frames, and
    Pillow's seek lets out the ``IndexError`` / ``KeyError`` its ``open`` turns into a
    ``SyntaxError`` ("end of data"): a GIF cut inside a later frame's header raised an
    ``IndexError`` here (found by the fuzzer; tests/fuzz_corpus/regressions)."""
    if image.format in FIRST_FRAME_IS_THE_IMAGE:
        return
    try:
        frames = int(getattr(image, "n_frames", 1))  # Pillow returns to the frame it was at
    except (*MALFORMED_DATA_ERRORS, IndexError, KeyError) as err:
        raise ImageDecodeError(
            f"could not decode the {what}: its frames could not be counted "
            f"({type(err).__name__}: {err})"
        ) from err
    if frames > 1:
        warnings.warn(
            f"the {what} holds {frames} frames ({image.format}): only its first is used; to "
            "use the others pass each as its own image (PIL's ImageSequence, or split the "
            "file)",
            FirstFrameOnlyWarning,
            stacklevel=3,
        )
