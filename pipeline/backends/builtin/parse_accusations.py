"""Accusations and their crime: who does the deed of "charged him with collecting".

"The FBI arrested a man and charged him with secretly collecting information": the man
collected, not the FBI.  After a verb of accusing or punishing ("charge", "accuse",
"convict", "suspect", "arrest", "indict", ...) a gerund under "with", "of" or "for" is the
crime of the verb's object, so its agent is that object ((c / collect-01 :ARG0 m), m the
man), where the general rule gives a gerund the clause's subject ("he left without
saying goodbye").  In the passive ("He was charged with murdering ...") the accused, the
verb's :ARG1, is the clause's subject.  "charge" with a crime is charge-05 ("assign a role or crime"),
not charge-01 ("ask a price"), whose "with" would be an instrument.

Nouns of content take "on" as their topic: "information on individuals", "a report on the
economy" are about them, (i / information :topic (i2 / individual)), not located on them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import Node, Ref, target

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import Context

__all__ = ["ACCUSING", "TOPIC_NOUNS", "accusation_frame", "accused_context", "topic_role"]

# Verbs whose object is the doer of the crime a gerund after with/of/for names.
ACCUSING = frozenset({"charge", "accuse", "convict", "suspect", "arrest", "indict",
                      "sentence", "fine", "prosecute", "sue", "blame", "punish", "jail",
                      "detain", "investigate", "acquit", "clear", "fault", "criticize",
                      "criticise", "condemn", "penalize"})
_CRIME_PREPS = frozenset({"with", "of", "for"})
# Nouns of content: "on" after them is what they are about.
TOPIC_NOUNS = frozenset({"information", "report", "data", "view", "detail", "study",
                         "research", "book", "article", "story", "paper", "debate",
                         "discussion", "talk", "comment", "statement", "opinion", "advice",
                         "guidance", "guideline", "rule", "regulation", "law", "policy",
                         "position", "stance", "survey", "poll", "testimony", "hearing",
                         "briefing", "update", "lecture", "essay", "column", "editorial",
                         "document", "documentary", "film", "expert", "inquiry", "probe",
                         "investigation", "figure", "statistic", "note", "memo", "thought",
                         "idea", "question", "consultation", "referendum", "vote", "decision",
                         "ruling", "agreement", "deal", "negotiation", "ban", "limit", "tax"})


def accusation_frame(lemma: str, kids: list[Token]) -> str | None:
    """charge-05 for "charge" with a "with" (its crime) or "against"; else None."""
    if lemma == "charge" and any(c.dep_ == "prep" and c.lower_ in ("with", "against")
                                 for c in kids):
        return "charge-05"
    return None


def accused_context(node: Node, prep: Token, obj: Token, ctx: Context) -> Context:
    """``ctx`` for the gerund ``obj`` under ``prep`` of the event ``node``: its subject
    is the accused (``node``'s :ARG1) after a verb of accusing; else ``ctx`` unchanged."""
    head = prep.head
    if prep.lower_ not in _CRIME_PREPS or obj.tag_ != "VBG" or head.pos_ != "VERB" \
            or head.lemma_.lower() not in ACCUSING:
        return ctx
    if any(c.dep_ in ("nsubj", "nsubjpass") for c in obj.children):
        return ctx  # "accused of him lying": the gerund has its own subject
    accused = target(node.get(":ARG1"))
    if accused is None:
        return ctx
    return replace(ctx, subject=Ref(accused))


def topic_role(node: Node, prep: Token) -> str | None:
    """``:topic`` for "on" after a noun of content ("information on individuals")."""
    if prep.lower_ == "on" and prep.head.pos_ == "NOUN" \
            and prep.head.lemma_.lower() in TOPIC_NOUNS:
        return ":topic"
    return None
