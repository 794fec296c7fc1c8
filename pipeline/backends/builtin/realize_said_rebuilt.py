"""Refusals of rebuilt sentences that misread the source: a fronted adverb, a noun phrase
said without its article (:func:`.realize_article_words.dropped_article`), a passive
infinitive said as done (:func:`passive_infinitive_asserted`).

An adverb said alone before the clause ("Almost, I missed Vin Diesel at first") reads as a
comment on the whole sentence, not as the extent of its verb: a degree ("almost", "nearly")
or an intensity ("severely debilitated", "seriously hurt") said first changes what the
sentence says.  "Never" said first from the parse's ``:time ever`` under a negated verb
keeps the verb's "not" too ("Never, I did not think ..."), and an adverb with an argument
of its own leaves it behind ("Similarly, Houston also performed to national peers")."""

from __future__ import annotations

import re
from collections.abc import Sequence

import penman
import penman.layout
from penman import surface

from pipeline.backends.builtin.morphology import inflect, lemma_pos, lemmas
from pipeline.backends.builtin.parse_root import KEY as ROOT
from pipeline.backends.builtin.parse_words import DEGREE
from pipeline.backends.builtin.realize_article_words import bare_age_noun, dropped_article
from pipeline.backends.builtin.realize_opening_comparisons import moved_subject_comparison
from pipeline.backends.builtin.realize_said import source_infinitives
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import DISTRIBUTIVE_QUANTIFIERS, IMPLICATIVE

# Nouns of a sum of money that a rebuilt text may not turn into their verb: "a loss of 28 cents
# a share" is no "28 cents a share lost".
_SUM_NOUN_VERBS = {"loss": "lost", "losses": "lost", "sales": "sold", "sale": "sold"}

# Words a coordination of the source sits on.
_COORDINATING = frozenset(["and", "&", "or", "but", "nor", "plus", "yet", "as", "well", "both",
                           "either", "neither", ",", ";", ":", "--", "-"])

# Manner adverbs that say how much, not how: "severely debilitated", "seriously hurt",
# "badly damaged", "critically injured".
_INTENSITY_MANNER = frozenset(["severe", "serious", "bad", "critical", "grave", "heavy",
                               "slight", "mild", "minor", "moderate", "fatal", "mortal"])


def misread_fronted_adverb(graph: penman.Graph, text: str, construction: str | None) -> str | None:
    """A refusal when ``text`` fronts a one-word adverb of ``graph`` (the focus, or the
    focus's own adjunct) that does not lead a sentence with the meaning it had on its verb;
    else None."""
    if construction not in ("fronted-topic", "fronted-adjunct"):
        return None
    lead, _, body = text.partition(", ")
    if not body or " " in lead:
        return None
    said = lead.lower()
    for var, concept in _instances(graph):
        root = concept.split("-")[0]
        if said not in _adverb_forms(root) and not (said == "never" and root == "ever"):
            continue
        up = _roles_into(graph, var)
        if root == "ever":
            return "'never' said first keeps its clause's 'not'"
        if ":degree" in up or root in DEGREE:
            return f"a degree ({lead!r}) said first reads as a comment on the sentence"
        if ":manner" in up and root in _INTENSITY_MANNER:
            return f"an intensity ({lead!r}) said first reads as a comment on the sentence"
        if ":manner" in up and any(s == var and r.startswith(":ARG") and not r.endswith("-of")
                                   for s, r, _ in graph.triples):
            return f"a fronted adverb ({lead!r}) leaves its own argument behind"
    return None


def _instances(graph: penman.Graph) -> list[tuple[str, str]]:
    return [(str(s), str(t)) for s, r, t in graph.triples if r == ":instance"]


def _aligned_at(graph: penman.Graph) -> dict[str, int]:
    """Each aligned node's first source position, by variable."""
    return {str(t[0]): a.indices[0] for t, a in surface.alignments(graph).items()
            if t[1] == ":instance" and a.indices}


def _roles_into(graph: penman.Graph, var: str) -> set[str]:
    """The roles under which ``var`` hangs from another node, in either direction."""
    into = {r for s, r, t in graph.triples if t == var and r != ":instance"}
    return into | {r[:-3] for s, r, _ in graph.triples if s == var and r.endswith("-of")}


def _adverb_forms(root: str) -> set[str]:
    """``root`` and the adverbs made from it ("incredible" -> "incredibly", "heavy" ->
    "heavily", "drastic" -> "drastically", "severe" -> "severely")."""
    forms = {root, root + "ly", root + "ally"}
    if root.endswith("le"):
        forms.add(root[:-1] + "y")
    if root.endswith("y"):
        forms.add(root[:-1] + "ily")
    return forms


