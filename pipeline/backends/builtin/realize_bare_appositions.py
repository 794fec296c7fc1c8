"""A rebuilt text that runs a name into the predicate noun the source said of it, with no verb
or comma between.

"Steverson said Williams, who was white, was a racist." came back "Williams a racist who
Steverson said was white." and "It was Williams a racist who Steverson said who was white."
(MRPC train 821): the predicate "was a racist" lost its verb and reads as part of the name's
noun phrase, and the report now says that Williams was white.  A text with "NAME a NOUN
who/that" the source did not say is refused (an entry of realize_source_faults' table,
rebuilt texts only); a capitalized function word ("In a move that ...") is no name, nor is
a word the source said only in lower case, capitalized as the text's first ("Eluding an
officer who gave chase, the thief ran off.").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS
from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["bare_apposition"]

_NAME_THEN_NOUN = re.compile(r"\b([A-Z][a-z]+) an? [a-z]+ (?:who|whom|that) ")


def bare_apposition(text: str, tokens: Sequence[str]) -> str | None:
    """The "NAME a NOUN who" of ``text`` that the source (``tokens``) did not say, else None.

    >>> src = "Steverson said Williams , who was white , was a racist .".split()
    >>> bare_apposition("Williams a racist who Steverson said was white.", src)
    'Williams a racist who'
    >>> bare_apposition("In a move that officials linked to it, Bremer called off a visit.",
    ...                 "Bremer called off a visit , a move that officials linked to it .".split())
    >>> bare_apposition("Eluding an officer who gave chase, the thief ran off.",
    ...                 "The thief ran off , eluding an officer who gave chase .".split())
    """
    source = joined_tokens(tokens)
    names = set(tokens[1:])
    for found in _NAME_THEN_NOUN.finditer(text):
        said = found.group(0).strip()
        if found.group(1).lower() not in FUNCTION_WORDS and said not in source \
                and (found.start() > 0 or found.group(1) in names):
            return said
    return None
