"""A focus event the source only intended, attempted or was expected to do, said as a
pseudo-cleft that keeps the verb of intending: "What eight per cent intended to do was boost
profits through price increases" for "eight per cent intended to boost profits ...".

As the main clause the event would be asserted ("Eight per cent boosted profits ..., as
they intended to"), so :meth:`~pipeline.backends.builtin.realize_focus_parts.FocusParts.
refuse_unrealized` refuses it; the pseudo-cleft says the intention first, with its own
tense, and the event last, where a pseudo-cleft puts what it singles out.  "do" only stands
for an action of the one who intends, is asked or is expected: an event done to someone
("want the trial moved"), a state ("plans to be an active participant") or an event said
in the perfect ("seems to have begun") stays refused."""

from __future__ import annotations

import re
from collections.abc import Callable

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, lemma_pos
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    BE_FORMS,
    RealizationRefused,
    RealizerBase,
    is_adjective_frame,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_tree import (
    _UNALIGNED_OK,
    Const,
    Edge,
    Node,
    Ref,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import INTENDING, QUOTE_MARKS

# Verbs that are no action a "do" can stand for: "What IBM plans to do is be an active
# participant".
_STATES = frozenset(["be", "have", "know", "own", "remain", "stay", "seem", "appear", "exist",
                     "belong", "contain", "cost", "mean", "need", "want", "like", "include"])
# Words before the focus verb that say it in the perfect or the passive ("seems to have
# begun", "due to be launched"): no "do" stands for them.
_NOT_ACTIVE = frozenset(["have", "be", "been", "being", "having"])
_KEPT = re.compile(r"[^\w$%]")  # what two wordings of the same words share
# Verbs whose "to" complement is done by their object, never by their subject: "Hussein
# loyalists do not require devices to gather information" names what the devices are for.
_ASKING = frozenset(["ask", "order", "tell", "require", "urge", "encourage", "press",
                     "persuade", "force"])
_MARK = "\x01"  # where the clause strands its "to do"
_REFUSAL = "the focus event was only attempted or intended; as the main clause it would be asserted"


class IntendedEvents(RealizerBase):
    """The pseudo-cleft of an intended event (see the module docstring)."""

    intended_under: Callable[..., bool]  # FocusParts
    is_refocus_edge: Callable[..., bool]  # FocusConstructions
    tail: Callable[..., str]  # FocusConstructions
    be_before: Callable[..., bool]  # SourceWords

    def intended_focus(self, top: Node) -> tuple[str, str] | None:
        """The pseudo-cleft of ``top`` when the source said it under a verb of intending
        (:meth:`FocusParts.intended_under`); None when it was not; refused where the
        pseudo-cleft would not read well."""
        if self.source is None or top.parent is not None or not top.align \
                or not self.is_clause(top):
            return None
        ups = [e for e in top.edges if self.intended_under(top, e)]
        if not ups:
            return None
        up = ups[0]
        verb = self.target_node(up.target)
        if verb is None or len(ups) > 1:
            raise RealizationRefused(_REFUSAL)
        outer = [e for e in verb.edges if self.is_refocus_edge(verb, e)]
        self.refuse_no_pseudo_cleft(top, verb, up, outer)
        role = base_role(up.role)
        doers = [e for e in top.edges if e.role == ":ARG0"]
        self.reserved.add(verb.var)
        # (a relative clause: its fronted modifiers open the whole sentence, "By contrast,
        # what the Senate-passed prescription drug plan requires seniors to do is pay ...")
        wanted = self.clause(verb, gap=role, stranded=_MARK, relative="what",
                             skip={id(e) for e in outer})
        body = self.clause(top, form="infinitive", skip={id(up), id(doers[0])})
        if wanted.startswith("what ") and wanted.count(_MARK) == 1 and body.startswith("to ") \
                and not self.as_source_said(top, wanted, body[3:]):
            # "What the scientists wanted to do was pick the minds of the Buddhist scholars
            # using technology ... best" (for "about how best to use technology"): the
            # event rebuilt loses the source's words, which say it as it was said
            own = self.source_body(top, up, doers[0])
            body = f"to {own}" if own else body
        if not wanted.startswith("what ") or wanted.count(_MARK) != 1 \
                or not body.startswith("to ") or not self.as_source_said(top, wanted, body[3:]) \
                or (wanted.count(" \u2013 ") + wanted.count(" -- ")) % 2:
            # "What a judge ordered Viacom to do was stop that it used the name" (for "stop
            # using"), "What that e-mail that Quattrone is accused of attempting to obstruct
            # justice endorsed encouraged co-workers to do", "What the campaign \u2013 which
            # started on September 28 was designed to do": words the source did not say, or
            # not in its order, or an aside left open
            raise RealizationRefused(_REFUSAL)
        if self.said_passive(verb) and any(
                e.role in (":manner", ":instrument") and isinstance(e.target, Node)
                and self.source_preposition(e.target) == "by" for e in top.edges):
            # "What John Howard had been forced to do was make changes by the incompetence of
            # his ministers": the passive's agent, said after the event, read as its means
            raise RealizationRefused(_REFUSAL)
        wanted = self.place_to_do(wanted, top, verb)
        wanted = self.opening_case(wanted)
        # "What the House voted 256 to 170 to do was pass ...": the copula in the tense of
        # the verb of intending, "is" for a present, a perfect ("have refused to do is") or
        # a modal ("What I would like to do is congratulate Russia")
        features = self.verb_features(verb)
        be = "was" if features.tense == "past" and not features.modal else "is"
        text = f"{wanted} {be} {body[3:]}"
        if outer and isinstance(outer[0].target, Node) and outer[0].target.var not in self.done:
            # "What its staff was preparing to do was draw up rules ..., the SEC said"
            said = self.tail(outer[0].target, base_role(outer[0].role), verb)
            text = f"{text}, {said}" if said else text
        return text, "pseudo-cleft"

    def refuse_no_pseudo_cleft(self, top: Node, verb: Node, up: Edge, outer: list[Edge]) -> None:
        """Refuse where "do" cannot stand for ``top`` or ``verb`` cannot say the rest: its
        doer is not one of ``verb``'s participants (the one who intends, is asked or is
        expected: not "want the trial moved"), it is a state ("plans to be an active
        participant") or was said in the perfect or the passive ("seems to have begun"),
        ``verb`` is no verb of intending ("has given itself two weeks to sift"), is one of
        asking whose subject would do the event ("What Hussein loyalists do not require
        high-technology eavesdropping devices to do is gather ..."), is a passive with its
        agent ("had been forced to make changes by the incompetence of his ministers": the
        agent would follow the event), the event is "do" itself ("What he was not asked to
        do was do any work"), or ``verb`` was said as
        a participle ("..., threatening to halt its hefty economic aid"), holds a clause
        of its own ("has declined to comment, as has Levin") or is not the sentence's main
        verb nor right under it ("a case aimed at forcing the European Union to lift ...")."""
        assert self.source is not None
        doers = [self.target_node(e.target) for e in top.edges if e.role == ":ARG0"]
        shared = {n.var for e in verb.edges if e is not up and not is_inverted(e.role)
                  and (n := self.target_node(e.target)) is not None}
        word = self.source.word(top.align[0] - 1).lower()
        said = self.source.word(verb.align[0]).lower() if verb.align else ""
        before = self.source.word(verb.align[0] - 1).lower() if verb.align else ""
        roots = {verb.var, *(e.target.var for e in outer[:1] if isinstance(e.target, Node))}
        agents = {n.var for e in verb.edges if e.role == ":ARG0"
                  and (n := self.target_node(e.target)) is not None}
        if len(doers) != 1 or doers[0] is None or doers[0].var not in shared \
                or (stem(verb.concept) in _ASKING and doers[0].var in agents) \
                or (agents and self.said_passive(verb)) or stem(top.concept) == "do" \
                or not is_frame(top.concept) or is_adjective_frame(top.concept) \
                or stem(top.concept).split("-")[0] in _STATES or word in _NOT_ACTIVE \
                or self.passive_in_source(top) or not self.said_as_infinitive(top) \
                or stem(verb.concept) not in INTENDING or len(outer) > 1 \
                or self.old_root not in roots \
                or (said.endswith("ing") and before not in BE_FORMS) \
                or any(not ARG_ROLE.match(e.role) and not is_inverted(e.role)
                       and isinstance(e.target, Node) and self.is_clause(e.target)
                       for e in verb.edges):
            raise RealizationRefused(_REFUSAL)

    def said_passive(self, verb: Node) -> bool:
        """Whether the source said ``verb`` after "be" and not as "-ing" ("had been forced",
        "is expected"; not "is trying")."""
        assert self.source is not None
        return bool(verb.align) and self.be_before(verb) \
            and not self.source.word(verb.align[0]).lower().endswith("ing")

    def source_body(self, top: Node, up: Edge, doer: Edge) -> str | None:
        """The source's own words for ``top`` without its doer, from its verb through its
        last word, when they are one run of its own nodes (and the re-entrancies it names):
        "call Detective Kevin Umphrey at 688-4163 or Crime Stoppers at (800) 458-8477",
        which the rebuilt clause said without its "or Crime Stoppers"; None when a word of
        another node or a content word no node holds falls inside."""
        assert self.source is not None
        if any(is_inverted(e.role) and e is not up for e in top.edges):
            return None  # ("to show ..., which ..."): a clause said of the event itself
        own = [top, *(n for e in top.edges if e is not up and e is not doer
                      and not is_inverted(e.role) and isinstance(e.target, Node)
                      for n in e.target.walk())]
        inside = {n.var for n in own} | {e.target.var for n in own for e in n.edges
                                         if isinstance(e.target, Ref)}
        owner = self.source.owner
        indices = [i for n in own for i in (*n.align, *(i for e in n.edges
                                                         if isinstance(e.target, Const)
                                                         for i in e.target.align))
                   if owner.get(i) == n.var]
        if not indices or min(indices) != top.align[0] or any(
                not n.align and n.concept not in _UNALIGNED_OK for n in own):
            return None
        hi = max(indices)
        for i in range(top.align[0], hi + 1):
            who, word = owner.get(i), self.source.tokens[i].lower()
            if (who is None and word not in FUNCTION_WORDS and re.search(r"\w", word)) \
                    or (who is not None and who not in inside):
                return None
        if owner.get(hi + 1) is None and re.search(r"\w", self.source.word(hi + 1)):
            # "sell the shares to institutional investors at $US13.15 each": the word no
            # node holds would be lost after the run
            return None
        return self.source.text(top.align[0], hi)

    def as_source_said(self, top: Node, wanted: str, body: str) -> bool:
        """Whether the two parts of the pseudo-cleft say the source's own words in its
        order: the clause of intending up to its "to do" and any words after it, and the
        event through its last source word ("What Goldman is trying to do is sell the
        shares to institutional investors at US13.15" loses "$" and "each")."""
        head, _, rest = wanted[len("what "):].partition(_MARK)
        own = [n for e in top.edges if not is_inverted(e.role) and e.role != ":ARG0"
               and isinstance(e.target, Node) for n in e.target.walk()]
        last = max((i for n in [top, *own] for i in n.align), default=-1)
        said = self.source_run(body)
        opening = self.source_run(head)
        after = self.source_run(rest) if rest.strip() else None
        if opening is None or said is None or said[0] != top.align[0] or said[1] < last \
                or (rest.strip() and (after is None or after[1] >= said[0])):
            # (what follows "to do" is what the source said before the event: "What the
            # leased applications are designed to do leads is help sales people track
            # customer accounts and sales" took "leads" out of the event)
            return False
        assert self.source is not None
        # Nothing of the source between the clause of intending and its "to": "What the
        # Taiwan Stock Exchange will ask the Securities and Futures Commission to do" lost
        # "(SFC)"
        between = [t.lower() for i, t in enumerate(self.source.tokens[:said[0]])
                   if i > opening[1] and not (after and after[0] <= i <= after[1])]
        if any(t in QUOTE_MARKS for t in self.source.tokens[:said[1] + 1]):
            # '"Today, we are trying to convey ...": What we are trying to do Today is
            # convey ...' drops the quotation's marks and moves its opening word
            return False
        if after is not None and rest.count(",") != sum(
                t == "," for t in self.source.tokens[after[0]:after[1] + 1]):
            # "What residents ... were told to do in Chatsworth 32 miles northwest of Los
            # Angeles was gather ...": an aside moved after "to do" without its commas
            return False
        return "to" in between and all(t == "to" or not _KEPT.sub("", t) for t in between)

    def source_run(self, text: str) -> tuple[int, int] | None:
        """The first and last source token of the one run of source tokens ``text`` says
        (case, spaces and punctuation aside, "$" and "%" kept), or None: "at US13.15" for
        "at $US13.15 each" is no run of the source."""
        assert self.source is not None
        starts: dict[int, int] = {}
        ends: dict[int, int] = {}
        said = ""
        for i, token in enumerate(self.source.tokens):
            kept = _KEPT.sub("", token.lower())
            if kept:
                starts[len(said)] = i
                said += kept
                ends[len(said)] = i
        wanted = _KEPT.sub("", text.lower())
        at = said.find(wanted) if wanted else -1
        while at >= 0:
            if at in starts and at + len(wanted) in ends:
                return starts[at], ends[at + len(wanted)]
            at = said.find(wanted, at + 1)
        return None

    def opening_case(self, wanted: str) -> str:
        """``wanted`` with the source's opening word in the case it takes after "what"."""
        assert self.source is not None
        first = wanted.split(" ", 2)[1]
        opening = self.source.tokens[0]
        if self.source_run(first) == (0, 0) and first.islower() and opening[:1].isupper() \
                and opening.lower() not in FUNCTION_WORDS and not opening.endswith("s") \
                and not lemma_pos(opening) - {"NOUN", "PROPN", "VERB"}:
            # "What palm expects to do", "What handspring employees are expected to do": a
            # company's name that the parse took for a noun (a bare singular noun cannot
            # open a sentence; "Officials tentatively planned" can)
            raise RealizationRefused(_REFUSAL)
        if self.source_run(first) == (0, 0) and first[1:].islower() and lemma_pos(first) \
                and not lemma_pos(first) & {"NOUN", "PROPN"}:
            # "What recent U.S. appeals court rulings have required ...": the source's
            # opening capital, which "keeps_capital" takes for a title before "U.S."
            wanted = wanted.replace(first, first.lower(), 1)
        return wanted

    def place_to_do(self, wanted: str, top: Node, verb: Node) -> str:
        """``wanted`` with its "to do" where the source said the "to" of ``top``: after the
        verb's own modifiers the source said before it ("What the House voted 256 to 170 to
        do was pass ...", not "voted to do 256 to 170"), else right after the verb group."""
        assert self.source is not None
        head, _, rest = wanted.partition(_MARK)
        head, rest = head.rstrip(), rest.strip()
        if rest:
            words = rest.split(" ")
            start = verb.align[0] + 1 if verb.align else top.align[0]
            tokens = [t.lower() for t in self.source.tokens[start:top.align[0]]]
            n = len(words)
            if any(tokens[k:k + n] == [w.lower() for w in words] for k in range(len(tokens) - n + 1)):
                return f"{head} {rest} to do"
            return f"{head} to do {rest}"
        return f"{head} to do"
