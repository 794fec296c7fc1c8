"""Two clauses joined under one attribution that spaCy reads as two reports.

"Negotiators talked with the boy for more than an hour, and SWAT officers surrounded the
classroom, Bragdon said": the small model hangs both clauses on "said" as its ccomp, with
"and" a cc of the first clause that joins nothing.  The rules gave "said" the first clause
as its :ARG1 and the second as an :ARG2 (the hearer), and "and" had no node: the parse
dropped it and the realizer refused every focus.  What was said is the two clauses joined,
(s / say-01 :ARG1 (a / and :op1 (t / talk-01) :op2 (s2 / surround-01))), as AMR writes it
and as the rules build it once the second clause is the first one's conjunct.  "but" joins
them the same way: "There are estimated to be ... Iraqis employed by state-owned enterprises
in Iraq, but most of the businesses are currently inoperative, he said" (contrast-01).

The other way round, one report read as a conjunct: "Dotson, 21, was arrested and charged
... after reportedly telling authorities he shot Dennehy": spaCy makes "shot" a conjunct of
"arrested" with no coordinator, and the rules gave "tell" the authorities as what was told
and added the shooting as a third event of the list.  A clause that opens right after the
object of a verb of telling is what was told (:ARG1, the authorities the hearer).

And the speaker's own act read as part of the report: "Company spokesman Jack Ferry said a
search is ongoing but declined comment on its status": spaCy makes "declined" a conjunct of
"is", so the search declined ("A search is ongoing, but it declined comment ...").  A bare
past verb joined to a present report of a past verb of saying is the speaker's next act,
told in the saying's own tense (:func:`repair_speaker_conjuncts`).
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_words import COORD, PARENTHETICAL_VERBS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_reported_conjuncts", "repair_speaker_conjuncts", "repair_told_clauses"]

_CLAUSE_DEPS = ("ccomp",)
# Verbs whose object is the hearer and whose clause is what they were told.
_TELLING = frozenset(["tell", "inform", "warn", "assure", "remind", "notify", "advise",
                      "convince", "persuade"])


def repair_told_clauses(doc: Doc) -> None:
    """Make a coordinator-less conjunct clause that opens right after the object of a verb
    of telling that verb's complement (module docstring)."""
    for verb in doc:
        if verb.lemma_ not in _TELLING or verb.pos_ != "VERB":
            continue
        hearer = next((c for c in verb.children if c.dep_ == "dobj"), None)
        if hearer is None or any(c.dep_ in ("ccomp", "xcomp") for c in verb.children):
            continue
        after = hearer.right_edge.i + 1
        clause = next((t for t in doc[after:] if t.dep_ == "conj" and t.left_edge.i == after
                       and t.pos_ in ("VERB", "AUX")), None)
        if clause is None or not any(c.dep_ in ("nsubj", "nsubjpass") for c in clause.children) \
                or any(c.dep_ == "cc" or c.is_punct for c in clause.head.children
                       if hearer.i < c.i < clause.i):
            continue
        if clause in verb.ancestors:
            continue  # the telling is inside the clause: no cycle
        clause.head = verb
        clause.dep_ = "ccomp"


def repair_speaker_conjuncts(doc: Doc) -> None:
    """Make a subjectless past verb joined to a present-tense complement clause of a past
    verb of saying that verb's conjunct (module docstring)."""
    for verb in doc:
        if verb.tag_ != "VBD" or verb.lemma_ not in PARENTHETICAL_VERBS:
            continue
        for report in [c for c in verb.children if c.dep_ == "ccomp"
                       and c.tag_ in ("VBZ", "VBP")]:
            for conjunct in [c for c in report.children if c.dep_ == "conj"]:
                if conjunct.tag_ != "VBD" or any(
                        c.dep_ in ("nsubj", "nsubjpass", "expl") for c in conjunct.children):
                    continue
                conjunct.head = verb
                for word in report.children:
                    if word.dep_ == "cc" and report.i < word.i < conjunct.i:
                        word.head = verb


def repair_reported_conjuncts(doc: Doc) -> None:
    """Make the later of two complement clauses of one verb the conjunct of the earlier one
    where the earlier one holds a coordinator that joins nothing before it (module
    docstring)."""
    for verb in doc:
        clauses = [c for c in verb.children
                   if c.dep_ in _CLAUSE_DEPS and c.pos_ in ("VERB", "AUX")]
        for first, second in pairwise(clauses):
            if _joins_to(first, second):
                second.head = first
                second.dep_ = "conj"


def _joins_to(first: Token, second: Token) -> bool:
    """Whether ``first`` ends with a coordinator of its own ("..., and") that no conjunct
    follows inside it, right before ``second``'s words, and ``second`` names its own subject
    (a clause, not a bare verb phrase that another rule shares a subject with)."""
    if any(c.dep_ == "conj" for c in first.children):
        return False
    words = [c for c in first.children if c.dep_ == "cc" and c.lower_ in COORD]
    if len(words) != 1:
        return False
    word = words[0]
    if not first.right_edge.i < second.left_edge.i or not (
            first.i < word.i < second.left_edge.i):
        return False
    # nothing of ``first`` after the coordinator but punctuation: the word opens ``second``
    if any(t.i > word.i and not t.is_punct for t in first.subtree):
        return False
    return any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in second.children)
