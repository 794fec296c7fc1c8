from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

from pipeline.assets import assets_dir, reference_data_dir
from pipeline.assets_build import BUILDERS


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m pipeline.assets_build")
    parser.add_argument("name", choices=[*BUILDERS, "all"])
    parser.add_argument("--shared", type=Path, default=reference_data_dir(),
                        help="the reference data directory (default: $PARAAMR_SHARED_DATA)")
    parser.add_argument("--assets", type=Path, default=assets_dir(),
                        help="where to write (default: the assets directory paraamr reads)")
    args = parser.parse_args()
    if not args.shared.is_dir():
        print(f"error: reference data not found at {args.shared}", file=sys.stderr)
        return 2
    for name in BUILDERS if args.name == "all" else (args.name,):
        module = importlib.import_module(f"pipeline.assets_build.{name}")
        for path in module.build(args.shared, args.assets):
            print(f"{name}: wrote {path} ({path.stat().st_size:,} bytes)")
    return 0


sys.exit(main())
