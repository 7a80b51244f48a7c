"""``python -m tt_depth_anything_3.server [flags]``: the same as ``tt-da3 serve [flags]``."""

import sys

from ..cli import main

if __name__ == "__main__":
    sys.exit(main(["serve", *sys.argv[1:]]))
