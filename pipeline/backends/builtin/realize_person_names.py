"""Whether a noun of the parse names a person, for a relative "who" against "that".

The parse types as ``person`` every name spaCy tags a person, and spaCy's tagger takes
companies, products and horses for people ("Wyeth estimates ...", "Spanish refiner Cepsa SA",
"Solomon 5.5 is available ...", "Sony Ericsson also said ..."); it reads an agent noun as a
person doing the verb, (p / person :ARG0-of (d / detect-01)) for "a sensitive light
detector", "the mobile operator".  The rebuilt cleft said "It is Wyeth who estimates ...",
"It is a sensitive light detector who looks for ...": a "who" a reader sees is wrong.  "That"
is right for people too ("It was the killer that fired"), so "who" goes only where the words
say a person: a listed person noun ("the judge", "a spokesman", "the gunman"), a doer's noun
that is no firm's or device's, or a name with nothing of a firm's or a product's in it.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import lemma_pos, lemmas
from pipeline.backends.builtin.parse_appositions import ROLE_NOUNS
from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.parse_person_nouns import PEOPLE_NOUNS, is_person_noun
from pipeline.backends.builtin.parse_words import RELATION_NOUNS
from pipeline.backends.builtin.realize_tree import Const, Edge, Node
from pipeline.backends.builtin.realize_words import FIRM_SUFFIXES, HUMAN, QUOTE_MARKS, SPEECH

__all__ = ["has_person_ending", "is_person_word", "names_person", "person_or_people", "person_post",
           "person_said", "plain_person_noun"]

# Endings of nouns for people ("businessman", "economist", "photographer", "astronomer",
# "physician", "librarian"), and the words with them that are not people.
_PERSON_ENDINGS = ("man", "men", "woman", "person", "ist", "grapher", "nomer", "ician", "arian")
_NOT_PERSON_ENDING = frozenset(["german", "human", "roman", "list", "mist"])
# Words that make a name a firm's, a team's or a place's ("Cepsa SA", "Grant Thornton SpA",
# "Milberg Weiss Bershad Hynes & Lerach LLP", "WALL St", "the Albert and Mary Lasker
# Foundation").
_ORGANIZATION_WORDS = FIRM_SUFFIXES | frozenset([
    "llp", "lp", "sa", "spa", "ag", "nv", "gmbh", "&", "group", "holdings", "foundation",
    "institute", "st", "st.", "association", "university", "college", "bank", "fund", "partners", "systems", "airways",
    "airlines", "motors", "technologies", "software", "networks", "communications",
    # a product's or a firm's common noun closing its name: "It is Panther Server who also
    # includes an updated release of Apache" (spaCy typed the product a person)
    "server", "browser", "network", "services", "studios", "pictures", "labs",
    "laboratories", "electronics", "industries", "pharmaceuticals", "entertainment",
    "securities"])

# Doers' nouns that are firms or devices as often as people ("the mobile operator said",
# "the manufacturers include Fujitsu Ltd.", "a sensitive light detector"), vehicles ("the
# second rover", "a military C-17 transporter") and a market report's stocks ("gainers").
_FIRMS_AND_DEVICES = frozenset([
    "operator", "manufacturer", "producer", "marketer", "retailer", "distributor", "supplier",
    "provider", "carrier", "maker", "developer", "broadcaster", "insurer", "lender", "refiner",
    "exporter", "importer", "detector", "compiler", "sensor", "reactor", "generator",
    "controller", "transmitter", "receiver", "recorder", "scanner", "launcher", "tanker",
    "cruiser", "destroyer", "freighter", "rover", "transporter", "gainer", "advancer",
    "decliner", "loser", "wholesaler"])

# Titles said capitalised before a name ("Mayor Michael Bloomberg", "Schools Chancellor Joel
# Klein"), beyond the posts of ``ROLE_NOUNS``.
_TITLES = frozenset([
    "president", "chancellor", "trooper", "detective", "constable", "sergeant", "lieutenant",
    "colonel", "major", "corporal", "private", "admiral", "ambassador", "pastor", "reverend",
    "rabbi", "bishop", "archbishop", "cardinal", "justice", "king", "queen", "prince",
    "princess", "pope", "doctor", "father", "sister", "brother", "congressman",
    "congresswoman", "assemblyman", "assemblywoman", "councilman", "councilwoman", "alderman",
    "magistrate", "marshal", "premier", "emperor", "sultan", "sheikh", "imam", "comptroller",
    "controller", "auditor", "chief", "judge", "officer", "pilot", "nurse", "dr", "lord", "sir",
    "lady", "dame",
    # words of a title ("Senior Vice President Eric Rudder"), which the doers' ending
    # of "senior" and "junior" would take for a description
    "senior", "junior", "vice"])
# Nouns of people under arms, of a staff or of a law-making body, which no person list or
# doer's ending reveals ("Rebels sought to consolidate ...", "Delta personnel ... were
# scrambling"): an open subject of them takes "who" (person_or_people).
_PEOPLE_UNDER_ARMS = frozenset(["rebel", "militant", "insurgent", "guerrilla", "troop",
                                "personnel", "lawmaker"])
# Honorifics, which only a person's name takes.
_HONORIFICS = frozenset(["mr", "mr.", "mrs", "mrs.", "ms", "ms.", "miss", "mister", "dr", "dr.",
                         "sir", "madam"])
# Person nouns with no doer's ending that describe, not entitle, a named person
# ("Witness Zulfiqar Ali", "Victim Michael Walker").
_DESCRIPTIONS = frozenset(["witness", "victim", "passenger", "student", "resident", "patient",
                           "suspect", "defendant", "fugitive", "teenager", "veteran",
                           "fiance", "fiancee"])


def has_person_ending(concept: str) -> bool:
    """Whether a noun ends as people's nouns do ("businessman", "economist", "librarian")."""
    return concept.endswith(_PERSON_ENDINGS) and len(concept) > 4 \
        and concept not in _NOT_PERSON_ENDING


