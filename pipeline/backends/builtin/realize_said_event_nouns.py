"""A plural noun the source said with "the" before its "of" phrase, rebuilt bare and singular.

"charged with two counts of first-degree murder in the slayings of his wife, Laci, and
their unborn son" was rebuilt "charged ... in slaying of his wife, Laci, ...": the event
noun (``slay-01``) built word by word lost its article and its number, and "in slaying of"
is no English for the killings of two people.  The graph keeps neither the article nor the
number of an event, so the finished text is checked against the source's words
(:func:`event_noun_bared`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemma_pos
from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["event_noun_bared"]

# Words a noun stands right after when nothing determines it: a preposition or a verb.
_BARE_BEFORE = frozenset({"in", "of", "for", "on", "at", "with", "by", "from", "to", "over",
                          "after", "before", "since", "during", "about"})


def event_noun_bared(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "the <plural> of" (``tokens``) that ``text`` says as a bare singular
    "<preposition> <noun> of", if any.

    >>> SRC = "He is charged in the slayings of his wife .".split()
    >>> event_noun_bared("He is the one that is charged in slaying of his wife.", SRC)
    'the slayings of'
    >>> event_noun_bared("He is charged in the slayings of his wife.", SRC)
    >>> event_noun_bared("He spoke of the rise of prices.", "the rises of prices".split())
    """
    low = text.lower()
    source = lowered_text(tokens)
    for k in range(1, len(tokens) - 1):
        plural = tokens[k].lower()
        if tokens[k - 1].lower() != "the" or tokens[k + 1].lower() != "of" \
                or not plural.endswith("s"):
            continue
        single = plural[:-1]
        # a noun, or an -ing noun lemminflect knows only as a verb's ("slayings")
        if "NOUN" not in lemma_pos(single) and not single.endswith("ing"):
            continue
        if inflect(single, "NNS") != plural:
            continue
        for found in re.finditer(rf"\b(\w+) {re.escape(single)} of\b", low):
            before = found.group(1)
            if before in _BARE_BEFORE and f"{before} {single} of" not in source:
                return f"the {plural} of"
    return None
