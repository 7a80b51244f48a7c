"""The three outputs of an evaluation: ``metrics.json``, ``per_image.csv``, ``results.md``."""

from __future__ import annotations

import csv
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..config.file_writes import write_text_whole
from .kitti_layout import KittiFrame
from .metrics import METRIC_NAMES, SCALINGS, FrameScore

METRICS_JSON = "metrics.json"
PER_IMAGE_CSV = "per_image.csv"
RESULTS_MD = "results.md"
# RMSE in metres (after median scaling too: the prediction is scaled to the ground truth's);
# relative predictions' table says "RMSE" alone: their unscaled row is in no unit
TABLE_HEADERS = ("AbsRel", "SqRel", "RMSE (m)", "RMSElog", "log10", "SILog", "d1", "d2", "d3")
# the unscaled row's label, by what the predictions hold
UNSCALED_LABELS = {
    "m": "none (as predicted)",
    "relative": "none (relative depth as predicted, not metres)",
    "relative-inverse": "none (1 / relative inverse depth, not metres)",
}
# the aligned rows' labels (in metres whatever the predictions hold)
SCALING_LABELS = {
    "median": "median",
    "scale-shift": "scale-shift (least squares in depth)",
    "scale-shift-disparity": "scale-shift-disparity (least squares in inverse depth)",
}


def resolution_text(process_res: int, resize_mode: str = "upper_bound") -> str:
    """The network resolution for ``results.md``: ``process_res 504``, and for the squash mode
    ``process_res 518 (squash: 518 x 518)`` (it was not said: a squash run read as the
    default's)."""
    squash = f" (squash: {process_res} x {process_res})" if resize_mode == "squash" else ""
    return f"process_res {process_res}{squash}"


@dataclass(frozen=True)
class FrameResult:
    """One frame's outcome: a score, or the reason it could not be scored."""

    frame: KittiFrame
    score: FrameScore | None
    missing_reason: str = ""
    pcc: float | None = None
    invalid: bool = False  # the prediction could not be scored (``InvalidPrediction``)

    @property
    def status(self) -> str:
        """``ok``, ``invalid prediction: <why>`` or ``missing: <why>`` (per_image.csv's column)."""
        if self.score is not None:
            return "ok"
        return f"{'invalid prediction' if self.invalid else 'missing'}: {self.missing_reason}"


def _json_number(value: float) -> float | None:
    return None if math.isnan(value) else value


def metrics_json(metrics: dict[str, float | int | str]) -> str:
    """The metrics as JSON text; NaN (nothing scored) is null, as JSON has no NaN."""
    clean = {k: _json_number(v) if isinstance(v, float) else v for k, v in metrics.items()}
    return json.dumps(clean, indent=2, allow_nan=False)


def write_metrics_json(path: Path, metrics: dict[str, float | int | str]) -> None:
    """``metrics.json`` (``metrics_json``)."""
    write_text_whole(path, metrics_json(metrics) + "\n")


def csv_number(value: float) -> str:
    """A per-image figure to 9 significant digits: six decimals said a relative model's
    median ratio of 1.23e-5 as 0.000012 and a PCC of 0.9999996 as 1.000000."""
    return f"{value:.9g}"


def write_per_image_csv(path: Path, rows: Sequence[FrameResult], scaling: str) -> None:
    """One row per frame: its metrics under ``scaling``, or ``status`` saying why it is missing;
    last, ``scaling`` and the ``scale`` and ``shift`` it applied to that frame (``FrameScore.fits``:
    in inverse depth for ``scale-shift-disparity``)."""
    columns = ["key", "date", "drive", "frame", "camera", "status", "n_pixels", "n_no_estimate"]
    columns += ["median_ratio"]
    columns += [*METRIC_NAMES, "pcc", "scaling", "scale", "shift"]
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        for row in rows:
            frame = row.frame
            record: dict[str, object] = {
                "key": frame.key,
                "date": frame.date,
                "drive": frame.drive,
                "frame": frame.frame_name,
                "camera": f"image_0{frame.camera}",
                "status": row.status,
                "pcc": "" if row.pcc is None else csv_number(row.pcc),
            }
            if row.score is not None:
                record["n_pixels"] = row.score.n_pixels
                record["n_no_estimate"] = row.score.n_no_estimate
                record["median_ratio"] = csv_number(row.score.median_ratio)
                for name in METRIC_NAMES:
                    record[name] = csv_number(row.score.metrics[scaling][name])
                record["scaling"] = scaling
                scale, shift = row.score.fits[scaling]
                record["scale"], record["shift"] = csv_number(scale), csv_number(shift)
            writer.writerow(record)


