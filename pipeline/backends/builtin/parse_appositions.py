"""Appositions of named people, which the main rules (:mod:`parse_rules`) left out.

News text names a person and then says who they are: "Lawrence Diamond, the CFO,",
"Kevin Rollins, Dell's president,", "Jordan Barowitz, a spokesman for Republican Mayor
Michael Bloomberg,", "Yehuda Abraham, a 76-year-old jeweler in New York's diamond
district,".  AMR writes the description as the person's role in an organization:

    (p / person :name (n / name :op1 "Kevin" :op2 "Rollins")
       :ARG0-of (h / have-org-role-91 :ARG1 (c / company :name (n2 / name :op1 "Dell"))
                   :ARG2 (p2 / president)))

The organization (:ARG1) is the possessor ("Dell's president") or the object of "of",
"for", "at" or "with" after a role noun ("director of the Centers for Disease Control",
"an analyst at CIBC World Markets"); every other modifier stays on the role noun
(:ARG2): "a 76-year-old jeweler in New York's diamond district".

A list ("BaFin, Germany's regulator, and the prosecutor's office"), a noun that names a
thing of its own ("the treatment, the constriction of the airways") and a head that is
not a named person are left to the main rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.number_words import SMALL_CARDINALS
from pipeline.backends.builtin.parse_graph import Const, Node, target
from pipeline.backends.builtin.parse_person_nouns import is_person_noun
from pipeline.backends.builtin.parse_words import COORD

if TYPE_CHECKING:
    from spacy.tokens import Token

    from pipeline.backends.builtin.parse_base import Context, ConverterBase

__all__ = ["add_members", "apposition", "carry_modifiers", "list_after_colon", "listed_members"]

# Nouns of a post in an organization, whose "of"/"for"/"at"/"with" names that organization.
ROLE_NOUNS = frozenset({
    "president", "director", "chairman", "chairwoman", "chair", "spokesman", "spokeswoman",
    "spokesperson", "head", "chief", "officer", "executive", "cfo", "ceo", "coo", "cto",
    "secretary", "minister", "manager", "analyst", "economist", "strategist", "member",
    "founder", "co-founder", "partner", "professor", "lawyer", "attorney", "counsel",
    "editor", "governor", "leader", "commissioner", "recorder", "employee", "researcher",
    "scientist", "engineer", "official", "representative", "agent", "owner", "treasurer",
    "administrator", "superintendent", "dean", "mayor", "senator", "deputy", "adviser",
    "advisor", "consultant", "principal", "vice-president", "publisher", "trustee",
    "coordinator", "supervisor", "inspector", "prosecutor", "investigator", "historian",
    "curator", "coach", "captain", "commander", "general", "sheriff", "judge",
})
# Posts spaCy takes for organizations: "Lawrence Diamond, the CFO,".
TITLE_ACRONYMS = frozenset({"CEO", "CFO", "COO", "CTO", "CIO"})
# A party's member, a post like any other ("Mr. Kilgore, a Republican,", "Sen. Bob Graham,
# Florida Democrat,"), which spaCy takes for a NORP entity; skipped as a name, it was dropped.
PARTY_MEMBERS = frozenset({"democrat", "republican"})
_ORG_PREPS = frozenset({"of", "for", "at", "with"})
_ORG_LABELS = frozenset({"ORG", "PERSON", "GPE", "NORP", "FAC"})


def apposition(conv: ConverterBase, node: Node, appos: Token, ctx: Context) -> bool:
    """Add the apposition ``appos`` of the named person ``node`` as its
    :ARG0-of have-org-role-91; whether it did."""
    if node.concept != "person" or not node.has(":name"):
        return False
    if appos.pos_ not in ("NOUN", "PROPN") or (conv.entity_of.get(appos.i) is not None
                                               and appos.text not in TITLE_ACRONYMS
                                               and appos.lower_ not in PARTY_MEMBERS):
        return False
    kids = conv.kids(appos)
    posts = _coordinated_posts(conv, appos)
    if posts is None and any(k.dep_ in ("conj", "cc", "appos") for k in kids):
        return False  # a list: "BaFin, Germany's regulator, and the prosecutor's office"
    lemma = appos.lemma_.lower() if appos.pos_ == "NOUN" else appos.lower_
    if not lemma.replace("-", "").isalpha():
        return False
    title = conv._node(lemma, appos.i)
    role = conv._node("have-org-role-91", appos.i)
    for kid in kids:
        if kid.i in conv.consumed or (posts is not None and kid.dep_ in ("cc", "conj")):
            continue
        org = _organization(conv, lemma, kid)
        if org is not None and not role.has(":ARG1"):
            sub = conv.token(org, ctx)
            if target(sub) is not None:
                conv.consumed.add(kid.i)
                role.add(":ARG1", sub)
                continue
        conv._noun_modifier(title, kid, ctx)
    if posts is not None:
        # "Christopher Galvin, the company's chairman and chief executive": one role, two
        # posts, (:ARG2 (a / and :op1 (c / chairman) :op2 (e / executive :mod (c2 / chief))))
        cc, second = posts
        both = conv._node(COORD.get(cc.lower_, "and"), cc.i)
        both.add(":op1", title)
        post = conv._node(second.lemma_.lower(), second.i)
        conv.consumed.update((cc.i, second.i))
        for kid in conv.kids(second):
            if kid.i not in conv.consumed:
                conv._noun_modifier(post, kid, ctx)
        both.add(":op2", post)
        title = both
    role.add(":ARG2", title)
    node.add(":ARG0-of", role)
    return True


def _coordinated_posts(conv: ConverterBase, appos: Token) -> tuple[Token, Token] | None:
    """The coordinator and second post of an apposition that names two posts of one
    person: "Christopher Galvin, the company's chairman and chief executive", "Brad Smith,
    Microsoft's senior VP and general counsel" (``executive/conj`` of "chairman"), which the
    rules took for a list and dropped ("the parse dropped 'company'", every focus refused).
    Only two common nouns, the second bare (no determiner or owner of its own: "Germany's
    chief financial regulator, and the prosecutor's office" is a list of two bodies), both
    role nouns or the second one's head a role noun, with "and" and no comma between."""
    kids = conv.kids(appos)
    conjs = [k for k in kids if k.dep_ == "conj"]
    ccs = [k for k in kids if k.dep_ == "cc"]
    if len(conjs) != 1 or len(ccs) != 1 or any(k.dep_ == "appos" for k in kids):
        return None
    cc, second = ccs[0], conjs[0]
    doc = appos.doc
    if cc.lower_ != "and" or appos.pos_ != "NOUN" or second.pos_ != "NOUN" \
            or not appos.i < cc.i < second.i or doc[cc.i - 1].text == "," \
            or any(k.dep_ in ("det", "poss", "conj", "cc", "appos", "relcl", "acl")
                   for k in conv.kids(second)):
        return None
    # "the New York senator and former first lady", "the France captain and Chelsea
    # defender": two descriptions of one person, each a post or a person's noun
    if (appos.lemma_.lower() not in ROLE_NOUNS or second.lemma_.lower() not in ROLE_NOUNS) \
            and not (_describes_person(appos) and _describes_person(second)):
        return None
    return cc, second


def _describes_person(noun: Token) -> bool:
    """Whether a singular common noun names a post or a person (parse_person_nouns)."""
    lemma = noun.lemma_.lower()
    return noun.tag_ == "NN" and (lemma in ROLE_NOUNS or is_person_noun(lemma))


def _organization(conv: ConverterBase, lemma: str, kid: Token) -> Token | None:
    """The word naming the organization of a post: "Dell" of "Dell's president", "CIBC
    World Markets" of "an analyst at CIBC World Markets"."""
    if kid.dep_ == "poss" and kid.pos_ in ("PROPN", "NOUN"):
        return kid
    if kid.dep_ != "prep" or kid.lower_ not in _ORG_PREPS:
        return None
    obj = conv._pobj(kid)
    if obj is None or obj.pos_ not in ("PROPN", "NOUN"):
        return None
    named = conv.entity_of.get(obj.i)
    if lemma in ROLE_NOUNS or (named is not None and named.label_ in _ORG_LABELS):
        return obj
    return None


# Nouns of a part or amount of something that an apposed number measures ("The largest
# number of arrests, about 400,", "The bulk of the funds, some $65 billion,").
_AMOUNT_NOUNS = frozenset({"number", "bulk", "majority", "total", "amount", "portion"})


def list_after_colon(member: Token) -> None:
    """"eight states have laws ...: Alaska, California, ... and Washington": spaCy hangs the
    list on the noun before the colon ("laws"); the noun whose number counts the members
    ("eight states") is the one it lists.  Moves the apposition there, in place."""
    if member.i == 0 or member.doc[member.i - 1].text != ":":
        return
    count = 1 + sum(1 for _ in _conjuncts(member))
    if count < 2:
        return
    for noun in member.sent:
        if noun.i >= member.i - 1:
            return
        number = next((c for c in noun.children if c.dep_ == "nummod" and c.like_num), None)
        if noun.pos_ == "NOUN" and number is not None and _count(number.lower_) == count:
            member.head = noun
            return


def listed_members(conv: ConverterBase, node: Node, appos: Token, ctx: Context) -> bool:
    """An apposition the realizer says after its noun between commas, as the noun's :mod;
    whether it was one:

    * "eight states: Alaska, California, ...": the list of a counted noun,
      (s / state :quant 8 :mod (a / and :op1 ...)); not include-91, which the realizer
      says only where the source said "including";
    * "A smaller number, 8 per cent, looked for ...": the amount a number is,
      (n / number :mod (p / percentage-entity :value 8)); a bare count too ("The largest
      number of arrests, about 400, were on charges of ..."), (n / number :mod 400), its
      hedge read from the source as elsewhere (realize_source_words.approximator); so
      for another noun of an amount ("The bulk of the funds, some $65 billion, will go
      ...").
    """
    if appos.pos_ == "NUM":
        if node.concept not in _AMOUNT_NOUNS:
            return False
    elif appos.i == 0 or appos.doc[appos.i - 1].text != ":" or not node.has(":quant") \
            or not any(k.dep_ == "conj" for k in conv.kids(appos)):
        return False
    return add_members(conv, node, appos, ctx)


def add_members(conv: ConverterBase, node: Node, appos: Token, ctx: Context) -> bool:
    """Hang the list ``appos`` on ``node`` as its members (:mod); False when the list says
    nothing the graph can hold (a number's count, a constant, it can)."""
    members = conv.token(appos, ctx)
    if target(members) is None and not (isinstance(members, Const) and appos.pos_ == "NUM"):
        return False
    node.add(":mod", members)
    return True


def _conjuncts(tok: Token) -> list[Token]:
    found = []
    for c in tok.children:
        if c.dep_ == "conj":
            found += [c, *_conjuncts(c)]
    return found


def _count(word: str) -> int | None:
    if word in SMALL_CARDINALS[2:13]:
        return SMALL_CARDINALS.index(word)
    return int(word) if word.isdigit() else None



def carry_modifiers(node: Node, named: Node) -> None:
    """"Peterson's lawyer, Mark Geragos of Los Angeles,": the name of the apposition
    joins the noun (the lawyer is named Mark Geragos); its other modifiers ("of Los
    Angeles") say the same one, so they join it too rather than being lost with the
    apposition's own node.  Only what follows the name: a title before it ("his wife,
    singer Whitney Houston") the realizer then said in place of "his" ("with wife, singer
    Whitney Houston"); such an apposition stays whole (parse_named_asides)."""
    name = target(named.get(":name"))
    end = max((c.align for _, c in name.edges if isinstance(c, Const) and c.align is not None),
              default=None) if name is not None else None
    if end is None:
        return
    for role, child in named.edges:
        sub = target(child)
        if role != ":name" and sub is not None and sub.align is not None and sub.align > end:
            node.add(role, child)
