"""A rebuilt text that states what the source asked.

"When I talked to him last time, did I think it was the end-all?" (1453) becomes "When I
talked to him last time, I thought it the end-all.", and 'Spengler replied, "Didn't your
mother die of breast cancer?' (2898) "Your mother did not die of breast cancer, Spengler
replied request.": the parse reads the question as its clause and the realizer says it as
a statement, which asserts what the source only asked (here its denial).  A text of a
question must keep its question mark; one without it is refused (an entry of
realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["question_stated"]

# Marks that may close a sentence after its question mark ('... cancer?"').
_CLOSING_MARKS = "\"'\u201d\u2019 "


def question_stated(text: str, tokens: Sequence[str]) -> str | None:
    """"?" where the source (``tokens``) ends on a question mark and ``text`` has none; else
    None.

    >>> question_stated("When I talked to him last time, I thought it the end-all.",
    ...     "When I talked to him last time , did I think it was the end-all ?".split())
    '?'
    >>> question_stated("It was Moscow that he asked: why not?", "He asked : why not ?".split())
    """
    said = joined_tokens(tokens).rstrip(_CLOSING_MARKS)
    if said.endswith("?") and "?" not in text:
        return "?"
    return None
