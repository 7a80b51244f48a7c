"""Plot a ``bench.py --json`` result as a PNG for the README (Pillow only, no matplotlib).

python benchmarks/plot_bench.py benchmarks/results_da3metric-large_336x504.json media/bench_cpu.png
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont
from script_args import new_output_file

COLOURS = {"official": (150, 150, 150), "ours": (220, 90, 40)}


def _bars(draw, top, title, rows, unit, width, font):
    draw.text((20, top), title, fill=(0, 0, 0), font=font)
    peak = max(value for _, value in rows)
    for i, (label, value) in enumerate(rows):
        y = top + 30 + i * 28
        colour = COLOURS["official" if label.startswith("official") else "ours"]
        draw.text((20, y + 4), label, fill=(0, 0, 0), font=font)
        length = int((width - 330) * value / peak)
        draw.rectangle((230, y, 230 + length, y + 20), fill=colour)
        draw.text((236 + length, y + 4), f"{value:.2f} {unit}", fill=(0, 0, 0), font=font)
    return top + 40 + len(rows) * 28


def chart_title(data: dict) -> tuple[str, str]:
    """The chart's two title lines from a ``bench.py --json`` result: what ran (model, size,
    threads, the median over runs x rounds, the weights: random unless the JSON names a
    checkpoint folder in ``weights``) and the CPU of its ``cpu`` field ("CPU not recorded"
    where it has none)."""
    size = "x".join(str(s) for s in data["size"])
    rounds = data.get("rounds", 1)
    runs = f"{data['runs']} x {rounds} rounds" if rounds > 1 else f"{data['runs']}"
    weights = f"weights {data['weights']}" if data.get("weights") else "random weights"
    what = (
        f"{data['model']} at {size}, {data['threads']} CPU threads, median of {runs} "
        f"(benchmarks/bench.py, {weights})"
    )
    cpu = data.get("cpu") or {}
    if not cpu:
        return what, "CPU not recorded"
    machine = f"CPU: {cpu['model']}"
    if cpu.get("family") is not None:
        machine += f" (family {cpu['family']}, model {cpu['model_number']})"
    if cpu.get("isa"):
        machine += f", ISA {cpu['isa']}"
    if cpu.get("emulated"):
        machine += f" (EMULATED on {cpu.get('hardware_isa')} hardware)"
    if cpu.get("recorded"):
        machine += " (recorded after the run)"
    return what, machine


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results")
    parser.add_argument("output", type=new_output_file, help="the PNG to write (a new file)")
    args = parser.parse_args()
    data = json.loads(Path(args.results).read_text(encoding="utf-8"))
    results = data["results"]
    width = 760
    height = 105 + 2 * (40 + 28 * len(results))
    image = Image.new("RGB", (width, height), (255, 255, 255))
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default()
    what, machine = chart_title(data)
    draw.text((20, 12), what, fill=(0, 0, 0), font=font)
    draw.text((20, 30), machine, fill=(0, 0, 0), font=font)
    top = _bars(
        draw,
        60,
        "latency per image (lower is better)",
        [(r["config"], r["median_s"]) for r in results],
        "s",
        width,
        font,
    )
    _bars(
        draw,
        top + 10,
        "peak RSS (lower is better)",
        [(r["config"], r["peak_rss_mb"] / 1024) for r in results],  # MiB (VmHWM kB / 1024)
        "GiB",
        width,
        font,
    )
    image.save(args.output)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
