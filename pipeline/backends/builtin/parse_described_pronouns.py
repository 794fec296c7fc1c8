"""A quantifier that a participle describes ("among several published this week in the
Journal of Allergy"), read as a noun.

spaCy hangs the participle on the word as an ``acl``, as on a noun; but the rules read
"several" as an adjective, which takes no participle, so the participle and all its words
were dropped and every rebuilt focus was refused ("the parse dropped 'published' of the
source").  AMR reads the word as the noun it stands for, described by the participle:
(s / several :ARG1-of (p / publish-01 ...)).  The repair tags such a word a noun, which the
rules read with its participle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_described_pronouns"]

# Words that stand for a noun and may take a participle after them.
# (Not "one": already a noun where it is one, "contradicts one issued in 1992"; and read so
# in "A slit the size of one created in the test ...", which spaCy misparses whole.  Nor
# "those", whose pronoun reading, (t / that :ARG1-of (t2 / target-01)), takes it already.)
_STANDING_WORDS = frozenset({"several", "many", "most", "some", "few", "others", "all",
                             "both"})


def repair_described_pronouns(doc: Doc) -> None:
    """Tag a quantifier with a participle after it a noun (module docstring).

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("The reports are among several published this week.")
    >>> repair_described_pronouns(doc)
    >>> [(t.text, t.pos_) for t in doc if t.text == "several"]
    [('several', 'NOUN')]
    """
    for word in doc:
        # (not an apposition: "Treatment guidelines, many written by ...", a part of the
        # noun before it, came back "Treatment guidelines ... are many, medical-specialty
        # organizations wrote")
        if word.lower_ in _STANDING_WORDS and word.pos_ in ("ADJ", "PRON", "NUM", "DET") \
                and word.dep_ in ("pobj", "dobj", "attr", "nsubj", "nsubjpass") \
                and any(c.dep_ == "acl" and c.tag_ == "VBN" and c.i == word.i + 1
                        for c in word.children):
            word.pos_, word.tag_ = "NOUN", "NNS"
