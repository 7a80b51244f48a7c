"""``tt-da3 serve``'s ``TT_DA3_<FIELD>`` variables: the flags' defaults, and the refusal of a
bad one that is used (a flag given overrides its variable, which is then not read)."""

from __future__ import annotations

import argparse
import os
from dataclasses import fields

from ..config.errors import InputError


class BadVariable(InputError):
    """A ``TT_DA3_<FIELD>`` value of the wrong type or out of its bounds, standing as its
    flag's default: raised by ``check_environment`` when no flag overrides it. ``help_default``
    is what ``serve --help`` shows as that flag's default (the built-in one, and the variable
    refused), not the refusal as if it were a value."""

    def __init__(self, message: str, variable: str = "", fallback: object = None) -> None:
        super().__init__(message)
        self.variable, self.fallback = variable, fallback

    def help_default(self) -> str:
        """``504; TT_DA3_PROCESS_RES='abc' is refused: give the flag, or fix or unset the
        variable``."""
        text = os.environ.get(self.variable, "")
        return (
            f"{self.fallback}; {self.variable}={text!r:.40} is refused: give the flag, or fix "
            "or unset the variable"
        )


def environment_defaults() -> dict[str, object]:
    """``TT_DA3_<FIELD>`` variables as the flags' defaults (a flag given overrides its
    variable), as uvicorn and ``tt-model.yaml`` read them. Each is checked alone; a bad one
    stands as its flag's default as a ``BadVariable`` naming it, so that it is refused when
    ``serve`` runs without that flag (``check_environment``), not when another command builds
    its parser, and not when the flag replaces it."""
    from ..server.settings import ENV_PREFIX, ServerSettings, is_set

    flags: dict[str, object] = {}
    for item in fields(ServerSettings):
        variable = ENV_PREFIX + item.name.upper()
        key = item.name == "api_key"  # read as given: spaces refused
        if variable not in os.environ or not (key or is_set(os.environ, variable)):
            continue  # unset, or empty: the built-in default
        try:
            value = variable_value(ServerSettings, item.name, variable)
        except ValueError as err:
            fallback = (not item.default) if item.name == "warmup" else item.default
            value = BadVariable(str(err), variable, fallback)
        if item.name == "warmup":  # the variable's flag is --no-warmup
            flags["no_warmup"] = value if isinstance(value, BadVariable) else not value
        else:
            flags[item.name] = value
    return flags


def variable_value(settings: type, name: str, variable: str) -> object:
    """The value of the set ``variable`` for the field ``name`` of ``settings``
    (``ServerSettings``), checked alone: an ``InputError`` naming the variable when it is of
    the wrong type or out of the field's bounds."""
    text = os.environ[variable]
    value = settings.env_values({variable: text})[name]
    try:
        settings(**{name: value})
    except ValueError as err:
        raise InputError(f"{variable}={text!r}: {err}") from err
    return value


def check_environment(args: argparse.Namespace) -> None:
    """Raise the ``BadVariable`` of a ``TT_DA3_<FIELD>`` variable that ``serve`` would use:
    one whose flag was not given."""
    for value in vars(args).values():
        if isinstance(value, BadVariable):
            raise value
