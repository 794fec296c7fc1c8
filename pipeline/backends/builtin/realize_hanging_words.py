"""Words the source hung on a noun or a clause that a rebuilt text says where they hang on
something else, found in this session's blind reads of kept tuning clefts.  Each text is
refused (rows at the end of realize_source_faults' table, rebuilt texts only):

- the source's closing partitive aside (", most of them little-known") said without its
  comma: "It was the U.S.-backed Governing Council that named the cabinet of 25 ministers
  most of them little-known on Monday.", "It was most of them little-known that the
  U.S.-backed Governing Council named the cabinet ..." (MRPC train 3912): run into a noun
  or clefted, the aside's "them" stands for nothing;
- a floating "each"/"all"/"both" (the source's "The four fund companies ... each said")
  said at the end of a cleft's focus: "It was the four fund companies named by Spitzer each
  that said ..." (757);
- possessives stacked three deep where the source said at most two: "It was Kroger's
  Ralphs' stores' workers that Albertson's locked out" for "Albertson's and Kroger's Ralphs
  stores locked out their workers" (2473): "their" said as its noun's possessive, on a name
  that already held one;
- a passive's agent said after the reporting clause the source closed on: "The thud was
  heard from the kitchen, ..., she said in an interview Tuesday, by Janet Racicot." (4885):
  the "by" phrase hangs on the report;
- the phrase the source said last in its reported clause, before the closing report, said
  right after the report's verb: "The company posted a net loss ..., it said in the
  year-earlier period in a statement Wednesday." for "..., in the year-earlier period, it
  said in a statement Wednesday." (2906): the loss's time said as the statement's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import (
    joined_tokens,
    lowered_text,
    lowered_tokens,
)
from pipeline.backends.builtin.realize_words import PREPOSITIONS, REPORT_VERB_FORMS, REPORT_VERBS

__all__ = ["agent_after_report", "clefted_floating_quantifier", "lost_partitive_comma",
           "phrase_moved_onto_report", "stacked_possessives"]

_PARTITIVE = re.compile(
    r"(?i)\b(?:most|many|some|all|none|several|half|both|each|one|two|three|neither|either"
    r"|few) of (?:them|whom|which|those|these)\b")
# What may set an aside off besides a comma.
_SETTERS = (", ", "- ", "( ", "; ")
_FLOATING_IN_FOCUS = re.compile(r"^(?:.*, )?[Ii]t (?:is|was) .+ (each|all|both) (?:that|who) ")
_POSSESSIVE = re.compile(r"\w+(?:'s|s')")
# A reporting clause set off by commas and a "by" phrase after it that closes the text.
_AGENT_AFTER_REPORT = re.compile(
    rf", [^,]{{1,60}}\b(?:{REPORT_VERB_FORMS}|reported|noted|confirmed|testified)\b[^,]*,"
    r" (by [^,]*)[.]$")
# How far back from the closing report's comma its reported clause's last phrase may open.
_LAST_PHRASE_WORDS = 6


def lost_partitive_comma(text: str, tokens: Sequence[str]) -> str | None:
    """The partitive aside ("most of them") the source (``tokens``) set off with a comma
    that ``text`` says with none, or None.

    >>> lost_partitive_comma("It named the cabinet of 25 ministers most of them little-known.",
    ...     "It named the cabinet of 25 ministers , most of them little-known .".split())
    'most of them'
    >>> lost_partitive_comma("It named the cabinet of 25 ministers, most of them little-known.",
    ...     "It named the cabinet of 25 ministers , most of them little-known .".split())
    """
    source = joined_tokens(tokens)
    for found in _PARTITIVE.finditer(text):
        if f", {found.group(0)}" in source \
                and text[max(0, found.start() - 2):found.start()] not in _SETTERS:
            return found.group(0)
    return None


def clefted_floating_quantifier(text: str, tokens: Sequence[str]) -> str | None:
    """The floating "each", "all" or "both" that ``text`` says last in a cleft's focus,
    before its "that" or "who", where the source (``tokens``) said no such words, or None.

    >>> clefted_floating_quantifier("It was the four fund companies each that said so.",
    ...     "The four fund companies each said so .".split())
    'each that'
    >>> clefted_floating_quantifier("It was the four fund companies that each said so.",
    ...     "The four fund companies each said so .".split())
    """
    found = _FLOATING_IN_FOCUS.match(text)
    if found is None:
        return None
    words = f"{found.group(1)} {text[found.end(1) + 1:].split(' ', 1)[0]}"
    lowered = lowered_text(tokens)
    return None if words.lower() in lowered else words


def stacked_possessives(text: str, tokens: Sequence[str]) -> str | None:
    """Three possessives in a row in ``text`` ("Kroger's Ralphs' stores'") where the source
    (``tokens``) said no more than two in a row, or None.

    >>> stacked_possessives("It was Kroger's Ralphs' stores' workers that they locked out.",
    ...     "Albertson 's and Kroger 's Ralphs stores locked out their workers .".split())
    "Kroger's Ralphs' stores'"
    >>> stacked_possessives("It was Kroger's Ralphs stores that locked out their workers.",
    ...     "Kroger 's Ralphs stores locked out their workers .".split())
    """
    words = text.split()
    for at in range(len(words) - 2):
        run = words[at:at + 3]
        if all(_POSSESSIVE.fullmatch(w) for w in run):
            said = joined_tokens(tokens).replace(" 's", "'s").replace(" '", "'")
            if " ".join(run) not in said:
                return " ".join(run)
    return None


def agent_after_report(text: str, tokens: Sequence[str]) -> str | None:
    """The closing "by" phrase of ``text`` said after a reporting clause, where the source
    (``tokens``) said no such "by" after a comma, or None.

    >>> agent_after_report("The thud was heard, she said in an interview Tuesday, by Janet "
    ...     "Racicot.", "Janet Racicot heard the thud , she said in an interview Tuesday .".split())
    'by Janet Racicot'
    >>> agent_after_report("The thud was heard by Janet Racicot, she said.",
    ...     "Janet Racicot heard the thud , she said .".split())
    """
    found = _AGENT_AFTER_REPORT.search(text)
    if found is None or f", {found.group(1)}" in joined_tokens(tokens):
        return None
    return found.group(1)


def phrase_moved_onto_report(text: str, tokens: Sequence[str]) -> str | None:
    """The prepositional phrase the source (``tokens``) said last before its closing ",
    SPEAKER VERB" that ``text`` says right after that verb, where the source did not, or None.

    >>> phrase_moved_onto_report("The company posted a loss, it said in the year-earlier "
    ...     "period in a statement.", "The company posted a loss , in the year-earlier period ,"
    ...     " it said in a statement .".split())
    'in the year-earlier period'
    >>> phrase_moved_onto_report("In the year-earlier period, the company posted a loss, it "
    ...     "said in a statement.", "The company posted a loss , in the year-earlier period ,"
    ...     " it said in a statement .".split())
    """
    lowered = lowered_tokens(tokens)
    said = joined_tokens(tokens)
    for at in range(2, len(lowered) - 1):
        if lowered[at - 1] != "," or lowered[at + 1] not in REPORT_VERBS:
            continue
        end = at - 1
        opens = next((k for k in range(end - 1, max(0, end - _LAST_PHRASE_WORDS), -1)
                      if lowered[k] in PREPOSITIONS), None)
        if opens is None:
            continue
        phrase = " ".join(tokens[opens:end])
        moved = rf"\b{re.escape(tokens[at + 1])} {re.escape(phrase)}\b"
        if re.search(moved, text) and not re.search(moved, said):
            return phrase
    return None
