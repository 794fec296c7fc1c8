"""Appositions headed by a common noun, which say what the noun before them is.

"License sales, a key measure of demand, fell", "Hovan, a resident of Trumbull, had
worked", "GE -- parent of NBC -- is", "the Russell 2000, the barometer of smaller company
stocks,": the apposition is a second description of the same thing.  AMR keeps it as the
head's :mod, a noun phrase with its own modifiers:

    (s / sell-01 :mod (o / organization ...)
       :mod (m / measure :ARG1-of (k / key-02) :mod (d / demand)))

The realizer says it back between commas (``apposition_opener`` in
:mod:`realize_source_words`) and refuses a focus inside it.

Appositions of named people (:mod:`parse_appositions`), ages, names and lists keep their
own rules; this one takes the common nouns they leave, which the parse used to drop, and
a member said as "one of" a group ("Willow Canyon, one of three areas in the Santa Catalina
Mountains", "Matthew Fishbein, one of O'Donnell's lawyers"): spaCy tags "one" a number and
a cardinal, which no rule took, so it was dropped too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import Node, target

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import Context, ConverterBase

__all__ = ["dated_apposition", "is_set_off", "noun_apposition", "titles_of_a_name"]

# What opens an apposition: not a lone hyphen, which mostly joins other things ("600 ships
# - about twice the ships it has today"), nor a bracket, which holds codes and asides
# ("Health and Human Services (news - web sites)").
_OPENERS = frozenset({",", "--", "—"})
_CLOSERS = frozenset({",", "--", ")", "—", ".", ";", ":", "?", "!"})


def noun_apposition(conv: ConverterBase, node: Node, appos: Token, ctx: Context) -> bool:
    """Add the common-noun apposition ``appos`` as ``node``'s :mod; whether it did."""
    one_of = _one_of(appos)  # "Willow Canyon, one of three areas ...": a count, not a name
    if (appos.pos_ != "NOUN" and not one_of) or not is_set_off(appos) or (
            conv.entity_of.get(appos.i) is not None and not _time_after(appos) and not one_of):
        return False
    amount = conv.entity_of.get(appos.head.i)
    if amount is not None and amount.label_ in ("MONEY", "PERCENT", "QUANTITY") \
            and any(k.dep_ == "prep" and k.lower_ == "over" for k in conv.kids(appos)):
        # an amount's apposition says what the amount was ("dropped by 8.6 percent, the
        # biggest decline since July 1986"); but "over" of a change is its base, which the
        # rules read as a place ("$1.45 billion, an increase over last year's result of
        # $1.38 billion" came back "an increase over result last year of $1.38 billion")
        return False
    kids, head_kids = conv.kids(appos), conv.kids(appos.head)
    if not kids:
        return False  # a bare noun spaCy took for one: "The analyst, already let go ..., can"
    subject = appos.head.dep_ in ("nsubj", "nsubjpass")
    if titles_of_a_name(conv, node, appos):
        pass  # "Sir Wilfred Thesiger, writer, explorer and chronicler of ...,": one aside
    elif any(k.dep_ in ("conj", "cc") for k in kids) or any(
            k.dep_ in ("conj", "cc") and (k.i < appos.i or not subject) for k in head_kids):
        # a list: "12 students, a teacher and themselves", "Smashed cars and buses, ruined
        # buildings, scattered debris"; a subject's list that goes on after the apposition
        # is the head's ("BaFin, Germany's chief financial regulator, and the prosecutor's
        # office were": see parse_apposed_list_members), but not a complement's or an
        # object's, which the realizer garbled ("It is other retailers of Argos, part of
        # GUS, and privately owned Littlewoods that will be affected", "Upscale purveyors
        # including Neiman Marcus, the parent of Bergdorf Goodman; and Nordstrom strong
        # sales gains in May were given by ...")
        return False
    if sum(1 for k in head_kids if k.dep_ == "appos" and k.pos_ == "NOUN") > 1 \
            or appos.head.dep_ == "appos":
        return False  # "Her father, Florin Cioaba, the king of Transylvania's Gypsies,"
    sub = conv.token(appos, ctx)
    if target(sub) is None:
        return False
    node.add(":mod", sub)
    return True


