"""Subjects with no definite article that the verbatim cleft may pick out.

The verbatim cleft (realize_verbatim_alternatives.verbatim_cleft) took a subject that a name,
"the" or a possessor makes definite; a sentence whose subject had no article or "a" got no
text at all when every rebuilt reading was refused, though a cleft says it as well: "It was
analysts surveyed by First Call who were expecting ...", "It is severe acute respiratory syndrome that has
infected more than 8,300 ...", "It was a judge who branded Mohammed Dica's behaviour
\"despicable\" ...".

Not a count or a quantifier ("It was four of the defendants who ...", "It is several states
that ...", "It is most other potential buyers that ...", which the cleft would make
exhaustive, or read as a choice among them), nor a demonstrative ("It was that information
that was first reported ..."), nor an opening adverb ("It is early voting that will run
..."); the phrase closes on a noun or a name, and a bare word alone is a plural noun, not a
name the parse missed ("It is young that faces a fine" for "Young faces a fine").

A list the subject's own node holds is said whole, whatever its article ("It was a federal
grand jury and the Securities and Exchange Commission that were looking into ...", "It was
Daren and Barbara Jensen who refused ..."); a coordinator of no node of the subject's may
join clauses the parse misread, and stays refused (breaks_subject).

An open subject of people takes "who" though no person list names it ("It was rebels who
sought ...", "It was protesters who had been calling ..."): a doer's noun of a verb, a post,
or a noun of people under arms (names_people); "rivers" or "vaccine makers" keep "that".
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import (
    FUNCTION_WORDS,
    PRONOUNS,
    inflect,
    lemma_pos,
    lemmas,
)
from pipeline.backends.builtin.number_words import CARDINALS, ORDINALS
from pipeline.backends.builtin.parse_words import PARENTHETICAL_VERBS
from pipeline.backends.builtin.realize_base import is_frame
from pipeline.backends.builtin.realize_person_names import person_or_people
from pipeline.backends.builtin.realize_tree import Node, Ref, Source
from pipeline.backends.builtin.realize_verbatim_spans import FINITE_AUXILIARIES
from pipeline.backends.builtin.realize_words import (
    AMOUNT_DETERMINERS,
    ARTICLES,
    DETERMINERS,
    PLURAL_ONLY,
    QUANTIFIER_HEADS,
    QUOTE_MARKS,
    RELATIVE_PRONOUNS,
    VERB_GROUP_ADVERBS,
)

__all__ = ["OWNED_PLURALS", "breaks_subject", "names_people", "open_subject", "open_words",
           "participle_verb"]

_INDEFINITE_ARTICLES = frozenset(["a", "an"])
# Plurals of what belongs to a company or market the source names elsewhere or not at all.
OWNED_PLURALS = frozenset(["shares", "stocks", "prices", "sales", "earnings", "profits",
                            "revenues", "costs", "rates", "stores"])
# What no open subject starts with: a count, a quantifier or a demonstrative, or a degree
# word before one ("More than 100 people", "Nearly half").
_CLOSED_OPENERS = DETERMINERS | QUANTIFIER_HEADS | AMOUNT_DETERMINERS | frozenset(CARDINALS) \
    | frozenset(ORDINALS) | frozenset(["more", "less", "fewer", "nearly", "almost", "about",
                                       "over", "under", "up", "half", "dozens", "hundreds",
                                       "thousands", "millions", "none", "what", "whatever"])
# What joins a later verb of the subject's to its clause ("and found", "to move", ", fearing").
_JOINS = frozenset(["and", "or", "but", "to", ",", "--", "then"])
# Marks and words that break a subject said whole.
_SUBJECT_BREAKS = frozenset([",", "(", "--", "-", ":", ";"])
_PASSIVE_AUXILIARIES = frozenset(["is", "are", "was", "were", "be", "been", "being", "get",
                                  "got", "gets", "getting"])
# What ends a clause's run of words before a later verb of its own ("and", ", said").
_CLAUSE_BREAKS = frozenset(["and", "or", "but", ",", "--", "-", ";", ":", "then", "("])
_NONFINITE_AUXILIARIES = frozenset(["be", "been", "being", "have", "having", "to", "n't"])
_NUMBER = re.compile(r"^[\d$%.,-]+$|^\d")
def open_subject(source: Source, top: Node, lead: int, hi: int, far: int, verb: int) -> bool:
    """Whether the subject the cleft picks out of ``top``'s clause, the source's tokens
    ``lead`` to ``hi`` (to ``far`` with an apposition), is an open noun phrase (open_words)
    with only auxiliaries and adverbs between it and its ``verb``, and no later verb spaCy
    said it is the subject of or past verb of its joined by no coordinator: not
    "It was residents of 220 homes who forced out of their houses Sunday returned Monday",
    the subject's participle read as its verb."""
    if any(not _in_verb_group(word.lower()) for word in source.tokens[far + 1:verb]) \
            or any(subject in range(lead, hi + 1) and at > verb
                   for at, subject in source.finite.items()) \
            or _later_verb_of(source, top, {source.owner.get(i) for i in range(lead, hi + 1)},
                              verb):
        return False
    return open_words(source.tokens[lead:hi + 1])


