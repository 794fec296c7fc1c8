"""The checks of a finished text against its source's words, one row each: what a text that
reads well may still say wrongly for its source.  The rows are kept by kind, each kind in
its own module (each row's check in a module of its own says what it catches):

- realize_lost_word_faults: a word or mark of the source not said (a hedge, a percent or
  currency sign, a modal, a possessive, an apposition's comma);
- realize_added_word_faults: words the source did not say (a means, a placeholder, an "it");
- realize_moved_word_faults: the source's words said where they attach to something else (a
  moved possessor, an adverb past its verb, a torn name or range);
- realize_meaning_faults: every word kept, something else said (a swapped or asserted
  relative clause, a result said as a purpose, a denial moved).

:func:`source_fault` reports the first row that finds a fault, in that order.  A new row
goes at the end of its kind's table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_added_word_faults import ADDED_WORD_FAULTS
from pipeline.backends.builtin.realize_fault_rows import SourceFault
from pipeline.backends.builtin.realize_lost_word_faults import LOST_WORD_FAULTS
from pipeline.backends.builtin.realize_meaning_faults import MEANING_FAULTS
from pipeline.backends.builtin.realize_moved_word_faults import MOVED_WORD_FAULTS

if TYPE_CHECKING:
    import penman

    from pipeline.backends.builtin.realize_tree import Source
    from pipeline.backends.builtin.realizer import Realization

__all__ = ["SOURCE_FAULTS", "SourceFault", "source_fault"]

# The lost words first: their rows that run on every text (rebuilt or read in the source's
# order) are the oldest and name the plainest fault.
SOURCE_FAULTS: tuple[SourceFault, ...] = (
    LOST_WORD_FAULTS + ADDED_WORD_FAULTS + MOVED_WORD_FAULTS + MEANING_FAULTS)


def source_fault(graph: penman.Graph, result: Realization, source: Source,
                 rebuilt: bool) -> str | None:
    """The reason of the first row of :data:`SOURCE_FAULTS` that finds a fault in ``result``
    for ``source`` (rows kept to rebuilt texts run only where ``rebuilt``), or None."""
    for check, reason, rebuilt_only in SOURCE_FAULTS:
        if rebuilt_only and not rebuilt:
            continue
        found = check(graph, result, source)
        if found is not None and found is not False:
            return reason.format(found)
    return None
