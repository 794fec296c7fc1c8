"""A rebuilt text that moves the source's opening word inside the sentence and keeps the
capital it had only for opening it.

"Partway across the Atlantic, "He just heard two huge bangs and the balloon shuddered and
fell," the balloonist's spokesperson Nicky Webster said." (6516) becomes "He just heard two
huge bangs Partway across the Atlantic, the balloon shuddered, and it fell, the balloonist's
spokesperson Nicky Webster said.": the word reads as a name and the sentence as two run
together.  Such a text is refused (a row of realize_moved_word_faults' table, rebuilt texts
only).  Only a word that cannot be a name is read: one spaCy tags, in the source, an adverb,
preposition, conjunction or personal pronoun ("Partway", "Clearly", "They"); a capital that
may be a name's or a nationality's ("Russian", "Linux", "The Associated Press") is left.
realize_opening_capitals lowers an opening common noun the lexicon knows; an adverb fronted
before a quotation is no word of the clause it lands in, so it is refused, not lowered.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

__all__ = ["opening_capital_moved"]

# Penn tags of an opening word whose capital is the sentence's only: adverbs, prepositions and
# subordinators, coordinators, personal pronouns ("The" is left: "told The Associated Press").
_NO_NAME_TAGS = frozenset(["RB", "RBR", "RBS", "WRB", "IN", "CC", "PRP"])
# Dependencies of such a word whatever its tag: "Partway across the Atlantic" is tagged a
# noun but modifies the phrase after it; a proper noun is left ("Connolly said ..." is read
# an adverb).
_NO_NAME_DEPS = frozenset(["advmod", "prep", "mark", "cc"])
# What may stand before a word that opens a sentence or a quotation inside the text
_OPENERS = ('"', "'", "\u201c", ".", "?", "!", ":", "(", "[")


@lru_cache(maxsize=4096)
def _opening_is_no_name(sentence: str) -> bool:
    """Whether spaCy reads ``sentence``'s first word as an adverb, preposition, conjunction or
    pronoun."""
    from pipeline.nlp import load_spacy

    first = next((token for token in load_spacy()(sentence) if token.is_alpha), None)
    return first is not None and (first.tag_ in _NO_NAME_TAGS or (first.dep_ in _NO_NAME_DEPS
                                  and not first.tag_.startswith("NNP")))


def opening_capital_moved(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) opening word where ``text`` says it, with its capital,
    after a word of its own sentence and spaCy reads it as no name; else None.

    >>> src = ("Partway across the Atlantic , \\" He just heard two huge bangs and the balloon "
    ...        "shuddered and fell , \\" the balloonist 's spokesperson Nicky Webster said .").split()
    >>> opening_capital_moved("He just heard two huge bangs Partway across the Atlantic, the "
    ...     "balloon shuddered, and it fell, the balloonist's spokesperson Nicky Webster said.", src)
    'Partway'
    >>> opening_capital_moved("It was the balloonist's spokesperson Nicky Webster who said "
    ...     "partway across the Atlantic he just heard two huge bangs.", src) is None
    True
    """
    first = next((token for token in tokens if token[:1].isalpha()), "")
    # a plain capitalized word: no "MSNBC.com", "Power5", "LeapFrog"
    if not first[:1].isupper() or not first[1:].isalpha() or not first[1:].islower():
        return None
    for found in re.finditer(rf"(?<![\w'-]){re.escape(first)}(?![\w'-])", text):
        before = text[:found.start()].rstrip()
        if not before or before.endswith(_OPENERS):
            continue
        return first if _opening_is_no_name(" ".join(tokens)) else None
    return None
