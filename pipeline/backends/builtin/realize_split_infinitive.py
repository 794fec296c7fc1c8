"""Adverbs the source said between "to" and its verb: a split infinitive.

"It also supports coloured labels to better organise documents": the parse hangs "better"
on organise-01 as a :mod.  Said after the verb's complements, as other modifiers are, it
read "... to organise documents, and dynamic browsing of ... file servers to better", and
"better" lost its sense ("organise better", not "the better").  An adverb the source put
right after "to" and right before the verb stays there: "to better organise documents".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_tree import Node

if TYPE_CHECKING:
    from pipeline.backends.builtin.realize_tree import Edge

__all__ = ["split_infinitive_adverb", "with_split_adverbs"]


def split_infinitive_adverb(tokens: list[str], verb: Node, edge: Edge) -> bool:
    """Whether ``edge`` (a modifier of ``verb``) is a one-word adverb the source said
    between "to" and the verb ("to better organise")."""
    target = edge.target
    if edge.role not in (":mod", ":manner", ":degree") or not isinstance(target, Node) \
            or target.edges or not target.align or not verb.align:
        return False
    at = target.align[0]
    return len(target.align) == 1 and at + 1 == verb.align[0] and at > 0 \
        and tokens[at - 1].lower() == "to"


def with_split_adverbs(verb_words: list[str], adverbs: list[str]) -> list[str]:
    """``verb_words`` with ``adverbs`` after the infinitive's "to" ("to better organise");
    a verb group without "to" takes them first."""
    if not adverbs:
        return verb_words
    if verb_words[:1] == ["to"]:
        return ["to", *adverbs, *verb_words[1:]]
    return [*adverbs, *verb_words]
