"""``python -m tt_depth_anything_3.cli [command] ...``: the same as ``tt-da3``."""

import sys

from . import main

if __name__ == "__main__":
    sys.exit(main())
