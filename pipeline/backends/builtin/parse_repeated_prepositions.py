"""A preposition said again before a second object: "convicted of making a false threat to
detonate explosives and of destroying federal property", "a process for writing a new
constitution and for holding the first democratic elections", "a sentence for the
manslaughter of Barras and for wounding Fearon".

The small model hangs the second preposition on the first one's object ("of"/conj of
"making"), on the first preposition (whose conjuncts only a verb's phrases read), or on the
verb of the sentence ("for"/conj of "served"), and then nothing read its object: the parse
dropped "destroying", "holding", "wounding" and every focus was refused.  The second object
is one more thing the first preposition governs, a conjunct of the first object; the
repeated word is the preposition said again, which the graph's coordination stands for.

Only the same preposition repeated right after a coordinator ("and of", "and for"): "accused
Bush of presiding over ... and for failing to reward" (two prepositions) may give two roles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_repeated_prepositions"]

_COORDINATORS = frozenset({"and", "or"})
_OBJECT_DEPS = frozenset({"pobj", "pcomp"})


def repair_repeated_prepositions(doc: Doc) -> None:
    """Join each repeated preposition's object to the first one's (module docstring)."""
    for second in doc:
        if second.dep_ != "conj" or second.pos_ != "ADP" or second.i < 3:
            continue
        cc = doc[second.i - 1]
        if cc.dep_ != "cc" or cc.lower_ not in _COORDINATORS:
            continue
        objects = [c for c in second.children if c.dep_ in _OBJECT_DEPS]
        if len(objects) != 1 or any(c.dep_ not in _OBJECT_DEPS for c in second.children):
            continue
        first = _first_preposition(doc, second, cc)
        if first is None:
            continue
        earlier = next(c for c in first.children if c.dep_ in _OBJECT_DEPS)
        later = objects[0]
        later.head = earlier
        later.dep_ = "conj"
        cc.head = earlier
        second.head = later
        second.dep_ = "case"


def _first_preposition(doc: Doc, second: Token, cc: Token) -> Token | None:
    """The same preposition earlier in the clause, with an object of its own, under the
    token spaCy hung the second one on (or that token itself), with no other coordinator
    between them ("for ... and ... and for" is a list spaCy read some other way)."""
    head = second.head
    for at in range(cc.i - 1, second.sent.start - 1, -1):
        tok = doc[at]
        if tok.dep_ == "cc" or tok.is_sent_start:
            return None
        if tok.lower_ != second.lower_ or tok.dep_ not in ("prep", "conj") \
                or not any(c.dep_ in _OBJECT_DEPS for c in tok.children):
            continue
        if tok is head or tok in head.subtree or head in tok.subtree:
            return tok
        return None
    return None
