"""``--graceful-stop-s`` (``TT_DA3_GRACEFUL_STOP_S``): on SIGTERM / Ctrl-C the requests in
progress get this long, then each still running is answered 503. It was fixed at 10 s with no
flag, while ``request_timeout_s`` is 60 s: a request running longer than 10 s was cut at every
stop (a rolling update) whatever the operator wanted. ``tt-da3 serve``'s own uvicorn settings
(``cli.serve_uvicorn.uvicorn_options``) and its ``StoppingServer``, in a thread, on a backend
slowed in the test."""

from __future__ import annotations

import logging
import re
import signal
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from support.app_testing import GatedModel, encode, settings_for
from support.uvicorn_thread import serving_in_thread
from tt_depth_anything_3.cli.serve import GRACEFUL_STOP_S
from tt_depth_anything_3.cli.serve_uvicorn import uvicorn_options
from tt_depth_anything_3.config.errors import InputError
from tt_depth_anything_3.server import ServerSettings


class SlowModel(GatedModel):
    """The real model, each call ``seconds`` late (a long run on the device)."""

    def __init__(self, model, seconds: float) -> None:
        super().__init__(model)
        self.seconds = seconds
        self.gate.set()

    def __call__(self, *args, **kwargs):
        self.entered.set()
        time.sleep(self.seconds)
        return super().__call__(*args, **kwargs)


def serving(settings, model):
    """``support.uvicorn_thread.serving_in_thread``."""
    return serving_in_thread(settings, model)


def stop_during_a_request(url, server, model, png) -> tuple[httpx.Response, float]:
    """SIGTERM's handler called while a ``/predict_png`` runs on ``model``: the answer and the
    seconds from the stop to it."""
    with ThreadPoolExecutor(1) as pool:
        answer = pool.submit(
            httpx.post,
            f"{url}/predict_png",
            content=png,
            headers={"Content-Type": "image/png"},
            timeout=120,
        )
        assert model.entered.wait(60), "the request never reached the model"
        stopped = time.monotonic()
        server.handle_exit(signal.SIGTERM, None)  # the first SIGTERM: the graceful stop
        response = answer.result(timeout=120)
        return response, time.monotonic() - stopped


def test_a_request_longer_than_the_default_period_finishes_when_the_flag_allows_it(
    tiny_metric_checkpoint, tiny_metric_model, photo
):
    """A request still running ``GRACEFUL_STOP_S`` (10 s) after SIGTERM was answered 503;
    with ``graceful_stop_s`` above its run it is answered 200, and ``/info`` shows the period."""
    model = SlowModel(tiny_metric_model, GRACEFUL_STOP_S + 2)
    settings = settings_for(tiny_metric_checkpoint, graceful_stop_s=GRACEFUL_STOP_S + 20.0)
    with serving(settings, model) as (url, server, thread):
        limits = httpx.get(f"{url}/info").json()["limits"]
        assert limits["graceful_stop_s"] == GRACEFUL_STOP_S + 20.0
        response, after_s = stop_during_a_request(url, server, model, encode(photo))
        assert response.status_code == 200, response.text
        assert after_s > GRACEFUL_STOP_S  # past the old fixed period
        thread.join(30)
        assert not thread.is_alive()  # and then the server stopped


def test_a_request_is_cut_at_the_period(tiny_metric_checkpoint, tiny_metric_model, photo, caplog):
    """A request still running ``graceful_stop_s`` after SIGTERM is answered 503 then, not
    when it would have ended; uvicorn's line saying it cancels it is a warning, as the cut
    request's own line: it was an ERROR, which log alerts page on, at every rolling update
    that cut a request."""
    model = SlowModel(tiny_metric_model, 8.0)
    settings = settings_for(tiny_metric_checkpoint, graceful_stop_s=0.5)
    uvicorn_lines = Lines()  # uvicorn's loggers do not propagate to caplog's
    try:
        with caplog.at_level(logging.INFO), serving(settings, model) as (url, server, _):
            # added once uvicorn's logging set-up (which replaces its handlers) has run
            logging.getLogger("uvicorn.error").addHandler(uvicorn_lines)
            response, after_s = stop_during_a_request(url, server, model, encode(photo))
            assert response.status_code == 503, response.text
            assert response.headers["retry-after"] == "1"
            assert 0.5 <= after_s < 5, after_s
    finally:
        logging.getLogger("uvicorn.error").removeHandler(uvicorn_lines)
    records = caplog.records + uvicorn_lines.records
    period_over = [r for r in records if "timeout graceful shutdown exceeded" in str(r.msg)]
    assert [r.levelname for r in period_over] == ["WARNING"], records
    assert not [r for r in records if r.levelno >= logging.ERROR], records