def passive_infinitive_asserted(text: str, tokens: Sequence[str]) -> str | None:
    """The participle of the first passive infinitive of the source ("expected Mr. Ebbers
    to be exonerated") that ``text`` says as done ("he expected Mr. Ebbers ... was
    exonerated") and nowhere as "to be" + participle; else None.  (The active "to take"
    said "took" is :func:`~pipeline.backends.builtin.realize_said.misread_source`'s.)

    >>> passive_infinitive_asserted("He expected Ebbers was exonerated fully.",
    ...                             "he expected Ebbers to be fully exonerated".split())
    'exonerated'
    >>> passive_infinitive_asserted("He expected Ebbers to be exonerated.",
    ...                             "he expected Ebbers to be exonerated".split())
    """
    low = text.lower()
    for at in range(1, len(tokens) - 2):
        if tokens[at].lower() != "to" or tokens[at + 1].lower() != "be":
            continue
        after = at + 2
        if tokens[after].lower().endswith("ly") and after + 1 < len(tokens):
            after += 1  # "to be fully exonerated"
        participle = tokens[after].lower()
        if not participle.isalpha() or not participle.endswith(("ed", "en", "wn", "ne")) \
                or "VERB" not in lemma_pos(participle):
            continue
        if lemmas(tokens[at - 1].lower()) & IMPLICATIVE:
            continue
        if re.search(rf"\b(?:was|were|is|are) (?:\w+ )?{participle}\b", low) \
                and not re.search(rf"\bbe (?:\w+ )?{participle}\b", low):
            return participle
    return None


def infinitive_said_present(text: str, tokens: Sequence[str]) -> str | None:
    """The first verb the source said as an infinitive ("wants to kill", "to establish a
    moose nursery") that ``text`` says in its present tense ("the state wants kills the
    wolves", "... near McGrath establishes a moose nursery") and nowhere as "to" + verb,
    where the source never says that present tense itself; else None.  (The past tense is
    :func:`~pipeline.backends.builtin.realize_said.misread_source`'s.)

    >>> infinitive_said_present("The state wants kills the wolves.",
    ...                         "The state wants to kill the wolves".split())
    'kill'
    >>> infinitive_said_present("The state wants to kill the wolves.",
    ...                         "The state wants to kill the wolves".split())
    """
    low = text.lower()
    said = set(lowered_tokens(tokens))
    for verb in source_infinitives(tokens):
        present = inflect(verb, "VBZ")
        if present != verb and present not in said and re.search(rf"\b{present}\b", low) \
                and not re.search(rf"\bto (?:\w+ )?{verb}\b", low):
            return verb
    return None


# "There are both companies that ...": an existential introduces what was not yet known,
# which a word picking out known members ("both", "each", "either") cannot; nor can a
# proportion of a known whole ("There are most economists that had expected ...") or a
# free-choice "any" ("There is any disparity in drug benefits that they rejected").
_DISTRIBUTIVE_EXISTENTIAL = re.compile(
    r"^There (?:is|are|was|were) (?:" + "|".join(sorted(DISTRIBUTIVE_QUANTIFIERS | {"most"}))
    + r")\b")


def distributive_existential(text: str) -> bool:
    """Whether ``text`` is an existential on a noun under "both", "each", "every", "either",
    "neither", "all", "most" or "any" ("There are both papers that are published today ...",
    "There are most economists that had expected a report ...").

    >>> distributive_existential("There are both companies that the deal made sense for.")
    True
    >>> distributive_existential("There are most economists that had expected a report.")
    True
    >>> distributive_existential("There are two companies that the deal made sense for.")
    False
    """
    return _DISTRIBUTIVE_EXISTENTIAL.match(text) is not None


# A pseudo-cleft's "What ..." part that holds more than one clause: a condition ("What if
# the subsidies are not repealed, the European Union is threatening are ..."), a second
# clause ("What some of the developers will join, but details have not been finalized,
# ..."), or the report of the sentence said before the copula ("..., Mike Nash said is
# Microsoft", "What Avants showed, so he imposed the maximum, ... said was no remorse").
_CROWDED_PSEUDO_CLEFT = re.compile(
    r"^What (?:if |(?:(?!\b(?:is|was|are|were)\b).)*, (?:but|and|so|or) "
    r"|.*\b(?:said|says|added|reported) (?:is|was|are|were) (?!that\b))"
    # "The one who ..." whose clause goes on to a second clause with a subject of its own
    # ("The one who refused ..., but Chirac kept in close touch with the family was Chirac");
    # a second verb without one is the same person's ("The one who ... but kept ...").
    r"|^The ones? (?:who|that) (?:(?!\b(?:is|was|are|were)\b).)*, (?:but|and|so|or) "
    r"(?:he|she|they|it|we|I|[A-Z]\w*) ")


