"""A rebuilt passive whose subject carries the bare day or date the source said right after
its object as the verb's time.

"Republican National Committee Chairman Ed Gillespie issued a letter Friday to CBS ..."
(287) becomes "A letter Friday was issued to CBS Television President Leslie Moonves by
...", "Five Big East schools ... filed the lawsuit June 6." (984) "The lawsuit June 6 was
filed by five Big East schools, ...", "U.S forces found the tractor-trailer April 19 at a
Kurdish checkpoint" (6740) "The tractor-trailer April 19 was found at ...": the passive
takes the object with the time after it as one noun phrase, which reads as no English or
as a thing dated so.  Such a text is refused (an entry of realize_source_faults' table,
rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.realize_source_tokens import joined_tokens
from pipeline.backends.builtin.realize_words import MONTH_NAMES

__all__ = ["time_in_passive_subject"]

_DAY = (r"(?:" + "|".join(w.capitalize() for w in sorted(WEEKDAYS)) + r"|(?:"
        + "|".join(MONTH_NAMES) + r") \d{1,2})")
# "A/The [WORDS] NOUN DAY [PHRASE] BE [ADVERB] PARTICIPLE": a passive's subject with a bare
# day or date after its noun (and, at most, a place phrase).
_SUBJECT_TIME = re.compile(
    rf"^(?:A|An|The)(?: [a-z][\w'-]*){{1,3}} (?P<day>{_DAY})\b"
    r"(?: (?:at|in|on|near|against|to|from) [^,]*?)? "
    r"(?:is|are|was|were|has been|have been|had been|will be)(?: \w+ly| also| not)? "
    r"[a-z]+\b")
_WORD = re.compile(r"[\w'-]+")


def time_in_passive_subject(text: str, tokens: Sequence[str]) -> str | None:
    """"NOUN DAY" where ``text``'s passive subject says a bare day or date after its noun
    that the source (``tokens``) said after that noun past its opening; else None.

    >>> src = "Five schools filed the lawsuit June 6 .".split()
    >>> time_in_passive_subject("The lawsuit June 6 was filed by five schools.", src)
    'lawsuit June 6'
    >>> time_in_passive_subject("The lawsuit was filed by five schools June 6.", src) is None
    True
    """
    found = _SUBJECT_TIME.match(text)
    if found is None:
        return None
    noun = text[:found.start("day")].split()[-1]
    day = found.group("day")
    said = [w.lower() for w in _WORD.findall(joined_tokens(tokens))]
    run = [noun.lower(), *(w.lower() for w in day.split())]
    # (past the source's first three words: a subject the source opened on is left)
    for start in range(3, len(said) - len(run) + 1):
        if said[start:start + len(run)] == run:
            return f"{noun} {day}"
    return None
