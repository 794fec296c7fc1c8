"""A progressive said with its verb first: "Resigning along with Brendsel was Vaughn Clarke,
the company's executive vice president and chief financial officer" (Vaughn Clarke was
resigning along with Brendsel).

The small model keeps "Resigning" the root with "was" its auxiliary, but reads the subject
after them as a passive one (``Clarke/nsubjpass``), so the rules made Clarke the one resigned
(resign-01 :ARG1) and every focus said "Vaughn Clarke ... was resigned along with
Brendsel".  A sentence-initial gerund whose only auxiliary comes after it and whose
"passive" subject follows that auxiliary is the inverted progressive: the subject is the
gerund's doer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_inverted_progressives"]

_BE = frozenset({"was", "were", "is", "are"})


def repair_inverted_progressives(doc: Doc) -> None:
    """Make the subject of each inverted progressive its active subject (module docstring)."""
    for sent in doc.sents:
        verb = sent.root
        if verb.tag_ != "VBG" or verb.i != sent.start or not verb.is_title:
            continue
        auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
        subjects = [c for c in verb.children if c.dep_ == "nsubjpass"]
        if len(auxes) != 1 or auxes[0].lower_ not in _BE or len(subjects) != 1 \
                or not verb.i < auxes[0].i < subjects[0].i \
                or any(c.dep_ in ("nsubj", "dobj") for c in verb.children):
            continue
        auxes[0].dep_ = "aux"
        subjects[0].dep_ = "nsubj"
