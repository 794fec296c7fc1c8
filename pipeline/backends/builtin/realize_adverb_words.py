"""Adverbs, and the nouns of adverbial phrases, by where a rebuilt text may say them: fronted
as a topic ("Reportedly, he claims ..."; not "Staunchly, many conservatives opposed condom
programs"), kept with the preposition they narrow ("114 incidents, mostly for looting"),
fronted but never clefted nor said last ("In addition, the committee noted ...").  The other
word sets of the realizer are realize_words'."""

from __future__ import annotations

__all__ = ["ADVERBIAL_NOUNS", "FRONTABLE_ADVERBS", "PREPOSITION_ADVERBS"]

# One-word "-ly" adverbs that say the same before their clause as inside it, and so may be
# fronted as its topic: a time ("Recently, Samuel Waksal ... began serving"), a frequency,
# the speaker's stance or hearsay ("Reportedly, he claims ..."), a link to what came before
# ("Separately, Chief Executive Rod Eddington is to meet ...").  Other "-ly" adverbs say how
# the verb's act was done, which fronted reads as the speaker's comment or as nothing
# ("Staunchly, many conservatives opposed condom programs", "Personally, the matriarch ...
# was thanked", "Peacefully, Peck died"): see realize_adverb_scope.
FRONTABLE_ADVERBS = frozenset([
    "recently", "currently", "previously", "eventually", "ultimately", "initially",
    "originally", "lately", "formerly", "finally", "immediately", "subsequently",
    "usually", "generally", "typically", "normally", "frequently", "rarely", "occasionally",
    "apparently", "presumably", "reportedly", "allegedly", "clearly", "obviously", "evidently",
    "probably", "possibly", "certainly", "surely", "arguably", "unexpectedly", "fortunately",
    "unfortunately", "ironically", "interestingly", "inevitably", "predictably",
    "similarly", "separately", "additionally", "consequently", "accordingly", "likewise"])
# Adverbs that narrow or hedge the prepositional phrase right after them ("114 incidents,
# mostly for looting", "died in his sleep, apparently of heart failure", "defers any
# payment, potentially for years", "the detentions are fully within the law", "updated
# investors midway through the quarter"): the parse gives them no node, so the realizer says
# them with the preposition they stand before (realize_preposition_adverbs).
PREPOSITION_ADVERBS = frozenset(["mostly", "mainly", "largely", "partly", "chiefly",
                                 "primarily", "potentially", "apparently", "allegedly",
                                 "reportedly", "currently", "fully", "wholly", "halfway",
                                 "midway", "preferably",
                                 # and the focus adverbs, which narrow the phrase as much
                                 # ("regained its independence only in 1991", "even within
                                 # the business")
                                 "only", "even"])
# Nouns of a sentence adverbial after "in" ("In addition, ...", "In all, ..."): fronted
# ("In addition, the committee noted ...") but not clefted ("It was in addition that the
# committee noted ..." is no English), nor said last as a place ("... were deployed to Iraq
# in all").
ADVERBIAL_NOUNS = frozenset(["fact", "addition", "contrast", "general", "particular", "total",
                              "practice", "theory", "turn", "response", "return", "short",
                              "sum", "effect", "part", "case", "other", "all"])
