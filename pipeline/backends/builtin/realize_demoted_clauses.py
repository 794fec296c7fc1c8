"""A phrase fronted from a clause the source said inside another (a relative clause, a
participle on a noun): made the main clause, its clause turns the source's main clause into
a relative one ("No one has been killed in the recent attacks, which have continued ..."
said "After battles with Saudi security forces, the recent attacks that no one has been
killed in have continued ...").  The refusal, and where a swap still asserts both as the
source did."""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import AUXILIARIES
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    BE_FORMS,
    RealizationRefused,
    RealizerBase,
    is_frame,
)
from pipeline.backends.builtin.realize_tree import Node, Ref, is_inverted
from pipeline.backends.builtin.realize_words import INVERTED_CONNECTIVES

__all__ = ["DemotedClauses", "core_relative", "shared_subject"]

# Words a noun said as a predicate follows ("Jon Friedman is media editor ...", "It's also
# a strategic win for Overture"), with the words that may stand between them.
_PREDICATE_VERBS = BE_FORMS | frozenset(["'s", "become", "became", "becomes", "remain",
                                         "remains", "remained"])
_PRONOUNS = frozenset(["he", "she", "it", "they", "we", "i", "you"])
_BEFORE_PREDICATE = frozenset(["a", "an", "the", "also", "just", "still", "not", "now",
                               "only", "never", "n't"])


def shared_subject(clause: Node, noun: Node, other: Node) -> bool:
    """Whether ``noun`` is the subject both of ``clause`` and of ``other``, the clause said
    as its relative one: "Four other men who were also charged in June have already
    pleaded guilty" says "In June, four other men who have already pleaded guilty were also
    charged", the same men doing both (not "the attacks that no one has been killed in")."""
    def subject(event: Node, holder: Node | None = None) -> bool:
        own = [e for e in event.edges if e.role in (":ARG0", ":ARG1")]
        if holder is not None:  # ``other``, which holds ``noun`` by an inverted edge
            return other.role == ":ARG0-of" or (
                other.role == ":ARG1-of" and not any(e.role == ":ARG0" for e in own))
        first = next((e for e in own if e.role == ":ARG0"), None) or next(iter(own), None)
        return first is not None and first.target is noun
    return noun.parent is clause and subject(clause) and subject(other, noun)


def core_relative(clause: Node, noun: Node, other: Node) -> bool:
    """Whether ``other`` said as a relative clause on ``noun`` keeps what the source said:
    the noun is a subject or object of both clauses (``other`` holds it by :ARG0 or :ARG1,
    no preposition strands: "Early Thursday, a zookeeper found the 21-year-old eagle that had
    severe puncture wounds to his abdomen and back", "In August, a bare-minimum $6.8 billion
    debt rollover deal that the IMF and Argentina struck six months ago expires"; see
    :func:`shared_subject`), ``other`` leads up to no clause of its own ("Virtual PC that
    will not run on the G5, the company said ...") and does not hold ``clause`` itself as its
    complement ("officials who developed plans it, hoping to burn off fuel ...")."""
    if shared_subject(clause, noun, other):
        return True
    if noun.parent is not clause or noun.role not in (":ARG0", ":ARG1") \
            or other.role not in (":ARG0-of", ":ARG1-of") \
            or any(is_inverted(e.role) for e in other.edges):
        return False
    own = [e.target for e in other.edges if isinstance(e.target, Node)]
    if any(is_frame(n.concept) or n.concept in _PRONOUNS for n in own):
        # a clause of its own ("the men who High Court Judge Frank Kapanda ordered ...
        # evidently unaware who were immediately released on bail"), a pronoun whose noun
        # the swap leaves behind ("Leland Brendsel, 61, who he replaces, retired")
        return False
    return not any(isinstance(e.target, Ref) and e.target.var == clause.var
                   for n in other.walk() for e in n.edges)