class Lines(logging.Handler):
    """The records a logger's handlers get."""

    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def test_the_default_is_the_documented_period():
    """``cli.serve.GRACEFUL_STOP_S`` (read by earlier tests) is the setting's default."""
    assert ServerSettings().graceful_stop_s == GRACEFUL_STOP_S == 10
    assert uvicorn_options(ServerSettings())["timeout_graceful_shutdown"] == 10


@pytest.mark.parametrize("value", [-1.0, -0.001, float("nan"), float("inf")])
def test_a_negative_or_non_finite_period_is_refused(value):
    message = "graceful_stop_s must be positive and finite (seconds), or 0 to cut"
    with pytest.raises(InputError, match=re.escape(message)):
        ServerSettings(graceful_stop_s=value)
    assert ServerSettings(graceful_stop_s=0.0).graceful_stop_s == 0.0  # cut at once


def test_serve_takes_the_flag_and_its_variable(monkeypatch, capsys):
    """``--graceful-stop-s`` and ``TT_DA3_GRACEFUL_STOP_S`` reach the settings; a bad value
    stops start-up with one line, exit 2."""
    from tt_depth_anything_3.cli import build_parser, main

    base = ["serve", "--weights", "w", "--device", "cpu"]
    args = build_parser().parse_args([*base, "--graceful-stop-s", "45"])
    assert ServerSettings.from_args(args).graceful_stop_s == 45.0
    monkeypatch.setenv("TT_DA3_GRACEFUL_STOP_S", "75")
    assert ServerSettings.from_args(build_parser().parse_args(base)).graceful_stop_s == 75.0

    def never(*args, **kwargs):
        raise AssertionError("the server was started")

    monkeypatch.setattr("tt_depth_anything_3.cli.serve.bind_free_port", never)
    assert main([*base, "--graceful-stop-s", "-5"]) == 2
    err = capsys.readouterr().err
    assert "graceful_stop_s must be positive and finite" in err and "got -5.0" in err
    assert "Traceback" not in err
    monkeypatch.setenv("TT_DA3_GRACEFUL_STOP_S", "-5")
    assert main(base) == 2
    err = capsys.readouterr().err
    assert "TT_DA3_GRACEFUL_STOP_S='-5': graceful_stop_s must be positive" in err


def test_ray_deployments_get_the_period():
    """Under ``--ray`` the period is the deployments' ``graceful_shutdown_timeout_s``."""
    from tt_depth_anything_3.scale_out.serve import ServeOptions

    settings = ServerSettings(graceful_stop_s=42.0)
    options = ServeOptions(replicas=1).replica_options(settings)
    assert options["graceful_shutdown_timeout_s"] == 42.0


@pytest.mark.parametrize("level", [logging.INFO, logging.WARNING, logging.ERROR])
def test_the_period_over_line_is_a_warning_at_every_log_level(level):
    """uvicorn's line goes out as a WARNING where warnings are shown, and not at all under
    ``--log-level error`` (a WARNING line there would be one the level hides)."""
    from tt_depth_anything_3.server.stopping import PERIOD_OVER_LINE, PeriodOverAsWarning

    logger = logging.getLogger("uvicorn.error.period-over-test")
    logger.setLevel(level)
    record = logger.makeRecord(logger.name, logging.ERROR, "x", 1, PERIOD_OVER_LINE, (2,), None)
    shown = PeriodOverAsWarning().filter(record)
    assert record.levelname == "WARNING" and record.getMessage().startswith("Cancel 2 running")
    assert shown is (level <= logging.WARNING)
    other = logger.makeRecord(logger.name, logging.ERROR, "x", 1, "another error", (), None)
    assert PeriodOverAsWarning().filter(other) and other.levelname == "ERROR"