def participle_verb(source: Source, verb: int) -> bool:
    """Whether the clause's ``verb`` is the subject's participle: its agent follows it with
    "by" ("Analysts polled by Reuters Research ... forecast profit", was "It was analysts who
    polled by Reuters Research ..."), or a past verb no node holds follows it with no
    coordinator, comma or relative word between, the real verb the parse left out ("the
    total of Army and Navy members called to active duty worldwide stood at 12,603", was
    "it was the total of Army and Navy members that called to active duty worldwide stood
    at 12,603")."""
    tokens = source.tokens
    if tokens[verb].lower().endswith("ed") and verb + 2 < len(tokens) \
            and tokens[verb + 1] == "by" and tokens[verb + 2][:1].isupper() \
            and tokens[verb - 1].lower() not in _PASSIVE_AUXILIARIES:  # "was founded by"
        return True
    if any(lemma in PARENTHETICAL_VERBS for lemma in lemmas(tokens[verb].lower())):
        return False  # "said he would ...": a report's clause has verbs of its own
    for at in range(verb + 1, len(tokens)):
        low = tokens[at].lower()
        if low in _CLAUSE_BREAKS or low in RELATIVE_PRONOUNS or low in QUOTE_MARKS \
                or low in PRONOUNS or low in FINITE_AUXILIARIES:
            return False  # ("it collected", "the yen had strengthened": a clause of its own)
        if at not in source.owner and _past_form(low) \
                and tokens[at - 1].lower() not in ARTICLES | DETERMINERS:  # "an estimated"
            return True
    return False


def _past_form(word: str) -> bool:
    """Whether ``word`` is a verb's simple past ("stood", "rose").

    >>> [_past_form(w) for w in ("stood", "rose", "said", "stand", "total", "duty")]
    [True, True, True, False, False, False]
    """
    return any(
        lemma != word and "VERB" in lemma_pos(lemma) and inflect(lemma, "VBD") == word
        for lemma in lemmas(word))


