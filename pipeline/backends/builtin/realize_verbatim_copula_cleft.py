"""The ``verbatim-copula-cleft`` alternative of the root: a copular clause's subject clefted
before the rest of the source, each in its own words ("The unusual decision to declassify a
major intelligence report was a bid by the White House to quiet ..." -> "It was the unusual
decision to declassify a major intelligence report that was a bid by the White House to
quiet ...").

The copula's swap (realize_verbatim_copula) needs two definite sides; an indefinite
predicate ("a bid by the White House", "a victory for US Sugar Corp., which led the fight
...") is a description, and "A bid ... was the decision" would make it an identification.
A cleft keeps the predicate where it is and only picks out the subject, as the rebuilt
clefts of a copular subject do (realize_copular_cleft, whose rebuilt reading a fault deep
in the predicate refuses).  The source is the swap's plain shape (the subject opens it and
runs up to a bare "is"/"was"/"are"/"were"), and the subject is definite, as the verbatim
cleft's is: "the", a possessive, a name or a name's possessor, or a bare singular, a mass
noun ("It was net income that was ..."), not "It was four of the defendants who ...", which
would say no others were.  Refused: an aside closing the subject ("It was Khatami, who ...,
who was ..." stacks two relatives), a negated or modal copula (the cleft would scope over
it: "It is smallpox that is not the only threat"), a predicate that opens with a name ("It
was the no-shows that were Sens. John Kerry ...": a description filled in, not singled out),
two descriptions of one thing ("It is their worst-case scenario that is the accidental
deletion ...": the swap says it), a subject ending on a content or placeholder noun ("It was
their belief that was ...", "It was the time that was about 4 a.m."), a relative word that
fits neither side ("It is Sutherland that is the 65-year-old computing pioneer"), a
quotation, and a clause joined after the predicate, which the cleft would claim too
("Chechen officials ... are a frequent target for rebels and tension is running high ...").
"""

from __future__ import annotations

from collections.abc import Callable

from pipeline.backends.builtin.morphology import PRONOUNS, lemma_pos
from pipeline.backends.builtin.parse_person_nouns import is_person_noun
from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_person_names import is_person_word
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_cleft_subjects import breaks_subject, names_people
from pipeline.backends.builtin.realize_verbatim_copula import VerbatimCopula
from pipeline.backends.builtin.realize_words import (
    BARE_CONTENT_NOUNS,
    DETERMINERS,
    NOUN_DETERMINERS,
    POSSESSIVE_MARKS,
    QUOTE_MARKS,
)

__all__ = ["VerbatimCopulaCleft"]

_CLEFT_BE = {"is": "is", "are": "is", "was": "was", "were": "was"}
# A subject a cleft cannot single out: one that points back ("It was this that was double
# ..."), a quantifier ("It is most of them that ...").
_POINTING = frozenset(["this", "that", "these", "those", "it", "its", "there", "here", "such",
                       "one", "both", "all", "each", "none", "some", "many", "most", "no",
                       "few", "neither", "every", "any", "another", "other"])
# What may not open the predicate: a negation or a comparison's word makes the cleft's scope
# unclear ("It was the surgery that was not exactly the way ...").
_NOT_PREDICATE = frozenset(["not", "n't", "never", "no", "than", "as", "like", "to"])
# Nouns that stand in for what the predicate says, not things to single out.
_PLACEHOLDER_NOUNS = frozenset(["time", "thing", "way", "place", "reason", "point", "moment",
                                "day", "period", "case"])
_COORDINATORS = frozenset(["and", "but", "or", "yet", "so"])


