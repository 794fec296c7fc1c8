"""A past participle of the source said as its verb's "-ing" form in the same place.

"Nikia Shanell Kilpatrick ... was found bound and strangled in her apartment" came back
"... who was found binding and strangling in her apartment": the parse holds the
participles as bare events under "found", and a rebuilt text said them as gerunds, which
makes her the one who bound and strangled.  A text that says, right after the word the
source's participle followed, that verb's "-ing" form the source never said has turned the
participle's voice round.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemmas

__all__ = ["participle_said_as_gerund"]

_WORD = re.compile(r"[\w'-]+")


def participle_said_as_gerund(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` says a verb's "-ing" form where the source (``tokens``) said
    its past participle after the same word; else None.

    >>> source = "Kilpatrick was found bound and strangled in her apartment .".split()
    >>> participle_said_as_gerund("Kilpatrick was found binding and strangling there.", source)
    "the source's participle 'bound' said as 'binding'"
    >>> participle_said_as_gerund("Kilpatrick was found bound and strangled there.", source)
    >>> participle_said_as_gerund("Police were still binding the wounds.", source)
    """
    said = [w.lower() for w in _WORD.findall(text)]
    source = [t.lower() for t in tokens]
    for k in range(1, len(said)):
        word = said[k]
        if not word.endswith("ing") or word in source:
            continue
        for lemma in lemmas(word):
            participle = inflect(lemma, "VBN")
            if participle != word and any(
                    source[j] == participle and source[j - 1] == said[k - 1]
                    for j in range(1, len(source))):
                return f"the source's participle {participle!r} said as {word!r}"
    return None
