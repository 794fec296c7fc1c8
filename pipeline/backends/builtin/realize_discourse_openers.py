"""A source's opening discourse phrase said inside the clause it introduced.

"On a positive note, C&W's estimated lease commitments ... fell 600 million pounds to 1.6
billion." rebuilt with the phrase at the end says the commitments fell "on a positive
note", a manner; "Cablevision is obligated to pay ... in other words." and "More than 1800
US soldiers were placed for example late last year in Djibouti" read as broken.  Such a
phrase ties the sentence to what came before it: it stands first or set off by commas
("On a positive note, it was C&W's ... that fell ..."), never as one of the clause's own
adverbials, where a moved time or place ("last week", "in a statement") reads well.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_words import QUOTE_MARKS

__all__ = ["DISCOURSE_OPENERS", "buried_discourse_opener"]

# Phrases that link a sentence to the text before it and take a comma after them; the
# sentence adverbs of one word ("However", "Meanwhile") are realize_verbatim_reporting_first's
# CONNECTIVE_OPENERS.
DISCOURSE_OPENERS = frozenset([
    "for example", "for instance", "in other words", "on a positive note",
    "on a negative note", "on a brighter note", "on the other hand", "on the one hand",
    "by contrast", "in contrast", "by comparison", "in comparison", "in addition",
    "of course", "in fact", "first up", "in turn",
    "on balance", "in short", "to be sure", "in any case", "in any event", "after all",
    "above all", "in particular", "in general", "as usual", "further back", "in the end",
    "in sum", "in summary", "as expected",
])


def buried_discourse_opener(text: str, tokens: Sequence[str]) -> str | None:
    """The source's opening discourse phrase (``tokens``) when ``text`` says it without the
    comma that sets it off, else None.

    >>> tokens = "For example , the Dow dropped 1,500 points .".split()
    >>> buried_discourse_opener("The Dow dropped 1,500 points for example.", tokens)
    'for example'
    >>> buried_discourse_opener("For example, it was the Dow that dropped 1,500 points.", tokens)
    >>> buried_discourse_opener("What he said was that, for example, the Dow dropped.", tokens)
    >>> tokens = "Last week , the Dow dropped 1,500 points .".split()
    >>> buried_discourse_opener("The Dow dropped 1,500 points last week.", tokens)
    """
    words = [t.lower() for t in tokens if t not in QUOTE_MARKS]
    if "," not in words[1:6]:
        return None
    phrase = " ".join(words[:words.index(",", 1)])
    if phrase not in DISCOURSE_OPENERS:
        return None
    said = re.search(rf"(?i)\b{re.escape(phrase)}\b(.?)", text)
    if said is None or said.group(1) == ",":
        return None
    return phrase