def is_person_word(concept: str) -> bool:
    """Whether a common noun names a person by itself: a listed one (``HUMAN``, a relative,
    a post) or one of the endings of people's nouns.  The lexicon's agent nouns are not
    enough: "detector", "operator", "compiler" are things as often as people.

    >>> [is_person_word(w) for w in ("judge", "spokesman", "economist", "aunt", "detector")]
    [True, True, True, True, False]
    """
    return concept in HUMAN or concept in RELATION_NOUNS or concept in ROLE_NOUNS \
        or has_person_ending(concept)


def _name_words(node: Node) -> list[str]:
    name = next((e.target for e in node.edges if e.role == ":name" and isinstance(e.target, Node)),
                None)
    if name is None and node.role == ":name-of":
        name = node.parent  # the name focused, its person below it ("Sony Ericsson was the one")
    if name is None:
        return []
    return [e.target.text for e in name.edges
            if e.role.startswith(":op") and isinstance(e.target, Const)]


def person_said(node: Node, tokens: list[str] | None) -> bool:
    """Whether a ``person`` node is one by its words (see the module docstring): a name
    without a firm's word, a figure or a firm's name before it ("Sony" of "Sony Ericsson",
    parsed as its :mod), or an agent noun that is no firm's or device's word ("the killer",
    not "the mobile operator")."""
    words = _name_words(node)
    if words:
        if any(w.lower() in _ORGANIZATION_WORDS or any(ch.isdigit() for ch in w) for w in words):
            return False
        if _owned_as_thing(node, tokens):
            return False  # "Berkshire Hathaway made profits ..., its best performance"
        # "Sony Ericsson": spaCy's firm "Sony" and person "Ericsson", the firm parsed as the
        # :mod of a one-word name right after it (not "Pedro Duque of Spain", "TI General
        # Counsel Joseph Hubach")
        # (or its parent, the firm focused: (o / organization :domain (p / person)))
        mods = [e.target for e in node.edges if e.role == ":mod" and isinstance(e.target, Node)]
        if node.role in (":mod-of", ":domain") and node.parent is not None:
            mods.append(node.parent)
        return not (len(words) == 1 and node.align and any(
            _name_words(mod) and mod.concept != "person" and mod.align
            and max(mod.align) + 1 == min(node.align) for mod in mods))
    agent_noun = any(e.role == ":ARG0-of" and isinstance(e.target, Node)
                     and e.target.align and e.target.align == node.align for e in node.edges)
    if not agent_noun or tokens is None or not node.align or node.align[0] >= len(tokens):
        return True
    # a doer's noun ("the killer", "a federal defender", "Mr Bush's critics"), not a firm's
    # or a device's ("the mobile operator", "a sensitive light detector")
    return not lemmas(tokens[node.align[0]].lower()) & _FIRMS_AND_DEVICES


