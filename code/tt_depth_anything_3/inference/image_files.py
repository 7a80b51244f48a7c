"""Image files on disk: which suffixes are images, the images of a folder, and a path
checked to name an existing image file (a folder, a URL or a missing file said as such)."""

from __future__ import annotations

import os
import re
import warnings
from pathlib import Path

from ..config.errors import LinkedFoldersSkippedWarning, OwnOutputsSkippedWarning
from ..config.text_files import read_text_file
from .depth_marks import written_by_us
from .image_errors import ImageFormatError

# The video files taken by their name (anything PyAV decodes; any other name is a folder, glob
# or .txt list of images).
VIDEO_SUFFIXES = (
    ".mp4", ".mkv", ".webm", ".mov", ".avi", ".m4v", ".gif", ".ts", ".mts", ".m2ts", ".3gp",
    ".3g2", ".mpg", ".mpeg", ".flv", ".wmv", ".ogv", ".vob",
)  # fmt: skip
# What a folder of images is read as (``folder_images``): the suffixes Pillow decodes.
IMAGE_SUFFIXES = (
    ".jpg", ".jpeg", ".png", ".bmp", ".tif", ".tiff", ".webp", ".ppm", ".pgm", ".gif"
)  # fmt: skip


def image_path(image: str | os.PathLike) -> Path:
    """A path that names an existing file (``~`` expanded), else ``ImageFormatError``."""
    if not os.fspath(image).strip():  # Path("") is the current folder
        raise ImageFormatError(f"the image path is empty ({image!r}): name an image file")
    try:
        path = Path(image).expanduser()
        exists = path.is_file()
    except (OSError, ValueError) as err:  # a NUL byte, a name too long for the file system
        raise ImageFormatError(f"{image!r} is not a usable file path: {err}") from err
    if not exists:
        if path.is_dir():
            raise ImageFormatError(f"{path} is a folder, not an image file (list its images)")
        if re.match(r"[a-zA-Z][a-zA-Z0-9+.-]*://", str(image)):
            raise ImageFormatError(
                f"{str(image)!r} is a URL: images are not fetched from the network; download "
                "it and pass its path, or pass its bytes"
            )
        raise ImageFormatError(f"image file {path} does not exist (or is not a file)")
    return path


# the suffixes of the image files this package writes (16-bit depth PNGs, colourised JPEGs)
OWN_SUFFIXES = (".png", ".jpg", ".jpeg")


def folder_images(
    folder: str | os.PathLike, recursive: bool = True, *, skip_own: bool = False
) -> list[Path]:
    """The image files (``IMAGE_SUFFIXES``, any case) in ``folder``, and with ``recursive`` in
    its subfolders, sorted by path; empty if it holds none. Hidden files and folders (a name
    starting with ".", e.g. macOS's ``._x.jpg`` resource forks) are left out. A link to an
    image that is not there is a ``ValueError`` naming it, not an image silently left out;
    links to folders are not followed (a link to an ancestor would loop), said in one
    ``LinkedFoldersSkippedWarning`` naming those that lead outside ``folder`` (a link to one
    of its own subfolders misses nothing), not left out in silence.
    ``skip_own``: the depth maps this package wrote (``is_own_output``: an earlier run's
    outputs in a subfolder) are left out too, with one ``OwnOutputsSkippedWarning`` saying
    how many and where."""
    root = Path(folder)
    entries = [
        p
        for p in (root.rglob("*") if recursive else root.iterdir())
        if not any(part.startswith(".") for part in p.relative_to(root).parts)
    ]
    images = [p for p in entries if p.suffix.lower() in IMAGE_SUFFIXES]
    inside = root.resolve()  # a link to a folder inside the scan: its images are read there
    linked = sorted(
        str(p)
        for p in entries
        if recursive and p.is_symlink() and p.is_dir() and not p.resolve().is_relative_to(inside)
    )
    if linked:  # rglob does not enter them: their images would go unsaid
        warnings.warn(
            f"did not enter {len(linked)} linked folder{'s' if len(linked) > 1 else ''} in "
            f"folder {folder} (links to folders are not followed), e.g. {linked[0]}: name "
            "a linked folder as an input of its own to read its images",
            LinkedFoldersSkippedWarning,
            stacklevel=2,
        )
    broken = sorted(str(p) for p in images if p.is_symlink() and not p.exists())
    if broken:
        raise ValueError(
            f"{len(broken)} image link(s) in {folder} point to no file, e.g. {broken[:3]}: "
            "restore their targets or remove the links"
        )
    found = sorted(p for p in images if p.is_file())
    return (
        without_own_outputs(found, f"found in folder {folder}", stacklevel=3) if skip_own else found
    )


UNREAD_PHOTO_SUFFIXES = (".heic", ".heif", ".avif")  # phones' photos: no folder reads them


