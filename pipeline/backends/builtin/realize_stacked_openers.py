"""A rebuilt text does not stack a second fronted clause after a fronted phrase.

"If the extra equity for the project cannot be found, AMC directors will have to abandon
it to avoid trading while AMC is insolvent." refocused came back "To avoid trading, if the
extra equity for the project can not be found, AMC directors must abandon it ...": with two
openers one after the other a reader cannot tell whether the second belongs to the first
or to the main clause, and the sentence reads as a tangle ("For concurrence with House
amendments, if passed, the measure will return to the Senate.").  A text that opens on a
fronted phrase, clause or participle followed at once by a clause's subordinator is
refused unless the source said those two openers together, in that order.  Kept: a
time's or place's own relative clause ("Since November, when ..."), an attribution
("According to Day, after that process is completed, ...").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens
from pipeline.backends.builtin.realize_words import PREPOSITIONS, SUBORDINATORS

__all__ = ["stacked_opener"]

# The subordinators that open a second clause; not "as" ("In the gym, as many as 1,200
# students will gather ...": a quantity, not a clause).
_CLAUSE_OPENERS = SUBORDINATORS - {"as"}
# A relative adverb after a time or place phrase is that phrase's own clause ("On Monday,
# when the Lovsan worm began spreading, ...").
_RELATIVE_ADVERBS = frozenset(["when", "whenever", "where"])
# Participles that go on the phrase before them, not the main clause.
_PHRASE_PARTICIPLES = frozenset(["including", "excluding", "according", "following",
                                 "regarding", "concerning", "beginning", "starting",
                                 "ending", "notwithstanding"])
_WORD = re.compile(r"\w+(?:[-.']\w+)*")


def _plain(words: str) -> list[str]:
    return _WORD.findall(words.lower())


def _opener_kind(segment: str) -> str | None:
    """What kind of fronted opener ``segment`` is ("phrase", "clause", "participle"), or
    None when it does not open like one."""
    first = segment.split(" ", 1)[0].lower()
    if first in _CLAUSE_OPENERS:
        return "clause"
    if first == "to" or first in PREPOSITIONS:
        return "phrase"
    if first.endswith("ing") and len(first) > 4 and first not in _PHRASE_PARTICIPLES:
        return "participle"
    return None


def stacked_opener(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` opens on two fronted openers its source did not say together (module
    docstring), or None.

    >>> tokens = ('If the extra equity for the project cannot be found , AMC directors '
    ...           'will have to abandon it to avoid trading while AMC is insolvent .').split()
    >>> stacked_opener("To avoid trading, if the extra equity for the project can not be "
    ...                "found, AMC directors must abandon it while AMC is insolvent.", tokens)
    "a second fronted clause ('if') stacked after the fronted 'To avoid trading'"
    >>> stacked_opener("If the extra equity for the project can not be found, AMC directors "
    ...                "must abandon it to avoid trading while AMC is insolvent.", tokens)
    >>> tokens = ('Tenet has been under scrutiny since November , when former Chief Executive '
    ...           'Jeffrey Barbakow said the company used aggressive pricing .').split()
    >>> stacked_opener("Since November, when former Chief Executive Jeffrey Barbakow said the "
    ...                "company used aggressive pricing, Tenet has been under scrutiny.", tokens)
    """
    segments = text.split(", ")
    if len(segments) < 3:
        return None
    first, second = segments[0], segments[1]
    kind = _opener_kind(first)
    if kind is None or first.lower().startswith(("according to ", "at least ")):
        return None  # (an attribution reads apart from what follows it; "At least 10
        # trips ..." is a subject)
    second_word = second.split(" ", 1)[0].lower()
    # (a second participle is too often the subject or a noun: "..., spending is firming",
    # "..., nothing could have been done")
    if second_word not in _CLAUSE_OPENERS:
        return None
    if second_word in _RELATIVE_ADVERBS and kind == "phrase":
        return None
    pair = _plain(f"{first} {second}")
    source = _plain(joined_tokens(tokens))
    if any(source[start:start + len(pair)] == pair for start in range(len(source))):
        return None  # (the source's own two openers, or a clause and the participle the
        # source said after it: "After officers delivered the soda to the gunman, using a
        # long stick ..., they were released")
    return f"a second fronted clause ({second_word!r}) stacked after the fronted {first!r}"
