"""A rebuilt cleft or existential on the hearer of "told" whose report then follows "told"
bare, with no colon or quotation: "There was a news conference that Luzerne County District
Attorney David Lupas told Monday that authorities were ..." (MRPC train 386), "There was a
judge that Prince William County prosecutors told yesterday they now want the trial ...
moved" (508), "It was The Associated Press that military officials told the battalion has
been clearing rubble ..." (7071: "told the battalion" reads as the hearer), "It was the Star
April 20 that Daniels told he was holding back ..." (6151), "It was the New York Daily News
that she told she remembers only the intern's first name" (1157).  With the hearer moved
out, "told" runs straight into the report and the text reads as broken; such a text is
refused (an entry of realize_source_faults' table, rebuilt texts only).  A quotation after
a colon ("It was Reuters that VeriSign spokesman Tom Galvin told: ...", 124), an infinitive
("that the judge had told to find ...", 1852), a cleft on the teller ("It was Mr.
Bloomberg who later told reporters ...") and the hearer said after "told" are left; "It was
Reuters that the pope's top aide told on Friday that ..." (6673, its "but Paul is" broken
besides) is refused with the rest.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["hearer_before_bare_report"]

# "It was FOCUS that SUBJECT told REST" and "There was FOCUS that SUBJECT told REST": a
# subject of at most seven words between the relative word and "told".
_HEARER_FOCUS = re.compile(
    r"^(?:(?:But|And|However|Instead), )?(?:There (?:is|are|was|were)|It (?:is|was)) .+? "
    r"(?:that|who|whom) (?P<subject>(?:[\w.'-]+ ){1,7}?)(?P<told>(?:had |has )?told) "
    r"(?P<rest>[\w\"]+)")
# Words that show the words before "told" are no subject of it: an auxiliary or adverb of
# a cleft on the teller ("who later told", "who has also told"), a clause's own verb or
# subordinator ("that sold off sharply after Greenspan told").
_NO_SUBJECT = frozenset(["has", "had", "have", "also", "later", "then", "will", "would",
                         "was", "were", "is", "are", "not", "and", "said", "says", "after",
                         "before", "when", "while", "as", "because", "since", "if", "off"])


def hearer_before_bare_report(text: str, tokens: Sequence[str]) -> str | None:
    """"SUBJECT told WORD" where ``text`` clefts or puts forward the hearer of "told" and says
    the report right after "told" with no colon, a report the source (``tokens``) said
    after the hearer; or None.

    >>> hearer_before_bare_report(
    ...     "It was The Associated Press that military officials told the battalion has "
    ...     "been clearing rubble.", "The battalion has been clearing rubble , military "
    ...     "officials told The Associated Press .".split())
    'military officials told the'
    >>> hearer_before_bare_report(
    ...     "It was Reuters that VeriSign spokesman Tom Galvin told: \\"We will accede.\\"",
    ...     "\\" We will accede , \\" VeriSign spokesman Tom Galvin told Reuters .".split())
    """
    found = _HEARER_FOCUS.match(text)
    if found is None:
        return None
    subject = found.group("subject").split()
    rest = found.group("rest")
    if _NO_SUBJECT.intersection(w.lower() for w in subject) or rest.lower() == "to" \
            or ': "' in text[found.start("told"):]:
        return None  # a teller's cleft, an infinitive, a quotation after its colon
    if f"told {rest}" in joined_tokens(tokens):
        return None  # the source's own words: "told Reuters", the hearer said
    return " ".join([*subject, found.group("told"), rest])
