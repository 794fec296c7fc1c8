"""A rebuilt text that drops every perfect of a source that said one.

The parse keeps no aspect, so a focus may say the source's perfect as a simple tense or a
bare infinitive: "French President Jacques Chirac was said to have demanded ..." became
"It was French President Jacques Chirac who was said to demand ...", "it appeared to have
veered from its flight path" became "it appeared to veer ...", "has not been able to
determine" became "can not determine", and "have long been governed" became "were
governed".  Each moves the event's time; such a text is refused (an entry of
realize_source_faults' table, rebuilt texts only).  A text that keeps any "have" is
let through: which clause it belongs to is not read here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import HAVE_FORMS, TEXT_WORD

__all__ = ["lost_perfect"]

_TEXT_HAVE = HAVE_FORMS | frozenset(["having", "'s", "'ve", "'d"])
# Adverbs said between "have" and its participle ("have long been", "has not been").
_INNER_ADVERBS = frozenset(["long", "also", "already", "not", "n't", "never", "just",
                            "recently", "since", "ever", "yet", "still", "now", "all"])
_PARTICIPLE = re.compile(r"[a-z]+(?:ed|en)|been|done|made|said|found|left|held|had|won|lost|"
                         r"led|paid|sold|told|brought|bought|caught|taught|thought|fought|"
                         r"built|sent|spent|kept|met|run|become|come|gone|seen|begun")


def lost_perfect(text: str, tokens: Sequence[str]) -> str | None:
    """The source's perfect ("have demanded", "has not been") when ``text`` says no form
    of "have" at all, or None.

    >>> lost_perfect("It was Jacques Chirac who was said to demand that a European company "
    ...     "provide the engines.", "Jacques Chirac was said to have demanded that a "
    ...     "European company provide the engines .".split())
    'have demanded'
    >>> lost_perfect("A similar measure had been passed by the House.",
    ...     "The House had passed a similar measure .".split())
    >>> lost_perfect("He has three sons.", "He has three sons .".split())
    >>> lost_perfect("It was Coleman who said our values haven't changed.",
    ...     "Coleman said our values have n't changed .".split())
    """
    lowered = lowered_tokens(tokens)
    said = {w.lower() for w in TEXT_WORD.findall(text)}
    if said & _TEXT_HAVE or any(w.startswith(("haven'", "hasn'", "hadn'")) or w.endswith("'ve")
                                for w in said):
        return None  # (a contraction says its "have": "haven't changed", "they've")
    for at, token in enumerate(lowered[:-1]):
        if token not in HAVE_FORMS:
            continue
        after = at + 1
        while after < len(lowered) - 1 and (lowered[after] in _INNER_ADVERBS
                                            or lowered[after].endswith("ly")):
            after += 1
        if _PARTICIPLE.fullmatch(lowered[after]):
            return " ".join(lowered[at:after + 1])
    return None
