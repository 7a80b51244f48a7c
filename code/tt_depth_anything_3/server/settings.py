"""``ServerSettings``: what the server needs to know, validated, from arguments or ``TT_DA3_*``."""

from __future__ import annotations

import argparse
import functools
import math
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from ..config.errors import InputError
from ..config.options import DEFAULT_MAX_PIXELS, ModelOptions, is_real
from ..config.scalars import real_number, whole_number
from ..inference.images import ReduceTo
from ..inference.preprocess import smallest_source
from .hosts import parse_hosts
from .origins import parse_origins

ENV_PREFIX = "TT_DA3_"
_TRUE = ("1", "true", "yes", "on")
_FALSE = ("0", "false", "no", "off")


@dataclass(frozen=True)
class ServerSettings(ModelOptions):
    """Model selection (``ModelOptions``) and serving limits. Invalid values raise
    ``InputError`` (a ``ValueError``) saying how to fix.

    Attributes:
        model_id: hub repo id of the checkpoint (ignored when ``weights`` is set).
        revision: hub branch, tag or commit.
        weights: local ``model.safetensors`` or a folder holding it and ``config.json``.
        device: ``auto``, ``cpu``, ``cuda[:N]`` or ``tt[:N]``.
        dtype: ``float32`` (default), ``bfloat16``, ``int8`` (CPU), ``float16`` (CUDA) or
            ``auto`` (the fastest that passes the accuracy gate on this machine).
        process_res: network resolution (longest side for ``upper_bound``).
        resize_mode: ``upper_bound`` or ``squash``.
        max_pixels: largest accepted image, width x height (422 above it).
        tt_program: the Blackhole device program (``fast`` or ``accurate``; ``tt`` only).
        max_body_mb: largest accepted request body in MiB (413 above it).
        body_timeout_s: a request body still not received after this many seconds gets 408;
            bodies are received before admission, so slow uploads hold no queue place.
        max_pixels_in_flight: image pixels all admitted requests may hold at once (decoded
            images, and 4 per pixel of depth asked at the original size); requests over it wait.
        max_body_mb_in_flight: MiB of request bodies all requests may hold at once, from
            before they are received until they are answered; more wait, unread (503 after
            ``request_timeout_s``); a body over it is received alone.
        queue_size: requests admitted at once, counting the one on the device (503 beyond).
        request_timeout_s: an admitted request still unanswered after this many seconds gets
            504.
        io_workers: threads that decode and encode while the device runs.
        max_views: most images in one ``/reconstruct`` request (422 above).
        warmup: run the network once at start-up before ``/ready`` turns 200.
        api_key: when set, every route but ``/health``, ``/ready`` and the web page needs
            ``Authorization: Bearer <api_key>`` (401 without); no spaces around it.
        header_timeout_s: a connection whose request line and headers are not all received
            this many seconds after its request began is closed.
        max_connections: open connections at once; a new one beyond closes the one waiting
            longest (over 1 s) for its headers, else is answered 503 (``connections``).
        max_stream_messages_per_s: messages a ``WS /stream`` client may send per second (a
            burst of one second's worth); a client over it is closed (1008).
        stream_idle_timeout_s: a ``WS /stream`` that has sent no message for this many seconds
            and has none waiting or running is closed (1001), so idle streams do not hold the
            connection cap (``max_connections``) for ever; a message still arriving is not
            idle (``body_timeout_s`` times it), so any value works with any ``body_timeout_s``.
        full_jpeg_decode: decode every JPEG whole, as the Python API does (bit-identical
            answers, more memory); by default a large JPEG is decoded at the reduced scale the
            network needs (``jpeg_reduction``).
        graceful_stop_s: on SIGTERM or Ctrl-C (``tt-da3 serve``), the seconds requests in
            progress get to finish before each still running is answered 503; 0 cuts them at
            once (under ``--ray``: the deployments' ``graceful_shutdown_timeout_s``).
        keep_alive_s: an idle keep-alive connection is closed after this many seconds
            (``tt-da3 serve``; plain uvicorn: its ``--timeout-keep-alive``). Behind a load
            balancer or proxy that keeps idle connections to the server, set it above that
            idle timeout, so the server never closes a connection the proxy is reusing.
        allowed_origins: origins (``scheme://host[:port]``, comma-separated, or ``*`` for
            any) whose browser pages may open ``WS /stream`` besides the server's own; a
            handshake from another page is answered 403 (``origins``). Unset: other pages
            are refused unless ``api_key`` is set. Clients that are not browsers send no
            ``Origin`` and are not checked.
        allowed_hosts: host names a request's ``Host`` may give (comma-separated, without
            port: ``depth.example``, ``*.example`` for its subdomains, ``127.0.0.1``,
            ``[::1]``; ``*`` any); another is answered 400 (``hosts``), HTTP and ``WS /stream``
            alike, probes too. Unset (the default): every host is taken.
    """

    # model_id ... tt_program: the ``ModelOptions`` fields (same names, order and defaults)
    max_body_mb: float = 32.0
    body_timeout_s: float = 30.0
    max_pixels_in_flight: int = DEFAULT_MAX_PIXELS
    max_body_mb_in_flight: float = 256.0
    queue_size: int = 8
    request_timeout_s: float = 60.0
    io_workers: int = 4
    max_views: int = 16
    warmup: bool = True
    api_key: str | None = field(default=None, repr=False)
    header_timeout_s: float = 10.0
    max_connections: int = 1000
    max_stream_messages_per_s: float = 60.0
    full_jpeg_decode: bool = False
    graceful_stop_s: float = 10.0
    keep_alive_s: float = 30.0
    allowed_origins: str | None = None
    stream_idle_timeout_s: float = 300.0
    allowed_hosts: str | None = None

    def __post_init__(self) -> None:
        if not self.model_id and not self.weights:
            raise InputError("set model_id (a hub repo id) or weights (a local checkpoint)")
        _check_number_types(self)
        super().__post_init__()
        if self.api_key is not None and not (
            isinstance(self.api_key, str) and self.api_key.strip()
        ):
            raise InputError("api_key must be a non-blank string, or None for no key")
        if self.api_key is not None and self.api_key != self.api_key.strip():
            # a client's token is read without the spaces around it: it could never match
            raise InputError(
                "the API key (--api-key / TT_DA3_API_KEY) has leading or trailing whitespace "
                "(a newline from a file?), which no 'Authorization: Bearer' header can carry; "
                "remove it"
            )
        check_megabytes("max_body_mb", self.max_body_mb)
        check_positive_finite("body_timeout_s", self.body_timeout_s, "seconds")
        if self.max_pixels_in_flight < 1:
            raise InputError(
                f"max_pixels_in_flight must be at least 1, got {self.max_pixels_in_flight}"
            )
        check_megabytes("max_body_mb_in_flight", self.max_body_mb_in_flight)
        if self.queue_size < 1:
            raise InputError(f"queue_size must be at least 1, got {self.queue_size}")
        check_positive_finite("request_timeout_s", self.request_timeout_s, "seconds")
        if self.io_workers < 1:
            raise InputError(f"io_workers must be at least 1, got {self.io_workers}")
        if self.max_views < 1:
            raise InputError(f"max_views must be at least 1, got {self.max_views}")
        check_positive_finite("header_timeout_s", self.header_timeout_s, "seconds")
        if self.max_connections < 1:
            raise InputError(f"max_connections must be at least 1, got {self.max_connections}")
        check_positive_finite(
            "max_stream_messages_per_s", self.max_stream_messages_per_s, "messages a second"
        )
        check_positive_finite("stream_idle_timeout_s", self.stream_idle_timeout_s, "seconds")
        if not (self.graceful_stop_s >= 0 and math.isfinite(self.graceful_stop_s)):
            raise InputError(  # 0: the requests in progress are cut at once
                "graceful_stop_s must be positive and finite (seconds), or 0 to cut the "
                f"requests in progress at once, got {self.graceful_stop_s}"
            )
        check_positive_finite("keep_alive_s", self.keep_alive_s, "seconds")
        if self.allowed_origins is not None and not isinstance(self.allowed_origins, str):
            raise InputError(
                "allowed_origins must be a string (comma-separated origins, or *), got "
                f"{self.allowed_origins!r:.60}"
            )
        parse_origins(self.allowed_origins)  # InputError naming an entry that is no origin
        if self.allowed_hosts is not None and not isinstance(self.allowed_hosts, str):
            raise InputError(
                "allowed_hosts must be a string (comma-separated host names, or *), got "
                f"{self.allowed_hosts!r:.60}"
            )
        parse_hosts(self.allowed_hosts)  # InputError naming an entry that is no host

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> ServerSettings:
        """From the flags of ``tt-da3 serve`` (one per field, same name; ``--no-warmup``)."""
        return replace(super().from_args(args), warmup=not args.no_warmup)

    def jpeg_reduction(self, model: Any) -> ReduceTo | None:
        """How a request's JPEG is decoded for ``model``: at the smallest of 1/1 ... 1/8 scale
        that still covers the first resize to its network size (``smallest_source``), or
        whole (None) with ``full_jpeg_decode``."""
        if self.full_jpeg_decode:
            return None
        return functools.partial(
            smallest_source, process_res=model.process_res, resize_mode=model.resize_mode
        )

    @property
    def origins(self) -> frozenset[str]:
        """``allowed_origins`` parsed (``origins.parse_origins``): empty when unset."""
        return parse_origins(self.allowed_origins)

    @property
    def hosts(self) -> tuple[str, ...]:
        """``allowed_hosts`` parsed (``hosts.parse_hosts``): empty when unset (any host)."""
        return parse_hosts(self.allowed_hosts)

    @property
    def max_body_bytes(self) -> int:
        """``max_body_mb`` in bytes."""
        return int(self.max_body_mb * 1024 * 1024)

    @property
    def max_body_bytes_in_flight(self) -> int:
        """``max_body_mb_in_flight`` in bytes."""
        return int(self.max_body_mb_in_flight * 1024 * 1024)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> ServerSettings:
        """Settings from ``TT_DA3_<FIELD>`` variables (``TT_DA3_WEIGHTS``, ``TT_DA3_DEVICE``...);
        unset ones keep their defaults."""
        return cls(**cls.env_values(environ))  # type: ignore[arg-type]

    @classmethod
    def env_values(cls, environ: Mapping[str, str] | None = None) -> dict[str, object]:
        """The fields that ``TT_DA3_<FIELD>`` variables set, each parsed to its field's type
        (``ValueError`` naming the variable); ``tt-da3 serve`` takes them as its flags'
        defaults. A variable set empty (or to spaces) is unset, as every other ``TT_DA3_``
        variable (``TT_DA3_CACHE_DIR=""`` is the default folder): ``TT_DA3_RUNTIME=""``
        was refused while ``TT_DA3_WEIGHTS=""`` was taken as unset. ``TT_DA3_API_KEY`` is
        read as given: empty is no key, as unset; spaces are refused."""
        environ = os.environ if environ is None else environ
        values: dict[str, object] = {}
        for item in fields(cls):
            name = ENV_PREFIX + item.name.upper()
            if name in environ and item.name == "api_key":  # as given: refused with spaces
                values[item.name] = environ[name] or None
            elif is_set(environ, name):
                values[item.name] = _parse(name, environ[name], item.default)
        return values


