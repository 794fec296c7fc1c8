"""A gerund clause of the source said without its gerund.

A gerund with an object of its own names an event: "allowing Hamdi access to a lawyer
would not interfere with ...", "Feeling rejection as an acute pain may have developed
...", "began announcing their fund-raising totals".  The parse keeps the event, but a
rebuilt text that says its object without the gerund tells another story: the object
alone as the subject ("Hamdi access to a lawyer would not interfere ..., as the statement
allowed"), the event told as done ("Rejection was felt as an acute pain, which may have
developed ..."), or a broken verb group ("the Democratic candidates also began announced
their fund-raising totals").  Such a text is refused (text_fault's source checks); one that
keeps the gerund ("The recovery would be hurt by raising taxes now") is not touched.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import AUXILIARIES, lemma_pos
from pipeline.backends.builtin.realize_base import BE_FORMS
from pipeline.backends.builtin.realize_words import REPORT_VERB_FORMS

__all__ = ["lost_gerund"]

# Words that open a clause whose subject a gerund may be.
_CLAUSE_OPENERS = frozenset(REPORT_VERB_FORMS.split("|")) | frozenset(
    ["that", "because", "whether", "if", "believes", "thinks", "argued", "noted"])
# Verbs whose object is an event said as a gerund ("began announcing", "kept raising").
_GERUND_TAKERS = frozenset([
    "begin", "began", "begun", "begins", "start", "started", "starts", "stop", "stopped",
    "stops", "keep", "kept", "keeps", "continue", "continued", "continues", "resume",
    "resumed", "avoid", "avoided", "consider", "considered", "finish", "finished", "quit",
])
# How far after a subject gerund its clause's verb may stand, its object between.
_SUBJECT_SPAN = 12


def _is_gerund(word: str) -> bool:
    return word.endswith("ing") and len(word) > 5 and "VERB" in lemma_pos(word)


def _subject_gerund(words: Sequence[str], index: int) -> bool:
    """Whether the gerund at ``index`` of the source ``words`` opens a subject: its object
    after it, then its clause's auxiliary with no comma between; not an inverted clause
    ("Joining him in the majority opinion were Justices ...")."""
    if index + 1 >= len(words) or not words[index + 1][:1].isalnum():
        return False
    for after in range(index + 2, min(index + _SUBJECT_SPAN, len(words))):
        word = words[after]
        if word in (",", ";", ":", "--"):
            return False
        if word.lower() in AUXILIARIES and word != "'s":  # "'s" a possessive: "California 's lead"
            following = words[after + 1] if after + 1 < len(words) else ""
            return not (word.lower() in BE_FORMS and following[:1].isupper())
    return False


def lost_gerund(text: str, tokens: Sequence[str]) -> str | None:
    """The source's gerund (``tokens``) opening a subject or the object of an aspect verb
    that ``text`` does not say, else None.

    >>> tokens = "The statement said allowing Hamdi access to a lawyer would not help .".split()
    >>> lost_gerund("Hamdi access to a lawyer would not help, as the statement allowed.", tokens)
    'allowing'
    >>> lost_gerund("It was the statement that said allowing Hamdi access would not help.", tokens)
    >>> tokens = "Joining him in the majority opinion were Justices Souter and Breyer .".split()
    >>> lost_gerund("Justices Souter and Breyer joined him in the majority opinion.", tokens)
    >>> tokens = "Following California 's lead , several states passed bans .".split()
    >>> lost_gerund("After California's lead, several states passed bans.", tokens)
    >>> tokens = "The candidates also began announcing their totals today .".split()
    >>> lost_gerund("Today, the candidates also began announced their totals.", tokens)
    'announcing'
    >>> lost_gerund("Today, the candidates also began to announce their totals.", tokens)
    """
    words = list(tokens)
    said = {w.lower() for w in re.findall(r"[\w'-]+", text)}
    for index, word in enumerate(words):
        lower = word.lower()
        if lower in said or not _is_gerund(lower):
            continue
        before = words[index - 1].lower() if index else ""
        # "began meeting" said "began to meet": the same event, its infinitive
        if (before in _GERUND_TAKERS and not re.search(rf"(?i)\b{before} to \w", text)) or (
                (index == 0 or before in _CLAUSE_OPENERS) and _subject_gerund(words, index)):
            return lower
    return None
