"""The export in ``POST /reconstruct``'s answer: the file of the chosen format, or for
``colmap`` / ``colmap-bin`` a zip of the COLMAP model folder. By default the zip holds the model
alone, naming ``view_0000.png`` ... with upright cameras (the answer it always had); with
``colmap_images: true`` it also holds, under ``images/``, the image files it names, each
matching its camera, so that COLMAP (or a 3DGS trainer) runs on the unpacked folder as it is.

For those images: COLMAP reads an image file's stored pixels and ignores its EXIF orientation,
while the model sees each view upright. A JPEG or PNG upload goes in as sent (``view_0000.jpg``
/ ``view_0000.png``, the same bytes) with its camera written in its stored pixels
(``image_orientations``, as ``tt-da3 reconstruct`` writes them); any other format (WebP,
TIFF...), and a mirrored orientation (2, 4, 5, 7: no COLMAP camera has one), goes in as the
upright image in PNG (``view_0000.png``) with the upright camera."""

from __future__ import annotations

import base64
import io
import tempfile
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image, ImageOps

from ..geometry.scene import Scene
from ..inference.image_open import MALFORMED_DATA_ERRORS, open_pil
from ..inference.pil_pixels import EXIF_ORIENTATION

# format -> (file name in the answer, media type); COLMAP folders travel as a zip.
EXPORTS: dict[str, tuple[str, str]] = {
    "glb": ("scene.glb", "model/gltf-binary"),
    "ply": ("scene.ply", "application/octet-stream"),
    "npz": ("scene.npz", "application/octet-stream"),
    "colmap": ("colmap.zip", "application/zip"),
    "colmap-bin": ("colmap-bin.zip", "application/zip"),
    "gs-ply": ("scene.gs.ply", "application/octet-stream"),
}

# formats COLMAP reads, sent on as they are (MPO: the JPEG of many phones, as Pillow names it)
AS_SENT = {"JPEG": "jpg", "MPO": "jpg", "PNG": "png"}
TURNED = (1, 3, 6, 8)  # orientations a camera in the stored pixels can follow
PNG_MODES = ("1", "L", "LA", "P", "RGB", "RGBA", "I;16")  # written to PNG as they are


@dataclass(frozen=True)
class ZipImage:
    """One view's file in the zip: its name, bytes, and the EXIF orientation its camera is
    written for (1: upright)."""

    name: str
    data: bytes
    orientation: int


def exif_orientation(image: Image.Image) -> int:
    """The orientation (1 to 8) that ``ImageOps.exif_transpose`` applies, as the server's
    decoding did: 1 for none, an unreadable EXIF block or a value outside 1-8."""
    try:
        value = image.getexif().get(EXIF_ORIENTATION, 1)
    except MALFORMED_DATA_ERRORS:
        return 1
    return value if isinstance(value, int) and 1 <= value <= 8 else 1


def zip_image(index: int, data: bytes) -> ZipImage:
    """View ``index``'s file for the zip, from its uploaded bytes (module docstring)."""
    with open_pil(io.BytesIO(data), f"images[{index}]", 0) as image:
        orientation = exif_orientation(image)
        extension = AS_SENT.get(image.format or "")
        if extension is not None and orientation in TURNED:
            return ZipImage(f"view_{index:04d}.{extension}", data, orientation)
        upright = ImageOps.exif_transpose(image)
        if upright.mode not in PNG_MODES:
            upright = upright.convert("RGB")
        buffer = io.BytesIO()
        upright.save(buffer, format="PNG")
    return ZipImage(f"view_{index:04d}.png", buffer.getvalue(), 1)


def colmap_zip(scene: Scene, fmt: str, uploads: Sequence[bytes] = ()) -> bytes:
    """The zip of ``scene``'s COLMAP model (``fmt``: ``colmap`` or ``colmap-bin``, also the
    folder's name in the zip) with the ``uploads`` (the request's image files, one per view)
    under ``images/``; without them, the model alone, naming ``view_0000.png`` ... upright."""
    images = [zip_image(i, data) for i, data in enumerate(uploads)]
    if images and len(images) != scene.num_views:
        raise ValueError(f"{len(images)} image files for {scene.num_views} views")
    options = {}
    if images:
        options = {
            "image_names": [image.name for image in images],
            "image_orientations": [image.orientation for image in images],
        }
    buffer = io.BytesIO()
    with tempfile.TemporaryDirectory(prefix="da3-export-") as tmp:
        folder = Path(tmp) / fmt
        scene.save(folder, format=fmt, **options)
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            for item in sorted(folder.iterdir()):
                archive.write(item, f"{fmt}/{item.name}")
            for image in images:  # compressed already
                archive.writestr(f"{fmt}/images/{image.name}", image.data, zipfile.ZIP_STORED)
    return buffer.getvalue()


def export_bytes(scene: Scene, options: Any) -> dict[str, Any] | None:
    """The export ``options`` (a ``ReconstructOptions``) ask for, as ``{format, filename,
    media_type, bytes, data (base64)}``; COLMAP's is a zip of the model, and of the image files
    it names when the request asked for them (``colmap_images``: ``options.uploads``)."""
    if options.format == "none":
        return None
    filename, media = EXPORTS[options.format]
    if options.format in ("colmap", "colmap-bin"):
        data = colmap_zip(scene, options.format, options.uploads)
    else:
        save_options: dict[str, Any] = {}
        if options.format == "glb":
            save_options = {"max_points": options.max_points, "seed": options.seed}
        with tempfile.TemporaryDirectory(prefix="da3-export-") as tmp:
            target = Path(tmp) / filename
            scene.save(target, format=options.format, **save_options)
            data = target.read_bytes()
    return {
        "format": options.format,
        "filename": filename,
        "media_type": media,
        "bytes": len(data),
        "data": base64.b64encode(data).decode("ascii"),
    }
