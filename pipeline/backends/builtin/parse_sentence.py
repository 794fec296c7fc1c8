"""A whole sentence: its top, a question's or an order's mood, a parenthetical "I know",
an opening connective ("And", "But", "So") and reasons reified as cause-01."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_base import Context, ConverterBase
from pipeline.backends.builtin.parse_graph import Child, Const, Node, target, walk
from pipeline.backends.builtin.parse_words import (
    INSERTED_ATTRIBUTION_VERBS,
    INTERJECTIONS,
    PARENTHETICAL_VERBS,
)
from pipeline.backends.builtin.realize_words import QUOTE_MARKS

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

__all__ = ["Sentences"]


class Sentences(ConverterBase):
    """The sentence as a whole; :meth:`convert` is where a conversion starts."""

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
        """ "I know, they need X", "After 9/11, he said, agents spent ...": the parataxis
        verb becomes the top, its :ARG1 the clause."""
        for child in self.kids(root):
            lemma = child.lemma_.lower()
            if (child.dep_ == "parataxis" and (
                    (lemma in PARENTHETICAL_VERBS and child.left_edge.i == root.sent.start)
                    or (lemma in INSERTED_ATTRIBUTION_VERBS and self._inserted_attribution(child)))
                    and not any(c.dep_ in ("ccomp", "dobj", "xcomp") for c in self.kids(child))):
                return child
        return None

    def _inserted_attribution(self, verb: Token) -> bool:
        """ "..., she said, ...", between commas inside the clause it attributes, with its own
        subject: left as a :mod of that clause, every other focus said it as a gerund
        ("agents spent ... saying")."""
        doc = verb.doc
        words = [t.i for t in verb.subtree if not t.is_punct]  # its commas may hang from it
        start, end = words[0], words[-1]
        if any(t.text in QUOTE_MARKS for t in verb.sent):
            # "she added, Captain Smith said simply, \"Oh my God.\"": the quotation, parsed
            # as a clause, lost its words
            return False
        if any(c.dep_ == "nsubj" and c.tag_ in ("WDT", "WP") for c in self.kids(verb.head)):
            # "... into place, he said, that would permit ...": a relative clause read as the
            # main one
            return False
        return start > verb.sent.start and end + 1 < verb.sent.end \
            and doc[start - 1].text == "," and doc[end + 1].text == "," \
            and any(c.dep_ == "nsubj" and c.i < verb.i for c in self.kids(verb))

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
