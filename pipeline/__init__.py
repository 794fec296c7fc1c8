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

__version__ = "0.1.0"

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
