"""A change in money spaCy read as one sum: "fell $9.61 to $50.26", "priced from $125 to
$300", "rise by $300 to $2,800".

spaCy makes every word before the second sum its ``quantmod`` (``$/quantmod 9.61/quantmod
to/quantmod $/quantmod 50.26/npadvmod``), and its MONEY entity often spans both sums; the
rules read that entity as its first sum only, the second number was listed as unparsed and
every focus refused ("the parse dropped '50.26' of the source").  spaCy parses the same
words as two phrases elsewhere ("rose $2.88 to $46.50": ``2.88/npadvmod to/prep
46.50/pobj``), which the rules read as AMR does: the change the verb's :ARG2, the end its
:ARG4.  :func:`repair_money_changes` rewrites the first tree into the second:

* the first sum takes the second's place (the verb's measure, or the object of "from" or
  "by");
* "to" becomes a preposition, of "from" where the first sum follows it (parse_amounts then
  moves it to the verb as the end of a change), else of the verb, and the second sum its
  object; a phrase spaCy hung on "from" after the sums is the verb's ("in quantities of
  10,000").

A range as a verb's object ("dongles costing $100 to $150") or of a verb with no end point
in its frame ("priced from $125 to $300": price-01 has none) is one value, not a change,
and is left alone.  A share said after the end ("rise by $300 to $2,800 or 12 percent") is
the change said again, so it goes with the first sum, as in "rose $6.21, or 42 percent,
to $20.90".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spacy.tokens import Span

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from pipeline.backends.builtin.lexicon import PropBankLexicon

__all__ = ["repair_money_changes"]


def repair_money_changes(doc: Doc, lexicon: PropBankLexicon) -> None:
    """Rewrite each "$A to $B" read as one sum into two sums, "to $B" the change's end.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Its shares fell $9.61 to $50.26, ranking as the NYSE's top loser.")
    >>> from pipeline.backends.builtin.lexicon import load_lexicon
    >>> repair_money_changes(doc, load_lexicon())
    >>> [(t.text, t.dep_, t.head.text) for t in doc[3:8]]
    [('$', 'nmod', '9.61'), ('9.61', 'npadvmod', 'fell'), ('to', 'prep', 'fell'), ('$', 'nmod', '50.26'), ('50.26', 'pobj', 'to')]
    """
    for end in doc:
        if end.like_num and end.i >= 4 and _is_change_end(end) and _has_end_point(end, lexicon):
            _split(end)


def _is_change_end(end: Token) -> bool:
    """Whether ``end`` is the second number of "$ A to $ B", every word before it its
    ``quantmod``, the phrase a measure of a verb or the object of "from"/"by"."""
    doc = end.doc
    first_sign, first, to, second_sign = doc[end.i - 4:end.i]
    if not (first_sign.text == second_sign.text == "$" and first.like_num and to.lower_ == "to"):
        return False
    if any(t.head.i != end.i or t.dep_ not in _NUMBER_MODIFIERS for t in (first, to, second_sign)):
        return False
    if end.dep_ == "npadvmod":
        return end.head.pos_ == "VERB"
    return end.dep_ == "pobj" and end.head.lower_ in ("from", "by") and end.head.head.pos_ == "VERB"


def _has_end_point(end: Token, lexicon: PropBankLexicon) -> bool:
    """Whether the verb of ``end``'s phrase has an end point in its frame (fall-01 :ARG4)."""
    verb = end.head.head if end.dep_ == "pobj" else end.head
    frame = lexicon.verb_frame(verb.lemma_.lower())
    if frame is None or frame not in lexicon:
        return False
    return any("end" in text.lower() for _, text in lexicon.rolesets[frame]["roles"].values())


_NUMBER_MODIFIERS = frozenset({"quantmod", "nmod", "compound"})


def _split(end: Token) -> None:
    doc = end.doc
    first_sign, first, to, second_sign = doc[end.i - 4:end.i]
    first.head, first.dep_ = end.head, end.dep_
    first_sign.head, first_sign.dep_ = first, "nmod"
    second_sign.dep_ = "nmod"
    if end.dep_ == "pobj" and end.head.lower_ == "by":
        to.head = end.head.head  # "rise by $300 to $2,800": the verb's end
    else:
        to.head = end.head  # the verb's, or "from"'s, which parse_amounts hands to the verb
    if end.head.lower_ == "from":
        for prep in [c for c in end.head.children if c.dep_ == "prep" and c.i > end.i]:
            prep.head = end.head.head  # "priced from $125 to $300 in quantities of 10,000": the verb's
    to.dep_, to.pos_, to.tag_ = "prep", "ADP", "IN"
    end.head, end.dep_ = to, "pobj"
    for part in [c for c in end.children if c.dep_ in ("cc", "conj", "punct") and c.i > end.i]:
        part.head = first  # "$300 to $2,800 or 12 percent": the change said again
    doc.ents = [piece for ent in doc.ents for piece in _parted(ent, to)]


def _parted(ent: Span, to: Token) -> list[Span]:
    """``ent`` cut in two at ``to`` where it spans it (the MONEY entity of both sums)."""
    if not ent.start < to.i < ent.end - 1:
        return [ent]
    doc = to.doc
    return [Span(doc, ent.start, to.i, label=ent.label_), Span(doc, to.i + 1, ent.end, label=ent.label_)]
