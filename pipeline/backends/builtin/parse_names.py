"""Names spaCy's entity recognizer cut short, mended before the rules read them.

"The suit was filed in the Supreme Court of New York County.": spaCy tags "the Supreme
Court of" as an organization and "New York County" as a place, so the name ended in "of"
and the place, hung on that "of" inside it, was never read ("New", "York", "County"
unparsed).  A name that ends in "of" takes the name after it: one organization,
(o / organization :name (n / name :op1 "Supreme" :op2 "Court" :op3 "of" :op4 "New"
:op5 "York" :op6 "County")), as AMR names it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

__all__ = ["repair_names"]

_NAMED = frozenset({"ORG", "GPE", "FAC", "LOC", "NORP", "PERSON"})


def repair_names(doc: Doc) -> None:
    """Join a name ending in "of" with the name right after it (see the module docstring)."""
    ents = list(doc.ents)
    changed = False
    out: list[Span] = []
    k = 0
    while k < len(ents):
        ent = ents[k]
        nxt = ents[k + 1] if k + 1 < len(ents) else None
        last = doc[ent.end - 1]
        if nxt is not None and last.lower_ == "of" and nxt.start == ent.end \
                and ent.label_ in ("ORG", "FAC") and nxt.label_ in _NAMED \
                and nxt.root.head.i == last.i and nxt.root.dep_ == "pobj":
            joined = doc.char_span(ent.start_char, nxt.end_char, label=ent.label_)
            if joined is None:
                return
            out.append(joined)
            changed = True
            k += 2
            continue
        out.append(ent)
        k += 1
    if changed:
        doc.ents = out