def open_words(words: list[str]) -> bool:
    """Whether ``words``, a subject said in the source's words, is a noun phrase with no
    article or with "a"/"an" that a cleft may pick out (see the module docstring).

    >>> open_words("Muslim guerrillas".split()), open_words("A federal judge".split())
    (True, True)
    >>> open_words("Several states and the federal government".split())
    False
    >>> open_words("Five 17-year-olds".split()), open_words("Early voting".split())
    (False, False)
    >>> open_words(["Rebels"]), open_words(["Young"]), open_words(["Dotson"])
    (True, False, False)
    >>> open_words(["shares"]), open_words(["Rival", "shares"])
    (False, True)
    """
    rest = words[1:] if words and words[0].lower() in _INDEFINITE_ARTICLES else words
    if not rest:
        return False
    first, last = rest[0].lower(), rest[-1]
    if first in _CLOSED_OPENERS or first in FUNCTION_WORDS or _NUMBER.match(first) \
            or lemma_pos(first) & {"ADV", "NUM", "DET", "PRON"} \
            or first.split("-", 1)[0] in CARDINALS:  # ("Eighty-six seriously wounded")
        return False
    if len(words) == 1:
        # a bare word alone is a plural or a name the parse missed ("It is young that
        # faces a fine" for "Young faces a fine", "It was Dotson that was arrested"), and
        # no plural of a thing whose owner the sentence leaves to its reader ("Yesterday,
        # it was shares that closed up 29 cents": the company's)
        if last.lower() in OWNED_PLURALS:
            return False
        return last.lower() in PLURAL_ONLY or (last.lower().endswith("s") \
            and "NOUN" in lemma_pos(last.lower()))
    if last[:1].isupper():
        return True  # a name closes it ("A man arrested ... from Queens", "Delta personnel")
    return "NOUN" in lemma_pos(last.lower())


def _in_verb_group(word: str) -> bool:
    """Whether ``word`` may stand between a subject and its verb: an auxiliary or an
    adverb ("had also been", "will not", "were quickly")."""
    return word in FINITE_AUXILIARIES or word in _NONFINITE_AUXILIARIES \
        or word in VERB_GROUP_ADVERBS or (word.endswith("ly") and "ADV" in lemma_pos(word))


def _later_verb_of(source: Source, top: Node, subject: set[str | None], verb: int) -> bool:
    """Whether a past verb after the clause's ``verb``, joined by no coordinator, "to" or
    comma, has the ``subject`` as its own: the parse read the subject's participle as the
    verb ("Residents forced out of their homes on Sunday returned Monday")."""
    for node in top.walk():
        at = node.align[0] if node.align else -1
        if node is top or at <= verb or not is_frame(node.concept) \
                or not source.tokens[at].lower().endswith("ed") or not any(
                    isinstance(e.target, Ref) and e.target.var in subject for e in node.edges):
            continue
        if not any(t.lower() in _JOINS for t in source.tokens[verb + 1:at]):
            return True
    return False


def breaks_subject(source: Source, lead: int, hi: int, subject: set[str]) -> bool:
    """Whether the subject's words, the source's tokens ``lead`` to ``hi``, hold a mark, a
    relative word ("It was Khatami, who arrived in Beirut Monday, who was also to visit
    ..."), an auxiliary ("It was Sorkin was to have been tried ... who lying to a grand
    jury", the subject's span run past its verb) or a coordinator that is no node of the ``subject``'s own (a list of clauses
    misread); a list the subject's node holds is said whole ("It was Daren and Barbara
    Jensen who refused to heed ...", "It was a federal grand jury and the Securities and
    Exchange Commission that were looking into ...")."""
    for at in range(lead, hi + 1):
        word = source.tokens[at]
        if word in _SUBJECT_BREAKS or word in QUOTE_MARKS or word.lower() in RELATIVE_PRONOUNS \
                or word.lower() in FINITE_AUXILIARIES \
                or (word.lower() in ("and", "or") and source.owner.get(at) not in subject):
            return True
    return False


def names_people(subject: Node, tokens: list[str]) -> bool:
    """Whether the clefted ``subject`` is a person or people, or a list of them only ("It
    was Daren and Barbara Jensen who refused ...", "It was the justices who ruled ...", not
    "that"), as realize_person_names.person_or_people reads them: the test the rebuilt
    clefts of its focus use, so that its "who" and theirs agree."""
    ops = [e.target for e in subject.edges if e.role.startswith(":op")] \
        if subject.concept in ("and", "or") else [subject]
    return bool(ops) and all(isinstance(op, Node) and person_or_people(op, tokens) for op in ops)