def markdown_table(by_scaling: dict[str, dict[str, float]], chosen: str, units: str = "m") -> str:
    """Each scaling computed (in ``by_scaling``) as a markdown table row; the row in
    ``metrics.json`` is marked.
    ``units``: what the predictions hold (``m``, ``relative``, ``relative-inverse``): for
    relative ones RMSE has no unit in the header and the unscaled row says it is not metres."""
    headers = TABLE_HEADERS if units == "m" else tuple(h.replace(" (m)", "") for h in TABLE_HEADERS)
    lines = [
        "| scaling | " + " | ".join(headers) + " |",
        "|---" * (len(headers) + 1) + "|",
    ]
    for scaling in (name for name in SCALINGS if name in by_scaling):
        label = UNSCALED_LABELS[units] if scaling == "none" else SCALING_LABELS[scaling]
        if scaling == chosen:
            label += " *"
        values = " | ".join(f"{by_scaling[scaling][name]:.4f}" for name in METRIC_NAMES)
        lines.append(f"| {label} | {values} |")
    return "\n".join(lines)


def write_results_md(
    path: Path,
    by_scaling: dict[str, dict[str, float]],
    metrics: dict[str, float | int | str],
    chosen: str,
    settings: dict[str, str],
    missing: Sequence[FrameResult],
    units: str = "m",
    scored: Sequence[FrameResult] = (),
) -> None:
    """A short markdown report: settings, the table (``markdown_table``'s ``units``), PCC,
    the pixels left out for having no estimate (``scored``'s), and the first frames not
    scored (invalid predictions first: they are the predictor's failures, not missing data)."""
    lines = ["# KITTI depth evaluation", ""]
    lines += [f"- {name}: {value}" for name, value in settings.items()]
    invalid = [row for row in missing if row.invalid]
    counts = f"- images scored: {metrics['n_images']}, missing: {metrics['n_missing']}"
    if invalid:
        counts += (
            f" (of which {len(invalid)} invalid predictions: the means below leave them out, "
            "so compare runs only with the same frames scored)"
        )
    lines.append(counts)
    holes = [row.score.n_no_estimate for row in scored if row.score and row.score.n_no_estimate]
    if holes:
        lines.append(
            f"- {sum(holes)} ground-truth pixels in {len(holes)} frames have no estimate (0 in "
            "the .png prediction) and are left out (n_no_estimate in per_image.csv)"
        )
    if units != "m":
        lines.append(
            f"- predictions are {units}: the median row is in metres (scaled to the ground "
            "truth), as are the scale-shift rows; the unscaled row compares unitless values "
            "with metres"
        )
    lines += [
        "- metrics are averaged per image; * marks the scaling written to metrics.json "
        f"(its scaling: {chosen})",
        "",
        markdown_table(by_scaling, chosen, units),
        "",
    ]
    if len(by_scaling) < len(SCALINGS):
        lines += [f"Only the {chosen} scaling was computed (--scaling-only).", ""]
    if "pcc_mean" in metrics:
        pcc = (
            "no frame scored"
            if math.isnan(metrics["pcc_mean"])
            else f"mean {metrics['pcc_mean']:.6f}, min {metrics['pcc_min']:.6f}"
        )
        lines += [f"Pearson correlation with the fp32 CPU reference: {pcc}", ""]
    for title, rows in (
        ("Invalid predictions", invalid),
        ("Missing frames", [row for row in missing if not row.invalid]),
    ):
        if rows:
            lines.append(f"{title} (see per_image.csv for all):")
            lines += [f"- {row.frame.key}: {row.missing_reason}" for row in rows[:10]]
            if len(rows) > 10:
                lines.append(f"- ... and {len(rows) - 10} more")
            lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")
