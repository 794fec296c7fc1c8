"""Verbs and phrases used as prepositions, which the main rules left out.

spaCy hangs "..., including two on death row" on the verb ("served nine years in prison,
including two on death row"), where the rules had no role for it; the inclusion belongs to
the verb's object, as AMR writes it below a noun: (y / year :ARG2-of (i / include-91
:ARG1 ...)).  A "when" clause after it, which spaCy reads as a relative clause of the
member ("two ..., when he was released"), is the verb's time.  A participle that spaCy
hangs on a word inside a name goes to the name's root.  :func:`repair_prepositions` moves it there before the rules read the tree.
A participle spaCy reads as a preposition ("Excluding one-time items, ...") becomes its frame
(:data:`PARTICIPLE_PREPOSITIONS`, read by :func:`participle_preposition`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import target
from pipeline.backends.builtin.parse_split_prepositions import OUT_OF_IDIOMS
from pipeline.backends.builtin.parse_words import PARENTHETICAL_VERBS, RELATIONAL_PREPS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from pipeline.backends.builtin.lexicon import PropBankLexicon
    from pipeline.backends.builtin.parse_base import Context, ConverterBase
    from pipeline.backends.builtin.parse_graph import Child, Node

__all__ = ["PARTICIPLE_PREPOSITIONS", "follower_of_following", "following_noun", "inner_phrase", "participle_preposition", "repair_prepositions"]

# A participle spaCy hangs on a verb as a preposition ("Excluding one-time items, the
# company enjoyed ...", "based on a separate survey", "depending on participation"):
# word -> (frame, the object's role in it, the frame's role below the verb, the
# prepositions that may introduce the object, none for a direct object).  Nothing read it,
# so the word was lost.  "given its commitments" is no cause: as one it said "stocks have
# rallied too far because of the muddled reports", which the source does not claim.  Nor
# "including" on a verb: said below it, "Including the charge, the company said it lost
# $1.04 billion" became "..., which the charge included" (see repair_prepositions for the
# object it belongs to).  "compared with" on a verb is what the verb says compared, (w /
# wash-up-03 :ARG1-of (c / compare-01 :ARG2 ...)), which the realizer says as the source
# did (realize_modifiers.comparison_phrase), not "..., which was compared with ...".
PARTICIPLE_PREPOSITIONS: dict[str, tuple[str, str, str, tuple[str, ...]]] = {
    "excluding": ("exclude-01", ":ARG1", ":condition", ()),
    "based": ("base-02", ":ARG2", ":ARG1-of", ("on",)),
    "depending": ("depend-01", ":ARG1", ":ARG0-of", ("on",)),
    "following": ("after", ":op1", ":time", ()),  # AMR's reading, not "which followed ..."
    "pending": ("pend-01", ":ARG1", ":time", ()),
    "beginning": ("begin-01", ":time", ":time", ()),  # "host 250 people beginning Sunday"
    "compared": ("compare-01", ":ARG2", ":ARG1-of", ("with", "to")),
    # "wary of involvement, given its commitments": what the clause holds in view, said
    # back as "given ..." (realize_modifiers.pending_phrase), not "because of ..."
    "given": ("consider-01", ":ARG1", ":condition", ()),
    # "Including the charge, the company said it lost $1.04 billion": opening the sentence
    # only (_OPENING_ONLY), where no object before it can hold the members; the figure
    # counts it, "if the charge is included", as "excluding" is said
    "including": ("include-01", ":ARG1", ":condition", ()),
}

# readings that hold only for a participle that opens the sentence: "including" after a
# noun or a verb names members (see repair_prepositions), no condition
_OPENING_ONLY = frozenset({"including"})


# Units of a distance a place can lie outside, beyond or below another (not a time: "spent
# three years under Allied arrest" is no place three years under the arrest)
_DISTANCE_UNITS = frozenset({"mile", "kilometre", "kilometer", "km", "yard", "foot", "feet",
                             "metre", "meter"})

# participles whose object may be a "that" clause, which spaCy hangs on them as a pcomp
_THAT_CLAUSE_PARTICIPLES = frozenset({"given"})

# an event ("following an inquiry", inquire-01; "following Tuesday's attack") is a time
_EVENT = re.compile(r"-\d\d$")


def participle_preposition(conv: ConverterBase, prep: Token,
                           reading: tuple[str, str, str, tuple[str, ...]],
                           ctx: Context) -> Child | None:
    """The frame of a participle read as a preposition (:data:`PARTICIPLE_PREPOSITIONS`),
    its object attached; None where it has none."""
    frame, role, _, via = reading
    if prep.lower_ in _OPENING_ONLY and prep.i != 0:
        return None
    holder: Token | None = prep
    if via:
        holder = next((c for c in conv.kids(prep) if c.lower_ in via and c.dep_ == "prep"), None)
    # a time is spaCy's npadvmod of the participle ("beginning next week")
    deps = ("pobj", "dobj", "npadvmod") if role == ":time" else ("pobj", "dobj")
    if prep.lower_ in _THAT_CLAUSE_PARTICIPLES or via:
        # "given that Knight Ridder had the option ...", "based on having at least one of
        # these symptoms": a clause or a gerund as the object
        deps = (*deps, "pcomp")
    obj = next((c for c in conv.kids(holder) if c.dep_ in deps), None) \
        if holder is not None else None
    on = next((c for c in conv.kids(prep) if c.dep_ == "prep" and c.lower_ in ("on", "in")),
              None) if obj is None and role == ":time" else None
    if on is not None:  # "beginning on Monday"
        obj = next((c for c in conv.kids(on) if c.dep_ == "pobj"), None)
    if obj is None:
        return None
    sub = conv.token(obj, ctx)
    if frame == "after" and not conv._is_time(obj) and not conv.lex.verb_frame(obj.lemma_) \
            and not _EVENT.search(getattr(target(sub), "concept", "")) \
            and not _after_a_time_or_comma(prep):
        # "the vehicle following the contestant car": a thing followed, not a time after it
        return None
    node = conv.builder.node(frame, prep.i)
    node.add(role, sub)
    for adverb in conv.kids(prep):
        if adverb.dep_ == "advmod" and adverb.i not in conv.consumed:
            conv._adverb(node, adverb, ctx)  # "Beginning sometime next year"
    return node


def following_noun(conv: ConverterBase, prep: Token, obj: Token, ctx: Context) -> tuple[str, Node]:
    """"following" after a noun, which spaCy reads as a preposition: the noun's time after an
    event or a time ("a rally following the verdict", (r / rally :time (a / after :op1 ...)))
    and otherwise what the noun does ("the vehicle following the contestant car", (v /
    vehicle :ARG0-of (f / follow-01 :ARG1 (c / car))); "hormonal treatment following
    chemotherapy", the treatment that follows it).  The rules read it as a bare :mod, which
    lost the word."""
    sub = conv.token(obj, ctx)
    if conv._is_time(obj) or conv.lex.verb_frame(obj.lemma_) \
            or _EVENT.search(getattr(target(sub), "concept", "")):
        after = conv.builder.node("after", prep.i)
        after.add(":op1", sub)
        return ":time", after
    follow = conv.builder.node("follow-01", prep.i)
    follow.add(":ARG1", sub)
    return ":ARG0-of", follow


def follower_of_following(prep: Token, lexicon: PropBankLexicon) -> None:
    """"sits in the passenger seat of the vehicle following the contestant car": spaCy hangs
    "following" on the verb, where a thing followed is no time after (see
    :func:`participle_preposition`) and nothing read it; the noun right before it follows
    (:func:`following_noun`).  Not after a comma or a time, nor before an event ("rose 5
    percent following the announcement": the verb's time)."""
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if prep.lower_ != "following" or prep.dep_ != "prep" or prep.head.pos_ not in ("VERB", "AUX") \
            or obj is None or prep.i == 0 or _after_a_time_or_comma(prep):
        return
    before = prep.doc[prep.i - 1]
    if before.pos_ not in ("NOUN", "PROPN") or before.ent_type_ in ("DATE", "TIME", "PERCENT", "MONEY") \
            or obj.ent_type_ in ("DATE", "TIME") or lexicon.verb_frame(obj.lemma_) \
            or lexicon.noun_frame(obj.lemma_):
        return
    prep.head = before


def _after_a_time_or_comma(prep: Token) -> bool:
    """Whether a time or a comma comes right before ``prep``: "threatened industrial action
    today following the second derailment", "regained a positive track today following news
    that ...": no noun the participle could follow, so a time after what it names."""
    if prep.i == 0:
        return False
    before = prep.doc[prep.i - 1]
    if before.lower_ == "and" and prep.i > 1:  # "Under the terms ..., and following the spinoff"
        before = prep.doc[prep.i - 2]
    return before.text == "," or before.ent_type_ in ("DATE", "TIME")


def repair_prepositions(doc: Doc) -> None:
    """Rewrite the trees of the module docstring in place."""
    for token in doc:
        if token.lower_ == "including" and token.dep_ == "prep" and token.i == 0:
            _inclusion_of_report(token)
        elif token.lower_ == "including" and token.dep_ == "prep" \
                and token.head.pos_ in ("VERB", "AUX"):
            _inclusion_of_object(token)
        elif token.lower_ == "compared" and token.dep_ in ("prep", "advcl") \
                and token.head.pos_ in ("VERB", "AUX"):
            _comparison_of_object(token)
        elif token.dep_ == "prep" and token.lower_ == "of" and token.head.dep_ == "prt" \
                and token.head.lower_ == "out" and token.head.i == token.i - 1 \
                and not any(c.lemma_.lower() in OUT_OF_IDIOMS for c in token.children):
            # not "blown out of proportion by the media" (the media's :manner of a :source)
            # "poured out of the 20-mile-long Disraeli Fjord": "of" hangs on the particle,
            # whose children the rules never read; the verb takes it (its source)
            token.head = token.head.head
        elif token.dep_ == "acl" and token.head.ent_type_:
            _to_entity_root(token)
        elif token.dep_ == "dobj" and token.lemma_.lower() in _DISTANCE_UNITS:
            _distance_of_place(token)
        elif token.dep_ == "advcl" and token.lower_ in PARTICIPLE_PREPOSITIONS \
                and not any(c.dep_ in ("nsubj", "nsubjpass", "mark", "aux") for c in token.children):
            # "... or less depending on participation": the same participle read as a clause,
            # which the rules said as its manner ("by depending on participation")
            token.dep_ = "prep"


def _distance_of_place(measure: Token) -> None:
    """"six other protesters injured 50 miles (110 km) outside of La Paz": spaCy reads the
    distance as the verb's object ("50 miles were injured by six other protesters"); it
    measures how far outside the place is, as in "about 30 miles from her home", where
    spaCy hangs it on the preposition (parse_measures.quantify reads it there)."""
    follower = measure.doc[measure.right_edge.i + 1] if measure.right_edge.i + 1 < len(measure.doc) \
        else None
    if follower is None or follower.head != measure.head or follower.dep_ != "prep" \
            or follower.lower_ not in RELATIONAL_PREPS \
            or not any(c.dep_ == "nummod" and c.i == measure.i - 1 for c in measure.children):
        return
    measure.head = follower
    measure.dep_ = "npadvmod"


def _to_entity_root(clause: Token) -> None:
    """"the Lincoln Near Earth Asteroid Research Program, also known as LINEAR": spaCy hangs
    the participle on a word inside the name, whose children the rules never read; the
    name's root carries it."""
    head = clause.head
    ent = next((e for e in clause.doc.ents if e.start <= head.i < e.end), None)
    if ent is None or ent.start <= clause.i < ent.end or ent.root.i == head.i:
        return
    clause.head = ent.root


def _comparison_of_object(verb_prep: Token) -> None:
    """"will get an estimated $182.5 million ..., compared with last year's $125.4 million":
    the object is compared, (m / monetary-quantity :ARG1-of (c / compare-01 :ARG2 ...))."""
    if verb_prep.i == 0 or verb_prep.doc[verb_prep.i - 1].text not in (",", "--"):
        return
    if not any(c.lower_ in ("with", "to") and c.dep_ == "prep" for c in verb_prep.children):
        return
    obj = next((c for c in verb_prep.head.children if c.dep_ in ("dobj", "nsubjpass", "attr")
                and c.i < verb_prep.i), None) or next(
        (c for c in verb_prep.head.children if c.dep_ == "npadvmod" and c.i < verb_prep.i
         and any(n.dep_ == "nummod" for n in c.children)), None)  # "increased 48 percent"
    if obj is None or obj.pos_ not in ("NOUN", "PROPN", "NUM"):
        return
    verb_prep.head = obj
    verb_prep.dep_ = "acl"


def _inclusion_of_report(prep: Token) -> None:
    """"Including the charge, the company said it lost $1.04 billion": what the opening
    "including" counts in is the reported figure, not the saying (spaCy hangs it on "said",
    and the report said back as an aside read "..., the company said, including the charge
    Monday"); it goes to the verb's reported clause, after it."""
    report = prep.head
    clause = next((c for c in report.children if c.dep_ == "ccomp" and c.i > report.i), None)
    if report.lemma_.lower() in PARENTHETICAL_VERBS and clause is not None:
        prep.head = clause


def _inclusion_of_object(prep: Token) -> None:
    """"served nine years in prison, including two on death row": the object's members."""
    if prep.i == 0 or prep.doc[prep.i - 1].text not in (",", "--"):
        return
    # an object first; a passive's subject ("The program is found in most versions of
    # Windows, including ...") only where no preposition's object is nearer
    obj = next((c for c in prep.head.children if c.dep_ in ("dobj", "attr")
                and c.i < prep.i and c.pos_ in ("NOUN", "PROPN", "NUM")), None) \
        or _nearest_prepositional_object(prep) \
        or next((c for c in prep.head.children if c.dep_ == "nsubjpass" and c.i < prep.i), None) \
        or noun_before_aside(prep)
    if obj is None or obj.pos_ not in ("NOUN", "PROPN", "NUM"):
        return
    verb = prep.head
    prep.head = obj
    member = next((c for c in prep.children if c.dep_ == "pobj"), None)
    when = next((c for c in member.children if c.dep_ == "relcl" and c.doc[c.left_edge.i - 1].text == ","
                 and c.left_edge.lower_ == "when"), None) if member is not None else None
    if when is not None:  # "..., including two on death row, when he was released": the verb's time
        when.head = verb
        when.dep_ = "advcl"


def noun_before_aside(prep: Token) -> Token | None:
    """"seemed to be looting and crime, including robberies ...": with no object or
    prepositional object on the verb, the group is the noun that ends the phrase before the
    comma (and a closing quote), inside the verb's own phrase; None where that word is no
    noun."""
    i = prep.i - 2
    while i >= 0 and prep.doc[i].text in ("''", '"', "'", "”"):
        i -= 1
    if i < 0:
        return None
    before = prep.doc[i]
    if before.pos_ not in ("NOUN", "PROPN") or before.ent_type_ in ("DATE", "TIME") \
            or not any(a.i == prep.head.i for a in before.ancestors):
        return None
    return before


def _nearest_prepositional_object(prep: Token) -> Token | None:
    """"found in most versions of Windows, including the new Windows Server 2003", "charged in
    three bombings in Atlanta - including a blast at the 1996 Olympics": with no object, the
    members belong to the object of the verb's last preposition before "including"."""
    before = [c for c in prep.head.children if c.dep_ == "prep" and c.i < prep.i]
    obj = next((c for c in before[-1].children if c.dep_ == "pobj"), None) if before else None
    if obj is None or obj.ent_type_ in ("DATE", "TIME"):
        return None  # "have been killed since August, including ...": the people, not August
    return obj


# Prepositions whose object may be a place or a time another preposition says ("from
# outside his region", "until after her death"), and those inner prepositions.  "until"
# takes one on a verb too: a span's end belongs to its event (parse_prep_phrases keeps the
# "until" as the node above the inner one).
_OUTER_PREPS = frozenset({"from", "until", "till"})
_INNER_PREPS = frozenset({"after", "before", "outside", "inside", "behind", "beneath", "below",
                          "under", "above", "beyond", "near", "within"})


def _right_after_its_verb(prep: Token) -> bool:
    """Whether ``prep`` hangs on a verb said right before it (its particle or adverb
    between): "the shots had been fired from inside a mosque", "were recovered from below
    Mt D'Archiac", whose place nothing but the verb can take."""
    verb = prep.head
    return verb.pos_ == "VERB" and verb.i < prep.i and all(
        t.head.i == verb.i and t.dep_ in ("prt", "advmod") for t in prep.doc[verb.i + 1:prep.i])


def inner_phrase(conv: ConverterBase, prep: Token) -> Token | None:
    """The preposition that is the object of ``prep`` after a noun ("outside" of "people from
    outside his region"), which spaCy hangs on it
    as a modifier; nothing read it, so its object was dropped.  The caller says it as the
    inner preposition's relation, (o / outside :op1 (r / region)), in the outer one's role."""
    if prep.lower_ not in _OUTER_PREPS or (prep.head.pos_ not in ("NOUN", "PROPN")
                                           and prep.lower_ not in ("until", "till")
                                           and not _right_after_its_verb(prep)):
        # (not on a verb after its object: "will consist only of directors from outside the
        # securities industry", spaCy's attachment, came back "Outside the securities
        # industry, its committee will consist only of directors")
        return None
    kids = [c for c in conv.kids(prep) if c.dep_ != "punct"]
    if len(kids) != 1 or kids[0].dep_ != "prep" or kids[0].lower_ not in _INNER_PREPS \
            or kids[0].i != prep.i + 1:
        return None
    inner = kids[0]
    objects = [c for c in conv.kids(inner) if c.dep_ == "pobj"]
    return inner if len(objects) == 1 and len(conv.kids(inner)) == 1 else None
