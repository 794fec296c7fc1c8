"""A quotation split by its attribution, its first part mended before the rules read it.

'"In Iraq," Sen. Pat Roberts ... said on CNN's "Late Edition" yesterday, "we're now
fighting ..."': spaCy hangs the quoted "In Iraq" on "said", so the parse made it where
the senator spoke, and the realizer said 'Sen. Pat Roberts ... said in Iraq on CNN's Late
Edition' (he spoke on television; the fighting is in Iraq).  A modifier of a verb of
saying whose words all lie inside quotation marks, while the verb's clause is quoted
after it, is the first part of that quotation: it goes to the quoted clause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_words import QUOTE_MARKS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_split_quotes"]

_MOVED = frozenset({"prep", "advmod", "npadvmod", "advcl"})


def repair_split_quotes(doc: Doc, speech_verbs: frozenset[str]) -> None:
    """Move the quoted first part of a split quotation to its clause (see the module docstring)."""
    spans = _quoted(doc)
    if len(spans) < 2:
        return
    for verb in doc:
        if verb.lemma_.lower() not in speech_verbs or verb.pos_ not in ("VERB", "AUX"):
            continue
        clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i
                       and _inside(c, spans)), None)
        if clause is None:
            continue
        for child in list(verb.children):
            if child.dep_ in _MOVED and child.i < verb.i and _inside(child, spans) \
                    and _span_of(child, spans) != _span_of(clause, spans):
                child.head = clause


def _quoted(doc: Doc) -> list[tuple[int, int]]:
    """Token ranges between paired quotation marks, in order."""
    marks = [t.i for t in doc if t.text in QUOTE_MARKS]
    return [(a + 1, b - 1) for a, b in zip(marks[::2], marks[1::2], strict=False)]


def _span_of(token: Token, spans: list[tuple[int, int]]) -> tuple[int, int] | None:
    return next(((lo, hi) for lo, hi in spans if lo <= token.i <= hi), None)


def _inside(token: Token, spans: list[tuple[int, int]]) -> bool:
    """Whether all of ``token``'s words lie inside one quoted range."""
    span = _span_of(token, spans)
    return span is not None and all(span[0] <= t.i <= span[1] or t.is_punct for t in token.subtree)
