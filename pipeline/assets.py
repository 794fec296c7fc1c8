"""Where the shipped data files are: one place for every reader.

The PropBank lexicon, the WordNet synonyms, the RI inventory, the default focus
policy, the perplexity calibration and the samples live in the checkout's
top-level ``assets/`` directory; the wheel carries that directory as the package
``paraamr_assets`` (``[tool.setuptools.package-dir]`` in pyproject.toml).  The
directory is, in this order:

1. ``$PARAAMR_ASSETS_DIR`` when set;
2. ``assets/`` of the checkout this code runs from (beside ``pyproject.toml``),
   so a worktree on ``PYTHONPATH`` reads its own files, not those of another
   editable install;
3. the installed package ``paraamr_assets``, through :mod:`importlib.resources`.

>>> asset_path("focus_policy.default.json").name
'focus_policy.default.json'
>>> (assets_dir() / "calibration" / "smollm2.json").is_file()
True

The reference data (``$PARAAMR_SHARED_DATA``: MRPC, the Little Prince, PropBank
frames, WordNet) is not shipped; only benchmarks, calibration and asset builders
read it, and they take its path as an argument.
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

__all__ = ["ASSETS_PACKAGE", "asset_path", "assets_dir", "reference_data_dir"]

ASSETS_PACKAGE = "paraamr_assets"
_CHECKOUT = Path(__file__).resolve().parent.parent


def assets_dir() -> Path:
    """The directory of the shipped data files (see the module docs for the order)."""
    explicit = os.environ.get("PARAAMR_ASSETS_DIR")
    if explicit:
        return Path(explicit)
    if (_CHECKOUT / "pyproject.toml").is_file() and (_CHECKOUT / "assets" / "__init__.py").is_file():
        return _CHECKOUT / "assets"
    try:
        installed = resources.files(ASSETS_PACKAGE)
    except ModuleNotFoundError:  # a broken install: each reader names the file it misses
        return _CHECKOUT / "assets"
    # A wheel is always unpacked, so the package is a directory on disk.
    return Path(str(installed))


def asset_path(*parts: str) -> Path:
    """``assets_dir() / parts...`` (the file may be missing; readers say how to rebuild it)."""
    return assets_dir().joinpath(*parts)


def reference_data_dir() -> Path:
    """``$PARAAMR_SHARED_DATA``, the reference data of benchmarks and asset builders.

    Unset, a placeholder path whose name says what to set, so a default that is
    never read costs nothing and one that is read fails with a readable path.
    """
    return Path(os.environ.get("PARAAMR_SHARED_DATA") or "$PARAAMR_SHARED_DATA")
