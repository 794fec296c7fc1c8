"""A modal frame said in the verb group of the event below it: (f / forgive-01 :ARG1-of
(p / possible-01 :polarity -)) as "could not forgive", with the source's own modal word,
its tense, and the perfect of a past event under a modal adjective ("could have died" for
"it was possible the bomber died").

Split from realize_verbs.py (the verb group read from the source's own verb): these
rules build the group from a frame above the verb.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_base import (
    RealizerBase,
    stem,
)
from pipeline.backends.builtin.realize_tree import (
    Edge,
    Node,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    MODAL_ADJECTIVES,
    MODAL_PAST,
    MODAL_WORDS,
    MODALS,
)


class ModalGroups(RealizerBase):
    """Modal frames said as the modal of their event's verb group."""

    def modal_above(self, node: Node, edges: list[Edge], negated: bool,
                    ) -> tuple[list[Edge], str | None, bool]:
        """A modal that a refocusing left above ``node`` ((f / forgive-01 :ARG1-of (p /
        possible-01 :polarity -))): said in the verb group ("could not forgive"), its own
        edges up (to "said"...) taken over, so the modality and negation stay."""
        for e in edges:
            target = e.target
            if not isinstance(target, Node) or not is_inverted(e.role) \
                    or target.var in self.done or not MODALS.get(target.concept):
                continue
            action = ":ARG2" if target.concept == "obligate-01" else ":ARG1"
            if base_role(e.role) != action:
                continue
            word = self.modal_word(target)
            self.done.add(target.var)
            if self.const(target, ":polarity") == "-":
                negated = not negated
            ups = [x for x in target.edges if is_inverted(x.role) or x.role not in (
                ":polarity", action, ":mode")]
            rest = [x for x in edges if x is not e]
            return [*rest, *ups], word, negated
        return edges, None, negated

    def perfect_under_modal(self, modal: Node, event: Node) -> bool:
        """Whether ``event``, said in the verb group of the modal frame ``modal``, takes the
        perfect: the source said the frame with an adjective and the event as a past of its
        own (:meth:`past_under_modal`): "could have died" for "it was possible the bomber
        died", "will probably have signed" for "it's likely the two signed"."""
        return (self.word_of(modal) or "").lower() in MODAL_ADJECTIVES \
            and self.past_under_modal(event)

    def modal_word(self, node: Node) -> str:
        """The finite modal of a modal frame: the source's own word when it is one for this
        frame ("may", "might": a possibility is not said as an ability, "can"), else the
        frame's word in the tense :meth:`modal_is_past` gives ("can", "could")."""
        said = (self.word_of(node) or "").lower()
        said = {"ca": "can"}.get(said, said)
        if said in MODAL_WORDS.get(node.concept, ()):
            return said
        if said == "able" and self.source is not None and node.align and node.align[0] > 1:
            # "Barry Callebaut will be able to use Brach's retail network": the source's
            # future, not "It is Barry Callebaut who can use ..." (an ability now)
            # ("would not be able to": the negation is the frame's own :polarity)
            at = node.align[0]
            aux = at - 3 if self.source.word(at - 2).lower() in ("not", "n't") else at - 2
            if aux >= 0 and self.source.word(at - 1).lower() == "be" \
                    and self.source.word(aux).lower() in ("will", "would", "wo") \
                    and self.source.word(at + 1).lower() == "to":
                return "will be able to" if self.source.word(aux).lower() != "would" \
                    else "would be able to"
        if self.source is not None and node.align and node.align[0] > 1 \
                and self.source.word(node.align[0]).lower() in ("able", "unable"):
            # "authorities have been unable to stop the tragedies": the source's perfect,
            # not "authorities can not stop" (a present ability; the word is no match of
            # possible-01 for word_of)
            at = node.align[0]
            perfect = self.source.word(at - 2).lower()
            if self.source.word(at - 1).lower() == "been" and perfect in ("have", "has", "had") \
                    and self.source.word(at + 1).lower() == "to":
                return f"{perfect} been able to"
        word = MODALS.get(node.concept) or ""
        return MODAL_PAST[word] if self.modal_is_past(node) and word in MODAL_PAST else word

    def modal_is_past(self, node: Node) -> bool:
        """Whether a modal is said in the past: the source's own "could", even inside a
        quotation (which is otherwise in the present), else the narrative tense."""
        word = (self.word_of(node) or "").lower()
        if word in ("could", "might", "would", "should", "had"):
            return True
        if word in ("can", "may", "will", "must", "shall", "ca", "has"):
            return False  # ("has to be followed up" is no "had to"; "would have to" is past)
        return self.verb_features(node).tense == "past"

    def past_under_modal(self, node: Node) -> bool:
        """Whether ``node``, said after a modal frame's word, was a past event in the source:
        "it was possible the bomber died" (or "was killed") is "could have died", not "could
        die", which puts the death after the saying.  Only the source's own past form counts
        (not the narrative tense, nor a verb after a modal of its own: "could liquidate")."""
        if self.source is None or not node.align:
            return False
        features = self.verb_features(node)
        if features.modal is not None or features.tense != "past" or features.perfect:
            return False
        at = node.align[0]
        word = self.source.word(at).lower()
        lemma = stem(node.concept).split("-")[0]
        before = self.source.word(at - 1).lower() if at > 0 else ""
        if before in ("be", "to", "been", "being", "have", "has", "had"):
            return False  # not finite: "has to be followed up"
        return word != lemma and (word == inflect(lemma, "VBD") or before in ("was", "were"))
