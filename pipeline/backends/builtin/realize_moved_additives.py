"""Texts that move the source's set-off "albeit" concession or closing "too" onto other
words, so that it qualifies something else.

* "lawyers ... 'have shown, albeit barely ... that Iraq provided material support to bin
  Laden'" said "... have shown that Iraq provided material support to bin Laden and
  al-Qaida albeit barely" (1344, 2787, 2788, 3062): set off after "shown", the concession
  says the showing was barely made; run onto the end of the "that" clause, it reads as the
  support being barely given.
* "And if we don't do this, innocent people on the ground are going to die, too." said
  "There are innocent people on the ground who are going to die if we do not do this too."
  (996): the "too" now adds to the not doing, not to the dying.  Said after the same word
  ("If we do not do this, innocent people ... are going to die too.", "while bond values
  fell too", 3765) it stays.

Both are refused (:func:`moved_additive`, a row at the end of realize_meaning_faults' table,
rebuilt texts only)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["moved_additive"]


def moved_additive(text: str, tokens: Sequence[str]) -> str | None:
    """The "albeit" or "too" the source set off with a comma that ``text`` says elsewhere
    (see the module docstring), None otherwise.

    >>> moved_additive("They have shown that Iraq provided support albeit barely.",
    ...                "They have shown , albeit barely ... that Iraq provided support".split())
    'albeit'
    >>> moved_additive("They have shown, albeit barely, that Iraq provided support.",
    ...                "They have shown , albeit barely ... that Iraq provided support".split())
    >>> moved_additive("People are going to die if we do not do this too.",
    ...                "And if we do n't do this , people are going to die , too .".split())
    'too'
    >>> moved_additive("If we do not do this, people are going to die too.",
    ...                "And if we do n't do this , people are going to die , too .".split())
    >>> moved_additive("Stocks have rallied too far, too fast, analysts believe.",
    ...                "Analysts believe stocks have rallied too far , too fast .".split())
    """
    low = lowered_tokens(tokens)
    words = re.findall(r"[\w'-]+|,", text.lower())
    if "albeit" in words and any(pair == (",", "albeit") for pair in pairwise(low)) \
            and (",", "albeit") not in set(pairwise(words)):
        return "albeit"
    # (an additive "too" closes its clause; "too far, too fast" is a degree)
    closing = [*low[1:], "."]
    before_too = {first for first, comma, too, after in zip(low, low[1:], low[2:], closing[2:],
                                                            strict=False)
                  if comma == "," and too == "too" and not after[:1].isalnum()}
    said_words = [*words, "."]
    said_before = {first for first, too, after in zip(said_words, said_words[1:], said_words[2:],
                                                      strict=False)
                   if too == "too" and not after[:1].isalnum()}
    if before_too and said_before and not said_before & before_too:
        return "too"
    return None
