"""A "for X to V" right after its verb that a rebuilt sentence said as a purpose.

"Rescue workers had to scrounge for boats to retrieve residents" says what they scrounged
for; "The group called for the UN to intervene" says what it called for.  The parse reads
"for boats to retrieve" as a purpose clause with its own subject ("boats"), which the
realizer says as "so that boats could retrieve residents" or fronts as "For boats to
retrieve residents ..., rescue workers had to scrounge": the boats now do the retrieving,
and the scrounging is for nothing.  A "for" right after the verb belongs to the verb; a
rebuilt sentence that no longer says the verb with it misreads the source
(:func:`for_to_as_purpose`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["for_subject_invented", "for_to_as_purpose"]

# What ends the noun phrase between "for" and "to".
_BREAKS = frozenset([",", ";", ":", ".", "and", "or", "but", "that", "which", "who"])


def for_to_as_purpose(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "<verb> for" of a "<verb> for X to V" (``tokens``) that ``text`` no
    longer says, if any.

    >>> SRC = "Rescue workers had to scrounge for boats to retrieve residents .".split()
    >>> for_to_as_purpose("For boats to retrieve residents, rescue workers had to scrounge.", SRC)
    'scrounge for'
    >>> for_to_as_purpose("It was rescue workers who had to scrounge for boats to retrieve residents.", SRC)
    >>> for_to_as_purpose("They saved money for years.", "They saved money for years .".split())
    >>> for_to_as_purpose("They will need data to approve it, I know.",
    ...                   "I know for them to approve it , they will need data .".split())
    """
    low = text.lower()
    for k in range(1, len(tokens) - 3):
        verb = tokens[k - 1].lower()
        if tokens[k].lower() != "for" or lemma_pos(verb) != frozenset(["VERB"]):
            continue
        for j in range(k + 2, min(k + 6, len(tokens) - 1)):
            word = tokens[j].lower()
            if word in _BREAKS:
                break
            if word != "to" or "VERB" not in lemma_pos(tokens[j + 1]):
                continue
            noun = " ".join(tokens[k + 1:j]).lower()
            # said as a purpose: "so that boats could retrieve", "For boats to retrieve ...,"
            # ("I know for them to approve this price, they'll need ...": "They will need
            # statistical documentation to approve this price, I know" says no such purpose)
            purpose = f"so that {noun} " in low or low.startswith(f"for {noun} to ")
            if purpose and not re.search(rf"\b{re.escape(verb)} for\b", low):
                return f"{verb} for"
    return None


# "for X to V" in a rebuilt sentence: X is what "for" introduces, V a bare verb after "to".
_FOR_TO = re.compile(r"\bfor ((?:(?!\b(?:for|and|or|to)\b)[^,.;:])+?) to ([a-z]+)\b")
_NOT_VERBS = frozenset(["the", "a", "an", "its", "his", "her", "their", "this", "that"])


def for_subject_invented(text: str, tokens: Sequence[str]) -> str | None:
    """The "for X to V" of ``text`` whose "for X" the source (``tokens``) never said, if any:
    the realizer gave an infinitive a subject with "for" where the source said a clause or a
    passive ("It appeared for the main parachute to drag it" for "appeared to have been
    dragged ... by the main parachute", "told Reuters for at least 40 people to be killed"
    for "told Reuters at least 40 people had been killed", "later learned for the Concorde's
    sonic boom to cause the incident" for "learned that the incident was caused by ...").

    >>> SRC = "It appeared to have been dragged by the main parachute .".split()
    >>> for_subject_invented("It appeared for the main parachute to drag it.", SRC)
    'for the main parachute to drag'
    >>> for_subject_invented("They called for the UN to act.", "They called for the UN to act".split())
    >>> for_subject_invented("He worked for P&G prior to joining Kodak.", "x".split())
    """
    source = lowered_text(tokens)
    for found in _FOR_TO.finditer(text):
        subject, verb = found.group(1).lower(), found.group(2)
        if verb in _NOT_VERBS or verb.endswith("ing") \
                or not ({"VERB", "AUX"} & lemma_pos(verb)):
            continue
        if f"for {subject.split(' ')[0]}" not in source:
            return found.group(0)
    return None