def is_set_off(appos: Token) -> bool:
    """Whether the phrase of ``appos`` stands between commas, dashes or brackets after its
    head; not "NBC, a source familiar with the matter said", a subject spaCy took for one."""
    left, right = appos.left_edge.i, appos.right_edge.i
    doc = appos.doc
    if not (appos.head.i < left and left > 1 and doc[left - 1].text in _OPENERS
            and (right + 1 >= len(doc) or doc[right + 1].text in _CLOSERS
                 or doc[right].text in _CLOSERS)):  # "a resident of Trumbull, Conn.,"
        return False
    # right after its head's own phrase: not "The average teacher is a 15-year veteran ...,
    # the work force portrait shows", a verb spaCy took for a noun far from "teacher"
    return doc[left - 2] in appos.head.subtree and doc[left - 2] not in appos.subtree


def dated_apposition(conv: ConverterBase, appos: Token, sub: Node | None) -> bool:
    """Whether ``appos`` is a day set off after a common noun that names a day ("Her
    birthday, 21 April, was declared a public holiday"): spaCy's apposition, which no rule
    read, so every focus was refused ("the parse dropped '21'").  The caller hangs it on the
    noun as its :time, (b / birthday :time (d / date-entity :month 4 :day 21)), said back
    between its commas."""
    ent = conv.entity_of.get(appos.i)
    return sub is not None and sub.concept == "date-entity" and ent is not None \
        and ent.label_ == "DATE" and appos.head.pos_ == "NOUN" and is_set_off(appos) \
        and sub.has(":day")


def titles_of_a_name(conv: ConverterBase, node: Node, appos: Token) -> bool:
    """Whether ``appos`` opens a list of titles set off after a named person's subject or
    object ("Sir Wilfred Thesiger, writer, explorer and chronicler of the world's vanishing
    ways of life, has died"), which the caller keeps whole as the person's :mod, said back
    between its commas: a list refused above for the lists of its head, where the person
    has none.  Every member a common noun after a comma, "and" or its own modifier; every
    rebuilt focus was refused for the dropped 'writer'.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Sir Wilfred Thesiger, writer, explorer and chronicler of the "
    ...                    "world's vanishing ways of life, has died at age 93.")
    >>> [t.text for t in doc[4].subtree if t.dep_ == "conj"]
    ['explorer', 'chronicler']
    """
    doc = appos.doc
    members = [appos, *(k for k in appos.subtree if k.dep_ == "conj")]
    return node.concept == "person" and node.has(":name") and appos.head.ent_type_ == "PERSON" \
        and len(members) > 1 and all((m.pos_ == "NOUN" or _one_of(m)) and m.i - 1 >= 0 and (
            doc[m.i - 1].text in (",", "and") or doc[m.i - 1].dep_ in ("amod", "compound", "det"))
            for m in members) \
        and not any(k.dep_ in ("conj", "cc") for k in conv.kids(appos.head))


# Spans of time that place a day by an event ("Sunday, a day after the attack").
_TIME_SPANS = frozenset({"day", "days", "week", "weeks", "month", "months", "hour", "hours"})


def _time_after(appos: Token) -> bool:
    """Whether ``appos`` places the day before it by an event: "U.S. military spokesman
    Lt. Col. Douglas Lefforge said Sunday, a day after the attack".  spaCy tags "a day" a
    date too, which the common-noun apposition left to the entity rules, and none read it:
    every rebuilt focus was refused for the dropped 'day'.  It is the day's :mod, (d /
    date-entity :weekday (s / sunday) :mod (d2 / day :time (a / after :op1 (a2 /
    attack)))), said back between its commas."""
    return appos.lower_ in _TIME_SPANS and appos.head.ent_type_ == "DATE" and any(
        k.dep_ == "prep" and k.lower_ in ("after", "before") for k in appos.children)


def _one_of(word: Token) -> bool:
    """ "one of the last solitary explorers of a shrinking planet": a title said as one of a
    group."""
    return word.lower_ == "one" and any(k.dep_ == "prep" and k.lower_ == "of" for k in word.children)
