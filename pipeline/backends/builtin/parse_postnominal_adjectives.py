"""An adjective after its noun that spaCy reads as a verbless clause of its own.

"U.S. officials say operatives loyal to the ousted Saddam government do not require
high-technology eavesdropping devices ...": the small model makes "loyal" a clausal
complement (ccomp) of "say" with "operatives" its subject, and "require" a second,
subjectless complement of "say".  The rules said "U.S. officials say operatives are loyal
to the ousted Saddam government, ... eavesdropping devices are not required ...", two
reports where the source has one.  An adjective with no copula or auxiliary of its own
states nothing; when the verb right after its phrase is another complement of the same
verb and has no subject, the adjective phrase describes the noun, and the noun is that
verb's subject: (r / require-01 :ARG0 (o / operative :ARG1-of (l / loyal-01 ...)) ...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_postnominal_adjectives"]

_SUBJECTS = ("nsubj", "nsubjpass", "csubj", "expl")


def repair_postnominal_adjectives(doc: Doc) -> None:
    """Hang each such adjective on its noun, and the noun on the verb after it (module
    docstring)."""
    for adjective in doc:
        if adjective.dep_ != "ccomp" or adjective.tag_ != "JJ":
            continue
        kids = list(adjective.children)
        if any(c.dep_ in ("cop", "aux", "auxpass", "mark", "neg") for c in kids):
            continue
        subject = next((c for c in kids if c.dep_ == "nsubj" and c.i == adjective.i - 1
                        and c.pos_ in ("NOUN", "PROPN")), None)
        if subject is None or not any(c.dep_ == "prep" and c.i > adjective.i for c in kids):
            continue  # "operatives loyal to ...": the adjective's own phrase follows it
        verb = next((c for c in adjective.head.children if c.dep_ == "ccomp"
                     and c.left_edge.i == adjective.right_edge.i + 1
                     and c.pos_ in ("VERB", "AUX")), None)
        if verb is None or any(c.dep_ in _SUBJECTS for c in verb.children):
            continue
        subject.head, subject.dep_ = verb, "nsubj"
        adjective.head, adjective.dep_ = subject, "amod"
