"""One subject that spaCy split into two subjects of the same verb.

The small model sometimes hangs two noun phrases before a verb on it as two ``nsubj``, and
the rules then gave the event two :ARG0s ("one event with two subjects of the same role",
every focus refused).  Three splits repeat over the MRPC sources:

- a coordination whose coordinator stayed on the first member: "80 percent of men and only
  59 percent of women washed their hands", "progress on the nuclear issue and the pending
  trade deal were ...": the second phrase is the first's conjunct;
- one noun phrase cut between its modifier and its head, nothing between the two:
  "Country-music station KKCS has suspended", "Houston fourth-graders also performed",
  "the core Java Enterprise System will cost", "revenues from the flagship Martha Stewart
  Living magazine", "people posing as IRS representatives target": the second phrase's head
  takes the place of the first phrase's last word, which becomes its compound (or, for a
  preposition, takes it as its object);
- a common noun's apposition between commas: "The updated 64-bit operating system, Windows
  XP 64-Bit Edition ..., will run", "one subset of patients, women on hormonal treatment
  ..., appeared": the second phrase is an apposition (of a name the first phrase ends on
  when the apposition is a common noun: "The director of Rescue California, the group
  leading the recall campaign, called").  A name's apposition is
  ``parse_repair._second_subject_as_apposition``'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_split_subjects"]

_NOUNS = frozenset({"NOUN", "PROPN"})
_COORDINATORS = frozenset({"and", "or"})
# what a noun phrase's first word may be when it is the tail of the phrase before it
_PHRASE_OPENERS = frozenset({"DT", "PRP$", "WDT", "WP", "CD", "POS"})


def repair_split_subjects(doc: Doc) -> None:
    """Re-hang the second of two subjects of one verb, per the module docstring.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Houston fourth-graders also performed similarly to national peers.")
    >>> repair_split_subjects(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc[:4]]
    [('Houston', 'compound', 'graders'), ('fourth', 'amod', 'graders'), ('-', 'punct', 'graders'), ('graders', 'nsubj', 'performed')]
    """
    for verb in doc:
        subjects = [c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i]
        if len(subjects) != 2 or not all(s.pos_ in _NOUNS for s in subjects):
            continue
        first, second = subjects
        if not (first.doc[first.right_edge.i].text[0].isalpha() and second.text[0].isalpha()):
            continue  # "US10YT=RR", "ex-girlfriend - escaped": symbols, not words
        if first.right_edge.i >= second.left_edge.i or second.right_edge.i >= verb.i:
            continue
        if _coordinated(first, second) or _cut_phrase(first, second) \
                or _apposition(first, second):
            _opening_adverb_to_verb(first, verb)


def _coordinated(first: Token, second: Token) -> bool:
    """'X and Y VERB' with the coordinator on X: Y is X's conjunct."""
    doc = first.doc
    cc = doc[first.right_edge.i]
    if cc.lower_ not in _COORDINATORS or cc.dep_ != "cc" or second.left_edge.i != cc.i + 1:
        return False
    if cc.head.i != first.i:
        # "A base configuration with a ... processor, 128M bytes of memory, a 40G-byte hard
        # drive, and a CD-ROM drive costs": the last member of a list inside the subject
        if doc[cc.i - 1].text != "," or cc.head.dep_ not in ("appos", "conj", "pobj"):
            return False
        second.head, second.dep_ = cc.head, "conj"
        return True
    if doc[cc.i - 1].text == ",":
        return False  # "24 percent of men who took placebo, or 1,147 men": a restatement
    second.head, second.dep_ = first, "conj"
    return True


def _cut_phrase(first: Token, second: Token) -> bool:
    """'station | KKCS has suspended': one noun phrase, its head the second's."""
    doc = first.doc
    last = doc[first.right_edge.i]
    between = doc[last.i + 1:second.left_edge.i]
    # "collective So Solid Crew": a capitalized word of the name hung on the verb
    if any(not t.is_title or t.head.i != second.head.i for t in between):
        return False
    if doc[second.left_edge.i].tag_ in _PHRASE_OPENERS and not between:
        return False  # "the fact the MAP bug is present": a clause, not one phrase
    if last.pos_ == "ADP" and last.dep_ == "prep":
        second.head, second.dep_ = last, "pobj"
    elif last.pos_ in _NOUNS and last.tag_ not in ("NNS", "NNPS") and not any(
            c.i > last.i for c in last.children):
        second.head, second.dep_ = last.head, last.dep_
        for child in list(last.children):
            if child.dep_ in ("det", "poss", "predet"):
                child.head = second
        last.head, last.dep_ = second, "compound"
    else:
        return False
    for word in between:  # "So" of "So Solid Crew", tagged an adverb
        word.head, word.dep_, word.pos_, word.tag_ = second, "compound", "PROPN", "NNP"
    return True


def _apposition(first: Token, second: Token) -> bool:
    """'system, Windows XP ..., will run': the second phrase, between commas, describes."""
    doc = first.doc
    if first.pos_ != "NOUN" or doc[first.right_edge.i + 1].text != "," \
            or second.left_edge.i != first.right_edge.i + 2:
        return False
    closing = second.right_edge.i if doc[second.right_edge.i].text == "," \
        else second.right_edge.i + 1
    verb = second.head
    if doc[closing].text != "," or any(t.head.i != verb.i for t in doc[closing + 1:verb.i]):
        return False  # the closing comma right before the verb group
    last = doc[first.right_edge.i]
    owner = last if last.pos_ == "PROPN" and second.pos_ == "NOUN" else first
    second.head, second.dep_ = owner, "appos"
    return True


def _opening_adverb_to_verb(subject: Token, verb: Token) -> None:
    """'Tonight, 21-year-old Morgan and ... will gather': a noun said as an adverb before a
    comma that opens the subject's phrase is the verb's time, not the subject's."""
    doc = subject.doc
    for child in list(subject.children):
        if child.dep_ == "npadvmod" and child.left_edge.i == subject.left_edge.i \
                and child.right_edge.i + 1 < subject.i and doc[child.right_edge.i + 1].text == ",":
            child.head = doc[child.right_edge.i + 1].head = verb
