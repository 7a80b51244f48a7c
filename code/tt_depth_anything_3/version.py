"""The package version (one definition: the server, ``tt-da3 info`` and ``/info`` read it)."""

__version__ = "0.1.0"
