"""Adverbs the source said between "to" and its verb: a split infinitive.

"It also supports coloured labels to better organise documents": the parse hangs "better"
on organise-01 as a :mod.  Said after the verb's complements, as other modifiers are, it
read "... to organise documents, and dynamic browsing of ... file servers to better", and
"better" lost its sense ("organise better", not "the better").  An adverb the source put
right after "to" and right before the verb stays there: "to better organise documents".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_base import is_frame, stem
from pipeline.backends.builtin.realize_tree import Node

if TYPE_CHECKING:
    from pipeline.backends.builtin.realize_tree import Edge

__all__ = ["split_adverb_focus", "split_infinitive_adverb", "with_split_adverbs"]


def split_infinitive_adverb(tokens: list[str], verb: Node, edge: Edge) -> bool:
    """Whether ``edge`` (a modifier of ``verb``) is a one-word adverb the source said
    between "to" and the verb ("to better organise")."""
    target = edge.target
    if edge.role not in (":mod", ":manner", ":degree") or not isinstance(target, Node) \
            or target.edges:
        return False
    return _between_to_and_verb(tokens, target, verb)


def _between_to_and_verb(tokens: list[str], adverb: Node, verb: Node) -> bool:
    if len(adverb.align) != 1 or not verb.align or not is_frame(verb.concept):
        return False
    at = adverb.align[0]
    # the verb said as its bare form, not as a noun ("to industry publications")
    return at + 1 == verb.align[0] and at > 0 and tokens[at - 1].lower() == "to" \
        and tokens[verb.align[0]].lower() == stem(verb.concept).split("-")[0]


def with_split_adverbs(verb_words: list[str], adverbs: list[str]) -> list[str]:
    """``verb_words`` with ``adverbs`` after the infinitive's "to" ("to better organise");
    a verb group without "to" takes them first."""
    if not adverbs:
        return verb_words
    if verb_words[:1] == ["to"]:
        return ["to", *adverbs, *verb_words[1:]]
    return [*adverbs, *verb_words]


def split_adverb_focus(tokens: list[str], top: Node) -> bool:
    """Whether a focus is such an adverb: "better" of "to better organise" has no phrase of
    its own to lead with (it gave "To better organise of it of documents, ...")."""
    # (refocused, a modifier holds its head by :domain)
    ups = [e for e in top.edges if e.role in (":domain", ":mod-of", ":manner-of", ":degree-of")
           and isinstance(e.target, Node)]
    if len(ups) != 1 or len(top.edges) != 1:
        return False
    verb = ups[0].target
    assert isinstance(verb, Node)
    return _between_to_and_verb(tokens, top, verb)
