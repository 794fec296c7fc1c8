"""A rebuilt text that makes the source's object clause the subject of a passive, bare.

"Doctors have speculated that the body's own estrogen protects against cell damage and
improves blood flow." came back "The body's own estrogen protects against cell damage have
been speculated by doctors, and doctors improve blood flow." (MRPC train 4766), and "Rep. Dan
Gelber ... argued that the freeze is for only a few months." came back "The freeze is for only
a few months was argued by Rep. Dan Gelber, D-Miami Beach." (2425): a finite clause cannot be
a subject without its "that" ("That the freeze is ... was argued" is English; English says
"It was argued ... that" more often).  Such a text is refused (an entry of realize_source_faults'
table, rebuilt texts only): a passive "be V-ed by" of a verb the source said before
"that" (no determiner after it; a text whose subject is the source's "that"
noun phrase opens with "That"), in a text that opens with neither "It" nor
"That".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import BE_FORMS, DETERMINERS

__all__ = ["bare_clause_passive"]

_BE = "|".join(sorted(BE_FORMS))
_PASSIVE = re.compile(rf"(?i)\b(?:{_BE}) (\w+) by\b")


def bare_clause_passive(text: str, tokens: Sequence[str]) -> str | None:
    """The "be V-ed by" of ``text`` whose verb the source (``tokens``) said with a "that"
    clause, said with that clause as a bare subject; or None.

    >>> bare_clause_passive("The freeze is for only a few months was argued by Rep. Dan "
    ...     "Gelber.", "Rep. Dan Gelber argued that the freeze is for only a few months ."
    ...     .split())
    'argued'
    >>> bare_clause_passive("That intelligence was cited by the Bush administration.",
    ...     "The Bush administration cited that intelligence .".split())
    """
    if re.match(r"(?:It|That) ", text):
        return None
    low = lowered_tokens(tokens)
    # verbs the source said before a complementizer "that" (not "that intelligence")
    clause_verbs = {lemma for at, word in enumerate(low[:-2])
                    if low[at + 1] == "that" and low[at + 2] not in DETERMINERS
                    for lemma in lemmas(word)}
    for found in _PASSIVE.finditer(text):
        participle = found.group(1).lower()
        if clause_verbs & lemmas(participle) - {participle}:
            return found.group(1)
    return None
