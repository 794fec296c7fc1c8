"""A source's opening discourse phrase said inside the clause it introduced.

"On a positive note, C&W's estimated lease commitments ... fell 600 million pounds to 1.6
billion." rebuilt with the phrase at the end says the commitments fell "on a positive
note", a manner; "Cablevision is obligated to pay ... in other words." and "More than 1800
US soldiers were placed for example late last year in Djibouti" read as broken.  Such a
phrase ties the sentence to what came before it: it stands first or set off by commas
("On a positive note, it was C&W's ... that fell ..."), never as one of the clause's own
adverbials, where a moved time or place ("last week", "in a statement") reads well.  The
same holds for a one-word sentence adverb or "what's more" and for a phrase that opens the
clause a report verb introduces ("He said, what's more, Mr. Kim hoped ..." rebuilt as
"Mr. Kim hoped Hyundai would sell ..., he said what's more."), and the phrase must be set
off on both sides ("Clark said there is after all, China isn't racing ...").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_words import QUOTE_MARKS, REPORT_VERBS

__all__ = ["DISCOURSE_OPENERS", "buried_discourse_opener"]

# Phrases that link a sentence to the text before it and take a comma after them; the
# sentence adverbs of one word ("However", "Meanwhile") are _CONNECTIVE_WORDS below.
DISCOURSE_OPENERS = frozenset([
    "for example", "for instance", "in other words", "on a positive note",
    "on a negative note", "on a brighter note", "on the other hand", "on the one hand",
    "by contrast", "in contrast", "by comparison", "in comparison", "in addition",
    "of course", "in fact", "first up", "in turn",
    "on balance", "in short", "to be sure", "in any case", "in any event", "after all",
    "above all", "in particular", "in general", "as usual", "further back", "in the end",
    "in sum", "in summary", "as expected",
])


# One-word sentence adverbs (and "what's more") that open the clause they link the same way:
# said last they trail the report ("Mr. Kim hoped Hyundai would sell ..., he said what's
# more.").  Not "also", "still", "instead", "now", which read well before a verb.
_CONNECTIVE_WORDS = frozenset([
    "what's more", "moreover", "besides", "furthermore", "meanwhile", "additionally",
    "separately", "similarly", "likewise", "indeed", "nevertheless", "nonetheless", "however",
    "consequently", "therefore", "hence", "meantime", "incidentally", "conversely",
])
_OPENERS = DISCOURSE_OPENERS | _CONNECTIVE_WORDS
# Where a clause's opener stands in the source: first, or right after a report verb (its
# comma and "that" aside): "He said, what's more, ...", "said that in addition, ...".


def _clause_starts(words: Sequence[str]) -> list[int]:
    """The indices in ``words`` where a clause the source reports or states begins."""
    starts = [0]
    for index, word in enumerate(words):
        if word in REPORT_VERBS:
            after = index + 1
            while after < len(words) and words[after] in (",", "that"):
                after += 1
            starts.append(after)
    return starts


def _source_opener(words: Sequence[str]) -> str | None:
    """The discourse phrase that opens a clause of ``words`` before its comma, else None."""
    for start in _clause_starts(words):
        for end in range(start + 1, min(start + 6, len(words))):
            if words[end] == ",":
                phrase = " ".join(words[start:end])
                if phrase in _OPENERS:
                    return phrase
                break
    return None


def buried_discourse_opener(text: str, tokens: Sequence[str]) -> str | None:
    """The source's discourse phrase opening a clause (``tokens``) when ``text`` says it
    without setting it off (first in the text or after a comma, a comma after it), else None.

    >>> tokens = "For example , the Dow dropped 1,500 points .".split()
    >>> buried_discourse_opener("The Dow dropped 1,500 points for example.", tokens)
    'for example'
    >>> buried_discourse_opener("For example, it was the Dow that dropped 1,500 points.", tokens)
    >>> buried_discourse_opener("What he said was that, for example, the Dow dropped.", tokens)
    >>> tokens = "Last week , the Dow dropped 1,500 points .".split()
    >>> buried_discourse_opener("The Dow dropped 1,500 points last week.", tokens)
    >>> tokens = "What 's more , he said , Kim hoped Hyundai would sell cars .".split()
    >>> buried_discourse_opener("Kim hoped Hyundai would sell cars, he said what's more.", tokens)
    "what's more"
    >>> tokens = "In addition , he said Kim hoped Hyundai would sell cars .".split()
    >>> buried_discourse_opener("What in addition, he said was that Kim hoped ...", tokens)
    'in addition'
    >>> buried_discourse_opener("Kim hoped Hyundai would sell cars, in addition, he said.", tokens)
    >>> tokens = "He said that besides , Kim hoped Hyundai would sell cars .".split()
    >>> buried_discourse_opener("Kim hoped Hyundai would sell cars besides, he said.", tokens)
    'besides'
    """
    words = " ".join(t.lower() for t in tokens if t not in QUOTE_MARKS).replace(" 's ", "'s ")
    phrase = _source_opener(words.split())
    if phrase is None:
        return None
    # set off: first in the text or after a comma, colon or quotation mark, a comma after it
    placed = [found.group(1) == "," for found in
              re.finditer(rf"(?i)(?:^|[,:\"“]\s*){re.escape(phrase)}\b(.?)", text)]
    if any(placed) or not re.search(rf"(?i)\b{re.escape(phrase)}\b", text):
        return None
    return phrase
