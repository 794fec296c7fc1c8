"""A rebuilt text that moves the source's opening word inside the sentence and keeps the
capital it had only for opening it.

"Partway across the Atlantic, "He just heard two huge bangs and the balloon shuddered and
fell," the balloonist's spokesperson Nicky Webster said." (6516) becomes "He just heard two
huge bangs Partway across the Atlantic, the balloon shuddered, and it fell, the balloonist's
spokesperson Nicky Webster said.": the word reads as a name and the sentence as two run
together.  Such a text is refused (a row of realize_moved_word_faults' table, rebuilt texts
only).  Only a word that cannot be a name is read: one spaCy tags, in the source, an adverb,
preposition, conjunction or personal pronoun ("Partway", "Clearly", "They"; the parser
records its tag, parse_opening_words); a capital that may be a name's or a nationality's
("Russian", "Linux", "The Associated Press") is left, and so is a word whose tag is not
known (a gold graph's, a clause cut from its sentence after its opening word).
realize_opening_capitals lowers an opening common noun the lexicon knows; an adverb fronted
before a quotation is no word of the clause it lands in, so it is refused, not lowered.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

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


def _no_name(opener: tuple[str, str] | None) -> bool:
    """Whether spaCy's (tag, dependency) of the opening word read it as an adverb,
    preposition, conjunction or pronoun."""
    if opener is None:
        return False
    tag, dep = opener
    return tag in _NO_NAME_TAGS or (dep in _NO_NAME_DEPS and not tag.startswith("NNP"))


def opening_capital_moved(text: str, tokens: Sequence[str],
                          opener: tuple[str, str] | None) -> str | None:
    """The source's (``tokens``) opening word where ``text`` says it, with its capital,
    after a word of its own sentence and spaCy's tag and dependency of it (``opener``) read
    it as no name; else None.

    >>> src = ("Partway across the Atlantic , \\" He just heard two huge bangs and the balloon "
    ...        "shuddered and fell , \\" the balloonist 's spokesperson Nicky Webster said .").split()
    >>> opening_capital_moved("He just heard two huge bangs Partway across the Atlantic, the "
    ...     "balloon shuddered, and it fell, the balloonist's spokesperson Nicky Webster said.", src,
    ...     ("RB", "advmod"))
    'Partway'
    >>> opening_capital_moved("It was the balloonist's spokesperson Nicky Webster who said "
    ...     "partway across the Atlantic he just heard two huge bangs.", src, ("RB", "advmod")) is None
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
        return first if _no_name(opener) else None
    return None
