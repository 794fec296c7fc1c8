"""A "to" infinitive that a rebuilt sentence says where the source said its verb otherwise.

A clause the parse gave a verb as its argument may be said as the verb's "to" complement
where the source said a finite clause, a participle or a noun: "It is initial autopsy
reports that show to die of dehydration" for "show they died", "Many women complain to
become to be more forgetful" for "complain that they become", "was ordered to hold on
$100,000 bail" for "ordered held" (no longer the one held), "riding to hit The Impossible"
for "riding back-to-back hits".  The sentence reads as English often enough and says
another thing, or none; no graph check sees it, so the realizer refuses it.

A verb that takes "to" or "-ing" alike ("began to bait" for "began baiting") may change,
and "to be" or "to do" is the rebuilt sentence's own word ("was found to be parked", "What
the provision requires him to do is certify ...").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from pipeline.backends.builtin.morphology import lemma_pos, lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["unsaid_infinitive"]

# Verbs whose "to" infinitive and "-ing" form say the same ("began to bait", "began baiting").
_EITHER_FORM = frozenset(["begin", "start", "continue", "cease", "like", "love", "hate",
                          "prefer", "intend", "attempt", "bother", "help"])
# Verbs a rebuilt sentence brings in itself before its own infinitive.
_OWN_INFINITIVES = frozenset(["be", "do", "have"])
# A word, or a mark that parts two words ("to set up, to manage": no "up to manage").
_TOKEN = re.compile(r"[A-Za-z][\w'-]*|[^\w\s]")


def unsaid_infinitive(text: str, tokens: Sequence[str]) -> str | None:
    """The first "VERB to VERB" of ``text`` whose verbs the source (``tokens``) said but never
    so (the first before no "to", the second after none); or None.

    >>> source = "Initial autopsy reports show they died of dehydration .".split()
    >>> unsaid_infinitive("It is initial autopsy reports that show to die of dehydration.",
    ...                   source)
    'show to die'
    >>> unsaid_infinitive("They died of dehydration, initial autopsy reports show.", source)
    >>> unsaid_infinitive("It was Pinellas that began to bait when rabies cases went up.",
    ...                   "Pinellas began baiting when rabies cases went up .".split())
    """
    said = lowered_tokens(tokens)
    pairs = list(pairwise(said))
    after_to = set().union(*(lemmas(w) for before, w in pairs if before == "to"))
    before_to = set().union(*(lemmas(w) for w, after in pairs if after == "to"))
    source_lemmas = set().union(*(lemmas(w) for w in said))
    words = [w.lower() for w in _TOKEN.findall(text)]
    for head, to, verb in zip(words, words[1:], words[2:], strict=False):
        if to != "to" or verb in _OWN_INFINITIVES or head not in said or verb in PREPOSITIONS:
            continue
        head_lemmas, verb_lemmas = lemmas(head), lemmas(verb)
        # (the word after "to" a verb's base form, "to die": not "up 19.96 to 9,092.91",
        # "gained 4.78 to 1,955.80, having edged up", "closed to $29.42 down eight cents")
        if "VERB" not in lemma_pos(head) or not base_verb(verb) or head_lemmas & _EITHER_FORM:
            continue
        if verb_lemmas & source_lemmas and not verb_lemmas & after_to \
                and not head_lemmas & before_to:
            return f"{head} to {verb}"
    return None


def base_verb(word: str) -> bool:
    """Whether ``word`` is a verb's base form that is no adverb or particle too ("die",
    "hold": not "down", "while", "having").

    >>> base_verb("die"), base_verb("down"), base_verb("having")
    (True, False, False)
    """
    from lemminflect import getAllLemmas

    found = getAllLemmas(word)
    return word in found.get("VERB", ()) and not {"ADV", "ADP"} & set(found)

