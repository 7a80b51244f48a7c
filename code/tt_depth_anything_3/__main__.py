"""``python -m tt_depth_anything_3 [command] ...``: the same as ``tt-da3``."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
