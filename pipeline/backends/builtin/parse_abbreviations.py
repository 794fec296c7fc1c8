"""Abbreviations in parentheses that restate the name before them.

News text gives a name's short form once, in parentheses: "the Securities and Futures
Commission (SFC)", "the Internet Connection Firewall (ICF)", "Walgreen Co. (WAG)"; or
spells a short form out: "the InfoPath XML (Extensible Markup Language) application".
AMR writes the name once (the short form is the same entity, not content of its own), so
no node carries the words in parentheses, and the coverage check (:mod:`parse_coverage`)
would list them as lost.  :func:`restated_abbreviations` names them so it does not:

* an abbreviation whose letters are the initials of the capitalized words before it
  ("Remote Procedure Call (RPC)"; "and", "of", "for", "the" are skipped);
* a short upper-case word after an organization's name (its ticker or its own
  abbreviation in another language: "Walgreen Co. (WAG)", "the International
  Organization for Epizootics (OIE)"), or after a one-word name spaCy tagged nothing
  whose letters it takes in order ("Citigroup (C) on Wednesday named ...");
* capitalized words that spell the abbreviation just before them, a letter each
  ("XML (Extensible Markup Language)").

A person's name in parentheses ("Kathy Nicolo (Jennifer Connelly)") says something else
(who plays the part) and is left alone.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["restated_abbreviations"]

_ABBREVIATION = re.compile(r"[A-Z][A-Z0-9&]{0,5}")
# Words an abbreviation leaves out of its initials ("Securities and Futures Commission").
_SKIPPED = frozenset({"and", "of", "for", "the", "&", "on", "in"})


def restated_abbreviations(doc: Doc) -> set[int]:
    """Indices of the words in parentheses of ``doc`` that restate the name before them.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("They asked the Securities and Futures Commission (SFC) and "
    ...                    "the InfoPath XML (Extensible Markup Language) team.")
    >>> [doc[i].text for i in sorted(restated_abbreviations(doc))]
    ['SFC', 'Extensible', 'Markup', 'Language']
    >>> doc = load_spacy()("Citigroup (C) on Wednesday named Marjorie Magner chairman.")
    >>> [doc[i].text for i in sorted(restated_abbreviations(doc))]
    ['C']
    """
    found: set[int] = set()
    for tok in doc:
        if tok.text != "(" or tok.i == 0:
            continue
        close = next((t for t in doc[tok.i + 1: tok.i + 6] if t.text == ")"), None)
        if close is None or close.i == tok.i + 1:
            continue
        inside = doc[tok.i + 1: close.i]
        before = doc[tok.i - 1]
        if len(inside) == 1 and _ABBREVIATION.fullmatch(inside[0].text):
            if _initials_before(doc, tok.i, inside[0].text) or before.ent_type_ == "ORG" \
                    or _ticker_of(before, inside[0].text):
                found.add(inside[0].i)
        elif _ABBREVIATION.fullmatch(before.text) and _spells(list(inside), before.text):
            found.update(t.i for t in inside)
    return found


def _initials_before(doc: Doc, start: int, abbreviation: str) -> bool:
    """Whether the capitalized words just before ``start`` begin with ``abbreviation``'s
    letters, in order."""
    words: list[Token] = []
    for tok in reversed(doc[:start]):
        if tok.lower_ in _SKIPPED:
            continue
        if not tok.text[:1].isupper() or len(words) == len(abbreviation):
            break
        words.insert(0, tok)
    return len(words) >= 2 and _initials(words) == abbreviation


def _ticker_of(name: Token, code: str) -> bool:
    """Whether ``code`` is the stock symbol of the one-word company name ``name``: its
    letters in order, the first its first ("Citigroup (C)", "Microsoft (MSFT)"); spaCy
    tagged no entity there.  Not after a person (a party: "Smith (D)") or a place."""
    rest = name.text.upper()
    if name.pos_ != "PROPN" or name.ent_type_ in ("PERSON", "GPE", "NORP", "LOC") \
            or not code.isalpha() or len(code) > 4 or rest[:1] != code[:1]:
        return False
    for letter in code[1:]:
        at = rest.find(letter, 1)
        if at < 0:
            return False
        rest = rest[at:]
    return True


def _spells(words: list[Token], abbreviation: str) -> bool:
    """Whether capitalized ``words`` spell ``abbreviation`` a letter each, the letter
    somewhere in its word: "eXtensible Markup Language" (XML)."""
    return len(words) == len(abbreviation) and all(
        w.text[:1].isupper() and c.lower() in w.lower_ for w, c in zip(words, abbreviation, strict=True))


def _initials(words: list[Token]) -> str:
    return "".join(w.text[0] for w in words if w.lower_ not in _SKIPPED)
