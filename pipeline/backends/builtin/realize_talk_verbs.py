"""A rebuilt text that says the source's noun "talk" with its "that" clause as a verb.

"Analysts attributed the increase in part to negative news from ... WorldCom Inc. and talk
that AT&T could be a takeover target." (MRPC train 4753, 4754): the parse reads "talk" as a
second verb of the analysts, and the texts say "..., and they talk that AT&T could be a
takeover target" or "Analysts talk that AT&T could be a takeover target, and they attributed
...".  The verb "talk" takes no "that" clause (only the noun does: "talk that", "word
that"), so such a text is broken and says a claim the source only reported as rumour.  It
is refused (a row of realize_meaning_faults' table, rebuilt texts only) where the text says
"talk that" after another word than the source did.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["talk_said_as_verb"]

_TALK_THAT = re.compile(r"\b([\w'-]+) (talk|talks|talked) that\b", re.IGNORECASE)


def talk_said_as_verb(text: str, tokens: Sequence[str]) -> str | None:
    """``text``'s "WORD talk that" where the source (``tokens``) said its "talk that" after
    another word (a noun made a verb), or None.

    >>> talk_said_as_verb("Analysts cited bad news, and they talk that AT&T is a target.",
    ...     "Analysts cited bad news and talk that AT&T is a target .".split())
    'they talk that'
    >>> talk_said_as_verb("It was bad news and talk that analysts cited.",
    ...     "Analysts cited bad news and talk that AT&T is a target .".split())
    """
    source = _TALK_THAT.search(joined_tokens(tokens))
    if source is None:
        return None
    said = _TALK_THAT.search(text)
    if said is None or said.group(1).lower() == source.group(1).lower():
        return None
    return said.group(0)
