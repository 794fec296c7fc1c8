"""A rebuilt text that says a name the source said with its possessive and nothing after it
("McDonald's", "Sainsbury's", "Alzheimer's") without the possessive.

"Larger rivals, including Tesco and Sainsbury's, were excluded from the bid battle" came back
"Last month, larger rivals, including Tesco and Sainsbury, were excluded ..." (MRPC train 188,
found in a blind read of kept fronted-topic texts); "some fast-food chains, including
McDonald's, ..." came back "including McDonald" (1197), "their risk of Alzheimer's" came back
"their risk of Alzheimer" (6044).  The possessive owns no noun: it is part of the name of a
firm, a shop or a disease, and the bare name is another one (a person).  Such a text is
refused (an entry of realize_source_faults' table, rebuilt texts only): a capitalized
word the source said with "'s" before a mark or a small word, said in the text without it.
The parser keeps such a possessive in a named entity's name (parse_entity_nodes), so this
catches the words it reads as common nouns ("Alzheimer's").  realize_said_possessives checks
the other kind, a possessive before the noun it owns.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_words import POSSESSIVE_MARKS

__all__ = ["standalone_possessive_lost"]

# Words after a name's possessive that show it owns no noun: a mark, a conjunction, a
# preposition or a verb of being or having.
_AFTER = frozenset([",", ".", ";", ":", ")", "and", "or", "by", "in", "on", "at", "for", "to",
                    "with", "from", "of", "is", "was", "has", "were", "are", "said", "says"])


def standalone_possessive_lost(text: str, tokens: Sequence[str]) -> str | None:
    """The name ``text`` says bare that the source (``tokens``) said with a possessive that
    owns no noun, or None.

    >>> standalone_possessive_lost("Some chains, including McDonald, display calorie "
    ...     "information.", "Some chains , including McDonald 's , display calorie "
    ...     "information .".split())
    'McDonald'
    >>> standalone_possessive_lost("Some chains, including McDonald's, display it.",
    ...     "Some chains , including McDonald 's , display it .".split())
    """
    for at in range(len(tokens) - 2):
        name, mark, after = tokens[at], tokens[at + 1], tokens[at + 2].lower()
        if mark not in POSSESSIVE_MARKS or mark in ("'", "\u2019") or after not in _AFTER \
                or not name[:1].isupper() or not name.isalpha():
            continue
        if re.search(rf"\b{re.escape(name)}(?![\w'\u2019])", text):
            return name
    return None
