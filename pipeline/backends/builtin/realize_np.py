"""Noun phrases: arguments, pronouns, names and the dispatch to special nouns."""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import (
    PRONOUNS,
    lemma_pos,
    ordinal_word,
    pronoun_form,
)
from pipeline.backends.builtin.realize_base import (
    NP,
    Case,
    RealizationRefused,
    agent_nouns,
    frame_verb_forms,
    is_frame,
    is_human,
    join_words,
    stem,
    with_both,
)
from pipeline.backends.builtin.realize_name_words import NameWords
from pipeline.backends.builtin.realize_np_existential import NounExistentials
from pipeline.backends.builtin.realize_np_number import NounNumber
from pipeline.backends.builtin.realize_np_pronouns import NounPronouns
from pipeline.backends.builtin.realize_quantities import restated_amount
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Ref,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    AMOUNT_DETERMINERS,
    NOUN_DETERMINERS,
    PREPOSITION_CONCEPTS,
    PREPOSITIONS,
    SKIPPABLE,
    UNIT_CONCEPTS,
)

# A phrase set off by a comma inside a noun phrase read back from the source: an aside
# ("several buildings, including a Federal Express depot", "a 2 week trial, during which
# Waagner represented himself"), not a list ("trendy restaurants, boutiques, offices").
_OPEN_ASIDE = re.compile(r", (?:including|during which|in which|of which|which|who|whose|where)\b")

