"""The ``verbatim-deed`` alternative of the root: what a doer did, said as a pseudo-cleft in
the source's own words ("What Hunt's attorneys did was file a motion Monday seeking to have
Hunt's conviction thrown out ..." from "Hunt's attorneys filed a motion Monday ...").

A plain past clause whose subject is a person, a named doer or a body of people, its verb
right after the subject: the subject and everything after the verb are moved whole, and only
the verb is said anew, in its base form.  Not a verb that says no deed (a saying or belief,
which realize_verbatim_what_said clefts as what was said; "have", "include", "seem", "want":
"What the contract did was include ..."), nor one whose subject only undergoes it ("What
Microsoft did was lose $5 million", "What the Columbia did was break apart"), holds a rank
("What Kroc did was rank No. 121") or reaches an outcome ("make profits of $1.7 billion"); nor a clause with a second verb after it, which would be
the pseudo-cleft's too ("What Berry did was marry and divorced his second wife").  A verb whose past is its base
("cut", "beat") only after a subject that would say "cuts" in the present ("What Wind River
also did was cut costs ..."), not a plural or a body of people, who may say "cut" now.
"""

from __future__ import annotations

from collections.abc import Callable

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_person_names import names_person
from pipeline.backends.builtin.realize_tree import Node, Ref, is_inverted
from pipeline.backends.builtin.realize_verbatim_reporting import VerbatimReporting
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    CONTROL,
    GROUP_NOUNS,
    LINKING,
    NO_PASSIVE,
    PLURAL_ONLY,
    QUOTE_MARKS,
    QUOTING,
)

__all__ = ["VerbatimDeed"]

# Words after which a past form is a participle or an infinitive, no finite verb.
_BEFORE_PARTICIPLES = frozenset(["to", "have", "has", "had", "having", "be", "been", "being",
                                 "was", "were", "is", "are", "get", "got"])

# Verbs whose subject undergoes, holds or perceives rather than does ("What the company did
# was receive ..."), or that say a wish or an attempt's outcome, not a deed.
_NO_DEED = ATTRIBUTING | QUOTING | NO_PASSIVE | LINKING | (CONTROL - {"decide", "agree",
                                                                      "refuse", "offer"}) \
    | frozenset(["be", "do", "get", "receive", "face", "suffer", "experience", "lose", "see",
                 "hear", "know", "need", "deserve", "owe", "enjoy", "die", "own", "win",
                 "miss", "fall", "rise", "drop", "gain", "surge", "climb", "slip", "end",
                 "close", "open", "total", "reach", "post", "report", "show", "find",
                 "mean", "happen", "occur", "become", "remain", "exceed", "return", "earn",
                 "contend", "maintain"]) | frozenset([
                     # a rank, a level or a change its subject undergoes ("What Kroc did was
                     # rank No. 1", "What Mississippi did was place among the bottom 10",
                     # "What WALL St did was regain a positive track", "What Intel's Xeon did
                     # was surpass HP"), a thing that comes apart ("What the Columbia did
                     # was break apart during descent"), a trait shown, an outcome reached
                     "rank", "place", "regain", "surpass", "outpace", "outperform",
                     "outnumber", "trail", "lag", "top", "jump", "soar", "plunge", "tumble",
                     "dip", "sink", "slide", "advance", "decline", "rebound", "rally",
                     "recover", "grow", "shrink", "break", "collapse", "explode", "crash",
                     "disintegrate", "achieve", "demonstrate", "contract",
                     # an index's small move ("What the Nasdaq Composite Index did was creep
                     # up 5.05 points", "tack on 5.91 points") and a prediction or a sign, a
                     # saying of what will be ("What he did was project Vanderpool will be
                     # available ...", "anticipate growth of 5.3 percent")
                     "creep", "tack", "edge", "ease", "predict", "project", "anticipate",
                     "forecast", "estimate", "indicate"])
# Objects that make "make" an outcome, not a deed ("What CS Financial Services did was make a
# 666 million franc net profit", "What Berkshire Hathaway did was make profits of ...").
_OUTCOMES = frozenset(["profit", "profits", "loss", "losses", "money", "gain", "gains"])
# Subject pronouns that name a doer ("What he did was ..."); not "it" or "they" (things too:
# "What they did was pass through the Lemelson ... Partnership" of patents),
# nor the first person said outside its quotation.
_DOER_PRONOUNS = frozenset(["he", "she"])


