"""ParaAMR workbench: paraphrases by AMR back-translation.

The public front door.  Heavy parts (neural models, spaCy, the database) are
imported by the modules that need them, never here.
"""

from pipeline.amrio import GraphEntry, dumps_graph, loads_graphs
from pipeline.errors import (
    EditRefused,
    FocusError,
    GraphError,
    InputError,
    ModelNotInstalled,
    ParaAMRError,
    PenmanSyntaxError,
)
from pipeline.settings import Settings, load_settings


def _package_version() -> str:
    """The installed distribution's version; a checkout that was never installed reads its
    pyproject.toml."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("paraamr")
    except PackageNotFoundError:
        import tomllib
        from pathlib import Path

        try:
            project = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml")
                                    .read_text(encoding="utf-8"))["project"]
            return str(project["version"])
        except (OSError, KeyError, ValueError):
            return "0+unknown"


__version__ = _package_version()

__all__ = [
    "EditRefused",
    "FocusError",
    "GraphEntry",
    "GraphError",
    "InputError",
    "ModelNotInstalled",
    "ParaAMRError",
    "PenmanSyntaxError",
    "Settings",
    "__version__",
    "dumps_graph",
    "load_settings",
    "loads_graphs",
]
