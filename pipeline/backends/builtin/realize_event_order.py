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

The same holds for a past event and the state it left ("A county firefighter was struck by
lightning and was in stable condition ..." became "... was in stable condition ..., and
lightning struck it"), and for a subject the source said once however the graph's roles
fall ("Cabrera was called up Friday ... and started in left field": :func:`subject_said_once`).

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

__all__ = ["lemmas_in_any_order", "past_event", "past_told", "subject_said_once",
           "tallied_together"]

# Verbs of state and of attitude, whose two clauses hold side by side rather than follow
# one another ("hated ... and looked forward to", "resembled ... and had injuries").
_STATES = frozenset(["be", "have", "resemble", "look", "seem", "appear", "hate", "love", "like",
                     "know", "own", "hold", "remain", "want", "need", "contain", "include",
                     "lack", "belong", "consist", "cost", "mean", "fit", "feature", "believe",
                     "think", "feel", "hope", "wish", "fear", "expect", "prefer", "deserve",
                     "understand", "stay", "live", "keep", "continue", "worry", "support",
                     "oppose", "represent", "control", "dominate"])
# Verbs that judge the other deed rather than follow it ("The Organization of Petroleum
# Exporting Countries defied expectations on Wednesday and lowered its output ceiling").
_JUDGING = frozenset(["defy", "confound", "surprise", "disappoint", "stun"])
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
    if lemma in _STATES or lemma in _JUDGING or " " in lemma:
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
    return _tallied([stem(first.concept).split("-")[0], stem(second.concept).split("-")[0]])


def _tallied(lemmas: list[str]) -> bool:
    """Whether the verbs ``lemmas`` tally one event's outcomes or are things one said."""
    return all(lemma in _TALLIES for lemma in lemmas) \
        or all(lemma in ATTRIBUTING or lemma in _SPEECH_ACTS for lemma in lemmas)


def lemmas_in_any_order(first: str, second: str) -> bool:
    """Whether two joined verbs (lemmas) hold in either order: one event's tallied outcomes
    ("killed ... and injured"), two things one said, or a deed and the verb that judges it
    ("defied expectations ... and lowered its output ceiling")."""
    return _tallied([first, second]) or first in _JUDGING or second in _JUDGING


def past_told(source: Source, first: Node, member: Node) -> bool:
    """Whether the clauses ``first`` and ``member`` of one subject are both told in the
    simple past and one of them is an event, which the other then follows or results from:
    "A county firefighter was struck by lightning and was in stable condition" (not "and
    lightning struck it" after the condition), "She appeared in federal court there Monday
    and was expected to be transferred", "Christian Ganczarski was apprehended at the airport
    and was to appear before an anti-terrorism judge".  Two states ("Cruz resembled a police
    sketch ... and had injuries"), a deed judged by the other ("defied expectations ...
    and lowered its output ceiling") and a progressive beside a deed ("was centered ...
    and was moving northeast") hold in either order."""
    if not all(_simple_past(source, clause) for clause in (first, member)):
        return False
    lemmas = [stem(clause.concept) for clause in (first, member)]
    return not any(lemma in _JUDGING or _progressive(source, clause)
                   for lemma, clause in zip(lemmas, (first, member), strict=True)) \
        and not all(lemma in _STATES or not _is_frame(clause.concept)
                    for lemma, clause in zip(lemmas, (first, member), strict=True))


def _progressive(source: Source, clause: Node) -> bool:
    """Whether the source told ``clause`` in the progressive, which holds around the other
    deed ("Odette was centered at 10 p.m. ... and was moving northeast")."""
    return bool(clause.align) and source.word(clause.align[0]).lower().endswith("ing") \
        and any(w in _PAST_BE for w in _verb_group(source, clause.align[0]))


def _is_frame(concept: str) -> bool:
    """Whether ``concept`` names a verb frame ("strike-01"), not a noun or adjective."""
    return concept[-3:-2] == "-"


def _verb_group(source: Source, at: int) -> list[str]:
    """The auxiliaries and adverbs the source said before the verb at ``at`` ("was later",
    "was to"), nearest first."""
    group = []
    back = at - 1
    while back >= 0 and (source.word(back).lower() in _AUXILIARIES | _PAST_BE | _ADVERBS
                         or source.word(back).lower().endswith("ly")):
        group.append(source.word(back).lower())
        back -= 1
    return group


def _simple_past(source: Source, clause: Node) -> bool:
    """Whether the source told ``clause`` in the simple past: a past verb ("appeared"), or
    one after "was"/"were" ("was expected", "was to appear", "was in stable condition"),
    with no auxiliary of the present, the future or the perfect."""
    if not clause.align:
        return False
    at = clause.align[0]
    word = source.word(at).lower()
    if word in _PAST_BE:
        return True  # a copula's own clause: "was in stable condition"
    group = _verb_group(source, at)
    if any(w in _AUXILIARIES for w in group if w not in ("to", "be")):
        return False  # "is called", "will be published", "had presented"
    if any(w in _PAST_BE for w in group):
        return True
    lemma = stem(clause.concept)
    return bool(word) and " " not in lemma and word == inflect(lemma, "VBD").lower()


def subject_said_once(source: Source, member: Node) -> bool:
    """Whether the source said the verb of the later conjunct ``member`` right after "and"
    (past its auxiliaries and adverbs) and so without a subject of its own: "Dean committed
    to accepting taxpayer money and vowed to attack ...", "was struck by lightning and was
    in stable condition", "fled to the nearby home of a friend, and allowed her ... to
    leave".  Its subject is the first conjunct's as the source said it, whatever roles the
    graph gives the two."""
    if not member.align or not _is_frame(member.concept):
        return False
    at = member.align[0]
    back = at - 1 - len(_verb_group(source, at))
    return back > 0 and source.word(back).lower() == "and"
