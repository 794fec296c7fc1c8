"""The second verb of a relative clause that spaCy reads as a clausal subject.

"Port authorities in Romania said two ships that sank during World War II but resurfaced
due to low water levels could block river traffic": the small model makes "resurfaced"
the clausal subject (csubj) of "block" with "ships" its subject, and leaves "but" on
"sank", where it joins nothing.  The rules said "the ships resurfacing could block" and
dropped "but", so every focus was refused.  A bare past verb with no "that", "what" or
"whether" of its own opens no clausal subject; right after the coordinator that ends the
relative clause on its subject, it is that relative clause's second verb, and the noun is
the subject of the verb above: (s / ship :ARG1-of (s2 / sink-01) :ARG1-of (r /
resurface-01)), said back "two ships that sank during World War II but resurfaced ...".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_words import COORD

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_relative_tails"]


def repair_relative_tails(doc: Doc) -> None:
    """Rejoin each such verb to its relative clause (module docstring)."""
    for verb in doc:
        if verb.dep_ != "csubj" or verb.tag_ != "VBD" or verb.head.i < verb.i:
            continue
        kids = list(verb.children)
        subject = next((c for c in kids if c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN")
                        and c.i < verb.i), None)
        if subject is None or any(c.dep_ in ("mark", "aux", "auxpass") or c.tag_ in ("WP", "WDT")
                                  for c in kids):
            continue
        relative = next((c for c in subject.children if c.dep_ == "relcl" and c.i < verb.i
                         and c.tag_ == "VBD"), None)
        if relative is None or any(c.dep_ == "conj" for c in relative.children):
            continue
        word = next((c for c in relative.children if c.dep_ == "cc" and c.lower_ in COORD), None)
        if word is None or word.i != verb.i - 1:  # "but resurfaced"
            continue
        if not any(c.dep_ == "nsubj" and c.tag_ in ("WDT", "WP") for c in relative.children):
            continue  # "ships that sank": the noun is the relative clause's subject
        head = verb.head
        subject.head = head
        subject.dep_ = "nsubj"
        verb.head = relative
        verb.dep_ = "conj"
