"""A list of quoted titles: 'His movies include "Malcolm X," "Summer of Sam," "Jungle Fever"
and "Do the Right Thing."'.  spaCy reads the titles as words of a clause: "Summer" a second
object of "include", "Jungle Fever" its apposition, "Do" a verb with "the Right Thing" its
object; 'He has also directed "The Flintstones," "Beethoven," and "Jingle All The Way."'
has "Beethoven" an apposition and "Way" an adverb of "Jingle".  The rules kept one title
and dropped the rest, so every rebuilt focus was refused ("the parse dropped 'Jungle'").

The repair makes each title one name (its words compounds of its last word, a
``WORK_OF_ART`` entity, as :mod:`~pipeline.backends.builtin.parse_titles` names one title)
and the titles after the first its conjuncts, with the list's "and" or "or".  Only a run of
two or more titles, each a short stretch of capitalised words in quotes, joined by commas
and closed by a coordinator before the last: the quotation marks, not the words, say where
a title ends.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_titles import (
    MAX_TITLE_WORDS,
    TITLE_CLOSING,
    TITLE_OPENING,
    capitalised_title,
    name_title,
    title_run,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_title_lists"]

# Inside the quotes, after the title's words: the list's comma, or the sentence's period.
_INNER_MARKS = frozenset({",", "."})
_COORDINATORS = frozenset({"and", "or"})


def repair_title_lists(doc: Doc) -> None:
    """Read each list of quoted titles of the module docstring as one list of names."""
    i = 0
    while i < len(doc):
        titles, cc, end = _title_list(doc, i)
        if len(titles) >= 2 and cc is not None:
            _join(doc, titles, cc, range(i, end))
            i = end
        else:
            i += 1


def _title(doc: Doc, start: int) -> tuple[list[Token], int]:
    """The words of a quoted title opening at ``start`` and the index after its closing
    quote; ``([], start)`` when no title opens there."""
    if doc[start].text not in TITLE_OPENING:
        return [], start
    words, i = title_run(doc, start + 1)
    if i < len(doc) and doc[i].text in _INNER_MARKS:
        i += 1
    if not words or len(words) > MAX_TITLE_WORDS or i >= len(doc) or doc[i].text not in TITLE_CLOSING:
        return [], start
    if not capitalised_title(words):
        return [], start  # "we are fighting" is a quotation, not a title
    return words, i + 1


def _title_list(doc: Doc, start: int) -> tuple[list[list[Token]], Token | None, int]:
    """The titles of a list opening at ``start``, its coordinator (None when it has none)
    and the index after it."""
    titles: list[list[Token]] = []
    cc: Token | None = None
    i = start
    while i < len(doc):
        words, after = _title(doc, i)
        if not words:
            break
        titles.append(words)
        i = after
        if cc is not None:
            break  # the title after the coordinator is the last
        if i < len(doc) and doc[i].text == ",":
            i += 1
        if i < len(doc) and doc[i].lower_ in _COORDINATORS:
            cc = doc[i]
            i += 1
        elif i < len(doc) and doc[i].text not in TITLE_OPENING:
            break
    if cc is not None and len(titles) < 2:
        cc = None
    if cc is not None and titles[-1][0].i < cc.i:
        cc = None  # the coordinator ends the run without a title after it
    return titles, cc, i


def _join(doc: Doc, titles: list[list[Token]], cc: Token, span: range) -> None:
    """Hang the titles on the first one's head as one list of names (``span`` runs from
    the first opening quote past the last closing one)."""
    inside = {w.i for words in titles for w in words} | {cc.i}
    root = next((w for w in titles[0] if w.head.i not in span), None)
    if root is None or root.head.i == root.i:
        return  # the list is the sentence's root: no word to give its dependents back to
    anchor, dep = root.head, root.dep_
    if any(a.i in span for a in anchor.ancestors):
        return  # spaCy hung the clause itself below a title: not clear where the list goes
    for token in doc:
        if token.head.i in inside and token.i not in span:
            token.head = anchor  # what spaCy hung on the titles from outside: their clause's
    heads = [words[-1] for words in titles]
    for words in titles:
        name_title(words)
    first = heads[0]
    first.head, first.dep_ = anchor, dep
    # spaCy's own list: each member a conjunct of the one before, the coordinator on the
    # member before the last ("A, B and C": B/conj of A, and/cc and C/conj of B)
    for before, member in pairwise(heads):
        member.head, member.dep_ = before, "conj"
    cc.head, cc.dep_ = heads[-2], "cc"
    for i in span:
        if doc[i].is_punct:
            doc[i].head, doc[i].dep_ = first, "punct"  # the list's quotes and commas
