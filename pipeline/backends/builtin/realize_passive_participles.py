"""A rebuilt text does not say a passive participle of the source as an active verb taking a
clause.

"The earnings beat by a penny the consensus estimate of analysts surveyed by Thomson First
Call." refocused on "surveyed" came back "Thomson First Call surveyed that the consensus
estimate that the earnings beat by a penny is analysts."; "The largest supplier of medicines
was Canada, followed by India, Thailand and the Philippines." came back "It was India,
Thailand and the Philippines that followed that the largest supplier of medicines was
Canada.": the parse hung the sentence on the participle's event, and the realizer said the
rest as its "that" clause.  A word the source said before "by" (its agent) and never before
"that" is refused before a "that" that opens a clause (an article, a name or a pronoun after
it; "cited that objection" keeps its determiner).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import PRONOUNS, inflect, lemma_pos, lemmas

__all__ = ["participle_with_clause"]

_CLAUSE_START = re.compile(r"\b(\w+) that (?:the|a|an|this|these|those|its|their|his|her|"
                           + "|".join(PRONOUNS) + r"|[A-Z]\w*)\b")


def participle_with_clause(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` says a passive participle of ``tokens`` as a verb of a clause (module
    docstring), or None.

    >>> tokens = "the consensus estimate of analysts surveyed by Thomson First Call .".split()
    >>> participle_with_clause("Thomson First Call surveyed that the consensus estimate "
    ...                        "that the earnings beat by a penny is analysts.", tokens)
    "the source's passive 'surveyed by' said as a verb taking a clause"
    >>> participle_with_clause("PeopleSoft's board cited that objection in rejecting it.",
    ...                        "That objection was cited by PeopleSoft 's board".split())
    """
    lowered = [token.lower() for token in tokens]
    for match in _CLAUSE_START.finditer(text):
        word = match.group(1).lower()
        if not _participle(word):
            continue  # "It was on Friday that ...": the cleft's own "that"
        said = [at for at, token in enumerate(lowered) if token == word]
        if said and any(at + 1 < len(lowered) and lowered[at + 1] == "by" for at in said) \
                and not any(at + 1 < len(lowered) and lowered[at + 1] == "that" for at in said):
            return f"the source's passive {word + ' by'!r} said as a verb taking a clause"
    return None


def _participle(word: str) -> bool:
    """Whether ``word`` is a verb's past participle ("surveyed", "held").

    >>> [_participle(w) for w in ("surveyed", "held", "followed", "friday", "airways")]
    [True, True, True, False, False]
    """
    return any(lemma != word and "VERB" in lemma_pos(lemma) and inflect(lemma, "VBN") == word
               for lemma in lemmas(word))
