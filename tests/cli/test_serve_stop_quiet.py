"""``tt-da3 serve`` stopped while ``import torch`` runs (an outside test: ``serve --ray`` killed
6 s after its start) logged torch's exit-time INFO lines (``FakeTensor cache stats:``) after
``stopped (SIGTERM) before the server started``: the interrupted import had registered their
exit hooks but not yet set the ``torch`` logger to WARNING, its last step. The stop now gives
that logger torch's level; a torch warning at exit still shows."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import atexit
    import logging
    import sys

    import tt_depth_anything_3.cli.serve as serve_cli
    from tt_depth_anything_3.cli import main

    def interrupted_in_torch_import(args):
        logging.basicConfig(level="INFO", format="%(levelname)s:     %(message)s")
        import torch._subclasses.fake_tensor  # registers its exit hook (INFO cache stats)

        torch_log = logging.getLogger("torch")  # as before torch's last import step,
        torch_log.setLevel(logging.NOTSET)  # _logging._init_logs(), which a stop cut off
        torch_log.propagate = True
        torch_log.handlers.clear()
        atexit.register(lambda: logging.getLogger("torch.x").warning("a real torch warning"))
        raise KeyboardInterrupt("SIGTERM")

    serve_cli.serve_here = interrupted_in_torch_import
    sys.exit(main(["serve"]))
    """
)


def test_a_stop_during_the_torch_import_logs_no_torch_info_at_exit():
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=300
    )
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    assert "stopped (SIGTERM) before the server started" in out, out
    assert "FakeTensor cache stats" not in out, out
    assert "cache_hits" not in out, out
    assert "a real torch warning" in out, out  # warnings are not hidden
