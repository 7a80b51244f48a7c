"""``cli/video.py`` was at 399 lines (the limit is 400): its run records (``run_identity``,
``model_identity``, ``check_out_apart``, a per-frame run's record) moved to
``cli/video_records.py``; every name ``cli.video`` had stays importable from it."""

from __future__ import annotations

from tt_depth_anything_3.cli import video, video_records

MOVED = (
    "SELECTION", "MODEL_IDENTITY", "PER_FRAME_RECORD", "STREAM_RECORD",
    "check_out_apart", "run_identity", "model_identity",
)  # fmt: skip


def test_the_records_live_in_video_records_and_stay_in_cli_video():
    for name in MOVED:
        assert getattr(video, name) is getattr(video_records, name), name
    assert video_records.check_per_frame_run is video.check_per_frame_run
    for name in ("register", "run", "stream_summary", "STREAM_DEFAULTS", "PER_FRAME_DEFAULTS"):
        assert hasattr(video, name), name  # what stayed: the command itself
