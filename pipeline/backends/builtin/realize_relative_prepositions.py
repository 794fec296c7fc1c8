"""The preposition of a relative clause's "which" ("during which", "in which"), which a
sentence rebuilt around the clause's verb must still say.

"The quick conviction followed a 2 1/2 week trial, during which the Venango County man
represented himself", refocused on "represented", became "The Venango County man
represented himself a 2 1/2 week trial that the quick conviction followed" (the trial the
clause's :time, said with no preposition); "the jurisdiction in which he was convicted"
became "He was convicted to the jurisdiction that ...".  A rebuilt text that no longer says
the preposition at all is refused.

A relative clause the rebuilt text closes on a stranded preposition reads well only while
it is short ("It was bank robbery that Selenski had served about seven years in prison
for", "It is felony sexual assault that Bryant, 24, has been charged with"); one that runs
longer than ten words before the preposition was, in the kept texts read, mostly a
misparse: "It is tooling, die applications, and general-purpose
engineering that the center of the petition is a 6000 series aluminum alloy rolled plate is
used for.", "It is the city that United has already paid $34 million in penalties for not
meeting the first round of employment targets on."

A stranded preposition followed at once by a second relative clause of the same noun is
never English: "It was the January issue of Cancer ... that the results appear in that was
published online Monday", "It is the attacks that no one has been killed in that have
continued ...", "It was evidence that Bloodsworth was ultimately cleared with that was
gathered from a semen stain".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_tokens
from pipeline.backends.builtin.realize_tree import occurrences, said_anew

__all__ = ["long_stranded_preposition", "lost_relative_preposition",
           "stranded_into_relative", "stranded_result"]

# Words a relative clause may hold before its stranded preposition (11 and more were read bad)
_LONGEST_STRANDING = 10
_PREPOSITION_WHICH = re.compile(
    r"\b(during|in|at|on|under|by|for|after|before|through|within|from|to|with)"
    r" (?:which|whom)\b", re.IGNORECASE)


def lost_relative_preposition(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when the source (``tokens``) said "PREP which" and ``text`` says no "PREP",
    else None.

    >>> lost_relative_preposition(
    ...     "Waagner represented himself a 2 week trial that the verdict followed.",
    ...     "the verdict followed a 2 week trial , during which Waagner represented himself".split())
    "the source's 'during which' lost its preposition"
    >>> lost_relative_preposition(
    ...     "A 2 week trial, during which Waagner represented himself, was followed by it.",
    ...     "it followed a 2 week trial , during which Waagner represented himself".split()) is None
    True
    """
    for match in _PREPOSITION_WHICH.finditer(joined_tokens(tokens)):
        word = match.group(1).lower()
        if not re.search(rf"\b{word}\b", text, re.IGNORECASE):
            return f"the source's {match.group(0).lower()!r} lost its preposition"
    return None


_STRANDED_THEN_RELATIVE = re.compile(
    r"\b(?:in|on|at|of|for|with|by|from|to|about|into|over|under|after|before) (?:that|which) "
    r"(?:could|would|will|can|may|might|should|must|is|are|was|were|has|have|had)\b",
    re.IGNORECASE)


def stranded_into_relative(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` runs a stranded preposition into a relative clause ("... that
    the results appear in that was published") the source (``tokens``) does not say.

    >>> stranded_into_relative("It was evidence that he was cleared with that was gathered "
    ...     "from a stain.", "He was cleared with evidence that was gathered from a stain .".split())
    'a stranded preposition runs into a second relative clause'
    >>> stranded_into_relative("It was evidence that he was cleared with.",
    ...     "He was cleared with evidence .".split()) is None
    True
    """
    if said_anew(_STRANDED_THEN_RELATIVE, text, tokens):
        return "a stranded preposition runs into a second relative clause"
    return None


def _said_in_a_row(words: Sequence[str], tokens: Sequence[str]) -> bool:
    """Whether ``words`` are the source's own words in a row (punctuation aside): a clause
    read back whole, not rebuilt round a misparse."""
    def plain(seq: Sequence[str]) -> list[str]:
        return [w.lower() for w in (re.sub(r"[^\w'$.-]", "", x).strip(".") for x in seq) if w]
    said, source = plain(words), plain(tokens)
    return next(occurrences(said, source), None) is not None


def long_stranded_preposition(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` ends on a preposition stranded by a relative clause of more
    than ten words that are not the source's own words in a row, where the source
    (``tokens``) ended on none.

    >>> long_stranded_preposition("It was bank robbery that Selenski had served about seven "
    ...     "years in prison for.", "Selenski had served time for bank robbery .".split()) is None
    True
    >>> long_stranded_preposition("It is the city that United has already paid $34 million in "
    ...     "penalties for not meeting the first round of employment targets on.",
    ...     "United paid the city $34 million .".split())
    'a relative clause of 17 words before its stranded preposition'
    """
    if [t for t in tokens if t.isalpha()][-1:] == [text.rstrip(".?!").split()[-1]]:
        return None
    last_two = [w.lower() for w in text.rstrip(".?!").split()[-2:]]
    low = lowered_tokens(tokens)
    if any(low[k:k + 2] == last_two for k in range(len(low) - 1)):
        return None  # the source's own words: a particle ("what was going on"), not stranded
    stripped = text.rstrip()
    # From the last relative word: the shortest clause that could strand it
    starts = [m.start() for m in re.finditer(r"\b(?:that|who|whom|which)\b", stripped)]
    found = re.match(r"\S+ ((?:\S+ )*?)(?:of|to|in|on|for|with|from|at|by|about)[.?!]?$",
                     stripped[starts[-1]:]) if starts else None
    if found is None:
        return None
    body = found.group(1).split()
    if len(body) > _LONGEST_STRANDING and not _said_in_a_row(body, tokens):
        return f"a relative clause of {len(body)} words before its stranded preposition"
    return None


# "lead to" of a result: its object may not be the head of a relative clause that strands
# the "to" ("a 47-hour standoff ... that his protest led to", "a service ... that the
# guidelines would lead to"): read, such clauses left the cause's link unclear.
_STRANDED_RESULT = re.compile(
    r"\b(?:that|which) (?:[^,.;]+ )?(?:led|lead|leads|leading) to(?=[,.;!?]|$)", re.IGNORECASE)


def stranded_result(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` says a relative clause that ends on "led to", which the
    source (``tokens``) said with its object after it.

    >>> stranded_result("It was a 47-hour standoff with police that his protest led to.",
    ...                 "His protest led to a 47-hour standoff with police .".split())
    "a relative clause stranding 'lead to'"
    >>> stranded_result("It was his protest that led to a 47-hour standoff.",
    ...                 "His protest led to a 47-hour standoff .".split()) is None
    True
    """
    if _STRANDED_RESULT.search(text) and not _STRANDED_RESULT.search(joined_tokens(tokens)):
        return "a relative clause stranding 'lead to'"
    return None
