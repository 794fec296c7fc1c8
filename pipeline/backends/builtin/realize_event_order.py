"""Two past deeds of one doer keep the order the source told them in.

A focus on the second of two joined clauses puts it first (a "parenthetical-root", or the
passive or cleft of its object with the first clause after it).  Where both clauses tell
one subject's past events, the source's order is their order in time, and the reversed
text tells another story:

- "Bryant presented himself to authorities last Friday and was released after posting
  $25,000 bail." became "Bryant was released after posting $25,000 bail, and Bryant
  presented himself to authorities last Friday.";
- "But a U.S. appeals court in San Francisco disagreed and upheld the law." became "But a
  U.S. appeals court in San Francisco upheld the law, and it disagreed.";
- "Lee Peterson testified that he reached his son on his cell phone and talked to him for a
  couple of minutes." became "He talked with him for a couple of minutes, and he reached
  his son on his cell phone, Lee Peterson testified.".

States have no order ("Racicot hated the Iraqi regime and looked forward to using ...",
"Cruz resembled a police sketch of the suspect and had injuries ..."), and neither do
clauses of other tenses ("The results were released at Tuesday's meeting ... and will be
published in Thursday's New England Journal of Medicine"): those may still change places.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_base import stem
from pipeline.backends.builtin.realize_tree import Node, Source
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    PRE_VERB_ADVERBS,
    VERB_GROUP_ADVERBS,
)

__all__ = ["past_event", "tallied_together"]

# Verbs of state and of attitude, whose two clauses hold side by side rather than follow
# one another ("hated ... and looked forward to", "resembled ... and had injuries").
_STATES = frozenset(["be", "have", "resemble", "look", "seem", "appear", "hate", "love", "like",
                     "know", "own", "hold", "remain", "want", "need", "contain", "include",
                     "lack", "belong", "consist", "cost", "mean", "fit", "feature", "believe",
                     "think", "feel", "hope", "wish", "fear", "expect", "prefer", "deserve",
                     "understand", "stay", "live", "keep", "continue", "worry", "support",
                     "oppose", "represent", "control", "dominate",
                     # and verbs that judge the other deed rather than follow it ("The
                     # Organization of Petroleum Exporting Countries defied expectations on
                     # Wednesday and lowered its output ceiling")
                     "defy", "confound", "surprise", "disappoint", "stun"])
# Verbs that tally one event's outcomes, said side by side in any order: "The blasts killed
# two people and injured more than 150 others", "Roberson was bitten on the back and
# scratched on the leg", "HP pulled in $2.94 billion and captured 27.9 percent of the market"
# (not "hit in the head and knocked to his knees": one blow after another).
_TALLIES = frozenset(["kill", "injure", "wound", "infect", "sicken", "hurt", "destroy", "damage",
                      "char", "burn", "bite", "scratch", "take", "claim", "make", "displace",
                      "affect", "capture", "pull", "earn", "gain", "lose", "reach", "record",
                      "rise", "fall", "add", "drop", "climb", "post",
                      # a government's record ("It cut taxes while balancing the budget for
                      # three years and reduced Europe's second highest per capita national
                      # debt")
                      "cut", "reduce", "increase", "raise", "lower", "boost"])
# Verbs of speaking out, said beside what one said ("blamed ... and said").
_SPEECH_ACTS = frozenset(["blame", "accuse", "criticize", "criticise", "praise", "deny",
                          "confirm", "urge", "warn", "call", "defend", "reject", "welcome",
                          "condemn", "dismiss", "acknowledge", "concede", "predict"])
# Words before a verb that make it no simple past: a present or future passive ("is called",
# "will be published"), a perfect ("had presented"), a modal or an infinitive.
_AUXILIARIES = frozenset(["is", "are", "am", "be", "been", "being", "'s", "'re", "has", "have",
                          "had", "'d", "'ve", "will", "would", "can", "could", "may", "might",
                          "must", "shall", "should", "do", "does", "did", "to", "'ll"])
# Adverbs inside a verb group ("was also suspected", "and then released").
_ADVERBS = VERB_GROUP_ADVERBS | PRE_VERB_ADVERBS | frozenset(["then", "later", "subsequently"])
# The past of "be" before a passive participle ("was released", "were wounded").
_PAST_BE = frozenset(["was", "were"])


def past_event(source: Source, clause: Node) -> bool:
    """Whether ``clause`` is an event its source told in the simple past ("presented",
    "upheld", "was released"), not a state, a present, a perfect or a modal."""
    if not clause.align or clause.concept[-3:-2] != "-":
        return False
    lemma = stem(clause.concept)
    if lemma in _STATES or " " in lemma:
        return False
    at = clause.align[0]
    word = source.word(at).lower()
    if not word:
        return False
    back = at - 1
    while back > 0 and (source.word(back).lower() in _ADVERBS
                        or source.word(back).lower().endswith("ly")):
        back -= 1  # "was also suspected", "was later released"
    before = source.word(back).lower()
    if before in _AUXILIARIES:
        return False  # "is called", "will be published", "had presented"
    if before in _PAST_BE:
        return word == inflect(lemma, "VBN").lower()
    return word == inflect(lemma, "VBD").lower()


def tallied_together(first: Node, second: Node) -> bool:
    """Whether two clauses tally one event's outcomes ("killed two people and injured more
    than 150 others"), or are two things one said ("He blamed guerrillas from the Taliban
    regime ... and said it was possible the bomber died in the blast"), which hold in either
    order (not "Prosecutors reversed course Friday and said ...": the saying was the turn)."""
    lemmas = [stem(first.concept).split("-")[0], stem(second.concept).split("-")[0]]
    return all(lemma in _TALLIES for lemma in lemmas) \
        or all(lemma in ATTRIBUTING or lemma in _SPEECH_ACTS for lemma in lemmas)
