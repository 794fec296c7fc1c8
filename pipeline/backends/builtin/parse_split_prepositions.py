"""Prepositions spaCy split from their objects, which the main rules then dropped: "out of"
after a noun ("flights out of Atlanta", the place left, a ``:source``), "along with", "as"
before a predicate adjective ("described the talks as exclusive"), "outside of", and "out
of" + a noun that says a state ("whirl out of control"), one concept of its own.
Split from parse_prepositions.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import ConverterBase
    from pipeline.backends.builtin.parse_graph import Node

__all__ = ["OUT_OF_IDIOMS", "out_of_idiom", "out_of_object"]

# "out of" + a noun that says a state, not a place left: "out of proportion", "out of
# court", "out of town" (away, not from it), "out of work"; these stay unread.
OUT_OF_IDIOMS = frozenset({"proportion", "court", "town", "work", "business", "control",
                            "hand", "hands", "order", "line", "date", "luck", "sight", "reach",
                            "stock", "touch", "character", "place", "print", "season", "favor",
                            "favour", "question", "range", "style", "time", "breath", "step",
                            "office", "power", "money", "cash", "gas", "fuel", "jail",
                            "prison", "action", "danger", "trouble", "shape", "context",
                            "bounds", "pocket", "turn", "tune", "sync", "focus", "commission",
                            # "discussed out of public earshot": unheard, not a place
                            "earshot",
                            # "was out of state helping", "moving out of state": away from home state
                            "state"})


def out_of_idiom(conv: ConverterBase, out: Token) -> Node | None:
    """"whirl out of control", "cascading out of control": "out of" + an idiom's noun
    (:data:`OUT_OF_IDIOMS`) after a verb says a state, not a place left; nothing read it,
    so the noun was lost.  One concept, (o / out-of-control), which the realizer says as its
    words; None for any other "out".  (Before a noun, "an out-of-court settlement", the
    realizer lost the article: left dropped.)"""
    if out.lower_ != "out":
        return None
    of = next((c for c in conv.kids(out) if c.dep_ == "prep" and c.lower_ == "of"), None)
    obj = next((c for c in conv.kids(of) if c.dep_ == "pobj"), None) if of is not None else None
    if of is None or obj is None or obj.lemma_.lower() not in OUT_OF_IDIOMS \
            or any(c.dep_ != "punct" for c in conv.kids(obj)):
        return None  # "out of his hands", "out of control by the media": more than the idiom
    if out.head.lemma_.lower() == "be" \
            and any(c.tag_ == "VBG" and c.i > obj.i for c in out.head.children):
        # "was out of state helping his wife's daughter move": the idiom hangs on the
        # subject beside the participle, and the realizer lost the copula ("Friends said
        # Rowell, 57, out of state, helping ..."); left dropped, so refused
        return None
    # aligned to the noun, its last word: a reused source span ("cascading out of control")
    # then ends after it
    conv.consumed.update((of.i, obj.i))
    conv.builder.covered.update((out.i, of.i))
    return conv.builder.node(f"out-of-{obj.lower_}", obj.i)


def out_of_object(conv: ConverterBase, prep: Token) -> Token | None:
    """The object of a preposition spaCy split ("along with Apache Tomcat", the caller's
    ``:accompanier``; "described the talks as exclusive", :func:`_predicative`) or the place "out of" leaves after a noun ("flights out of Atlanta"): spaCy hangs "of"
    and its object on "out", which then had no object and was dropped.  The caller says it
    as the ``:source``.  Not in an idiom (:data:`OUT_OF_IDIOMS`), nor after a verb: there
    the realizer said the unaligned "out" twice ("Out of the house, the family ran him out")
    and hung the place on the wrong word; after a copula ("were out of town") it is no
    source at all."""
    if prep.lower_ == "as":
        return _predicative(conv, prep)
    if prep.lower_ == "along":  # "an updated release of Apache, along with Apache Tomcat"
        second = "with"
    elif prep.lower_ == "out" and prep.head.pos_ in ("NOUN", "PROPN"):
        second = "of"
    elif prep.lower_ == "out" and prep.dep_ == "prep" and prep.head.pos_ == "VERB" \
            and prep.head.lemma_.lower() != "be" \
            and all(c.dep_ == "prep" for c in conv.kids(prep)) \
            and prep.doc[prep.i - 1].pos_ != "ADV" and prep.head.dep_ != "pcomp" \
            and not any(c.dep_ == "dobj" and c.pos_ == "PRON" for c in prep.head.children) \
            and not any(c.dep_ in ("xcomp", "advcl") and c.tag_ == "VBD" and not any(
                k.dep_ in ("nsubj", "nsubjpass", "mark") for k in c.children)
                        for c in prep.head.children):
        # "want the trial moved out of the area", "were headed out of Iraq": the place the
        # event leaves, its :source (the realizer reads "out of" back from the source).  Not
        # after an adverb, which modifies "out of" wherever spaCy hangs it: "were thrown
        # partly out of the open side of the bus" came back "Out of the open side of the
        # bus, some were thrown partly".  Nor on a gerund after a preposition ("by cutting
        # her out of key editorial decisions": a phrasal verb, its foci "Gruner & Jahr broke
        # her, who countersued ..."), nor after a pronoun object, which makes "out" the
        # particle of a phrasal verb ("the family had run him out of the house" said "It was
        # the family that had run him, who was living on the street out of the house"), nor
        # on a verb spaCy gave a subjectless past tense as
        # its complement, a reduced relative misread ("Residents forced out of their homes on
        # Sunday returned Monday": "On Sunday, residents forced out that they returned ...")
        second = "of"
    elif prep.lower_ in ("outside", "atop"):
        # "injured 50 miles outside of La Paz", "were arrested atop of a Manhattan
        # snowdrift": the place "outside" or "atop" relates to, as in "outside La Paz"
        # (RELATIONAL_PREPS); "of" adds nothing
        second = "of"
    else:
        return None
    of = next((c for c in conv.kids(prep) if c.dep_ == "prep" and c.lower_ == second), None)
    obj = next((c for c in conv.kids(of) if c.dep_ == "pobj"), None) if of is not None else None
    if of is None or obj is None or (prep.lower_ == "out" and obj.lemma_.lower() in OUT_OF_IDIOMS):
        # (the idioms are "out of"'s: "along with some questions on probability" is no
        # "out of question", and its questions were dropped)
        return None
    if prep.lower_ == "out" and prep.head.pos_ == "VERB" and obj.tag_ == "NN" \
            and not any(c.dep_ in ("det", "poss") for c in obj.children):
        # a bare singular noun says a state, as the idioms do: "keep doctors from ... moving
        # out of state" (away from home, not a place named), left unread
        return None
    conv.consumed.add(of.i)
    return obj


def _predicative(conv: ConverterBase, prep: Token) -> Token | None:
    """"described the talks as exclusive", "rated conditions as 'bad'": spaCy hangs the
    adjective on "as" as a modifier, where an object would be; it is the object (the
    frame's predicate role, describe-01 :ARG2)."""
    if prep.head.pos_ != "VERB" or any(c.dep_ in ("pobj", "pcomp") for c in conv.kids(prep)):
        return None
    adjectives = [c for c in conv.kids(prep) if c.dep_ in ("amod", "acomp") and c.pos_ == "ADJ"]
    return adjectives[0] if len(adjectives) == 1 else None
