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

from dataclasses import replace
from typing import TYPE_CHECKING

from pipeline.backends.builtin.lexicon import PropBankLexicon
from pipeline.backends.builtin.parse_adjectives import Adjectives
from pipeline.backends.builtin.parse_base import Context, ConverterBase
from pipeline.backends.builtin.parse_clauses import Clauses
from pipeline.backends.builtin.parse_coordination import (
    Plan,
    coordinator_words,
    has_own_subject,
    nest_mixed,
)
from pipeline.backends.builtin.parse_entity_nodes import EntityNodes
from pipeline.backends.builtin.parse_graph import (
    Child,
    Const,
    GraphBuilder,
    Node,
    Ref,
    target,
    walk,
)
from pipeline.backends.builtin.parse_modifiers import Modifiers
from pipeline.backends.builtin.parse_nominals import Nominals
from pipeline.backends.builtin.parse_partitives import share_partitive
from pipeline.backends.builtin.parse_prep_phrases import PrepositionalPhrases
from pipeline.backends.builtin.parse_words import (
    BARE_TIME_WORDS,
    COORD,
    INTERJECTIONS,
    PARENTHETICAL_VERBS,
    PARTITIVES,
)

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

__all__ = ["Context", "SentenceConverter", "convert_sentence"]


class SentenceConverter(Clauses, Modifiers, Adjectives, PrepositionalPhrases, Nominals, EntityNodes, ConverterBase):
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
