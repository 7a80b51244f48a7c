"""``tt-da3 serve``'s flag checks around ``--ray``: the single-process server's connection flags
are refused with it, the Ray flags without it."""

from __future__ import annotations

import argparse
import logging
import os

from ..config.errors import InputError

log = logging.getLogger("tt_depth_anything_3.server")

RAY_FLAGS = ("--replicas", "--max-replicas", "--address", "--cpus-per-replica", "--resource")
# the connection guards of the single-process server: under --ray Ray's proxy takes the
# connections, and WS /stream is not served
NOT_UNDER_RAY = (
    "--header-timeout-s",
    "--max-connections",
    "--max-stream-messages-per-s",
    "--keep-alive-s",
    "--allowed-origins",
    "--stream-idle-timeout-s",
    "--allowed-hosts",
)


def check_no_guard_flags(args: argparse.Namespace) -> None:
    """With ``--ray``, a flag of ``NOT_UNDER_RAY`` is refused, whatever its value (Ray's proxy
    would ignore it in silence); its ``TT_DA3_`` variable gets a warning."""
    from ..server.settings import ENV_PREFIX, is_set

    given = [flag for flag in NOT_UNDER_RAY if flag in getattr(args, "given_flags", ())]
    if given:
        raise InputError(
            f"{', '.join(given)}: not applied under --ray (Ray Serve's proxy takes the "
            "connections; WS /stream is not served there): leave "
            f"{'it' if len(given) == 1 else 'them'} out, or serve without --ray"
        )
    for flag in NOT_UNDER_RAY:
        variable = ENV_PREFIX + flag[2:].replace("-", "_").upper()
        if is_set(os.environ, variable):  # an empty one is unset
            log.warning("%s is not applied under --ray (Ray Serve's proxy)", variable)


def check_no_ray_flags(args: argparse.Namespace) -> None:
    """A Ray flag without ``--ray`` is refused, whatever its value: the server would run one
    process in silence."""
    given = [flag for flag in RAY_FLAGS if flag in getattr(args, "given_flags", ())]
    if given:
        raise InputError(
            f"{', '.join(given)}: only with --ray (Ray Serve replicas); add --ray, or leave "
            f"{'it' if len(given) == 1 else 'them'} out"
        )
