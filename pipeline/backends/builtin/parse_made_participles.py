"""A counted object of "make" with a participle after it, misread as a small clause.

"Toronto police made 38 arrests linked to the blackout and reported 114 incidents": spaCy
reads "38 arrests linked to the blackout" as a clause ``arrests/nsubj linked/ccomp`` under
"made", like the causative "made him leave", so the graph had (m / make-02 :ARG1 (l /
link-01 :ARG0 arrest)) and every rebuilt focus said "Toronto police made that 38 arrests
linked to the blackout".  A causative "make" takes a bare infinitive ("made him leave"),
never a past participle with a preposition of its own; that participle is a reduced relative
on the noun, which is what was made: ``arrests/dobj`` of "made", ``linked/acl`` of
"arrests".  ("made it known", "made himself heard": a pronoun and no preposition, left as
spaCy read them.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_made_participles"]


def repair_made_participles(doc: Doc) -> None:
    """Rewrite "made N nouns VBN-ed PREP ..." as the verb's object with its reduced relative."""
    for verb in doc:
        if verb.lemma_ != "make" or verb.pos_ != "VERB" \
                or any(c.dep_ == "dobj" for c in verb.children):
            continue
        clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.tag_ == "VBN"
                       and c.i > verb.i), None)
        if clause is None or any(c.dep_ in ("aux", "auxpass", "dobj", "nsubjpass")
                                 for c in clause.children):
            continue
        noun = next((c for c in clause.children if c.dep_ == "nsubj" and c.i < clause.i), None)
        if noun is None or noun.pos_ != "NOUN" or noun.i != clause.i - 1 \
                or noun.left_edge.i != verb.i + 1 \
                or not any(c.dep_ == "prep" and c.i > clause.i for c in clause.children):
            continue
        noun.head, noun.dep_ = verb, "dobj"
        clause.head, clause.dep_ = noun, "acl"
