""""be to" before an infinitive: a plan or an arrangement, not a copula.

"Chief Executive Rod Eddington is to meet the three unions separately on Monday
afternoon": spaCy reads "is" as the root with "meet" its ``xcomp``, and the parser made the
person the root with the meeting hung on it as (person :ARG1 meet-01), a noun that heads no
sentence; every focus was refused and only the source read back.  English "be to" is here
a modal of arrangement ("is to meet", "are to be given", "was to have been tried"):
:func:`repair_be_to` makes the infinitive the head of its clause with "be" and "to" its
auxiliaries, so the graph says meet-01 with its own subject and the realizer reads "be to"
back as the clause's modal (realize_verbs).

A noun of purpose is a copula's subject, not an arranged doer: "The purpose of the hearing
is to determine whether ...", "His advice ... is to pass it", "The American military's task
is to provide the security": those keep spaCy's tree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_be_to"]

_BE = frozenset({"is", "are", "was", "were", "'s", "'re"})
# Subjects that "be to" equates with what follows ("The goal is to reduce congestion",
# "The hearing is to determine whether ...", "Tomorrow's testimony is to give an inside
# look"): a purpose, a plan or an event with a purpose of its own.
_PURPOSE_NOUNS = frozenset([
    "goal", "goals", "purpose", "task", "aim", "objective", "plan", "plans", "idea", "answer",
    "intention", "intent", "job", "mission", "strategy", "challenge", "priority", "solution",
    "hope", "key", "point", "role", "option", "step", "thing", "way", "advice", "approach",
    "policy", "wish", "desire", "focus", "reason", "problem", "question", "trick", "test",
    "rule", "decision", "choice", "alternative", "proposal", "recommendation", "suggestion",
    "request", "demand", "effort", "move", "tactic", "method", "function", "duty",
    "responsibility", "requirement", "target", "ambition", "vision", "agenda", "mandate",
    "initiative", "object", "idea", "hearing", "testimony", "meeting", "session", "study",
    "report", "program", "programme", "project", "exercise", "drill", "visit", "trip",
    "campaign", "measure", "bill", "law", "intent", "concern", "worry", "fear", "danger",
    "risk", "order", "instruction", "instructions", "assignment", "practice", "tradition",
    "custom", "habit", "response", "reaction", "remedy", "cure", "result", "outcome", "effect",
])
# Subjects that say nothing of who is to act ("It was to fly a plane into the White House":
# the plan was; "What we need is to ...", "All he did was to ..."): a copula's.
_EMPTY_SUBJECTS = frozenset(["it", "this", "that", "what", "all", "which", "these", "those"])


# Infinitives that keep spaCy's tree: a copula ("Moussaoui was to be part of an operation",
# whose predicate noun the graph says with no verb to carry "was to"), and "be to blame"
# ("the wholesalers were not to blame": at fault, no arrangement).
_KEPT_INFINITIVES = frozenset(["be", "blame"])


def repair_be_to(doc: Doc) -> None:
    """Make the infinitive after a root-like "be" + "to" the head of the clause, with "be"
    and "to" its ``aux`` dependents; the subject and every other dependent of "be" move to it.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Eddington is to meet the unions on Monday.")
    >>> repair_be_to(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("Eddington", "is", "meet")]
    [('Eddington', 'nsubj', 'meet'), ('is', 'aux', 'meet'), ('meet', 'ROOT', 'meet')]
    """
    for be in doc:
        if be.lower_ not in _BE or be.pos_ not in ("AUX", "VERB"):
            continue
        verb = _infinitive(be)
        if verb is None:
            continue
        subject = next((c for c in be.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is None or not _arranged(subject):
            continue
        if be.dep_ == "ROOT":
            verb.head, verb.dep_ = verb, "ROOT"
        else:
            verb.head, verb.dep_ = be.head, be.dep_
        for child in list(be.children):
            if child.i != verb.i:
                child.head = verb
        be.head, be.dep_ = verb, "aux"


def _infinitive(be: Token) -> Token | None:
    """The infinitive ``xcomp`` of ``be`` whose "to" follows ``be`` at once (or after "also",
    "then", "now"), else None."""
    for child in be.children:
        if child.dep_ != "xcomp" or child.tag_ not in ("VB", "VBN") or child.i <= be.i:
            continue
        if child.lemma_ in _KEPT_INFINITIVES or any(c.lower_ == "have" for c in child.children):
            # (nor a plan that fell through, "Sorkin was to have been tried separately on
            # charges of conspiracy and lying to a grand jury": its lists the parse misreads)
            return None
        to = next((c for c in child.children if c.lower_ == "to" and c.dep_ == "aux"), None)
        if to is None:
            return None
        between = [t for t in be.doc[be.i + 1: to.i]]
        if all(t.lower_ in ("also", "then", "now", "still", "not") for t in between):
            return child
    return None


def _arranged(subject: Token) -> bool:
    """Whether ``subject`` is one that an arrangement has act or undergo the infinitive (a
    person, a thing, a group), not a purpose the infinitive restates."""
    if subject.lower_ in _EMPTY_SUBJECTS:
        # (nor "Called 'Taxpayers Against the Recall,' it was to be launched Wednesday":
        # rebuilt, its opening participle went to the nearest noun, "outside a Sacramento
        # fire station, called ...")
        return False
    return subject.lower_ not in _PURPOSE_NOUNS and subject.lemma_.lower() not in _PURPOSE_NOUNS
