"""A "by V-ing" means a realization made of a participle clause or a noun.

The parse reads a participle clause after a comma ("..., covered with a towel and watching
a TV cartoon channel", "..., having shed 2.3 percent last week"), an "as saying" or a noun
("rises in hospital costs") as the verb's manner, which the realizer says as a means: "the
youngster was in a baby's bathtub by being covered with a towel", "the Dow was up ... by
shedding 2.3 percent last week", "He was reported by saying ...", "... was accounted by
rising in hospital costs".  The means says how the deed was done, which the source never
said; a text that says "by V-ing" where the source said no such gerund, or said it as a
participle after a comma or "as", is refused.  A gerund the source said as a subject
("banning smoking will create a hazard", said "A hazard will be created by banning
smoking") is the passive's agent and passes.  A gerund the source said after a form of
"be" is a progressive verb ("signs their repairs were paying off"), no means either: a text
that drops its "were" and says "... signs their repairs by paying off" is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["made_means"]

# What a participle clause follows in the source: a comma, a dash, "as".
_PARTICIPLE_OPENERS = frozenset([",", "--", "-", "as", "and", "while"])
# What a progressive's "-ing" follows: a form of "be", and the adverbs that may stand
# between ("were already paying", "is still seeking").
_PROGRESSIVE_BE = frozenset(["is", "are", "was", "were", "be", "been", "'s", "'re", "am"])
_BETWEEN = frozenset(["already", "still", "also", "not", "n't", "now", "just", "only"])


def made_means(text: str, tokens: Sequence[str]) -> str | None:
    """The first "by V-ing" of ``text`` that the source (``tokens``) did not say as a means
    or a subject, or None.

    >>> src = "the Dow was up 13.88 , having shed 2.3 percent last week .".split()
    >>> made_means("The Dow was up 13.88 by shedding 2.3 percent last week.", src)
    'by shedding'
    >>> src = "he was reported as saying he had made a deal .".split()
    >>> made_means("He was the one that was reported by saying he had made a deal.", src)
    'by saying'
    >>> src = "they worry that banning smoking will create a hazard .".split()
    >>> made_means("A hazard will be created by banning smoking, they worry.", src) is None
    True
    >>> made_means("He ended a chill by ordering talks.", "He ended a chill by ordering talks"
    ...            .split()) is None
    True
    >>> src = "the mayor praised the crews as signs their repairs were paying off .".split()
    >>> made_means("The mayor was the one who praised the crews as signs their repairs by "
    ...            "paying off.", src)
    'by paying'
    """
    lower = lowered_tokens(tokens)
    # "By shedding 2.3 percent last week, the Dow ..." (a fronted means) as well
    for match in re.finditer(r"\b[Bb]y (\w+ing)\b", text):
        gerund = match.group(1).lower()
        said = [k for k, t in enumerate(lower) if t == gerund]
        if not said:
            return match.group(0)
        if all(k > 0 and lower[k - 1] != "by" and (lower[k - 1] in _PARTICIPLE_OPENERS
                                                   or lower[k - 1] == "being"
                                                   or _progressive(lower, k))
               for k in said):
            return match.group(0)
    return None


def _progressive(lower: Sequence[str], at: int) -> bool:
    """Whether the "-ing" word at ``at`` follows a form of "be" (an adverb between): a
    progressive verb.

    >>> _progressive("signs their repairs were already paying off".split(), 5)
    True
    >>> _progressive("banning smoking will create a hazard".split(), 0)
    False
    """
    k = at - 1
    while k >= 0 and lower[k] in _BETWEEN:
        k -= 1
    return k >= 0 and lower[k] in _PROGRESSIVE_BE
