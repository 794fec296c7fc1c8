"""Conversion rules: one spaCy sentence (dependency parse + entities) to an AMR tree.

The rules follow the AMR guidelines for the constructions the issue lists:
predicates with their numbered arguments by voice, copulas, negation, modals,
questions, coordination, relative clauses, infinitives, adverbial clauses,
prepositions, names, numbers, dates, pronouns with coreference, possessives,
demonstratives, degree adverbs.  Every node keeps the index of the token that
evoked it, which becomes its ``~e.N`` alignment.

:class:`SentenceConverter` converts one sentence; :func:`convert_sentence` is its
entry point.  Everything that depends on word lists lives in module constants so
that the rules read as rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from pipeline.backends.builtin.lexicon import PropBankLexicon
from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.parse_adjectives import Adjectives
from pipeline.backends.builtin.parse_appositions import apposition, carry_modifiers, listed_members
from pipeline.backends.builtin.parse_base import Context, ConverterBase
from pipeline.backends.builtin.parse_clauses import Clauses
from pipeline.backends.builtin.parse_coordination import (
    Plan,
    coordinator_words,
    has_own_subject,
    nest_mixed,
)
from pipeline.backends.builtin.parse_entities import (
    MONTHS,
    TIME_UNITS,
    WEEKDAYS,
    amount_value,
    clock_time,
    currency_unit,
    date_parts,
    entity_type,
    number_value,
    ordinal_value,
    pronoun_concept,
)
from pipeline.backends.builtin.parse_graph import (
    Child,
    Const,
    GraphBuilder,
    Node,
    Ref,
    target,
    walk,
)
from pipeline.backends.builtin.parse_measures import money_modifier
from pipeline.backends.builtin.parse_modifiers import Modifiers
from pipeline.backends.builtin.parse_partitives import share_partitive
from pipeline.backends.builtin.parse_prep_phrases import PrepositionalPhrases
from pipeline.backends.builtin.parse_words import (
    BARE_TIME_WORDS,
    BODY_PARTS,
    COORD,
    DATE_DEICTICS,
    DATE_PARTS,
    DAYPERIODS,
    DEGREE,
    DEMONSTRATIVES,
    INTERJECTIONS,
    MOD_DETS,
    PARENTHETICAL_VERBS,
    PARTITIVES,
    PERSON_NOUNS,
    PRONOUN_CONCEPTS,
    QUANT_DETS,
    RELATION_NOUNS,
    WH_PRONOUNS,
)

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

__all__ = ["Context", "SentenceConverter", "convert_sentence"]


class SentenceConverter(Clauses, Modifiers, Adjectives, PrepositionalPhrases, ConverterBase):
    """Converts one sentence; pronoun coreference is pooled per sentence."""

    # -- entry -----------------------------------------------------------------

    def convert(self, sent: Span) -> Node:
        for ent in sent.ents:
            for tok in ent:
                self.entity_of[tok.i] = ent
        question = sent.text.rstrip().rstrip('"\'»”’ ').endswith("?")
        root = sent.root
        ctx = Context(question=question)
        opener = next((t for t in sent if not t.is_punct), None)
        if opener is not None and opener.lower_ in ("so", "therefore", "thus") and \
                opener.dep_ == "advmod" and opener.head.i == root.i:
            self.consumed.add(opener.i)
        parenthetical = self._parenthetical(root)
        if parenthetical is not None:
            self.consumed.add(parenthetical.i)
            # "I know, for them to approve it, they need X": the adverbial belongs to "need".
            moved = [c for c in self.kids(parenthetical) if c.dep_ == "advcl"]
            self._kids[parenthetical.i] = [c for c in self.kids(parenthetical) if c not in moved]
            self._kids[root.i] = self.kids(root) + moved
        if root.pos_ == "INTJ" and root.lower_ in INTERJECTIONS:
            top = self._node(root.lower_, root.i)
            top.add(":mode", Const("expressive", root.i))
        else:
            top = self._as_node(self.token(root, ctx), root.i)
        if parenthetical is not None:
            outer = self.token(parenthetical, ctx)
            outer_node = target(outer)
            if outer_node is not None:
                outer_node.add(":ARG1", top)
                top = outer_node
        if question and not self._has_unknown(top):
            if self._asks_confirmation(root):
                top.add(":ARG1-of", self._node("request-confirmation-91", sent[-1].i))
            else:
                top.add(":polarity", self._node("amr-unknown", sent[-1].i))
        elif self._imperative(root):
            self._mark_imperative(top, root)
        return self._connective(root, self._reify_causes(top))

    def _reify_causes(self, top: Node) -> Node:
        """AMR writes a reason as (c / cause-01 :ARG0 reason :ARG1 main); at the top the
        cause-01 node becomes the top, elsewhere it hangs from the main clause inverted."""
        for node in list(walk(top)):
            for i, (role, child) in enumerate(node.edges):
                if role == ":cause" and node is not top:
                    node.edges[i] = (":ARG1-of", self._cause_node(child, node))
        reason = top.get(":cause")
        if reason is None:
            return top
        top.remove(":cause", reason)
        cause = self._cause_node(reason, top)
        cause.add(":ARG1", top)
        return cause

    def _cause_node(self, reason: Child, main: Node) -> Node:
        reason_node = target(reason)
        # Aligned to its preposition where one led the reason ("due to falling ... rates"):
        # sharing the reason's word, the realizer lost it ("because of falling ... interest")
        lead = self.cause_leads.get(id(reason_node)) if reason_node else None
        cause = self._node("cause-01", lead if lead is not None else
                           reason_node.align if reason_node else main.align)
        cause.add(":ARG0", reason)
        return cause

    def _connective(self, root: Token, top: Node) -> Node:
        """A sentence opening with "And", "But", "So" continues the previous one."""
        sent = root.sent
        first = next((t for t in sent if not t.is_punct), None)
        if first is None or first.i == root.i or first.head.i != root.i:
            return top
        low = first.lower_
        if first.dep_ == "cc" and low in ("and", "or"):
            wrapper = self._node(low, first.i)
            wrapper.add(":op2", top)
            return wrapper
        if low in ("but", "yet") and first.dep_ in ("cc", "advmod"):
            wrapper = self._node("contrast-01", first.i)
            wrapper.add(":ARG2", top)
            return wrapper
        if low in ("so", "therefore", "thus") and first.dep_ in ("cc", "advmod"):
            wrapper = self._node("cause-01", first.i)
            wrapper.add(":ARG1", top)
            return wrapper
        return top

    def _asks_confirmation(self, root: Token) -> bool:
        """A yes/no question in statement order or in the negative ("They eat baobabs?",
        "Is it not important?") asks to confirm; AMR marks it with request-confirmation-91."""
        kids = self.kids(root)
        if any(c.dep_ == "neg" for c in kids):
            return True
        subject = next((c for c in kids if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
        if subject is None:
            return False
        inverted = any(c.dep_ in ("aux", "auxpass") and c.i < subject.i for c in kids) or (
            root.lemma_ == "be" and root.i < subject.i)
        return not inverted

    def _parenthetical(self, root: Token) -> Token | None:
        """ "I know, they need X": the parataxis verb becomes the top, its :ARG1 the clause."""
        for child in self.kids(root):
            if (child.dep_ == "parataxis" and child.lemma_.lower() in PARENTHETICAL_VERBS
                    and child.left_edge.i == root.sent.start  # it opens the sentence
                    and not any(c.dep_ in ("ccomp", "dobj", "xcomp") for c in self.kids(child))):
                return child
        return None

    def _imperative(self, verb: Token) -> bool:
        """A bare verb opening its clause, with no subject: "Draw me a sheep!", "Do not go."."""
        kids = self.kids(verb)
        if verb.tag_ != "VB" or any(c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj", "auxpass")
                                    for c in kids):
            return False
        auxiliaries = [c for c in kids if c.dep_ == "aux"]
        negative_do = bool(auxiliaries) and all(c.lower_ == "do" for c in auxiliaries) and any(
            c.dep_ == "neg" for c in kids)
        if auxiliaries and not negative_do:
            return False
        first = auxiliaries[0] if negative_do else verb
        return first.i == verb.sent.start or first.nbor(-1).lower_ in (
            "please", "now", "so", "oh", "then", ",", "and", "\"", "“", ":", "'", "‘", "--")

    def _mark_imperative(self, node: Node, verb: Token) -> None:
        """An order: :mode imperative, and "you" as :ARG0 unless the clause has one."""
        node.add(":mode", Const("imperative", verb.i))
        if not node.has(":ARG0"):
            node.edges.insert(0, (":ARG0", self.pronoun("you", verb.i)))

    def _has_unknown(self, node: Node) -> bool:
        return any(n.concept == "amr-unknown" for n in walk(node))

    # -- coordination ----------------------------------------------------------

    def coordination(self, head: Token, conjuncts: list[Token], ctx: Context) -> Child | None:
        conjuncts = sorted(conjuncts, key=lambda t: t.i)
        words = coordinator_words(conjuncts, (c for t in conjuncts for c in self.kids(t)
                                              if c.dep_ in ("cc", "preconj") and c.lower_ in COORD))
        cc = next((w for w in words if w is not None), None)
        verbal = head.pos_ in ("VERB", "AUX")
        top = self._node(COORD.get(cc.lower_, "and") if cc is not None else "and",
                         cc.i if cc is not None else head.i)
        shared = ctx.subject
        members: list[Child] = []
        said: list[Token | None] = []
        own_subject: list[bool] = []
        for conjunct, word in zip(conjuncts, words, strict=True):
            sub_ctx = ctx
            if conjunct is not head and shared is not None:
                sub_ctx = replace(ctx, subject=shared)
            child = self.token(conjunct, sub_ctx, coordinated=False)
            if child is None:
                continue
            own = conjunct.pos_ in ("VERB", "AUX") and has_own_subject(conjunct, BARE_TIME_WORDS)
            # A bare conjunct shares the subject of the clause just before it: "the inmate
            # fell but Selenski shimmed down ... and used the mattress" (parse_coordination).
            if conjunct is head or own:
                subj = self._subject_of(target(child), conjunct)
                if subj is not None:
                    shared = subj
            members.append(child)
            said.append(word)
            own_subject.append(own)
        if len(members) == 1:
            return members[0]
        if not verbal:
            share_partitive(members, self._node, PARTITIVES)  # "one or both of the boys"
        concepts = [COORD[w.lower_] if w is not None else "" for w in said]
        for k in range(len(concepts) - 1, 0, -1):  # "A, B and C": the comma says "and"
            concepts[k] = concepts[k] or (concepts[k + 1] if k + 1 < len(concepts) else "")
        concepts = [c or next((d for d in concepts if d), "and") for c in concepts]
        plan = nest_mixed(concepts, own_subject) if verbal else None
        if plan is None:
            plan = (top.concept, 0, list(range(len(members))))
        return self._coordinated(plan, members, said, top, head)

    def _coordinated(self, plan: Plan, members: list[Child], said: list[Token | None],
                     top: Node | None, head: Token) -> Child:
        """The coordination ``plan`` (parse_coordination) of ``members``; ``top`` is the
        node made for the whole list, used when it says the outermost coordinator."""
        if isinstance(plan, int):
            return members[plan]
        concept, k, parts = plan
        word = said[k]
        wrapper = top if top is not None and top.concept == concept else \
            self._node(concept, word.i if word is not None else head.i)
        children = [self._coordinated(part, members, said, None, head) for part in parts]
        if concept == "contrast-01" and len(children) == 2:
            wrapper.add(":ARG1", children[0])
            wrapper.add(":ARG2", children[1])
        else:
            for n, child in enumerate(children, start=1):
                wrapper.add(f":op{n}", child)
        return wrapper

    def _subject_of(self, node: Node | None, verb: Token | None = None) -> Child | None:
        """The node of ``verb``'s subject in its clause ``node``, to share with a bare
        conjunct: the one aligned to the subject word ("The December decision ... upheld the
        law and revived the debate": the decision, though it is an event, and never the
        law); else the first :ARG0 or :ARG1 that is no clause."""
        if node is None:
            return None
        said = next((c.i for c in self.kids(verb) if c.dep_ in ("nsubj", "nsubjpass")),
                    None) if verb is not None else None
        for role, edge_child in node.edges:
            found = target(edge_child) if role in (":ARG0", ":ARG1") else None
            if found is not None and said is not None and found.align == said:
                return Ref(found)
        for role in (":ARG0", ":ARG1"):
            child = node.get(role)
            if child is not None and not isinstance(child, Const):
                found = target(child)
                if found is not None and found.concept[-3:-2] != "-":
                    return Ref(found)
        return None

    # -- nominals --------------------------------------------------------------

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
            ref = self.pronoun(pron, tok.i)
            return ref
        if low in WH_PRONOUNS or low in ("where", "when", "why", "how"):
            if ctx.question:
                return self._node("amr-unknown", tok.i)
            concept = "person" if low in ("who", "whom") else "thing"
            node = self._node(concept, tok.i)
            return node
        if tok.pos_ == "NUM" and tok.dep_ not in ("nummod",):
            value = number_value(low)
            currency = next((c for c in self.kids(tok) if c.text in ("$", "€", "£", "¥")), None)
            if value is not None and currency is not None:  # "$900", which NER missed
                self.consumed.add(currency.i)
                node = self._node("monetary-quantity", tok.i)
                node.add(":quant", Const(value, tok.i))
                node.add(":unit", self._node(currency_unit([currency.text]), currency.i))
                self._noun_modifiers(node, tok, ctx)
                return node
            if value is not None and not any(c.dep_ in ("prep", "amod") for c in self.kids(tok)):
                node = self._node("thing", tok.i) if tok.dep_ in ("nsubj", "dobj") else None
                if node is None:
                    return Const(value, tok.i)
                node.add(":quant", Const(value, tok.i))
                return node
            if value is not None:
                node = self._node("thing", tok.i)
                node.add(":quant", Const(value, tok.i))
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
                and not any(c.dep_ == "amod" for c in self.kids(tok)):
            return frame, None
        return lemma, None

    def _remember(self, tok: Token, node: Node) -> None:
        """Noun mentions that a later third-person pronoun may refer back to."""
        ent = self.entity_of.get(tok.i)
        person = (ent is not None and ent.label_ == "PERSON") or tok.lemma_.lower() in PERSON_NOUNS
        if person and tok.tag_ in ("NN", "NNP"):
            self.mentions.append((tok.i, node, "person"))
        elif tok.tag_ in ("NNS", "NNPS"):
            self.mentions.append((tok.i, node, "plural"))

    def pronoun(self, concept: str, index: int) -> Child:
        """Personal pronouns are pooled per sentence: the same person is one node.

        A third-person pronoun with no earlier pronoun of its kind refers back to the
        nearest earlier noun of the right kind ("the prince ... his planet").
        """
        existing = self.pronouns.get(concept)
        if existing is not None:
            return Ref(existing)
        kind = {"he": "person", "she": "person", "they": "plural"}.get(concept)
        antecedent = max((m for m in self.mentions if m[0] < index and m[2] == kind),
                         default=None, key=lambda m: m[0]) if kind else None
        if antecedent is not None:
            self.pronouns[concept] = antecedent[1]
            return Ref(antecedent[1])
        node = self._node(concept, index)
        self.pronouns[concept] = node
        return node

    def entity(self, ent: Span) -> Node | None:
        label = ent.label_
        words = [t for t in ent if (not t.is_punct or t.text == "&") and t.lower_ not in ("the", "'s")]
        if not words:
            return None
        if label == "TIME":
            clock = clock_time([w.text for w in words])
            if clock is not None:
                for t in ent:
                    self.consumed.add(t.i)
                node = self._node("date-entity", ent.root.i)
                node.add(":time", Const(clock, words[0].i, quoted=True))
                return node
        kind: str | None
        if label == "DATE" and named_event(ent, words):
            kind = "event"  # "The Fourth of July Parade", not (date-entity :month 7)
        elif label in ("DATE", "TIME"):
            return self.date(ent, words)
        elif label in ("MONEY", "PERCENT"):
            return self.amount(ent, words)
        elif label in ("CARDINAL", "QUANTITY", "ORDINAL"):
            return None
        else:
            kind = entity_type(label, ent.text)
        if kind is None:
            return None
        for t in ent:
            self.consumed.add(t.i)
        node = self._node(kind, ent.root.i)
        name = self._node("name", ent.root.i)
        for n, word in enumerate(words, start=1):
            name.add(f":op{n}", Const(word.text, word.i, quoted=True))
        node.add(":name", name)
        return node

    def _shared_surname(self, tok: Token, ent: Span, node: Node) -> Node | None:
        """ "Ronald and Nancy Reagan": two people of one surname, (and :op1 Ronald Reagan
        :op2 Nancy Reagan), not Nancy Reagan modified by a Ronald."""
        if ent.label_ != "PERSON" or len(ent) < 2 or node.concept != "person":
            return None
        for first in self.kids(tok):
            named = self.entity_of.get(first.i)
            if first.dep_ not in ("nmod", "compound") or first.i in self.consumed \
                    or named is None or named.label_ != "PERSON" or len(named) != 1:
                continue
            cc = [k for k in self.kids(first) if k.dep_ == "cc" and k.lower_ in ("and", "or")]
            if not cc or not any(k.dep_ == "conj" and k.i == ent.start for k in self.kids(first)):
                continue
            self.consumed.update((first.i, cc[0].i))
            person = self._node("person", first.i)
            name = self._node("name", first.i)
            name.add(":op1", Const(first.text, first.i, quoted=True))
            name.add(":op2", Const(ent[-1].text, ent[-1].i, quoted=True))
            person.add(":name", name)
            pair = self._node(cc[0].lower_, cc[0].i)
            pair.add(":op1", person)
            pair.add(":op2", node)
            return pair
        return None

    def amount(self, ent: Span, words: list[Token], root: int | None = None) -> Node | None:
        """ "$ 27.5 million" -> (m / monetary-quantity :quant 27500000 :unit (d / dollar));
        "5 percent" -> (p / percentage-entity :value 5); "between $7.6 billion and $7.8
        billion" -> (b / between :op1 (...) :op2 (...)), not its first amount alone."""
        lowered_words = [w.lower_ for w in words]
        if lowered_words[:1] == ["between"] and "and" in lowered_words:
            k = lowered_words.index("and")
            low_end = self.amount(ent, words[1:k], words[k - 1].i) if k > 1 else None
            high_end = self.amount(ent, words[k + 1:], words[-1].i)
            if low_end is None or high_end is None or low_end.concept != high_end.concept:
                return None
            span = self._node("between", words[0].i)
            span.add(":op1", low_end)
            span.add(":op2", high_end)
            return span
        texts = [w.text for w in words]
        value = amount_value(texts)
        if value is None:
            return None
        number = next((w for w in words if w.like_num), words[0])
        for t in ent:
            self.consumed.add(t.i)
        lowered = [t.lower() for t in texts]
        if ent.label_ == "PERCENT" or "percent" in lowered or "%" in lowered \
                or " per cent" in " " + " ".join(lowered):
            # "8 per cent" tagged as money is still a share, not eight cents; its word is
            # "cent" even where spaCy rooted the phrase at the number ("A number, 8 per cent,")
            cent = next((w.i for w in words if w.lower_ == "cent"), ent.root.i)
            node = self._node("percentage-entity", cent if root is None else root)
            node.add(":value", Const(value, number.i))
            return node
        node = self._node("monetary-quantity", ent.root.i if root is None else root)
        node.add(":quant", Const(value, number.i))
        unit_token = next((w for w in words if not w.like_num and w.lower_ not in
                           ("million", "billion", "thousand", "trillion", "about")), words[0])
        node.add(":unit", self._node(currency_unit(texts), unit_token.i))
        return node

    def date(self, ent: Span, words: list[Token]) -> Node | None:
        parts = date_parts([w.text for w in words])
        if not parts or (len(words) == 1 and words[0].dep_ == "attr" and words[0].like_num):
            return None  # "Tate was 12 when ...": an age, not the twelfth of a month
        for t in ent:
            self.consumed.add(t.i)
        # "late Sunday night" is headed by "night", its :dayperiod: the date stands on the day
        anchor = next((words[i].i for role, _, i in parts if role == ":weekday"), ent.root.i) \
            if ent.root.lower_ in DAYPERIODS else ent.root.i
        node = self._node("date-entity", anchor)
        for role, value, i in parts:
            if role == ":weekday":
                node.add(role, self._node(value, words[i].i))
            else:
                node.add(role, Const(value, words[i].i))
        used = {i for _, _, i in parts}
        for i, word in enumerate(words):
            if i not in used and word.lower_ in DAYPERIODS:
                node.add(":dayperiod", self._node(word.lower_, word.i))  # "Sunday night"
                continue
            if i not in used and (word.lower_ in DATE_DEICTICS or word.lower_ in DATE_PARTS
                                  or word.lower_ == "fiscal"):  # "in fiscal 2003"
                node.add(":mod", self._node(word.lower_, word.i))  # "last October", not October
        return node

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
            elif low in QUANT_DETS:
                node.add(":quant", self._node(low, child.i))
            elif low in MOD_DETS:
                node.add(":mod", self._node(low, child.i))
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
            self._amod(node, child, ctx)
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
        if dep == "relcl":
            self._relative(node, child, ctx)
            return
        if dep == "acl":
            self._participle(node, child, ctx)
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
            node.add(":mod", self.token(child, ctx))
            return
        if dep == "appos" and node.concept == "person" and node.has(":name") \
                and child.text.isdigit() and int(child.text) < 130 and not self.kids(child):
            # "Armstrong, 31,": (p / person :name ... :age (t / temporal-quantity :quant 31
            # :unit (y / year)))
            age = self._node("temporal-quantity", child.i)
            age.add(":quant", Const(child.text, child.i))
            age.add(":unit", self._node("year", child.i))
            node.add(":age", age)
            return
        if dep == "appos" and apposition(self, node, child, ctx):
            return  # "Kevin Rollins, Dell's president,": see parse_appositions
        if dep == "appos" and listed_members(self, node, child, ctx):
            return  # "eight states ...: Alaska, ...", "A number, 8 per cent,": see parse_appositions
        if dep == "appos" and self.entity_of.get(child.i) is not None:
            sub = self.token(child, ctx)
            sub_node = target(sub)
            if sub_node is not None and sub_node.has(":name") and not node.has(":name"):
                node.add(":name", sub_node.get(":name"))
                carry_modifiers(node, sub_node)  # "lawyer, Mark Geragos of Los Angeles,"
            elif sub_node is not None and sub_node.has(":name") \
                    and self.entity_of[child.i].label_ == "GPE":
                node.add(":location", sub)  # "Socorro, New Mexico"
            return
        # punctuation, case, conj, cc, appos and the rest carry no AMR of their own

    def _amod(self, node: Node, adj: Token, ctx: Context) -> None:
        if adj.pos_ == "VERB" or adj.tag_ in ("VBN", "VBG"):
            event = self.token(adj, ctx, coordinated=False)
            role = ":ARG1-of" if adj.tag_ == "VBN" else ":ARG0-of"
            node.add(role, event)
            return
        sub = self.adjective(adj, ctx)
        if sub.concept == "have-degree-91":
            node.add(":ARG1-of", sub)
        elif sub.concept == "ordinal-entity":
            node.add(":ord", sub)
        elif sub.concept[-3:-2] == "-" and sub.concept[-2:].isdigit():
            node.add(":ARG1-of", sub)
        else:
            node.add(":mod", sub)
            age = next((c for c in self.kids(adj) if c.dep_ == "nummod" and c.like_num), None)
            # "a 76-year-old jeweler"; not on a role noun ("her 92-year-old husband", a
            # person), which the realizer rebuilds as "her 92 year-olds husband".
            if age is not None and ((adj.lower_.endswith("-old") and node.concept != "person")
                                    or adj.lower_.endswith(_MEASURE_ADJECTIVES)):  # "20-mile-long"
                value = number_value(age.lower_)
                if value is not None:
                    sub.add(":quant", Const(value, age.i))
        for conj in self.kids(adj):
            if conj.dep_ == "conj" and conj.pos_ == "ADJ":
                self._amod(node, conj, ctx)

    def _number(self, node: Node, num: Token) -> None:
        if money_modifier(self, node, num):  # "a $3 million bond"
            return
        if any(t.tag_ == "$" for t in num.subtree):
            # a sum money_modifier cannot read ("a salary of $10 million plus bonuses"):
            # left unparsed, not (b / bonus :quant 10000000), ten million bonuses
            return
        value = number_value(num.lower_)
        parts = [t for t in num.subtree if t.like_num]
        if value is not None and len(parts) > 1:  # "27 million", "two hundred"
            value = amount_value([t.text for t in parts]) or value
            self.consumed.update(t.i for t in parts if t is not num)
        if value is None:
            ordinal = ordinal_value(num.lower_)
            if ordinal is not None:
                ent = self._node("ordinal-entity", num.i)
                ent.add(":value", Const(ordinal, num.i))
                node.add(":ord", ent)
            else:
                node.add(":quant", self._node(num.lemma_.lower(), num.i))
            return
        doc = num.doc
        if num.i + 2 < len(doc) and not num.whitespace_ and doc[num.i + 1].text == "-" \
                and not doc[num.i + 1].whitespace_ and doc[num.i + 2].like_num \
                and num.head.tag_ in ("NN", "NNP"):
            # "3-15 infantry": a unit's designation (a singular noun), not three infantries
            self.consumed.update((num.i + 1, num.i + 2))
            node.add(":mod", Const(f"{num.text}-{doc[num.i + 2].text}", num.i, quoted=True))
            return
        if num.i > num.head.i:  # "chapter 1": a label, not a quantity
            node.add(":mod", Const(value, num.i))
            return
        if node.concept in TIME_UNITS:
            self._unit_quantity(node, "temporal-quantity", value, num.i)
            return
        head = num.head
        if node.concept == "cent" and head.i > 0 and head.doc[head.i - 1].lower_ == "per":
            # "28 per cent": a share, not 28 cents
            self.consumed.add(head.i - 1)
            node.concept, node.var, node.edges = ("percentage-entity",
                                                  self.builder.node("percentage-entity").var, [])
            node.add(":value", Const(value, num.i))
            return
        if node.concept in ("dollar", "cent", "euro", "pound", "franc"):
            self._unit_quantity(node, "monetary-quantity", value, num.i)
            return
        # "4.7 million": the constant says both words (~e.10,11), so the realizer reads the
        # noun phrase back whole ("4.7 million people infected with HIV")
        if len(parts) > 1:
            node.add(":quant", Const(value, parts[0].i, also=tuple(t.i for t in parts[1:])))
        else:  # "a dozen" ("dozen" is no digit word spaCy counts), "nine"
            node.add(":quant", Const(value, num.i))

    def _unit_quantity(self, node: Node, kind: str, value: str, index: int) -> None:
        """Turn ``node`` (the unit) into ``(kind :quant value :unit (unit))`` in place."""
        unit = self.builder.node(node.concept, node.align)
        unit.edges, node.edges = node.edges, []
        node.concept, node.var = kind, self.builder.node(kind).var
        node.add(":quant", Const(value, index))
        node.add(":unit", unit)

    def _relative(self, node: Node, clause_tok: Token, ctx: Context,
                  rel_pron: Token | None = None) -> None:
        if rel_pron is None:
            rel_pron = next((c for c in clause_tok.subtree if c.tag_ in ("WDT", "WP", "WRB")
                             and c.lower_ in ("who", "whom", "which", "that", "where", "when",
                                              "why")), None)
        bindings = ctx.bindings
        if rel_pron is not None:
            bindings = (*bindings, (rel_pron.i, node))
        sub_ctx = Context(subject=None, bindings=bindings, question=False)
        sub = self.token(clause_tok, sub_ctx, coordinated=False)
        clause = target(sub)
        if clause is None:
            return
        # Invert the role that points back at the head noun: (n :ARG0-of (c ...)).
        for role, child in list(clause.edges):
            if isinstance(child, Ref) and child.node is node:
                clause.remove(role, child)
                node.add(_invert(role), clause)
                return
        if rel_pron is None:  # "the book I read": the gap is the missing object
            gap = ":ARG1" if not clause.has(":ARG1") else ":ARG0" if not clause.has(":ARG0") \
                else ":ARG2"
            node.add(f"{gap}-of", clause)
            return
        node.add(":ARG1-of" if not clause.has(":ARG1") else ":mod", clause)

    def _participle(self, node: Node, verb: Token, ctx: Context) -> None:
        passive = verb.tag_ == "VBN"
        sub = self.token(verb, Context(subject=None, bindings=ctx.bindings, question=False),
                         coordinated=False)
        clause = target(sub)
        if clause is None:
            return
        if verb.pos_ not in ("VERB", "AUX") or clause.concept[-3:-2] != "-":
            node.add(":mod", clause)
            return
        role = ":ARG1" if passive or self.lex.role(clause.concept, "ARG0") is None else ":ARG0"
        if clause.has(role):
            role = ":ARG1" if role == ":ARG0" and not clause.has(":ARG1") else role
        node.add(f"{role}-of" if not clause.has(role) else ":mod", clause)


