"""The variable of the parse's own root, in the graph's ``::root`` metadata.

A refocused graph keeps its source's metadata, and its top's inverted edges are the path
up to the old root (``(r / represent-01 :ARG1-of (s / say-01 :ARG0 ...))`` for a focus
on "represent" of "Bloomberg data says the shares represent ..."), which the realizer
rebuilds around the new focus.  The parse's own root may carry the very same edges where
the source says them of it: "..., according to Bloomberg data" is ``say-01 :ARG1-of``,
"..., based on the latest data" ``base-02 :ARG1-of``, "including convertible securities"
``include-91``: the graph alone cannot tell the two apart, and the parse's root was taken
for a refocused one, so it was never read back in the source's order and none of its
verbatim order moves ran.  The parser names its root, so the realizer knows the graph
whose top it is (:meth:`~pipeline.backends.builtin.realize_refocused_top.RefocusedTop.
looks_refocused`).  Gold graphs carry no such line and are judged from their edges.
"""

from __future__ import annotations

__all__ = ["KEY"]

KEY = "root"
