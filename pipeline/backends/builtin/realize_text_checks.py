"""The checks of a finished text against its graph and its source, after the realizer said
it for a focus: each names what is wrong with a text that reads well and says something
else (a question rebuilt, a "you" never said, a relative clause opening the sentence, a
word of the graph or the source lost), then the rows of realize_source_faults (the
source's words said wrongly).  Split from realizer.py, whose ``_realize_once`` refuses a
text with the fault found here."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_coverage import unsaid
from pipeline.backends.builtin.realize_said import dropped_content
from pipeline.backends.builtin.realize_source_faults import source_fault
from pipeline.backends.builtin.realize_words import QUESTION_OPENERS

if TYPE_CHECKING:
    import penman

    from pipeline.backends.builtin.realize_tree import Source
    from pipeline.backends.builtin.realizer import Realization

__all__ = ["text_fault"]


def text_fault(graph: penman.Graph, result: Realization, source: Source | None) -> str | None:
    """What is wrong with ``result``, the text said for ``graph``'s focus, or None."""
    if source is not None and result.construction not in (
            None, "source-order", "multi-sentence") \
            and any(str(inst.target) == "amr-unknown" for inst in graph.instances()) \
            and (result.text.split(" ", 1)[0].strip("\"?!.,").lower() not in QUESTION_OPENERS
                 or re.search(r", (?:which|who|as) ", result.text)):
        # A parsed question rebuilt for a new focus: "It is the company that cuts its
        # forecast because of what?".  English opens a question with its question word or
        # auxiliary, which these constructions cannot, and takes no relative clause ("What do
        # you mean, which I started to cry ... with?").  (Gold graphs without alignments
        # keep their in-situ questions: "You want to take your sheep where?")
        return f"a question cannot be said as a {result.construction}"
    if source is not None and re.search(r"(?i)\byou\b", result.text) \
            and not any(w.lower() in ("you", "your", "yours") for w in source.tokens):
        # "Come tonight, 21-year-old Morgan and as many as 1,200 fellow students ... will
        # gather" parsed as an order: "21-year-old Morgan comes tonight, and ... in the gym
        # you!" says to a "you" the source never addressed
        return "a 'you' the source did not say"
    if source is not None and result.text.split(" ", 1)[0] in ("Which", "Whose", "Whom") \
            and not result.text.endswith("?"):
        # "Which was honored by Hamidi to stopping, which ...": a relative clause lost its noun.
        return "a relative clause cannot open the sentence"
    if result.construction == "fragment" and source is not None:
        # "Up of the euro in the past six weeks.", "Prisoners, ears that severed, and scalps
        # for souvenirs.": a parsed sentence read from a noun that heads no construction is
        # a noun phrase, never a paraphrase of the sentence.
        return "the focus heads no sentence, only a noun phrase"
    rebuilt = source is not None and result.construction not in (None, "source-order")
    missing = dropped_content(graph, result.text) if rebuilt else None
    if missing is not None:
        return f"{missing!r} of the graph is not in the text"
    unparsed = unsaid(graph, result.text) if result.text else None
    if unparsed is not None:
        # "four Asian countries" for "four Central Asian countries": the parse lost the
        # word, so every focus would; the sentence without it says something else.
        return f"the parse dropped {unparsed!r} of the source"
    if source is not None:
        fault = source_fault(graph, result, source, rebuilt)
        if fault is not None:
            return fault
    if not result.text.strip(" .?!\"") and result.refusal is None:
        return "nothing to say for this focus"
    return None
