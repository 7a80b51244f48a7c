"""``InputError``: the caller's input is wrong (a bad image, argument or camera), as opposed to
a fault of the package. Every input check raises it (it is a ``ValueError``, so callers that
catch ``ValueError`` see no change); the server answers it 4xx, and any other exception from the
model path 5xx, logged with its traceback."""


class InputError(ValueError):
    """An input the package cannot take, with a message saying what to change."""


class TooFewPointsError(InputError):
    """Two reconstructions of the same views that share too few usable pixels to be aligned
    (fewer than 3 of valid depth, non-zero confidence and no sky in both: an overlap that sees
    only sky): its message names the chunks and frames and keeps the fit's own words, "a
    Sim(3) fit needs at least 3 points of non-zero weight"."""


class UnusedOptionWarning(UserWarning):
    """An option given that this model does not use (a focal length for a relative-depth
    model): the output is what it would be without it."""


class NonFiniteDepthWarning(UserWarning):
    """A depth map with NaN or infinite pixels: the network's numbers overflowed (weights that
    are finite but far too large, a damaged checkpoint), so the map is not usable. Said once
    per image; ``tt-da3 predict``, ``predict-dataset`` and ``video`` (per frame) report such an
    image as failed instead, and the server answers it 500."""


class NonFiniteDepthError(ValueError):
    """A reconstruction refused because the network gave NaN or infinite depth (the case of
    ``NonFiniteDepthWarning``): ``tt-da3 reconstruct`` and ``reconstruct_stream`` (``tt-da3
    video``) stop with it rather than write a scene of NaN. Not an ``InputError``: the model,
    not the input, is at fault."""


class IntrinsicsWarning(UserWarning):
    """Camera intrinsics that look like another image's: the principal point (cx, cy) lies
    outside the image they came with, as when K was measured at another resolution (its focal
    length then sets the wrong metric scale)."""


class OwnOutputsSkippedWarning(UserWarning):
    """A folder scan left out depth maps this package wrote (an earlier run's outputs in a
    subfolder of the input folder), which would otherwise be read as photos."""


class LinkedFoldersSkippedWarning(UserWarning):
    """A folder scan did not enter the links to folders it met (as ``find`` and ``cp -r`` do
    not: a link to an ancestor would loop); their images were not read."""


class ViewCropWarning(UserWarning):
    """Views of different sizes at the network resolution were centre-cropped to the
    smallest height and width (as the official code does): part of some views is not used."""


class RelativeUnitsWarning(UserWarning):
    """A depth option in metres (``max_depth_m``) given to a model whose depth is relative:
    it is applied in the model's relative units, not in metres."""


class FirstFrameOnlyWarning(UserWarning):
    """An image file of several frames (a multi-page TIFF, an animated GIF, WebP or PNG) was
    read as one image: its first frame. The others are not used; pass each as its own image
    (``tt-da3 video`` reads a GIF's every frame)."""


class HdrVideoWarning(UserWarning):
    """A video's frames are HDR (a PQ or HLG transfer: HDR10, a phone's HLG clip): they were
    tone-mapped to SDR sRGB as an SDR screen shows them (``inference.video_hdr``), not read as
    SDR, which came out washed out and dim. Said once a video."""
