"""Shared helpers of the subcommands: reading inputs and printing results."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pipeline.errors import InputError

__all__ = ["add_engine_flag", "add_json_flag", "comma_names", "emit", "read_sentence", "read_text_source"]


def add_json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print JSON on stdout")


def add_engine_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--engine", choices=["auto", "builtin", "amrlib"],
                        help="builtin (offline, rule-based) or amrlib (neural); default from settings")


def read_text_source(source: str) -> str:
    """The text of FILE, or of stdin for ``-``; a one-line error when unreadable.

    stdin is decoded as strictly as a file (Python's own stdin would let
    undecodable bytes through as surrogates).
    """
    if source == "-":
        data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read()
        if isinstance(data, str):
            return data
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputError(f"stdin is not UTF-8 text (byte {exc.start})") from None
    path = Path(source)
    if not path.exists():
        raise InputError(f"no such file: {source}")
    if path.is_dir():
        raise InputError(f"{source} is a directory, not a file")
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{source} is not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise InputError(f"cannot read {source}: {exc.strerror}") from None


def read_sentence(arg: str, what: str = "sentence") -> str:
    """``arg`` stripped, or stdin's text for ``-``; an :class:`InputError` (``empty WHAT``) when blank."""
    text = read_text_source(arg).strip() if arg == "-" else arg.strip()
    if not text:
        raise InputError(f"empty {what}")
    return text


def comma_names(spec: str) -> list[str]:
    """The non-blank, stripped items of a comma-separated option value.

    >>> comma_names(" semantic, ,bleu ")
    ['semantic', 'bleu']
    """
    return [name.strip() for name in spec.split(",") if name.strip()]


def emit(args: argparse.Namespace, payload: Any, lines: Iterable[str] | str | None = None) -> None:
    """Print ``payload`` as JSON with ``--json``, else the human-readable ``lines``."""
    if getattr(args, "json", False) or lines is None:
        json.dump(payload, sys.stdout, ensure_ascii=False, indent=None if isinstance(payload, list) else 2)
        sys.stdout.write("\n")
        return
    if isinstance(lines, str):
        lines = [lines]
    for line in lines:
        print(line)
