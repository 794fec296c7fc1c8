"""A source sentence's tokens with the forms the text checks read them in, made once.

Each of the ~180 rows of the text-against-source checks (realize_source_faults' tables) read
the source's tokens lowercased or joined by spaces, and made that list or string again for
every text of every focus: "Clearly Roman creams of any type do not normally survive ..."
was lowercased once per row and per text, a fifth of the generation's time going to the
checks.  :class:`SourceTokens` is the list of
:attr:`~pipeline.backends.builtin.realize_tree.Source.tokens` that keeps its lowercased
tokens (:func:`lowered_tokens`) and its space-joined text (:func:`joined_tokens`,
:func:`lowered_text`)
once made; a check takes any sequence of tokens (a test's ``sentence.split()``) and makes
them itself for one that is not a source's.  What these give is shared: a check reads it,
never changes it (they are typed as read-only sequences for that).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

__all__ = ["SourceTokens", "joined_tokens", "lowered_text", "lowered_tokens"]


class SourceTokens(list[str]):
    """The tokens of a source sentence, never changed once made, with their lowercased
    forms and their space-joined text computed on first use.

    >>> tokens = SourceTokens("Clearly Roman creams survive".split())
    >>> lowered_tokens(tokens)[:2], joined_tokens(tokens), lowered_text(tokens)
    (['clearly', 'roman'], 'Clearly Roman creams survive', 'clearly roman creams survive')
    >>> lowered_tokens(tokens) is lowered_tokens(tokens), lowered_tokens(["The", "Dow"])
    (True, ['the', 'dow'])
    """

    @cached_property
    def lowered(self) -> list[str]:
        return [t.lower() for t in self]

    @cached_property
    def joined(self) -> str:
        return " ".join(self)

    @cached_property
    def joined_lower(self) -> str:
        return self.joined.lower()


def lowered_tokens(tokens: Sequence[str]) -> Sequence[str]:
    """``tokens`` lowercased (a source's made once)."""
    if isinstance(tokens, SourceTokens):
        return tokens.lowered
    return [t.lower() for t in tokens]


def joined_tokens(tokens: Sequence[str]) -> str:
    """``tokens`` joined by single spaces (a source's made once)."""
    if isinstance(tokens, SourceTokens):
        return tokens.joined
    return " ".join(tokens)


def lowered_text(tokens: Sequence[str]) -> str:
    """``tokens`` lowercased and joined by single spaces (a source's made once)."""
    if isinstance(tokens, SourceTokens):
        return tokens.joined_lower
    return " ".join(tokens).lower()
