"""An adjective of a counted noun that spaCy hung on the count before the noun.

"Only 12 of the last 30 attempts to reach Mars have succeeded": spaCy made "last" the
modifier of "30", a number, which the rules say as a constant with no modifiers, so "last"
was dropped and every rebuilt focus refused ("the parse dropped 'last' of the source");
"since the twin 1998 truck bombings" lost "twin" the same way.  The adjective says which
of the noun's things are counted, as in "the last two attempts", where spaCy hangs it on
the noun: the repair does so here too.  Only the adjectives that pick out things
(:data:`_PICKING_ADJECTIVES`); a hedge of the number ("more than 8 percent", "as many
as", "an estimated 28,000") is the number's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_words import DATE_DEICTICS

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_number_adjectives"]

# Adjectives that say which things a count counts ("the last 30 attempts", "the twin 1998
# bombings"), beside the deictics of a date ("the past 12 months").
_PICKING_ADJECTIVES = DATE_DEICTICS | frozenset({
    "first", "final", "previous", "twin", "other", "remaining", "additional", "latest",
    "recent", "initial"})


def repair_number_adjectives(doc: Doc) -> None:
    """Hang an adjective that picks out a counted noun's things on the noun, not its count.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Only 12 of the last 30 attempts to reach Mars have succeeded.")
    >>> repair_number_adjectives(doc)
    >>> [(t.text, t.head.text) for t in doc if t.text == "last"]
    [('last', 'attempts')]
    """
    for word in doc:
        count = word.head
        if word.dep_ != "amod" or word.lower_ not in _PICKING_ADJECTIVES \
                or count.tag_ != "CD" or count.dep_ != "nummod" or not word.i < count.i:
            continue
        noun = count.head
        if noun.pos_ in ("NOUN", "PROPN") and count.i < noun.i:
            word.head = noun