def is_set(environ: Mapping[str, str], name: str) -> bool:
    """Whether the variable ``name`` is set to something other than spaces: an empty one is
    unset (``ServerSettings.env_values``)."""
    return bool(environ.get(name, "").strip())


MIN_BODY_BYTES = 1024  # a request body limit below this fits no image


def check_megabytes(name: str, value: float) -> None:
    """``InputError`` unless ``value`` (a size in MB, turned into whole bytes) is positive and
    finite: ``inf`` passed ``> 0`` and then every request failed with an ``OverflowError``;
    and at least ``MIN_BODY_BYTES`` (``1e-9`` started a server that answered 413 to all)."""
    check_positive_finite(name, value, "megabytes")
    if int(value * 1024 * 1024) < MIN_BODY_BYTES:
        raise InputError(
            f"{name} must be at least {MIN_BODY_BYTES / 2**20:g} MiB (1 KiB: a smaller limit "
            f"fits no image, every request would be answered 413), got {value}"
        )


def check_positive_finite(name: str, value: float, unit: str) -> None:
    """``InputError`` unless ``value`` (in ``unit``) is positive and finite: an infinite
    timeout or rate passed ``> 0``, and then every ``GET /info`` was a 500 (JSON has no
    ``inf``); NaN fails ``> 0``."""
    if not (value > 0 and math.isfinite(value)):
        raise InputError(f"{name} must be positive and finite ({unit}), got {value}")


