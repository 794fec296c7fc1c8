"""The pronoun for a noun subject two joined clauses share, said before the second when the
verbatim concessive or split parts them (realize_verbatim_concessive), beside
realize_shared_pronoun's subject pronoun said again.

"The women had follow-up examinations in 1974-75, 1980-81 and 1992-93, but were not asked
about stress again." has one subject for both verbs; "Although" before the first clause
would leave the second with none.  The noun phrase stays where the source said it and the
second clause takes the pronoun that stands for it: "Although the women had follow-up
examinations in ..., they were not asked about stress again.", "Although the Bank of England
starts its two-day meeting on Wednesday, it was expected to leave ...".

"they" for a plural, "it" for a thing or a body said in the singular; "he" or "she" for one
person only where the source says which (an honorific, its own pronouns of one gender that
the parse reads as the person's: "Although Mr. Kerkorian tried unsuccessfully to take over
Chrysler in 1995, he did win representation on its board."), else none (a name said twice
reads as two people),
nor for a subject of one word or a list ("The Neighbours star and singer": one person or
two), which may be a person's name the parse took for a thing
("Berry also married ...", parsed as a berry).
The number is read off the verbs' own agreement ("was", "have"), else off the subject's
head word; a name that might be a plural ("the Mets") with no verb to say so gets none.  The
second clause's verb must be finite of its own, as realize_shared_pronoun asks ("has spent
$114 million ..., but taken in only $40 million": "it taken in" says no verb).
A pronoun that could stand for a noun the first clause says after its verb ("The blasts
killed two people. They injured ...") gives way to the subject said again where that is a
short phrase of "the" or a name ("The blasts injured more than 150 others."), else none.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import lemma_pos, plural
from pipeline.backends.builtin.realize_base import stem
from pipeline.backends.builtin.realize_concepts import is_frame
from pipeline.backends.builtin.realize_person_names import names_person
from pipeline.backends.builtin.realize_shared_pronoun import (
    BEFORE_VERB,
    finite_of_its_own,
    subject_node,
    subject_var,
)
from pipeline.backends.builtin.realize_tree import Node, Ref, Source

__all__ = ["noun_subject_pronoun"]

# Finite verbs that say their subject's number.
_SINGULAR_VERBS = frozenset(["is", "was", "has", "does"])
_PLURAL_VERBS = frozenset(["are", "were", "have", "do"])
# What says one person's gender.
_MALE_PRONOUNS = frozenset(["he", "him", "his", "himself"])
_FEMALE_PRONOUNS = frozenset(["she", "her", "hers", "herself"])
_HONORIFICS = {"mr.": "he", "mr": "he", "mrs.": "she", "mrs": "she", "ms.": "she", "ms": "she",
               "miss": "she"}
# Subject pronouns realize_shared_pronoun says again itself, and "it", often no one's
# (unless both verbs share it: see noun_subject_pronoun).
_PRONOUNS = frozenset(["i", "he", "she", "it", "we", "they", "you", "this", "that"])
# The roles and concepts of no noun phrase's head a pronoun could stand for ("a suburban
# Chicago man": "Chicago" is the man's; "on Wednesday", "$15.8 billion").
_NOT_HEADS = frozenset([":mod", ":name", ":poss", ":quant", ":unit", ":polarity", ":manner"])
_NOT_NOUNS = _PRONOUNS | {"date-entity", "name", "thing"}


def noun_subject_pronoun(source: Source, first: Node, second: Node, span: tuple[int, int],
                         joint: int, end: int) -> str | None:
    """"it" or "they" for the noun phrase ``span`` (the source's opening words) that
    ``first`` and ``second`` share as their subject, to say before the second clause,
    ``tokens[joint + 1:end]``; the noun phrase itself where the pronoun could stand for a
    noun the first clause says after its verb; or None."""
    pronoun = _pronoun(source, first, second, span, joint, end)
    if pronoun is None or not _rival_noun(source.tokens, first, pronoun, joint):
        return pronoun
    # "The blasts killed two people. They injured more than 150 others.": "They" reads as
    # the two people.  A short noun phrase of "the" or a name is said again ("The Bank of
    # England ... . The Bank of England is expected to ..."); "a" would make it another.
    tokens = source.tokens
    words = tokens[span[0]:span[1] + 1]
    subject = subject_node(first)
    if len(words) > 4 or "," in words or subject is None or tokens[0] == "It" \
            or not (words[0].lower() == "the" or any(e.role == ":name" for e in subject.edges)):
        return None
    said = source.text(span[0], span[1])
    return "the" + said[3:] if words[0] == "The" else said


def _rival_noun(tokens: list[str], first: Node, pronoun: str, joint: int) -> bool:
    """Whether the first clause says, after its verb and before ``joint``, the head of a
    noun phrase that ``pronoun`` could stand for: a plural for "they", a singular thing
    (a name too: "reprimanded Iran ... . It called on Tehran ...") for "it", a person
    for "he" or "she"."""
    subject = subject_node(first)
    inside = {n.var for n in subject.walk()} if subject is not None else set()
    for node in first.walk():
        if node.var in inside or not node.align or not first.align[0] < node.align[0] < joint \
                or node.role in _NOT_HEADS or node.concept in _NOT_NOUNS \
                or node.concept.endswith("-quantity") or is_frame(node.concept):
            continue
        named = any(e.role == ":name" for e in node.edges)
        word = tokens[node.align[0]]
        if not named and not lemma_pos(word.lower()) & {"NOUN", "PROPN"}:
            continue
        lemma = stem(node.concept)
        many = word.lower() != lemma and word.lower() == plural(lemma) if not named \
            else node.concept in ("person", "organization") and word.endswith("s")
        person = names_person(node, tokens)
        if (many if pronoun == "they" else not many and person == (pronoun != "it")):
            return True
    return False


def _pronoun(source: Source, first: Node, second: Node, span: tuple[int, int],
             joint: int, end: int) -> str | None:
    """The pronoun ``noun_subject_pronoun`` says, before its check for a rival noun."""
    tokens = source.tokens
    subject = subject_node(first)
    # (the verb group after the subject's closing comma: "A draft statement, obtained by
    # Reuters on Friday, stopped short of ...")
    after = span[1] + 2 if tokens[span[1] + 1:span[1] + 2] == [","] else span[1] + 1
    if subject is None or span[0] != 0 or subject_var(second) != subject.var \
            or not first.align or not finite_of_its_own(source, first, after, joint, end):
        return None
    if tokens[0] == "It" and subject.concept == "it" and span == (0, 0):
        # "It will be distributed through ... and will be available on ...": the parse gives
        # both verbs the one "it", a thing's (an empty "it" is no participant of two verbs)
        return "it"
    if subject.concept in ("and", "or") or span[1] == 0 or tokens[0].lower() in _PRONOUNS:
        return None
    # (the finite words only: each verb group's first, not "to have been dragged")
    finite = [next((t.lower() for t in tokens[after:first.align[0] + 1]
                    if t.lower() not in BEFORE_VERB), ""),
              next((t.lower() for t in tokens[joint + 1:end] if t.lower() not in BEFORE_VERB), "")]
    agreement = {w in _PLURAL_VERBS for w in finite if w in _SINGULAR_VERBS | _PLURAL_VERBS}
    if len(agreement) > 1:
        return None  # (the verbs disagree: no one subject to stand for)
    if agreement:
        many = agreement.pop()
    elif subject.concept in ("person", "organization", "country", "city", "company") \
            or not subject.align:
        # (a name: "Nasdaq" is one, "the Mets" may be many)
        if tokens[span[1]].lower().endswith("s"):
            return None
        many = False
    else:
        head, lemma = tokens[subject.align[0]].lower(), stem(subject.concept)
        many = head != lemma and head == plural(lemma)
    if not many and names_person(subject, tokens):
        return _person_pronoun(subject, (first, second), tokens[span[0]:span[1] + 1], tokens)
    return "they" if many else "it"


def _person_pronoun(subject: Node, clauses: tuple[Node, Node], words: list[str],
                    tokens: list[str]) -> str | None:
    """"he" or "she" for the one person ``subject`` (said in ``words``), where the source
    says which: by an honorific ("Mr. Kerkorian"), or by its own pronouns, all of one
    gender, one of which the parse reads as the subject's ("Derek Jeter took batting
    practice ... since dislocating his left shoulder ..."); else None."""
    said = {t.lower() for t in tokens}
    male, female = bool(said & _MALE_PRONOUNS), bool(said & _FEMALE_PRONOUNS)
    honorific = next((_HONORIFICS[w.lower()] for w in words if w.lower() in _HONORIFICS), None)
    mentions = sum(isinstance(e.target, Ref) and e.target.var == subject.var
                   for clause in clauses for node in clause.walk() for e in node.edges)
    # (the second clause's own subject is one mention; another is a pronoun's)
    by_pronoun = ("he" if male else "she") if mentions > 1 and male != female else None
    if honorific is not None:
        # (none where the source says a pronoun of the other gender: whose it is is unsure)
        return None if (female if honorific == "he" else male) else honorific
    return by_pronoun
