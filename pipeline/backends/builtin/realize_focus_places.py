"""A noun focus that is a place or a time of its clause: the preposition that leads it when it
is fronted (:meth:`FocusPlaces.circumstance_lead`), and the place of a be-located-at-91
fronted or clefted (:meth:`FocusPlaces.location_cleft`).  Split from realize_focus_nouns.py.
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import BARE_BE, NP, RealizationRefused, RealizerBase
from pipeline.backends.builtin.realize_cleft_clauses import copula_then_adverbs
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_words import PREPOSITION_CONCEPTS, TIME_PREPOSITIONS

__all__ = ["FocusPlaces"]


class FocusPlaces(RealizerBase):
    """The lead of a fronted place or time, and the cleft of a located thing's place."""

    def circumstance_lead(self, node: Node, clause: Node, role: str, phrase: str) -> str:
        """``node`` (the ``role`` of ``clause``, said ``phrase``) with the preposition that
        leads it before the clause: the source's own, or the one its role takes."""
        known = self.source_preposition(node)
        if node.concept in PREPOSITION_CONCEPTS:
            if known and known != node.concept:
                # "Between $7.6 billion and $7.8 billion, it narrowed the range": "to" lost
                raise RealizationRefused(f"'{known} {node.concept}' cannot lead without '{known}'")
            return phrase
        if role == ":time" and not known and node.concept == "time" and self.source is not None \
                and (self.has_role(node, ":quant") or any(  # "At several times, she was ill"
                    e.role == ":mod" and isinstance(e.target, Node)
                    and e.target.concept in ("several", "many", "few", "multiple", "numerous")
                    for e in node.edges)):
            # "At six times, the ECB has cut interest rates ..." for "has cut interest rates
            # six times": a count of occasions, no point in time to put "at" before
            raise RealizationRefused("a count of times ('six times') cannot lead as a time")
        if role == ":time" and known not in TIME_PREPOSITIONS and known != "as of":
            # "To yesterday", "To the last month": a preposition found before a time word
            # belongs to another phrase ("As of Thursday" is the time's own: not "On Thursday").
            return self.time_phrase(node, phrase)
        if known is not None:
            return f"{known} {phrase}".strip()
        return f"{self.preposition(clause, role, node)} {phrase}".strip()

    def location_cleft(self, located: Node, place: Node, phrase: NP) -> tuple[str, str]:
        """"Among those targeted were five foreign embassies": the place of a be-located-at-91
        fronted with its preposition, before the copula and its subject, or clefted ("It was
        in Bangkok that ...", not "There was Bangkok ..."): a parsed sentence's cleft only of
        a phrase that names a place."""
        prep = self.source_preposition(place) or "in"
        it = "it was" if self.framed_in_past(located) else "it is"
        body = self.clause(located, gap=":ARG2")
        subject, _, last = body.rstrip(" .").rpartition(" ")
        if last.lower() in BARE_BE and self.source is not None:
            # Not "It was among those targeted that five foreign embassies ... were.": the
            # place fronted, the copula before its subject ("Among those targeted were ...").
            if not subject or last.lower() not in ("is", "are", "was", "were"):
                raise RealizationRefused("a cleft of a prepositional predicate would end in a "
                                         "bare copula")
            return f"{prep} {phrase.text} {last} {subject.rstrip(',')}", "fronted-topic"
        if self.source is not None and copula_then_adverbs(body):
            # "It was on her turquoise cellphone with the smiley faces organizing the prom that
            # Ms. Haque was meanwhile", "It is under way that investigations by the Air Force
            # inspector general ... are also": an adverb after it leaves the copula as bare
            raise RealizationRefused("a cleft of a prepositional predicate would end in a "
                                     "bare copula")
        first = body.split(",", 1)[0].rstrip(" .").split()
        if self.source is not None and first and (
                first[-1].lower() in BARE_BE or (
                    first[-1].lower() in ("not", "n't") and len(first) > 1
                    and first[-2].lower() in BARE_BE)):
            # "It is in a persistent vegetative state that she is, and she can not recover",
            # "It is around the corner that a fix for the problem is not, Microsoft said": the
            # copula still bare before what follows its clause
            raise RealizationRefused("a cleft of a prepositional predicate would end in a "
                                     "bare copula")
        if self.source is not None and not any(w[:1].isupper() for w in phrase.text.split()):
            # "It was in serious condition that another was at Northwest Medical Center in
            # Springdale", "It was in quarantine that almost 250 health-care workers were as
            # of Tuesday", "It is under house arrest that she is at her lakeside home ...": a
            # phrase with no name in it is mostly a state, no place to pick out, and its
            # clause has only the copula ("It was in Bangkok that five foreign embassies ...
            # were among the targets" names a place)
            raise RealizationRefused("a cleft of a prepositional predicate that names no place")
        return f"{it} {prep} {phrase.text} that {body}", "cleft"
