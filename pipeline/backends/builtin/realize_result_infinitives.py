"""An "only to" infinitive of the source, a result that undid its clause's act, said apart
from the clause or from its own words.

"Congress twice before passed similar restrictions only to see President Bill Clinton veto
them": the parse reads the infinitive as the act's purpose, and a rebuilt text said it as
one ("Only to see President Bill Clinton veto similar restrictions, Congress passed them
twice before") or cut it from its own object ("President Bill Clinton vetoes similar
restrictions that Congress passed twice before only to see it").  The infinitive says what
happened next, after its clause and to its subject: a text must say it where the source
did, after the clause, with its next two words, and not in a passive, or not at all
(:func:`moved_result_infinitive`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["moved_result_infinitive"]


def moved_result_infinitive(text: str, tokens: Sequence[str], passive: bool = False) -> str | None:
    """The source's "only to <verb>" that ``text`` fronts or says without its next word,
    or says in the clause a ``passive`` text made passive (whose subject would be the one
    who saw: "Similar restrictions were passed by Congress twice before only to see ..."),
    or None.

    >>> src = "Congress passed restrictions only to see Clinton veto them .".split()
    >>> moved_result_infinitive("It was Congress that passed restrictions only to see Clinton veto them.", src)
    >>> moved_result_infinitive("Restrictions were passed by Congress only to see Clinton veto them.", src, True)
    'only to see'
    >>> moved_result_infinitive("Only to see Clinton veto restrictions, Congress passed them.", src)
    'only to see'
    >>> moved_result_infinitive("Clinton vetoes restrictions that Congress passed only to see it.", src)
    'only to see'
    >>> src = "Police searched it , and they tried to find him only to find he had left .".split()
    >>> moved_result_infinitive("It was searched by police, and they tried to find him only to find that he had left.", src, True)
    """
    for i in range(1, len(tokens) - 3):
        if tokens[i].lower() != "only" or tokens[i + 1].lower() != "to" \
                or not tokens[i + 2].isalpha() or not tokens[i + 2].islower():
            continue
        phrase = " ".join(tokens[i:i + 3]).lower()
        if not re.search(rf"(?i)\b{phrase}\b", text):
            continue
        # (the realizer may open what was found with "that": "only to find that he had left")
        whole = rf"{re.escape(phrase)} (?:that )?{re.escape(tokens[i + 3])}"
        clause = re.split(r", (?:and |but )?", text[:text.lower().index(phrase)])[-1]
        if (passive and " by " in clause) or text.lower().startswith(phrase) \
                or not re.search(rf"(?i)\b{whole}", text):
            return phrase
    return None
