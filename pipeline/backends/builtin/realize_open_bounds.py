"""A number the source left open at one end ("women 65 and older", "600 or so executives",
"one or more outside contractors"), said with its bound.

spaCy reads the bound as a conjunct of something else ("older" a conjunct of "in"), and no
rule gives it a node: the graph states the bare number, and every rebuilt focus was refused
("the parse dropped 'older' of the source"), or would have stated an exact figure the source
did not.  The bound belongs to the number, as a hedge before it does ("about 300 people",
:meth:`~pipeline.backends.builtin.realize_source_words.SourceWords.approximator`): the
realizer says the number as the source wrote it
(:meth:`~pipeline.backends.builtin.realize_source_context.SourceContext.number_text`), and
an unparsed bound right after its token is said with it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

__all__ = ["open_bound"]

# The words after "and"/"or" that leave a number open at one end.
_BOUNDS = frozenset({"older", "younger", "over", "above", "under", "below", "more", "less",
                     "fewer", "so", "up"})


def open_bound(tokens: Sequence[str], owner: Mapping[int, str], at: int) -> str:
    """" and older" when the number at token ``at`` is followed by an unparsed "and/or"
    and one of :data:`_BOUNDS` ("65 and older"), else "".

    >>> open_bound(["women", "65", "and", "older", "and", "did"], {}, 1)
    ' and older'
    >>> open_bound(["600", "or", "so", "executives"], {}, 0)
    ' or so'
    >>> open_bound(["65", "and", "older"], {2: "o"}, 0)
    ''
    >>> open_bound(["3", "and", "more", "recently"], {}, 0)
    ''
    """
    if at + 2 >= len(tokens):
        return ""
    conjunction, bound = tokens[at + 1].lower(), tokens[at + 2].lower()
    after = tokens[at + 3].lower() if at + 3 < len(tokens) else ""
    if conjunction in ("and", "or") and bound in _BOUNDS \
            and owner.get(at + 1) is None and owner.get(at + 2) is None \
            and after != "than" and not after.endswith("ly"):  # not "5 and more recently"
        return f" {conjunction} {bound}"
    return ""
