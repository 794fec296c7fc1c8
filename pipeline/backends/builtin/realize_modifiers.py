"""Modifiers: prepositional phrases, adverbs and time phrases (relative clauses:
realize_relatives)."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import (
    adverb,
    lemma_pos,
)
from pipeline.backends.builtin.parse_words import FIXED_PHRASE_CONCEPTS
from pipeline.backends.builtin.realize_as_participles import adverb_as_participle
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    RealizationRefused,
    is_empty_noun,
    is_frame,
    propbank_lexicon,
    stem,
)
from pipeline.backends.builtin.realize_comparisons import Comparisons
from pipeline.backends.builtin.realize_focus_checks import content_clause
from pipeline.backends.builtin.realize_modifier_leads import ModifierLeads
from pipeline.backends.builtin.realize_place_commas import comma_place, place_aside
from pipeline.backends.builtin.realize_reduced_clauses import (
    has_participants,
    reduced_participle,
    refuse_reduced_in_list,
)
from pipeline.backends.builtin.realize_relatives import RelativeClauses
from pipeline.backends.builtin.realize_source_words import aside
from pipeline.backends.builtin.realize_time_phrases import TimePhrases
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Ref,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    CLAUSE_CONNECTIVE,
    MEASURE_SUFFIXES,
    NOUN_DETERMINERS,
    PREPOSITION_CONCEPTS,
    PREPOSITIONS,
    ROLE_PREPOSITIONS,
    WH_WORDS,
)

# Roles of a bare number after a verb that keep the preposition the source put before it.
_AMOUNT_ROLES = frozenset([":destination", ":manner", ":extent", ":mod", ":source"])


class Modifiers(RelativeClauses, TimePhrases, Comparisons, ModifierLeads):
    """Non-core roles said as modifiers of a clause or a noun."""

    def preposition(self, head: Node, role: str, target: Node | None) -> str:
        if ARG_ROLE.match(role):
            if role == ":ARG1":
                return ""
            lexicon = propbank_lexicon()
            if lexicon is not None and is_frame(head.concept):
                preps = lexicon.prepositions(head.concept, role[1:])
                if preps:
                    return str(preps[0])
            return {":ARG2": "", ":ARG3": "", ":ARG4": "to"}.get(role, "")
        if role == ":location" and target is not None and target.concept in ("here", "there"):
            return ""
        return ROLE_PREPOSITIONS.get(role, "")

    def word_for_mod(self, edge: Edge) -> str:
        target = edge.target
        if isinstance(target, Node) and not target.edges:
            return stem(target.concept)
        if isinstance(target, Const):
            return target.text
        return ""

    def adverb_before_adjective(self, edge: Edge) -> str | None:
        """The "-ly" adverb of manner an adjective takes before it ("cautiously optimistic",
        "naively ignorant of tennis etiquette"), or ``None`` for any other modifier.

        Said after its clause like a verb's manner it reads as misplaced ("We are
        optimistic cautiously regarding ...", "were ignorant of tennis etiquette naively").
        """
        target = edge.target
        if edge.role != ":manner" or not isinstance(target, Node) or target.var in self.done \
                or any(e.role != ":degree" for e in target.edges):
            return None
        word = self.word_of(target) or adverb(stem(target.concept).split("-")[0])
        if " " in word or not word.lower().endswith("ly"):
            return None
        self.done.add(target.var)
        degree = [self.modifier(target, e) for e in target.edges]
        return " ".join([*[d for d in degree if d], word])

    def modifier(self, head: Node, edge: Edge, subject_var: str | None = None) -> str:
        role = edge.role
        target = edge.target
        if isinstance(target, Const):
            if role in (":polarity", ":mode", ":wiki"):
                return ""
            number = self.number_text(target) if role != ":value" else target.text
            before = self.const_preposition(target) if role in _AMOUNT_ROLES \
                or role == ":location" else None
            # "climbed ... to 8,781.35", "slashed payrolls by 93,000", "reach her at (248)
            # 647-7221" (a string, parse_phones), "finished the day down 98.32 points at
            # 9,011.53" (a level as a place): the source's preposition
            return f"{before} {number}" if before else number
        node = self.target_node(target)
        if node is None:
            return ""
        if self.lexicalized(head, node):
            return ""
        if node.concept == "amr-unknown" and not node.edges and not is_inverted(role):
            self.done.add(node.var)
            self.question = True
            return WH_WORDS.get(role, "what")  # in place: "you want to take it where?"
        if node.var in self.quoted or (is_inverted(role) and (
                isinstance(target, Ref) or node.var in self.done)):
            return ""  # said inside a quotation, or an event about this node already said
        if role == ":mod" and isinstance(target, Ref) and self.source is not None \
                and node.parent is not None and node.parent.concept in ("and", "or") \
                and base_role(node.role or "").startswith(":op"):
            # "It was Mr. Bergonzi the finance chief from 1995 ... who was intimately involved
            # in ...": what the focus was (:domain-of, laid out as :mod) is one clause of a
            # list ("was the finance chief ... and was intimately involved"), said as an
            # apposition it is no longer asserted and the list loses a member
            raise RealizationRefused("a predicate in a list said as its subject's modifier")
        # a purpose clause the refocusing hung elsewhere (on its own subject: "sent down a
        # team to look into it" from a list member) is still said as one, not as a gerund
        # ("sent down a team looking into it")
        moved_purpose = role == ":purpose" and isinstance(target, Ref) \
            and node.var not in self.done and node.var not in self.reserved and self.is_clause(node)
        if (isinstance(target, Ref) and not moved_purpose) or node.var in self.done:
            phrase = self.argument(target, "obj")
            prep = ROLE_PREPOSITIONS.get(role, "")
            if not prep and role == ":manner" and self.source is not None \
                    and is_frame(node.concept) and phrase.text.split(" ", 1)[0].endswith("ing"):
                # "It was Carlow and his group that peddled drugs by forging paperwork ...":
                # a means the layout put elsewhere keeps the source's "by" (was "peddled drugs
                # forging paperwork")
                prep = self.source_preposition(node) or ""
            return f"{prep} {phrase.text}".strip() if phrase else ""
        if is_inverted(role):
            return self.inverted_modifier(head, edge, node)
        concept = node.concept
        if concept.startswith("out-of-") and not node.edges:
            self.done.add(node.var)  # "whirl out of control" (see parse_split_prepositions.out_of_idiom)
            return concept.replace("-", " ")
        measure = next((e.target for e in node.edges if e.role == ":quant"
                        and isinstance(e.target, Const)), None)
        if role == ":mod" and measure is not None and all(
                e.role == ":quant" or is_inverted(e.role) for e in node.edges) \
                and concept.endswith(MEASURE_SUFFIXES):
            # (m / mile-long :quant 20): "20-mile-long", not "20 mile-longs"
            self.done.add(node.var)
            return f"{self.number_text(measure)}-{concept}"
        opener = self.apposition_opener(head, node) if role == ":mod" and not self.is_clause(node) \
            else ""
        if opener:  # "License sales, a key measure of demand,"
            return aside(opener, self.argument(node, "obj").text)
        if role == ":mod" and is_empty_noun(node):
            self.done.add(node.var)
            return ""
        if role == ":mod" and self.source is not None and node.align and self.is_clause(head):
            at = node.align[0]
            if self.source.word(at - 1).lower() in ("is", "was", "be", "'s", "seems") \
                    and self.source.word(at + 1).lower() in ("that", "to"):
                # (u / unfortunate :domain (s / seek-01 ...)) refocused below the clause:
                # "It was Senator Clinton who would seek to politicize ... unfortunate" for
                # "It is unfortunate that Senator Clinton would seek ..."
                raise RealizationRefused(f"an extraposed adjective ('it is {node.concept} "
                                         "that') cannot modify its own clause")
        if role not in (":mod", ":direction", ":manner", ":purpose") and self.is_clause(node) \
                and self.source is not None and not any(ARG_ROLE.match(e.role) for e in node.edges):
            # an event the source said as a noun after a preposition: "during yesterday's
            # trading", "in Monday's trading", not "when yesterday is trading", "in trading in
            # Monday" or a clause without a subject
            known = self.source_preposition(node)
            said = self.reused(node) if known else None
            if said:
                return f"{known} {said}"
        if role == ":mod" or role == ":direction":
            if self.is_clause(node):
                said = self.reused(node) if node.concept == "have-degree-91" else None
                if not said and self.source is not None and self.said_as_noun(node):
                    # "accepted $30,000 paying on behalf of Lakhani" for "a $30,000 down payment"
                    raise RealizationRefused("an event the source named with a noun said as a "
                                             "participle")
                if not said and self.source is not None and node.align \
                        and self.passive_in_source(node):
                    # "soldiers called to active duty" said "attended a party calling to
                    # active duty": the participle's voice turned round
                    raise RealizationRefused("a passive participle said as an active gerund")
                absolute = self.with_absolute(node) if not said \
                    and self.source_preposition(node) == "with" else None
                if absolute:
                    return f"with {absolute}"
                # "settled .85 cent lower", not "settled being lower"
                return said or self.clause(node, form="gerund")
            if concept == "since" and not node.edges:
                self.done.add(node.var)  # "has since reimbursed": moved, it needs its "then"
                return "since then"
            phrase = self.np(node, "obj")
            known = self.source_preposition(node) if (
                is_frame(head.concept) or self.said_after_noun(head, node)) \
                and self.source is not None and node.concept not in PREPOSITION_CONCEPTS else None
            if known and known in PREPOSITIONS and not phrase.text.lower().startswith(known + " "):
                return f"{known} {phrase.text}"  # "died of liver and kidney failure"
            return phrase.text
        if role == ":manner":
            if self.is_clause(node) and self.const(node, ":polarity") == "-" and node.edges:
                # "without being stopped" as the source said it, not "without stopping"
                passive = self.source is not None and bool(node.align) and self.passive_in_source(node)
                return "without " + self.clause(node, form="gerund", negated=True, passive=passive)
            if self.is_clause(node):
                if not node.edges or all(e.role in (":degree", ":polarity") for e in node.edges):
                    word = self.word_of(node) or adverb(stem(concept).split("-")[0])
                    self.done.add(node.var)
                    deg = [self.modifier(node, e) for e in node.edges if e.role == ":degree"]
                    return " ".join([*deg, word]).strip()
                if self.bare_participle(node):
                    return ", " + self.clause(node, form="gerund")
                participle = self.participle_phrase(node)
                if participle:
                    return ", " + participle
                self.refuse_participle_gerund(node)
                self.refuse_manner_noun_list(node)
                return "by " + self.clause(node, form="gerund")
            known = self.source_preposition(node) if self.source is not None else None
            if known in ("as", "like"):  # "hailed Saudi Arabia as one of the ... nations"
                return f"{known} {self.np(node, 'obj').text}"
            if not node.edges and ("ADJ" in lemma_pos(concept) or (
                    concept.endswith("ly") and "ADV" in lemma_pos(concept))):
                return self.word_of(node) or adverb(concept)  # "allegedly", not "for allegedly"
            if node.edges:
                phrase_text = self.np(node, "obj").text
                if known and known not in ("of", "to") and not self.is_clause(node):
                    phrase_text = f"{known} {phrase_text}"  # "by his side", not "his side"
                if self.const(node, ":polarity") == "-" and phrase_text.startswith("no ") \
                        and "NOUN" in lemma_pos(stem(concept)):
                    return "without " + phrase_text[3:]  # "Americans without jobs", not "no jobs"
                return phrase_text
            if is_frame(concept):  # "improved marginally", not "improved with marginally"
                return self.word_of(node) or adverb(stem(concept).split("-")[0])
            if concept in FIXED_PHRASE_CONCEPTS:  # "remains at large", not "with at large"
                return self.np(node, "obj").text
            # "by telephone" as the source said it, not "with telephone"
            return f"{self.source_preposition(node) or 'with'} {self.np(node, 'obj').text}"
        if role == ":degree":
            return self.word_of(node) or stem(concept)
        if role == ":purpose":
            self.refuse_mixed_purpose(node)
            if self.is_clause(node) and self.source is not None and node.align \
                    and self.source.word(node.align[0] - 1).lower() in NOUN_DETERMINERS \
                    and self.said_as_noun(node):
                # "awaiting trial ... for the deaths of his wife, Laci, and their unborn son"
                # was said "for Laci, who is his wife, and their unborn son to die": a
                # reason the source named with a noun, not a purpose
                raise RealizationRefused("an event the source named with a noun after 'for' "
                                         "said as a purpose clause")
            if self.is_clause(node) and self.for_gerund(node):
                # "suspended two disc jockeys for locking themselves in the studio", a cause
                # as the source said it, not a purpose ("to lock them")
                return "for " + self.clause(node, form="gerund")
            if self.is_clause(node):
                subj = [e.target for e in node.edges if e.role == ":ARG0"]
                if subj and not isinstance(subj[0], Ref) and (not isinstance(subj[0], Node) or
                                                              subj[0].var != subject_var):
                    return "so that " + self.clause(node, modal="could")
                return self.clause(node, form="infinitive")
            return "for " + self.np(node, "obj").text
        pending = self.pending_phrase(node) if role in (":time", ":condition") else None
        if pending is not None:  # ", given ...": after its clause, which it does not open
            return (", " if role == ":condition" else "") + pending
        if role in CLAUSE_CONNECTIVE and self.is_clause(node) \
                and not (role == ":time" and self.nominal_gerund(node)
                         and not self.source_subordinator(node)):
            # (a time the source named with an -ing noun keeps it: "during the recording of a
            # Christmas concert", not "when a Christmas concert recorded", its undergoer said
            # as the doer of an active verb)
            if role == ":manner":
                participle = self.participle_phrase(node)
                if participle:
                    return ", " + participle
                self.refuse_participle_gerund(node)
                self.refuse_manner_noun_list(node)
                return "by " + self.clause(node, form="gerund")
            known = self.source_subordinator(node)
            participle = self.word_of(node) if known == "as" and node.align else None
            if participle and participle.lower().endswith("ed") and self.source is not None \
                    and self.source.word(node.align[0] - 1).lower() == "as" \
                    and all(isinstance(e.target, Ref) for e in node.edges):
                # "continue as expected", as the source said it, not "continue as they
                # expected" (the parse gave the participle its subject's re-entrancy)
                self.done.add(node.var)
                return f"as {participle.lower()}"
            hedged = adverb_as_participle(self, node) if role == ":time" else None
            if hedged is not None:  # "proceeding exactly as planned"
                return hedged
            reduced = reduced_participle(self.source, node, known, lambda: self.clause(
                node, form="gerund", passive=True))
            if reduced is not None:
                return reduced  # "if convicted" (realize_reduced_clauses)
            refuse_reduced_in_list(self.source, node, known)
            if known and not has_participants(self.source, node, known):
                # "since being transferred to Souza-Baranowski": no participant to say (a
                # copula's :domain is one: "if that is not a Democrat", not "if not being")
                return f"{known} {self.clause(node, form='gerund', passive=True)}"
            if known and self.source is not None and node.align \
                    and self.source.word(node.align[0] - 1).lower() == "being" \
                    and all(isinstance(e.target, Ref) and e.target.var == self.said_subject(head)
                            for e in node.edges if e.role in (":ARG1", ":domain")) \
                    and not any(e.role == ":ARG0" and not isinstance(e.target, Ref) for e in node.edges) \
                    and any(e.role == ":ARG1" for e in node.edges):
                # "had been living in a protective custody unit since being transferred to the
                # prison": the one transferred is the clause's own subject (parse_modifiers),
                # said once, not "since Geoghan was transferred"; only while it still is ("It
                # is SARS that has killed ..., and more than 8400 were affected since being
                # detected" makes the 8400 what was detected)
                return f"{known} {self.clause(node, form='gerund', passive=True)}"
            return f"{known or CLAUSE_CONNECTIVE[role]} {self.clause(node)}"
        if role == ":topic" and self.source is not None \
                and content_clause(self.source.tokens, head, node):
            # "the myth that the disease spreads", "fears that Heather would never have children"
            return "that " + self.clause(node)
        if role == ":time":
            known = self.source_preposition(node)
            if known and node.align and self.source is not None \
                    and self.source.word(node.align[-1] + 1) in ("'s", "'"):
                known = ""  # "last year's $125.4 million": the preposition is the amount's
            phrase = self.np(node, "obj")
            if known == "as" and "NOUN" not in lemma_pos(phrase.text.split(" ")[-1].lower()):
                known = ""  # "As frequently happens": no preposition of the adverb
            if known is not None and node.concept not in PREPOSITION_CONCEPTS:
                return f"{known} {phrase.text}".strip()
            return self.time_phrase(node, phrase.text)
        if role in (":quant", ":ord", ":value"):
            return self.np(node, "obj").text
        if role == ":poss":
            return "of " + self.np(node, "obj").text
        if role == ":concession" and not self.is_clause(node):
            return "despite " + self.np(node, "obj").text  # not "although the weak dollar"
        known = self.source_preposition(node)
        if role == ":location" and known == "" and comma_place(head, node, self.source):
            return place_aside(self.np(node, "obj").text)  # "Port-of-Spain, Trinidad"
        if role == ":location" and known == "" and self.where_antecedent(head, node):
            known = None  # "damaged in Northmoor": the source's place was what "where" stood for
        if role == ":location" and known in ("to", "into", "onto") and any(
                is_inverted(e.role) and isinstance(e.target, Node) and is_frame(e.target.concept)
                for e in node.edges):
            # "He was convicted to San Jose, to which DeVries was to be returned" for "...
            # returned to San Jose, where he was last convicted": the place of a "where"
            # clause, said before it with the "to" of the verb it ends
            raise RealizationRefused("a 'where' clause's place said with another verb's 'to'")
        if not known and self.is_clause(node):
            known = self.preposition_past_subject(node) or known
        prep = known if known is not None else self.preposition(head, role, node)
        if self.is_clause(node) and not self.said_as_noun(node):
            if prep == "to" and self.said_as_infinitive(node):
                return self.clause(node, form="infinitive")  # "the first to address", not "to addressing"
            self.refuse_base_form_noun(node)
            return f"{prep} {self.clause(node, form='gerund')}".strip()
        phrase = self.np(node, "obj")
        if (role == ":location" and not known and node.concept in (  # "at his home" keeps "at"
                "here", "there", "everywhere", "somewhere", "home", "abroad", "outside", "inside")) \
                or (node.concept in PREPOSITION_CONCEPTS and known != "from"):
            prep = ""  # (but "people from outside his region": not "people outside ...")
        return f"{prep} {phrase.text}".strip()
