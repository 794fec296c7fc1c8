"""A mandative subjunctive of the source said as a statement of fact.

"WinFS will require that applications be rewritten", "She insisted ... that it not be
published until after her death": the bare "be" says what is demanded, not what happened.
The parse reads the clause as any other (publish-01 :polarity -), and a rebuilt text says it
in the tense of its own verb: "It is WinFS that will require that applications were
rewritten", "What she insisted though was that it was not published until after her death",
the opposite of a demand.  A rebuilt text must say the source's "be" with its word again
("be rewritten", "should be exempted" for "recommended that it be exempted"); one that does
not is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import AUXILIARIES

__all__ = ["lost_subjunctive"]

# Words between "that" and a subjunctive "be": its subject's and a "not" ("that it not be").
_SUBJECT_SPAN = 5


def lost_subjunctive(text: str, tokens: Sequence[str]) -> str | None:
    """The source's subjunctive "be <word>" that ``text`` does not say, or None.

    >>> src = "WinFS will require that applications be rewritten .".split()
    >>> lost_subjunctive("It is WinFS that will require that applications were rewritten.", src)
    'be rewritten'
    >>> lost_subjunctive("It is WinFS that will require that applications be rewritten.", src)
    >>> lost_subjunctive("He said that it will be rewritten.", "He said that it will be rewritten .".split())
    """
    for i in range(2, len(tokens) - 1):
        if tokens[i].lower() != "be" or not tokens[i + 1][:1].isalpha():
            continue
        that = next((k for k in range(i - 1, max(i - 1 - _SUBJECT_SPAN, -1), -1)
                     if tokens[k].lower() == "that"), None)
        between = [t.lower() for t in tokens[that + 1:i]] if that is not None else []
        if that is None or not between or any(
                not t.replace("'", "").isalnum() or (t in AUXILIARIES and t != "not")
                or t in ("to", "n't") for t in between):
            continue
        phrase = f"be {tokens[i + 1].lower()}"
        if not re.search(rf"(?i)\b{re.escape(phrase)}\b", text):
            return phrase
    return None
