"""Refusals for texts that say the source's words as another construction the parse misread:
a participle after its noun ("two female patients sharing a room") said as a finite clause
("two female patients shared a room, and ..."), which asserts a separate past fact and takes
the noun out of the clause it belonged to; and a second coordinated verb whose unsaid
subject the parse gave to another noun than the first's."""

from __future__ import annotations

import itertools
import re

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_base import (
    BARE_BE,
    RealizationRefused,
    RealizerBase,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_tree import Node, Ref, base_role, is_inverted
from pipeline.backends.builtin.realize_words import TEXT_WORD

_FRAME = re.compile(r"[a-z]+(?:-[a-z]+)*-\d\d")
# Words of saying after which "that" opens what was said, no relative clause
_SAYING = frozenset(["said", "says", "say", "told", "tells", "reported", "added", "noted"])


class SourceReadings(RealizerBase):
    """Checks of a finished text against how the source said its words."""

    def refuse_finite_reduced_relative(self, text: str) -> None:
        """Refuse a text that lost a reduced relative the parse read as a clause of its own:
        the source's "-ing" word right after its agent's words ("patients sharing a room",
        "astronomers surveying the region") must be said as it stood."""
        source = self.source
        if source is None:
            return
        said = f" {text.lower()} "
        words = f" {' '.join(TEXT_WORD.findall(text.lower()))} "
        for node in self.tree.walk():
            if not node.align or not _FRAME.fullmatch(node.concept):
                continue
            index = node.align[0]
            word = source.word(index).lower()
            agent = next((e.target for e in node.edges if e.role == ":ARG0"
                          and isinstance(e.target, Node)), None)
            finite_only = False
            if agent is None and node.role == ":ARG0-of" and any(
                    re.fullmatch(r":(?:op|ARG)\d-of", e.role) for e in node.edges):
                agent = node.parent  # refocused on the agent: the clause hangs below it
            elif agent is None and node.role == ":ARG0-of" and node.parent is not None \
                    and self.reduced_participle(node.parent, node, exact=False):
                # "spent thousands of hours investigating al-Bayoumi" (investigate-01 below
                # "hours"): said as a relative clause, "hours that investigated al-Bayoumi"
                # makes the hours the investigators
                agent, finite_only = node.parent, True
            if agent is None or not word.endswith("ing") or len(word) < 5 \
                    or source.owner.get(index - 1) not in {n.var for n in agent.walk()}:
                continue
            # the next word too, but not a bare mark: "sees his slugger struggling." and
            # "With all precincts reporting, ..." keep the participle before theirs (a
            # word with a mark, ".Net", must still be said whole)
            after = source.word(index + 1).lower()
            if re.search(r"\w", after):
                phrase = f" {word} {after}"
                kept = phrase + " " in said or said.rstrip().endswith(phrase)
            else:  # and not made a progressive: "his slugger was struggling"
                kept = f" {word} " in words and not any(
                    f" {be} {word} " in words for be in BARE_BE)
            lemma = stem(node.concept).split("-")[0]
            if finite_only and not re.search(
                    rf"\b(?:that|who) (?:{inflect(lemma, 'VBD')}|{inflect(lemma, 'VBZ')}|"
                    rf"{inflect(lemma, 'VBP')})\b", said):
                continue
            if not kept:
                raise RealizationRefused(f"the participle '{word}' after its noun said as a "
                                         "clause of its own")

    def reduced_participle(self, head: Node, node: Node, *, exact: bool = True) -> bool:
        """Whether the source said the event ``node`` below its agent ``head`` as an "-ing"
        participle right after the agent's words ("thousands of hours investigating
        al-Bayoumi"), so that it is said so again, not as "hours that investigated";
        ``exact``: only where the frame's own gerund is the source's word."""
        source = self.source
        if source is None or not node.align or not _FRAME.fullmatch(node.concept):
            return False
        index = node.align[0]
        word = source.word(index).lower()
        if not word.endswith("ing") or len(word) < 5:
            return False
        if exact and inflect(stem(node.concept).split("-")[0], "VBG") != word:
            return False  # "a hard time lining up work" read as align-01: not "aligning up"
        # the word before is a noun's below the agent, not a verb's ("were found floating",
        # "without having to install", whose words the refocusing may have put below it)
        before = source.owner.get(index - 1)
        return any(n.var == before and not is_frame(n.concept) for n in head.walk())

    def refuse_misread_shared_subject(self, text: str) -> None:
        """Refuse a text that says the agent the parse gave the second of two verbs the
        source said with one subject ("The decision upheld the law and revived the debate",
        revive-01 :ARG0 the law): "the law revived the debate" asserts what the source did
        not.  The text may still say the second verb after the first with a pronoun ("...,
        and it revived") or without its agent ("..., and the debate was revived")."""
        later = self.misread_shared_subject()
        if later is None:
            return
        if self.said_coordination_whole(later, text):
            return  # the source's own words, "was disclosed in documents ... and made available"
        lemma = stem(later.concept).split("-")[0]
        if re.search(rf"\band (?:it|they|he|she) {inflect(lemma, 'VBD')}\b", text) \
                or re.search(rf"\b(?:was|were) {inflect(lemma, 'VBN')}\b(?! by)", text):
            return
        raise RealizationRefused("the parse gave a shared subject of coordinated verbs to "
                                 "another noun")

    def said_coordination_whole(self, later: Node, text: str) -> bool:
        """Whether ``text`` says the source's words from the first of the coordinated verbs
        through ``later`` as one run ("was disclosed in documents filed last week with the
        judge and made available", "was reviewing documents and interviewing Iraqis"): then
        the verbs keep the source's one subject, whatever the parse gave the second."""
        source = self.source
        if source is None or not later.align:
            return False
        first: Node | None = None
        for coordination in (n for n in self.nodes.values() if n.concept in ("and", "or")):
            ops = {e.role: e.target.var for e in coordination.edges
                   if e.role.startswith(":op") and isinstance(e.target, Node | Ref)}
            if later.var in ops.values() and ":op1" in ops:
                first = self.nodes.get(ops[":op1"])
        if first is None or not first.align or first.align[0] >= later.align[0]:
            return False
        window = range(max(1, first.align[0] - 6), first.align[0])
        if any(source.word(k).lower() in ("who", "which") or (
                source.word(k).lower() == "that"
                and source.word(k - 1).lower() not in _SAYING) for k in window):
            # verbs of a relative clause, which a rebuilt text may nest inside another: "It
            # is the foreign bits that other cells that realize it is infected and kill it
            # recognize"
            return False
        run = TEXT_WORD.findall(" ".join(source.tokens[first.align[0]:later.align[0] + 1]).lower())
        return f" {' '.join(run)} " in f" {' '.join(TEXT_WORD.findall(text.lower()))} "

    def misread_shared_subject(self) -> Node | None:
        """The second of two verbs the source said with one subject, where the parse gave
        it another one, else None."""
        source = self.source
        if source is None:
            return None
        edges: set[tuple[str, str, str]] = set()
        for node in self.tree.walk():
            for e in node.edges:
                if isinstance(e.target, Node | Ref):
                    edges.add((e.target.var, base_role(e.role), node.var) if is_inverted(e.role)
                              else (node.var, e.role, e.target.var))
        # (every :ARG0 of a verb, not one picked by a set's order: a misparse can give a
        # verb two, and the answer then moved with PYTHONHASHSEED)
        agent: dict[str, set[str]] = {}
        undergoer: dict[str, set[str]] = {}
        for a, role, b in edges:
            if role in (":ARG0", ":ARG1"):
                (agent if role == ":ARG0" else undergoer).setdefault(a, set()).add(b)
        # a passive's subject is its undergoer: "was released by a judge and pardoned by
        # the governor" share "he", not an agent
        be = ("is", "are", "was", "were", "be", "been", "being")

        def subject(var: str, passive: bool) -> set[str]:
            return (undergoer if passive else agent).get(var, set())

        for coordination in (n for n in self.nodes.values() if n.concept in ("and", "or")):
            ops = sorted((role, b) for a, role, b in edges
                         if a == coordination.var and role.startswith(":op"))
            for (_, first), (_, second) in itertools.pairwise(ops):
                earlier, later = self.nodes.get(first), self.nodes.get(second)
                passive = earlier is not None and bool(earlier.align) \
                    and source.word(earlier.align[0] - 1).lower() in be
                one, other = subject(first, passive), subject(second, passive)
                if one and other and not one & other and later is not None and later.align \
                        and source.word(later.align[0] - 1).lower() in ("and", "or"):
                    return later
        return None
