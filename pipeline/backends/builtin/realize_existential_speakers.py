"""An existential on the one who says something: "There was a Lieberman aide who said there
were no immediate plans for television advertising." (1909), "There were company officials
who said Tuesday that Wal-Mart ... has expanded its antidiscrimination policy" (3371), "There
was a military statement that said Tuesday that another soldier died ..." (3927).

A report's speaker is named to source what was said, not brought into the discourse: the
existential asserts that such a speaker existed and makes the report a detail of it, which
reads as stilted or as a riddle ("There were transport authorities that said ...") where the
source only attributed its news.  Such a text is refused (a row at the end of
realize_source_faults' table, rebuilt texts only) where the relative clause right after the
existential's noun opens on a verb of saying (realize_words.QUOTING, or "confirm"), with
at most an auxiliary or "also" between; a source that is itself an existential is left, as
are a noun said with a quantifier ("There are many doctors who say ..."), a verb of showing
or finding ("There were other data that showed ..."), and an
existential on what was said or on its hearer ("There was a 'potential suspect' that police
arrested Monday", realize_told_hearers)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import QUOTING

__all__ = ["existential_speaker"]

# (not "report" nor "state": "a restaurant that has reported several cases of hepatitis A to
# the Health Department" is no speaker, "civil charges that state and federal regulators
# filed" no verb)
_SAYING = QUOTING - {"ask", "order", "command", "continue", "repeat", "answer", "report",
                     "state"} | {"confirm"}
# Quantifiers that make the existential the natural way to say the source's subject: "There
# are many doctors who say she is in a persistent vegetative state".
_QUANTIFIERS = frozenset(["many", "some", "several", "few", "most", "numerous", "two", "three",
                          "dozens", "hundreds", "thousands"])
# An existential's noun and its relative clause's first verb: "there were company officials
# who said", "there was a military statement that had said".
_EXISTENTIAL_RELATIVE = re.compile(
    r"^(?:[^,]*, )?there (?:was|were|is|are) (\w+)(?:[^,]|, )*? (?:who|that|which) "
    r"(?:(?:has|have|had|also) )*([a-z]+)\b", re.IGNORECASE)
_BE = frozenset(["'s", "is", "are", "was", "were"])


def existential_speaker(text: str, tokens: Sequence[str]) -> str | None:
    """The verb of saying of ``text``'s existential on its speaker (see the module
    docstring), or None.

    >>> existential_speaker("There was a Lieberman aide who said there were no plans.",
    ...                     "A Lieberman aide said there were no plans .".split())
    'said'
    >>> existential_speaker("Indeed, there were prior defense filings that said he lied.",
    ...                     "Indeed , prior defense filings said he lied .".split())
    'said'
    >>> existential_speaker("There were other data that showed that buyers snapped up homes.",
    ...                     "Other data showed that buyers snapped up homes .".split())
    >>> existential_speaker("There was a suspect that police arrested Monday.",
    ...                     "Police arrested a suspect Monday , police said .".split())
    >>> existential_speaker("There are many doctors who say she is ill.",
    ...                     "Many doctors say she is ill .".split())
    >>> existential_speaker("There is a flaw that results, he said.",
    ...                     "There 's also a flaw that results , he said .".split())
    """
    found = _EXISTENTIAL_RELATIVE.match(text)
    if found is None:
        return None
    first, verb = found.group(1).lower(), found.group(2)
    low = lowered_tokens(tokens)
    if first in _QUANTIFIERS or any(
            word == "there" and low[i + 1:i + 2] and low[i + 1] in _BE
            and first in low[i + 2:i + 4] for i, word in enumerate(low)):
        return None  # (the source's own existential: "There's also a flaw that ...")
    return verb if lemmas(verb.lower()) & _SAYING else None
