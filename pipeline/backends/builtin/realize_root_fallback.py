"""The root's verbatim alternatives offered in place of its refused reading.

The root focus reads its source back, or rebuilds it when a phrase of the graph has no clean
stretch of the source; the rebuilt sentence is refused when a part of it would read badly
("a hedged count of one said inside a noun phrase" for "During a period of nearly a decade,
Telemarketing Associates raised more than $7 million").  Its alternatives were offered only
after a text of its own, so a refused root offered none, and a fifth of the MRPC train
sentences whose parse kept every word had no rebuilt text at all.  The ``verbatim-*``
alternatives (realize_verbatim_alternatives) move whole source phrases and say no word
anew, so a fault inside a phrase they move does not reach them: the first of them stands in
for the refused reading ("During a period of nearly a decade, it was Telemarketing
Associates that raised more than $7 million.").

Only for the parse's own root: a refocused graph's top has an edge up to its old parent
(``:ARG2-of``), or its old root hangs below it by an inverted edge and holds the sentence's
first word; there a "closing place" may be one of a clause far inside the sentence ("In
their jobs, Barrenas's team tested the hearing of 479 men, ..., who were exposed to noise"
from the focus "noise").  A copular root with a relative clause or adjective of its own looks
refocused so too, and so does "X is whether ..." (X :ARG1 the clause); such a top is offered
the alternatives that check every word's place in the source alone
(realize_alternatives.SPAN_CHECKED_VARIANTS: the copula's swap, its subject's cleft, its clause
predicate said first, an existential's noun phrase said as its subject, a fronted predicate
said after its subject).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol

from pipeline.backends.builtin.realize_alternatives import SPAN_CHECKED_VARIANTS, VARIANTS
from pipeline.backends.builtin.realize_tree import Node, is_inverted
from pipeline.backends.builtin.realize_verbatim_inversion import INVERSION_LEADS
from pipeline.backends.builtin.realize_verbatim_spans import finite_verb
from pipeline.backends.builtin.realize_words import ARTICLES

__all__ = ["VERBATIM_VARIANTS", "comparable_words", "verbatim_stand_ins"]

# (the pseudo-cleft last: a refused root's report is said first with its parts moved, "...,
# Lewis said", as before that alternative was offered)
VERBATIM_VARIANTS = (*(v for v in VARIANTS if v.startswith("verbatim-")
                       and v != "verbatim-pseudo-cleft"), "verbatim-pseudo-cleft")


class _Said(Protocol):
    @property
    def text(self) -> str: ...  # '' when refused

    @property
    def construction(self) -> str | None: ...


def verbatim_stand_ins(top: Node, say: Callable[[str], _Said],
                       tokens: list[str], root: str | None = None) -> list[tuple[str, str | None]]:
    """The distinct texts, with their constructions, of the verbatim alternatives of the
    root ``top`` of a sentence of ``tokens``, best first (``say(variant)`` realizes one);
    none for a refocused top.  ``root``: the variable of the parse's own root, where the
    parse recorded it; a top that is that root is no refocused one, whatever its first word
    hangs under ("His daughter, Nina Axelrod, told The Associated Press that ...": "His" is
    the daughter's relation's, below the teller) or its inverted edges say ("In Canada, Tim
    Hortons' same-store sales were up as much as 6.7 per cent.": the number's degree)."""
    variants = VERBATIM_VARIANTS
    own_root = root is not None and top.var == root
    if not own_root and (any(is_inverted(e.role) for e in top.edges)
                         or _old_root_below(top, tokens)):
        # A copular root with a relative clause or an adjective of its predicate ("...
        # was British defence attache Stephen Saunders, who was shot ...") looks refocused;
        # the copula's swap checks every word's place in the source, which a refocused
        # top cannot pass (realize_verbatim_copula).  Each needs the predicate's subject
        # (:domain) or clause (:ARG1) below the top, an existential's "There", or a
        # fronted predicate's lead ("Still pending against Rambus is ...").
        if not any(e.role in (":domain", ":ARG1") for e in top.edges) \
                and tokens[:1] != ["There"] \
                and (tokens[:1] or [""])[0].lower() not in INVERSION_LEADS:
            return []
        variants = SPAN_CHECKED_VARIANTS
    out: list[tuple[str, str | None]] = []
    seen: set[str] = set()
    for variant in variants:
        said = say(variant)
        text, construction = said.text, said.construction
        key = comparable_words(text)
        if text and key not in seen:
            seen.add(key)
            out.append((text, construction))
    return out


def _old_root_below(top: Node, tokens: list[str]) -> bool:
    """Whether a phrase below ``top``, reached by an inverted edge, holds the sentence's first
    aligned word: the old root of a refocused graph ("It was the results were 3 cents a share
    lower than the forecast of analysts who surveyed ..." from the focus "surveyed"), where a
    relative clause of the parse's own follows its noun.

    Not a bare word of its parent's noun phrase, nothing below it and no verb the source may
    have said finite (``tokens``): an event that only names its noun ("Prosecutors" is
    ``person :ARG0-of prosecute-01``) or an adjective before it ("The new rules" is ``rule
    :ARG1-of new-01``) is no clause of its own; "The case had consolidated numerous class
    action suits ...", its subject lost, may still be an old root of one word."""
    first = min((i for n in top.walk() for i in n.align), default=None)
    return first is not None and any(
        node.role is not None and is_inverted(node.role)
        and not _bare_word(node, first, tokens)
        and any(first in n.align for n in node.walk()) for node in top.walk())


def _bare_word(node: Node, at: int, tokens: list[str]) -> bool:
    """Whether ``node`` is a word of its parent's noun phrase said before the noun, with
    nothing below it but bare words or names of its own ("Santa Clara-based Intel":
    clara-based :mod (city :name "Santa")), none a finite verb; ``at`` is the sentence's first aligned word."""
    parent = node.parent
    below = node.walk()
    words = sorted({i for n in below for i in n.align})
    if parent is None or not words or words[0] != at or words[-1] >= len(tokens) \
            or any(n is not node and any(isinstance(e.target, Node)
                                         and e.target.concept != "name" for e in n.edges)
                   for n in below):
        return False
    own = node.align == (at,) and not any(isinstance(e.target, Node) for e in node.edges)
    before = bool(parent.align) and words[-1] < parent.align[0] \
        and words == list(range(at, words[-1] + 1))
    # (a participle after an article modifies its noun, "With an estimated net worth of
    # $1.7 billion, Mrs. Kroc ranked ...", "The changed national ownership limit allows ...")
    return (own or before) and not any(finite_verb(tokens[i]) and (
        i == 0 or tokens[i - 1].lower() not in ARTICLES) for i in words)


def comparable_words(text: str) -> str:
    """``text``'s words, lowercased: two texts that differ only in case or punctuation say
    the same thing."""
    return " ".join(re.findall(r"\w+", text.lower()))
