"""The ``smatch`` package, made reproducible.

Smatch finds its best node alignment by hill climbing from random starts, and the
package reseeds Python's random generator from the operating system on every graph pair
(``random.seed()`` before its restarts).  The same two graphs could then score
differently from one run to the next: Little Prince dev Smatch wandered between 0.6700
and 0.6705, and a faithfulness score near the filter's floor could flip a keep decision.
:func:`seeded_smatch` hands out the package with its generator replaced by one that
reseeds to a fixed value instead, so each pair's search is the same every time, whatever
was scored before it.

>>> from pipeline.evaluation import smatch_counts
>>> g = "(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))"
>>> t = "(w / want-01 :ARG0 (g / girl) :ARG1 (g2 / go-02 :ARG0 g))"
>>> len({smatch_counts(t, g) for _ in range(5)})
1
"""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

__all__ = ["SEED", "seeded_smatch", "smatch_signature"]

SEED = 0


class _Reseeded(random.Random):
    """A generator whose argument-less ``seed()`` goes back to :data:`SEED`."""

    def seed(self, a: Any = None, version: int = 2) -> None:
        super().seed(SEED if a is None else a, version)


def seeded_smatch() -> ModuleType:
    """The ``smatch`` module, its random starts fixed by :data:`SEED`."""
    import smatch

    if not isinstance(getattr(smatch, "random", None), _Reseeded):
        smatch.random = _Reseeded(SEED)
    return smatch


def smatch_signature() -> str:
    """``smatch|smatch:VERSION|seed:0|v:...``: what a Smatch figure was computed with."""
    from importlib.metadata import version

    from pipeline.scoring.base import make_signature

    return make_signature("smatch", smatch=version("smatch"), seed=SEED)
