"""Causes and their results: "X led to Y being banned", "X resulted in Y being laid off".

spaCy reads "led to his books being banned for a time by the Palestinian Authority" as
``books/pobj`` of "to" and ``banned/xcomp`` of "led", with the "by" phrase hung on
"time"; the rules then made the criticism the thing banned and the books lead-01's end
point.  The result is a passive clause whose subject is the noun after the preposition:
:func:`repair_result_clause` re-hangs the participle under the preposition (``pcomp``)
with the noun as its passive subject, and a "by" phrase hung on a time noun inside it
("for a time by the Authority") as its agent.

"for a time" in it is a :duration (:func:`counted_span`), where the frame roles made it
ban-01's :ARG2 (a GOL role "for" is tagged with).

"lead to" is lead-03 (cause, :ARG0 the factor, :ARG2 the result), not lead-01 (guide,
:ARG4 the end point): :func:`cause_frame`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["active_result", "cause_frame", "counted_span", "repair_result_clause"]

# Verb and the preposition that introduces its result.
_RESULT_PREPS = {"lead": "to", "result": "in"}
# Nouns of a span of time a "by" phrase cannot describe: "for a time by the Authority".
_TIME_NOUNS = frozenset({"time", "while", "period", "year", "month", "week", "day",
                         "decade", "hour", "spell"})


def cause_frame(lemma: str, kids: list[Token]) -> str | None:
    """lead-03 for "lead to" without an object ("the criticism led to the ban"); else None."""
    if lemma == "lead" and any(c.dep_ == "prep" and c.lower_ == "to" for c in kids) \
            and not any(c.dep_ in ("dobj", "nsubjpass", "auxpass") for c in kids):
        return "lead-03"
    return None


def counted_span(noun: Token) -> bool:
    """Whether ``noun`` is a counted span of time, which "for" makes a duration: "for a
    time", "for two weeks", "for years" (not "scheduled for next week", a time)."""
    if noun.lemma_.lower() not in _TIME_NOUNS:
        return False
    kids = list(noun.children)
    if any(k.dep_ == "nummod" or k.lower_ in ("a", "an", "several", "many", "few") for k in kids):
        return True
    return noun.tag_ == "NNS" and not kids


def repair_result_clause(verb: Token) -> None:
    """Re-hang "led to N being V-ed" as the preposition's passive clause (module docstring)."""
    word = _RESULT_PREPS.get(verb.lemma_.lower())
    if word is None:
        return
    prep = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ == word), None)
    noun = next((c for c in prep.children if c.dep_ == "pobj"), None) if prep else None
    if prep is None or noun is None:
        return
    # spaCy hangs it on the verb ("led to his books being banned") or on the noun as an
    # ``acl`` ("led to flights being cancelled")
    candidates = [c for c in verb.children if c.dep_ in ("xcomp", "advcl", "ccomp")]
    candidates += [c for c in noun.children if c.dep_ == "acl"]
    participle = next((c for c in candidates
                       if c.tag_ == "VBN" and c.i > noun.i
                       and any(a.dep_ == "auxpass" and a.lower_ == "being" and a.i > noun.i
                               for a in c.children)), None)
    if participle is None:
        active_result(noun, prep, candidates)
        return
    if any(c.dep_ in ("nsubj", "nsubjpass") for c in participle.children):
        return
    participle.head = prep
    participle.dep_ = "pcomp"
    noun.head = participle
    noun.dep_ = "nsubjpass"
    if any(c.dep_ == "agent" for c in participle.children):
        return
    for by in participle.subtree:
        if by.lower_ == "by" and by.dep_ == "prep" and by.head.lemma_.lower() in _TIME_NOUNS \
                and by.head.dep_ == "pobj" and by.head.head.head == participle:
            by.head = participle
            by.dep_ = "agent"
            return


def active_result(noun: Token, prep: Token, candidates: list[Token]) -> None:
    """ "resulted in the state pension fund immediately losing $1 million": the noun after
    the preposition is the subject of the gerund right after it (lose-01 :ARG0 the fund),
    which spaCy hangs on the verb as an adverbial clause whose subject would be the
    verb's own ("the investment ... losing").  Only a gerund with no subject of its own that
    follows the noun's phrase with nothing but its own adverbs between (no comma: "led to
    the arrest, sparking protests" is the leading event's)."""
    gerund = next((c for c in candidates if c.tag_ == "VBG" and c.i > noun.i
                   and not any(k.dep_ in ("nsubj", "nsubjpass", "auxpass", "aux")
                               for k in c.children)), None)
    if gerund is None:
        return
    between = noun.doc[noun.i + 1:gerund.i]
    if any(t.text in (",", ";", "--", "-") or (t.head != gerund and t.head != noun) for t in between):
        return
    if any(t.head == noun and t.dep_ not in ("prep", "amod", "compound") for t in between):
        return
    gerund.head = prep
    gerund.dep_ = "pcomp"
    noun.head = gerund
    noun.dep_ = "nsubj"
