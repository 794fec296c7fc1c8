"""A span of time a verb gives or has, fronted as when its clause held.

"The Metropolitan Transportation Authority ... was given until May 28 to restore the old
subway and bus fare" (the deadline is what it was given) said "Until May 28, the
Metropolitan Transportation Authority ... was given to restore ...": fronted, the phrase
reads as how long the giving lasted, and "given" is left without what was given.  The parse
reads such a span as the verb's :time, so only the source's words tell it apart: the
"until" phrase right after a form of "give", "grant", "have" or "get".
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import RealizationRefused

# A span said up to its end ("until May 28"), the object of the verbs below.
_SPAN_OPENERS = frozenset(["until", "till", "through"])
# The forms of the verbs whose object a span can be ("has until Friday to decide").
_SPAN_TAKING = frozenset(["give", "gives", "gave", "given", "giving", "grant", "grants",
                          "granted", "granting", "have", "has", "had", "having", "get", "gets",
                          "got", "gotten", "getting"])


def refuse_given_span_lead(lead: str, tokens: list[str], lead_start: int | None) -> None:
    """Refuse fronting ``lead`` (first said at source token ``lead_start``) when it is a span
    the source's verb right before it gives or has.

    >>> tokens = "The authority was given until May 28 to restore the fare .".split()
    >>> refuse_given_span_lead("Until May 28", tokens, 5)  # ("May")
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: a span of time the verb gives ('given until') fronted as when it held
    >>> refuse_given_span_lead("Until May 28", "They worked until May 28 .".split(), 2)
    """
    first = lead.split(" ", 1)[0].lower()
    if first not in _SPAN_OPENERS or lead_start is None:
        return
    # (the focus's own first word, "May", or the preposition before it, which the graph's
    # role says and no node holds)
    at = next((k for k in (lead_start, lead_start - 1)
               if 1 <= k < len(tokens) and tokens[k].lower() == first), None)
    verb = tokens[at - 1].lower() if at is not None else None
    if verb in _SPAN_TAKING:
        raise RealizationRefused(f"a span of time the verb gives ('{verb} {first}') fronted as "
                                 f"when it held")