class VerbatimCopulaCleft(VerbatimCopula):
    """The ``verbatim-copula-cleft`` alternative (see the module docstring)."""

    refuse_joined_clause: Callable[[int, int], None]  # (realize_verbatim_alternatives)

    def verbatim_copula_cleft(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        sides = self.copular_sides(top)
        subject, cop, pred = sides.subject, sides.cop, sides.pred
        low = [t.lower() for t in tokens]
        if sides.aside or sides.modal or sides.tail or low[pred] in _NOT_PREDICATE \
                or tokens[pred][:1].isupper() or any(t in QUOTE_MARKS for t in tokens) \
                or not any(c.isalnum() for c in tokens[sides.stop - 1]) \
                or any(t in (".", "?", "!") for t in tokens[:sides.stop]):
            # (a mark the cleaning left, "... Ltd .." for "Ltd. <0001.HK>."; a second
            # sentence, "Ms. Johnson's site is www.katyjohnson .com. Mr. Max's is ...")
            raise RealizationRefused("no plain copular clause to cleft")
        if subject.concept in PRONOUNS or low[0] in _POINTING:
            raise RealizationRefused("a pronoun subject cannot be clefted")
        subject_words = tokens[:cop]
        if not (self.definite_side(subject_words, subject) or self.named_possessor(subject_words)
                or self.mass_subject(subject_words, subject, low[cop])) \
                or breaks_subject(source, 0, cop - 1, sides.inside):
            raise RealizationRefused("no definite subject to cleft")
        if self.definite_side(tokens[pred:sides.stop], sides.clause) \
                and self.verbatim_arg(subject, ":name") is None:
            # "It is their worst-case scenario that is the accidental deletion ...": two
            # descriptions of one thing; a name picked out reads well ("It is Li who is the
            # deputy chairman ..."), and the swap says the others
            raise RealizationRefused("no definite subject to cleft")
        last = low[cop - 1]
        if last in BARE_CONTENT_NOUNS or last[:-1] in BARE_CONTENT_NOUNS \
                or subject.concept in _PLACEHOLDER_NOUNS:
            # "It was their belief that was ...": read first as the belief's content clause;
            # "It was the time that was about 4 a.m. ...": as "the time when"
            raise RealizationRefused("a content or placeholder noun before the cleft's 'that'")
        self.refuse_spread_sides(sides)
        self.refuse_joined_clause(pred, sides.end)
        if any(t == ";" or (t == "," and low[i + 1] in _COORDINATORS)
               for i, t in enumerate(low[pred:sides.stop - 1], pred)):
            # (", and tension is running high ...": refuse_joined_clause reads "tension" as
            # a verb that may open a verb phrase)
            raise RealizationRefused("a clause joined after the clefted one")
        # ("It is Sutherland who is the 65-year-old computing pioneer ...": a person by
        # either side, whatever the parse made of the name)
        who = "who" if names_people(subject, tokens) else "that"
        head = sides.clause if sides.clause.concept != "and" \
            else self.verbatim_arg(sides.clause, ":op1")
        if who == "that" and head is not None \
                and (is_person_word(head.concept) or is_person_noun(head.concept)):
            # "It is Sutherland that is the 65-year-old computing pioneer ...", "It was IBM
            # who was the fastest-growing vendor": a name the parse made a firm, or a firm
            # described by a noun of people; neither word reads right for both
            raise RealizationRefused("no relative word fits both sides")
        said = self.opening_lower(source.text(0, cop - 1), subject, 0, cop == 1)
        if cop == 1 and said[:1].isupper() and self.verbatim_arg(subject, ":name") is None:
            raise RealizationRefused("the source's opening word may be a name")
        self.variant_used = True
        return (f"It {_CLEFT_BE[low[cop]]} {said} {who} {source.text(cop, sides.stop - 1)}"
                f"{self.end_mark(sides.end)}", "cleft")

    def named_possessor(self, words: list[str]) -> bool:
        """Whether ``words``, which open the source, open with a name's possessor, every
        word before the possessive mark capitalised and the last a name's ("US District
        Judge William M. Hoeveler's removal by his superior"; not "Analysts' forecasts")."""
        assert self.source is not None
        mark = next((i for i, w in enumerate(words) if w in POSSESSIVE_MARKS), None)
        if mark is None or mark == 0 or not all(w[:1].isupper() for w in words[:mark]):
            return False
        node = self.nodes.get(self.source.owner.get(mark - 1, ""))
        return node is not None and (node.concept == "name"
                                     or self.verbatim_arg(node, ":name") is not None)

    def mass_subject(self, words: list[str], subject: Node, copula: str) -> bool:
        """Whether the subject ``words`` are a bare singular noun phrase with no name in
        it, before a singular ``copula``: a mass noun, the one thing it names ("It was total
        revenue for the second quarter that was $1.48 billion, ..."; a bare singular count
        noun opens no English sentence), not a bare plural, a class ("It is artists that
        are worried ...")."""
        assert self.source is not None
        first = words[0].lower()
        if copula not in ("is", "was") or first in _POINTING or first in NOUN_DETERMINERS \
                or first in DETERMINERS or not first[:1].isalpha() or 0 in self.source.proper \
                or subject.concept == "name" or self.verbatim_arg(subject, ":name") is not None \
                or not subject.align or self.source.tokens[subject.align[0]][1:2].isupper():
            return False
        return not self.plural_object(words, subject) \
            and bool(lemma_pos(first) & {"NOUN", "ADJ"})
