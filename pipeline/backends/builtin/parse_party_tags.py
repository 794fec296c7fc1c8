"""A lawmaker's party and state after the name: "Senate Minority Leader Tom Daschle,
D-S.D.", "the bill sponsored by Rep. Scott McInnis, R-Colo.", "Sen. Ben Nelson (D-Neb.)".

spaCy reads the tag as an apposition "S.D." with a compound "D", which no rule took: every
rebuilt focus of the sentence was refused for dropping "D" or "R".  AMR writes the tag as
the person's party membership, the post of a "Florida Democrat" (parse_appositions):

    (p / person :name (n / name :op1 "Ben" :op2 "Nelson")
       :ARG0-of (h / have-org-role-91 :ARG2 (d / democrat
                                              :mod (s / state :name (n2 / name :op1 "Neb.")))))

with the party and state aligned to their letters, so that the realizer says the tag back
as the source wrote it (realize_appositions) and refuses a focus inside it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import Const, Node

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import ConverterBase

__all__ = ["party_tag"]

# The party letters of the tag; an independent ("I-Vt.") is a member of no party and left out.
_PARTIES = {"D": "democrat", "R": "republican"}
# A state as the tag abbreviates it: "Neb.", "S.D.", "Colo.", "Va.", "Calif."; or a
# two-letter postal code ("D-NY").
_STATE = re.compile(r"(?:[A-Z][a-z]{1,4}\.|(?:[A-Z]\.){2}|[A-Z]{2})")


def party_tag(conv: ConverterBase, node: Node, appos: Token) -> bool:
    """Add the party tag ``appos`` ("S.D." of "Tom Daschle, D-S.D.") of the named person
    ``node`` as its :ARG0-of have-org-role-91; whether it did."""
    if node.concept != "person" or not node.has(":name") or not _STATE.fullmatch(appos.text):
        return False
    doc = appos.doc
    if appos.i < 2 or doc[appos.i - 1].text != "-" or doc[appos.i - 2].text not in _PARTIES \
            or doc[appos.i - 2].whitespace_ or doc[appos.i - 1].whitespace_:
        return False
    letter = doc[appos.i - 2]
    kids = [k for k in appos.children if k.i not in (letter.i, appos.i - 1)]
    if any(k.dep_ != "punct" for k in kids) or letter.head.i not in (appos.i, appos.i - 1):
        return False
    role = conv._node("have-org-role-91", letter.i)
    member = conv._node(_PARTIES[letter.text], letter.i)
    state = conv._node("state", appos.i)
    name = conv._node("name", appos.i)
    name.add(":op1", Const(appos.text, appos.i, quoted=True))
    state.add(":name", name)
    member.add(":mod", state)
    role.add(":ARG2", member)
    node.add(":ARG0-of", role)
    conv.consumed.update((letter.i, appos.i - 1, appos.i))
    return True
