"""A verb's time said where the source said it, before the verb's complement clause.

A verb's modifiers are said after its arguments; a time the source said between the verb
and its complement clause or infinitive then drifts past that clause and reads as the
complement's time: "It was federal agents that said they are investigating the theft of
1,100 pounds of an explosive chemical ... in the past week Friday" for "Federal agents said
Friday they are investigating ...", "It was the Organization of Petroleum Exporting
Countries that decided to lower its output ceiling ..., starting in November yesterday"
for "... decided yesterday to lower its output ceiling ...".  Such a time keeps its source
place among the verb's arguments, which are ordered by source position.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_base import (
    RealizationRefused,
    RealizerBase,
    frame_verb_forms,
    is_adjective_frame,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_tree import Edge, Node
from pipeline.backends.builtin.realize_words import ATTRIBUTING

# Verbs that report a clause, whose fronted time stays before it (:meth:`fronted_time`).
_REPORTING = ATTRIBUTING | frozenset(["estimate", "predict", "forecast", "confirm", "disclose",
                                      "reveal", "concede", "deny", "indicate"])
# Times that only date ("Last week the SEC said ...", "On the stand Wednesday, she said ..."),
# unlike a span or an event ("Less than a month after leaving ..., Pauley agreed"), which
# may be the report's own.
_DATES = frozenset(["date-entity", "today", "yesterday", "tonight", "week", "month", "year",
                    "weekend", "morning", "afternoon", "evening", "night"])
# Roles of a circumstance the source may say first ("Before the meeting, ...", "In
# Washington on Sunday, ...", "In an unusual move, ...")
_FRONTED_ROLES = frozenset([":time", ":location", ":manner", ":medium"])
# A word that opens a clause inside a verb's arguments ("a patent ... that critics contend
# could disrupt ...", "said the bureau will join ...")
_CLAUSE_WORD = re.compile(r"\b(?:that|who|which|whom|whose|where)\b")


class TimePlaces(RealizerBase):
    """Times of a verb said before its complement clause, where the source said them."""

    def times_before_complement(self, verb: Node, mods: list[Edge],
                                placed: list[tuple[int, str]], clause_keys: list[int],
                                gap: str | None) -> list[tuple[Edge, int]]:
        """The ``:time`` modifiers among ``mods`` of ``verb`` that the source said after the
        verb and wholly before its first complement clause (source positions
        ``clause_keys``), with their source positions, when the verb's arguments
        (``placed``) are all ordered by source position; refused where such a time cannot
        keep that place."""
        if self.source is None or not verb.align or not clause_keys or min(clause_keys) >= 10_000:
            return []
        first_clause = min(clause_keys)
        found = []
        for e in mods:
            target = e.target
            if e.role != ":time" or not isinstance(target, Node) \
                    or not target.align or self.opens_sentence(target):
                continue
            if e.role == gap and (verb.parent is None or target.var == verb.parent.var):
                continue  # the gap itself; a second ":time" of the clause is still placed
            start = self.position(target)
            if start is not None and verb.align[0] < start and max(target.align) < first_clause:
                found.append((e, start))
            elif start is not None and stem(verb.concept) in _REPORTING \
                    and self.time_outside_report(target, verb.align[0], first_clause):
                # ("Hines died ..., publicist Allen Eichhorn said Sunday" said "It was
                # publicist Allen Eichhorn who said Sunday that Hines died ..."): after the
                # verb's other arguments ("told Reuters on Friday that ..."), before the report
                found.append((e, max((k for k, _ in placed if k not in clause_keys), default=first_clause - 1)))
            elif start is not None and stem(verb.concept) in _REPORTING \
                    and (self.fronted_time(target, verb.align[0])
                         or (target.concept in _DATES and _finite_report(placed, first_clause)
                             and (self.opening_time(target, verb.align[0])
                                  or (start > 1 and self.said_first(e, verb))))):
                # "On Thursday, a Post article argued that a 50 basis point cut ... was more
                # likely" was said "It was a Post article that argued a 50 basis point cut
                # from the Fed was more likely on Thursday": a time the source fronted, said
                # last, dates the complement; it goes right before the complement clause
                found.append((e, first_clause - 1))
        if found and (any(k >= 10_000 for k, _ in placed) or any(
                self.said_between(e, verb.align[0], max(s for _, s in found))
                for e in mods if all(e is not f for f, _ in found))):
            # an argument with no source place, or another modifier the source said before
            # the time, which would then follow it: said last, the time would date the
            # complement ("said ... in the past week Friday"), so the focus is refused
            raise RealizationRefused("a time of the verb would be said after its complement clause")
        return found

    def time_outside_report(self, target: Node, verb: int, clause: int) -> bool:
        """Whether the source said the time ``target`` of a reporting verb (at ``verb``) next
        to the verb, apart from what was reported (its clause at ``clause``): between its
        subject and it ("Electronic Data Systems Corp. Thursday said ...") or after it, with
        the report before ("Hines died of cancer Saturday ..., publicist Allen Eichhorn said
        Sunday").  Said after the report that now follows the verb, it would date the report
        ("... said Hines died of cancer Saturday in Los Angeles Sunday")."""
        start = self.position(target)
        if self.source is None or start is None or not target.align:
            return False
        end = max(target.align)
        return (end < verb and start > 0 and end + 1 == verb) \
            or (clause < verb < start and all(self.source.word(k) not in (",", "--")
                                              for k in range(verb + 1, start)))

    def said_between(self, edge: Edge, after: int, before: int) -> bool:
        """Whether the source said ``edge``'s target between positions ``after`` and
        ``before``."""
        target = edge.target
        start = self.position(target) if isinstance(target, Node) else None
        return start is not None and after < start < before

    def fronted_time(self, target: Node, verb: int) -> bool:
        """Whether the source said the time ``target`` first in the sentence, before a comma
        and before its verb (at ``verb``): "On Thursday, a Post article argued ...", "In May,
        Mr. Hatfill said ..."."""
        if self.source is None or not target.align:
            return False
        tokens = self.source.tokens
        end = max(target.align) + 1
        start = self.position(target)
        return start is not None and start <= 1 and end < verb and end < len(tokens) \
            and tokens[end] == "," and all(tokens[k] != "," for k in range(start, end))

    def opening_time(self, target: Node, verb: int) -> bool:
        """Whether the source opened the sentence with the time ``target`` of the verb at
        ``verb``, with no comma after it: "Last week the Securities and Exchange Commission
        said its staff was preparing ..." (said last, "... to combat trading abuses last
        week" would date the rules)."""
        start = self.position(target)
        said = [k for sub in target.walk() for k in sub.align]
        if self.source is None or start is None or start > 1 or not said or max(said) >= verb:
            return False
        return self.source.word(max(said) + 1) != ","  # (one with its comma: fronted_time)

    def fronted_past_clause(self, edge: Edge, verb: Node, after: list[str], clause: bool) -> bool:
        """Whether ``edge`` of the main clause ``verb`` is a circumstance the source said
        first ("Before the meeting, Putin said Russia regards Saudi Arabia as a key Muslim
        state") that, said after the verb's arguments (``after``), would follow a clause
        among them (``clause``: a finite complement clause, of a verb of saying) or a
        relative clause, and read as that clause's ("It was Putin
        who said Russia regards Saudi Arabia as a key Muslim state before the meeting", "It
        is the U.S. Patent and Trademark Office that is reconsidering a patent ... that
        critics contend could disrupt millions of Web sites in an unusual move").  Such a
        phrase keeps its place at the front.  Only the source's main clause said as the
        relative clause on its focus (a cleft's, an existential's), with no clause above it:
        said as the sentence, the phrase would only give the source's order back.  Not a
        complement clause of other verbs ("It was Evan who helped to found an after-school
        nonviolence program in 2001", "... have learned how acrylamide is formed since last
        April" read well)."""
        if not self.said_first(edge, verb) or not self.sentence_clause(verb):
            return False
        reported = clause and stem(verb.concept) in _REPORTING  # "said Russia regards ..."
        return reported or any(_CLAUSE_WORD.search(text) for text in after)

    def said_first(self, edge: Edge, verb: Node) -> bool:
        """Whether ``edge`` of ``verb`` is a circumstance the source said first, alone before
        its comma ("Before the meeting, Putin said ...", "In Washington on Sunday, ...")."""
        target = edge.target
        if edge.role not in _FRONTED_ROLES or not isinstance(target, Node) or not verb.align \
                or self.source is None or (edge.role == ":manner" and self.is_clause(target)):
            return False  # (not a participle: "Writing in the journal ..., Vincent's team said")
        tokens = self.source.tokens
        comma = tokens.index(",") if "," in tokens else len(tokens)
        # the circumstances of the verb ("In Washington on Sunday, ..." holds two)
        own = {sub.var for e in verb.edges if e.role in _FRONTED_ROLES
               and isinstance(e.target, Node) for sub in e.target.walk()}
        said = [k for sub in target.walk() for k in sub.align]
        return comma < verb.align[0] and bool(said) and max(said) < comma \
            and all(self.source.owner.get(k, target.var) in own for k in range(comma))

    def sentence_clause(self, verb: Node) -> bool:
        """Whether ``verb``'s clause is said with no clause above it (as the sentence, or as
        the relative clause of a cleft's or an existential's focus)."""
        up = verb.parent
        while up is not None:
            if self.is_clause(up):
                return False  # a clause inside another: its phrase is not the sentence's
            up = up.parent
        return True

    def dates_nested_verb(self, edge: Edge, verb: Node, before: list[Edge]) -> bool:
        """Whether ``edge`` is a circumstance of ``verb`` the source said first that, said
        after the edges ``before`` (the verb's words said ahead of it), would follow a verb
        nested in them and read as its: "It was Kopp who was charged with murdering an
        abortion doctor on Wednesday" for "On Wednesday, Kopp was charged with murdering
        ..." (the murder was not on Wednesday), "... ordered Viacom to stop using the name
        Spike TV pending a trial on Thursday"."""
        return self.said_first(edge, verb) and any(
            isinstance(e.target, Node) and any(self.said_as_verb(n) for n in e.target.walk())
            for e in before)

    def said_as_verb(self, node: Node) -> bool:
        """Whether the source said the event ``node`` as a verb ("murdering", "to stop",
        "that cover"), not as a noun ("the endorsement of") or an adjective ("35 new
        cases")."""
        if self.source is None or not node.align or not is_frame(node.concept) \
                or is_adjective_frame(node.concept) or not self.is_clause(node):
            return False
        word = self.source.word(node.align[0]).lower()
        return word in frame_verb_forms(node.concept) and "VERB" in lemma_pos(word) \
            and not self.said_as_noun(node)

    def first_circumstances_kept_first(self, node: Node, ahead: list[Edge],
                                       said_last: list[Edge], tail_mods: list[str],
                                       fronted: list[str], *, finite: bool,
                                       relative: str | None, stranded: bool
                                       ) -> list[tuple[Edge, str]]:
        """``tail_mods`` (said last, of the edges ``said_last``, after the arguments
        ``ahead``), with their edges, without a circumstance the source said first that would follow a nested
        verb (:meth:`dates_nested_verb`): it opens the sentence before a relative clause of
        the sentence's own clause ``node`` ("On Wednesday, it was Kopp who was charged with
        murdering an abortion doctor"), opens a main clause (``fronted``, as the source said
        it), and is refused in a clause inside another or a relative clause that strands a
        preposition, where no place keeps it the verb's."""
        kept: list[tuple[Edge, str]] = []
        for k, (e, text) in enumerate(zip(said_last, tail_mods, strict=True)):
            if not self.dates_nested_verb(e, node, ahead + said_last[:k]):
                kept.append((e, text))
            elif not finite or stranded or not self.sentence_clause(node):
                raise RealizationRefused("a circumstance the source said first would follow a "
                                         "nested verb and read as its")
            elif relative:
                self.openers.append(text)
            else:
                fronted.append(text)
        return kept

    def that_after_time(self, placed: list[tuple[int, str]], clause: int) -> list[tuple[int, str]]:
        """``placed`` with "that" restored before the complement clause at source position
        ``clause`` where the source said it: "told a news conference Monday that authorities
        were continuing ...", not "Monday authorities were", which reads "Monday" as the
        start of the clause."""
        if self.source is None or clause <= 0 or self.source.tokens[clause - 1].lower() != "that":
            return placed
        return [(k, text if k != clause or text.startswith(("that ", "to ")) else f"that {text}")
                for k, text in placed]


def _finite_report(placed: list[tuple[int, str]], clause: int) -> bool:
    """Whether the complement said at source position ``clause`` among ``placed`` is a finite
    report, not an infinitive ("agreed to launch ...") or a quotation.

    >>> _finite_report([(5, "its staff was preparing")], 5), _finite_report([(5, "to go")], 5)
    (True, False)
    """
    return any(k == clause and not text.startswith(("to ", ":", '"')) for k, text in placed)


def that_before_fronted_time(placed: list[tuple[int, str]], clause: int,
                             moved: list[tuple[Edge, int]], verb: int) -> list[tuple[int, str]]:
    """``placed`` with "that" before the complement clause at source position ``clause``
    when a fronted time now stands before it (:meth:`TimePlaces.fronted_time`): "said in May
    that a vehicle ... struck him", not "said in May a vehicle ...", which reads "in May" as
    the clause's own time.

    >>> may = Edge(":time", Node("m", "date-entity", (1,)))
    >>> that_before_fronted_time([(5, "in May"), (6, "he was struck")], 6, [(may, 5)], 4)
    [(5, 'in May'), (6, 'that he was struck')]
    """
    if not any(isinstance(e.target, Node) and e.target.align and (
            max(e.target.align) < verb or min(e.target.align) > clause) for e, _ in moved):
        return placed
    return [(k, text if k != clause or text.startswith(("that ", "to ")) else f"that {text}")
            for k, text in placed]
