"""Bad requests every server test sends, with the status and detail each must get."""

from __future__ import annotations

import numpy as np

from support.app_testing import b64, encode


def bad_requests(photo: np.ndarray) -> list[tuple[str, dict, int, str]]:
    """(route, httpx keyword arguments, expected status, text in the detail)."""
    png = encode(photo)
    big = b64(encode(np.zeros((500, 500, 3), np.uint8)))  # 250 kpx, over max_pixels=200 kpx
    return [
        (
            "/predict",
            {"content": b"{", "headers": {"Content-Type": "application/json"}},
            400,
            "not valid JSON",
        ),
        ("/predict", {"json": {"image": "!!not base64!!"}}, 400, "not valid base64"),
        ("/predict", {"json": {"image": b64(b"hello, world")}}, 400, "could not decode"),
        (
            "/predict",
            {"json": {"image": b64(png[: len(png) // 2])}},
            400,
            "could not decode the image",
        ),
        ("/predict", {"json": {"image": ""}}, 400, "empty"),
        (
            "/predict",
            {"content": b"x" * (1024 * 1024 + 1), "headers": {"Content-Type": "application/json"}},
            413,
            "over the limit",
        ),
        (
            "/predict",
            {"content": b"{}", "headers": {"Content-Type": "text/plain"}},
            415,
            "Content-Type",
        ),
        ("/predict", {"content": b"{}"}, 415, "Content-Type"),
        ("/predict", {"json": {"image": b64(png), "output_format": "tiff"}}, 422, "output_format"),
        ("/predict", {"json": {"image": b64(png), "png_scale": 0}}, 422, "png_scale"),
        ("/predict", {"json": {"image": b64(png), "png_scale": "big"}}, 422, "png_scale"),
        ("/predict", {"json": {"image": b64(png), "max_depth_m": -1}}, 422, "max_depth_m"),
        ("/predict", {"json": {"image": b64(png), "focal_px": 0}}, 422, "focal_px"),
        (
            "/predict",
            {"json": {"image": b64(png), "resize_to_original": "yes"}},
            422,
            "resize_to_original",
        ),
        ("/predict", {"json": {"image": b64(png), "colour": "red"}}, 422, "colour"),
        ("/predict", {"json": {"output_format": "png"}}, 422, "image: Field required"),
        ("/predict", {"json": [1, 2]}, 422, "valid dictionary"),
        (
            "/predict",
            {"json": {"image": b64(encode(np.zeros((6, 40, 3), np.uint8)))}},
            422,
            "at least 8 px",
        ),
        ("/predict", {"json": {"image": big}}, 422, "over the limit of 200000 px"),
        (
            "/predict_png",
            {"content": png, "headers": {"Content-Type": "application/json"}},
            415,
            "Content-Type",
        ),
        (
            "/predict_png",
            {"content": b"not an image", "headers": {"Content-Type": "image/png"}},
            400,
            "could not decode",
        ),
        (
            "/predict_png?png_scale=0",
            {"content": png, "headers": {"Content-Type": "image/png"}},
            422,
            "png_scale",
        ),
        (
            "/predict_png?png_scale=abc",
            {"content": png, "headers": {"Content-Type": "image/png"}},
            422,
            "png_scale",
        ),
        (
            "/predict_png?resize_to_original=perhaps",
            {"content": png, "headers": {"Content-Type": "image/png"}},
            422,
            "resize_to_original",
        ),
        *[  # as in a JSON body and on /stream: true or false (any case), no 1, yes or on
            (
                f"/predict_png?resize_to_original={flag}",
                {"content": png, "headers": {"Content-Type": "image/png"}},
                422,
                f"resize_to_original: Value error, should be true or false, got '{flag}'",
            )
            for flag in ("1", "0", "yes", "on", "t", "")
        ],
        (
            "/predict_png?max_depth_m=-1",
            {"content": png, "headers": {"Content-Type": "image/png"}},
            422,
            "max_depth_m",
        ),
    ]
