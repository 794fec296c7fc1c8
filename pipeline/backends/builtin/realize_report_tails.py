"""A closing report's own phrase stays with its report verb when the report is said first.

"Revenue jumped 26 percent to $817 million, the company said in a statement." clefted on its
speaker came out as "It was the company that said revenue jumped 26 percent to $817 million
in a statement.": the report's "in a statement" now closes the reported clause, and a reader
takes it for where revenue jumped ("... escaped being burned on its Web site", "... was to
appear before an anti-terrorism judge in the coming days on condition of anonymity").  The
phrase goes back to its verb and the clause follows with "that", as a news writer says it:
"It was the company that said in a statement that revenue jumped 26 percent to $817 million."

Only where the source closed on ", SPEAKER VERB PHRASE." (the phrase a preposition's, with no
comma or quotation mark), the text says the verb after the speaker's words and ends on the
phrase, and what stands between is a clause of a few words, not another phrase the parse
hung on the verb ("it said in the year-earlier period in a statement Wednesday" stays).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_words import REPORT_VERB_FORMS

__all__ = ["report_tail_after_verb"]

_REPORT_VERBS = f"{REPORT_VERB_FORMS}|reported"
# The source's closing report on its tokens: comma, speaker, verb, the verb's own phrase
# ("in a news release", "on its Web site", "in a statement Wednesday"), the closing period.
_CLOSING_REPORT = re.compile(
    rf" , (?P<speaker>[^,\"]+?) (?P<verb>{_REPORT_VERBS}) "
    r"(?P<tail>(?:in|on|at|during|via|through|under) [^,\"]+?) \.$")
# A middle opening with one of these is no clause but one more phrase of the verb.
_PHRASE_OPENERS = frozenset(["in", "on", "at", "during", "via", "through", "under", "after",
                             "before", "for", "from", "to", "by", "with", "as"])
# The fewest words the reported clause may have ("revenue jumped 26 percent").
_CLAUSE_WORDS = 3


def report_tail_after_verb(text: str, tokens: Sequence[str]) -> str:
    """``text`` with the source's closing report phrase (``tokens``) moved from the text's
    end to right after the report verb, the reported clause after it with "that" (module
    docstring); ``text`` as it was where the source or the text has no such shape.

    >>> src = "Revenue jumped 26 percent , the company said in a statement .".split()
    >>> report_tail_after_verb("it was the company that said revenue jumped 26 percent in a "
    ...                        "statement", src)
    'it was the company that said in a statement that revenue jumped 26 percent'
    >>> report_tail_after_verb("Revenue jumped 26 percent, the company said in a statement",
    ...                        src)
    'Revenue jumped 26 percent, the company said in a statement'
    >>> src = ("The company posted a loss in the year-earlier period , it said in a statement "
    ...        "Wednesday .").split()
    >>> report_tail_after_verb("it was a loss that the company posted, it said in the "
    ...                        "year-earlier period in a statement Wednesday", src)
    'it was a loss that the company posted, it said in the year-earlier period in a statement Wednesday'
    """
    match = _CLOSING_REPORT.search(" " + " ".join(tokens))
    if match is None:
        return text
    verb, tail = match.group("verb"), match.group("tail")
    if not text.endswith(" " + tail) or f"{verb} {tail}" in text:
        return text
    said = re.search(rf"\b{verb}\b ", text)
    if said is None or match.group("speaker").lower() not in text[:said.start()].lower():
        return text
    middle = text[said.end():len(text) - len(tail) - 1].strip()
    words = middle.split()
    if len(words) < _CLAUSE_WORDS or words[0].lower() in _PHRASE_OPENERS \
            or not words[0][0].isalnum() or tail in middle:
        # a quotation, one more phrase of the verb, or a clause too short to be one
        return text
    if words[0].lower() != "that":
        middle = "that " + middle
    return f"{text[:said.end()]}{tail} {middle}"
