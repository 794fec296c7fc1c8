"""A noun's name said as the subject of its naming participle.

"Hillary Clinton ... has a book out Monday titled Living History": the parse reads the
participle as a modifier of the noun, (b / book :mod (t / title-01 :ARG1 (w / work-of-art
:name "Living History"))), the title as the thing titled, and a rebuilt sentence says it
so: "It is Hillary Clinton ... who has a book that Living History was titled out Monday",
"It was Living History who was titled a book that ...".  So "a large-scale sweep, dubbed
Operation Avalanche," came back "A large-scale sweep that Operation Avalanche was dubbed
...", and "a speciality brand called American Spirit" "a speciality brand that American
Spirit was called".  The source named the noun with a participle; a rebuilt text that
says that participle as a passive the source never said turns the naming around.  (A
naming verb that heads its own clause, "President Bush named Kathy Gregg to the board",
is no modifier, and its passive "Kathy Gregg was named to the board by President Bush"
stays.)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import penman

from pipeline.backends.builtin.realize_tree import said_anew

__all__ = ["naming_turned_around"]

_NAMING_FRAMES = frozenset({"title-01", "entitle-01", "call-01", "name-01", "dub-01"})
_PASSIVE_NAMING = re.compile(r"\b(?:is|was|are|were|been|being) "
                             r"(?:titled|entitled|called|named|dubbed)\b", re.IGNORECASE)


def naming_turned_around(graph: penman.Graph, text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``graph`` holds a naming participle as a noun's modifier and ``text``
    says a naming verb as a passive that the source (``tokens``) did not say; else None.

    >>> g = penman.decode('(h / have-03 :ARG1 (b / book :mod (t / title-01 :ARG1 (n / name))))')
    >>> naming_turned_around(g, "It is Clinton who has a book that Living History was titled.",
    ...                      "Clinton has a book titled Living History".split())
    "the source's naming participle is said as a passive"
    >>> g = penman.decode('(n / name-01 :ARG0 (p / person) :ARG1 (p2 / person))')
    >>> naming_turned_around(g, "Kathy Gregg was named by Bush.",
    ...                      "Bush named Kathy Gregg".split()) is None
    True
    """
    if not said_anew(_PASSIVE_NAMING, text, tokens):
        return None
    concepts = {source: target for source, role, target in graph.instances()}
    # (a refocused graph may hold the edge the other way round: the participle's :mod-of)
    if any((role == ":mod" and concepts.get(target) in _NAMING_FRAMES)
           or (role in (":mod-of", ":domain") and concepts.get(source) in _NAMING_FRAMES)
           for source, role, target in graph.edges()):
        return "the source's naming participle is said as a passive"
    return None