def unread_photos_hint(folder: str | os.PathLike) -> str:
    """For a folder with no images: `` (it holds 3 HEIF / HEIC / AVIF photos, e.g. x.heic,
    which are not read: convert them to JPEG or PNG)`` when it holds such photos (any case, its
    subfolders too, hidden files left out), else "". A phone's photo folder was said to hold
    no images with no word of its photos."""
    root = Path(folder)
    photos = sorted(
        p
        for p in root.rglob("*")
        if p.suffix.lower() in UNREAD_PHOTO_SUFFIXES
        and not any(part.startswith(".") for part in p.relative_to(root).parts)
    )
    if not photos:
        return ""
    many = len(photos) > 1
    return (
        f" (it holds {len(photos)} HEIF / HEIC / AVIF photo{'s' if many else ''}, e.g. "
        f"{photos[0].name}, which {'are' if many else 'is'} not read: convert "
        f"{'them' if many else 'it'} to JPEG or PNG)"
    )


def no_images_message(folder: str | os.PathLike, where: str = "in") -> str:
    """``no images (.jpg, ...) in folder X``, and its unread photos (``unread_photos_hint``)."""
    return f"no images ({', '.join(IMAGE_SUFFIXES)}) {where} folder {folder}" + (
        unread_photos_hint(folder)
    )


def without_own_outputs(paths: list[Path], where: str, stacklevel: int = 2) -> list[Path]:
    """``paths`` without the depth maps this package wrote (``is_own_output``: an earlier
    run's outputs that a folder scan or a glob met), said in one ``OwnOutputsSkippedWarning``
    naming how many and ``where`` they were (``found in folder X``, ``matched by the pattern
    'p'``)."""
    own = [p for p in paths if is_own_output(p)]
    if own:
        warnings.warn(
            f"skipped {len(own)} depth map{'s' if len(own) > 1 else ''} that tt-depth-anything-3 "
            f"wrote, {where} (e.g. {own[0]}): an earlier run's outputs, not "
            "photos; name such a file on its own to read it",
            OwnOutputsSkippedWarning,
            stacklevel=stacklevel,
        )
    skipped = set(own)
    return [p for p in paths if p not in skipped]


def is_own_output(path: Path) -> bool:
    """Whether ``path`` (found by a folder scan) is a depth map this package wrote: a PNG or
    JPEG carrying its mark (``depth_marks.written_by_us``; only the header is read). A file
    whose header cannot be read counts as not ours: decoding it reports the error."""
    if path.suffix.lower() not in OWN_SUFFIXES:
        return False
    try:
        return written_by_us(path)
    except OSError:  # unreadable (permissions, a truncated header): its decode says why
        return False


def natural_key(path: str | os.PathLike) -> tuple[list[str | int], str]:
    """The sort key of numeric-aware (natural) order: runs of digits compare as numbers, so
    ``img2.png`` comes before ``img10.png`` (unpadded ``%d`` frame numbers); names equal
    that way (``img01`` / ``img1``) in text order."""
    text = os.fspath(path)
    parts = re.split(r"([0-9]+)", text)
    return [int(part) if i % 2 else part for i, part in enumerate(parts)], text


LIST_SUFFIXES = (".txt", ".lst", ".list")  # a list of image paths, one a line


def listed_paths(path: Path) -> list[Path]:
    """The paths a list file (``LIST_SUFFIXES``) names, in its order: one a line, blank lines
    and ``#`` comment lines skipped, a relative path taken from the list's folder (the one
    reading of a list for ``tt-da3 video`` and ``predict-dataset``)."""
    text = read_text_file(path, errors="surrogateescape")  # names as the file system holds
    lines = [ln.strip() for ln in text.splitlines()]
    named = [Path(ln) for ln in lines if ln and not ln.startswith("#")]
    return [p if p.is_absolute() else path.parent / p for p in named]


# Video streams without a container (a Raspberry Pi camera's .h264, an IP camera's dump): no
# timestamps and no frame rate, so the command does not guess them.
RAW_STREAM_SUFFIXES = (".h264", ".264", ".avc", ".h265", ".265", ".hevc", ".bit", ".mjpeg")


def not_a_sequence(source: str) -> str:
    """Why ``source`` is no video (by its name), folder, glob or list: a path that is not
    there, one image (read by ``predict``), a raw stream without a container, or a file
    whose suffix names no video container."""
    path = Path(source)
    start = f"{source}: not a video, folder, glob or .txt list"
    if not path.exists():
        return f"{start}: no such file or folder"
    suffix = path.suffix.lower()
    if suffix in RAW_STREAM_SUFFIXES:
        return (
            f"{start}: a raw video stream ({suffix}) has no container, so no frame times or "
            "rate; put it in one first, giving its rate, e.g. ffmpeg -framerate 30 -i "
            f"{path.name} -c copy {path.stem}.mp4"
        )
    if suffix in IMAGE_SUFFIXES:
        return f"{start}: one image (tt-da3 predict reads it; video reads a folder of them)"
    return (
        f"{start}: a video is read by its name ({', '.join(VIDEO_SUFFIXES)}); rename a video "
        "file to its container's suffix"
    )
