"""Names spaCy's entity recognizer cut short, mended before the rules read them.

"The suit was filed in the Supreme Court of New York County.": spaCy tags "the Supreme
Court of" as an organization and "New York County" as a place, so the name ended in "of"
and the place, hung on that "of" inside it, was never read ("New", "York", "County"
unparsed).  A name that ends in "of" takes the name after it: one organization,
(o / organization :name (n / name :op1 "Supreme" :op2 "Court" :op3 "of" :op4 "New"
:op5 "York" :op6 "County")), as AMR names it.

spaCy also tags two names joined by "and" as one ("Apache Tomcat and Apache Axis", one
organization named "Apache Tomcat and Apache Axis"): where both sides are names of two
words or more without a preposition and the second is a conjunct of the first, they are
two names.  "Barnes and Noble", "Food and Drug Administration" and "Department of Health
and Human Services" stay one.  So are two names a comma parts where the first is an object
and the second a verb's subject ("... no connection to Colby, Doyle said").

A capitalised surname spaCy tags a proper noun but no entity ("Peck, who was 87, died",
"Dotson, 21, was arrested") was read as a common noun, "It was peck, who was 87, that
died": a proper noun that a "who" clause or an age describes is a person.

spaCy also leaves out of a name the proper nouns before it that it did not know: a title
("Sir Jeremy Greenstock", "Energy Secretary Spencer Abraham", "Lt. Col. Douglas Lefforge",
"Justice John Paul Stevens") or the first word of a company's name ("Island Def Jam").  The
rules read a compound on the name's last word as its :mod ("Dallas Coach Don Nelson"), but
one on another word of the name ("Energy Secretary" on "Spencer", "Island" on "Def"), or on
a name in apposition, whose noun takes only the :name, was dropped.  Those capitalised
compounds, right before the name, belong to it: one name, as AMR writes "Sir Jeremy
Greenstock", the title with the name.  A name before them that they join ("U.S. Energy
Secretary Spencer Abraham") comes with them, and so does a nationality adjective of the
title ("Moroccan Interior Minister Al Mustapha Sahel"); "Mr" stays out, the :mod it was.  An
ordinal in figures right before an organization's name is a word of it too ("the 76th
Scripps Howard National Spelling Bee", "the 4th U.S. Circuit Court of Appeals").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

__all__ = ["repair_names"]

_NAMED = frozenset({"ORG", "GPE", "FAC", "LOC", "NORP", "PERSON"})


def repair_names(doc: Doc) -> None:
    """Join a name ending in "of" with the name right after it (see the module docstring)."""
    ents = list(doc.ents)
    changed = False
    out: list[Span] = []
    k = 0
    while k < len(ents):
        ent = ents[k]
        nxt = ents[k + 1] if k + 1 < len(ents) else None
        last = doc[ent.end - 1]
        if nxt is not None and last.lower_ == "of" and nxt.start == ent.end \
                and ent.label_ in ("ORG", "FAC") and nxt.label_ in _NAMED \
                and nxt.root.head.i == last.i and nxt.root.dep_ == "pobj":
            joined = doc.char_span(ent.start_char, nxt.end_char, label=ent.label_)
            if joined is None:
                return
            out.append(joined)
            changed = True
            k += 2
            continue
        if nxt is not None and _numbered(ent, nxt):
            # "the 76th Scripps Howard National Spelling Bee", "the 4th U.S. Circuit Court of
            # Appeals": the ordinal is a word of the name, not the :ord of the organization
            # (said "U.S. Circuit Court of Appeals fourth"; "76th" was dropped)
            joined = doc.char_span(ent.start_char, nxt.end_char, label=nxt.label_)
            if joined is not None:
                out.append(joined)
                changed = True
                k += 2
                continue
        halves = _two_names(ent) or _comma_names(ent)
        if halves is not None:
            out.extend(halves)
            changed = True
        else:
            out.append(ent)
        k += 1
    relabeled = [_as_person(doc, e) if e.label_ in _NOT_PEOPLE and e.end - e.start <= 3
                 and _described(e.root) else e for e in out]
    if any(a is not b for a, b in zip(relabeled, out, strict=True)):
        out, changed = relabeled, True  # "Jackson, 45," that spaCy took for a city
    unpersoned = [_as_product(doc, e) if _thing_called_person(e) else e for e in out]
    if any(a is not b for a, b in zip(unpersoned, out, strict=True)):
        out, changed = unpersoned, True  # "the redesigned Finder" that spaCy took for a man
    widened = [_with_title(doc, e, out) for e in out]
    if any(a is not b for a, b in zip(widened, out, strict=True)):
        grown = [w for w, e in zip(widened, out, strict=True) if w is not e]
        out = [w for w in widened if any(w is g for g in grown)
               or not any(g.start <= w.start and w.end <= g.end for g in grown)]
        changed = True  # the names the titles took ("U.S.") are the wider name's now
    people = _described_people(doc, out)
    if people:
        out = sorted([*out, *people], key=lambda e: e.start)
        changed = True
    firms = _ampersand_names(doc, out)
    if firms:
        out = sorted([*out, *firms], key=lambda e: e.start)
        changed = True
    if changed:
        doc.ents = out


def _two_names(ent: Span) -> tuple[Span, Span] | None:
    """The two names an entity "X Y and Z W" joins, or None (see the module docstring)."""
    cc = next((t for t in ent if t.lower_ in ("and", "&") and t.dep_ == "cc"), None)
    if cc is None or ent.label_ not in ("ORG", "PRODUCT", "FAC", "WORK_OF_ART"):
        return None
    left, right = ent.doc[ent.start:cc.i], ent.doc[cc.i + 1:ent.end]
    if len(left) < 2 or len(right) < 2 or any(t.pos_ not in ("PROPN", "NOUN") for t in (*left, *right)):
        return None
    if right.root.dep_ != "conj" or right.root.head.i != left.root.i:
        return None
    from spacy.tokens import Span

    return (Span(ent.doc, left.start, left.end, label=ent.label_),
            Span(ent.doc, right.start, right.end, label=ent.label_))


def _comma_names(ent: Span) -> tuple[Span, Span] | None:
    """The two names an entity "X , Y" runs together where X is a preposition's or a verb's
    object and Y the subject of a verb outside it ("had no connection to Colby, Doyle
    said": one organization "Colby Doyle" that said it, "to Colby" lost), or None.  A
    place and its state ("in Hartford, Conn.") are no such pair: the state is no subject."""
    comma = next((t for t in ent if t.text == ","), None)
    if comma is None or comma.i in (ent.start, ent.end - 1):
        return None
    left, right = ent.doc[ent.start:comma.i], ent.doc[comma.i + 1:ent.end]
    inside = range(ent.start, ent.end)
    if left.root.dep_ not in ("pobj", "dobj") or left.root.head.i in inside \
            or right.root.dep_ not in ("nsubj", "nsubjpass") or right.root.head.i in inside:
        return None
    from spacy.tokens import Span

    return (Span(ent.doc, left.start, left.end, label=ent.label_),
            Span(ent.doc, right.start, right.end, label=ent.label_))


def _ampersand_names(doc: Doc, ents: list[Span]) -> list[Span]:
    """Firms spaCy left unnamed: proper nouns joined by "&" outside every entity ("Standard
    & Poor's", "Johnson & Johnson"), one name, not a coordination of two nouns ("It was
    Poor and the Standard's 500 index that ...")."""
    from spacy.tokens import Span

    named = {i for e in ents for i in range(e.start, e.end)}
    found = []
    for tok in doc[1:-1]:
        before, after = doc[tok.i - 1], doc[tok.i + 1]
        if tok.text != "&" or before.tag_ != "NNP" or after.tag_ != "NNP" \
                or {before.i, tok.i, after.i} & named:
            continue
        start, end = before.i, after.i + 1
        while start > 0 and doc[start - 1].tag_ == "NNP" and start - 1 not in named:
            start -= 1
        while end < len(doc) and doc[end].tag_ == "NNP" and end not in named:
            end += 1
        found.append(Span(doc, start, end, label="ORG"))
    return found


def _described_people(doc: Doc, ents: list[Span]) -> list[Span]:
    """Persons spaCy left unnamed: a proper noun outside every entity, with a relative
    clause on "who" or an age in commas after it ("Peck, who was 87,", "Dotson, 21,")."""
    from spacy.tokens import Span

    named = {i for e in ents for i in range(e.start, e.end)}
    found = []
    for tok in doc:
        if tok.tag_ != "NNP" or tok.i in named or not tok.is_title or not tok.is_alpha:
            continue
        if not _described(tok):
            continue
        start = tok.i  # "Gregory Peck": the first name with it
        while start > 0 and doc[start - 1].dep_ == "compound" and doc[start - 1].head.i == tok.i \
                and doc[start - 1].tag_ == "NNP" and start - 1 not in named:
            start -= 1
        found.append(Span(doc, start, tok.i + 1, label="PERSON"))
    return found


# Entity labels spaCy gives a surname it did not know for a person's ("Jackson", a city).
_NOT_PEOPLE = frozenset({"GPE", "ORG", "NORP", "LOC", "FAC", "PRODUCT", "WORK_OF_ART"})


def _described(tok: Token) -> bool:
    """Whether a name is described as a person's: a relative clause on "who" or an age in
    commas after it ("Peck, who was 87,", "Dotson, 21,")."""
    return any(
        (c.dep_ == "relcl" and any(w.lower_ == "who" and w.dep_ in ("nsubj", "nsubjpass")
                                   for w in c.children))
        or (c.dep_ == "appos" and c.like_num and c.text.isdigit() and int(c.text) < 130)
        for c in tok.children if c.i > tok.i)


def _as_person(doc: Doc, ent: Span) -> Span:
    from spacy.tokens import Span

    return Span(doc, ent.start, ent.end, label="PERSON")


# Adjectives "the" takes before a person's one-word name ("the late Peck", "the young Ali").
_PERSON_EPITHETS = frozenset({"late", "young", "younger", "elder", "old", "great", "real"})


def _thing_called_person(ent: Span) -> bool:
    """Whether a one-word name spaCy tagged a person's is a thing's: a bare name after
    "the" or "a" ("the redesigned Finder", "a Mac"), as a person's name rarely is."""
    if ent.label_ != "PERSON" or len(ent) != 1:
        return False
    root = ent.root
    return any(c.dep_ == "det" and c.lower_ in ("the", "a", "an") for c in root.children) \
        and not any(c.lower_ in _PERSON_EPITHETS for c in root.children)


def _as_product(doc: Doc, ent: Span) -> Span:
    from spacy.tokens import Span

    return Span(doc, ent.start, ent.end, label="PRODUCT")


# Labels of a name that may take the titles and first words before it.
_WIDENED = frozenset({"PERSON", "ORG", "PRODUCT", "FAC", "WORK_OF_ART", "EVENT", "LAW"})
# Honorifics AMR leaves out of a name, which the rules read as a :mod.
_HONORIFICS = frozenset({"mr", "mr.", "mrs", "mrs.", "ms", "ms.", "miss", "mister"})
# Labels of a name that a title before another name may be part of ("U.S. Energy Secretary").
_JOINED = frozenset({"ORG", "GPE", "NORP", "PERSON"})


def _numbered(ordinal: Span, name: Span) -> bool:
    """Whether ``ordinal`` ("76th", in figures) right before the organization ``name``
    hangs on it: a word of its name."""
    return ordinal.label_ == "ORDINAL" and len(ordinal) == 1 and ordinal[0].text[:1].isdigit() \
        and name.start == ordinal.end and name.label_ in ("ORG", "FAC", "EVENT") \
        and name.start <= ordinal[0].head.i < name.end


def _nationality(word: Token, title: Token) -> bool:
    """Whether ``word`` is a capitalised nationality adjective right before ``title``, a
    title word that joins a name ("Moroccan" of "Moroccan Interior Minister")."""
    return word.tag_ == "JJ" and word.dep_ == "amod" and word.ent_type_ == "NORP" \
        and word.is_title and word.head.i == title.i and title.tag_ in ("NNP", "NNPS") \
        and title.dep_ == "compound" and word.i == word.left_edge.i


def _with_title(doc: Doc, ent: Span, ents: list[Span]) -> Span:
    """``ent`` with the capitalised compounds right before it that hang on it, or ``ent``
    (see the module docstring)."""
    if ent.label_ not in _WIDENED:
        return ent
    owner = {i: e for e in ents for i in range(e.start, e.end)}
    start = ent.start
    while start > 0:
        tok = doc[start - 1]
        if _nationality(tok, tok.head):
            # "Moroccan Interior Minister Al Mustapha Sahel": the title's nationality, as
            # "U.S." of "U.S. Energy Secretary Spencer Abraham" (dropped, it was read nowhere)
            start -= 1
            continue
        if tok.tag_ not in ("NNP", "NNPS") or tok.dep_ != "compound" \
                or not start <= tok.head.i < ent.end or tok.lower_ in _HONORIFICS \
                or not (tok.is_title or tok.is_upper or tok.text == "."):
            break
        if tok.head.i == ent.root.i and ent.root.dep_ != "appos":
            break  # "Dallas Coach Don Nelson": the rules read a title on the name as its :mod
        if any(c.i < start - 1 and c.dep_ not in ("det", "punct", "compound")
               and not _nationality(c, tok) for c in tok.children):
            break  # "Blair's Foreign Secretary": the owner would be lost inside the name
        other = owner.get(tok.i)
        if other is not None:
            if other.label_ not in _JOINED or other.end != start:
                break
            start = other.start
            continue
        start -= 1
    while start < ent.start and doc[start].text == ".":
        start += 1  # a stray stop is no start of a name
    if start == ent.start:
        return ent
    from spacy.tokens import Span

    return Span(doc, start, ent.end, label=ent.label_)
