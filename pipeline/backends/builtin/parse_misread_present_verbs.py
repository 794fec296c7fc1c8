"""A sentence's only verb, a present "-s" form, that spaCy read as a plural noun.

"The lawsuit, filed after a 19-month investigation ..., names Lay and Skilling among
others" and "The lawsuit names Shelley, a Democrat, and registrars in ...": the small model
tags "names" a plural noun, the apposition of "lawsuit" or the root with "lawsuit" its
compound, and the name after it an adverb or apposition of that noun; the rules made
(l / lawsuit :mod (n / name :mod (l2 / lay))) and dropped "Skilling" ("the parse dropped
'Skilling'").  With no other verb in the sentence, such a word right before a name is the
clause's verb: it takes the sentence's root, the noun before it as its subject and the name
after it as its object, as :mod:`parse_misread_past_verbs` does for a past tense read as an
adjective.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import inflect, lemma_pos
from pipeline.backends.builtin.parse_misread_past_verbs import has_clause_verb

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_misread_present_verbs"]

# What spaCy made of the name after the misread verb.
_OBJECT_DEPS = frozenset({"npadvmod", "appos", "dobj", "compound", "nmod"})


def repair_misread_present_verbs(doc: Doc) -> None:
    """Make a present "-s" verb read as a plural noun before a name the sentence's verb.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("The lawsuit, filed after a 19-month investigation by the Employee "
    ...                    "Benefits Security Administration, names Lay and Skilling among others.")
    >>> repair_misread_present_verbs(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("lawsuit", "names", "Lay")]
    [('lawsuit', 'nsubj', 'names'), ('names', 'ROOT', 'names'), ('Lay', 'dobj', 'names')]
    """
    if has_clause_verb(doc):
        return
    for word in doc:
        if word.tag_ != "NNS" or word.dep_ not in ("ROOT", "appos") or not _present_form(word):
            continue
        subject = _subject(word)
        obj = next((c for c in word.children if c.i == word.i + 1 and c.pos_ == "PROPN"
                    and c.dep_ in _OBJECT_DEPS), None)
        if subject is None or obj is None:
            continue
        root = word.head if word.dep_ == "appos" else word
        word.pos_, word.tag_ = "VERB", "VBZ"
        if root is not word:
            for child in list(root.children):
                if child.i > word.i:
                    child.head = word  # the closing full stop
            word.head, word.dep_ = word, "ROOT"
        subject.head, subject.dep_ = word, "nsubj"
        obj.head, obj.dep_ = word, "dobj"
        return


def _present_form(word: Token) -> bool:
    """Whether ``word`` is a verb's third-person present form ("names" of "name")."""
    low = word.lower_
    stem = low[:-1]
    return low.endswith("s") and "VERB" in lemma_pos(stem) and inflect(stem, "VBZ") == low


def _subject(word: Token) -> Token | None:
    """The singular noun before ``word`` that is the verb's subject: the noun it is the
    apposition of, or its compound right before it ("The lawsuit names")."""
    if word.dep_ == "appos":
        head = word.head
        return head if head.i < word.i and head.tag_ == "NN" and head.dep_ == "ROOT" else None
    return next((c for c in word.children if c.dep_ == "compound" and c.i == word.i - 1
                 and c.tag_ == "NN"), None)
