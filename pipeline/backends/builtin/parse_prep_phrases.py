"""Prepositional phrases on a predicate or a noun: the role a preposition gives its
object (numbered by the frame's PropBank roles, else by the word) and the phrase's node."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_accusations import accused_context, topic_role
from pipeline.backends.builtin.parse_base import Context, ConverterBase
from pipeline.backends.builtin.parse_causes import counted_span
from pipeline.backends.builtin.parse_exceptions import exception_of_clause
from pipeline.backends.builtin.parse_graph import Child, Const, Node, target
from pipeline.backends.builtin.parse_measures import measure_of, quantify
from pipeline.backends.builtin.parse_prepositions import (
    PARTICIPLE_PREPOSITIONS,
    following_noun,
    participle_preposition,
)
from pipeline.backends.builtin.parse_split_prepositions import out_of_idiom
from pipeline.backends.builtin.parse_words import (
    COORD,
    FIXED_PHRASES,
    FOCUS_ADVERBS,
    OF_DOER_FRAMES,
    PARTITIVES,
    PLACE_ADVERBS,
    PREP_FUNCTIONS,
    PREP_ROLES,
    RELATIONAL_PREPS,
    SPATIAL_PREPS,
)

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["PrepositionalPhrases"]


class PrepositionalPhrases(ConverterBase):
    """A preposition and its object, under a predicate or a noun."""

    def _preposition(self, node: Node, prep: Token, ctx: Context, frame: str) -> None:
        if prep.lower_ == "according":
            # "..., according to Tracey Powers": an attribution, (say-01 :ARG0 X :ARG1 clause)
            # as AMR writes it; the clause keeps the top, say-01 hangs below it inverted.
            to = next((c for c in self.kids(prep) if c.lower_ == "to"), None)
            speaker = self._pobj(to) if to is not None else None
            if speaker is not None:
                say = self._node("say-01", prep.i)
                self._attach(say, ":ARG0", speaker, ctx)
                for when in self.kids(prep):
                    if when.dep_ == "npadvmod" and when.i > speaker.i and self._is_time(when):
                        # "..., according to the report to the judge yesterday": the time
                        # of the report, which the rules had read as the clause's ("only four
                        # companies have licensed the protocols so far yesterday")
                        say.add(":time", self.token(when, ctx))
                node.add(":ARG1-of", say)
                return
        of = next((c for c in self.kids(prep) if c.dep_ == "prep" and c.lower_ == "of"), None) \
            if prep.lower_ == "as" else None
        date = self._pobj(of) if of is not None else None
        if of is not None and date is not None and self._is_time(date):
            # "as of Thursday": the time the clause holds at, which nothing read; the role
            # says the words (the realizer reads "as of" back from the source)
            self.consumed.add(of.i)
            self.builder.covered.update((prep.i, of.i))
            node.add(":time", self.token(date, ctx))
            return
        exception = exception_of_clause(self, prep, ctx)
        if exception is not None:  # "allowed -- except in government buildings"
            node.add(":condition", exception)
            return
        idiom = out_of_idiom(self, prep)
        if idiom is not None:  # "threatened to whirl out of control"
            node.add(":manner", idiom)
            return
        reading = PARTICIPLE_PREPOSITIONS.get(prep.lower_) if prep.pos_ == "VERB" else None
        if reading is not None:
            sub = participle_preposition(self, prep, reading, ctx)
            if sub is not None:
                node.add(reading[2], sub)
                return
        obj = self._pobj(prep)
        fixed = self._fixed_phrase(prep, obj)
        if fixed is not None:
            node.add(fixed[0], self._node(fixed[1], prep.i))
            return
        verb = next((c for c in self.kids(obj) if c.dep_ in ("acl", "relcl")
                     and c.tag_ in ("VBP", "VBZ", "VBD")), None) if obj is not None else None
        if prep.lower_ == "as" and obj is not None and verb is not None:
            # "as groups of smokers huddle outside": a clause spaCy read as "as" + a noun
            # with a relative clause; the noun is the verb's subject, the clause the time
            self._kids[obj.i] = [c for c in self.kids(obj) if c is not verb]
            obj.dep_ = "nsubj"
            self._kids[verb.i] = [obj, *self.kids(verb)]
            node.add(":time", self._as_node(self.token(verb, replace(ctx, subject=None))))
            return
        if obj is None:
            return
        role = self._prep_role(prep.lower_, obj, frame, node)
        conjs = [c for c in self.kids(prep) if c.dep_ == "conj" and c.pos_ == "ADP"
                 and c.i not in self.consumed and self._pobj(c) is not None]
        places = [c for c in self.kids(prep) if c.dep_ == "conj" and c.pos_ == "ADV"
                  and c.lower_ in PLACE_ADVERBS and c.i not in self.consumed]
        if not conjs and len(places) == 1 and role == ":location":
            # "at home and abroad", "in San Diego and abroad": spaCy makes the place adverb
            # a conjunct of the preposition, which no rule read (every rebuilt focus was
            # refused for dropping it); both places, (:location (a / and :op1 .. :op2 ..))
            holder = Node("", "")
            self._prep_phrase(holder, prep, obj, role, ctx)
            cc = next((c for c in self.kids(prep) if c.dep_ == "cc" and c.lower_ in COORD), None)
            wrapper = self._node(COORD.get(cc.lower_, "and") if cc is not None else "and",
                                 cc.i if cc is not None else places[0].i)
            for n, (_, member) in enumerate(holder.edges, start=1):
                wrapper.add(f":op{n}", member)
            self.consumed.add(places[0].i)
            wrapper.add(f":op{len(holder.edges) + 1}", self._node(places[0].lower_, places[0].i))
            node.add(role, wrapper)
            return
        if not conjs:
            self._prep_phrase(node, prep, obj, role, ctx)
            return
        # "on sidewalks and in parking lots": one role, both places, (:location (a / and ...))
        holder = Node("", "")
        for each in (prep, *conjs):
            self._prep_phrase(holder, each, self._pobj(each) or obj, role, ctx)
        cc = next((c for c in self.kids(prep) if c.dep_ == "cc" and c.lower_ in COORD), None)
        wrapper = self._node(COORD.get(cc.lower_, "and") if cc is not None else "and",
                             cc.i if cc is not None else conjs[0].i)
        for n, (_, member) in enumerate(holder.edges, start=1):
            wrapper.add(f":op{n}", member)
        node.add(role, wrapper)

    def _fixed_phrase(self, prep: Token, obj: Token | None) -> tuple[str, str] | None:
        """The (role, concept) of a preposition and its word that say one thing ("at all",
        "on average"), else None.  spaCy reads "average" in "on average" as the
        preposition's amod, with no object; that word, unread, was dropped."""
        if obj is None:
            mods = [c for c in self.kids(prep) if c.dep_ in ("amod", "advmod")]
            obj = mods[0] if len(mods) == 1 and all(
                c.dep_ == "punct" for c in self.kids(prep) if c is not mods[0]) else None
            if obj is not None and (prep.lower_, obj.lower_) in FIXED_PHRASES:
                self.consumed.add(obj.i)
                self.builder.covered.add(obj.i)
        return FIXED_PHRASES.get((prep.lower_, obj.lower_)) if obj is not None else None

    def _prep_phrase(self, node: Node, prep: Token, obj: Token, role: str, ctx: Context) -> None:
        low = prep.lower_
        if obj.dep_ == "prep" and obj.head.i == prep.i:
            # "from outside his region", "until after her death" (parse_prepositions.
            # inner_phrase): the inner preposition's relation in the outer one's role
            inner = self._pobj(obj)
            if inner is None:
                return
            rel = self._node(RELATIONAL_PREPS.get(obj.lower_, obj.lower_), obj.i)
            self._attach(rel, ":op1", inner, ctx)
            if low in ("until", "till"):
                # "until after her death": the span ends at the time the inner phrase says
                outer = self._node(low, prep.i)
                outer.add(":op1", rel)
                rel = outer
            node.add(role, rel)
            return
        if low == "from" and measure_of(self, prep) is not None:
            # "about 30 miles from her home": a place that far from there, AMR's
            # (relative-position :op1 (h / home) :quant (d / distance-quantity ...))
            rel = self._node("from", prep.i)
            self._attach(rel, ":op1", obj, ctx)
            node.add(":location", quantify(self, rel, prep, ctx))
            return
        if low in RELATIONAL_PREPS and role == ":location":
            rel = self._node(RELATIONAL_PREPS[low], prep.i)
            self._attach(rel, ":op1", obj, ctx)
            node.add(role, quantify(self, rel, prep, ctx))  # "40 percent below the levels"
            return
        sub = self.token(obj, accused_context(node, prep, obj, ctx))  # "charged him with collecting"
        self._object_time(sub, prep, obj, ctx)
        self._focused_object(sub, prep)
        if low == "despite" and role == ":concession" and target(sub) is not None:
            self.builder.covered.add(prep.i)  # the role says it ("despite the weak dollar")
        if low == "without" and target(sub) is not None:
            self._as_node(sub).add(":polarity", Const("-", prep.i))
        if low in ("because", "due") and role == ":cause" and target(sub) is not None:
            self.cause_leads[id(target(sub))] = prep.i
        if low in ("after", "before") and role == ":time":
            rel = self._node(low, prep.i)
            rel.add(":op1", sub)
            sub = quantify(self, rel, prep, ctx)  # "two days after the attack"
        node.add(role, sub)

    def _focused_object(self, sub: Child | None, prep: Token) -> None:
        """"will consist only of directors from outside the securities industry", "can be
        used only in limited circumstances": spaCy hangs the focusing adverb on the
        preposition, whose modifiers nothing read, so the parse dropped "only" and every
        focus was refused.  It limits the object: (d / director :mod (o / only))."""
        owner = target(sub)
        if owner is None or self._is_time(self._pobj(prep) or prep):
            # (not a time: "regained its independence only in 1991" came back "In only in
            # 1991, Estonia regained its independence", "Only in the past few weeks have
            # officials settled ..." "It was in only in the past few weeks that ...")
            return
        for adv in self.kids(prep):
            if adv.dep_ == "advmod" and adv.lower_ in FOCUS_ADVERBS and adv.i == prep.i - 1 \
                    and adv.i not in self.consumed:
                self.consumed.add(adv.i)
                owner.add(":mod", self._node(adv.lower_, adv.i))

    def _object_time(self, sub: Child | None, prep: Token, obj: Token, ctx: Context) -> None:
        """"from $610.6 million a year earlier", "up from 4.89 percent late Thursday": spaCy
        hangs the object's time on the preposition, whose other children nothing read; it is
        the object's :time."""
        times = [c for c in self.kids(prep) if c.dep_ in ("advmod", "npadvmod") and c.i > obj.i
                 and c.i not in self.consumed]
        owner = target(sub)
        if owner is None:
            return
        for each in times:
            self._adverb(owner, each, ctx)

    def _prep_role(self, prep: str, obj: Token, frame: str, node: Node) -> str:
        if prep == "along" and obj.head.lower_ == "with":
            return ":accompanier"  # "along with Apache Tomcat", not a path along it
        if prep == "of" and obj.head.i > 0 and obj.doc[obj.head.i - 1].lower_ == "out" \
                and obj.doc[obj.head.i - 1].dep_ == "prt":
            return ":source"  # "poured out of the fjord" (see repair_prepositions)
        if prep == "as" and any(c.lower_ == "such" for c in obj.head.children):
            return ":example"  # "key institutions such as the Finance Ministry"
        ent = self.entity_of.get(obj.i)
        if prep in ("in", "during") and ent is not None and ent.label_ in ("DATE", "TIME"):
            return ":time"  # "up 9 percent in the past six weeks", not up-02's :ARG5 "in"
        if prep == "in" and ent is not None and ent.label_ in ("GPE", "LOC", "FAC") \
                and obj.head.i < obj.head.head.i:
            # "In New York City, bars ... can face hefty fines": a named place said before
            # its verb is where it happens, not face-01's :ARG2 "in"
            return ":location"
        if prep == "on" and ent is not None and ent.label_ == "DATE":
            # "al-Amoudi was arrested ... on Sunday": a day is the event's time, not arrest-01's
            # :ARG2 "on" (said "It was Sunday that al-Amoudi was arrested on as he came ...")
            return ":time"
        if prep == "at" and obj.lemma_.lower() in ("point", "stage", "juncture") \
                and any(c.lower_ in ("one", "another", "some", "that", "this", "no", "any")
                        for c in self.kids(obj)):
            return ":time"  # "At another point, Mr. Bush said": not said to a point (say-01 :ARG2)
        numbered = self.lex.role_for_preposition(frame, prep) if frame in self.lex else None
        if numbered and not node.has(f":{numbered}"):
            return f":{numbered}"
        if prep in ("at", "to") and obj.like_num and frame in self.lex:
            # "up 7.42 points at 1,653.44": the frame's end point (up-02 :ARG4), not a time
            end = next((r for r, (_, text) in self.lex.rolesets[frame]["roles"].items()
                        if "end point" in text.lower() and not node.has(f":{r}")), None)
            if end:
                return f":{end}"
        if prep == "by" and self._amount(obj) and frame in self.lex:
            # "risen by 33 percent": the frame's extent role (rise-01 :ARG2 "amount risen")
            extent = self.lex.role_with_function(frame, ("EXT",))
            if extent and not node.has(f":{extent}"):
                return f":{extent}"
        if prep == "against" and node.concept in ("percentage-entity", "monetary-quantity"):
            return ":compared-to"  # "9 percent against the dollar"
        if prep in ("over", "within", "throughout") and self._is_time(obj):
            return ":duration"  # "over the past 15 months"
        if prep == "for" and counted_span(obj):
            return ":duration"  # "banned for a time": not ban-01's :ARG2 (GOL) "banned from"
        functions = PREP_FUNCTIONS.get(prep)
        if functions and frame in self.lex:
            tagged = self.lex.role_with_function(frame, functions)
            if tagged and not node.has(f":{tagged}"):
                return f":{tagged}"
        if prep in ("in", "on", "at"):
            return ":time" if self._is_time(obj) else ":location"
        if prep == "with":
            return ":accompanier" if self._animate(obj) else ":instrument"
        if prep == "for":
            if self._is_time(obj) or any(c.dep_ == "nummod" for c in self.kids(obj)):
                return ":duration"
            return ":beneficiary" if self._animate(obj) else ":purpose"
        if prep in SPATIAL_PREPS:
            return ":location"
        return PREP_ROLES.get(prep, ":mod")

    def _noun_prep(self, node: Node, prep: Token, ctx: Context) -> None:
        low = prep.lower_
        obj = self._pobj(prep)
        fixed = self._fixed_phrase(prep, obj)
        if fixed is not None:  # "nobody at all"
            node.add(fixed[0], self._node(fixed[1], prep.i))
            return
        if obj is None:
            return
        frame = node.concept if node.concept in self.lex else ""
        if low == "following" and prep.pos_ == "VERB":
            node.add(*following_noun(self, prep, obj, ctx))  # "the vehicle following the car"
            return
        if low == "including":
            # "embassies, including the Singapore embassy": (e / embassy :ARG2-of
            # (i / include-91 :ARG1 (e2 / embassy))), the group and one of its members
            include = self._node("include-91", prep.i)
            self._attach(include, ":ARG1", obj, ctx)
            node.add(":ARG2-of", include)
            return
        if low == "of" and (node.concept in PARTITIVES or node.has(":quant")):
            # "one of them": (o / one :ARG1-of (i / include-91 :ARG2 (t / they)))
            include = self._node("include-91", prep.i)
            self._attach(include, ":ARG2", obj, ctx)
            node.add(":ARG1-of", include)
            return
        if low == "of":
            if frame and node.concept in OF_DOER_FRAMES and not node.has(":ARG0"):
                role = ":ARG0"  # "the resignation of Phil Condit": he resigned (not "was resigned")
            elif frame:
                role = ":ARG1" if not node.has(":ARG1") else ":ARG0"
            elif obj.tag_ == "VBG":
                role = ":topic"
            else:
                role = ":poss" if self._animate(obj) else ":mod"
            self._attach(node, role, obj, ctx)
            return
        if low == "by" and frame:
            self._attach(node, ":ARG0", obj, ctx)
            return
        role = topic_role(node, prep) or self._prep_role(low, obj, frame, node)  # "information on individuals"
        self._prep_phrase(node, prep, obj, role, ctx)
