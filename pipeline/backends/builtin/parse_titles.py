"""A title in quotes after the noun it names, mended before the rules read it.

'O'Donnell wrote in her autobiography, "Find Me," that she was "an abused child."': spaCy
reads the title "Find Me" as an imperative clause (``Find/xcomp`` of "wrote", or
``ccomp``), so the rules made it the quotation, ``find-01 :mode imperative``, with the
real complement hung under it, and the realizer said 'O'Donnell wrote in her
autobiography: "Find Me, an abused child."' or 'Find me, O'Donnell wrote'.  A title is a
name: a short run of capitalised words in quotes, set off by commas right after a common
noun, is that noun's apposition, one ``work-of-art`` named by the words.  What spaCy hung
on the title's words outside the quotes ("that she was ...", "In her autobiography")
goes back to the word the title was hung on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_words import QUOTE_CLOSING, QUOTE_OPENING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["MAX_TITLE_WORDS", "TITLE_CLOSING", "TITLE_OPENING", "capitalised_title", "label_title",
           "name_title", "repair_quoted_titles", "title_run"]

# A straight quote opens or closes, as it stands.
TITLE_OPENING = QUOTE_OPENING | {'"'}
TITLE_CLOSING = QUOTE_CLOSING | {'"'}
MAX_TITLE_WORDS = 8  # longer quoted stretches are quotations, not titles


def repair_quoted_titles(doc: Doc) -> None:
    """Make each quoted title after ``noun ,`` that noun's apposition (see the module docstring)."""
    for quote in doc:
        if quote.text not in TITLE_OPENING or quote.i < 2:
            continue
        comma, noun = doc[quote.i - 1], doc[quote.i - 2]
        if comma.text != "," or noun.tag_ not in ("NN", "NNS"):
            continue
        words = _title_words(doc, quote.i + 1)
        if words:
            _name_of(noun, words)


def _title_words(doc: Doc, start: int) -> list[Token]:
    """The words of a title opening at ``start``: capitalised, closed by a quote after an
    optional comma, and followed by a comma or the quote's own comma; else ``[]``."""
    words, i = title_run(doc, start)
    if not words or len(words) > MAX_TITLE_WORDS or i >= len(doc):
        return []
    if doc[i].text == "," and i + 1 < len(doc) and doc[i + 1].text in TITLE_CLOSING:
        pass  # 'autobiography, "Find Me," that ...': the comma inside the quotes
    elif doc[i].text in TITLE_CLOSING and i + 1 < len(doc) and doc[i + 1].text == ",":
        pass  # 'autobiography, "Find Me", that ...'
    else:
        return []
    if not capitalised_title(words) or any(w.dep_ == "nsubj" for w in words):
        return []
    return words


def _name_of(noun: Token, words: list[Token]) -> None:
    """Hang ``words`` on ``noun`` as one proper-noun apposition; what spaCy hung on them
    from outside goes to the word the title hung on (its clause, not the title)."""
    inside = {w.i for w in words}
    root = next((w for w in words if w.head.i not in inside), None)
    if root is None or root.head.i == root.i:
        return  # the title is the sentence's root: no word to give its dependents back to
    for word in words:
        for child in list(word.children):
            if child.i not in inside:
                child.head = root.head
    name_title(words)
    last = words[-1]
    last.head = noun
    last.dep_ = "appos"


def title_run(doc: Doc, start: int) -> tuple[list[Token], int]:
    """The words from ``start`` on while they are letters, up to one more than
    :data:`MAX_TITLE_WORDS` (a run that long is no title), and the index after them."""
    words: list[Token] = []
    i = start
    while i < len(doc) and doc[i].is_alpha and len(words) <= MAX_TITLE_WORDS:
        words.append(doc[i])
        i += 1
    return words, i


def capitalised_title(words: list[Token]) -> bool:
    """Capitalised content words: "Gone with the Wind" is a title, "we are fighting" is not."""
    return words[0].is_title and all(w.is_title or w.is_stop for w in words)


def name_title(words: list[Token]) -> None:
    """Make ``words`` one proper name: each a proper noun, compounds of the last, labelled
    a ``WORK_OF_ART`` (:func:`label_title`)."""
    last = words[-1]
    for word in words:
        word.tag_, word.pos_ = "NNP", "PROPN"
        if word.i != last.i:
            word.head, word.dep_ = last, "compound"
    label_title(last.doc, words[0].i, last.i + 1)


def label_title(doc: Doc, start: int, end: int) -> None:
    """Mark the words one ``WORK_OF_ART`` entity, so the rules name it a ``work-of-art``."""
    from spacy.tokens import Span

    kept = [e for e in doc.ents if e.end <= start or e.start >= end]
    doc.ents = sorted([*kept, Span(doc, start, end, label="WORK_OF_ART")], key=lambda e: e.start)
