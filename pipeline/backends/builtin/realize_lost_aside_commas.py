"""A rebuilt text that says without its comma an aside the source set off by one: an amount
of change ("..., up 29 cents"), a summing-up noun phrase ("..., a rise of 8.5 per cent", "...,
a move officials privately linked to ...") or a distance ("..., about 30 miles from her home").

"GE stock closed Friday at $30.65 a share, down about 42 cents, on the New York Stock
Exchange." came back "On the New York Stock Exchange, GE stock closed at $30.65 a share Friday
down about 42 cents." (MRPC train 1112, found in a blind read of kept fronted-topic texts); "The
girl turned up late Sunday at a convenience store in East Palo Alto, about 30 miles from her
home." came back "..., the girl turned up late Sunday about 30 miles from her home." (1080),
"Earlier this month, Bremer called off a visit here, a move officials privately linked to ..."
came back "... called off a visit a move officials privately linked to ... here." (1999).  With
the phrase it belonged to moved away, the aside follows another word with no comma: it reads
as that word's ("Friday down about 42 cents", "late Sunday about 30 miles") or runs two noun
phrases together.  After a form of "be" such a phrase is the predicate ("the dollar was up 0.5
percent") and is left.  Such a text is refused (an entry of realize_source_faults' table,
rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens
from pipeline.backends.builtin.realize_words import BE_FORMS

__all__ = ["lost_aside_comma"]

# The asides: a change with its amount, a noun summing up what was said, a distance.
_ASIDE = re.compile(
    r"(?:up|down|off) (?:from )?(?:about |almost |nearly |more than |roughly )?[$\d]"
    r"|an? (?:rise|gain|drop|decline|fall|increase|decrease|jump|loss|move|view|issue) "
    r"|about [\d,.]+ (?:miles|kilometers|km|yards|feet)\b")


def lost_aside_comma(text: str, tokens: Sequence[str]) -> str | None:
    """The first words of an aside the source (``tokens``) said after a comma that ``text``
    says after a word with no comma, or None.

    >>> lost_aside_comma("On the New York Stock Exchange, GE stock closed at $30.65 Friday "
    ...     "down about 42 cents.", "GE stock closed Friday at $ 30.65 , down about 42 cents "
    ...     ", on the New York Stock Exchange .".split())
    'down about 42'
    >>> lost_aside_comma("On the day, the dollar was up 0.5 percent against the franc.",
    ...     "The dollar was at 1.3289 francs , up 0.5 percent on the day .".split())
    """
    source = joined_tokens(tokens).replace(" ,", ",").replace("$ ", "$")
    for found in re.finditer(r", ((?:[^\s,]+ ){2}[^\s,]+)", source):
        head = found.group(1)
        if not _ASIDE.match(head + " "):
            continue
        for said in re.finditer(rf"(\S+) {re.escape(head)}", text):
            before = said.group(1)
            if not before.endswith((",", "(", "-", "\"")) and before.lower() not in BE_FORMS:
                return head
    return None
