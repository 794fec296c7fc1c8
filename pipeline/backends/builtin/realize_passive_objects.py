"""Objects that are no undergoer of their verb have no passive of ours.

A passive on the object of a verb says that its subject did something to it.  Where the
object is part of an idiom with the verb, or the amount a price or an index moved by, there
is no deed done to it, and the passive reads as nonsense:

- "The attack by the three militant groups took place here at Erez" became "Place was taken
  here by the attack by the three militant groups at Erez";
- "The Dow Jones industrial average finished the day down 98.32 points" became "The day was
  finished by the Dow Jones industrial average down 98.32 points";
- "The technology-laced Nasdaq Composite Index added 8.27 points, or 0.51 percent" became
  "8.27 points, or 0.51 percent, was added by the technology-laced Nasdaq Composite Index";
- "Business confidence among top U.S. executives hit a 12-month high" became "A 12-month high
  was hit by business confidence among top U.S. executives";
- "Dell made $950,000 in salary" became "$950,000 in salary ... were made by Dell";
- "Cisco earned $991 million, or 14 cents a share" became "$991 million or 14 cents a share
  was earned by Cisco";
- "The winner of the Williams-Mauresmo match will play the winner of ..." became "The winner
  of ... will be played by the winner of the Williams-Mauresmo match": a game's opponent.

A passive whose agent also did the deed by some means says "by" twice, and the means reads
as the agent's: "Last week, Prime Minister Vajpayee ended an 18-month chill by ordering
normalisation of diplomatic ties" became "An 18-month chill was ended by Prime Minister
Vajpayee last week by ordering normalisation ...", and "France, which infuriated Washington
by leading the charge against U.N. approval, also sought changes" became "Washington was
infuriated by France, which also sought changes, by leading the charge ..."
(:func:`refuse_means_after_agent`).
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_tree import Node, Ref, base_role

__all__ = ["refuse_idiom_passive", "refuse_means_after_agent"]

# Verb -> objects that make an idiom with it ("take place", "make progress").
_TAKE_IDIOMS = frozenset(["place", "part", "heed", "hit", "comfort", "effect", "hold", "root",
                          "shape", "aim", "issue", "exception", "advantage", "charge", "care",
                          "notice", "turn", "step", "stand", "look", "toll"])
_IDIOMS = {
    # (the parse reads the noun "comfort" as comfortable-02: "Comfort can be taken by bond
    # bulls in the fact ...")
    "take": _TAKE_IDIOMS | {"comfortable"},
    # an outcome earned, no thing made: "A 666 million franc net profit was made by CS
    # Financial Services"
    "make": frozenset(["progress", "appearance", "way", "mention", "sense", "difference",
                       "headway", "debut", "gain", "loss", "profit", "money", "fortune",
                       "killing", "living"]),
    "hit": frozenset(["high", "low", "record", "level", "peak", "mark", "bottom"]),
    "reach": frozenset(["high", "low", "record", "level", "peak", "bottom"]),
    "end": frozenset(["day", "session", "week", "month", "year", "quarter"]),
    "finish": frozenset(["day", "session", "week", "month", "year", "quarter"]),
    "close": frozenset(["day", "session", "week", "month", "year", "quarter"]),
    "start": frozenset(["day", "session", "week", "month", "year", "quarter"]),
    "begin": frozenset(["day", "session", "week", "month", "year", "quarter"]),
    # a span of one's life: "Three years were spent by her after the war in custody", "Four
    # months in prison were served by Josephine Burke"
    # ("The weekend is being spent at his Crawford ranch ... by Bush", MRPC train 6285)
    "spend": frozenset(["day", "night", "session", "temporal-quantity", "year", "month", "week",
                        "weekend", "hour", "time"]),
    "serve": frozenset(["temporal-quantity", "year", "month", "sentence", "term", "time"]),
    "enter": frozenset(["gear"]),
    "pick-up": frozenset(["speed", "steam", "pace", "momentum"]),
    "gain": frozenset(["ground", "momentum", "steam"]),
    "lose": frozenset(["ground", "momentum", "steam"]),
    "lead": frozenset(["way"]),
    "put-up": frozenset(["resistance", "fight"]),
    "draw": frozenset(["support", "criticism", "fire"]),
    "pay": frozenset(["attention", "tribute", "visit", "heed"]),
    # "A role might be played by genes on the Y in influencing ..."
    "play": frozenset(["role", "part"]),
    # "No time was wasted by the Yankees, breaking through ..." for "The Yankees wasted no
    # time breaking through ..." (MRPC train 161): the idiom says they were quick
    "waste": frozenset(["time"]),
}
# Whom a game is played against: "The winner of the Williams-Mauresmo match will play the
# winner of Justine Henin-Hardenne vs. Chanda Rubin" became "The winner of ... will be
# played by the winner of ...", a game no one plays on anyone (an actor plays a person:
# "Ronald and Nancy Reagan are played by James Brolin and Judy Davis" stays).
_COMPETITORS = frozenset(["winner", "loser", "team", "champion", "opponent", "rival", "side",
                          "club", "squad", "organization", "city", "country", "state",
                          "university", "school", "college"])
# Events whose doer is named by them as a competitor ("winner", "loser", "challenger").
_CONTESTS = frozenset(["win", "lose", "challenge", "oppose", "compete", "defend"])
# Verbs of a price, an index or a pay that moved or came to an amount: "added 8.27 points",
# "shed 6 cents", "took in $17.1 million", "made $950,000 in salary".
_MOVED_BY = frozenset(["add", "shed", "gain", "lose", "make", "take", "take-in", "pull-in",
                       "climb", "drop", "slip", "jump", "fall", "rise", "close", "finish",
                       "end", "trade", "tack-on", "pare", "trim", "surrender", "give-up",
                       # "Adobe earned $64.25 million, or 27 cents a share", not "$64.25
                       # million or 27 cents a share was earned by Adobe"
                       "earn", "net"])
# The nouns of an amount ("28 points", "0.27 percent", "$17.1 million").
_AMOUNTS = frozenset(["point", "percentage-entity", "monetary-quantity", "cent", "percent"])


def refuse_idiom_passive(verb: str, patient: Node) -> None:
    """Refuse the passive of ``verb`` (a concept) on ``patient``, its object, where the two
    make an idiom or the object is the amount something moved by."""
    lemma = stem(verb)
    if patient.concept in _IDIOMS.get(lemma, ()) \
            or stem(patient.concept).split("-")[0] in _IDIOMS.get(lemma, ()):
        raise RealizationRefused(f"'{lemma} {patient.concept}' is an idiom with no passive")
    if lemma == "play" and _competitor(patient):
        raise RealizationRefused("a game's opponent has no passive ('... will be played by "
                                 "the winner')")
    if lemma in _MOVED_BY and _amount(patient):
        raise RealizationRefused(f"an amount that something moved by ('{lemma}') has no "
                                 f"passive")


def refuse_means_after_agent(verb: Node, agent: Node, passive: str, sentence: str) -> None:
    """Refuse ``passive`` (the passive clause of ``verb``, whose agent is ``agent``) where it
    says a means ``verb``'s agent did the deed by, which the source ``sentence`` said with
    "by": a second "by" reads as the agent's, a bare gerund as the subject's ("It was
    Washington that was infuriated by France, ..., leading the charge ...")."""
    for edge in verb.edges:
        means = edge.target
        if edge.role in (":manner", ":instrument") and isinstance(means, Node) and any(
                e.role == ":ARG0" and isinstance(e.target, Ref | Node) and e.target.var == agent.var
                for e in means.edges):
            gerund = inflect(stem(means.concept).split("-")[0], "VBG")
            if re.search(rf"\bby {gerund}\b", sentence) and re.search(rf"\b{gerund}\b", passive):
                raise RealizationRefused("a passive would say its agent's means apart from it")


def _competitor(node: Node) -> bool:
    """Whether ``node`` is one a game is played against: a team, a rival, or a person named
    by a game's outcome ("the winner", parsed as person :ARG0-of win-01)."""
    if node.concept in _COMPETITORS:
        return True
    return node.concept == "person" and any(
        e.role == ":ARG0-of" and isinstance(e.target, Node) and stem(e.target.concept) in _CONTESTS
        for e in node.edges)


def _amount(node: Node) -> bool:
    """Whether ``node`` is an amount, or a list of amounts ("28 points, or 0.27 percent")."""
    if node.concept in _AMOUNTS:
        return True
    if node.concept in ("or", "and"):
        ops = [e.target for e in node.edges if base_role(e.role).startswith(":op")]
        return bool(ops) and all(isinstance(t, Node) and _amount(t) for t in ops)
    return False
