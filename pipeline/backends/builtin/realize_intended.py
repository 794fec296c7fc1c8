"""A focus event the source only intended, attempted or was expected to do, said as a
pseudo-cleft that keeps the verb of intending: "What eight per cent intended to do was boost
profits through price increases" for "eight per cent intended to boost profits ...".

As the main clause the event would be asserted ("Eight per cent boosted profits ..., as
they intended to"), so :meth:`~pipeline.backends.builtin.realize_focus_parts.FocusParts.
refuse_unrealized` refuses it; the pseudo-cleft says the intention first, with its own
tense, and the event last, where a pseudo-cleft puts what it singles out.  "do" only stands
for an action of the one who intends, is asked or is expected: an event done to someone
("want the trial moved"), a state ("plans to be an active participant") or an event said
in the perfect ("seems to have begun") stays refused.  A list of events is said whole ("What
he plans to do is visit an AIDS clinic in Uganda and meet with infected mothers in Nigeria"),
and an object that does the event stays after the verb ("What Freddie expects Brendsel to do
is continue serving ..."); where the rebuilt event loses the source's words, the event is
said in its own source words (:meth:`IntendedEvents.source_body`)."""

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
    UNALIGNED_OK,
    Const,
    Edge,
    Node,
    Ref,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_undergone_events import undergone_event
