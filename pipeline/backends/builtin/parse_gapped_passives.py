"""A gapped passive conjunct that spaCy reads as a noun with a participle.

"More than 130 people have been arrested and $17 million worth of property seized in an
Internet fraud sweep": the second conjunct borrows the first's auxiliaries ("and $17
million worth of property [has been] seized"), but the small model hangs "worth" on
"arrested" as its conjunct and "seized" on "worth" as a reduced relative, so the rules
joined a clause and a bare noun phrase ("..., and $17 million worth of property that was
seized in ...", a fragment).  A noun joined by "and" or "but" to a passive participle
with its own auxiliaries, whose own participle follows it at once (after its words), is
that participle's subject: the participle is the verb's conjunct, a passive clause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_gapped_passives"]

_COORDINATORS = frozenset({"and", "but"})


def repair_gapped_passives(doc: Doc) -> None:
    """Make each such noun the subject of its participle, and the participle the passive
    verb's conjunct (module docstring)."""
    for noun in doc:
        if noun.dep_ != "conj" or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        verb = noun.head
        if verb.tag_ != "VBN" or verb.i > noun.i \
                or not any(c.dep_ == "auxpass" for c in verb.children):
            continue
        cc = doc[noun.left_edge.i - 1] if noun.left_edge.i > 0 else None
        if cc is None or cc.dep_ != "cc" or cc.head.i != verb.i or cc.lower_ not in _COORDINATORS:
            continue
        participle = _gapped_participle(noun)
        if participle is None:
            continue
        participle.head = verb
        participle.dep_ = "conj"
        noun.head = participle
        noun.dep_ = "nsubjpass"


def _gapped_participle(noun: Token) -> Token | None:
    """The bare passive participle right after ``noun``'s own words (its reduced relative
    to spaCy), with no subject or auxiliary of its own; None when there is none."""
    participle = next((c for c in noun.children if c.dep_ == "acl" and c.tag_ == "VBN"), None)
    if participle is None:
        return None
    own = [t.i for t in noun.subtree if t.i < participle.i]
    if participle.i != max(own) + 1:
        return None  # "property, seized in ...": a comma, a relative of the noun after all
    if any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass") for c in participle.children):
        return None
    return participle
