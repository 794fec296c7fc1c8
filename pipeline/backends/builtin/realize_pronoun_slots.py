"""A rebuilt text that puts a pronoun where English cannot have it.

Three shapes, each read as broken, refused (entries of realize_source_faults' table,
rebuilt texts only):

- a cleft on "it" ("It was it and nearly $2.5 million in bonus pay of $950,000 in salary
  that Dell made ...", "It was it's been a busy couple of days ..."): a list of amounts
  whose first member the parse made a pronoun, or a source opening on "It's", picked out as
  the focus;
- a relative clause "which it was VBN" that the source did not say ("..., which it was
  arrested for yesterday." for "A top aide ... was arrested yesterday for allegedly raping
  ...", "in which Scribner's body floated, which it was found"): the passive's subject said
  as "it" inside a relative clause on another event;
- a subject pronoun after a preposition ("... by he and colleagues." for "He and
  colleagues named it ..."): a passive's agent said in the source's case.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["pronoun_slot_fault"]

_CLEFT_ON_IT = re.compile(r"(?:[^,]*, )?[Ii]t (?:is|was|'s) it(?:'s)?\b")
_RELATIVE_IT_PASSIVE = re.compile(r"\bwhich it (?:is|was|were|has been|had been) \w+")
# A subject pronoun after a preposition that never opens a clause ("after he left", "than
# they did" may) and with no verb after it.
_AFTER_PREPOSITION = re.compile(r"\b(?:by|of|with|to|from|at|on|in|into|about|against|among|"
                                r"between|toward|towards|upon) (?:he|she|they|we|I)\b(?! (?:"
                                r"is|was|were|are|am|had|has|have|will|would|could|can|did|do|"
                                r"does|said|says|might|must|should|may|\w+ed)\b)")


def pronoun_slot_fault(text: str, tokens: Sequence[str]) -> str | None:
    """The words of ``text`` that put a pronoun where the source (``tokens``) did not and
    English cannot, or None.

    >>> pronoun_slot_fault("It was it and nearly $2.5 million in bonus pay of $950,000 in "
    ...     "salary that Dell made.", "Dell made $950,000 in salary and nearly $2.5 million "
    ...     "in bonus pay .".split())
    'It was it'
    >>> pronoun_slot_fault("The aide raped a staffer, which it was arrested for yesterday.",
    ...     "The aide was arrested yesterday for raping a staffer .".split())
    'which it was arrested'
    >>> pronoun_slot_fault("It was named Colymbosathon ecplecticos by he and colleagues.",
    ...     "He and colleagues named it Colymbosathon ecplecticos .".split())
    'by he'
    >>> pronoun_slot_fault("It was the dog that he said barked.",
    ...     "He said the dog barked .".split())
    >>> pronoun_slot_fault("It was after he left that they met.",
    ...     "They met after he left .".split())
    """
    source = lowered_text(tokens)
    cleft = _CLEFT_ON_IT.match(text)
    if cleft is not None:
        return cleft.group(0)
    relative = _RELATIVE_IT_PASSIVE.search(text)
    if relative is not None and relative.group(0).lower() not in source:
        return relative.group(0)
    for found in _AFTER_PREPOSITION.finditer(text):
        if found.group(0).lower() not in source:
            return found.group(0)
    return None
