"""A clause with its own subject that spaCy read as a participle modifying the next clause's
subject.

"The company's chief executive retired and chief financial officer resigned": the small
model makes "retired" an adjective of "officer" (``retired/amod``, with "executive" as its
subject and "and" as its coordinator), so the rules read "an officer that the chief
executive retired resigned", lost the "and" and every rebuilt focus was refused ("the parse
dropped 'and' of the source").  A modifier with a subject of its own before it and a
coordinator after it is a clause; :func:`repair_modifier_clauses` makes it the first of two
clauses joined by the coordinator, as AMR reads them, (a / and :op1 (r / retire-01 ...)
:op2 (r2 / resign-01 ...)).

The same misreading leaves a sentence without a verb: "Massachusetts regulators and the
Securities and Exchange Commission on Tuesday pressed securities fraud charges against
Putnam Investments ...": spaCy made "regulators" the root, "pressed" an adjective of
"charges" and "charges" a second object of "on", so the parse said only "Massachusetts
regulators and the Securities and Exchange Commission on Tuesday".  A participle that opens
a second object of one preposition in a sentence with no other verb is the verb: it heads
the sentence, the root noun its subject, the noun its object and the preposition its own
(:func:`_verb_of_a_verbless_sentence`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_modifier_clauses"]

_FINITE_TAGS = ("VBP", "VBZ", "VBD")


def repair_modifier_clauses(doc: Doc) -> None:
    """Make each modifier of the module docstring the first clause of its coordination.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("The company's chief executive retired and chief financial "
    ...                    "officer resigned.")
    >>> repair_modifier_clauses(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("retired", "resigned")]
    [('retired', 'ROOT', 'retired'), ('resigned', 'conj', 'retired')]
    """
    for verb in doc:
        _verb_of_a_verbless_sentence(verb)
    for verb in doc:
        noun = verb.head
        if verb.dep_ != "amod" or verb.tag_ not in ("VBD", "VBN") or noun.i <= verb.i \
                or noun.dep_ not in ("nsubj", "nsubjpass"):
            continue
        clause = noun.head
        if clause.tag_ not in _FINITE_TAGS or clause.i <= noun.i:
            continue
        subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")
                        and c.i < verb.i), None)
        joiner = next((c for c in verb.children if c.dep_ == "cc"
                       and c.lower_ in ("and", "but") and c.i > verb.i), None)
        if subject is None or joiner is None \
                or any(t.text in (",", ";") for t in doc[verb.i + 1:joiner.i]):
            continue
        if clause.dep_ == "ROOT":
            verb.head, verb.dep_ = verb, "ROOT"
        else:
            verb.head, verb.dep_ = clause.head, clause.dep_
        verb.tag_, verb.pos_ = "VBD", "VERB"
        clause.head, clause.dep_ = verb, "conj"


def _verb_of_a_verbless_sentence(verb: Token) -> None:
    """Make ``verb`` the verb of its sentence where spaCy read it as an adjective opening a
    second object of a preposition, in a sentence with no other verb (module docstring).

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Massachusetts regulators and the Securities and Exchange "
    ...                    "Commission on Tuesday pressed securities fraud charges against "
    ...                    "Putnam Investments.")
    >>> _verb_of_a_verbless_sentence(doc[10])
    >>> [(t.text, t.dep_, t.head.text) for t in (doc[1], doc[8], doc[10], doc[13])]
    [('regulators', 'nsubj', 'pressed'), ('on', 'prep', 'pressed'), ('pressed', 'ROOT', 'pressed'), ('charges', 'dobj', 'pressed')]
    """
    noun = verb.head
    prep = noun.head
    if verb.dep_ != "amod" or verb.tag_ not in ("VBD", "VBN") or noun.left_edge.i != verb.i \
            or noun.dep_ != "pobj" or prep.dep_ != "prep":
        return
    if not any(c.dep_ == "pobj" and c.i < verb.i for c in prep.children):
        return  # one object: "for saturated fat" is an adjective's
    root = prep.head
    if root.dep_ != "ROOT" or root.pos_ not in ("NOUN", "PROPN") or root.i > prep.i \
            or any(t.pos_ in ("VERB", "AUX") and t.i != verb.i for t in root.sent):
        return
    verb.head, verb.dep_, verb.tag_, verb.pos_ = verb, "ROOT", "VBD", "VERB"
    noun.head, noun.dep_ = verb, "dobj"
    for child in [c for c in root.children if c.i > prep.i or c.i == prep.i]:
        child.head = verb
    root.head, root.dep_ = verb, "nsubj"
