"""One exception hierarchy for the whole workbench.

Every error a user can cause derives from :class:`InputError`; the CLI turns it
into a one-line message and exit status 2.  Everything else that derives from
:class:`ParaAMRError` is a failure of ours or of the environment (exit 1).
Recoverable problems are logged as warnings instead of raised.

>>> try:
...     raise FocusError("no variable 'x9' in graph 'g1'")
... except InputError as exc:
...     print(exc.exit_code, exc)
2 no variable 'x9' in graph 'g1'
"""

from __future__ import annotations

__all__ = [
    "CorpusError",
    "EditRefused",
    "EngineUnavailable",
    "FocusError",
    "GraphError",
    "InputError",
    "ModelNotInstalled",
    "ParaAMRError",
    "PenmanSyntaxError",
    "RatingError",
    "SettingsError",
    "SystemicError",
    "UnparsableSentence",
    "is_systemic",
]


class ParaAMRError(Exception):
    """Base class of every error the workbench raises on purpose."""

    exit_code = 1


class InputError(ParaAMRError):
    """The user gave something we cannot work with; nothing was changed."""

    exit_code = 2


class SettingsError(InputError):
    """A setting (flag, ``PARAAMR_*`` variable, settings file) is invalid."""


class PenmanSyntaxError(InputError):
    """Malformed PENMAN text; the message says which graph and where."""

    def __init__(self, message: str, *, graph: str | int | None = None,
                 line: int | None = None, column: int | None = None) -> None:
        where = []
        if graph is not None:
            where.append(f"graph {graph}")
        if line is not None:
            where.append(f"line {line}")
        if column is not None:
            where.append(f"column {column}")
        text = f"{message} ({', '.join(where)})" if where else message
        super().__init__(text)
        self.graph = graph
        self.line = line
        self.column = column


class UnparsableSentence(InputError):
    """The parser gave no graph for a sentence; ``reason`` is the parser's own word."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"cannot parse the sentence: {reason}")
        self.reason = reason


class GraphError(InputError):
    """A well-formed graph that breaks an AMR invariant (disconnected, no top...)."""


class FocusError(GraphError):
    """The requested focus is not an instance variable of the graph."""


class EditRefused(GraphError):
    """An automatic or manual edit was refused; the message is the reason."""


class RatingError(InputError):
    """A judgment that cannot be stored (value outside 1-3, not the rater's item...)."""


class CorpusError(InputError):
    """A corpus input, output directory, manifest or shard that cannot be used."""


class ModelNotInstalled(ParaAMRError):
    """A neural model is needed but its files are not installed.

    The message always names the command that installs it.
    """

    exit_code = 2

    def __init__(self, name: str, purpose: str = "") -> None:
        what = f" ({purpose})" if purpose else ""
        super().__init__(
            f"model {name!r}{what} is not installed; install it with "
            f"`paraamr models install {name} --from PATH_OR_URL`"
        )
        self.name = name


class EngineUnavailable(ParaAMRError):
    """The requested engine cannot serve this request on this machine."""

    exit_code = 2


class SystemicError(ParaAMRError):
    """A failure of the machine or the installation, not of the input: a CUDA error, a
    model that is missing or cannot load, memory exhausted.

    The same input may well succeed on a retry or on another worker, so a corpus
    build retries it and never records the sentence as done; see :func:`is_systemic`.
    """


# Words in the message of an exception raised by torch / CUDA libraries when the device
# (not the input) failed; torch raises plain RuntimeErrors for most of them.
_SYSTEMIC_MARKERS = ("CUDA", "cuDNN", "CUBLAS", "cuBLAS", "NCCL", "out of memory",
                     "OutOfMemoryError", "device-side assert")


def is_systemic(exc: BaseException) -> bool:
    """Whether ``exc`` says the machine or installation failed rather than the input.

    >>> is_systemic(RuntimeError("CUDA error: an illegal memory access was encountered"))
    True
    >>> is_systemic(ModelNotInstalled("parse_xfm_bart_large")), is_systemic(MemoryError())
    (True, True)
    >>> is_systemic(ValueError("no words to parse")), is_systemic(FocusError("'x' is no node"))
    (False, False)
    """
    if isinstance(exc, SystemicError | ModelNotInstalled | EngineUnavailable | MemoryError):
        return True
    if isinstance(exc, InputError):
        return False
    text = f"{type(exc).__name__}: {exc}"
    return any(marker in text for marker in _SYSTEMIC_MARKERS)
