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
