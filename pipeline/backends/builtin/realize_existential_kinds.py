"""Existentials whose noun names no particular thing, so "there is/was" has nothing to bring
in.

* A quantifier with no noun of its own: "There was more that was needed to prevent
  complaints ..." (2032, for "more was needed"), "There is some that are also used to send
  spam ..." (4163), "There were many in the close-knit town that knew the three men ..."
  (3473), "There was another that was in serious condition ..." (6137): the quantifier counts a group the source spoke of ("some of the computers", "many
  [people] in the town"), and said to exist it reads as a riddle
  (:func:`existential_bare_quantifier`).  A count ("There were hundreds of thousands that
  marched ...") and "nothing" ("There is nothing that has been ruled out") are left.
* A singular indefinite in a present existential whose clause says what holds in general,
  its verb a simple present: "There is a number below 50 that suggests contraction in the
  manufacturing sector, while ..." (4767, for "A number below 50 suggests contraction"),
  "There is a race observer who sits in the passenger seat of the follow vehicle ..."
  (6317): the source's "a" picks out any such thing, "there is a" one that exists
  (:func:`existential_generic_singular`); realize_existential_clauses refuses the plural
  ("There are heart attacks that kill ...").  A perfect, progressive or copular clause says
  what a particular one did or is ("There is a lawsuit that has been filed", "There is a DoD
  team that is on site") and stays.

Both are refused (rows at the end of realize_meaning_faults' table, rebuilt texts only)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from pipeline.backends.builtin.morphology import lemma_pos, lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["existential_bare_quantifier", "existential_generic_singular"]

# Quantifiers that stand for a noun they count ("more", "some", "many").
_QUANTIFIERS = frozenset(["some", "more", "many", "much", "few", "several", "most", "all",
                          "less", "fewer", "another"])
_BARE_QUANTIFIER = re.compile(
    r"(?i)^(?:[^,]*, )?there (?:is|are|was|were) (?:also |still )?(?P<word>\w+)"
    r"(?: (?:in|from|among|at) [^,]*?)? (?:that|who|which)\b")
_GENERIC_SINGULAR = re.compile(
    r"(?i)^(?:[^,]*, )?there is (?:also |still )?an? .+? (?:that|who|which) "
    r"(?:also |still )?(?P<verb>[a-z]+)(?! of\b)\b")
# Present forms that make the clause perfect, progressive, copular or a report's.
_NOT_GENERIC = frozenset(["is", "has", "does", "was", "says"])


def existential_bare_quantifier(text: str, tokens: Sequence[str]) -> str | None:
    """The quantifier ``text``'s existential says with no noun to count (see the module
    docstring), None otherwise.

    >>> existential_bare_quantifier("There was more that was needed to prevent it.", [])
    'more'
    >>> existential_bare_quantifier("There were many in the close-knit town that knew them.",
    ...                             [])
    'many'
    >>> existential_bare_quantifier("There was another that was in serious condition.", [])
    'another'
    >>> existential_bare_quantifier("There were many investors who sold.", [])
    >>> existential_bare_quantifier("There is nothing that has been ruled out.", [])
    >>> existential_bare_quantifier("There were hundreds of thousands that marched.", [])
    """
    found = _BARE_QUANTIFIER.match(text)
    if found is None or found.group("word").lower() not in _QUANTIFIERS:
        return None
    return found.group("word")


def existential_generic_singular(text: str, tokens: Sequence[str]) -> str | None:
    """The simple present verb of ``text``'s present existential on a singular indefinite
    (see the module docstring), None otherwise.

    >>> existential_generic_singular("There is a number below 50 that suggests contraction.", [])
    'suggests'
    >>> existential_generic_singular("There is a race observer who sits in the passenger seat.",
    ...                              [])
    'sits'
    >>> existential_generic_singular("There is a lawsuit that has been filed.", [])
    >>> existential_generic_singular("There was a judge who rules on it.", [])
    >>> existential_generic_singular("There is a flaw that results because IE does not block it.",
    ...                              "There 's a flaw that results because IE does not block it".split())
    >>> existential_generic_singular("There is a team that is on site.", [])
    >>> existential_generic_singular("There is a record high that cases of cancer have reached.",
    ...                              [])
    """
    found = _GENERIC_SINGULAR.match(text)
    low = lowered_tokens(tokens)
    if found is None or any(word == "there" and following in ("is", "'s")
                            for word, following in pairwise(low)):
        return None  # (the source's own existential: "There's also a flaw that results ...")
    verb = found.group("verb")
    if verb in _NOT_GENERIC or not verb.endswith("s") or "VERB" not in lemma_pos(verb) \
            or not lemmas(verb) - {verb}:
        return None
    return verb
