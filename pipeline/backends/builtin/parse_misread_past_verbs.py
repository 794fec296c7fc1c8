"""A sentence's only verb, a past tense, that spaCy read as an adjective of its object.

"Mahmud controlled access to Saddam and was frequently at his side", "Yucaipa owned
Dominick's before selling the chain to Safeway", "Two hours later, at 3:22 p.m., a relative
contacted police to report a suicide": the small model hangs the verb on the object noun
as its ``amod`` and makes that noun the sentence's root, the subject an adverb of the verb
("Mahmud/npadvmod") or, after "a", an adjective of the noun ("relative/JJ"); the rules then
dropped the subject and the words before it ("the parse dropped 'Mahmud'") or said the
clause as a relative clause of its object.  With no other verb in the sentence, a past
tense before its object is the clause's verb: it takes the noun's place in the tree, the
noun as its object, the name or noun before it as its subject, and the noun's phrases that
belong to the clause (those said before the verb, a coordinated verb, a purpose
infinitive, a preposition with a gerund).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import inflect, lemma_pos

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_coordinated_past_verbs", "repair_misread_past_verbs",
           "repair_participle_roots"]

_NOUNS = frozenset({"NOUN", "PROPN"})


def _has_clause_verb(doc: Doc) -> bool:
    """Whether the sentence has a verb spaCy read as a clause's (not a noun's modifier)."""
    return any(t.pos_ in ("VERB", "AUX") and t.dep_ not in ("amod", "acl", "relcl", "conj",
                                                            "pcomp", "aux", "auxpass")
               for t in doc)


def repair_misread_past_verbs(doc: Doc) -> None:
    """Make a past tense read as an adjective of the root noun the sentence's verb.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Mahmud controlled access to Saddam and was frequently at his side.")
    >>> repair_misread_past_verbs(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc[:6]]
    [('Mahmud', 'nsubj', 'controlled'), ('controlled', 'ROOT', 'controlled'), ('access', 'dobj', 'controlled'), ('to', 'prep', 'access'), ('Saddam', 'pobj', 'to'), ('and', 'cc', 'controlled')]
    """
    if _has_clause_verb(doc):
        return
    for noun in doc:
        if noun.dep_ != "ROOT" or noun.pos_ not in _NOUNS:
            continue
        verb = next((c for c in noun.children if c.dep_ == "amod" and c.i < noun.i
                     and c.tag_ in ("VBD", "VBN") and "VERB" in lemma_pos(c.lemma_.lower())
                     and c.lower_ == inflect(c.lemma_.lower(), "VBD")), None)
        if verb is None or any(c.i > verb.i for c in verb.children):
            continue
        subject = _subject(verb, noun)
        if subject is None:
            continue
        verb.head, verb.dep_ = verb, "ROOT"
        verb.pos_, verb.tag_ = "VERB", "VBD"
        for child in list(noun.children):
            if child.i < subject.left_edge.i or (child.i > noun.i and _clause_level(child)):
                child.head = verb
        noun.head, noun.dep_ = verb, "dobj"
        subject.head, subject.dep_ = verb, "nsubj"
        return


def _subject(verb: Token, noun: Token) -> Token | None:
    """The verb's subject: a name or noun spaCy hung on the verb as an adverb ("Mahmud
    controlled"), or an adjective right before the verb that may be a noun, with "a" or
    "the" before it ("a relative contacted"), retagged as that noun."""
    before = [c for c in verb.children if c.dep_ in ("npadvmod", "nsubj") and c.pos_ in _NOUNS]
    if len(before) == 1 and before[0].i == verb.left_edge.i and before[0].right_edge.i == verb.i - 1:
        return before[0]
    doc = verb.doc
    word = doc[verb.i - 1] if verb.i > 1 else None
    if word is None or word.head.i != noun.i or word.dep_ != "amod" or word.pos_ != "ADJ" \
            or "NOUN" not in lemma_pos(word.lower_) or verb.left_edge.i != verb.i:
        return None
    article = doc[word.i - 1]
    if article.lower_ not in ("a", "an", "the") or article.head.i != noun.i:
        return None
    word.pos_, word.tag_, word.lemma_ = "NOUN", "NN", word.lower_
    article.head = word
    return word


def _clause_level(child: Token) -> bool:
    """Whether a phrase spaCy hung on the object noun after it is the clause's: a
    coordinated verb and its coordinator ("and was frequently at his side"), a purpose
    infinitive ("to report a suicide"), a preposition with a gerund ("before selling the
    chain"), the closing stop."""
    if child.dep_ == "punct" and child.i == len(child.doc) - 1:
        return True
    if child.dep_ == "conj" and child.pos_ in ("VERB", "AUX"):
        return True
    if child.dep_ == "cc":
        return any(c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") for c in child.head.children)
    if child.dep_ in ("relcl", "acl") and child.tag_ == "VB" \
            and any(c.dep_ == "aux" and c.lower_ == "to" for c in child.children):
        child.dep_ = "advcl"
        return True
    return child.dep_ == "prep" and any(c.dep_ == "pcomp" and c.tag_ == "VBG"
                                        for c in child.children)


def repair_coordinated_past_verbs(doc: Doc) -> None:
    """Make a past tense read as an adjective of a noun coordinated with a verb that verb's
    conjunct, the noun its object.

    "He left the ship after the collision, went to his home, and attempted suicide", "The
    Fed afterglow lingered well into Wednesday and enhanced demand for the second
    installment": spaCy hangs the verb on the noun after it as its ``amod`` and makes the
    noun the conjunct of the verb before, so the rules said "attempted suicide" as a thing
    the subject went to ("no subject for 'suicide'").  Only a past form right after the
    coordinator or its comma, its noun right after it with no determiner, the noun a
    conjunct of a past-tense verb.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("He left the ship after the collision, went to his home, and attempted suicide.")
    >>> repair_coordinated_past_verbs(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc[14:16]]
    [('attempted', 'conj', 'went'), ('suicide', 'dobj', 'attempted')]
    """
    for verb in doc:
        noun = verb.head
        if verb.tag_ not in ("VBD", "VBN") or verb.dep_ != "amod" or noun.i != verb.i + 1 \
                or noun.dep_ != "conj" or noun.pos_ not in _NOUNS or verb.i == 0 \
                or doc[verb.i - 1].dep_ not in ("cc", "punct") or doc[verb.i - 1].tag_ == "HYPH":
            continue
        first = noun.head
        if first.tag_ != "VBD" or first.pos_ != "VERB" \
                or verb.lower_ != inflect(verb.lemma_.lower(), "VBD") \
                or "VERB" not in lemma_pos(verb.lemma_.lower()) \
                or any(c.i < noun.i and c.i != verb.i for c in noun.children):
            continue
        verb.head, verb.dep_ = first, "conj"
        verb.pos_, verb.tag_ = "VERB", "VBD"
        noun.head, noun.dep_ = verb, "dobj"


# Phrases of a noun that spaCy may hang there though they are its misread verb's clause's
_CLAUSE_PHRASES = frozenset({"prep", "advmod", "npadvmod", "punct", "advcl"})


def repair_participle_roots(doc: Doc) -> None:
    """Make a sentence's only verb, a past form right after its subject that spaCy read as
    the subject's participle (``acl``), the sentence's verb.

    "In 1999 the American Film Institute named Hepburn as the 20th century's greatest
    screen actress", "In March, 67 percent connected through cable, up from 63 percent a
    year earlier": the noun was the root, the verb its modifier ("the institute named ...",
    the foci refused as a passive participle).  With no other verb in the sentence and no
    past form before the noun ("The case consolidated ... class actions filed in 2001" is
    left), the verb takes the noun's place, the noun as its subject, and the noun's phrases
    before it that are no part of its noun phrase, or after the verb, as the clause's.  A
    noun with an apposition or other phrase after the verb ("Some 175 million shares traded
    on the Big Board, a 7 percent increase ...") is left.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("In March, 67 percent connected through cable, up from 63 percent a year earlier.")
    >>> repair_participle_roots(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc[:6]]
    [('In', 'prep', 'connected'), ('March', 'pobj', 'In'), (',', 'punct', 'connected'), ('67', 'nummod', 'percent'), ('percent', 'nsubj', 'connected'), ('connected', 'ROOT', 'connected')]
    """
    noun = next((t for t in doc if t.dep_ == "ROOT"), None)
    if noun is None or noun.pos_ not in _NOUNS or noun.i + 1 >= len(doc):
        return
    verb = doc[noun.i + 1]
    lemma = verb.lemma_.lower()
    if verb.head.i != noun.i or verb.dep_ != "acl" or verb.tag_ not in ("VBD", "VBN") \
            or verb.lower_ != inflect(lemma, "VBD") or "VERB" not in lemma_pos(lemma) \
            or any(c.dep_ == "agent" for c in verb.children):
        return  # ("Analysts polled by Reuters Research ...": a passive participle)
    if any(t.tag_ in ("VBD", "VBN", "VBZ", "VBP", "MD") for t in doc[:noun.i]) or any(
            t.pos_ in ("VERB", "AUX") and t.dep_ not in ("amod", "acl", "relcl", "conj", "pcomp",
                                                         "aux", "auxpass") and t.i != verb.i
            for t in doc):
        return  # a verb of the sentence's own, or a past form before the noun
    after = [c for c in noun.children if c.i > verb.i]
    if any(c.dep_ not in _CLAUSE_PHRASES for c in after):
        return
    verb.head, verb.dep_ = verb, "ROOT"
    verb.pos_, verb.tag_ = "VERB", "VBD"
    for child in list(noun.children):
        if child.i > verb.i or (child.i < noun.i and child.dep_ in _CLAUSE_PHRASES):
            child.head = verb
    noun.head, noun.dep_ = verb, "nsubj"
    for child in verb.children:
        if child.dep_ == "oprd" and child.i == verb.i + 1:
            child.dep_ = "dobj"  # "named Hepburn as ...": the one named
