"""Numbers kept: whether the paraphrase states the source's numbers, and no other.

A number is the fact a paraphrase most easily gets wrong while every other score stays
high: "the average five-day forecast track error was 259 miles" against "... is 323
nautical miles" (a human MRPC rewording people rated as meaning changed) keeps every word
but one, and "lower their risk of heart attack by 88 percent and of stroke by 80 percent"
against "... their heart attack risk would be lowered by 88 percent" loses a conjunct whose
only content words ("stroke", "80") are two of twelve.  ``content_kept`` counts such a loss
as one word among many; here it is one number of two.

Each number of the source (a token with a digit, or a word spaCy tags as a number:
"twenty", "three"; "one" only before a noun or a scale word, not "the one who") is **said** when the paraphrase states a number of the
same value: "1.5 million" is "1500000", "one hundred" is "100", "three-to-one" is "3-1",
"1,049.59" is "1049.59".  A number of the paraphrase that states no value of the source's
is **added** (a changed number); a one ("a one-day session", "3-1") is never added.  The score is the share of the source's numbers said,
with each added number counted as one more lost::

    numbers_kept = (said) / (source numbers + added)

and 1 when neither side states a number.  Reuters codes ("US10YT=RR") are markup, not
numbers.

>>> from pipeline.nlp import load_spacy
>>> nlp = load_spacy()
>>> numbers_changed(nlp("For the entire season, the average five-day forecast track error was "
...                     "259 miles, Franklin said."),
...                 nlp("The average track error for the five-day (forecast) is 323 nautical miles."))
(['259'], ['323'])
>>> numbers_changed(nlp("Last year, Comcast signed 1.5 million new digital cable subscribers."),
...                 nlp("1500000 new digital cable subscribers who Comcast signed last year subscribed."))
([], [])
>>> numbers_changed(nlp("He was the one who left."), nlp("It was him who left."))
([], [])
>>> numbers_changed(nlp("He received a bonus of just more than $2-million in fiscal 2003."),
...                 nlp("It was he who received a bonus of just more than $2 million in fiscal 2003."))
([], [])
>>> numbers_changed(nlp("At least two dozen people were killed."),
...                 nlp("At least 24 people were killed."))
([], [])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pipeline.backends.builtin.number_words import SCALES
from pipeline.scoring.base import make_signature
from pipeline.scoring.facts import (
    ParsedPairShare,
    number_compounds,
    scaled_values,
    tokens_without_codes,
)
from pipeline.scoring.grammar import parse_texts

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["NumbersKept", "number_mentions", "numbers_changed"]

# a scale word after a number multiplies it: "5 billion" also states 5000000000, "two
# dozen" 24; said alone ("another million barrels", "a dozen people") it states its scale
_SCALES = {word: float(scale) for word, scale in SCALES.items()}


def _is_number(token: Token, strict: bool = True) -> bool:
    if any(c.isdigit() for c in token.text):
        return True
    if not strict:  # any number word: what a paraphrase may say a number with
        return bool(token.like_num)
    # a number word; "one" only as a count ("one hundred", "one day"), not "the one who"
    return token.like_num and token.pos_ == "NUM" and (
        token.lower_ != "one" or token.dep_ in ("nummod", "compound", "quantmod"))


def number_mentions(doc: Doc, strict: bool = True) -> list[tuple[Token, set[float]]]:
    """The numbers ``doc`` states, in order, each as (first token, the values it states):
    a scale word is part of its number ("5 billion": 5 and 5000000000) or, alone, a number
    of its own ("a million": 1000000), a hyphenated number word one number ("Sixty-one"),
    Reuters codes none.  ``strict=False`` also reads a number word spaCy tags otherwise
    ("three would be charged"), as a paraphrase may state one."""
    tokens = tokens_without_codes(doc)
    compounds = number_compounds(tokens)
    found: list[tuple[Token, set[float]]] = []
    for k, token in enumerate(tokens):
        if token.i in compounds:
            if token.i - 1 not in compounds:  # a hyphenated number word: its first token only
                found.append((token, {compounds[token.i]}))
            continue
        if not _is_number(token, strict):
            continue
        if token.lower_ in _SCALES:
            if (k > 0 and _is_number(tokens[k - 1], strict)) or (
                    k > 1 and tokens[k - 1].text == "-" and _is_number(tokens[k - 2], strict)):
                continue  # "billion" of "$5 billion" or "$2-million": read with its number
            found.append((token, {_SCALES[token.lower_]}))
            continue
        values = scaled_values(tokens, k, _SCALES)
        if values:
            found.append((token, values))
    return found


def numbers_changed(source: Doc, paraphrase: Doc) -> tuple[list[str], list[str]]:
    """(the source's numbers the paraphrase states in no form, the paraphrase's numbers that
    state no value of the source's), as their first tokens' texts, in order."""
    source_numbers = number_mentions(source)
    paraphrase_numbers = number_mentions(paraphrase)
    source_values = set().union(*(v for _, v in number_mentions(source, strict=False)))
    paraphrase_values = set().union(*(v for _, v in number_mentions(paraphrase, strict=False)))
    lost = [t.text for t, values in source_numbers if not values & paraphrase_values]
    # "one" adds no number: "a" said as "one", "3-1" for "three-to-one", "a one-day session"
    added = [t.text for t, values in paraphrase_numbers
             if not values & source_values and values != {1.0}]
    return lost, added


class NumbersKept(ParsedPairShare):
    """Share of the source's numbers the paraphrase states, a number it adds counted as one
    more lost (0..1; 1 when neither text states a number)."""

    name = "numbers_kept"
    higher = "similar"

    def signature(self) -> str:
        from pipeline.nlp import load_spacy

        meta: dict[str, Any] = load_spacy().meta
        return make_signature(self.name, parser=f"spacy:{meta['name']}-{meta['version']}",
                              match="value,scale", added="lost")

    def lost_in(self, source: Doc, paraphrase: Doc) -> list[str]:
        lost, added = numbers_changed(source, paraphrase)
        return lost + [f"+{text}" for text in added]

    def total(self, source: Doc, paraphrase: Doc) -> int:
        return len(number_mentions(source)) + len(numbers_changed(source, paraphrase)[1])

    def changed(self, source: str, candidate: str) -> tuple[list[str], list[str]]:
        """:func:`numbers_changed` of one pair, to show beside the score."""
        return numbers_changed(*parse_texts([source, candidate]))