class NounPhrases(NameWords, NounPronouns, NounNumber, NounExistentials):
    """Noun phrases for arguments."""

    def argument(self, target: Node | Ref | Const, case: Case, bare: bool = False) -> NP:
        if isinstance(target, Const):
            if target.text.replace(".", "").isdigit():
                # a count of things is plural: "All three were studied", not "three was"
                return NP(self.number_text(target), plural=float(target.text) != 1)
            return NP(target.text)
        if isinstance(target, Ref):
            node = self.nodes.get(target.var)
            if node is None:
                return NP("it")
            if node.var not in self.done and node.var not in self.reserved:
                if self.is_clause(node) and not self.said_as_noun(node):
                    return NP(self.clause(node, form="gerund"))
                # "the court's 1992 decision" first said here, not "deciding 1992"
                return self.np(node, case, bare=bare)
            return self.pronoun(node, case)
        if target.var in self.done:
            return self.pronoun(target, case)
        if self.is_clause(target) and target.concept not in ("and", "or"):
            if target.concept in ("have-rel-role-91", "have-org-role-91"):
                return NP(self.clause(target))
            if self.said_as_noun(target):
                return self.np(target, case, bare=bare)
            if self.source is not None and not is_frame(target.concept) \
                    and "NOUN" in lemma_pos(stem(target.concept)):
                # "released ... by being the first time", "Simultaneously, being the first
                # time ... has released": a noun's copula said as a participant
                raise RealizationRefused("a copular noun clause cannot be a participant")
            agent = next((e.target for e in target.edges if e.role in (":ARG0", ":ARG1")), None)
            if self.source is not None and target.parent is not None \
                    and target.parent.concept in ("base-02", "depend-01") and isinstance(agent, Node) \
                    and agent.var not in self.done:
                # "a survey that falling to 6.1 percent was based on" (the parser's "Based on
                # a survey, the rate fell"; "depending on"): the rate, said nowhere else, would vanish
                raise RealizationRefused("a gerund would lose its subject")
            return NP(self.clause(target, form="gerund"))
        said = self.np(target, case, bare=bare)
        existential = self.existential(target, said.text) if self.existential_be(target) else None
        if existential:
            # "said there was no case for softening": the noun is what the clause says
            # exists (AMR drops "there is"), not the thing said ("said no case for softening")
            return NP(existential, said.person, said.plural, said.human)
        return said

    def said_as_noun(self, node: Node) -> bool:
        """An event the source names with a noun ("detention", "offence"), or a list of
        such events ("the nation's growth and development")."""
        if node.concept in ("and", "or"):
            ops = [self.target_node(e.target) for e in node.edges if e.role.startswith(":op")]
            return bool(ops) and all(op is not None and op.var not in self.done
                                     and self.said_as_noun(op) for op in ops)
        word = self.word_of(node)
        if not word or not is_frame(node.concept):
            return False
        low = word.lower()
        if low not in frame_verb_forms(node.concept):
            return "NOUN" in lemma_pos(low)
        if self.source is not None and node.align and low == stem(node.concept).split("-")[0] \
                and self.source.word(node.align[0] - 1).lower() in ("a", "an"):
            # "won the bidding in an auction for ...": the verb's bare form after an
            # article is its noun, not "in auctioning off for ..."
            return True
        return self.nominal_gerund(node)

    def nominal_gerund(self, node: Node) -> bool:
        """An -ing word the source used as a noun, after a possessive or an article and
        before its "of" phrase: "Admiral Gehman's handling of the investigation", "the
        disarming of militants" (a gerund clause would lose the possessor)."""
        if self.source is None or not node.align:
            return False
        return self.source.ing_noun(node.align[0], NOUN_DETERMINERS | {"'s", "'"})

    def np(self, node: Node, case: Case, *, skip: set[int] | None = None,
           extra_mod: str | None = None, predicative: bool = False, bare: bool = False,
           extra_post: str | None = None, extra_det: str | None = None,
           extra_mod_at: int | None = None) -> NP:
        """A noun phrase for ``node`` and everything below it (``extra_mod_at``: the source
        position of ``extra_mod``, which keeps it in the source's order among the others)."""
        if node.var in self.overrides:
            self.done.add(node.var)
            return self.overrides.pop(node.var)
        if node.var in self.done and not predicative:
            return self.pronoun(node, case)
        self.done.add(node.var)
        skip = skip or set()
        concept = node.concept
        if self.source is not None and node.align \
                and all(is_inverted(e.role) for e in node.edges) \
                and self.source.word(node.align[0]).lower() in ("which", "whom", "whose"):
            # ", which Hamidi honored" parsed as a participant: "the e-mails stop honoring which"
            raise RealizationRefused("a relative pronoun was parsed as a participant")
        if concept in PRONOUNS and not (concept == "one" and node.edges):
            _, _, _, person, is_plural = PRONOUNS[concept]
            text = self.reflexive(node, case) or pronoun_form(concept, case)
            rest = [self.modifier(node, e) for e in node.edges if id(e) not in skip]
            if concept in ("i", "we") and any(r.startswith(", who ") for r in rest) \
                    and self.source is not None:
                # "It was the lady who told me, who called the number she was talking to
                # Toby Studabaker": a speaker's own deed said as a relative clause on "me"
                # runs into the clause after it
                raise RealizationRefused("a relative clause on the speaker's pronoun")
            return NP(" ".join([text, *[r for r in rest if r]]), person, is_plural,
                      human=concept != "it")
        speaker = self.speaker_np(node) if not skip and self.source is not None else None
        if speaker is not None:
            return speaker
        if not skip and extra_mod is None and extra_post is None and extra_det is None \
                and self.source is not None and \
                (node.parent is not None or self.reuse_top) and \
                any(isinstance(e.target, Node) for e in node.edges):
            reused = self.reused(node, bare=bare)
            if reused is not None:
                if _OPEN_ASIDE.search(reused) and not reused.endswith(","):
                    # An aside the source ran to its sentence's end closes with a comma
                    # where a verb follows: "Several buildings, including a Federal Express
                    # depot, were swamped by the water", not "... depot were swamped"
                    # (a comma left over at the sentence's end is dropped when it is said)
                    reused += ","
                is_plural = self.span_plural(node, reused)
                return NP(reused, plural=is_plural or concept in ("and", "or"),
                          human=is_human(concept),
                          definite=not reused.lower().startswith(("a ", "an ", "some ")))
        if skip and extra_mod is None and extra_post is None and extra_det is None \
                and node.parent is None and self.source is not None:
            below = self.reused_below(node, skip, bare)
            if below is not None:
                return below
        if concept in ("and", "or"):
            parts = [self.argument(e.target, case) for e in node.edges
                     if e.role.startswith(":op") and id(e) not in skip]
            if self.source is not None and not skip and restated_amount(node, self.source.tokens):
                # "rose $2.11, or about 11 percent, to close": the restatement is an aside,
                # as the source set it off (the sentence's end takes its closing comma away)
                return NP(join_words([p.text for p in parts if p], "or", comma=True) + ",")
            return NP(with_both(node, join_words([p.text for p in parts if p],
                                                 "or" if concept == "or" else "and")),
                      plural=concept == "and")
        if concept == "amr-unknown":
            self.question = True
            return NP("what")
        if concept in PREPOSITION_CONCEPTS:
            return self.preposition_np(node, skip, extra_mod or "")
        if concept == "truth-value":
            claims = [e.target for e in node.edges if e.role == ":polarity-of"
                      and isinstance(e.target, Node)]
            if claims:
                return NP("whether " + self.clause(claims[0]))
        if concept in ("value-interval", "score-entity"):
            return self.number_pair(node)
        if concept in UNIT_CONCEPTS:
            # a copula's amount leaves out its subject; other callers' skips keep their
            # old reading (the refocused edge up is said by the construction around it)
            return self.quantity(node, skip=skip if predicative else frozenset())
        if concept == "date-entity":
            return NP(self.date(node))
        if concept == "ordinal-entity":
            value = self.const(node, ":value") or "1"
            return NP(ordinal_word(value))
        if concept in ("percentage-entity",):
            percent = self.const(node, ":value")
            if percent is None:
                raise RealizationRefused("a percentage without its value")
            number = next((e.target for e in node.edges if e.role == ":value"
                           and isinstance(e.target, Const)), None)
            if number is not None and len(number.align) == 2:  # "3 5/8 percent", a mixed number
                percent = self.number_text(number)
            # "only 26% of adolescent females", "Another 28 per cent cited stronger
            # demand": the focus word is said before the number, not as its whole
            leads = [e for e in node.edges if e.role == ":mod" and isinstance(e.target, Node)
                     and not e.target.edges and e.target.concept in AMOUNT_DETERMINERS]
            lead = "".join(self.modifier(node, e) + " " for e in leads)
            wholes = [e.target for e in node.edges if e.role in (":mod", ":poss")
                      and isinstance(e.target, Node) and id(e) not in skip
                      and not self.is_clause(e.target) and e not in leads]
            if self.source is not None and any(w.concept.endswith("-entity") for w in wholes):
                # "15 percent of the 15th", or "15 percent" alone, for a misparsed "of
                # 15-year-olds": a share whose whole is no noun cannot be said
                raise RealizationRefused("a share of an entity the source did not say")
            whole_nps = [self.argument(w, "obj") for w in wholes]
            whole = [w.text for w in whole_nps]
            # "20.7 percent of all women": the whole the share is of, which the source said
            # after "of" (a percentage without it says another number)
            of = "".join(f" of {w}" for w in whole if w)
            if of:  # "60 percent of its 1,000 employees at the time"
                of += "".join(f" {m}" for m in (self.modifier(node, e) for e in node.edges
                                                 if e.role == ":time" and id(e) not in skip) if m)
            # "only 1.5 per cent of those have been fully re-evaluated": a share of a
            # plural whole agrees with it
            return NP(f"{lead}{self.approximator(number)}{percent} percent{of}",  # "nearly 4 percent"
                      plural=any(w.plural for w in whole_nps if w.text))
        if concept == "name":
            # (the focus on a group's name agrees as its owner: "It is the Mariners that
            # were"; realize_plural_names)
            named = node.parent if node.role == ":name" else next(
                (e.target for e in node.edges if e.role == ":name-of"), None)
            return NP(self.name_text(node), plural=isinstance(named, Node) and self.is_plural(named))
        names = self.edges(node, ":name")
        if not names and node.parent is not None and node.parent.concept == "name" \
                and node.role == ":name-of":
            names = [Edge(":name", node.parent)]
        if names and isinstance(names[0].target, Node):
            name = self.name_text(names[0].target)
            self.done.add(names[0].target.var)
            name_at = min((i for e in names[0].target.edges if isinstance(e.target, Const)
                           for i in e.target.align), default=None)
            before: list[str] = [extra_det or "", extra_mod or ""]
            after: list[tuple[Node | None, str]] = []  # with a relative's clause
            for e in node.edges:
                if e.role in (":name", ":wiki") or id(e) in skip:
                    continue
                owner = self.possessor_before_name(e, name_at) if not extra_det else None
                if owner is not None:
                    # "On International Petroleum Exchange of London, July Brent rose ..." for
                    # "on London's International Petroleum Exchange": a possessor the source
                    # said before the name stays its determiner (and takes no "the")
                    extra_det = before[0] = owner
                    continue
                age = self.age_aside(e)
                if age:
                    # "Armstrong, 31,": an aside, as the source said it, right after the name
                    # ("Strunk, 63, who is a husband of Blanca", not "a husband of Blanca, 63,")
                    after.insert(0, (None, age))
                    continue
                text = self.relative(node, e) if is_inverted(e.role) else self.modifier(node, e)
                if text.startswith("@") or (e.role == ":mod" and text and (
                        len(text.split()) <= 3 or self.said_right_before(e.target, name_at) or (
                            isinstance(e.target, Node)
                            and self.title_right_before(e.target, names[0].target)))
                                            and not text.startswith((",", *PREPOSITIONS))):
                    at = self.position(e.target) if isinstance(e.target, Node) else None
                    if at is not None and name_at is not None and self.source is not None \
                            and not text.startswith("@") and at > max(
                                i for c in names[0].target.edges if isinstance(c.target, Const)
                                for i in c.target.align):
                        # "It is Thailand Muhammad Jalaludin Mading, ..." for "Muhammad
                        # Jalaludin Mading of Thailand": a word the source said after the name
                        raise RealizationRefused("a name's modifier said after it would move "
                                                 "before it")
                    before.append(text.lstrip("@"))  # "Health Minister Peter Coleman"
                elif text:
                    after.append((self.target_node(e.target) if is_inverted(e.role) else None, text))
            if extra_post:
                after.append((None, extra_post))
            before.append(self.title_before_name(node, names[0].target))
            if extra_mod_at is not None:
                before = [extra_det or "", *self.in_source_order(before[1:])]
            said_before = " ".join(w for w in before if w)
            self.refuse_scrambled_prenominals(node, before, name_at, name)
            if not extra_det and concept != "person" and not said_before[:1].isupper() \
                    and said_before.split(" ", 1)[0] not in SKIPPABLE \
                    and self.the_before_name(name, frozenset(said_before.split())):
                # "It is the Foreign Office that says", "It was the technology-laced Nasdaq
                # Composite Index that rose", as the source
                before.insert(0, "the")
            said_after = self.joined_relatives(after)  # ", who was shot and killed"
            return NP(" ".join(w for w in [*before, name, *said_after] if w),
                      human=concept == "person", plural=self.is_plural(node))
        return self.common_np(node, case, skip, extra_mod, predicative, bare, extra_post, extra_det,
                              extra_mod_at=extra_mod_at)

    def reused_below(self, top: Node, skip: set[int], bare: bool) -> NP | None:
        """The focus's own source phrase, read without the edges up to the old root that
        ``skip`` names ("over the past 15 months", not "15 months that ... over")."""
        if not all(is_inverted(e.role) for e in top.edges if id(e) in skip) \
                or not any(isinstance(e.target, Node) for e in top.edges if id(e) not in skip):
            return None
        edges, subtree = top.edges, top.subtree
        top.edges, top.subtree = [e for e in edges if id(e) not in skip], None
        try:
            reused = self.reused(top, bare=bare, whole=False)
        finally:
            top.edges, top.subtree = edges, subtree
        if reused is None:
            return None
        return NP(reused, plural=self.span_plural(top, reused),
                  human=is_human(top.concept) or top.concept == "person",
                  definite=not reused.lower().startswith(("a ", "an ", "some ")))

    def nominal_head(self, node: Node, skip: set[int]) -> str | None:
        """A noun for a thing/person defined by an event ("teacher", "price")."""
        concept = node.concept
        if is_frame(concept):
            word = self.word_of(node)
            if not word and self.source is not None and self.bare_event_word(node):
                word = self.source.word(node.align[0])  # "May sales", not "May sell"
            return word.lower() if word else stem(concept).replace("-", " ")
        for e in node.edges:
            if id(e) in skip or not is_inverted(e.role) or not isinstance(e.target, Node):
                continue
            event = e.target
            others = [x for x in event.edges if not (isinstance(x.target, Ref) and x.target.var == node.var)]
            if others:
                continue
            role = base_role(e.role)[1:]
            noun = agent_nouns().get((event.concept, role))
            word = self.word_of(event)
            if word and not word.lower().endswith(("ed", "ing")):
                noun = word.lower()
            if noun is None and concept == "thing" and role in ("ARG1", "ARG2"):
                noun = stem(event.concept)
            if noun is not None:
                skip.add(id(e))
                self.done.add(event.var)
                return noun
        return None

    def subject_known(self, clause_node: Node) -> bool:
        for e in clause_node.edges:
            if e.role in (":ARG0", ":ARG1"):
                return isinstance(e.target, Ref) or (isinstance(e.target, Node) and
                                                     e.target.var in self.done)
        return True
