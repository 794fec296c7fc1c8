"""Sentence-opening words that are names, which keep their capital anywhere else.

A capitalised word that opens a sentence may be a common noun, capitalised only because
it is first ("Officials said", "Revenue rose"), or a name ("Downer originally said",
"Rush is the only witness", "Coupling, an American version of a hit British comedy,
will couple with Friends").  spaCy tags a name ``PROPN`` or marks it as an entity even
where the parse, with no entity type to give it, reads it as a noun concept ("downer",
"rush"); the realizer cannot tell the two apart from the graph, and lowercased the name
when a new focus moved it ("It was downer that said", "rush is the only witness").  The
parser lists such words (their ``::tok`` indices) in the graph's ``::proper`` metadata, and
:meth:`~pipeline.backends.builtin.realize_source_matches.SourceMatches.keeps_capital` keeps their
capital.

spaCy tags some such names a common noun, with no entity ("Palm expects to move ...",
"Bond also voiced ...", "Graves reported from Albuquerque", "Gates says he wants ..."),
and a move lowercased them ("It is palm that expects ...", "It was graves that reported
..."); the opener is a name where English allows no common noun there (_bare_subject_name):
a singular count noun alone as the subject (a count noun needs an article or a possessor;
a mass noun stands bare: "Revenue rose", "Evacuation went smoothly", "Dancing was the only
...", "Sterling was down"), or a plural of a thing, no noun of people, alone as the subject
of a singular verb ("Gates says") or of a verb of saying ("Graves reported"; "Analysts
said", "Officials said", "Sources said", "Critics say" stay common nouns).

spaCy tags some firms' names an adjective before the noun they modify ("Xerox shares
rose", an ORG entity; the lexicon knows "xerox" only as a verb), and a party's adjective
("Democratic presidential candidate Joe Lieberman", NORP), and moves lowercased them ("It
was xerox shares that rose ..."); such an opener is a name (_adjective_name).  An entity's
word the lexicon knows as an adjective stays common ("Upscale department store chain
Nordstrom", "Independent US programmer", "Civilian reservists", "Allied forces").  An
opening noun joined to "colleagues" is a person's name ("Sanders and colleagues at RAFT
exposed ...", _named_with_colleagues).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import lemma_pos, lemmas
from pipeline.backends.builtin.parse_person_nouns import names_people
from pipeline.backends.builtin.parse_words import COWORKER_PLURALS, PARENTHETICAL_VERBS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["KEY", "proper_openers"]

KEY = "proper"
# Entity types whose opening word is a name's (not a number's, a date's or a nationality's)
_NAMED = frozenset(["PERSON", "NORP", "ORG", "GPE", "LOC", "FAC", "PRODUCT", "WORK_OF_ART",
                    "EVENT"])

# Verbs of saying whose bare plural subject of a thing is a surname ("Graves reported").
_SAYING = PARENTHETICAL_VERBS | frozenset(["report", "write", "announce"])
# Mass nouns by their ending ("Evacuation went", "Dancing was", "Violence persisted",
# "Pressure also came") and bare singulars the endings miss, which may stand alone as a
# subject; any other singular noun alone as one is a name (module docstring).
_MASS_ENDINGS = ("ing", "tion", "sion", "ment", "ness", "ity", "ence", "ance", "ure",
                 "ism", "ship", "cy", "ery", "fire", "ware", "work")
_MASS_NOUNS = frozenset(["revenue", "sterling", "staff", "data", "water", "money", "food",
                         "music", "gold", "silver", "oil", "gas", "news", "income", "traffic",
                         "weather", "research", "cargo", "foam", "meat", "pork", "beef",
                         "platinum", "trade", "business", "energy", "health", "technology",
                         "advice", "evidence", "information", "knowledge", "damage", "support",
                         "help", "output", "demand", "growth", "debt", "profit", "crime",
                         "power", "coverage", "inflation", "spending", "cash", "capital",
                         "equity", "credit", "aid", "smoke", "rain", "snow", "heat", "light",
                         "life", "death", "war", "peace", "time", "progress", "work", "art",
                         "history", "law", "justice", "opposition", "production", "tuition",
                         "television", "radio", "software", "hardware", "equipment", "mail",
                         "fuel", "coal", "steel", "copper", "corn", "wheat", "rice", "cotton",
                         "sugar", "coffee", "tobacco", "alcohol", "blood", "air", "fear",
                         "anger", "concern", "interest", "attention", "confidence", "trouble",
                         "pain", "cancer", "disease", "treatment", "care", "labor", "labour",
                         "management", "leadership", "violence", "fighting", "turnout",
                         "shortage", "mileage", "postage", "poetry", "chemistry", "jewelry",
                         "industry", "forestry", "ministry", "infantry", "artillery"])

# Things that say something, whose plural before a verb of saying is a common noun
# ("Reports said", "Studies show"), besides nouns of people (parse_person_nouns.names_people).
_SAYING_THINGS = frozenset(["report", "document", "record", "poll", "study", "survey", "paper",
                            "firm", "company", "bank"])


def _bare_subject_name(word: Token) -> bool:
    """Whether the opening noun ``word``, tagged a common one, is a name by its place
    (module docstring): alone as its verb's subject, a singular count noun, or a plural of
    a thing with a singular verb or a verb of saying.

    The mass list and endings are the lexicon's gap: it does not say which nouns count."""
    if word.dep_ not in ("nsubj", "nsubjpass") or word.pos_ not in ("NOUN", "PROPN") \
            or any(True for _ in word.children) or not word.text[1:].islower():
        return False
    low, verb = word.lower_, word.head
    if word.tag_ == "NN":
        return not (low in _MASS_NOUNS or low.endswith(_MASS_ENDINGS))
    if word.tag_ not in ("NNS", "NNP", "NNPS") or word.dep_ != "nsubj" or not low.endswith("s"):
        return False  # ("Crews are told", a passive's subject is no sayer)
    singular = {lemma for lemma in lemmas(low) if lemma != low and "NOUN" in lemma_pos(lemma)}
    if not singular or any(names_people(lemma) or lemma in _SAYING_THINGS for lemma in singular):
        return False
    said_singular = verb.tag_ == "VBZ" or any(
        child.dep_ in ("aux", "auxpass") and child.tag_ == "VBZ" for child in verb.children)
    return said_singular or verb.lemma_ in _SAYING