class DemotedClauses(RealizerBase):
    """Checks of the clause a fronted phrase makes the main one."""

    def said_as_predicate(self, noun: Node) -> bool:
        """Whether the source said ``noun``, which holds a :domain, right after a form of
        "be" ("Jon Friedman is media editor ...", "It's also a strategic win"): a
        predicate, not a noun's modifier turned round."""
        held = next((e for e in noun.edges if e.role == ":domain" and isinstance(e.target, Node)),
                    None)
        if self.source is None or held is None or is_frame(noun.concept) or not noun.align:
            return False
        at = self.position_without(noun, held)
        for k in range(at - 1 if at is not None else -1, max((at or 0) - 5, -1), -1):
            word = self.source.word(k).lower()
            if word in _PREDICATE_VERBS:
                return True
            if word not in _BEFORE_PREDICATE:
                break
        return False

    def refuse_demoted_main_clause(self, clause: Node, body: str) -> None:
        """Refuse fronting a phrase of a clause the source said inside another (a relative
        clause, an object's clause): with ``clause`` made the main one, the source's main
        clause comes out as a relative clause on one of its nouns ("No one has been killed
        in the recent attacks, which have continued despite serious setbacks for al-Qaeda
        following battles ..." said "After battles with Saudi security forces, the recent
        attacks that no one has been killed in have continued ...", "Hatfill was struck by a
        vehicle being driven by an FBI employee who was tailing him in Washington's
        Georgetown neighborhood" said "In Washington's Georgetown neighborhood, an FBI
        employee that drove a vehicle that struck Hatfill last May was tailing him").  A
        clause is the source's governing one when its words came before its noun (a
        relative clause follows its noun) or when the noun was its subject right before its
        finite verb (see the realizer's own reading of a refocused top)."""
        if self.source is None:
            return
        for node in clause.walk():
            if node is not clause and self.has_role(node, ":name") and self.said_as_predicate(node):
                # "The only other JI member to reveal similar information is Omar al Faruq,
                # now held by the United States at a secret location" said "Now, the United
                # States held at a secret location that the only other JI member ... was
                # Omar al Faruq": the source's copula inside the participle's object (a name;
                # a content clause's predicate is no participant: "said ... the man ... had
                # been unarmed")
                raise RealizationRefused("a fronted phrase of an inner clause would make the "
                                         "source's main clause a relative one")
            up = node.parent
            if node is clause or up is None or not node.role or not is_inverted(node.role) \
                    or not node.align or not up.align or not is_frame(node.concept) \
                    or self.is_clause(up) or node.concept in INVERTED_CONNECTIVES \
                    or node.concept.endswith("-91") \
                    or not any(ARG_ROLE.match(e.role) and isinstance(e.target, Node)
                               for n in node.walk() for e in n.edges):
                continue
            start = self.position(node)
            if ((start is not None and start < up.align[0]) or (
                    node.role == ":ARG0-of" and self.main_verb_after(up.align[0], node))
                    or self.source.finite.get(node.align[0]) in up.align
                    or self.verb_after_relative(up, node, clause)) \
                    and not self.swapped_aside(up, body) and not core_relative(clause, up, node):
                raise RealizationRefused("a fronted phrase of an inner clause would make the "
                                         "source's main clause a relative one")

    def swapped_aside(self, noun: Node, body: str) -> bool:
        """Whether the source's clause between commas on ``noun`` (", who has played Dr.
        John Carter since the shows inception in 1994,") and its main clause swap places as
        another clause between commas: "Since the shows inception in 1994, Actor Noah Wyle,
        who extended his contract with the show through the 2004-2005 season, has played
        Dr. John Carter" asserts both as the source did."""
        assert self.source is not None
        after = noun.align[-1] + 1
        return self.source.word(after) == "," \
            and self.source.word(after + 1).lower() in ("who", "which") \
            and bool(re.search(r", (?:who|which) ", body))

    def verb_after_relative(self, noun: Node, verb: Node, clause: Node) -> bool:
        """Whether the source said ``verb`` after ``noun`` with words of ``clause`` (a
        relative clause on the noun) and the verb's own words between: "Virtual PC, which
        Microsoft acquired from Connectix Corp. in February, will not run on the G5" governs
        with "run", not with "acquired"."""
        assert self.source is not None
        own = {n.var for n in noun.walk()}  # the noun's phrase, its clause among it
        inner = {n.var for n in clause.walk()} - own
        # (the fronted phrase's own words may stand between too: "in February")
        aside = {n.var for n in self.tree.walk()} - own
        between = range(noun.align[-1] + 1, verb.align[0])
        owners = [self.source.owner.get(k) for k in between]
        if not any(o in inner for o in owners) or self.source.word(verb.align[0] - 1).lower() == "to":
            # ("individuals in the United States who opposed ...": its own; "an estimated
            # $182.5 million in tax revenue this year, compared with ...": the fronted phrase)
            return False
        verb_words = {n.var for n in verb.walk()}
        k = verb.align[0] - 1
        while k > noun.align[-1] and (self.source.owner.get(k) in verb_words
                                      or self.source.word(k).lower() in AUXILIARIES):
            k -= 1
        if self.source.word(k).lower() in ("that", "who", "which", "whom"):
            return False  # its own relative clause: "agreements on Tuesday that set plans ..."
        return all(o is None or o in aside or o in own for o in owners)
