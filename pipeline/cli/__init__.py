"""The ``paraamr`` command: argument parsing, settings, output and exit codes.

Contract (DESIGN.md): ``--json`` prints JSON on stdout, logs and progress go to
stderr; exit 0 on success, 2 on bad input with a one-line reason, 1 on failure.

Subcommands live in small modules that each expose ``register(subparsers)``.
Packages that ``pipeline`` must not import (``db``, ``app``) contribute theirs
through the ``paraamr.commands`` entry-point group.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys
from collections.abc import Sequence
from importlib.metadata import entry_points
from typing import NoReturn

from pipeline.errors import ParaAMRError
from pipeline.settings import load_settings

__all__ = ["main"]

log = logging.getLogger("paraamr")

# Order here is the order of `paraamr --help`.
COMMAND_MODULES = [
    "pipeline.cli.core",
    "pipeline.cli.paraphrase",
    "pipeline.cli.score",
    "pipeline.cli.evaluate",
    "pipeline.cli.corpus",
]


# `paraamr --help`: what the tool is for, before the list of commands argparse adds.
DESCRIPTION = """\
paraamr makes paraphrases by AMR back-translation (ParaAMR, AMR-DA): it parses a
sentence to an AMR graph, moves the graph's focus or edits it, generates a sentence
from each new graph, then scores and filters the results.  It also rates paraphrases
with people (annotate, app) and builds corpora from many sentences (corpus).

Main commands:
  paraphrase TEXT      the whole chain for one sentence, scored and filtered
  parse TEXT           a sentence to AMR (PENMAN)
  refocus / edit FILE  new graphs from the graphs in FILE; generate FILE: graphs to text
  score S1 S2          every metric for one pair of sentences
  app                  the Streamlit app (explore, annotate, review)"""

EPILOG = """\
examples:
  paraamr paraphrase "The boy wants to go to the store."
  paraamr parse "The boy wants to go." | paraamr refocus - --all | paraamr generate -

Every command takes --json (JSON on stdout, logs on stderr); `paraamr COMMAND --help`
describes one command.  Exit status: 0 success, 2 bad input, 1 failure."""


class _Parser(argparse.ArgumentParser):
    """argparse with the contract's one-line error and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see `{self.prog} --help`)\n")


def _command_word(parser: argparse.ArgumentParser, argv: Sequence[str]) -> str | None:
    """The command ``argv`` names (the first word that is no option nor an option's value)."""
    takes_value = {flag for action in parser._actions if action.option_strings and action.nargs != 0
                   for flag in action.option_strings}
    words = iter(argv)
    for word in words:
        if word in takes_value:
            next(words, None)
        elif not word.startswith("-"):
            return word
    return None


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The whole command line; given the ``argv`` it will parse, it leaves out the plugged-in
    commands when ``argv`` names a built-in one (importing ``db`` costs a cold start ~0.5 s)."""
    from pipeline import __version__

    parser = _Parser(prog="paraamr", description=DESCRIPTION, epilog=EPILOG,
                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"paraamr {__version__}")
    parser.add_argument("--db", help="database URL (default: $PARAAMR_DB or a SQLite file in the data dir)")
    parser.add_argument("--data-dir", help="data directory (default: $PARAAMR_DATA_DIR)")
    parser.add_argument("--models-dir", help="neural model directory (default: $PARAAMR_MODELS_DIR)")
    parser.add_argument("-v", "--verbose", action="count", default=0, help="more log output on stderr")
    parser.add_argument("--debug", action="store_true", help="show tracebacks of internal errors")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    if argv is not None and _command_word(parser, argv) in sub.choices:
        return parser
    for ep in sorted(entry_points(group="paraamr.commands"), key=lambda e: e.name):
        try:
            register = ep.load()
        except ImportError as exc:  # a half-installed optional package must not break the CLI
            log.debug("subcommands %s unavailable: %s", ep.name, exc)
            continue
        register(sub)
    return parser


def _configure_logging(verbosity: int) -> None:
    level = logging.WARNING - 10 * min(verbosity, 2)
    logging.basicConfig(level=level, stream=sys.stderr, format="paraamr: %(levelname)s: %(message)s")
    # transformers and friends are chatty at import time; keep stderr readable.
    for noisy in ("transformers", "sentence_transformers", "urllib3", "filelock", "httpx"):
        logging.getLogger(noisy).setLevel(max(level, logging.ERROR))


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # nothing is ever downloaded at run time
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    _configure_logging(args.verbose)
    try:
        settings = load_settings(
            db=args.db,
            data_dir=args.data_dir,
            models_dir=args.models_dir,
            engine=getattr(args, "engine", None),
        )
        return int(args.handler(args, settings) or 0)
    except ParaAMRError as exc:
        print(f"paraamr: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("paraamr: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # an internal failure: one line, traceback only on --debug
        if args.debug:
            raise
        print(f"paraamr: internal error: {type(exc).__name__}: {exc} (rerun with --debug for details)",
              file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
