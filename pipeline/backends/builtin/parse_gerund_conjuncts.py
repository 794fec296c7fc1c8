"""A gerund joined to the nouns of a preposition that spaCy joins to the verb instead.

"Chante Jawaon Mallard, 27, is charged with murder and tampering with evidence": the small
model reads "tampering" as a second verb of the sentence (``tampering/conj`` of "charged",
its "and" too), so the rules built two clauses, and "tampering" had no subject of its own
("no subject for 'charge'", "the parse gave a shared subject of coordinated verbs to
another noun" for every focus).  Likewise "Five 17-year-olds have been charged with robbery
and impersonating a police officer", "is charged with rape, sodomy, indecent assault, and
providing alcohol to minors".  A gerund with no subject of its own, joined to a verb of
charging or convicting right after the noun (or list of nouns) that the verb's "with",
"of" or "for" governs, is one more thing the preposition governs: the conjunct of the
first noun.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_gerund_conjuncts"]

_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj", "csubjpass"})
_COORDINATORS = frozenset({"and", "or"})
# Verbs whose "with", "of" or "for" names deeds, which a gerund can add to: "charged with
# robbery and impersonating a police officer".  Not any verb: "was in a baby's bathtub,
# covered with a towel and watching a TV cartoon channel" is two participles of the child.
_CHARGING = frozenset({"charge", "convict", "accuse", "arrest", "indict", "suspect", "acquit",
                       "sentence", "jail", "prosecute", "sue", "cite", "fine", "punish", "blame"})
# Prepositions that name what someone is charged with, convicted of, arrested for: a gerund
# can be one more such thing ("charged with robbery and impersonating a police officer");
# after a place or a time ("under U.S. command and transferring ...") it is the verb's own.
_PREPOSITIONS = frozenset({"with", "of", "for"})


def repair_gerund_conjuncts(doc: Doc) -> None:
    """Join each such gerund to the preposition's first noun (module docstring)."""
    for gerund in doc:
        if gerund.dep_ != "conj" or gerund.tag_ != "VBG" or gerund.head.pos_ not in ("VERB", "AUX") \
                or gerund.i < 2 or any(c.dep_ in _SUBJECT_DEPS or c.dep_ in ("aux", "auxpass")
                                       for c in gerund.children):
            continue
        verb = gerund.head
        if _charged_infinitive(verb) and doc[gerund.i - 1].dep_ == "cc" \
                and doc[gerund.i - 1].head.i == verb.i:
            # "charges of conspiracy to obstruct justice and lying to a grand jury": the
            # gerund joined to the infinitive is the charge's second deed, the conjunct of
            # the noun the infinitive completes
            gerund.head = doc[gerund.i - 1].head = verb.head
            continue
        if verb.lemma_.lower() not in _CHARGING:
            continue  # "covered with a towel and watching a TV cartoon channel": two participles
        cc = doc[gerund.i - 1]
        if cc.dep_ != "cc" or cc.head.i != verb.i or cc.lower_ not in _COORDINATORS:
            continue
        at = cc.i - 1
        while at > 0 and doc[at].dep_ == "punct" and doc[at].text == ",":
            at -= 1
        first = _first_object(doc[at], verb)
        if first is None:
            continue
        gerund.head = first
        cc.head = first


def _charged_infinitive(verb: Token) -> bool:
    """Whether ``verb`` is an infinitive completing a noun that a charge's "of" governs
    ("charges of conspiracy to obstruct justice")."""
    noun, prep = verb.head, verb.head.head
    return verb.tag_ == "VB" and verb.dep_ == "acl" and noun.dep_ == "pobj" \
        and prep.lower_ == "of" and prep.head.lemma_.lower() in _CHARGING \
        and prep.head.pos_ == "NOUN" and any(c.dep_ == "aux" and c.lower_ == "to"
                                              for c in verb.children)


def _first_object(noun: Token, verb: Token) -> Token | None:
    """The first noun of the list ``noun`` ends (itself when alone), where that list is what
    a preposition of ``verb`` governs ("with rape, sodomy, indecent assault"); None otherwise."""
    if noun.pos_ not in ("NOUN", "PROPN") or noun.right_edge.i != noun.i:
        return None
    while noun.dep_ == "conj" and noun.head.pos_ in ("NOUN", "PROPN"):
        noun = noun.head
    prep = noun.head
    if noun.dep_ != "pobj" or prep.dep_ != "prep" or prep.head.i != verb.i \
            or prep.lower_ not in _PREPOSITIONS:
        return None
    return noun
