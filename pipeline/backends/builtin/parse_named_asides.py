"""Named appositions kept whole as an aside of their head: a name with a title before it,
"his wife, singer Whitney Houston", "her first husband, British film producer Jim
Threapleton", "the country's supreme leader, hard-liner Ayatollah Ali Khamenei"; and a
person's name in parentheses after another's, "Kathy Nicolo (Jennifer Connelly)".

A name apposed to a common noun names that noun's thing, so the parse gives the noun the
name (``:name`` in :mod:`parse_nominals`, "Peterson's lawyer, Mark Geragos,").  A title
said before the name ("singer", "British film producer") was then lost with the
apposition's own node (:func:`~pipeline.backends.builtin.parse_appositions.carry_modifiers`
carries only what follows the name: said in place of the head's own determiner it read "with
wife, singer Whitney Houston"), and every rebuilt focus was refused for the dropped word.
Such an apposition stays whole instead, the noun's :mod like a common-noun apposition
(:mod:`parse_noun_appositions`), and the realizer says it back between its commas:

    (p / person :ARG0-of (h / have-rel-role-91 :ARG1 (h2 / he) :ARG2 (w / wife))
       :mod (p2 / person :name (n / name :op1 "Whitney" :op2 "Houston")
                :mod (p3 / person :ARG0-of (s / sing-01))))

A name in parentheses after a person's name says who plays the part ("For Kathy Nicolo
(Jennifer Connelly), the house means stability and family"): a second person the head
already named cannot join, so no rule read it and every rebuilt focus was refused for the
dropped 'Jennifer'.  It is the head's :mod too, said back in its parentheses; AMR has no
role for an actor's part, and the realizer's aside keeps the source's words and sign.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import Const, Node, target
from pipeline.backends.builtin.parse_noun_appositions import is_set_off

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["parenthesized_name", "titled_apposition"]


def titled_apposition(appos: Token, named: Node | None) -> bool:
    """Whether the apposition ``appos`` (read as ``named``) is a name set off after its head
    with a title of its own before the name, which the caller keeps whole as the head's
    :mod rather than giving the head its name."""
    if named is None or appos.pos_ != "PROPN" or not is_set_off(appos) \
            or appos.left_edge.i - 2 != appos.head.i:
        # right after its head noun: not "a brother to three-year-old Mia, from Kate's first
        # marriage, to film producer Jim Threapleton", a phrase of another word
        return False
    name = target(named.get(":name"))
    if name is None:
        return False
    start = min((c.align for _, c in name.edges if isinstance(c, Const) and c.align is not None),
                default=None)
    return start is not None and any(
        role != ":name" and (sub := target(child)) is not None and sub.align is not None
        and sub.align < start for role, child in named.edges)


def parenthesized_name(appos: Token) -> bool:
    """Whether the apposition ``appos`` heads a person's whole name in parentheses right
    after another person's name ("Kathy Nicolo (Jennifer Connelly)"), which the caller keeps
    as the head's :mod.  (Not spaCy's parataxis of a subject, "Kathy Nicolo (Jennifer
    Connelly) is desperate that her family not find out ...": its rebuilt texts said the
    subjunctive as a fact, "her family do not find out", as they do without the name.)"""
    doc = appos.doc
    words = [t.i for t in appos.subtree if not t.is_punct]  # (spaCy hangs the brackets on it)
    left, right = min(words), max(words)
    return appos.dep_ == "appos" and appos.pos_ == "PROPN" \
        and appos.ent_type_ == "PERSON" and appos.head.ent_type_ == "PERSON" \
        and left - 2 == appos.head.i and doc[left - 1].text == "(" \
        and right + 1 < len(doc) and doc[right + 1].text == ")" \
        and all(doc[i].ent_type_ == "PERSON" for i in words)
