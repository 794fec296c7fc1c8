"""A rebuilt text that drops the pronoun object of a verb of asking or allowing before its
infinitive.

"... are talking to other bands to ask them to step in" (6524) became "It is ... that are
talking to other bands to ask to step in them." and "To ask to step in other bands, ... are
talking to them.": without its object "ask to step in" says the askers will step in.  Such a
text is refused (a row of realize_lost_word_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_words import OBJECT_CONTROL, OBJECT_PRONOUNS

__all__ = ["lost_control_object"]



def lost_control_object(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) "VERB PRONOUN to INFINITIVE" ("ask them to step") where
    ``text`` says "VERB to INFINITIVE"; else None.

    >>> src = "They are talking to other bands to ask them to step in .".split()
    >>> lost_control_object("To ask to step in other bands, they are talking to them.", src)
    'ask them to step'
    >>> lost_control_object("They are talking to other bands to ask them to step in.", src) is None
    True
    """
    for at in range(len(tokens) - 3):
        verb, pronoun, to, infinitive = tokens[at:at + 4]
        if pronoun.lower() in OBJECT_PRONOUNS and to.lower() == "to" \
                and lemmas(verb.lower()) & OBJECT_CONTROL \
                and re.search(rf"(?<!\w){re.escape(verb)} to {re.escape(infinitive)}(?!\w)",
                              text, re.IGNORECASE):
            return f"{verb} {pronoun} to {infinitive}"
    return None
