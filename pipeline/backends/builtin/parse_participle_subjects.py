"""A subject and its participle phrase read as a participle's clause on the participle's
object: "people portraying victims stumbled amid the wreckage" has ``people/nsubj`` of
"portraying", ``portraying/amod`` of "victims", and ``victims/nsubj`` of "stumbled"; the
rules made the victims the ones who stumbled, portrayed by the people ((v / victim :ARG0-of
(p / portray-01 :ARG0 (p2 / person)))), a phrase of the root no clean stretch of the source
covers, so the root looked refocused and took no verbatim move.

An ``-ing`` word tagged as an adjective of the noun right after it, with a subject of its
own before it, where that noun is a verb's subject: the participle's subject is the verb's
subject, the participle its noun's phrase (``acl``), and the noun after it the participle's
object.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_participle_subjects"]

_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_NOUNS = frozenset({"NOUN", "PROPN"})


def repair_participle_subjects(doc: Doc) -> None:
    """Re-hang each subject, participle and object of the module docstring, in place."""
    for participle in doc:
        noun = participle.head
        if participle.tag_ != "VBG" or participle.dep_ != "amod" or noun.i != participle.i + 1 \
                or noun.dep_ not in _SUBJECTS or noun.pos_ not in _NOUNS \
                or any(c.i < noun.i for c in noun.children if c.i != participle.i):
            continue
        subject = next((c for c in participle.children if c.dep_ == "nsubj"
                        and c.i < participle.i and c.pos_ in _NOUNS), None)
        if subject is None or subject.right_edge.i != participle.i - 1:
            continue
        verb, role = noun.head, noun.dep_
        subject.head, subject.dep_ = verb, role
        participle.head, participle.dep_ = subject, "acl"
        noun.head, noun.dep_ = participle, "dobj"
