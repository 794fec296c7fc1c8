"""A relative "where" or "when" that spaCy hung on the last of the coordinated verbs of its
clause.

"He was sent to Larned State Hospital, where he was evaluated and treated": spaCy made
"where" the adverb of "treated", the conjunct, not of "evaluated", the relative clause's
own verb.  The rules then read the first verb as a clause with no relative word
(``hospital :mod evaluate-01``) and hung the second on the noun as its place alone; "in
1998, when Dr. Barnett Slepian was shot and killed in his home" gave (d / date-entity :mod
(s / shoot-01) :time-of (k / kill-01)), every rebuilt text dropping the "and" or saying a
shooting that the date modifies.  Said between the noun and the first verb, the adverb
opens the whole clause: the repair hangs it on the first verb, and the later verbs share it
(parse_relative_conjuncts), (d :time-of (s / shoot-01) :time-of (k / kill-01)).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_words import RELATIVE_ADVERBS

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_relative_adverbs"]

# The dependencies of a clause on the noun it describes.
_NOUN_CLAUSES = frozenset({"relcl", "acl", "advcl"})


def repair_relative_adverbs(doc: Doc) -> None:
    """Hang a relative "where"/"when" said before a clause's first verb on that verb, where
    spaCy hung it on a later verb coordinated with it.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("He was sent to Larned State Hospital, where he was evaluated and treated.")
    >>> repair_relative_adverbs(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text == "where"]
    [('where', 'advmod', 'evaluated')]
    >>> doc = load_spacy()("It was the city where he lived and where he died.")
    >>> repair_relative_adverbs(doc)
    >>> [t.head.text for t in doc if t.text == "where"]
    ['lived', 'died']
    """
    for word in doc:
        if word.lower_ not in RELATIVE_ADVERBS or word.tag_ != "WRB" or word.dep_ != "advmod":
            continue
        later = word.head
        first = later.head
        if later.dep_ != "conj" or first.dep_ not in _NOUN_CLAUSES \
                or first.pos_ not in ("VERB", "AUX") or not first.head.i < word.i < first.i:
            continue  # ("where he died" after "where he lived and": its own clause's)
        word.head = first
