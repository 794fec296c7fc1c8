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
import unicodedata
from collections.abc import Sequence
from importlib.metadata import entry_points
from typing import NoReturn

from pipeline.errors import ParaAMRError
from pipeline.settings import load_settings

__all__ = ["environment_message", "main", "printable"]

log = logging.getLogger("paraamr")

# Order here is the order of `paraamr --help`.
COMMAND_MODULES = [
    "pipeline.cli.core",
    "pipeline.cli.paraphrase",
    "pipeline.cli.score",
    "pipeline.cli.evaluate",
    "pipeline.cli.corpus",
    "pipeline.cli.bench",
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
    # torch's OpenMP threads sleep between operations instead of spinning: on a shared
    # 2-core machine spinning doubled a cold `paraamr paraphrase`'s CPU time (24 s -> 12 s).
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    from pipeline.neural import skip_assisted_generation_imports

    skip_assisted_generation_imports()
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
        status = int(args.handler(args, settings) or 0)
        sys.stdout.flush()  # a full disk or a closed pipe shows here, not after main returns
        return status
    except ParaAMRError as exc:
        _error(f"error: {exc}")
        return exc.exit_code
    except KeyboardInterrupt:
        _error("interrupted")
        return 130
    except BrokenPipeError:
        _silence_stdout()
        return 0
    except OSError as exc:  # the machine refused: disk full, read-only, no permission...
        _silence_stdout_if_unwritable()
        _error(f"error: {environment_message(exc)}")
        return 1
    except Exception as exc:  # an internal failure: one line, traceback only on --debug
        if args.debug:
            raise
        _error(f"internal error: {type(exc).__name__}: {exc} (rerun with --debug for details)")
        return 1


def environment_message(exc: OSError) -> str:
    """One line for an error of the system the command runs on, naming the file when known.

    >>> environment_message(OSError(28, "No space left on device", "/data/out.jsonl"))
    'cannot write /data/out.jsonl: No space left on device (a problem of the system, not of the input)'
    >>> environment_message(OSError(28, "No space left on device"))
    'cannot write the output: No space left on device (a problem of the system, not of the input)'
    """
    import errno

    reason = exc.strerror or type(exc).__name__
    target = exc.filename if exc.filename is not None else None
    verb = "use" if exc.errno in (errno.ENOENT, errno.ENOTDIR, errno.EISDIR) else "write"
    what = f"{verb} {target}" if target is not None else f"{verb} the output"
    return f"cannot {what}: {reason} (a problem of the system, not of the input)"


def printable(message: str) -> str:
    r"""``message`` on one line, control characters and undecodable bytes escaped.

    >>> printable("bad\x00 byte\nnext \udcff")
    'bad\\x00 byte\\nnext \\udcff'
    """
    out = []
    for char in message:
        category = unicodedata.category(char)
        if category in ("Cc", "Cs", "Zl", "Zp"):
            out.append(char.encode("unicode_escape", "backslashreplace").decode("ascii")
                       if category != "Cs" else f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out)


def _error(message: str) -> None:
    """``paraamr: MESSAGE`` on stderr, on a line of its own."""
    sys.stderr.write(f"paraamr: {printable(message)}\n")
    sys.stderr.flush()


def _silence_stdout() -> None:
    """Point stdout at /dev/null so that Python's final flush cannot fail a second time."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # no real stdout (captured in tests)
        pass


def _silence_stdout_if_unwritable() -> None:
    try:
        sys.stdout.flush()
    except OSError:
        _silence_stdout()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
