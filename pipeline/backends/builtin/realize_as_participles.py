"""A bare participle after "as" with an adverb before it: "proceeding exactly as planned".

"Intel ... said business was proceeding exactly as planned": the parse makes "planned" the
:time of "proceeding", with "exactly" its :manner.  The rule for a bare "as expected" (said
back as the source said it, realize_modifiers) takes a participle with no participant but a
re-entrancy; the adverb, a participant of its own, sent it to the general clause, which
said "business was proceeding when it was planned exactly": a time that is not the
source's, and the adverb moved.  Said back as the source had it: "exactly as planned".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_tree import Node, Ref

if TYPE_CHECKING:
    from pipeline.backends.builtin.realize_base import RealizerBase

__all__ = ["adverb_as_participle"]


def adverb_as_participle(realizer: RealizerBase, node: Node) -> str | None:
    """ "exactly as planned" for a participle ``node`` right after "as" whose only edge
    besides re-entrancies is the :manner adverb right before "as"; None otherwise."""
    source = realizer.source
    if source is None or not node.align:
        return None
    at = node.align[0]
    participle = realizer.word_of(node)
    if not participle or not participle.lower().endswith("ed") \
            or source.word(at - 1).lower() != "as":
        return None
    own = [e for e in node.edges if not isinstance(e.target, Ref)]
    if len(own) != 1 or own[0].role != ":manner":
        return None
    adverb = own[0].target
    if not isinstance(adverb, Node) or adverb.edges or adverb.align != (at - 2,) \
            or not source.word(at - 2).lower().endswith("ly"):
        return None
    realizer.done.update((node.var, adverb.var))
    return f"{source.word(at - 2).lower()} as {participle.lower()}"
