"""Two verbs of a fronted adverbial clause that share their subject said as the source said
them, without a second subject.

The realizer gives the second of two coordinated verbs a pronoun subject of its own ("...,
and it headed for landfall"), which inside an adverbial clause said first breaks the clause
in two and reads as the main clause: "As Tropical Storm Erika sped across the Gulf of
Mexico, and it headed for landfall, hurricane warnings were posted ...", "While Mr. Qurei
is widely respected, and he has a long history of negotiating with the Israelis, he can not
expect ...", "As we intensify our business focus, and we work to achieve profitability,
the actions reflect ...".  The text is mended from the source where the source said the two
verbs joined ("sped across the Gulf of Mexico and headed for landfall"): ", and PRONOUN"
becomes " and".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["joined_fronted_verbs"]

_FRONTED_COORDINATION = re.compile(
    r"^((?:But |And )?(?:As|While|When|Whenever|Although|Though|Because|If|Unless|Since|After|"
    r"Before|Until|Once) [^,]*?\b([\w'-]+)), and (?:it|they|he|she|we|I|you) ([\w'-]+)\b",
    re.IGNORECASE)  # (the realizer capitalizes the sentence after this mend)


def joined_fronted_verbs(text: str, tokens: Sequence[str]) -> str:
    """``text`` with the second subject of its fronted clause's coordination left out where
    the source (``tokens``) said the two verbs joined by "and".

    >>> joined_fronted_verbs("As it struggled, and it just failed to stay above the mark, "
    ...     "the dollar was in focus.", "The dollar was in focus as it struggled and just "
    ...     "failed to stay above the mark .".split())
    'As it struggled and just failed to stay above the mark, the dollar was in focus.'
    >>> joined_fronted_verbs("as it struggled, and it failed, the dollar fell",
    ...     "The dollar fell as it struggled and failed .".split())
    'as it struggled and failed, the dollar fell'
    >>> joined_fronted_verbs("When he left, and she cried, they met.",
    ...     "They met when he left , and she cried .".split())
    'When he left, and she cried, they met.'
    """
    found = _FRONTED_COORDINATION.match(text)
    if found is None:
        return text
    before, after = found.group(2).lower(), found.group(3).lower()
    if f" {before} and {after} " not in " " + " ".join(tokens).lower() + " ":
        return text
    return f"{found.group(1)} and {found.group(3)}{text[found.end():]}"
