"""A perfect's auxiliary said again in the second of two coordinated verbs it governed.

"SARS has killed about 800 people and affected more than 8400" shares its "has" between
both verbs; a rebuilt text that gives the second verb a subject of its own ("It is SARS
that has killed about 800 people, and it affected more than 8400 ...", "The Prime Ministers
... have met in Beijing, and they approved a budget ...") says it in the simple past, which
moves the event out of the present perfect.  The parse keeps no aspect, so the realizer
cannot say it from the graph; the text is mended from the source: the auxiliary goes
back before the second verb ("..., and it has affected more than 8400 ...").  Only a
pronoun subject and the source's very participle after "and", with no auxiliary of its
own, are mended.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemmas
from pipeline.backends.builtin.realize_words import HAVE_FORMS

__all__ = ["shared_perfect"]

_CLAUSE_ENDS = frozenset([".", ";", ":", "but", "while", "because", "although", "when", "that",
                          "which", "who"])
_PRONOUN_AND_VERB = r", and (it|they|he|she|we|I) ({verb})\b"


_MODALS = frozenset(["can", "could", "will", "would", "shall", "should", "may", "might", "must"])


def _participle(word: str) -> bool:
    # Not morphology.past_participle: a perfect's participle is often the same as its verb
    # ("has cut ... and put"), which that test leaves out, and it takes "could" for "can"'s.
    return word not in _MODALS and word.isalpha() \
        and any(inflect(lemma, "VBN") == word for lemma in lemmas(word))


def _shared(tokens: Sequence[str]) -> list[tuple[str, str]]:
    """The source's (auxiliary, second participle) pairs: "has killed ... and affected"."""
    low = [t.lower() for t in tokens]
    pairs = []
    for k, word in enumerate(low):
        if word not in HAVE_FORMS or k + 1 >= len(low):
            continue
        first = k + 1 + (low[k + 1].endswith("ly"))
        if first >= len(low) or not _participle(low[first]) or low[first] == "been":
            continue
        for m in range(first + 1, len(low) - 1):
            if low[m] in _CLAUSE_ENDS:
                break
            if low[m] == "and":
                second = m + 1 + (low[m + 1].endswith("ly"))
                if second < len(low) and _participle(low[second]) \
                        and low[second] not in ("been", "had"):
                    pairs.append((word, low[second]))
                break
    return pairs


def shared_perfect(text: str, tokens: Sequence[str]) -> str:
    """``text`` with the source's (``tokens``) shared perfect said again before the second
    verb that the text gave a pronoun subject.

    >>> shared_perfect("It is SARS that has killed 800 people, and it affected 8400 since "
    ...     "May.", "SARS has killed 800 people and affected 8400 since May .".split())
    'It is SARS that has killed 800 people, and it has affected 8400 since May.'
    >>> shared_perfect("They met, and they approved it.", "They met and approved it .".split())
    'They met, and they approved it.'
    """
    for auxiliary, participle in _shared(tokens):
        pattern = _PRONOUN_AND_VERB.format(verb=re.escape(participle))
        text = re.sub(pattern, rf", and \1 {auxiliary} \2", text, count=1)
    return text