def crowded_pseudo_cleft(text: str, construction: str | None) -> bool:
    """Whether ``text`` is a pseudo-cleft whose "What ..." part holds more than its one
    clause.

    >>> crowded_pseudo_cleft("What Avants showed, so he imposed the maximum, the judge said "
    ...                      "was no remorse.", "pseudo-cleft")
    True
    >>> crowded_pseudo_cleft("What Frank Partnoy, a professor, said was that the case "
    ...                      "suggested it.", "pseudo-cleft")
    False
    >>> crowded_pseudo_cleft("What Crowe said was that the employees will remain in Toronto, "
    ...                      "and they will become IBM employees.", "pseudo-cleft")
    False
    >>> crowded_pseudo_cleft("The one who refused Humbert's request last year, but Chirac kept "
    ...                      "in close touch with the family was Chirac.", "pseudo-cleft")
    True
    >>> crowded_pseudo_cleft("The one who refused Humbert's request last year, but kept in "
    ...                      "close touch with the family was Chirac.", "pseudo-cleft")
    False
    """
    return construction == "pseudo-cleft" and _CROWDED_PSEUDO_CLEFT.match(text) is not None


def misread_rebuilt(graph: penman.Graph, text: str, construction: str | None,
                    tokens: Sequence[str]) -> str | None:
    """Why ``text``, ``graph`` rebuilt for a new focus as ``construction``, misreads its
    source (``tokens``) by one of this module's checks; else None."""
    fronted = misread_fronted_adverb(graph, text, construction)
    if fronted is not None:
        return fronted
    doubled = doubled_core_role(graph, text, tokens) if '"' not in text else None
    if doubled is not None:  # (a quotation says the source's own words, however parsed)
        # "In the US, the core will cost for instance $100 per employee Java Enterprise
        # System" for "the core Java Enterprise System will cost": the parse split one noun
        # phrase into two arguments under one role, which no rebuilt order can say as one
        return f"the parse gave {doubled[0]!r} two {doubled[1]} arguments"
    if crowded_pseudo_cleft(text, construction):
        return "a pseudo-cleft's 'what' part would hold two clauses"
    if distributive_existential(text):
        return "an existential cannot open on 'both', 'each', 'all', 'most' or 'any'"
    bare = dropped_article(text, tokens) or bare_age_noun(text, tokens)
    if bare is not None:
        # "There is agency hearing officer that recommended ..." for "an agency hearing
        # officer": the source's singular noun said without its article
        return f"{bare!r} is said without the source's article"
    # "He expected Mr. Ebbers ... was exonerated fully at trial" for "expected Mr. Ebbers to
    # be fully exonerated", "The state wants kills the wolves" for "wants to kill"
    asserted = passive_infinitive_asserted(text, tokens) or infinitive_said_present(text, tokens)
    if asserted is not None:
        return f"the source's infinitive ({asserted!r}) is said as done"
    sum_verb = sum_said_as_verb(text, tokens)
    if sum_verb is not None:
        return f"the source's {sum_verb[0]!r} of a sum is said as {sum_verb[1]!r}"
    root_at = _aligned_at(graph).get(str(graph.metadata.get(ROOT)), -1)
    moved = moved_subject_comparison(text, tokens,
                                     tokens[root_at] if 0 <= root_at < len(tokens) else None)
    if moved is not None:
        return f"the source's opening {moved!r} would attach to another phrase"
    joined = invented_coordination(graph, text, tokens)
    if joined is not None:
        return f"an 'and' the source did not say joins the clause at {joined!r}"
    return None


def invented_coordination(graph: penman.Graph, text: str, tokens: Sequence[str]) -> str | None:
    """The source word an ``and`` of ``graph`` sits on when it is no coordinating word and
    ``text`` says more "and"s than the source, if so.  The parse joins two clauses it could
    not connect under an ``and`` on the first one's verb: a contact relative clause ("the
    home the extended family shared"), an apposition to a clause ("castrated in 2001, an
    operation he contends removed his ability ..."), "as" read as a second clause.  Said
    with "and", they come out as "In the living room of the home, the shooting happened at
    5:30 a.m., and the extended family shared on the city's westside".

    >>> g = penman.decode("(a / and~e.2 :op1 (h / happen-01~e.2) :op2 (s / share-01~e.8 :ARG0 (f / family~e.7)))")
    >>> invented_coordination(g, "The shooting happened, and the family shared.",
    ...                       "The shooting happened at the home the family shared .".split())
    'happened'
    >>> invented_coordination(g, "The shooting happened, and the family shared.",
    ...                       "The shooting happened and the family shared .".split())
    """
    said = len(re.findall(r"\band\b", text, re.IGNORECASE))
    if said <= sum(1 for t in tokens if t.lower() == "and"):
        return None
    where = _aligned_at(graph)
    ands = {var for var, concept in _instances(graph) if concept == "and"}
    for var, at in where.items():
        if var in ands and at < len(tokens) \
                and tokens[at].lower() not in _COORDINATING \
                and any(own_subject_before(graph, op, at, where)
                        for _, role, op in graph.edges(source=var) if role.startswith(":op")):
            return tokens[at]
    return None