class VerbatimDeed(VerbatimReporting):
    """The ``verbatim-deed`` alternative (see the module docstring)."""

    cleft_opener: Callable[[Node, int], int]  # (realize_verbatim_alternatives)
    refuse_joined_clause: Callable[[int, int], None]

    def verbatim_deed(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        lemma = stem(top.concept).split("-")[0]
        if not top.align or lemma in _NO_DEED or self.const(top, ":mode") is not None \
                or self.const(top, ":polarity") == "-" \
                or any(is_inverted(e.role) for e in top.edges):
            raise RealizationRefused("no deed to pseudo-cleft")
        verb = top.align[0]
        word = tokens[verb]
        if verb not in source.finite or inflect(lemma, "VBD") != word.lower():
            # (a simple past only: "filed", not "has filed" or "files")
            raise RealizationRefused("no deed to pseudo-cleft")
        subject = self.verbatim_arg(top, ":ARG0")
        lead = self.cleft_opener(top, verb)
        at = self.owned_span(subject) if subject is not None else None
        if subject is None or at is None or at[0] not in (lead, lead + 1) or at[1] >= verb:
            raise RealizationRefused("no doer to pseudo-cleft")
        if lemma == word.lower() and not self.singular_doer(tokens[at[1]], subject):
            # "put", "cut", "set": a past only after a subject that would take "puts" in the
            # present ("Wind River also cut costs"); after a plural it may be a present
            raise RealizationRefused("no deed to pseudo-cleft")
        between = [t.lower() for t in tokens[at[1] + 1:verb]]
        if between not in ([], ["also"]) or (at[0] == lead + 1 and tokens[lead].lower() != "the"):
            raise RealizationRefused("no doer to pseudo-cleft")
        words = tokens[lead:at[1] + 1]
        pronoun = len(words) == 1 and words[0].lower() in _DOER_PRONOUNS
        if not pronoun and not (self.verbatim_arg(subject, ":name") is not None
                                or names_person(subject, tokens)
                                or stem(subject.concept) in GROUP_NOUNS):
            raise RealizationRefused("no doer to pseudo-cleft")
        if any(t in (",", "(", "--", "-", ":", ";") or t in QUOTE_MARKS for t in words) \
                or not self.only_owned(lead, at[1], self.owners(subject)):
            raise RealizationRefused("no doer to pseudo-cleft")
        if self.later_past_of(top, subject):
            # "Residents forced out of their homes on Sunday returned Monday": a later verb
            # of the same subject, the parse's verb a participle of the subject's noun
            raise RealizationRefused("no deed to pseudo-cleft")
        end, closing = self.end_of_text()
        if closing or any(t in QUOTE_MARKS for t in tokens) or verb + 1 >= end:
            raise RealizationRefused("a quotation keeps its own order")
        if lemma == "make" and any(t.lower() in _OUTCOMES for t in tokens[verb + 1:end]):
            raise RealizationRefused("no deed to pseudo-cleft")
        self.refuse_joined_clause(verb + 1, end)
        self.refuse_second_verb(verb + 1, end)
        said = source.text(lead, at[1])
        if pronoun:
            said = said.lower()
        elif lead == 0:
            said = self.opening_lower(said, subject, 0, at[1] == 0)
        opener = source.text(0, lead - 1) + " " if lead else ""
        also = " also" if between else ""
        self.variant_used = True
        return (f"{opener}what {said}{also} did was {lemma} {source.text(verb + 1, end - 1)}",
                "pseudo-cleft")

    def singular_doer(self, head: str, subject: Node) -> bool:
        """Whether the subject whose last word is ``head`` takes a verb's "-s" in the present:
        "he", "she", a singular noun or name, not a plural ("police", "Qantas" may be one),
        nor a body of people, which may take a plural verb ("the board cut")."""
        low = head.lower()
        if low in _DOER_PRONOUNS:
            return True
        return not low.endswith("s") and low not in PLURAL_ONLY \
            and stem(subject.concept) not in GROUP_NOUNS \
            and self.verbatim_arg(subject, ":op1") is None

    def later_past_of(self, top: Node, subject: Node) -> bool:
        """Whether a verb below ``top`` with ``subject`` as its own doer or undergoer is said
        in a bare past form ("returned", no auxiliary or "to" before it): a second finite verb
        of the subject's, which the pseudo-cleft would leave finite after "did was"."""
        assert self.source is not None
        tokens = self.source.tokens
        for node in top.walk():
            if node is top or not node.align or not any(
                    e.role in (":ARG0", ":ARG1") and isinstance(e.target, Ref)
                    and e.target.var == subject.var for e in node.edges):
                continue
            at = node.align[0]
            lemma = stem(node.concept).split("-")[0]
            if tokens[at].lower() == inflect(lemma, "VBD") \
                    and (at == 0 or tokens[at - 1].lower() not in _BEFORE_PARTICIPLES):
                return True
        return False
