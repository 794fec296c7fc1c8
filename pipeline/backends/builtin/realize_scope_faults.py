"""Refusals of texts that moved a word out of what licensed it, or gave a passive a
participant no passive can have (issue 12: kept paraphrases that read as broken).

A negative-polarity word ("anything", "anyone", "ever") is English only inside the scope of
a denial or a negation; said before the verb that denies, it asserts the opposite:

- 'Outside the court, Sriyanto ... denied he had done anything wrong.' became 'He had done
  anything wrong, Sriyanto ... denied outside the court.' and 'He was the one who had done
  anything wrong, ...'.

"other" after a noun's article is "another", or a plural's bare "other"; the realizer gave
a noun built around a modifier focus the singular article:

- '... replace earplugs and other mechanical ear protection.' became 'It was earplugs and a
  other mechanical ear protection that ...'; '... a biopsy or other procedures.' became
  'With a other procedures or a biopsy, ...'.

A passive's subject is no length of time, and its agent no time: the verb then measured
or dated its subject, it did nothing to it:

- 'Those who only had surgery lived an average of 46 months.' became 'An average of 46
  months was lived by those who only had surgery.';
- 'Regardless, its first quarter saw a profit of $721 million, ...' became '... a profit of
  $721 million, or 29 cents, was seen by its first quarter ...'.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.parse_entities import TIME_UNITS, WEEKDAYS
from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node

__all__ = ["refuse_article_before_other", "refuse_time_passive", "refuse_unlicensed_polarity"]

# Verbs whose complement licenses a negative-polarity word as a negation does.
_DENIALS = re.compile(r"(?i)\b(?:den(?:y|ies|ied|ying)|doubt(?:s|ed|ing)?)\b")
# Words English says only under a negation or a denial ("any" alone is also free choice:
# "any time").
_POLARITY_WORDS = re.compile(r"(?i)\b(?:anything|anyone|anybody|anywhere|ever|at all)\b")
# A noun that only stands for the length of time it modifies ("an average of 46 months"),
# not one a length describes ("a 47-hour standoff").
_SHARES = frozenset(["average", "total", "maximum", "minimum", "median"])
_ARTICLE_OTHER = re.compile(r"(?i)\ban? other\b")
# Nouns of a stretch of time, besides TIME_UNITS ("its first quarter", "the season").
_TIME_NOUNS = TIME_UNITS | WEEKDAYS | {"quarter", "half", "period", "season", "weekend",
                                       "date-entity", "temporal-quantity"}


def refuse_unlicensed_polarity(text: str, sentence: str) -> None:
    """Refuse ``text`` where it says a negative-polarity word of ``sentence`` before the
    denial whose complement held it.

    >>> refuse_unlicensed_polarity("He had done anything wrong, Sriyanto denied.",
    ...                            "Sriyanto denied he had done anything wrong.")
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: a negative-polarity word said outside the denial that licensed it
    >>> refuse_unlicensed_polarity("It was outside the court that Sriyanto denied that he had done anything wrong.",
    ...                            "Outside the court, Sriyanto denied he had done anything wrong.")
    """
    denial = _DENIALS.search(sentence)
    if denial is None or not _POLARITY_WORDS.search(sentence, denial.end()):
        return
    said = _POLARITY_WORDS.search(text)
    denied = _DENIALS.search(text)
    if said is not None and (denied is None or said.start() < denied.start()):
        raise RealizationRefused("a negative-polarity word said outside the denial that "
                                 "licensed it")


def refuse_article_before_other(text: str, sentence: str) -> None:
    """Refuse ``text`` where it says "a other" (or "an other"), which ``sentence`` did not.

    >>> refuse_article_before_other("With a other procedures or a biopsy, it must be followed up.",
    ...                             "It must be followed up with a biopsy or other procedures.")
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: an article said before 'other'
    """
    if _ARTICLE_OTHER.search(text) and not _ARTICLE_OTHER.search(sentence):
        raise RealizationRefused("an article said before 'other'")


def refuse_time_passive(subject: Node, agent: Node | None) -> None:
    """Refuse a passive whose ``subject`` is a length of time ("An average of 46 months was
    lived by ...") or whose ``agent`` is a time ("was seen by its first quarter").

    >>> refuse_time_passive(Node("p", "profit"), Node("q", "quarter"))
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: a time cannot be a passive's agent
    >>> refuse_time_passive(Node("p", "profit"), Node("c", "company"))
    """
    if subject.concept == "temporal-quantity" or (subject.concept in _SHARES and any(
            e.role == ":mod" and isinstance(e.target, Node) and e.target.concept == "temporal-quantity"
            for e in subject.edges)):
        raise RealizationRefused("a length of time cannot be a passive's subject")
    if agent is not None and agent.concept in _TIME_NOUNS:
        raise RealizationRefused("a time cannot be a passive's agent")
