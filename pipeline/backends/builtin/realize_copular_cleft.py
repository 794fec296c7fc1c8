"""The subject of a copular sentence as the focus: "It was Mr. Bergonzi who was the finance
chief ...", a cleft built from the source's own words.

A sentence "X is/was Y" with a noun predicate is parsed with the predicate noun as its root
(Y :domain X), or, when the parse read the copula as a modifier, with X as its root and Y
below it (person :mod chief).  Refocused on X's name, the realizer reached the old root only
as a noun phrase and said a fragment ("Mr. Bergonzi the finance chief from 1995 ...",
refused as "the focus heads no sentence, only a noun phrase"); refocused on X itself it read
the source back.  The subject said first in a cleft keeps every word, role and tense of the
source and differs from it in syntax, so the cleft is said where the source is exactly
"subject, copula, noun predicate": nothing before the subject, no clause of another verb
between, no quotation and no question.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import PRONOUNS
from pipeline.backends.builtin.realize_base import RealizerBase, is_frame, is_human
from pipeline.backends.builtin.realize_tree import Node

_COPULAS = {"is": "is", "are": "is", "was": "was", "were": "was"}
# Subjects a cleft cannot single out: a pronoun or a demonstrative points back ("It was this
# that was double the $818 million reported ..."), a question word asks.
# A negative or universal quantifier cannot be singled out either ("It is no legislative
# action that is final without concurrence of the House"), and "It is its closest living
# relatives that ..." stumbles on its two "it"s.
_POINTING = frozenset(["this", "that", "these", "those", "it", "there", "here", "what", "which",
                       "who", "such", "one", "both", "all", "each", "none", "some", "many", "most",
                       "no", "few", "neither", "nothing", "nobody", "every", "any", "its"])
# Words a subject may hold that the parse left without a node
_UNALIGNED = frozenset(["the", "a", "an", "of"])
# What the predicate may not open with: a participle or an adjective makes the copula a
# passive or an adjective predicate, whose root is a frame the checks below exclude, but a
# parse may still hang a verb on a noun ("was followed by").
_NOT_PREDICATE = frozenset(["not", "n't", "never", "being", "been", "to", "as", "like", "than",
                            "up", "down", "due", "about", "because"])


class CopularCleft(RealizerBase):
    """The cleft on the subject of a copular sentence (see the module docstring)."""

    def copular_subject_cleft(self, top: Node) -> str | None:
        """"It was X who was Y ..." for the focus ``top`` (the subject X or its name), or
        None where the source is no plain "X is Y" sentence with X as its first words."""
        source = self.source
        if source is None or top.parent is not None:
            return None
        subject = top
        if top.concept == "name":
            subject = next((e.target for e in top.edges if e.role == ":name-of"
                            and isinstance(e.target, Node)), top)
        if subject.concept in PRONOUNS or is_frame(subject.concept) \
                or (subject is top and top.concept == "name"):
            return None
        tokens = [t.lower() for t in source.tokens]
        copula = next((i for i, t in enumerate(tokens) if t in _COPULAS), None)
        if copula is None or copula == 0 or copula + 2 >= len(tokens) or tokens[-1] != "." \
                or tokens[0] in _POINTING or tokens[copula + 1] in _NOT_PREDICATE \
                or any(t in ('"', "``", "''", "?", "'", "(", ";", ":", "--") for t in tokens) \
                or "." in tokens[:-1]:  # "Ms. Johnson's site is www.katyjohnson .com. Mr. ..."
            return None
        # The subject's own nodes: its subtree (with the name the focus may be) less the
        # predicate's, which hangs below it in the refocused tree ("the new found planet",
        # its "new" and "found" included)
        own = {n.var for n in subject.walk()} | {top.var}
        # The predicate noun hangs below the subject: by :domain-of, or by :mod where the
        # parse (or refocusing, which says "X :domain-of Y" as "X :mod Y") read the copula so
        heads = [e.target for e in subject.edges if e.role in (":domain-of", ":mod")
                 and isinstance(e.target, Node) and e.target.align
                 and min(e.target.align) > copula]
        if len(heads) != 1:
            return None
        head = heads[0]
        own -= {n.var for n in head.walk()}
        if is_frame(head.concept) or head.concept in ("and", "or", "multi-sentence") \
                or not head.align or min(head.align) <= copula:
            return None
        for i in range(copula):
            owner = source.owner.get(i)
            if owner is None and tokens[i].isalnum() and tokens[i] not in _UNALIGNED:
                return None  # a word the parse lost
            if owner is not None and owner not in own:
                return None  # a word before the copula belongs to the predicate or a clause
        if not any(source.owner.get(i) is not None for i in range(copula)) or any(
                owner in own for i, owner in source.owner.items() if i > copula):
            return None  # the subject said in two places ("X ... is Y of X's")
        # No other verb's clause between the copula and its predicate ("X was first
        # reported in ...": a passive participle, parsed as a noun's event)
        first = source.owner.get(copula + 1)
        first_node = self.nodes.get(first) if first is not None else None
        if first_node is not None and is_frame(first_node.concept) \
                and not first_node.concept.startswith(("have-degree", "ordinal")):
            return None
        if source.tokens[copula + 1][:1].isupper():
            # "The no-shows were Sens. John Kerry ... and Bob Graham ...": a predicate that
            # names who fills a description cannot follow a cleft on the description ("It was
            # the no-shows that were Sens. John Kerry ...")
            return None
        said = source.text(0, copula - 1)
        if not self.keeps_capital(source.tokens[0], subject):
            if copula == 1 and tokens[0] not in _UNALIGNED:
                # "It was rudder that was most recently senior vice president": a bare singular
                # subject is more likely a name the parse took for a common word
                return None
            said = said[0].lower() + said[1:]  # "It was net income that was ...": no name
        elif subject is top and not self.has_role(subject, ":name") and 0 not in source.proper:
            # "It is Leading Democratic candidates that are former ... Chairman Joe Andrew and
            # ...": a common noun read as a title of a name; the parse was lost there too
            return None
        # ("It was Chief Justice William Rehnquist and Justice Clarence Thomas who were ...":
        # a list of persons is one too)
        members = [e.target for e in subject.edges if e.role.startswith(":op")
                   and isinstance(e.target, Node)] if subject.concept in ("and", "or") else [subject]
        relative = "who" if members and all(m.concept == "person" or is_human(m.concept)
                                             for m in members) else "that"
        rest = source.text(copula, len(tokens) - 2)
        return f"it {_COPULAS[tokens[copula]]} {said} {relative} {rest}"
