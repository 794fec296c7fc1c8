"""A past participle of the source said as its verb's "-ing" form in the same place.

"Nikia Shanell Kilpatrick ... was found bound and strangled in her apartment" came back
"... who was found binding and strangling in her apartment": the parse holds the
participles as bare events under "found", and a rebuilt text said them as gerunds, which
makes her the one who bound and strangled.  A text that says, right after the word the
source's participle followed, that verb's "-ing" form the source never said has turned the
participle's voice round.

The other way round, "Doctors say one or both boys may die, and that some brain damage is
possible if they survive" came back "..., and if being survived, some brain damage is
possible": a clause after a subordinator the source gave a subject of its own is never said
as a passive gerund with none (:func:`clause_said_as_passive_gerund`; "Since being drafted
into service in 1971", as the source said it, stays).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_text, lowered_tokens
from pipeline.backends.builtin.realize_words import TEXT_WORD

__all__ = ["clause_said_as_passive_gerund", "participle_said_as_gerund"]

_PASSIVE_GERUND = re.compile(r"(?i)\b(if|when|unless|until|although|though|because|while|"
                             r"once|after|before|since) being (\w+)")


def participle_said_as_gerund(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` says a verb's "-ing" form where the source (``tokens``) said
    its past participle after the same word; else None.

    >>> source = "Kilpatrick was found bound and strangled in her apartment .".split()
    >>> participle_said_as_gerund("Kilpatrick was found binding and strangling there.", source)
    "the source's participle 'bound' said as 'binding'"
    >>> participle_said_as_gerund("Kilpatrick was found bound and strangled there.", source)
    >>> participle_said_as_gerund("Police were still binding the wounds.", source)
    """
    said = [w.lower() for w in TEXT_WORD.findall(text)]
    source = lowered_tokens(tokens)
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


def clause_said_as_passive_gerund(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` says a subordinator with "being" and a participle the source
    (``tokens``) never said so (module docstring); else None.

    >>> source = "some brain damage is possible if they survive .".split()
    >>> clause_said_as_passive_gerund("If being survived, some damage is possible.", source)
    "a clause said as a passive gerund with no subject ('If being survived')"
    >>> clause_said_as_passive_gerund("Since being drafted, it has racked up 45 accidents.",
    ...                               "Since being drafted , it has racked up".split())
    """
    source = lowered_text(tokens)
    for found in _PASSIVE_GERUND.finditer(text):
        if found.group(0).lower() not in source:
            return f"a clause said as a passive gerund with no subject ({found.group(0)!r})"
    return None
