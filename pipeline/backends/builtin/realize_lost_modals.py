"""A rebuilt text that says none of the source's modality.

"But I would rather be talking about high standards than low standards." said from the
standards came out "But there were high standards than low standards about which I was
talking rather."; "it would have to restate earnings" came out "it had to restate
earnings"; "will probably lead" came out a cleft with no "will" at all.  A text that holds
no modal word, nor any of the words the realizer says a modal frame with ("able",
"possible", "had to", "likely", ...), where the source said a modal, asserts as a fact what
the source only said would, could or might be; it is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_words import MODALS
from pipeline.backends.builtin.realize_words import MODAL_PAST, MODAL_WORDS

__all__ = ["lost_modal"]

# The words a text may say a modal with: the modals, their past and frame words, and the
# paraphrases of possibility, need and likelihood the realizer uses for a modal frame.
_MODAL_SAYINGS = frozenset(
    [word for word in MODALS if word.isalpha()]
    + [word for said in MODAL_PAST.values() for word in said.split()]
    + [word for words in MODAL_WORDS.values() for word in words]
    + ["able", "possible", "possibly", "allowed", "permitted", "likely", "probably",
       "won't", "can't", "cannot", "shouldn't", "wouldn't", "couldn't", "mustn't", "'ll",
       "'d"]) - {"have", "has", "had", "to"}
# An obligation or intention said with "to" ("had to restate" for "would have to
# restate"); a bare "have" is the perfect's and says no modality.
_SAID_WITH_TO = re.compile(r"(?i)\b(?:have|has|had|need|needs|needed|ought|going) to\b")
_TEXT_WORDS = re.compile(r"'\w+|\w+(?:'\w+)?")


def lost_modal(text: str, tokens: Sequence[str]) -> str | None:
    """The first modal of the source (``tokens``) when ``text`` says no modal word at all,
    or None.  A capital "May" inside the sentence is the month.

    >>> lost_modal("But there were high standards than low standards about which I was "
    ...     "talking rather.", "But I would rather be talking about high standards".split())
    'would'
    >>> lost_modal("It is the company that had to restate earnings.",
    ...     "The company said it would have to restate earnings".split())
    >>> lost_modal("It was in May that sales rose.", "Sales rose in May".split())
    """
    modal = next((token.lower() for at, token in enumerate(tokens)
                  if token.lower() in MODALS and token.lower() != "'d"
                  and (token.islower() or (at == 0 and token != "May"))), None)
    if modal is None:
        return None
    said = {word.lower() for word in _TEXT_WORDS.findall(text)}
    return None if said & _MODAL_SAYINGS or _SAID_WITH_TO.search(text) else modal
