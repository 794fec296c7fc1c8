"""What one row of the text-against-source checks holds (:class:`SourceFault`), and
:func:`on_words`, the row of a check that reads only the text and the source's tokens.  The
rows live in one module per kind of fault (realize_lost_word_faults, realize_added_word_faults,
realize_moved_word_faults, realize_meaning_faults); realize_source_faults runs them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    import penman

    from pipeline.backends.builtin.realize_tree import Source
    from pipeline.backends.builtin.realizer import Realization

__all__ = ["SourceFault", "on_words"]

_Check = Callable[["penman.Graph", "Realization", "Source"], "str | bool | None"]


class SourceFault(NamedTuple):
    """One check of a text against its source's words: what it finds (a word, or True) fills
    ``reason``; ``rebuilt_only`` keeps it to texts the realizer rebuilt for a new focus."""

    check: _Check
    reason: str
    rebuilt_only: bool = True


def on_words(find: Callable[[str, Sequence[str]], str | bool | None], reason: str,
             rebuilt_only: bool = True) -> SourceFault:
    """The row of a check that reads only the text and the source's tokens (a
    :class:`~pipeline.backends.builtin.realize_source_tokens.SourceTokens`: a check reads them
    lowercased or joined through realize_source_tokens, made once for all rows).

    >>> row = on_words(lambda text, tokens: "not" in tokens and "not" not in text.split() and "not",
    ...                "the source's {!r} is not said")
    >>> row.rebuilt_only, row.reason.format("not")
    (True, "the source's 'not' is not said")
    """
    return SourceFault(lambda graph, result, source: find(result.text, source.tokens), reason,
                       rebuilt_only)
