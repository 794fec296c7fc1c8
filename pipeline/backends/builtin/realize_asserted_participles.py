"""A rebuilt text that asserts what the source's reduced relative only said to pick out its
noun: a participle after a noun ("the returns earned by the bank") said as a passive main
clause.

"One, from a former CIBC executive, described the returns earned by the bank on its Enron
deals as "outrageous."" came back "The returns that one, from a former CIBC executive,
described were earned by the bank on its Enron deals as "outrageous."": the passive move read
the participle's event as the clause to turn, so the source's main clause became a relative
clause and the bank's earning the assertion.  Likewise "Analysts were polled on average
forecast profit ... by Reuters Research" for "Analysts polled by Reuters Research, ..., on
average forecast profit ...", "A criminal complaint that the indictment follows was filed by
federal prosecutors" for "The indictment follows a criminal complaint filed by federal
prosecutors".  realize_swapped_relatives catches the same swap of a relative clause with its
own pronoun; this is its reduced kind.  Such a text is refused (an entry of
realize_source_faults' table, rebuilt texts only): a participle the source said right
after a noun and before "by" (no "be" before it, an adverb allowed between, or "being": "a
vehicle being driven by an FBI employee"), said in the text after a form of "be" that no
relative pronoun opens.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, past_participle
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import BE_FORMS, RELATIVE_PRONOUNS

__all__ = ["asserted_reduced_relative"]

_BE = "|".join(sorted(BE_FORMS))
_BE_FINITE = "|".join(sorted(BE_FORMS - {"being"}))
# Words before a participle that make it no reduced relative: a perfect, a coordination ("was
# arrested and charged by ..."), a negation, "get".
_NOT_A_NOUN = frozenset(["has", "have", "had", "having", "not", "get", "gets", "got",
                         "getting"]) | BE_FORMS


def asserted_reduced_relative(text: str, tokens: Sequence[str]) -> str | None:
    """The "WORD BE PARTICIPLE" of ``text`` that says as a clause's passive verb a participle
    the source (``tokens``) said after a noun as a reduced relative with a "by" agent, or None.

    >>> asserted_reduced_relative("The returns that one described were earned by the bank.",
    ...     "One described the returns earned by the bank .".split())
    'described were earned'
    >>> asserted_reduced_relative("Linux company SuSE was acquired by Novell today.",
    ...     "Linux company SuSE was today acquired by Novell .".split())
    >>> asserted_reduced_relative("The program, which was based in Socorro, observed it.",
    ...     "It was observed by the program , based in Socorro .".split())

    A progressive one too ("being driven by", MRPC train 2083):

    >>> asserted_reduced_relative("A vehicle that struck Hatfill was driven by an employee.",
    ...     "Hatfill was struck by a vehicle being driven by an employee .".split())
    'Hatfill was driven'
    >>> asserted_reduced_relative("A vehicle being driven by an employee struck Hatfill.",
    ...     "Hatfill was struck by a vehicle being driven by an employee .".split())

    An infinitive is no assertion:

    >>> asserted_reduced_relative("It is the council that wants the law to be passed by May.",
    ...     "The council wants the law passed by May .".split())
    """
    low = lowered_tokens(tokens)
    source = " ".join(low)
    for at in range(1, len(low) - 1):
        participle, before = low[at], low[at - 1]
        if low[at + 1] != "by" or not past_participle(participle):
            continue
        be = _BE
        if before == "being" and at >= 2:
            # a progressive reduced relative: "a vehicle being driven by an FBI employee"
            before, be = low[at - 2], _BE_FINITE
        # (after a comma: "Telemarketing Associates, hired by VietNow, raised ...")
        if before != "," and (before in _NOT_A_NOUN or before in FUNCTION_WORDS
                              or not before.isalpha() or before.endswith("ly")):
            continue
        # said after "be" somewhere in the source too ("was today acquired by")
        if re.search(rf"\b(?:{be})(?: \w+ly| today| first| also)? {participle}\b", source):
            continue
        for found in re.finditer(rf"\b(\w+) (?:{be}) {participle}\b", text, re.I):
            # (an infinitive asserts nothing: "wants the law to be passed by May" for the
            # source's small clause "wants the law passed by May")
            if found.group(1).lower() not in RELATIVE_PRONOUNS | {"to"}:
                return found.group(0)
    return None
