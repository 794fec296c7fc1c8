"""'another N' keeps its place among the sentence's other amounts, and 'only/just/another N'
is said as often as the source said it.

"another 300" adds to an amount said before it: "She said the store ordered 520 copies and
reserved another 300."  The parse gives the count its :mod another (parse_quantity_modifiers),
and a rebuilt sentence that puts the other conjunct first says "Another 300 were reserved by
the store, and the store ordered 520 copies", where "another" has nothing before it to add
to; "While 8 percent intended to boost profits ..., another 28 percent cited stronger
demand" makes the 28 percent one more than the eight, which the source did not say.  Such a
text is refused: every amount the source said before "another" stays before it, every one
after it stays after it.  A counted noun the rebuilt sentence names twice takes its focus
word along ("Police arrested only two men ..., and only two men released another three"):
such a text says "only" of two mentions where the source said it of one, and is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.number_words import CARDINALS
from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_tokens
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_words import AMOUNT_DETERMINERS

__all__ = ["amount_word_fault", "lone_amount_focus", "misplaced_another"]

_DIGITS = re.compile(r"\d[\d,.]*")
# Number words the realizer may say in digits ("eight per cent" -> "8 percent").  Not
# "billion": it stands in "$87 billion ... another $20 billion" as a scale, and as an amount
# of its own it made "another" seem to move across it.
_NUMBER_WORDS = {word: "1 million" if value == 1_000_000 else f"{value:,}"
                 for word, value in CARDINALS.items() if 0 < value < 1_000_000_000}


_CURRENCY = frozenset({"$", "US$", "€", "£"})
# What follows "another" standing for a thing counted before it ("and another was wounded").
_AFTER_PRONOUN = frozenset({"was", "were", "is", "are", "has", "have", "had", "will", "would",
                            "could", "may", "might", ",", ".", ";", "and"})


def _forms(token: str) -> tuple[str, ...]:
    low = token.lower()
    if _DIGITS.fullmatch(low):
        return (low.rstrip(".,"),)
    if low in _NUMBER_WORDS:
        return (low, _NUMBER_WORDS[low])
    return ()


def _first(text: str, forms: tuple[str, ...]) -> int | None:
    found = [m.start() for f in forms
             for m in [re.search(rf"(?<![\w.,]){re.escape(f)}(?![\w]|[.,]\d)", text)] if m]
    return min(found) if found else None


def misplaced_another(text: str, tokens: Sequence[str]) -> str | None:
    """The source's amount that ``text`` moved across its "another N" (or its pronoun
    "another", as in "one American soldier was killed and another was wounded"), if any.
    An amount said after it counts only where it is of the same unit ("28 per cent ...
    eight per cent"): "Taking its total to 418, the island reported another 35 probable
    cases" adds the 35 to no 418.

    >>> src = "She said the store ordered 520 copies and reserved another 300 .".split()
    >>> misplaced_another("The store reserved another 300, and it ordered 520 copies, she said.", src)
    '520'
    >>> misplaced_another("520 copies were ordered by the store, and the store reserved another 300.", src)
    >>> src = "Another 28 per cent cited demand , while eight per cent intended to boost profits".split()
    >>> misplaced_another("While 8 percent intended to boost profits, another 28 percent cited demand.", src)
    'eight'
    >>> misplaced_another("Demand was cited by another 28 percent while 8 percent intended to boost profits.", src)
    >>> src = "The island reported another 35 probable cases , taking its total to 418 .".split()
    >>> misplaced_another("Taking its total to 418, the island reported another 35 probable cases.", src)
    >>> src = "Lewis can fight June 21 against another opponent .".split()
    >>> misplaced_another("Against another opponent, Lewis can fight June 21.", src)
    """
    lowered = lowered_tokens(tokens)
    if "another" not in lowered:
        return None
    at_source = lowered.index("another")
    own = at_source + 1  # the amount "another" counts ("another 300", "another $20 billion")
    while own < len(tokens) and (_forms(tokens[own]) or tokens[own] in _CURRENCY):
        own += 1
    unit = lowered[own] if own < len(tokens) else ""
    if own == at_source + 1 and unit not in _AFTER_PRONOUN:
        return None  # "another opponent": no amount, no count of an earlier one
    found = re.search(r"(?i)\banother\b", text)
    if found is None:
        return None
    at_text = found.start()
    for k, token in enumerate(tokens):
        if at_source <= k < own or (k > own and lowered[k + 1:k + 2] != [unit]):
            continue
        forms = _forms(token)
        where = _first(text, forms) if forms else None
        if where is not None and (k < at_source) != (where < at_text):
            return token
    return None


def amount_word_fault(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` misplaces the source's "only/just/another N", or None.

    >>> src = "Police arrested only two men after the attack .".split()
    >>> amount_word_fault("After the attack, police arrested only two men, and only two men left.", src)
    "'only' said of more amounts than the source"
    >>> amount_word_fault("After the attack, police arrested only 2 men.", src)
    """
    source = joined_tokens(tokens)
    for word in ("only", "just", "another"):
        if len(re.findall(rf"(?i)\b{word}\b", text)) > len(re.findall(rf"(?i)\b{word}\b", source)):
            return f"{word!r} said of more amounts than the source"
    moved = misplaced_another(text, tokens)
    if moved is not None:
        return f"'another' would move across the source's {moved!r}"
    return None


def lone_amount_focus(top: Node) -> str | None:
    """Why the refocused ``top`` cannot lead its sentence, where it is the focus word of an
    amount or of "after/before" (parse_quantity_modifiers) or the whole a share is of; else
    None.  "After shortly and midday, shares in Tellabs were unchanged", "It was the another
    300 that the store reserved": the word is said with its number, never alone; "Only 1.5
    percent of fully re-evaluated that Ms. Gelinas said was those": the whole of "only 1.5
    per cent of those" is said inside its share."""
    hosts = [e.target for e in top.edges if e.role in (":mod-of", ":domain")
             and isinstance(e.target, Node)]
    if len(hosts) != len(top.edges) or len(hosts) != 1:
        return None
    host = hosts[0]
    if host.concept == "percentage-entity":
        return "the whole a share is of cannot be the focus"
    counted = any(e.role in (":quant", ":value") for e in host.edges) \
        or host.concept in ("after", "before")
    # ("soon", "immediate": "After soon and daylight, waiting crowds ... rushed the bridges")
    if counted and (top.concept in AMOUNT_DETERMINERS
                    or top.concept in ("short-07", "soon", "immediate")):
        return f"the focus word {top.concept!r} of an amount or a time cannot be the focus"
    return None