# The source's pronouns that say one of its names is a person's ("Bremer said he would
# launch ...") or may be a thing's ("its own internal report"), and the bodies that a
# sentence about people names as one ("the Senate has confirmed 124 judicial nominees").
_PERSONAL_PRONOUNS = frozenset(["he", "she", "him", "his", "her", "himself", "herself"])
_THING_PRONOUNS = frozenset(["it", "its", "itself"])
_BODIES = frozenset(["congress", "senate", "house", "government", "parliament", "court",
                     "police", "army", "navy", "administration", "cabinet", "council"])


def _said_words(tokens: list[str]) -> set[str]:
    """The source's words outside its quotations, in lower case."""
    said, quoted = set(), False
    for token in tokens:
        if token in QUOTE_MARKS:
            quoted = not quoted
        elif not quoted:
            said.add(token.lower())
    return said


def _bare_name_edge(edge: Edge) -> bool:
    """Whether ``edge`` of a person node leaves it a bare name: its :name, or the way up to
    a clause it plays a part in (the focus's old root, "said" of "Avery Dennison said"),
    not a post it holds (have-org-role-91: "Intel spokesman Chuck Mulloy")."""
    if edge.role == ":name":
        return True
    return edge.role.endswith("-of") and isinstance(edge.target, Node) \
        and _is_clause(edge.target)


def _is_clause(node: Node) -> bool:
    """Whether ``node`` is a frame's, not a post's (have-org-role-91, have-rel-role-91)."""
    return re.fullmatch(r"[a-z-]+-\d\d", node.concept) is not None \
        and not node.concept.startswith(("have-org-role", "have-rel-role"))


def _owned_as_thing(node: Node, tokens: list[str] | None) -> bool:
    """Whether a name spaCy typed a person is a firm's by the source's own pronouns outside
    its quotations: an "its" or "itself" after the name and no "he" or "she" anywhere
    ("Barry Callebaut will be able to use ... its German subsidiary", "Lend Lease has slipped
    ..., when its share price was around $24", "Berkshire Hathaway made profits ..., its
    best performance"), whose cleft said "It is Barry Callebaut who ...", or an "it" that
    opens what the name said, not as an empty subject of "be" ("BofA said yesterday it
    had ...", "Grant Thornton claims that it too was ..."; not "Strayhorn said it was the
    first time ...", "Page said it's also possible ...").  Only a bare
    name: one with a post, an age, an apposition or an honorific is a person's whatever its
    "its" speaks of ("Ms Stewart, 61, its chief executive officer", "Intel spokesman Chuck
    Mulloy said the company was ... assessing its options", "Mr. Kerkorian ... did win
    representation on its board")."""
    if tokens is None or not node.align or any(not _bare_name_edge(e) for e in node.edges):
        return False
    if node.parent is not None and node.parent.concept != "name" and not _is_clause(node.parent):
        return False  # a title's focus ("Pharmacy Guild president Richard Heslop": president)
    if any(w.lower() in _HONORIFICS or w[:1].islower() for w in _name_words(node)):
        return False  # "Mr. Kerkorian", "Pharmacy Guild president Richard Heslop"
    if _said_words(tokens) & _PERSONAL_PRONOUNS:
        return False
    end = max(node.align) + 1
    return _its_after(tokens[end:]) or _reports_as_it(tokens[end:])


