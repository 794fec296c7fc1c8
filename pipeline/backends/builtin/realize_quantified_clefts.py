"""A quantified noun phrase cannot be the focus of a cleft.

A cleft ("It is X that ...") picks out one referent against
others.  A phrase under "some", "no", "every", "any", "each" names no referent to pick
out, so its cleft says what the source did not: "It is no recourse to Midlands's assets that
Avon bondholders have" ("Avon bondholders have no recourse to Midlands's assets"), "It was
any wrongdoing that tribunals cleared her of" ("tribunals cleared her of any wrongdoing"),
"It is every computer infected with MSBlast that is expected to start flooding ..." ("every
computer infected with MSBlast is expected to ..."), "It is many places, including New York
City, that now ban smoking in bars", "It was none of Dean's opponents that picked him".  A
share of a named group ("many of the victims") and a count ("all three of the teens", "some
three dozen ... troops") stay clefted.  The existential ("There are some ... that") and the
other focus constructions stay.
"""

from __future__ import annotations

from pipeline.backends.builtin.parse_entities import number_value
from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_words import QUANTIFIER_DETERMINERS

__all__ = ["refuse_quantified_cleft"]

# Words that may stand before the quantifier ("nearly all of Ford's second-quarter profit",
# "not all of them", "only some").
_LEADS = frozenset(["nearly", "almost", "not", "only", "virtually", "just"])


# The quantifiers that name no one even as "the ones who" ("None of Deans opponents were the
# ones who picked him"); "Some Wall Street experts are the ones who believe ..." still reads
# as the group the source named (tests/builtin/test_realizer_mrpc_drops.py).
_NO_ONES = frozenset(["no", "none", "any", "every", "each", "neither"])


def refuse_quantified_cleft(focus: str, ones: bool = False) -> None:
    """Refuse a cleft whose focus phrase ``focus`` opens with a quantifier ("some Boston
    managers", "none of Dean's opponents", "every computer", "neither ... nor Morgan"); with
    ``ones`` (the "X were the ones who" cleft), only one that names no one (no, none, any,
    every, each, neither)."""
    words = focus.lower().split()
    while words and words[0] in _LEADS:
        words = words[1:]
    if len(words) > 1 and words[0] in ("some", "all") and number_value(words[1]) is not None:
        # "some three dozen American and British troops" (about 36, a number), "all three
        # of the teens", "all five suspects": a counted group is picked out
        return
    if len(words) > 1 and words[1] == "of" and words[0] not in ("none", "any"):
        # "It was many of the victims that had been headed home ...": a share of a group the
        # source named (tests/builtin/test_realizer_agree.py), not "none of" it
        return
    if ones and words and words[0] not in _NO_ONES:
        return
    if words and words[0] in QUANTIFIER_DETERMINERS:
        raise RealizationRefused(f"a phrase under '{words[0]}' names no one to pick out in a "
                                 "cleft")
