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

from pipeline.backends.builtin.morphology import PRONOUNS, past_participle
from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_tokens
from pipeline.backends.builtin.realize_words import QUOTE_MARKS

__all__ = ["naming_aside_as_clause", "naming_participle_as_verb", "participle_with_clause"]

# Participles that name what they follow ("the amendment, called the Clear Skies Initiative,").
_NAMING_PARTICIPLES = frozenset(["called", "named", "dubbed", "nicknamed", "titled",
                                 "entitled", "labeled", "labelled", "billed", "known"])
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
    lowered = lowered_tokens(tokens)
    for match in _CLAUSE_START.finditer(text):
        word = match.group(1).lower()
        if not past_participle(word):
            continue  # "It was on Friday that ...": the cleft's own "that"
        said = [at for at, token in enumerate(lowered) if token == word]
        if said and any(at + 1 < len(lowered) and lowered[at + 1] == "by" for at in said) \
                and not any(at + 1 < len(lowered) and lowered[at + 1] == "that" for at in said):
            return f"the source's passive {word + ' by'!r} said as a verb taking a clause"
    return None


def naming_participle_as_verb(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` says a naming participle the source set off after a comma (", called the
    Clear Skies Initiative,") as the active verb of a relative clause or cleft ("It was the
    amendment that called the Clear Skies Initiative ..."), or None.

    >>> tokens = "The plan , called the Clear Skies Initiative , would cut emissions".split()
    >>> naming_participle_as_verb("It was the plan that called the Clear Skies Initiative "
    ...                           "cutting emissions.", tokens)
    "the source's naming participle 'called' said as an active verb"
    >>> naming_participle_as_verb("The plan, called the Clear Skies Initiative, would cut "
    ...                           "emissions.", tokens) is None
    True
    """
    for at in range(1, len(tokens) - 1):
        word = tokens[at].lower()
        if word not in _NAMING_PARTICIPLES or tokens[at - 1] != "," or not _set_off_name(tokens, at):
            continue  # ("Officials ..., one of the groups ..., called the lawsuit laughable")
        if re.search(rf"\b(?:that|who|which) {word}\b", text) and not any(
                tokens[k].lower() in ("that", "who", "which") and tokens[k + 1].lower() == word
                for k in range(len(tokens) - 1)):
            return f"the source's naming participle {word!r} said as an active verb"
    return None


def naming_aside_as_clause(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` says a naming participle the source set off after its noun (", called
    The NIH Roadmap,", ", also known as LINEAR", ", named for ...") as its clause's passive
    verb that ends the text, or None: the source's main clause becomes a restrictive
    relative inside the subject of a stranded naming ("It was The NIH Roadmap that the plan
    that was developed over 14 months ... was called.", "For university researcher Duane
    Kraemer, the fawn that turns 7 months old today was named.").  The naming said with its
    name after it reads as the source's pair of facts ("The plan that was developed over 14
    months ... was called The NIH Roadmap."), and so does a clause said as a "which" aside
    ("The Lincoln ... Program, which observed the rock first, was also known as LINEAR.").

    >>> tokens = "The plan , called The NIH Roadmap , was developed over 14 months .".split()
    >>> naming_aside_as_clause("It was The NIH Roadmap that the plan that was developed "
    ...                        "over 14 months was called.", tokens)
    "the source's aside ', called' said as the main clause"
    >>> naming_aside_as_clause("The plan that was developed over 14 months was called "
    ...                        "The NIH Roadmap.", tokens) is None
    True
    >>> naming_aside_as_clause("It was the plan, called The NIH Roadmap, that was developed "
    ...                        "over 14 months.", tokens) is None
    True
    """
    for at in range(2, len(tokens)):
        word = tokens[at].lower()
        if word not in _NAMING_PARTICIPLES:
            continue
        before = tokens[at - 1].lower()
        adverb = before if before == "also" or before.endswith("ly") else ""
        if tokens[at - 2 if adverb else at - 1] != ",":
            continue
        said = rf"\b(?:is|was|are|were|be|been) {adverb + ' ' if adverb else ''}{word}\b"
        if re.search(said + r"(?: as| for)?\W*$", text) and not re.search(said, joined_tokens(tokens)) \
                and re.search(r"\bthat\b", text):  # (its clause an aside with "which": kept)
            return f"the source's aside ', {word}' said as the main clause"
    return None


def _set_off_name(tokens: Sequence[str], at: int) -> bool:
    """Whether the participle at ``at`` names a name closed by a comma ("called the Clear
    Skies Initiative, would"), not a verb's object ("called the lawsuit laughable.")."""
    close = next((k for k in range(at + 1, len(tokens)) if tokens[k] == ","), None)
    if close is None or close == at + 1 or close + 1 >= len(tokens):
        return False
    words = [token for token in tokens[at + 1:close] if token not in QUOTE_MARKS]
    return any(w[:1].isupper() for w in words) and all(
        w[:1].isupper() or w.lower() in ("the", "a", "an", "of", "and", "as") for w in words)
