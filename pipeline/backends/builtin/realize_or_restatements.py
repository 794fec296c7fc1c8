"""A rebuilt text does not turn the source's ", or ..." aside into a clause of its own.

After a comma, "or" often restates or widens what comes before it rather than offering a
second event: "a small profit of $12 million, or break-even on a per-share basis", "the
merchandising direction of the company, or basically what it should stand for", "was
lost, stolen, or never collected".  A rebuilt text that says it as a clause with a pronoun
subject of its own offers an alternative the source did not ("Previously, it had reported
a small profit of $12 million, or it broke even on a per-share basis", "He or she decides to
direct the company the merchandising, or it should stand basically for what.", "An
undetermined amount of money was lost for more than a century, or it was stolen or it never
collected."), and is refused; a source that said its pronoun there keeps it ("..., or they
had no affiliation").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import PERSONAL_SUBJECT_PRONOUNS

__all__ = ["restatement_as_clause"]

_OR_PRONOUN = re.compile(r", or (" + "|".join(sorted(PERSONAL_SUBJECT_PRONOUNS)) + r")\b", re.IGNORECASE)


def restatement_as_clause(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` says the source's (``tokens``) ", or" aside as a clause with a pronoun
    subject the source did not give it (module docstring), or None.

    >>> tokens = "it had reported a small profit of $ 12 million , or break-even , .".split()
    >>> restatement_as_clause("It had reported a small profit of $12 million, or it broke "
    ...                       "even.", tokens)
    "the source's ', or break-even' said as a clause of 'it'"
    >>> restatement_as_clause("They had no affiliation, or they belonged to a party.",
    ...                       "they had no affiliation , or they belonged to a party".split())
    """
    lowered = lowered_tokens(tokens)
    asides = [at for at in range(1, len(lowered) - 1)
              if lowered[at] == "or" and lowered[at - 1] == ","]
    if not asides:
        return None
    for match in _OR_PRONOUN.finditer(text):
        pronoun = match.group(1).lower()
        if any(lowered[at + 1] == pronoun for at in asides):
            continue  # the source's own clause ("..., or they had no affiliation")
        return f"the source's ', or {tokens[asides[0] + 1]}' said as a clause of {pronoun!r}"
    return None