# "a 20-mile-long fjord": (m / mile-long :quant 20), as "a 76-year-old jeweler".
_MEASURE_ADJECTIVES = ("-long", "-wide", "-high", "-deep", "-tall", "-thick")


def _invert(role: str) -> str:
    return role[:-3] if role.endswith("-of") else f"{role}-of"


def convert_sentence(sent: Span, lex: PropBankLexicon, builder: GraphBuilder,
                     pronouns: dict[str, Node] | None = None) -> Node:
    """The AMR tree of one spaCy sentence; ``pronouns`` pools coreference across calls.

    >>> from pipeline.nlp import load_spacy
    >>> from pipeline.backends.builtin.lexicon import load_lexicon
    >>> builder = GraphBuilder()
    >>> doc = load_spacy()("He wanted to go home.")
    >>> print(builder.serialize(convert_sentence(next(doc.sents), load_lexicon(), builder)))
    (w / want-01~e.1 :ARG0 (h / he~e.0) :ARG1 (g / go-02~e.3 :ARG0 h :ARG4 (h2 / home~e.4)))
    """
    converter = SentenceConverter(lex, builder, pronouns if pronouns is not None else {})
    return converter.convert(sent)


# Time nouns that head a date phrase ("that evening", "the summer holiday").
_DATE_HEADS = TIME_UNITS | frozenset([
    "morning", "afternoon", "evening", "night", "weekend", "quarter", "season", "holiday",
    "period", "time", "today", "yesterday", "tomorrow", "ago", "spring", "summer", "autumn",
    "fall", "winter", "days", "weeks", "months", "years"])


def named_event(ent: Span, words: list[Token]) -> bool:
    """Whether a DATE entity names an event headed by a noun that is no time word ("The
    Fourth of July Parade"): read as a date it would lose all but its month.
    """
    root = ent.root
    return (root.pos_ in ("NOUN", "PROPN") and root.lower_ not in MONTHS
            and root.lower_ not in WEEKDAYS and root.lemma_.lower() not in _DATE_HEADS
            and not root.like_num and any(w.is_title for w in words if w.i != root.i))
