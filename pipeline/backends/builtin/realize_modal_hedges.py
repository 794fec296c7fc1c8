"""A rebuilt text that tears the source's "may well" (a modal with its hedge: "very likely
will") apart or says it without its "well".

"They will feel themselves to be deceived and they may well dismiss legitimate evidence for
the dangers ... in the future." (MRPC train 135) became "..., and they may dismiss legitimate
evidence ... well in the future." (the hedge lost; "well in the future" says when) and "The
pressure may well rise today, ..." (7017) became "It was the final round ... that the
pressure may rise with well today ...".  The parse hangs "well" on the verb as a manner, and
the realizer says it last.  Such a text is refused (a row of realize_moved_word_faults'
table, rebuilt texts only); "very well" said right after the modal stays ("could very well
be embarking").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["torn_modal_hedge"]

_MODAL_WELL = re.compile(r"\b(may|might|could|would) (?:very )?well\b", re.IGNORECASE)


def torn_modal_hedge(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) "MODAL well" that ``text`` does not say whole, or None.

    >>> torn_modal_hedge("They may dismiss the evidence well in the future.",
    ...     "They may well dismiss the evidence in the future .".split())
    'may well'
    >>> torn_modal_hedge("The evidence may well be dismissed.",
    ...     "They may well dismiss the evidence .".split())
    >>> torn_modal_hedge("He may do well.", "He may do well .".split())
    """
    found = _MODAL_WELL.search(joined_tokens(tokens))
    if found is None or _MODAL_WELL.search(text):
        return None
    return found.group(0).lower()
