"""An article a rebuilt noun phrase put before a word that takes none there.

* the predeterminer "such" ("such a plan", "such drugs"): "It is the such anti-psychotic
  drugs that can be used only in limited circumstances" for "In a 6-3 ruling, the justices
  said such anti-psychotic drugs can be used only in ...", a cleft on a modifier of the noun
  gave it "the";
* the focusing adverb "only", which the parse keeps as its object's :mod ("referring only to
  the kissing", (k / kiss-01 :mod (o / only))): before the noun with an article it is the
  adjective "only" ("It was the only kissing that she was referring to", as if there were no
  other kissing), which the source does not say.

Refused unless the source itself said the article before the word ("the only way out").

And the reverse: a cleft that lost the source's "the" before a name-like phrase, "It was Dow
Jones industrial average that rose 41.61 points" for "The Dow Jones industrial average rose
..." (a cleft on a modifier of the noun said the noun phrase without its determiner); its
"a" too, "It was European Union spokesman that said ..." for "A European Union spokesman".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["article_before_word", "cleft_without_article"]

_ARTICLE_BEFORE = re.compile(r"\b(?:the|a|an) (such|only)\b", re.IGNORECASE)
_CLEFT = re.compile(r"^(?:[\w ]+, )?[Ii]t (?:is|was|are|were) ([A-Z][\w.&'-]*) ([\w.&'-]+)"
                    r"((?: [\w.&'-]+)*?),? (?:that|who|which) ")


def article_before_word(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` puts an article before "such" or "only" where the source
    (``tokens``) did not, else None.

    >>> article_before_word("It is the such drugs that can be used.", ["such", "drugs"])
    "an article before 'such'"
    >>> article_before_word("It was the only kissing that she was referring to.",
    ...                     "she was referring only to the kissing".split())
    "an article before 'only'"
    >>> article_before_word("It was the only way out.", "was the only way out".split()) is None
    True
    """
    said = {m.group(1).lower() for m in _ARTICLE_BEFORE.finditer(" ".join(tokens))}
    for match in _ARTICLE_BEFORE.finditer(text):
        if match.group(1).lower() not in said:
            return f"an article before {match.group(1).lower()!r}"
    return None


def cleft_without_article(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` clefts a capitalized phrase that the source (``tokens``)
    only ever said after "the", else None.

    >>> cleft_without_article("It was Dow Jones industrial average that rose 41.61 points.",
    ...                       "The Dow Jones industrial average rose 41.61 points .".split())
    "a cleft dropped the source's 'the' before 'Dow Jones'"
    >>> cleft_without_article("It is French Foreign Minister Dominique de Villepin that is "
    ...     "expected to attend.", "The French Foreign Minister , Dominique de Villepin".split()) is None
    True
    >>> cleft_without_article("It was Coast Guard jet that spotted them.",
    ...                       "A Coast Guard jet spotted them .".split())
    "a cleft dropped the source's 'a' before 'Coast Guard'"
    >>> cleft_without_article("It was Microsoft that posted it.",
    ...                       "Microsoft posted the Microsoft client .".split()) is None
    True
    """
    found = _CLEFT.match(text)
    if found is None:
        return None
    last = (found.group(2) + found.group(3)).split()[-1]
    if not last[:1].islower():
        return None  # a title before a name takes none: "It is French Foreign Minister Dominique de Villepin that"
    first, second = found.group(1).lower(), found.group(2).lower()
    low = [t.lower() for t in tokens]
    at = [k for k in range(len(low) - 1) if low[k] == first and low[k + 1] == second]
    if at and all(k > 0 and low[k - 1] == "the" for k in at):
        return f"a cleft dropped the source's 'the' before {found.group(1) + ' ' + found.group(2)!r}"
    if at and all(k > 0 and low[k - 1] in ("a", "an") for k in at):
        # "It was European Union spokesman that said ..." for "A European Union spokesman
        # said ...", "It was Coast Guard jet that spotted the Cubans ...": the indefinite
        # article lost the same way
        return f"a cleft dropped the source's {low[at[0] - 1]!r} before " \
            f"{found.group(1) + ' ' + found.group(2)!r}"
    return None
