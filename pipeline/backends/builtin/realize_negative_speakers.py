"""A rebuilt text that says a negative speaker's report after what was (not) said.

"Neither immediately said his agency would appeal the decision" came back "The decision
would be appealed by his agency, neither immediately said, ..." and "His agency would
appeal the decision, neither immediately said" (MRPC train 3363): said first, the clause
reads as asserted and the closing "neither said" as its attribution, when the source said
that no one said it.  A speaker "neither", "none", "nobody" or "no one" said after a comma
and before its verb of saying that closes the clause is refused (an entry of
realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text
from pipeline.backends.builtin.realize_words import REPORT_VERB_FORMS

__all__ = ["negative_speaker_after"]

_NEGATIVE_REPORT_AFTER = re.compile(
    rf", ((?:neither|none|nobody|no one)(?: of \w+)?(?: \w+ly)? (?:{REPORT_VERB_FORMS}))"
    r"(?=[,.;]|$)", re.I)


def negative_speaker_after(text: str, tokens: Sequence[str]) -> str | None:
    """The negative speaker and verb of saying ``text`` says after the clause they report,
    where the source (``tokens``) said them elsewhere; else None.

    >>> src = "Neither immediately said his agency would appeal the decision .".split()
    >>> negative_speaker_after("His agency would appeal the decision, neither immediately "
    ...                        "said.", src)
    'neither immediately said'
    >>> negative_speaker_after("Neither said immediately that his agency would appeal the "
    ...                        "decision.", src)
    """
    source = lowered_text(tokens)
    for found in _NEGATIVE_REPORT_AFTER.finditer(text):
        if f", {found.group(1).lower()}" not in source:
            return found.group(1)
    return None