# A party's adjective, capitalised as the party's name ("Democratic presidential candidate");
# as a common adjective "democratic" says something else.
_PARTY_ADJECTIVES = frozenset(["democratic", "republican"])


def _adjective_name(word: Token) -> bool:
    """Whether the opener ``word``, which spaCy tagged an adjective, is a name's (module
    docstring): the first word of a named entity that the lexicon knows, but not as an
    adjective ("Xerox": a verb), or a party's adjective marked a NORP."""
    if word.ent_type_ not in _NAMED or word.ent_iob_ != "B":
        return False
    low = word.lower_
    kinds = lemma_pos(low)
    return (bool(kinds) and "ADJ" not in kinds) or (word.ent_type_ == "NORP"
                                                    and low in _PARTY_ADJECTIVES)


def _named_with_colleagues(word: Token) -> bool:
    """Whether the opening noun ``word`` is joined to its colleagues, so a person's name
    ("Sanders and colleagues at RAFT exposed skin samples ...": was "It was sanders and
    colleagues at RAFT that ...")."""
    return word.dep_ in ("nsubj", "nsubjpass") and any(
        child.dep_ == "conj" and child.lower_ in COWORKER_PLURALS for child in word.children)


def _common(word: Token) -> bool:
    """Whether a ``PROPN`` word with no entity of its own reads as a common word spaCy
    tagged a name only for its capital: a modifier ("Available July 7, the software"),
    a noun compounded with a common noun ("Park rangers searched"), or the plural of a
    common noun ("Falls in euro/yen also pushed down the dollar")."""
    low = word.lower_
    return word.dep_ == "amod" or (word.dep_ == "compound" and word.head.pos_ == "NOUN") \
        or (low.endswith("s") and not low.endswith("ss") and "NOUN" in lemma_pos(low[:-1])
            and not _bare_subject_name(word))  # "Gates says"


def proper_openers(doc: Doc) -> list[int]:
    """Indices of ``doc``'s sentence-opening words (after any opening quotation marks) that
    are capitalised names: spaCy's ``PROPN`` or a named entity's first word."""
    found = []
    for sent in doc.sents:
        first = next((t for t in sent if not t.is_punct), None)
        if first is None or not first.text[:1].isupper() or first.text.isupper():
            continue  # "I", "NASA" keep their capitals anyway
        if first.pos_ == "ADJ" and not first.is_stop and _adjective_name(first):
            found.append(first.i)
            continue
        if first.is_stop or first.pos_ in ("DET", "PRON", "ADP", "ADV", "CCONJ", "SCONJ", "ADJ"):
            continue  # "The Foreign Office said", "Upscale department store chain Nordstrom"
        if first.ent_type_ in _NAMED or (first.pos_ == "PROPN" and not _common(first)) \
                or (first.pos_ == "NOUN" and (_bare_subject_name(first)
                                              or _named_with_colleagues(first))) \
                or (first.pos_ in ("NOUN", "PROPN") and _named_again(first)):
            found.append(first.i)
    return found


def _named_again(first: Token) -> bool:
    """Whether the opening word comes again inside the text with its capital and alone, a
    firm's or a person's name ("Legato stockholders will get ... for every share of Legato
    they own": was "It is legato stockholders that ..."); not a word of a longer name
    ("State television said ... the State Department")."""
    doc = first.doc
    return any(t.text == first.text and not t.is_sent_start and t.i > first.i
               and not doc[t.i - 1].is_punct
               and not (t.i + 1 < len(doc) and doc[t.i + 1].text[:1].isupper())
               for t in doc)
