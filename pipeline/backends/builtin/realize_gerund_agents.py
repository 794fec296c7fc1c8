"""A gerund the source said after a preposition, rebuilt as a finite verb with no doer.

"Children get sick from drinking the water", "United has paid the city $34 million in
penalties for not meeting the first round of employment targets": the gerund's doer is
understood from its clause (the children drink, United does not meet), and the parse gives
the gerund no :ARG0.  A focus that makes the gerund a finite clause then says it without
who did it: "The water was drunk, which children get sick from", "It was the first round of
employment targets that was not met, which United has paid ... for", "It was the Blackberry
device and services that were sold in the United States, which an injunction against RIM
... would have prevented it from", "... would backfire by European consumers were hurt".
Who did it cannot be read off the clause soundly (the subject in "get sick from drinking",
the object in "prevented it from selling"), so such a rebuilt text is refused
(:meth:`GerundAgents.refuse_agentless_gerund`); the gerund kept as a gerund ("from drinking
the water") is left alone, and so is one whose :ARG0 the parse gave ("Jim Furyk celebrated
... by winning his first major golf championship": "His first major golf championship was
won by Jim Furyk, which is how he celebrated ...").
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import inflect, lemma_pos
from pipeline.backends.builtin.realize_base import (
    RealizationRefused,
    RealizerBase,
    is_frame,
    propbank_lexicon,
    stem,
)
from pipeline.backends.builtin.realize_words import GERUND_OBJECT_PREPS

__all__ = ["GerundAgents"]

# Adverbs a source says between the preposition and its gerund: "for not meeting", "of
# deliberately distorting", "for allegedly raping".
_BETWEEN = frozenset(["not", "never", "also", "even", "just", "only", "still"])


class GerundAgents(RealizerBase):
    """The check of a rebuilt text against a gerund whose doer the parse did not give."""

    def refuse_agentless_gerund(self, text: str) -> None:
        """Refuse ``text`` when it says as a finite verb (a form the source did not say as
        often) an event the source said as a gerund after a preposition ("from drinking",
        "for not meeting", "in deciding") and the parse gave no :ARG0, though the event's
        frame has one: the rebuilt clause drops who did it."""
        if self.source is None:
            return
        words = re.findall(r"[a-z'-]+", text.lower())
        said = [w.lower() for w in self.source.tokens]
        lexicon = propbank_lexicon()
        for node in self.nodes.values():
            if not node.align or not is_frame(node.concept):
                continue
            i = node.align[0]
            if not said[i].endswith("ing") or self._gerund_preposition(said, i) is None:
                continue
            if i + 1 < len(said) and "ADJ" in lemma_pos(said[i + 1]):
                # "JAPAN added to growing international pressure": a participle before its
                # noun's adjective modifies the noun, which is its subject, not its object
                continue
            if node.role == ":ARG0-of" or any(e.role == ":ARG0" for e in node.edges):
                continue
            if lexicon is not None and node.concept in lexicon \
                    and lexicon.role(node.concept, "ARG0") is None:
                continue  # a frame PropBank gives no doer: none is lost
            lemma = stem(node.concept)
            forms = {inflect(lemma, tag) for tag in ("VBD", "VBN", "VBZ")} - {said[i]}
            if any(words.count(f) > said.count(f) for f in forms):
                raise RealizationRefused(f"a gerund after '{self._gerund_preposition(said, i)}' "
                                         "said as a verb without its doer")

    @staticmethod
    def _gerund_preposition(said: list[str], i: int) -> str | None:
        """The preposition the source said before the gerund ``said[i]``, over an adverb
        ("for not meeting", "of deliberately distorting"), or None."""
        k = i - 1
        while k > 0 and (said[k] in _BETWEEN or (said[k].endswith("ly") and len(said[k]) > 4)):
            k -= 1
        return said[k] if k >= 0 and said[k] in GERUND_OBJECT_PREPS else None