def _its_after(tokens: list[str]) -> bool:
    """Whether ``tokens``, the source after a name, say "its" or "itself" outside a quotation
    with no other name before it that the pronoun may stand for ("Amrozi said Jews and the
    US and its allies had ...": the US's; a possessor's name may stand between, "to use
    Brach's retail network to sell products made from its German subsidiary").

    >>> _its_after("made profits of $1.7 billion , its best performance".split())
    True
    >>> _its_after("said Jews and the US and its allies had evil plans".split())
    False
    """
    quoted = False
    for at, token in enumerate(tokens):
        if token in QUOTE_MARKS:
            quoted = not quoted
        elif quoted:
            continue
        elif token.lower() in ("its", "itself"):
            return True
        elif token[:1].isupper() and tokens[at + 1:at + 2] != ["'s"]:
            return False
    return False


# Verbs of saying after which a firm speaks of itself as "it" ("BofA said yesterday it had
# ..."), and the words that may stand between the verb and its "it".
_REPORTING = frozenset(["said", "says", "claims", "claimed", "announced", "announces",
                        "added", "stated", "reported"])
_BEFORE_IT = WEEKDAYS | frozenset(["that", "yesterday", "today"])


def _reports_as_it(rest: list[str]) -> bool:
    """Whether ``rest``, the source's words after a name, opens with a verb of saying whose
    clause opens with "it" that is not the subject of "be" ("said it expects", not "said it
    was the first time", "said it would be wrong")."""
    if not rest or rest[0].lower() not in _REPORTING:
        return False
    at = 1
    while at < len(rest) and rest[at].lower() in _BEFORE_IT:
        at += 1
    if at + 2 >= len(rest) or rest[at].lower() != "it":
        return False
    verb, then = rest[at + 1].lower(), rest[at + 2].lower()
    # "it was", "it's", "it would be", "it had been": an empty subject as often
    return verb not in ("is", "was", "'s", "were") and then not in ("be", "been")


def _one_word_person(node: Node, tokens: list[str] | None) -> bool:
    """Whether a one-word name spaCy typed an organization is a person's by the source's
    own pronouns outside its quotations: a "he" or "she" and no "it" or "its" ("It was
    Bremer that said he would launch a $70-million program"), the name no firm's word and
    no body's, and said without "the" ("the Globe")."""
    words = _name_words(node)
    if len(words) != 1 or tokens is None or not node.align or not words[0].isalpha() \
            or words[0].isupper() or words[0].lower() in _ORGANIZATION_WORDS | _BODIES \
            or (node.align[0] > 0 and tokens[node.align[0] - 1].lower() == "the"):
        return False
    said = _said_words(tokens)
    return bool(said & _PERSONAL_PRONOUNS) and not said & _THING_PRONOUNS


# A word before a name that makes it the last word of a longer name or of a noun phrase
# ("his 1996 Chevrolet Tahoe", "the Globe", "Wal-Mart's Sam"): a capitalized word, a number,
# a determiner or a possessive
_NAME_PART_BEFORE = re.compile(
    r"(?i:the|a|an|his|her|its|their|our|my|your|this|these|those|'s|')|[A-Z][\w.&'-]*|.*\d.*")


def _untyped_name_person(node: Node, tokens: list[str] | None) -> bool:
    """Whether a noun the parse made of a one-word name it did not type ("Hines" read as
    (h / hine), "Dittemore", "Steverson") is a person's: the source's capitalized word that
    the lexicon does not know, said after no determiner, number or other name word ("his
    1996 Chevrolet Tahoe" is a car), the speaker of a verb of saying or the
    source saying "he" or "she", and no "it" or "its" (MRPC train 820: "It was Steverson that
    said Williams was known as a racist ...", 375: "It was Dittemore that announced his plans
    to resign ..."; "It was Qualcomm that said it would ..." stays a firm's)."""
    if tokens is None or not node.align or node.align[0] >= len(tokens) \
            or any(e.role == ":name" for e in node.edges):
        return False
    at = node.align[0]
    word = tokens[at]
    if not (word[:1].isupper() and word.isalpha() and not word.isupper()) \
            or not word.lower().startswith(node.concept) or lemma_pos(word) \
            or word.lower() in _ORGANIZATION_WORDS | _BODIES \
            or (at > 0 and _NAME_PART_BEFORE.fullmatch(tokens[at - 1])):
        return False
    said = _said_words(tokens)
    if said & _THING_PRONOUNS:
        return False
    speech = [n for n in ([node.parent] if node.role == ":ARG0" else [])
              + [e.target for e in node.edges if e.role == ":ARG0-of"]
              if isinstance(n, Node) and n.concept.rsplit("-", 1)[0] in SPEECH]
    return bool(speech) or bool(said & _PERSONAL_PRONOUNS)


