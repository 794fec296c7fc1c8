"""A past participle right after its noun (a reduced passive relative) said as that noun's
active verb.

"Supporters say those people will ... have enough money left over to spend in restaurants":
"left over" is a passive modifier of "money" (leave-over-08 :ARG1 money), with no doer.  A
focus that rebuilds it as a relative clause read it as the noun's own verb: "There is enough
money that left over that those people will have to spend ...", as "a June 8 ceremony
broadcast on CBS" became "a June 8 ceremony ... that broadcast from Radio City Music Hall".
The participle is the noun's passive ("which was broadcast"), never its active verb; with no
doer in the parse an active "that <participle>" can only make the noun the doer, so such a
text is refused (:meth:`PastParticiples.refuse_active_past_participle`).  The source's finite
verbs ("a standoff developed between French soldiers and ...", parse_finite_verbs) are not
participles and are left alone.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase, is_frame, stem
from pipeline.backends.builtin.realize_tree import Node, Ref
from pipeline.backends.builtin.realize_words import ACTIVE_PATIENT_VERBS

__all__ = ["PastParticiples"]

# The finite auxiliaries that may follow a reduced relative as its noun's own verb.
_NOUN_VERBS = frozenset(["was", "were", "is", "are", "has", "have", "had", "will", "would"])
# A text's words and marks as the source's tokens split them.
_SPLIT = re.compile(r"\$|[\w.'-]*\w|[^\w\s]")

# Words after which a noun phrase opens a clause, as the subject of a finite verb.
_CLAUSE_OPENERS = frozenset([",", ";", ":", "and", "but", "or", "that", '"', "``", "''", "_",
                             "--", "-"])


class PastParticiples(RealizerBase):
    """The check of a rebuilt text against a reduced passive relative of the source."""

    def refuse_active_past_participle(self, text: str) -> None:
        """Refuse ``text`` when it says "that/which/who <participle>" (more often than the
        source) for an event the source said as a past participle right after its :ARG1's
        words ("money left over", "a ceremony broadcast on CBS", "the amendment, called
        ..."), which the parse gave no :ARG0."""
        source = self.source
        if source is None:
            return
        said = text.lower()
        for node in self.nodes.values():
            if not node.align or not is_frame(node.concept):
                continue
            i = node.align[0]
            word = source.word(i).lower()
            lemma = stem(node.concept).split("-")[0]
            if i < 1 or i in source.finite or word != inflect(lemma, "VBN") or lemma in ACTIVE_PATIENT_VERBS \
                    or node.role == ":ARG0-of" or any(e.role == ":ARG0" for e in node.edges):
                continue
            patient = self._patient(node)
            if patient is None:
                continue
            comma = source.word(i - 1) == ","
            before = i - 2 if comma else i - 1
            if before < 0 or before not in patient.align:
                continue  # "The cleanup, including ... bathrooms, cost": not the noun's own word
            if not comma and self._opens_clause(patient):
                # "... and another American serviceman died Friday", "The latest arrests
                # come as ...": a noun that opens its clause is the subject of a finite verb
                continue
            active = re.compile(rf"\b(?:that|which|who) {re.escape(word)}\b")
            if len(active.findall(said)) > len(active.findall(source.sentence.lower())):
                raise RealizationRefused(f"the participle '{word}' after its noun said as the "
                                         "noun's active verb")

    def _opens_clause(self, patient: Node) -> bool:
        """Whether the source said ``patient``'s words first in their clause: at the start,
        or after a comma, a conjunction or a quotation mark."""
        source = self.source
        assert source is not None
        if not patient.align:
            return True
        # the noun's own phrase: its words right before it (the refocused layout may hang the
        # whole rest of the sentence below it), and articles the parse aligned to nothing
        inside = {n.var for n in patient.walk()}
        start = patient.align[0]
        while start > 0 and (source.owner.get(start - 1) in inside
                             or source.word(start - 1).lower() in ("the", "a", "an")
                             or self._modifier_word(source.owner.get(start - 1))):
            start -= 1
        return start == 0 or source.word(start - 1).lower() in _CLAUSE_OPENERS

    def _modifier_word(self, var: str | None) -> bool:
        """Whether ``var`` (a word's owner) is a noun's modifier, no event: the focus may be
        "another" or "American" of "another American serviceman", above the noun."""
        node = self.nodes.get(var) if var is not None else None
        return node is not None and not is_frame(node.concept)

    def _patient(self, node: Node) -> Node | None:
        """The :ARG1 of ``node``: below it, or above it where the layout inverted the edge."""
        if node.role == ":ARG1-of" and node.parent is not None:
            return node.parent
        for e in node.edges:
            if e.role == ":ARG1":
                target = e.target
                if isinstance(target, Ref):
                    return self.nodes.get(target.var)
                return target if isinstance(target, Node) else None
        return None

    def refuse_participle_made_doers_verb(self, text: str) -> None:
        """Refuse ``text`` when the parse read a past participle right after its noun as that
        noun's active verb with nothing done to anyone: "The Queens man arrested for
        allegedly threatening to shoot ... was held on $100,000 bail" parsed as (a / and :op1
        (a3 / arrest-01 :ARG0 man) :op2 (h / hold-01 :ARG1 man)), said "..., and he was held
        on $100,000 bail", the man the one who arrested.  The source's finite verbs
        (``Source.finite``) are not participles and are left alone; so is a verb with an
        :ARG1, a transitive use of its own ("The company reported a loss")."""
        source = self.source
        if source is None or not text:
            return
        for node in self.nodes.values():
            if not node.align or not is_frame(node.concept) or node.align[0] in source.finite:
                continue
            i = node.align[0]
            word = source.word(i).lower()
            lemma = stem(node.concept).split("-")[0]
            if i < 1 or word != inflect(lemma, "VBN") or word != inflect(lemma, "VBD") \
                    or lemma in ACTIVE_PATIENT_VERBS or self._patient(node) is not None \
                    or source.word(i + 1).lower() not in ("for", "in", "on", "at", "by", "after"):
                continue
            agent = next((e.target for e in node.edges if e.role == ":ARG0"), None)
            if isinstance(agent, Ref):
                agent = self.nodes.get(agent.var)
            if agent is None and node.role == ":ARG0-of":
                agent = node.parent
            if not isinstance(agent, Node) or not agent.align or i - 1 not in agent.align \
                    or not self._opens_clause(agent):
                # (a noun inside a clause of its own, "since the series launched in 1994",
                # may be the subject of a finite verb the parse's list left out)
                continue
            # the source's own reading: the participle's words up to the noun's verb ("...
            # Monserrate was"), as a verbatim move keeps them
            end = next((k for k in range(i + 1, len(source.tokens))
                        if source.word(k).lower() in _NOUN_VERBS), None)
            if end is not None and " ".join(source.tokens[i:end + 1]) not in " ".join(
                    _SPLIT.findall(text)):
                raise RealizationRefused(f"the participle '{word}' after its noun read as "
                                         "the noun's own active verb")
