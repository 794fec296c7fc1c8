"""A rebuilt text that says the source's main clause as a restrictive relative clause of the
noun the source's non-restrictive ", who ..."/", which ..." clause described.

Refocusing on a node inside that aside (the passive of its verb, or its verb made the root)
asserts what the source only added about the noun and demotes what the source asserted to a
clause that now picks the noun out: "The mayor's compound is also defended by the American
troops that have been attacked on two separate occasions." for "The American troops, who
also defend the mayor's compound, have been attacked on two separate occasions.", "Virtual
PC that will not run on the G5, the company said, was acquired ... by Microsoft" for
"Virtual PC, which Microsoft acquired ..., will not run on the G5".  A rater reads another
claim.  The check reads words only: the first words of the source's main verb group (the
words after the aside's closing comma) said right after a 'that'/'who'/'which' the source
did not say them after.  A cleft's own relative after its focus and a pseudo-cleft's "the
one(s) who" are left.  Such a text is refused (an entry of realize_source_faults' table,
rebuilt texts only); realize_swapped_relatives refuses the same swap of a restrictive
relative clause.  A past participle's aside reads the same: "After a 19-month
investigation ..., the lawsuit that names Lay and Skilling among others was filed." for "The
lawsuit, filed after a 19-month investigation ..., names Lay and Skilling among others".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemma_pos, lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_text, lowered_tokens

__all__ = ["main_clause_made_relative"]

_ASIDE_PRONOUNS = frozenset(["who", "which"])
_TEXT_RELATIVES = frozenset(["that", "who", "which"])
# Words after an aside's closing comma that open no main verb group (a list, another aside).
_NOT_VERB_OPENERS = frozenset(["and", "or", "but", "who", "which", "that", "the", "a", "an",
                               "as", "in", "on", "at", "of", "for", "with", "from", "by",
                               "to", "said", "says", "say", "according", "including"])
_WORD = re.compile(r"[\w'$.%-]*\w|[^\w\s]")


def _main_verb_openers(tokens: Sequence[str]) -> list[tuple[str, str, tuple[str, ...]]]:
    """The first two words after each closing comma of a non-restrictive ", who"/", which"
    aside, where they open the main clause's verb group (a lowercase word, no list or
    attribution), and the words from there to the end."""
    lowered = lowered_tokens(tokens)
    openers = []
    for at, word in enumerate(lowered):
        if (word not in _ASIDE_PRONOUNS and not _past_participle(word)) or at == 0 \
                or lowered[at - 1] != ",":
            continue
        # the aside may hold an apposition of its own: "The fawn, named after Dr Duane
        # Kraemer, one of the researchers, was born ..." (its first three commas are read)
        closes = [k for k in range(at + 1, len(lowered)) if lowered[k] == ","][:3]
        for close in closes:
            if close + 2 >= len(lowered):
                break
            first, second = tokens[close + 1], lowered[close + 2]
            if not first[:1].islower() or first in _NOT_VERB_OPENERS \
                    or not second[:1].isalnum():
                continue
            openers.append((first, second, _said_words(lowered[close + 1:])))
    return openers


def _past_participle(word: str) -> bool:
    """Whether ``word`` is a verb's past participle ("filed", "known"), as an aside opens."""
    return word.isalpha() and word.islower() and any(
        "VERB" in lemma_pos(lemma) and inflect(lemma, "VBN") == word
        for lemma in lemmas(word) if lemma != word or word.endswith("en"))


def _said_words(words: Sequence[str]) -> tuple[str, ...]:
    """The words of ``words`` without their marks."""
    return tuple(w for w in words if w[:1].isalnum())


def main_clause_made_relative(text: str, tokens: Sequence[str]) -> str | None:
    """"PRONOUN WORD WORD" where ``text`` says after a relative pronoun the opening words of
    the main verb group the source said after a non-restrictive aside's closing comma;
    else None.

    >>> src = ("The American troops , who also defend the mayor 's compound , have been "
    ...        "attacked on two separate occasions .").split()
    >>> main_clause_made_relative("The mayor's compound is also defended by the American "
    ...     "troops that have been attacked on two separate occasions.", src)
    'that have been'
    >>> main_clause_made_relative("The American troops, who also defend the mayor's "
    ...     "compound, have been attacked on two separate occasions.", src) is None
    True

    A cleft on the main clause's subject says its verb group after its own 'who', after the
    aside's words said as a restrictive clause (MRPC train 2455):

    >>> main_clause_made_relative("It is the American troops, who also defend the mayor's "
    ...     "compound, who have been attacked on two separate occasions.", src) is None
    True
    >>> main_clause_made_relative("It is the American troops that also defend the mayor's "
    ...     "compound that have been attacked on two separate occasions.", src) is None
    True
    """
    openers = _main_verb_openers(tokens)
    if not openers:
        return None
    joined = lowered_text(tokens)
    words = _WORD.findall(text)
    lowered = [w.lower() for w in words]
    cleft = lowered[:1] == ["it"] and lowered[1:2] in (["is"], ["was"])
    seen_relative = False
    for at, word in enumerate(lowered[:-2]):
        if word not in _TEXT_RELATIVES or at == 0:
            continue
        cleft_own = cleft and not seen_relative
        seen_relative = True
        if cleft_own or lowered[at - 1] in (",", "one", "ones"):
            continue
        for first, second, rest in openers:
            said = f"{word} {first} {second}"
            if words[at + 1] != first or lowered[at + 2] != second or said in joined:
                continue
            if cleft and _said_words(lowered[at + 1:]) == rest:
                continue  # the cleft's own relative on the main clause's subject, said whole
            return said
    return None