def _check_number_types(settings: ServerSettings) -> None:
    """``InputError`` for a numeric setting given as something else (a string, a float where
    a count is meant), before any bound is compared; a number setting given as any real
    (``config.scalars.real_number``: a 0-d array, a ``Decimal``) is kept as a float (``/info``
    writes the settings as JSON)."""
    for item in fields(settings):
        value, default = getattr(settings, item.name), item.default
        if isinstance(default, bool) and not isinstance(value, bool):
            raise InputError(f"{item.name} must be True or False, got {value!r:.40}")
        if isinstance(default, int) and not isinstance(default, bool):
            number = whole_number(value)  # a 0-d integer array or tensor too: kept as an int
            if number is None:
                raise InputError(f"{item.name} must be an integer, got {value!r:.40}")
            object.__setattr__(settings, item.name, number)
        if isinstance(default, float) and not is_real(value):
            raise InputError(f"{item.name} must be a number, got {value!r:.40}")
        if isinstance(default, float):
            object.__setattr__(settings, item.name, real_number(value))


def _parse(name: str, text: str, default: object) -> object:
    """An environment string converted to the type of the field's default."""
    text = text.strip()
    if isinstance(default, bool):
        if text.lower() in _TRUE:
            return True
        if text.lower() in _FALSE:
            return False
        raise InputError(f"{name} must be one of {_TRUE + _FALSE}, got {text!r}")
    if isinstance(default, int):
        if not text.lstrip("-").isdigit():
            raise InputError(f"{name} must be an integer, got {text!r}")
        return int(text)
    if isinstance(default, float):
        try:
            return float(text)
        except ValueError as err:
            raise InputError(f"{name} must be a number, got {text!r}") from err
    if not text and default is not None:  # it was None: the server loaded "on None"
        raise InputError(f"{name} is set but empty: give it a value, or unset it")
    return text or None
