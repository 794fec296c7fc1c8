"""A rebuilt text that gives the closing report the adjunct of the clause it reports.

"The company posted a net loss of $185 million, or 54 cents per share, in the year-earlier
period, it said in a statement Wednesday." came back "A net loss of $185 million, or 54
cents per share, was posted by the company, it said in the year-earlier period in a
statement Wednesday." (MRPC train 2906): the loss's time said as the time of the saying.
Likewise "Tibco has used the Rendezvous name for several of its technology products, it said
since 1994." (1396), "..., the company said from Connectix Corp. in February." (2355).  A
text whose closing "SPEAKER said" is followed by a phrase the source said only before its
verb of saying is refused (an entry of realize_source_faults' table, rebuilt texts
only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_text
from pipeline.backends.builtin.realize_words import REPORT_VERB_FORMS

__all__ = ["adjunct_after_report"]

# a closing report ("..., it said") and the phrase after it, to the end of the text
_CLOSING_REPORT = re.compile(
    rf", (?:[\w.'-]+ ){{1,5}}({REPORT_VERB_FORMS}) ((?:since|from|in|on|at|during|for|after|"
    r"before|until|with|over) [^,;\"]+?)\.?$")


# a passive's agent said after the closing report: "The thud was heard from the kitchen, ...,
# she said in an interview Tuesday, by Janet Racicot." (MRPC train 4885)
_AGENT_AFTER_REPORT = re.compile(
    rf", (?:[\w.'-]+ ){{1,5}}(?:{REPORT_VERB_FORMS})\b[^,]*, (by [^,]+?)\.?$")


def adjunct_after_report(text: str, tokens: Sequence[str]) -> str | None:
    """The phrase ``text`` says after its closing verb of saying that the source
    (``tokens``) said only before that verb, else None.

    >>> src = ("The company posted a loss in the year-earlier period , it said in a "
    ...        "statement Wednesday .").split()
    >>> adjunct_after_report("A loss was posted by the company, it said in the year-earlier "
    ...                      "period in a statement Wednesday.", src)
    'in the year-earlier period'
    >>> adjunct_after_report("A loss was posted by the company in the year-earlier period, "
    ...                      "it said in a statement Wednesday.", src)
    >>> adjunct_after_report("The thud was heard from the kitchen, she said in an interview, "
    ...                      "by Janet Racicot.", "Janet Racicot heard the thud from the "
    ...                      "kitchen , she said in an interview .".split())
    'by Janet Racicot'
    >>> adjunct_after_report("The dividend is payable Nov. 7, Microsoft said in a statement.",
    ...     "In a statement , Microsoft said the dividend is payable Nov. 7 .".split())
    """
    agent = _AGENT_AFTER_REPORT.search(text)
    if agent is not None and f", {agent.group(1).split()[0]}" not in joined_tokens(tokens):
        return agent.group(1)
    found = _CLOSING_REPORT.search(text)
    if found is None:
        return None
    verb, phrase = found.groups()
    # (the tokenizer's "year - earlier" read as the text's "year-earlier")
    low = lowered_text(tokens).replace(" - ", "-").split()
    if verb not in low:
        return None
    at = len(low) - 1 - low[::-1].index(verb)
    opening = phrase.lower().split()[:3]
    starts = [k for k in range(at) if low[k:k + len(opening)] == opening]
    if not starts or " ".join(opening) in " ".join(low[at + 1:]) \
            or _the_reports_own(low, starts[0], at):
        return None
    return " ".join(phrase.split()[:4])


def _the_reports_own(low: Sequence[str], start: int, verb: int) -> bool:
    """Whether the phrase at ``start`` is the report's own: right before its verb ("BEA
    Systems Inc. on Thursday said"), or opening the sentence before a comma and the speaker
    ("In a statement, Microsoft said"; not "In early December, inspectors will be able to
    ..., Williams said")."""
    end = next((k for k in range(start, verb) if low[k] == ","), verb)
    if end == verb:
        return True
    gap = low[end + 1:verb]
    return start == 0 and len(gap) <= 6 and "," not in gap
