"""Verbs in a list that spaCy tagged as nouns: "ads that promote, support, attack or oppose
a candidate", "threatened to execute or jail for life anyone who ...", "a way to create,
publish, manage and archive Web-based content".

The small model reads a bare verb between commas as a singular noun conjunct of the verb
before it.  The rules then said it as a noun ("promote" with a bare "support" beside it),
the realizer refused "a bare noun between coordinated verbs", and where the noun had no
node of its own the parse dropped it.  A bare lower-case singular noun with no determiner
or modifier of its own, conjunct of a verb in its base or present form and a PropBank
verb, is that verb: it is retagged with the verb's tag, and the rules join the verbs as for
any coordination, the subject shared.

Likewise a bare plural noun with a "to" infinitive of its own, conjunct of a verb: "IBM is
pursuing membership and plans to be an active participant" read "plans" as a second thing
pursued, and the infinitive, which no noun reads, was dropped.  It is the verb's third
person ("plans", VBZ).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from pipeline.backends.builtin.lexicon import PropBankLexicon

__all__ = ["repair_verb_conjuncts"]

# What a noun has and a bare verb does not: "the support", "political support", "its attack".
_NOUN_DEPS = frozenset({"det", "poss", "amod", "compound", "nummod", "case", "acl", "relcl",
                        "appos"})
_VERB_TAGS = frozenset({"VB", "VBP"})


def repair_verb_conjuncts(doc: Doc, lexicon: PropBankLexicon) -> None:
    """Retag as verbs the bare nouns that spaCy made conjuncts of a verb (module docstring)."""
    for token in doc:
        if _infinitive_taker(token, lexicon):
            token.tag_, token.pos_ = "VBZ", "VERB"
            continue
        if token.dep_ != "conj" or token.tag_ != "NN" or not token.is_lower:
            continue
        verb = _first_conjunct(token)
        if verb.pos_ != "VERB" or verb.tag_ not in _VERB_TAGS:
            continue
        if any(c.dep_ in _NOUN_DEPS for c in token.children) \
                or not lexicon.verb_frames(token.lower_):
            continue
        token.tag_ = verb.tag_
        token.pos_ = "VERB"


def _first_conjunct(token: Token) -> Token:
    while token.dep_ == "conj" and token.head.i != token.i:
        token = token.head
    return token


def _infinitive_taker(token: Token, lexicon: PropBankLexicon) -> bool:
    """Whether ``token`` is a bare plural "noun" conjunct of a verb with a "to" infinitive of
    its own, a verb's third person ("and plans to be"; module docstring)."""
    if token.dep_ != "conj" or token.tag_ != "NNS" or not token.is_lower \
            or token.head.pos_ != "VERB" or doc_word(token, -1) not in ("and", "but", "or"):
        return False
    if any(c.dep_ in _NOUN_DEPS for c in token.children):
        return False
    infinitives = [c for c in token.children if c.dep_ == "xcomp" and c.tag_ == "VB"
                   and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)]
    return bool(infinitives) and bool(lexicon.verb_frames(token.lemma_.lower()))


def doc_word(token: Token, offset: int) -> str:
    """The lower-case word ``offset`` places from ``token`` ("" past either end)."""
    at = token.i + offset
    return token.doc[at].lower_ if 0 <= at < len(token.doc) else ""
