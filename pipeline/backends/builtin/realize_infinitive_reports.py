"""A pseudo-cleft that says as "what X VERB was that ..." a verb the source said with its "to"
infinitive: "What the United States only agreed was that it let the agency back into Iraq
..." for "The United States only agreed to let the agency back into Iraq ..." (4925, 4926).

The infinitive's event, said as a finite clause after "was that", is asserted as a report's
content (the letting happened, or was what they agreed had happened) where the source said
only what they agreed to do.  Such a text is refused (a row at the end of
realize_source_faults' table, rebuilt texts only) where the source said the verb with "to"
and a verb and never with "that"; "What he said was that ..." for "said that", or a verb the
source said with its clause, is left."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["infinitive_said_as_report"]

# The pseudo-cleft's clause of saying and its "that": "what the United States only agreed
# was that".
_WHAT_VERB_THAT = re.compile(r"\bwhat\b[^,]*? ([a-z]+) (?:was|is) that\b", re.IGNORECASE)


def infinitive_said_as_report(text: str, tokens: Sequence[str]) -> str | None:
    """"VERB was that" where ``text`` says so of a verb the source (``tokens``) said only
    with a "to" infinitive, or None.

    >>> source = "The United States only agreed to let the agency back into Iraq".split()
    >>> infinitive_said_as_report(
    ...     "What the United States only agreed was that it let the agency back.", source)
    'agreed was that'
    >>> infinitive_said_as_report("What he said was that he agreed to go.",
    ...                           "He said he agreed to go".split())
    >>> infinitive_said_as_report("What they agreed was that prices rose.",
    ...                           "They agreed that prices rose and agreed to act".split())
    >>> infinitive_said_as_report("What they agreed was that it rose.",
    ...                           "They agreed to a deal".split())
    """
    found = _WHAT_VERB_THAT.search(text)
    if found is None:
        return None
    verb = found.group(1).lower()
    low = lowered_tokens(tokens)
    at = [i for i, t in enumerate(low) if t == verb]
    with_infinitive = any(i + 2 < len(low) and low[i + 1] == "to"
                          and "VERB" in lemma_pos(low[i + 2]) for i in at)
    with_clause = any(i + 1 < len(low) and low[i + 1] == "that" for i in at)
    return f"{verb} was that" if with_infinitive and not with_clause else None
