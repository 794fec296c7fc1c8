"""Noun phrases: the concept of a noun (a frame, a role noun, a relation), pronouns and
their coreference, determiners, possessives, adjectives and numbers on a noun, relative
clauses and participles."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.parse_ages import apposed_age
from pipeline.backends.builtin.parse_amounts import number_phrase
from pipeline.backends.builtin.parse_appositions import apposition, carry_modifiers, listed_members
from pipeline.backends.builtin.parse_base import Context
from pipeline.backends.builtin.parse_conversions import conversion
from pipeline.backends.builtin.parse_entities import WEEKDAYS, currency_unit, pronoun_concept
from pipeline.backends.builtin.parse_graph import Child, Const, Node, target
from pipeline.backends.builtin.parse_kind_names import kind_name
from pipeline.backends.builtin.parse_name_lists import named_members
from pipeline.backends.builtin.parse_named_asides import parenthesized_name, titled_apposition
from pipeline.backends.builtin.parse_noun_appositions import dated_apposition, noun_apposition
from pipeline.backends.builtin.parse_noun_clauses import NounClauses
from pipeline.backends.builtin.parse_party_tags import party_tag
from pipeline.backends.builtin.parse_phones import phone_number
from pipeline.backends.builtin.parse_pronouns import (
    Pronouns,
    _clause_mates,
    described_noun,
    things_before_kin,
)
from pipeline.backends.builtin.parse_quoted_words import quoted_word
from pipeline.backends.builtin.parse_records import win_loss_record
from pipeline.backends.builtin.parse_words import (
    BODY_PARTS,
    DATE_DEICTICS,
    DAYPERIODS,
    DEGREE,
    DEMONSTRATIVES,
    FIXED_PHRASES,
    MILITARY_UNITS,
    MOD_DETS,
    PRONOUN_CONCEPTS,
    QUANT_DETS,
    RELATION_NOUNS,
    WH_PRONOUNS,
)
from pipeline.backends.builtin.realize_words import HUMAN

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["Nominals"]


class Nominals(NounClauses, Pronouns):
    """A noun or pronoun with its modifiers."""

    def nominal(self, tok: Token, ctx: Context) -> Child | None:
        low = tok.lower_
        if tok.pos_ == "PUNCT" or tok.i in self.consumed:
            return None
        ent = self.entity_of.get(tok.i)
        if ent is not None and (ent.root.i == tok.i or (
                tok.like_num and ent.label_ in ("MONEY", "PERCENT", "TIME"))):
            node = self.entity(ent)
            if node is not None:
                pair = self._shared_surname(tok, ent, node)
                self._noun_modifiers(node, tok, ctx, skip=set(range(ent.start, ent.end)))
                return pair or node
        pron = pronoun_concept(low)
        if pron is not None and tok.pos_ == "PRON":
            ref = self.pronoun(pron, tok.i, _clause_mates(tok),
                              described_noun(tok) | things_before_kin(tok))
            return ref
        if low in WH_PRONOUNS or low in ("where", "when", "why", "how"):
            if ctx.question:
                return self._node("amr-unknown", tok.i)
            concept = "person" if low in ("who", "whom") else "thing"
            node = self._node(concept, tok.i)
            return node
        if tok.pos_ == "NUM" and tok.dep_ not in ("nummod",):
            whole = phone_number(tok, self.consumed) or self.number_pair_node(tok, counted=False)
            if whole is not None:  # "voted 256-170", "aged 20 to 64", "(313) 222-2027"
                return whole
            number = number_phrase(tok, self.consumed)  # "2.92 million", not one million
            value = number.value if number is not None else None
            currency = next((c for c in self.kids(tok) if c.text in ("$", "€", "£", "¥")), None)
            if value is not None and currency is not None:  # "$900", which NER missed
                self.consumed.add(currency.i)
                node = self._node("monetary-quantity", tok.i)
                node.add(":quant", Const(value, tok.i))
                node.add(":unit", self._node(currency_unit([currency.text]), currency.i))
                self._noun_modifiers(node, tok, ctx)
                return node
            if value is not None and not any(c.dep_ in ("prep", "amod") or _read_clause(c) or (
                    c.dep_ == "advmod" and c.i > tok.i)  # "3.03 million a year earlier"
                                             for c in self.kids(tok)):
                node = self._node("thing", tok.i) if tok.dep_ in ("nsubj", "dobj") else None
                if node is None:
                    return number
                node.add(":quant", number)
                return node
            if value is not None:
                node = self._node("thing", tok.i)
                node.add(":quant", number)
                self._noun_modifiers(node, tok, ctx)
                return node
        concept, frame_role = self._noun_concept(tok)
        if frame_role is not None:
            frame, role = frame_role
            person = self._node("person", tok.i)
            event = self._node(frame, tok.i)
            person.add(f":{role}-of", event)
            self._remember(tok, person)
            self._noun_modifiers(person, tok, ctx, event=event)
            return person
        if concept in RELATION_NOUNS:
            # "my friend": (p / person :ARG0-of (h / have-rel-role-91 :ARG1 i :ARG2 (f / friend)))
            person = self._node("person", tok.i)
            relation = self._node("have-rel-role-91", tok.i)
            person.add(":ARG0-of", relation)
            relation.add(":ARG2", self._node(concept, tok.i))
            self._remember(tok, person)
            self._noun_modifiers(person, tok, ctx, event=relation)
            return person
        node = self._node(concept, tok.i)
        self._remember(tok, node)
        self._noun_modifiers(node, tok, ctx)
        if concept in DAYPERIODS and tok.dep_ in ("pobj", "npadvmod"):
            date = self._node("date-entity", tok.i)  # "in the morning": a time of day
            date.add(":dayperiod", node)
            return date
        return node

    def _noun_concept(self, tok: Token) -> tuple[str, tuple[str, str] | None]:
        low = tok.lower_
        lemma = tok.lemma_.lower() if tok.pos_ != "PROPN" else low
        if tok.pos_ == "PROPN" and not tok.ent_type_ and low.endswith("s") \
                and not low.endswith("ss") and "NOUN" in lemma_pos(low[:-1]):
            lemma = low[:-1]  # "The Prime Ministers of China": (minister), said in the plural
        if tok.i - 2 >= tok.sent.start:
            # Pre-tokenized text ("grown - ups", as in AMR releases): one hyphenated word.
            hyphen, left = tok.doc[tok.i - 1], tok.doc[tok.i - 2]
            if hyphen.text == "-" and left.is_alpha and left.head.i == tok.i \
                    and left.i not in self.consumed:
                self.consumed.update((left.i, hyphen.i))
                lemma = f"{left.lower_}-{lemma}"
        if lemma in ("people", "person"):
            return "person", None
        if low in PRONOUN_CONCEPTS and tok.pos_ in ("PRON", "DET", "NUM", "ADJ"):
            return PRONOUN_CONCEPTS[low], None
        agent = self.lex.arg_noun(lemma)
        if agent is not None and agent[1] == "ARG0" and lemma.endswith(("er", "or", "ist",
                                                                        "ant", "ent")):
            return lemma, agent
        frame = self.lex.noun_frame(lemma)
        # Derived eventive nouns only ("approval" -> approve-01): a noun spelled like its
        # verb ("price", "order") stays a noun, and so does one with an adjective
        # ("statistical documentation"), which the realizer can only say back as a noun.
        if frame is not None and tok.pos_ == "NOUN" and lemma != frame.rsplit("-", 1)[0] \
                and not lemma.endswith(("er", "or")) \
                and not any(c.dep_ == "amod" for c in self.kids(tok)) \
                and not any(c.dep_ == "nummod" and c.i + 2 < tok.i and tok.doc[c.i + 1].text == "-"
                            and tok.doc[c.i + 2].like_num for c in self.kids(tok)):
            # (nor one with a score or range before it: "In a 6-3 ruling, the justices said
            # ...", read as rule-01 :mod "6-3", was said "the justices said in ruling 6-3")
            return frame, None
        return lemma, None

    def _noun_modifiers(self, node: Node, tok: Token, ctx: Context, skip: Iterable[int] = (),
                        event: Node | None = None) -> None:
        skipped = set(skip)
        for child in self.kids(tok):
            if child.i in skipped or child.i in self.consumed:
                continue
            self._noun_modifier(node, child, ctx, event=event)

    def _noun_modifier(self, node: Node, child: Token, ctx: Context,
                       event: Node | None = None) -> None:
        dep, low = child.dep_, child.lower_
        if dep == "det" or dep == "predet":
            if low in DEMONSTRATIVES:
                node.add(":mod", self._node(DEMONSTRATIVES[low], child.i))
            elif low == "no":
                node.add(":polarity", Const("-", child.i))
            elif low in QUANT_DETS or low in MOD_DETS:
                det = self._node(low, child.i)
                node.add(":quant" if low in QUANT_DETS else ":mod", det)
                for hedge in self.kids(child):  # "virtually every aspect": the hedge of "every"
                    if hedge.dep_ == "advmod":
                        det.add(":mod", self.adverb_node(hedge, ctx))
            elif low in ("what", "which", "whose") and ctx.question:
                node.add(":mod", self._node("amr-unknown", child.i))
            return
        if dep == "poss":
            owner = self.token(child, ctx)
            if event is not None and event.concept == "have-rel-role-91":
                event.add(":ARG1", owner)
                return
            if node.concept in BODY_PARTS:  # "his hand": a part of him, not a possession
                node.add(":part-of", owner)
                return
            if self._is_time(child) and child.pos_ != "PRON":
                node.add(":time", owner)  # "yesterday's trading", "Monday's trading"
                return
            role = ":ARG0" if node.concept[-3:-2] == "-" and node.concept[-2:].isdigit() \
                and not node.has(":ARG0") else ":poss"
            node.add(role, owner)
            return
        if dep == "amod":
            self.noun_adjective(node, child, ctx)
            return
        if dep == "nummod":
            self._number(node, child)
            return
        if dep == "compound":
            if child.pos_ == "NUM":
                self._number(node, child)
                return
            node.add(":mod", self.token(child, ctx))
            return
        if dep == "prep":
            self._noun_prep(node, child, ctx)
            return
        # (spaCy may call the clause the noun's ccomp: "curbed by wariness that Japanese
        # authorities could intervene", where nothing read it and the clause was lost)
        if dep in ("relcl", "acl", "ccomp") and any(c.dep_ == "mark" and c.lower_ == "that"
                                                    for c in child.children) \
                and any(c.dep_ in ("nsubj", "nsubjpass") for c in child.children):
            # "the myth that the disease spreads when exposed", "the claim that the company
            # lied": a content clause says what the noun is about, no relative clause of it
            # (was (m / myth :ARG1-of (s / spread-01 ...)), "The disease spreads the myth")
            # with its coordinated verbs ("speculation that estrogen prevents cell damage and
            # improves blood flow")
            sub = self.token(child, Context(subject=None, bindings=ctx.bindings, question=False))
            if sub is not None:
                node.add(":topic", sub)
            return
        if dep == "relcl" and self._bare_content_clause(node, child):
            # "bond bulls focus on the fact the Fed has done nothing to dispel market
            # expectations": a content clause without its "that" (was (f / fact :ARG2-of
            # (d / do-02 ...)), "the Fed has done on the fact that bond bulls focus on nothing")
            sub = self.token(child, Context(subject=None, bindings=ctx.bindings, question=False))
            if sub is not None:
                node.add(":topic", sub)
            return
        if dep == "relcl":
            self._relative(node, child, ctx)
            return
        if dep == "acl":
            self._participle(node, child, ctx)
            return
        if dep == "npadvmod" and child.pos_ in ("NOUN", "PROPN") and self._is_time(child) \
                and any(c.lower_ in DATE_DEICTICS for c in self.kids(child)):
            # "led Atlanta in scoring last season": the whole time phrase, "last" included
            # (a bare "Friday" under a noun is more often the verb's time, misattached)
            sub = self.token(child, ctx)
            if sub is not None:
                node.add(":time", sub)
            return
        if dep == "npadvmod" and low in DAYPERIODS and child.i > child.head.i \
                and any(c.dep_ == "compound" and c.lower_ in WEEKDAYS for c in self.kids(child)):
            # "At a hearing Wednesday morning, High Court Judge Frank Kapanda ordered ...",
            # "after the attack Friday morning": the day and its part, the time of the event
            # the noun names (was (h / hear-01 :mod (m / morning)), "Wednesday" dropped and
            # every focus refused)
            sub = self.token(child, ctx)
            if sub is not None:
                node.add(":time", sub)
            return
        if dep == "npadvmod" and child.pos_ == "PROPN" and child.i > child.head.i \
                and self._dated(child):
            # "an attack Dec. 4", "a collision March 31": the date of the event the noun
            # names (was (a / attack :mod (d / dec.)), its day lost); not a dateline before
            # it ("July 10 - The Bush administration's latest effort ...")
            node.add(":time", self.token(child, ctx))
            return
        if dep in ("advmod", "npadvmod"):
            if low in ("not", "n't"):
                node.add(":polarity", Const("-", child.i))
            else:
                node.add(":mod" if low not in DEGREE else ":degree", self.adverb_node(child, ctx))
            return
        if dep == "neg":
            node.add(":polarity", Const("-", child.i))
            return
        if dep in ("quantmod", "nmod"):
            obj = self._pobj(child) if child.pos_ == "ADP" else None
            fixed = FIXED_PHRASES.get((low, obj.lower_)) if obj is not None else None
            if obj is not None and fixed is not None:  # "highest per capita debt": one concept
                node.add(fixed[0], self._node(fixed[1], child.i))
                self.builder.covered.add(obj.i)
                return
            node.add(":mod", self.token(child, ctx))
            return
        if dep == "appos" and self._is_person(node) \
                and child.text.isdigit() and int(child.text) < 130 and not self.kids(child):
            # "Armstrong, 31,": (p / person :name ... :age (t / temporal-quantity :quant 31
            # :unit (y / year))); so "A female colleague, 25,", "the man, 30,"
            age = self._node("temporal-quantity", child.i)
            age.add(":quant", Const(child.text, child.i))
            age.add(":unit", self._node("year", child.i))
            node.add(":age", age)
            return
        if dep == "appos" and (conversion(self, node, child) or win_loss_record(self, node, child)):
            return  # "38 C (100.4 F)", "Zambrano (4-4)": see parse_conversions, parse_records
        preps = apposed_age(self, node, child) if dep == "appos" and self._is_person(node) else None
        if preps is not None:  # "his neighbor, 71-year-old Morris Black": see parse_ages
            for prep in preps:
                self._noun_prep(node, prep, ctx)
            if child.lower_ == "year-old":
                return
        if dep == "appos" and quoted_word(self, node, child):
            return  # 'the word "refugee"': see parse_quoted_words
        if dep == "appos" and party_tag(self, node, child):
            return  # "Tom Daschle, D-S.D.": see parse_party_tags
        if dep == "appos" and apposition(self, node, child, ctx):
            return  # "Kevin Rollins, Dell's president,": see parse_appositions
        if dep == "appos" and listed_members(self, node, child, ctx):
            return  # "eight states ...: Alaska, ...", "A number, 8 per cent,": see parse_appositions
        if dep == "appos" and named_members(self, node, child, ctx):
            return  # "two senators, Charles Robb and Wendell Ford,": see parse_name_lists
        if dep == "appos" and noun_apposition(self, node, child, ctx):
            return  # "License sales, a key measure of demand,": see parse_noun_appositions
        if dep == "appos" and kind_name(self, node, child):
            return  # "the experienced US company Fluor": see parse_kind_names
        if dep == "appos" and self.entity_of.get(child.i) is not None:
            sub = self.token(child, ctx)
            sub_node = target(sub)
            if sub_node is not None and sub_node.concept == "work-of-art" and not node.has(":name"):
                # 'her autobiography, "Find Me,"': a title, not her name ('NBC's "Meet the
                # Press"', spaCy's apposition of "NBC", is no second name of the network)
                node.add(":mod", sub)
            elif titled_apposition(child, sub_node) or parenthesized_name(child):
                # "his wife, singer Whitney Houston", "Kathy Nicolo (Jennifer Connelly)": see
                # parse_named_asides
                node.add(":mod", sub)
            elif sub_node is not None and sub_node.has(":name") and not node.has(":name"):
                node.add(":name", sub_node.get(":name"))
                carry_modifiers(node, sub_node)  # "lawyer, Mark Geragos of Los Angeles,"
            elif sub_node is not None and sub_node.has(":name") \
                    and self.entity_of[child.i].label_ == "GPE":
                node.add(":location", sub)  # "Socorro, New Mexico"
            elif sub_node is not None and sub_node.has(":name") \
                    and self.entity_of[child.i].label_ == "ORG" \
                    and child.lower_ in MILITARY_UNITS and child.head.lower_ in MILITARY_UNITS:
                # "the division's 3rd Squadron, 7th Cavalry Regiment": the unit's parent
                # unit, (m / military :name "3rd Squadron" :part-of (m2 / military :name
                # "7th Cavalry Regiment")); dropped, every rebuilt focus was refused
                node.add(":part-of", sub)
            elif self.entity_of[child.i].label_ == "NORP" and not self.kids(child)[1:]:
                node.add(":mod", sub)  # "Habis Abdullah al Saoub, 37, a Jordanian,": his nation
            elif dated_apposition(self, child, sub_node):
                node.add(":time", sub)  # "Her birthday, 21 April,": see parse_noun_appositions
            return
        # punctuation, case, conj, cc, appos and the rest carry no AMR of their own

    def _dated(self, tok: Token) -> bool:
        """Whether ``tok`` heads a date with its day ("Dec. 4", "March 31")."""
        ent = self.entity_of.get(tok.i)
        return ent is not None and ent.label_ == "DATE" and any(
            k.dep_ == "nummod" and k.like_num for k in tok.children)

    def _is_person(self, node: Node) -> bool:
        """Whether ``node`` is a person, named or not: "Armstrong", "a female colleague"
        (person :ARG0-of have-rel-role-91), "the man", "a female attendant" (the agent
        noun of attend-01)."""
        return node.concept == "person" or node.concept in HUMAN or any(
            role == "ARG0" for _, role in self.lex.arg_nouns.get(node.concept, ()))


def _read_clause(clause: Token) -> bool:
    """Whether the relative clause or participle ``clause`` on a number is read with it:
    "contradicts one issued in 1992 by then-Attorney General Bob Stephan", "brings to 19
    the number of the 55 who have been caught" (was (thing :quant 1), the clause dropped and
    every focus refused).  Not an infinitive ("a last resort thing and one to be avoided":
    its foci said "It was Sydney radio that Mr Howard told nobody wants ..."), nor a
    participle after a preposition ("the size of one created in the test": "In a stream of
    gas, the size of one created in the test would let ... slit")."""
    if any(c.dep_ == "aux" and c.lower_ == "to" for c in clause.children):
        return False
    if clause.dep_ == "relcl":
        return True
    return clause.dep_ == "acl" and clause.tag_ in ("VBN", "VBG") \
        and clause.head.dep_ not in ("pobj", "pcomp")
