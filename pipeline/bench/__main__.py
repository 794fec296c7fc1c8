"""``python -m pipeline.bench [options]``: the same as ``paraamr bench``."""

import sys

from pipeline.cli import main

sys.exit(main(["bench", *sys.argv[1:]]))
