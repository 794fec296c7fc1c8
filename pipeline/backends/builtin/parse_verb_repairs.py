"""Repairs of spaCy dependency trees that put a verb or a clause in the wrong place, made
with the others of parse_repair before the rules read the ``Doc``:

* a verbless sentence whose verb was tagged a noun: "James Brolin and Judy Davis star as
  Ronald and Nancy Reagan" read as a list of names ending in the noun "star"; repaired to
  the names as the subject of the verb "star" when the noun is a PropBank verb, ends a
  coordination of names and heads a preposition;
* a clause hung on the verb above an infinitive: "had helped convince him violence was the
  answer" with ``was/ccomp`` of "helped"; repaired to the clause of "convince";
* a verb read as a noun inside its subject: "Their groundbreaking contributions
  commercialize technologies, create jobs, ..." with ``commercialize/compound`` of the
  subject "technologies" (a word with no noun reading) and "create" the root; repaired to
  the verb of "contributions" with "technologies" its object and "create ..." its
  conjuncts;
* a content clause without "that" read as a conjunct: "can take comfort in the fact the Fed
  has done nothing" with ``done/conj`` of "take" and no "and", which the rules said
  "bond bulls can take comfort in the fact, and the Fed has done nothing"; repaired to a
  clause below the noun of content right before it (parse_nominals reads it as the noun's
  ``:topic``);
* a reduced relative read as the verb of a subordinate clause: "met a horrific scene, as
  people trapped in the club's doorway screamed for help" with ``trapped/advcl`` (its
  subject "people") and ``screamed/conj`` of "met", which the rules said "they met a
  horrific scene as people trapped in the club's doorway, and they screamed for help";
  repaired to "screamed" as the clause of "as", "people" its subject and "trapped" their
  participle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_words import BARE_CONTENT_NOUNS

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.lexicon import PropBankLexicon

__all__ = ["clause_of_the_complement", "content_clause_as_conjunct", "noun_as_verb",
           "verb_after_a_reduced_relative", "verb_in_the_subject"]


def verb_in_the_subject(verb: Token) -> None:
    """"contributions commercialize technologies, create jobs": a word that is only a verb
    (``morphology.lemma_pos``) between a plural noun and the subject it was hung on as a
    compound is the verb of that plural noun, and the subject is its object."""
    obj, doer = verb.head, verb.doc[verb.i - 1] if verb.i > 0 else None
    main = obj.head
    if doer is None or obj.dep_ != "nsubj" or obj.i != verb.i + 1 or doer.head.i != obj.i \
            or doer.tag_ != "NNS" or doer.dep_ != "compound" or main.pos_ != "VERB":
        return
    for token in verb.doc[obj.left_edge.i:doer.i]:
        if token.head.i == obj.i:
            token.head = doer  # "Their", "groundbreaking": the doer's own words
    if main.dep_ == "ROOT":
        verb.head, verb.dep_ = verb, "ROOT"
    else:
        verb.head, verb.dep_ = main.head, main.dep_
    main.head, main.dep_ = verb, "conj"
    doer.head, doer.dep_ = verb, "nsubj"
    obj.head, obj.dep_ = verb, "dobj"
    verb.tag_, verb.pos_ = "VBP", "VERB"


def clause_of_the_complement(clause: Token) -> None:
    """ "had helped convince him violence was the answer": spaCy hangs the clause on "helped";
    it is what "convince him" is about.  Moved to the infinitive just before it when the
    infinitive's object ends right where the clause starts (no comma between) and the
    infinitive has no clause of its own."""
    verb = clause.head
    inner = next((c for c in verb.children if c.dep_ == "xcomp" and c.pos_ == "VERB"
                  and c.i < clause.i), None)
    if inner is None or any(c.dep_ in ("ccomp", "xcomp") for c in inner.children):
        return
    person = next((c for c in inner.children if c.dep_ in ("dative", "dobj")), None)
    if person is None or person.right_edge.i + 1 != clause.left_edge.i:
        return
    clause.head = inner
    if person.dep_ == "dative":
        person.dep_ = "dobj"  # the one convinced, not a recipient


def content_clause_as_conjunct(clause: Token) -> None:
    """ "take comfort in the fact the Fed has done nothing": moved below "fact" when the
    conjunct has a subject of its own and starts right after a noun of content (so no "and"
    or comma joins it to anything)."""
    start = clause.left_edge.i
    if start == 0 or clause.i < clause.head.i \
            or not any(c.dep_ in ("nsubj", "nsubjpass") and c.i < clause.i for c in clause.children):
        return
    noun = clause.doc[start - 1]
    if noun.lemma_.lower() not in BARE_CONTENT_NOUNS or noun.tag_ not in ("NN", "NNS") \
            or noun.dep_ not in ("pobj", "dobj", "nsubj", "attr"):
        return
    clause.head = noun
    clause.dep_ = "relcl"


def verb_after_a_reduced_relative(verb: Token) -> None:
    """ "as people trapped in the club's doorway screamed for help": the past verb spaCy made
    a subjectless conjunct of the main verb right after a subordinate clause whose "verb" is a
    bare participle ("trapped", no auxiliary) is that clause's verb, the participle's
    subject its subject."""
    if any(c.dep_ in ("nsubj", "nsubjpass", "cc") for c in verb.children):
        return
    start = verb.left_edge.i
    clause = next((c for c in verb.head.children if c.dep_ == "advcl" and c.tag_ == "VBN"
                   and c.right_edge.i + 1 == start), None)
    if clause is None or any(c.dep_ in ("aux", "auxpass", "dobj") for c in clause.children):
        return
    subject = next((c for c in clause.children if c.dep_ == "nsubj" and c.i < clause.i
                    and c.pos_ in ("NOUN", "PROPN")), None)
    mark = next((c for c in clause.children if c.dep_ == "mark" and c.i < clause.i), None)
    if subject is None or mark is None:
        return
    verb.dep_ = "advcl"
    subject.head, subject.dep_ = verb, "nsubj"
    mark.head = verb
    clause.head, clause.dep_ = subject, "acl"


def noun_as_verb(root: Token, lexicon: PropBankLexicon) -> None:
    """ "James Brolin and Judy Davis star as Ronald and Nancy Reagan": a verbless sentence's
    last conjunct, a PropBank verb tagged a noun before a preposition, is its verb and the
    names before it are its subject."""
    if root.pos_ != "PROPN":
        return
    last = next((c for c in root.children if c.dep_ == "conj"), None)
    if last is None or last.tag_ != "NN" or not last.is_lower or not lexicon.verb_frames(last.lower_) \
            or not any(c.dep_ == "cc" for c in root.children):
        return
    if not any(c.dep_ == "prep" and c.i == last.i + 1 for c in last.children):
        return
    names = [c for c in last.children if c.dep_ == "compound" and c.i == last.i - 1]
    if not names or names[0].pos_ != "PROPN":
        return
    name = names[0]
    name.head = root
    name.dep_ = "conj"
    last.head = last
    last.dep_ = "ROOT"
    root.head = last
    root.dep_ = "nsubj"
    last.tag_ = "VBP"
    last.pos_ = "VERB"
