"""A rebuilt text that gives a verb of saying a pronoun object and then the quotation it said.

"'We think ...,' Mr. White said, objecting to Mr. Olson's recommendation." came back, read from
the speaker, "Mr. White, who objected to Mr. Olson's recommendation, said it: "We think ...""
(MRPC train 1939; 780, 1961, 2925, 3167 the same): the pronoun of the recommendation the
speaker objected to is said as the object of "said", and the quotation after the colon is
said a second time.  Such a text is refused (an entry of realize_source_faults' table,
rebuilt texts only): "said it:" (or "this", "them") before an opening quotation mark
the source did not say so ("said that "..."" is a complement, no object).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens
from pipeline.backends.builtin.realize_words import REPORT_VERB_FORMS

__all__ = ["doubled_quote_object"]

_DOUBLED = re.compile(rf"(?i)\b(?:{REPORT_VERB_FORMS}|say) (?:it|this|them): [\"\u201c]")


def doubled_quote_object(text: str, tokens: Sequence[str]) -> str | None:
    """The "said it: "" of ``text`` that the source (``tokens``) does not say, or None.

    >>> doubled_quote_object('Mr. White said it: "We think so."',
    ...     '" We think so , " Mr. White said , objecting to it .'.split())
    'said it: "'
    >>> doubled_quote_object('Mr. White said: "We think so."',
    ...     '" We think so , " Mr. White said .'.split())
    """
    found = _DOUBLED.search(text)
    if found is None or _DOUBLED.search(joined_tokens(tokens).replace(" :", ":")):
        return None
    return found.group(0)
