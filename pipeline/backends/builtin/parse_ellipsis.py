"""Elliptical clauses the graph cannot say, left out so the realizer keeps or refuses them.

"The governments remained shut down ..., as were schools, and ...": the inverted "as
were schools" borrows the main clause's predicate ("schools were shut down too").  spaCy
makes it an ``advcl`` of the main verb whose only argument is the subject; the rules made
"schools" the verb's :time, and a realization said "the governments shut down schools".
AMR has no node for the borrowed predicate short of repeating it, so the clause is left
out of the graph: its words are then listed as unparsed (parse_coverage), and a
realization that does not read them back is refused rather than saying them wrongly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["borrowed_predicate"]

# Only "be": "as has Levin" keeps a node of its own, said back "as Levin has"; "as were
# schools" went down the copula's path and lost its clause.
_AUXILIARIES = frozenset({"be"})


def borrowed_predicate(clause: Token) -> bool:
    """Whether ``clause`` is "as/so/nor + auxiliary + subject" with no predicate of its own."""
    if clause.dep_ != "advcl" or clause.lemma_.lower() not in _AUXILIARIES:
        return False
    kids = list(clause.children)
    mark = next((c for c in kids if c.dep_ in ("mark", "advmod", "cc")
                 and c.lower_ in ("as", "so", "nor", "neither")), None)
    subject = next((c for c in kids if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if mark is None or subject is None or not mark.i < clause.i < subject.i:
        return False
    return not any(c.dep_ in ("attr", "acomp", "dobj", "xcomp", "ccomp", "oprd", "prep")
                   for c in kids)