def own_subject_before(graph: penman.Graph, verb: str, after: int, where: dict[str, int]) -> bool:
    """Whether ``verb``, said after source position ``after``, has an argument of its own said
    between them: a finite clause with its own subject ("the home the extended family
    shared").  A verb whose subject the clause before gave ("made progress against the
    dollar, reached fresh three-year highs") has none, and reads well with "and it"."""
    at = where.get(verb)
    return at is not None and at > after and any(
        role.startswith(":ARG") and after < where.get(target, -1) < at
        for _, role, target in graph.edges(source=verb))


def doubled_core_role(graph: penman.Graph, text: str = "",
                      tokens: Sequence[str] = ()) -> tuple[str, str] | None:
    """The concept and role of a node that holds one numbered argument role (":ARG1")
    twice, for two nouns next to each other in the source (at most two words between their
    aligned heads): one noun phrase the parse split ("the core Java Enterprise System"), or a
    list that lost its "and" ("A car and a house were hit"), if any.  (Two events under one
    role are a parse's way of saying a list of clauses, which the realizer says well, and
    nouns far apart are mostly a role the parse gave twice where the clause says one.)  Not
    where ``text`` says the source ``tokens`` from the first noun through the verb after
    them as one run, as a report moved around them does ("..., Steve Martin, said a car and
    a house were hit in the new shootings").

    >>> doubled_core_role(penman.decode("(c / cost-01~e.8 :ARG1 (c2 / core~e.4) :ARG1 (o / system~e.7))"))
    ('cost-01', ':ARG1')
    >>> doubled_core_role(penman.decode("(c / cost-01~e.8 :ARG1 (c2 / core~e.4) :ARG2 (o / money~e.9))"))
    >>> doubled_core_role(penman.decode("(p / pardon-01 :ARG0 (g / governor~e.25) :ARG0 (j / judge~e.20))"))
    """
    concepts = dict(_instances(graph))
    where = _aligned_at(graph)
    seen: dict[tuple[str, str], int] = {}
    for triple in graph.edges():
        source, role, target = triple
        if not re.fullmatch(r":ARG\d", role) or re.search(r"-\d\d$", concepts[target]) \
                or target not in where or penman.layout.appears_inverted(graph, triple):
            continue
        key = (source, role)
        if key in seen and abs(seen[key] - where[target]) <= 3 \
                and not _said_through_verb(tokens, min(seen[key], where[target]),
                                           where.get(source), text):
            return concepts[source], role
        seen[key] = where[target]
    return None


def _said_through_verb(tokens: Sequence[str], start: int, verb: int | None, text: str) -> bool:
    """Whether ``text`` says ``tokens`` from ``start`` through the ``verb`` after it as one
    run of words (marks aside)."""
    if not tokens or verb is None or verb <= start:
        return False
    run = re.findall(r"[\w'-]+", " ".join(tokens[start:verb + 1]).lower())
    said = re.findall(r"[\w'-]+", text.lower())
    return bool(run) and f" {' '.join(run)} " in f" {' '.join(said)} "


def sum_said_as_verb(text: str, tokens: Sequence[str]) -> tuple[str, str] | None:
    """The source's noun of a sum ("a loss of 28 cents a share", "sales of $723 million") and
    the verb ``text`` says for it when the source never says that verb: "EDS reported $126
    million, or 26 cents per share, lost a first-quarter", "$723 million was sold, and 28
    cents a share lost, analysts ... were expecting".  None otherwise.

    >>> toks = "Analysts were expecting sales of $ 723 million and a loss of 28 cents .".split()
    >>> sum_said_as_verb("$723 million was sold, and 28 cents lost, analysts were expecting.", toks)
    ('sales', 'sold')
    >>> sum_said_as_verb("Analysts were expecting a loss of 28 cents.", toks)
    """
    low = lowered_tokens(tokens)
    said = set(re.findall(r"[a-z]+", text.lower()))
    for i, word in enumerate(low):
        verb = _SUM_NOUN_VERBS.get(word)
        after = low[i + 1:i + 4]
        if verb and verb in said and verb not in low and after[:1] == ["of"] and any(
                t[:1] == "$" or t[:1].isdigit() for t in after[1:]):
            return word, verb
    return None
