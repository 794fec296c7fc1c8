"""The ``verbatim-copula`` alternative of the root: a copula's subject and its definite
predicate noun trade places, each in the source's own words ("Their worst-case scenario is
the accidental deletion ... of ballots ..." -> "The accidental deletion ... of ballots ... is
their worst-case scenario.", "Li is the deputy chairman of Cheung Kong." -> "The deputy
chairman of Cheung Kong is Li.").

"X is the Y" with a copular root (the predicate noun, its subject the :domain) had no
alternative: no verb to put in the passive, a noun phrase for every focus.  Where both sides
are definite, "X is the Y" says the two name one thing, and the swap keeps that meaning; an
indefinite side is a class ("Henchard is a breed apart": "A breed apart is Henchard" turns a
description into an identification), so either side must open with "the", a possessive
determiner or a name, and the predicate must not be "the Y of a Z", which picks out one of
several ("Yang is the son of a teacher": "The son of a teacher is Yang" says the teacher has
one son).  Only for the plain shape: the subject opens the source and runs up to a bare
"is"/"was"/"are"/"were" or "will be"/"would be" (no other auxiliary, adverb or negation),
the predicate runs from it to the end mark, and the sentence has no dash, bracket, colon or
quotation; the subject is no pronoun or demonstrative ("It is the first flaw ...": "The
first flaw is it"), the predicate's head a noun ("The problem is the same"), and the copula
agrees with both sides as it is.  One comma aside may close either side, its own and no
other's, said with it ("Medicaid, which receives federal and state funding, is ...": "... is
Medicaid, which receives federal and state funding."; "... was British defence attache
Stephen Saunders, who was shot ...": "British defence attache Stephen Saunders, who was shot
..., was ..."), and a closing report follows the swapped clause ("..., the agencies said.").
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import NamedTuple

from pipeline.backends.builtin.morphology import PRONOUNS, lemma_pos
from pipeline.backends.builtin.parse_words import RELATION_NOUNS
from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_spans import VerbatimSpans
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    DASH_TOKENS,
    POSSESSIVE_DETERMINERS,
    POSSESSIVE_MARKS,
    PREPOSITIONS,
    QUOTE_MARKS,
)

__all__ = ["CopularSides", "VerbatimCopula"]

_COPULAS = {"is": False, "was": False, "are": True, "were": True}  # (whether plural)
_MODALS = frozenset(["will", "would"])
# What opens a definite side: "the", or a possessive determiner ("their worst-case scenario").
_DEFINITE = frozenset(["the"]) | POSSESSIVE_DETERMINERS
# A subject that stands for something said elsewhere ("That was the end", "This is the
# problem"): swapped, it reads as a dangling pointer.
_POINTING = frozenset(["this", "that", "these", "those", "it", "there", "such"])
# Relations a person may have several of: "the son of Z" names one only in that order.
_SEVERAL_RELATIONS = RELATION_NOUNS - {"father", "mother", "wife", "husband"}
# Marks that open an aside, a list or a quotation the swap would hang on the wrong side.
_BREAKS = frozenset([",", ";", ":", "(", ")", "[", "]"]) | DASH_TOKENS | QUOTE_MARKS


class CopularSides(NamedTuple):
    """The parts of a plain copular clause: its predicate's node ``clause``, its subject's
    node and the subject's nodes (``inside``, with a time said after it), the copula's token
    ``cop`` (after the subject's closing ``aside`` comma, before a ``modal``'s "be"), where
    the predicate starts and stops, what follows it (a closing report) and the end mark."""

    clause: Node
    subject: Node
    inside: set[str]
    cop: int
    aside: bool
    modal: bool
    pred: int
    stop: int
    tail: str
    end: int


class VerbatimCopula(VerbatimSpans):
    """The ``verbatim-copula`` alternative (see the module docstring)."""

    plural_object: Callable[[list[str], Node], bool]  # (realize_verbatim_passive)
    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_copula(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        sides = self.copular_sides(top)
        clause, subject = sides.clause, sides.subject
        cop, pred, stop, tail, aside = sides.cop, sides.pred, sides.stop, sides.tail, sides.aside
        end = sides.end
        if not self.plain_subject(cop, aside):
            raise RealizationRefused("no plain copular clause")
        # (a name's own aside may close the predicate: "... was British defence attache
        # Stephen Saunders, who was shot on an Athens road in June 2000.")
        named_aside = self.predicate_aside(clause, pred, stop, aside or bool(tail))
        self.refuse_spread_sides(sides)
        subject_words = tokens[:cop]
        predicate_words = tokens[pred:stop]
        if subject.concept in PRONOUNS or subject_words[0].lower() in _POINTING:
            raise RealizationRefused("a pronoun subject cannot close the sentence")
        if not (self.definite_side(subject_words, subject)
                and self.definite_side(predicate_words, clause)):
            raise RealizationRefused("an indefinite side would become an identification")
        low = [t.lower() for t in predicate_words]
        if any(a == "of" and b in ("a", "an") for a, b in pairwise(low)) \
                or _SEVERAL_RELATIONS.intersection(low):
            # ("The son of Hong Kong billionaire Li Ka-shing is Mr Li": he has two)
            raise RealizationRefused("'the Y of a Z' picks out one of several")
        if subject.align and tokens[subject.align[0]].lower() in low:
            # ("The Bush administration's latest effort to expand ... is the effort": a
            # subject that only points back, its noun said again as the predicate's)
            raise RealizationRefused("the subject's noun said again in the predicate")
        head = tokens[clause.align[0]]
        if "NOUN" not in lemma_pos(head.lower()) and not head[:1].isupper():
            raise RealizationRefused("the predicate's head is no noun")
        plural = _COPULAS.get(tokens[cop].lower(), self.plural_object(subject_words, subject))
        # (a list of names the parse made one person, "Sens. John Kerry of Massachusetts and
        # Bob Graham of Florida", is as plural as its "were" says)
        listed = plural and "and" in low and predicate_words[0][:1].isupper()
        if (self.plural_object(predicate_words, clause) or listed) != plural \
                or self.plural_object(subject_words, subject) != plural:
            raise RealizationRefused("the copula would not agree with its new subject")
        said_predicate = source.text(pred, stop - 1) + ("," if named_aside else "")
        # (its aside's closing comma dropped: the subject now ends the sentence)
        said_subject = self.opening_lower(source.text(0, cop - 1 - aside), subject, 0, cop == 1)
        self.variant_used = True
        return (f"{said_predicate[:1].upper()}{said_predicate[1:]} {source.text(cop, pred - 1).lower()} "
                f"{said_subject}{tail}{self.end_mark(end)}", "copula-swap")

    def copular_sides(self, top: Node) -> CopularSides:
        """Where the source's plain copular clause of the root ``top`` has its subject, its
        copula and its predicate (see the module docstring), or a refusal."""
        source = self.source
        assert source is not None
        tokens = source.tokens
        end, closing = self.end_of_text()
        if closing or not source.opens(0):
            raise RealizationRefused("no plain copular clause")
        clause, stop, tail = self.reported_copula(top, end)
        subject = self.verbatim_arg(clause, ":domain")
        if subject is None or not clause.align \
                or any(self.const(n, role) is not None
                       for n in (top, clause) for role in (":mode", ":polarity")):
            raise RealizationRefused("no plain copular clause")
        span = self.owned_span(subject)
        if span is None or span[0] > 1 or (span[0] == 1 and tokens[0].lower() not in _DEFINITE):
            raise RealizationRefused("the subject does not open the source")
        cop = span[1] + 1
        inside = self.owners(subject)
        # (with the clause's time said right after it: "The defeat of the ninth seed Daniela
        # Hantuchova on Wednesday was ...", the time said with it wherever it goes)
        timed = self.time_after_subject(clause, cop)
        if timed is not None:
            cop, inside = timed[0], inside | timed[1]
        aside = cop < stop and tokens[cop] == "," and not tail
        cop += aside
        # (or a modal's "will be", "would be", which says no number)
        modal = cop + 1 < stop and tokens[cop].lower() in _MODALS \
            and tokens[cop + 1].lower() == "be" and cop + 1 not in source.owner
        pred = cop + 1 + modal
        if pred >= stop or (tokens[cop].lower() not in _COPULAS and not modal) \
                or cop in source.owner or not clause.align[0] >= pred:
            raise RealizationRefused("no plain copular clause")
        return CopularSides(clause, subject, inside, cop, bool(aside), bool(modal), pred, stop,
                            tail, end)

    def refuse_spread_sides(self, sides: CopularSides) -> None:
        """Refuse where a word of the subject or the predicate is said out of its side's
        place (the subject's before the copula, the predicate's after it)."""
        predicate = self.owners(sides.clause) - sides.inside
        if not self.only_owned(0, sides.cop - 1, sides.inside) \
                or not self.only_owned(sides.pred, sides.stop - 1, predicate):
            raise RealizationRefused("a phrase of the subject or the predicate out of its place")

    def reported_copula(self, top: Node, end: int) -> tuple[Node, int, str]:
        """The copular clause, where its words stop, and what follows it: ``top`` itself up
        to ``end``, or the clause a closing report says ("The purchase is the largest
        conservation transaction in Hawaii's history, the agencies said."), which stops at
        the report's comma, the report said after the swapped clause as the source says it."""
        assert self.source is not None
        tokens = self.source.tokens
        if stem(top.concept) not in ATTRIBUTING or self.verbatim_arg(top, ":domain") is not None:
            return top, end, ""
        clause = self.verbatim_arg(top, ":ARG1")
        comma = max((i for i in range(end) if tokens[i] == ","), default=-1)
        if clause is None or comma < 2 or not top.align or top.align[0] <= comma \
                or any(t in _BREAKS for t in tokens[comma + 1:end]) \
                or not self.only_owned(comma + 1, end - 1, self.owners(top) - self.owners(clause)):
            raise RealizationRefused("no plain copular clause")
        return clause, comma, f", {self.source.text(comma + 1, end - 1)}"

    def time_after_subject(self, clause: Node, at: int) -> tuple[int, set[str]] | None:
        """Where the copula is after the time of ``clause`` that the source says right
        after its subject, at token ``at`` (after its preposition, no node's), and the time's
        nodes; None when there is none."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        for edge in clause.edges:
            span = self.owned_span(edge.target) if isinstance(edge.target, Node) else None
            if edge.role != ":time" or span is None or not at <= span[0] <= at + 1:
                continue
            if span[0] == at or (at not in owner and tokens[at].lower() in PREPOSITIONS):
                assert isinstance(edge.target, Node)
                return span[1] + 1, self.owners(edge.target)
        return None

    def predicate_aside(self, clause: Node, cop: int, stop: int, other: bool) -> bool:
        """Whether the predicate after the copula at ``cop`` closes on one comma aside of a
        name ("Rep. Darrell Issa of Vista, who has spent $1.71 million ..."), which stays with
        the name said first and closes there with its comma; refused where it holds another
        mark, follows no name of the predicate's own ("the 65-year-old computing pioneer who
        co-founded Evans & Sutherland, which made ...": the company's), or ``other`` (an aside or report elsewhere) would stack a
        second."""
        assert self.source is not None
        tokens = self.source.tokens
        marks = [i for i in range(cop, stop) if tokens[i] in _BREAKS]
        if not marks:
            return False
        name = self.verbatim_arg(clause, ":name")
        if other or len(marks) != 1 or tokens[marks[0]] != "," \
                or not tokens[marks[0] - 1][:1].isupper() or marks[0] >= stop - 1 \
                or name is None or not (
                    self.source.owner.get(marks[0] - 1) in self.owners(name) | {clause.var}
                    or self.aside_of(clause, marks[0] + 1, stop)):
            raise RealizationRefused("no plain copular clause")
        return True

    def aside_of(self, clause: Node, lo: int, stop: int) -> bool:
        """Whether the aside from token ``lo`` is a relative clause of the predicate's
        own name ``clause``, hung right below it, where the name closes on a place of its
        own ("Rep. Darrell Issa of Vista, who has spent $1.71 million ..."): the aside's
        first node is a child of ``clause``, not of a name inside it ("... Evans &
        Sutherland, which made ...")."""
        assert self.source is not None
        first = next((self.source.owner[i] for i in range(lo, stop) if i in self.source.owner), None)
        node = self.nodes.get(first) if first is not None else None
        return node is not None and node.parent is clause and node.role is not None \
            and node.role.endswith("-of")

    def plain_subject(self, cop: int, aside: bool) -> bool:
        """Whether the subject's words before the copula at ``cop`` hold no mark but, with
        ``aside``, the two commas of one aside that closes it ("Medicaid, which receives
        federal and state funding, is ...")."""
        assert self.source is not None
        tokens = self.source.tokens
        marks = [i for i in range(cop) if tokens[i] in _BREAKS]
        if not aside:
            return not marks
        return len(marks) == 2 and marks[0] >= 1 and marks[1] == cop - 1 \
            and tokens[marks[0]] == ","

    def definite_side(self, words: list[str], node: Node) -> bool:
        """Whether ``words`` name one known thing: they open with "the" or a possessive
        determiner, or are a name (capitalised, a :name of the parse's) or a name's
        possessor ("Microsoft's largest shareholder")."""
        first = words[0].lower()
        if first in _DEFINITE:
            return True
        named = words[0][:1].isupper() and (
            node.concept == "name" or self.verbatim_arg(node, ":name") is not None
            or any(w in POSSESSIVE_MARKS for w in words[1:4]))
        return named