def names_person(node: Node, tokens: list[str] | None) -> bool:
    """Whether a noun node is a person's by its words: a ``person`` as :func:`person_said`
    reads it, any other noun as :func:`is_person_word` does."""
    if node.concept == "person":
        return person_said(node, tokens)
    if node.concept == "organization" and _one_word_person(node, tokens):
        return True
    # (a surname the parse took for a common noun, its honorific a :mod: "Mr Goh")
    mods = [e.target for e in node.edges if e.role == ":mod" and isinstance(e.target, Node)]
    if node.role in (":mod-of", ":domain") and node.parent is not None:
        mods.append(node.parent)  # the honorific focused
    return is_person_word(node.concept) or any(mod.concept in _HONORIFICS for mod in mods) \
        or _untyped_name_person(node, tokens)


def plain_person_noun(lemma: str) -> bool:
    """Whether a noun before a name describes the person ("Passenger Keith Charlton",
    "Actor Noah Wyle", "Contractors Brian Rose") rather than giving a title ("Mayor
    Michael Bloomberg", "Chief William Lansdowne"): only a title keeps the capital the
    source gave it as its first word.

    >>> [plain_person_noun(w) for w in ("passenger", "actor", "witness", "mayor", "chancellor")]
    [True, True, True, False, False]
    """
    if lemma in ROLE_NOUNS or lemma in _TITLES:
        return False
    return lemma in _DESCRIPTIONS or is_person_noun(lemma)


def person_post(lemma: str) -> bool:
    """Whether a common noun that a name is apposed to is a person's post or relation
    ("Funny Cide's trainer, Barclay Tagg", "the presiding bishop ..., Frank T. Griswold
    III", "Dusenbery's fiancee, Jessica Wheat"): a person word, a title, a describing
    noun, or a doer's noun that is no firm's or device's ("the only commercial carrier
    flying to Baghdad, Royal Jordanian").

    >>> [person_post(w) for w in ("trainer", "bishop", "fiancee", "carrier", "effort")]
    [True, True, True, False, False]
    """
    return is_person_word(lemma) or lemma in _TITLES or lemma in _DESCRIPTIONS \
        or (is_person_noun(lemma) and lemma not in _FIRMS_AND_DEVICES)


def person_or_people(subject: Node, tokens: list[str]) -> bool:
    """Whether ``subject`` is a person (:func:`names_person`) or, with no name
    of its own, a common noun of people: a listed one or a post (person_post: "It was
    detectives who told ...") or a doer's noun of a verb ("It was protesters who had been
    calling ...", "It was state workers who ..."; not "rivers", nor a firm's or device's,
    "the carrier"), or one under arms ("It was rebels who sought ...").  A ``person``
    names_person said no to stays a thing ("vaccine makers", a firm), and so does a word the
    source capitalised inside the sentence ("The new Finder puts ...", a product).

    >>> from pipeline.backends.builtin.realize_tree import Node
    >>> [person_or_people(Node("x", w), []) for w in ("rebel", "protester", "worker",
    ...                                                 "river", "carrier", "detective")]
    [True, True, True, False, False, True]
    """
    if names_person(subject, tokens):
        return True
    concept = subject.concept
    at = subject.align[0] if subject.align else 0
    if concept == "person" or any(e.role == ":name" for e in subject.edges) \
            or (0 < at < len(tokens) and tokens[at][:1].isupper()):
        return False
    if concept in _PEOPLE_UNDER_ARMS or concept in PEOPLE_NOUNS or is_person_word(concept):
        return True
    # a doer's noun by its ending only where it is a verb's the lexicon knows ("protest-er",
    # "work-er"; not "river"); a title or description by its list ("detective")
    doer = any("VERB" in lemma_pos(concept[:-cut]) for cut in (1, 2))
    return person_post(concept) and (doer or not is_person_noun(concept))
