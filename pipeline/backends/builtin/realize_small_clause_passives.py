"""A rebuilt passive whose subject is the source's small clause: an object and the
participle said of it after a verb of ordering or wanting.

"Mayor James Quinn ordered all city flags flown at half-mast for the next 30 days" came back
"All city flags flown at half-mast for the next 30 days were ordered by Mayor James Quinn."
(MRPC train 4381), and "High Court Judge Frank Kapanda ordered the men immediately released
on bail" "The men immediately released on bail were ordered by High Court Judge Frank
Kapanda ..." (3653): the participle reads as a reduced relative of the subject, so the mayor
ordered flags, the judge ordered men.  A text whose passive of such a verb has for its
subject the words the source said right after the verb, a participle among them past the
first word, is refused (an entry of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import past_participle
from pipeline.backends.builtin.realize_source_tokens import lowered_text
from pipeline.backends.builtin.realize_words import BE_FORMS

__all__ = ["small_clause_subject"]

# Verbs that take an object and a participle said of it ("ordered the men released").
_SMALL_CLAUSE_VERBS = frozenset(["ordered", "wanted", "needed", "got", "kept", "left", "had",
                                 "saw", "declared"])
_BE = "|".join(sorted(BE_FORMS))
_PASSIVE = re.compile(rf"^(.+?) (?:{_BE}) ((?:{'|'.join(sorted(_SMALL_CLAUSE_VERBS))})) by\b")


def small_clause_subject(text: str, tokens: Sequence[str]) -> str | None:
    """The passive subject of ``text`` that the source (``tokens``) said as the object and
    participle of the same verb, else None.

    >>> src = "The mayor ordered all city flags flown at half-mast for 30 days .".split()
    >>> small_clause_subject("All city flags flown at half-mast for 30 days were ordered by "
    ...                      "the mayor.", src)
    'All city flags flown'
    >>> small_clause_subject("The mayor ordered all city flags flown at half-mast for 30 "
    ...                      "days.", src)
    >>> small_clause_subject("The supplies were ordered by the mayor.",
    ...                      "The mayor ordered the supplies .".split())
    """
    found = _PASSIVE.search(text)
    if found is None:
        return None
    subject, verb = found.group(1).split(), found.group(2)
    source = lowered_text(tokens).replace(" - ", "-")  # the tokenizer's "half - mast"
    if f"{verb} {' '.join(subject).lower()}" not in source:
        return None
    for at, word in enumerate(subject[1:], 1):
        if past_participle(word.lower()):
            return " ".join(subject[:at + 1])
    return None
