"""A source's opening comparison or addition ("Like many doctors, Mr. Thomas and Mr. Tauzin
say ...", "Along with chip maker Intel, the companies include Sony, ...") said by a rebuilt
text after its start, where it attaches to the phrase before it: "It is the Power5 that
contains two processor cores on one chip like the Power4", "... the Bush administration has
the power to correct some of those flaws like many doctors".  Refused
(:func:`moved_subject_comparison`, a row of realize_said_rebuilt's checks), except an
addition that closes the text right after the source's own verb, which it can only add to:
"It is Computer Associates, EMC, IBM, Sun, and Veritas that vendors backing SMI-S include in
addition to HP" for "In addition to HP, vendors backing SMI-S include ...".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas

__all__ = ["moved_subject_comparison"]

# Openers that compare or add something to the clause's subject ("Like many doctors, Mr.
# Thomas and Mr. Tauzin say ...").  ("Except for", "aside from" set the whole clause apart,
# and read as well last: "They are as recognizable as Hamlet's poor Yorick, except for a few
# archaic characteristics".)
_SUBJECT_COMPARISONS = ("like", "unlike", "besides", "along with", "in addition to",
                        "together with", "as with")

# Those of them that add to what the clause says ("Along with chip maker Intel, the companies
# include ..."): right after the verb they add to its argument, as first.  A comparison
# there says how the verb is done ("that GE is also seen as like Viacom").
_ADDITIONS = frozenset({"besides", "along with", "in addition to", "together with"})


def moved_subject_comparison(text: str, tokens: Sequence[str],
                             verb: str | None = None) -> str | None:
    """The source's opening comparison ("Like many doctors", "Besides Japan", "Along with
    chip maker Intel") when ``text`` says it after the start, where it attaches to the
    phrase before it: "It is Mr. Thomas and Mr. Tauzin who say the Bush administration has
    the power to correct some of those flaws like many doctors", "It is the Philippines,
    ... that he will visit Japan before returning home" for "Besides Japan, he will visit
    ...".  None when the source opens otherwise or ``text`` keeps it first, and for an
    addition that ends ``text`` right after ``verb``, the source's main verb (its root's
    word), for there it attaches to nothing else ("... that the companies include along
    with chip maker Intel"; not "... include Sony, ... and others along with chip maker
    Intel", others along with Intel).

    >>> toks = "Like the Power4 , the Power5 contains two cores .".split()
    >>> moved_subject_comparison("It is the Power5 that contains two cores like the Power4.", toks)
    'Like the Power4'
    >>> moved_subject_comparison("Like the Power4, it is the Power5 that contains two cores.", toks)
    >>> toks = "In addition to HP , vendors include EMC and IBM .".split()
    >>> moved_subject_comparison("It is EMC and IBM that vendors include in addition to HP.",
    ...                          toks, "include")
    >>> moved_subject_comparison("Vendors include EMC and IBM in addition to HP.", toks, "include")
    'In addition to HP'
    """
    lead = " ".join(tokens[:4]).lower() + " "
    opener = next((o for o in _SUBJECT_COMPARISONS if lead.startswith(o + " ")), None)
    if opener is None or "," not in tokens:
        return None
    phrase = list(tokens[:list(tokens).index(",")])
    words = re.findall(r"\w+", " ".join(phrase).lower())
    said = re.findall(r"\w+", text.lower())
    at = next((i for i in range(len(said) - len(words) + 1) if said[i:i + len(words)] == words), None)
    if at is None or at == 0:
        return None
    if opener in _ADDITIONS and verb and at + len(words) == len(said) \
            and lemmas(said[at - 1]) & lemmas(verb.lower()):
        return None
    return " ".join(phrase)