from pipeline.backends.builtin.realize_words import (
    INTENDING,
    OBJECT_CONTROL,
    QUOTE_MARKS,
    TIME_WORDS,
    UNREALIZED_COMPLEMENT,
)

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
        doers = self.event_doers(top)
        self.reserved.add(verb.var)
        # (a relative clause: its fronted modifiers open the whole sentence, "By contrast,
        # what the Senate-passed prescription drug plan requires seniors to do is pay ...")
        wanted = self.clause(verb, gap=role, stranded=_MARK, relative="what",
                             skip={id(e) for e in outer})
        doer = self.target_node(doers[0].target)
        participants = {n.var for e in verb.edges if not is_inverted(e.role)
                        and (n := self.target_node(e.target)) is not None}
        controlled = self.controlled_object(verb, doer, top) \
            if doer is not None and doer.var not in participants else None
        if controlled:  # "what the agency wants him to do"
            wanted = wanted.replace(_MARK, f"{controlled} {_MARK}", 1)
        try:
            body = self.clause(top, form="infinitive", skip={id(up), *(id(e) for e in doers)})
        except RealizationRefused:
            # "What he was prepared to do was call another meeting of leaders next month":
            # the event rebuilt was refused ("another meeting" said as a clause), the
            # source's own words say it
            own = self.source_body(top, up, doers)
            if not own:
                raise
            body = f"to {own}"
        if wanted.startswith("what ") and wanted.count(_MARK) == 1 and (
                not body.startswith("to ") or not self.as_source_said(top, wanted, body[3:])):
            # "What the scientists wanted to do was pick the minds of the Buddhist scholars
            # using technology ... best" (for "about how best to use technology"), "for him
            # to return the illegal proceeds with interest and to pay ...": the event
            # rebuilt loses the source's words, which say it as it was said
            own = self.source_body(top, up, doers)
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
        if self.source.tokens[0] in QUOTE_MARKS and len(self.source.tokens) > 1 \
                and self.source.tokens[1].lower() in TIME_WORDS:
            # '"Today, we are trying to convey ...': the quoted sentence's opening time word
            # said after "to do" ("What we are trying to do today is convey ...")
            wanted = re.sub(rf"\b{self.source.tokens[1]}\b", self.source.tokens[1].lower(), wanted)
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
        participant"), one its doer undergoes ("is expected to increase by about 19 percent":
        realize_undergone_events) or was said in the perfect or the passive ("seems to have
        begun"),
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
        events = self.intended_events(top)
        doers = [self.target_node(e.target) for e in self.event_doers(top)]
        if len({getattr(n, "var", None) for n in doers}) == 1 and len(doers) == len(events):
            doers = doers[:1]  # the one doer of every event of the list
        shared = {n.var for e in verb.edges if e is not up and not is_inverted(e.role)
                  and (n := self.target_node(e.target)) is not None}
        if len(doers) == 1 and doers[0] is not None and doers[0].var not in shared \
                and self.controlled_object(verb, doers[0], top) is not None:
            shared.add(doers[0].var)  # "wants him to return": "what the agency wants him to do"
        said = self.source.word(verb.align[0]).lower() if verb.align else ""
        before = self.source.word(verb.align[0] - 1).lower() if verb.align else ""
        roots = {verb.var, *(e.target.var for e in outer[:1] if isinstance(e.target, Node))}
        agents = {n.var for e in verb.edges if e.role == ":ARG0"
                  and (n := self.target_node(e.target)) is not None}
        if len(doers) != 1 or doers[0] is None or doers[0].var not in shared \
                or (stem(verb.concept) in _ASKING and doers[0].var in agents) \
                or (agents and self.said_passive(verb)) or not events or any(
                    stem(event.concept) == "do" or not is_frame(event.concept)
                    or is_adjective_frame(event.concept) or not event.align
                    or stem(event.concept).split("-")[0] in _STATES or undergone_event(event)
                    or self.source.word(event.align[0] - 1).lower() in _NOT_ACTIVE
                    or self.passive_in_source(event) for event in events) \
                or not self.said_as_infinitive(top) \
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

    def source_body(self, top: Node, up: Edge, doers: list[Edge]) -> str | None:
        """The source's own words for ``top`` without its doer, from its verb through its
        last word, when they are one run of its own nodes (and the re-entrancies it names):
        "decide at its December meeting whether to offer the airplane for sale to
        airlines", which the rebuilt clause said "decide for it to meet December whether
        the airplane for sale was offered to airlines"; None when a word of another node or
        a content word no node holds falls inside."""
        assert self.source is not None
        if any(is_inverted(e.role) and e is not up for e in top.edges):
            return None  # ("to show ..., which ..."): a clause said of the event itself
        events = self.intended_events(top)
        own = [top, *(n for event in events for n in self.own_nodes(event, up, doers))]
        # (re-entrancies the event names, "help them run Linux"; not a noun that names one
        # of its nodes, "her lawyer" for the "her" of "declare her innocence")
        inside = {n.var for n in own} | {e.target.var for n in own for e in n.edges
                                         if isinstance(e.target, Ref) and not is_inverted(e.role)}
        owner = self.source.owner
        indices = [i for n in own for i in (*n.align, *(i for e in n.edges
                                                         if isinstance(e.target, Const)
                                                         for i in e.target.align))
                   if owner.get(i) == n.var]
        start = events[0].align[0]
        if not indices or min(indices) != start or any(
                not n.align and n.concept not in UNALIGNED_OK for n in own):
            return None
        hi = max(indices)
        for i in range(start, hi + 1):
            who, word = owner.get(i), self.source.tokens[i].lower()
            if (who is None and word not in FUNCTION_WORDS and re.search(r"\w", word)) \
                    or (who is not None and who not in inside):
                return None
        if owner.get(hi + 1) not in (*inside, None) and re.search(r"\w", self.source.word(hi + 1)):
            # "declare her innocence if indicted and proceed to trial, her" (before "lawyer
            # said"): the run ends on a word the parse aligned to a node said again later,
            # inside another node's phrase
            return None
        if owner.get(hi + 1) is None and re.search(r"\w", self.source.word(hi + 1)):
            # "sell the shares to institutional investors at $US13.15 each": the word no
            # node holds would be lost after the run
            return None
        said = self.source.text(start, hi)
        if re.search(r"\bonly to\b", said, re.I):
            # "What prosecutors had sought to do was interrogate him that day only to find he
            # had left Italy": the outcome of seeking, which the parse hung under the event,
            # said as part of what was sought
            return None
        return said

    def own_nodes(self, event: Node, up: Edge, doers: list[Edge]) -> list[Node]:
        """``event``'s nodes but its doer and what is said of it from above (a member of a
        list: its own nodes, the list's other edges left to the list)."""
        skip = {id(up), *(id(e) for e in doers)}
        return [event, *(n for e in event.edges if id(e) not in skip
                         and not is_inverted(e.role) and not e.role.startswith(":op")
                         and isinstance(e.target, Node) for n in e.target.walk())] \
            if event.concept not in ("and", "or") else []

    def intended_events(self, top: Node) -> list[Node]:
        """The events ``top`` says: itself, or the members of its "and" or "or" list ("wants
        him to return the illegal proceeds with interest and pay civil monetary
        penalties"); empty when a member is no event of its own here."""
        if top.concept not in ("and", "or"):
            return [top]
        members = [e.target for e in top.edges if e.role.startswith(":op")
                   and not is_inverted(e.role)]
        if len(members) < 2 or not all(isinstance(m, Node) and m.align for m in members) \
                or any(isinstance(m, Node) and stem(m.concept) in INTENDING | UNREALIZED_COMPLEMENT
                       for m in members):
            # "We intend to appeal vigorously and still expect to be vindicated ultimately":
            # a verb of intending or expecting in the list is the subject's own second
            # statement, not one more thing intended
            return []
        return [m for m in members if isinstance(m, Node)]

    def event_doers(self, top: Node) -> list[Edge]:
        """The ":ARG0" edges of ``top``'s events (:meth:`intended_events`)."""
        return [e for event in self.intended_events(top) for e in event.edges
                if e.role == ":ARG0"]

    def controlled_object(self, verb: Node, doer: Node, top: Node) -> str | None:
        """The doer of ``top`` as the source said it between ``verb`` and the event's "to",
        when ``verb`` is one whose object does its "to" complement and the parse left the
        doer out of ``verb``'s own participants: "him" of "The agency wants him to return
        the illegal proceeds ...".  None otherwise ("want the trial moved" says no doer
        there)."""
        assert self.source is not None
        events = self.intended_events(top)
        if stem(verb.concept) not in OBJECT_CONTROL or not verb.align or not events \
                or any(n.concept in ("and", "or") for n in doer.walk()):
            return None
        lo, to = verb.align[-1] + 1, events[0].align[0] - 1
        said = {n.var for n in doer.walk()}
        if to <= lo or self.source.word(to).lower() != "to" or self.source.owner.get(lo) is None \
                or any(self.source.owner.get(i) not in said for i in range(lo, to)):
            return None
        return self.source.text(lo, to - 1)

    def as_source_said(self, top: Node, wanted: str, body: str) -> bool:
        """Whether the two parts of the pseudo-cleft say the source's own words in its
        order: the clause of intending up to its "to do" and any words after it, and the
        event through its last source word ("What Goldman is trying to do is sell the
        shares to institutional investors at US13.15" loses "$" and "each")."""
        head, _, rest = wanted[len("what "):].partition(_MARK)
        own = [n for e in top.edges if not is_inverted(e.role) and e.role != ":ARG0"
               and isinstance(e.target, Node) for n in e.target.walk()]
        last = max((i for n in [top, *own] for i in n.align), default=-1)
        first = self.intended_events(top)[0]
        said = self.source_run(body)
        opening = self.source_run(head)
        after = self.source_run(rest) if rest.strip() else None
        if opening is None or said is None or said[0] != first.align[0] or said[1] < last \
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
        marks = [i for i, t in enumerate(self.source.tokens) if t in QUOTE_MARKS]
        if marks[:1] == [0] and all(not re.search(r"\w", t)
                                    for t in self.source.tokens[marks[1]:]) if marks[1:2] \
                else marks == [0]:
            # '"We need to change old habits and seriously rethink business-as-usual."':
            # the whole sentence quoted (its marks dropped from every text, as from the
            # source's own) holds no quotation of its own to keep
            marks = []
        if any(i <= said[1] for i in marks):
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
