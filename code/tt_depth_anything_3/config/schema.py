"""``DA3Config``: one network of the family, read from a checkpoint's ``config.json``.

The official DA3 Hugging Face repos store only ``{"model_name": "da3metric-large", ...}``; the
architecture behind each name is the official preset (``depth_anything_3/configs/*.yaml``),
written out in ``presets.py`` (Depth Anything V2 in ``presets_v2.py``) as the fields of a
``DA3Config`` made of the dataclasses in ``parts.py``.
"""

from __future__ import annotations

import difflib
import math
from dataclasses import dataclass, field, fields, replace
from typing import Any, Literal

from .errors import InputError
from .parts import BackboneConfig, CameraConfig, GaussianConfig, HeadConfig
from .presets import PRESETS
from .presets_v2 import spec_from_transformers

MAX_WIDTH = 1 << 16  # a channel count or image size over it overflowed torch's size arithmetic
# blocks of a backbone (the largest preset, the giant, has 40): a config.json's depth of 10**12
# built modules (on the meta device, but each a Python object) until the host ran out of memory
MAX_DEPTH = 1024


@dataclass(frozen=True)
class DA3Config:
    """One network: backbone, head, optional camera / Gaussian modules, what its depth means.

    Attributes:
        model_name: preset name (``da3metric-large``, ``da3-giant``, ``depth-anything-v2-small``).
        depth_kind: ``"metric"`` (focal-normalised metres: m = out x f / 300),
            ``"relative"`` (affine-invariant mono depth), ``"anyview"`` (up-to-scale depth),
            ``"inverse"`` (V2 relative: affine-invariant inverse depth, larger = nearer) or
            ``"absolute"`` (metres straight from the network: V2 metric, the nested model).
        family: ``"da3"`` or ``"depth-anything-v2"``.
        checkpoint_format: how the weights are named: ``"da3"`` (hub safetensors,
            ``model.`` + network key), ``"v2-pth"`` (official V2 ``pretrained.*`` /
            ``depth_head.*``) or ``"v2-hf"`` (transformers ``backbone.*`` / ``neck.*`` /
            ``head.*``, split q/k/v).
        gaussians: the 3D-Gaussian head (DA3-GIANT), or None.
        metric_branch: the nested model's metric network (``da3_metric``), or None.
    """

    model_name: str
    backbone: BackboneConfig
    head: HeadConfig
    camera: CameraConfig | None
    depth_kind: Literal["metric", "relative", "anyview", "inverse", "absolute"]
    extra: dict[str, Any] = field(default_factory=dict, compare=False)
    family: Literal["da3", "depth-anything-v2"] = "da3"
    checkpoint_format: Literal["da3", "v2-pth", "v2-hf"] = "da3"
    gaussians: GaussianConfig | None = None
    metric_branch: DA3Config | None = None

    @property
    def units(self) -> str:
        """Units of ``DepthOutput.depth`` for this model."""
        return {
            "metric": "m",
            "absolute": "m",
            "relative": "relative",
            "anyview": "relative",
            "inverse": "relative-inverse",
        }[self.depth_kind]

    @property
    def is_nested(self) -> bool:
        """Whether this is the nested model (an any-view network and a metric branch)."""
        return self.metric_branch is not None

    @property
    def outputs(self) -> tuple[str, ...]:
        """The arrays the model gives: depth, conf, sky, pose, gaussians (the depth's units are
        ``units``, apart)."""
        names = ["depth"]
        if self.head.kind == "dual_dpt":
            names.append("conf")
        if self.head.use_sky_head or self.is_nested:
            names.append("sky")
        if self.camera is not None:
            names.append("pose")
        if self.gaussians is not None:
            names.append("gaussians")
        return tuple(names)

    @property
    def kind(self) -> str:
        """What sort of model this is, from its parts: ``"metric"`` (DA3Metric), ``"mono"``
        (DA3Mono), ``"any-view"`` (depth and cameras of views seen together), ``"any-view+
        gaussians"`` (with the 3D-Gaussian head: the giant), ``"nested"`` (an any-view network
        and a metric branch), ``"v2-relative"`` or ``"v2-metric"`` (Depth Anything V2)."""
        if self.family == "depth-anything-v2":
            return "v2-relative" if self.depth_kind == "inverse" else "v2-metric"
        if self.is_nested:
            return "nested"
        if self.depth_kind == "anyview":
            return "any-view+gaussians" if self.gaussians is not None else "any-view"
        return {"metric": "metric", "relative": "mono"}.get(self.depth_kind, self.depth_kind)

    def summary(self) -> dict[str, Any]:
        """What the model is (JSON-ready; ``tt-da3 info``'s models table and ``describe()``):
        ``family``, ``kind``, ``outputs`` (``pose``: extrinsics and intrinsics) and ``units``."""
        return {
            "family": self.family,
            "kind": self.kind,
            "outputs": list(self.outputs),
            "units": self.units,
        }

    def require_camera(self, task: str) -> None:
        """``InputError`` naming ``task`` when this model has no camera head (metric, mono)."""
        if self.camera is None:
            raise InputError(
                f"{task} chains camera poses, and {self.model_name} has no camera head (a "
                "metric / mono model: every frame would sit at the origin); use an any-view "
                "model, or per-frame depth (iter_predict; tt-da3 video without --replicas)"
            )

    @classmethod
    def from_model_name(cls, model_name: str, **extra: Any) -> DA3Config:
        """The preset for ``model_name`` (case-insensitive); ValueError listing the known ones."""
        if not isinstance(model_name, str):
            raise ValueError(
                f"unknown model_name {model_name!r}: it must be text, got "
                f"{type(model_name).__name__}; supported: {sorted(PRESETS)}"
            )
        key = model_name.lower()
        if key not in PRESETS:
            close = difflib.get_close_matches(key.replace("_", "-"), PRESETS, n=1, cutoff=0.85)
            meant = f" (did you mean {close[0]!r}?)" if close else ""
            raise ValueError(
                f"unknown model_name {model_name!r}{meant}; supported: {sorted(PRESETS)}"
            )
        return cls.from_spec(PRESETS[key](extra))

    @classmethod
    def from_spec(cls, spec: dict[str, Any]) -> DA3Config:
        """A config from a preset's fields (``presets.Spec``; the nested model's
        ``metric_branch`` a spec of its own)."""
        branch = spec.get("metric_branch")
        return cls(**{**spec, "metric_branch": None if branch is None else cls.from_spec(branch)})

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DA3Config:
        """Read a checkpoint's ``config.json``: the DA3 format (``model_name``) or a
        transformers Depth Anything config (``model_type == "depth_anything"``)."""
        if not isinstance(data, dict):
            raise ValueError(
                f"config.json holds a JSON {type(data).__name__}, not an object; expected the "
                'official format, e.g. {"model_name": "da3metric-large"}'
            )
        if data.get("model_type") == "depth_anything":
            config = cls.from_spec(spec_from_transformers(data))
            config.validate()
            return config
        if "model_name" not in data:
            raise ValueError(
                f"config.json has no 'model_name' (keys: {sorted(data)}); expected the official "
                "format written by the DA3 PyTorchModelHubMixin, e.g. "
                '{"model_name": "da3metric-large"}, or a transformers Depth Anything config '
                '(model_type "depth_anything")'
            )
        rest = {k: v for k, v in data.items() if k not in ("model_name", "architecture")}
        config = cls.from_model_name(data["model_name"], **rest)
        if "architecture" in data:
            architecture = data["architecture"]
            if not isinstance(architecture, dict) or not all(
                isinstance(v, dict) for v in architecture.values()
            ):
                raise ValueError(
                    "config.json's 'architecture' must be an object of sections, e.g. "
                    f'{{"backbone": {{"depth": 4}}}}; got {architecture!r:.80}'
                )
            config = config.with_architecture(architecture)
        return config

    def with_architecture(self, overrides: dict[str, dict[str, Any]]) -> DA3Config:
        """This preset with some backbone/head/camera fields replaced.

        Not part of the official format: it lets tests and experiments describe smaller
        networks of the same family in ``config.json`` under ``"architecture"``, e.g.
        ``{"backbone": {"embed_dim": 64, "depth": 4, ...}, "head": {...}}``.
        """
        unknown = set(overrides) - {"backbone", "head", "camera", "gaussians", "metric_branch"}
        if unknown:
            raise ValueError(f"architecture overrides: unknown sections {sorted(unknown)}")
        parts: dict[str, Any] = {}
        for section, values in overrides.items():
            current = getattr(self, section)
            if current is None:
                raise ValueError(f"{self.model_name} has no {section} to override")
            if section == "metric_branch":
                if not all(isinstance(v, dict) for v in values.values()):  # else a TypeError
                    raise ValueError(
                        "architecture.metric_branch must be an object of sections, e.g. "
                        f'{{"backbone": {{"depth": 4}}}}; got {values!r:.80}'
                    )
                parts[section] = current.with_architecture(values)
                continue
            allowed = {f.name for f in fields(current)}
            bad = set(values) - allowed
            if bad:
                raise ValueError(
                    f"architecture.{section}: unknown fields {sorted(bad)}; "
                    f"allowed {sorted(allowed)}"
                )
            values = {k: tuple(v) if isinstance(v, list) else v for k, v in values.items()}
            for name, value in values.items():
                _check_kind(f"architecture.{section}.{name}", value, getattr(current, name))
            parts[section] = replace(current, **values)
        config = replace(self, **parts)
        config.validate()
        return config

    def validate(self) -> None:
        """Consistency checks between the parts; raises ValueError naming the mismatch."""
        b, h = self.backbone, self.head
        sizes = {"embed_dim": b.embed_dim, "depth": b.depth, "num_heads": b.num_heads}
        sizes.update({"head.dim_in": h.dim_in, "head.features": h.features})
        for name, size in sizes.items():
            if size < 1:
                raise ValueError(f"{name} must be a positive whole number, got {size}")
        if b.depth > MAX_DEPTH:
            raise ValueError(f"depth must be at most {MAX_DEPTH} blocks, got {b.depth}")
        if len(h.out_channels) != 4:  # an IndexError at the build (a *-hf neck_hidden_sizes)
            raise ValueError(f"head.out_channels must list 4 widths, got {h.out_channels}")
        widths = {"head.out_channels": h.out_channels, "backbone.img_size": (b.img_size,)}
        for name, values in widths.items():  # torch's bare RuntimeError at the build
            if any(not 1 <= value <= MAX_WIDTH for value in values):
                raise ValueError(f"{name} must be whole numbers 1..{MAX_WIDTH}, got {values}")
        numbers = {"backbone.mlp_ratio": b.mlp_ratio, "backbone.norm_eps": b.norm_eps}
        numbers.update({"backbone.rope_frequency": b.rope_frequency, "head.max_depth": h.max_depth})
        for name, number in numbers.items():  # 0 or NaN gave NaN depth, in silence
            if not (math.isfinite(number) and number > 0):
                raise ValueError(f"{name} must be a finite number above 0, got {number}")
        if b.embed_dim % b.num_heads:
            raise ValueError(f"embed_dim {b.embed_dim} is not divisible by {b.num_heads} heads")
        if any(not 0 <= i < b.depth for i in b.out_layers) or len(b.out_layers) != 4:
            raise ValueError(f"out_layers {b.out_layers} must be 4 block indices < {b.depth}")
        if h.dim_in != b.output_dim:
            raise ValueError(f"head.dim_in {h.dim_in} != backbone output width {b.output_dim}")
        if self.camera is not None and (
            self.camera.enc_dim_out != b.embed_dim or self.camera.dec_dim_in != b.output_dim
        ):
            raise ValueError("camera widths do not match the backbone")
        if self.gaussians is not None and self.gaussians.dim_in != b.output_dim:
            raise ValueError(
                f"gaussians.dim_in {self.gaussians.dim_in} != backbone output width {b.output_dim}"
            )
        if b.ffn not in ("mlp", "swiglu"):
            raise ValueError(f"backbone.ffn must be 'mlp' or 'swiglu', got {b.ffn!r}")
        if h.activation not in ("exp", "relu", "sigmoid"):
            raise ValueError(f"head.activation must be exp, relu or sigmoid, got {h.activation!r}")
        if self.metric_branch is not None:
            self.metric_branch.validate()


def _check_kind(name: str, value: Any, current: Any) -> None:
    """``ValueError`` when an architecture override is not of its field's kind: a whole number
    for an ``int`` (not a bool), a number for a ``float``, a list for a tuple, text for text."""
    if current is None:
        return
    if isinstance(current, bool) or isinstance(current, str):
        ok = type(value) is type(current)
    elif isinstance(current, int):
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif isinstance(current, float):
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    else:
        ok = isinstance(value, tuple)
    if not ok:
        kind = {bool: "true or false", str: "text", int: "a whole number", float: "a number"}
        wanted = kind.get(type(current), "a list")
        raise ValueError(f"{name} must be {wanted}, got {value!r:.40}")
    if isinstance(current, tuple):  # the parts' lists: a fixed count of one kind each
        if len(value) != len(current):
            raise ValueError(f"{name} must list {len(current)} values, got {value!r:.60}")
        for index, (item, like) in enumerate(zip(value, current, strict=True)):
            _check_kind(f"{name}[{index}]", item, like)
