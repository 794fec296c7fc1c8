"""A range of dates the source said whole, said torn apart.

"The poll ... was conducted Wednesday through Friday" names one span; rebuilt as "On
Wednesday, RKM ... conducted the poll ... through Friday" or "Through Friday, RKM ...
conducted the poll ... Wednesday" it tells of a poll on Wednesday, or one lasting until
Friday; "totaled more than $3.2 billion to 2002 from 2001" turns the source's "2001 to
2002" around.  A text that says both ends but not the source's range, nor the range
"from" its first end, is refused (text_fault's source checks).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_entities import MONTH_NAMES, WEEKDAYS

__all__ = ["torn_date_range"]

_DATE_WORDS = WEEKDAYS | frozenset(MONTH_NAMES)
_RANGE_WORDS = frozenset(["through", "to", "until", "till", "thru"])


def _is_date_word(word: str) -> bool:
    return word.lower() in _DATE_WORDS or re.fullmatch(r"(?:19|20)\d\d", word) is not None


def torn_date_range(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) range of two date words that ``text`` says both ends of
    but not as one range, else None.

    >>> tokens = "The poll was conducted Wednesday through Friday by RKM .".split()
    >>> torn_date_range("On Wednesday, RKM conducted the poll through Friday.", tokens)
    'Wednesday through Friday'
    >>> torn_date_range("RKM conducted the poll Wednesday through Friday.", tokens)
    >>> tokens = "Transfers totaled $3.2 billion from 2001 to 2002 .".split()
    >>> torn_date_range("It was $3.2 billion that transfers totaled to 2002 from 2001.", tokens)
    '2001 to 2002'
    """
    for index in range(1, len(tokens) - 1):
        if tokens[index].lower() not in _RANGE_WORDS:
            continue
        first, last = tokens[index - 1], tokens[index + 1]
        if not (_is_date_word(first) and _is_date_word(last)):
            continue
        whole = f"{first} {tokens[index]} {last}"
        both = all(re.search(rf"\b{re.escape(end)}\b", text) for end in (first, last))
        if both and whole.lower() not in text.lower():
            return whole
    return None
