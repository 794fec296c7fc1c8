"""The prepositions a verb takes: the one a relative clause leaves stranded ("the prison
that he was sent to"), the source's before a noun whose modifier became the focus, the
ones PropBank gives a frame's ARG1, and whether a "to" marked an infinitive or was a
preposition; and whether an argument was its verb's one object.

Split from realize_verbs.py (tense, aspect and auxiliaries of the verb group): these
read the words between a verb and its arguments.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_base import (
    RealizerBase,
    is_frame,
    propbank_lexicon,
    stem,
)
from pipeline.backends.builtin.realize_tree import (
    Node,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    PREPOSITIONS,
    SKIPPABLE,
)


class VerbPrepositions(RealizerBase):
    """Prepositions between a verb and its arguments."""

    def stranded_preposition(self, node: Node, gap: str | None, relative: str | None,
                             subject_gapped: bool) -> str:
        """The preposition a relative clause leaves behind: "the prison that he was sent to"."""
        if not relative or not gap or subject_gapped or relative not in ("that", "which", "who") \
                or gap == ":ARG0" or node.parent is None:
            return ""
        if gap == ":ARG1":
            # "raising taxes, which he objected to", as the source said it
            taken = self.said_object_preposition(node, node.parent) \
                or self.frame_preposition(node, self.preposition_before_modifier(node.parent,
                                                                                 verb=node))
            return taken if taken and taken != "of" and not self.infinitive_marker(node.parent) \
                else ""
        known = self.source_preposition(node.parent)
        listed = node.parent
        if not known and listed.concept in ("and", "or") and listed.parent is not None \
                and is_inverted(listed.role or "") and base_role(listed.role or "").startswith(":op"):
            # "It is Abdul Azi Haji Thiming, ... and Esam Mohammed Khidr Ali of Egypt who the
            # three men ... have been identified as": a list whose member is the focus, now
            # above it, strands the preposition the source said before its first member
            members = [listed.parent, *(self.target_node(e.target) for e in listed.edges
                                        if base_role(e.role).startswith(":op"))]
            placed = [(at, m) for m in members
                      if m is not None and (at := self.position(m)) is not None]
            if placed:
                known = self.source_preposition(min(placed, key=lambda p: p[0])[1])
        if not known:
            known = self.preposition_before_modifier(listed) or known
        if known == "" and self.sole_object(node, node.parent):
            # "It is Brunei, Cambodia and Vietnam that ASEAN comprises of" for "ASEAN comprises
            # Brunei, ...": the source's bare object strands no preposition of the frame's
            return ""
        prep = known if known else self.preposition(node, gap, node.parent)
        if known == "as":
            return "as"  # "a key state that Russia regards Saudi Arabia as"
        return prep if prep in PREPOSITIONS and prep != "by" else ""

    def preposition_before_modifier(self, noun: Node, verb: Node | None = None) -> str | None:
        """The source's preposition before ``noun``'s phrase where the focus above it is a
        modifier or possessor the source said first inside that phrase: "It was the Coast
        Guard cutter that Parrado remained under" for "remained on a Coast Guard cutter",
        "that medical investigators matched the body's teeth with" for "matched ... to
        Aronov's dental records": refocused, the modifier no longer counts as the noun's
        own words, and the frame's preposition replaced the source's. With ``verb``, only
        the preposition said right after it ("cooperating with Spitzer's probe"; an object's
        "reinstated perjury charges" has none, the "in" of "court in New York" is not)."""
        up: Node | None = None
        # (refocused at the modifier, (c / cutter :mod o) is (o :domain c)); up a chain of
        # them: "the federal government's computerized watch lists" clefted at "federal"
        while noun.parent is not None and (noun.role == ":domain" or (
                is_inverted(noun.role or "") and base_role(noun.role or "") in (":mod", ":poss",
                                                                                ":part"))):
            mine, theirs = self.position(noun), self.position(noun.parent)
            if mine is None or theirs is None or theirs >= mine:
                break
            up = noun = noun.parent
        if up is None:
            return None
        found = self.preposition_said_before(up)
        if found is None or (verb is not None and (not verb.align
                                                   or found[1] != verb.align[-1] + 1)):
            return None
        return found[0]

    def frame_preposition(self, frame: Node, prep: str | None) -> str:
        """``prep`` where PropBank gives ``frame``'s ARG1 it ("cooperating with"), "" for
        a particle ("There is a constitutional scholar in which Strayhorn has brought" for
        "brought in a constitutional scholar")."""
        lexicon = propbank_lexicon()
        return prep if prep and lexicon is not None \
            and prep in lexicon.prepositions(frame.concept, "ARG1") else ""

    def preposition_said_before(self, node: Node) -> tuple[str, int] | None:
        """(preposition, its token index) the source said right before ``node``'s first
        word, articles and the like skipped; None for none. Unlike source_preposition, for
        a focus too, whose own phrase (that measure's) now holds the whole sentence."""
        at = self.position(node)
        if at is None or self.source is None:
            return None
        at -= 1
        while at >= 0 and self.source.owner.get(at) is None \
                and self.source.word(at).lower() in SKIPPABLE:
            at -= 1
        word = self.source.word(at).lower() if at >= 0 else ""
        if self.source.owner.get(at) is not None or word not in PREPOSITIONS:
            return None
        return word, at

    def sole_object(self, verb: Node, argument: Node) -> bool:
        """Whether the source said ``argument`` right after ``verb`` and every other numbered
        argument of ``verb`` before it (its subject): the verb's one object, which "gave him
        a book" ("the one she gave a book to") is not."""
        if self.source is None or not verb.align:
            return False
        at = self.position(argument)
        up = argument.parent
        if up is not None and argument.concept in ("and", "or") and (argument.role or "") \
                .startswith(":op") and is_inverted(argument.role or ""):
            # a list whose member is the focus, now above it: the list opens with the member
            first = self.position(up)
            at = first if at is None or (first is not None and first < at) else at
        if at is None or at < verb.align[0] or any(
                self.source.word(i).lower() not in ("a", "an", "the")
                for i in range(verb.align[0] + 1, at)):
            return False  # (said right after the verb: "led to his books being banned" is not)
        for e in verb.edges:
            if e.target is argument or not isinstance(e.target, Node) \
                    or not re.fullmatch(r":ARG\d", e.role):
                continue
            where = self.position(e.target)
            if where is None or where > verb.align[0]:
                return False
        return True

    def infinitive_marker(self, node: Node) -> bool:
        """Whether the "to" before ``node`` in the source marks an infinitive ("threatened
        to open fire", "helping to offset"), not a preposition ("objected to raising")."""
        found = self.source_preposition_at(node)
        if self.source is None or found is None or found[0] != "to":
            return False
        owner = self.nodes.get(self.source.owner.get(found[1] + 1, ""))
        return owner is not None and is_frame(owner.concept) \
            and self.source.word(found[1] + 1).lower() == stem(owner.concept).split("-")[0]

    def said_object_preposition(self, frame: Node, obj: Node) -> str:
        """The preposition the source said before ``obj``, ``frame``'s object, where PropBank
        gives the frame's ARG1 that preposition (object-01 "to", rely-01 "on": "objected to
        raising taxes", "referring to the kissing"); "" otherwise."""
        said = self.source_preposition(obj)
        lexicon = propbank_lexicon()
        return said if said and lexicon is not None \
            and said in lexicon.prepositions(frame.concept, "ARG1") else ""

    def verb_preposition(self, frame: Node, obj: Node) -> str:
        """The preposition the source said right after ``frame``'s verb, before ``obj``
        ("interfere with its customer relationships", "listen carefully to ..."): the verb's
        own, kept when ``obj`` is said as the source's noun phrase; "" otherwise."""
        found = self.source_preposition_at(obj)
        if found is None or not found[0] or found[0] == "of" or not frame.align \
                or self.source is None:
            return ""
        between = self.source.tokens[frame.align[0] + 1:found[1]]
        return found[0] if all(lemma_pos(t.lower()) == {"ADV"} for t in between) else ""
