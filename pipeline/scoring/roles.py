"""Roles kept: who does what to whom, the source's graph against the paraphrase's parse-back.

``faithfulness`` (:mod:`pipeline.scoring.faithfulness`) compares the two graphs triple by
triple, so a swapped subject and object costs two triples among dozens.  Here only the
predicate-argument structure is read: for every predicate of the source graph, each of its
``:ARG0``, ``:ARG1`` and ``:ARG2`` fillers must fill the same role of the same predicate in
the paraphrase's graph.  Both sentences are parsed by the built-in parser (the same parser
on both sides, so its habits cancel out where the wording is the same).

What makes the comparison ignore the focus change:

* inverse roles are read from the other end (PENMAN decodes ``:ARG0-of`` as ``:ARG0``),
  so "the men who were freed" and "X freed the men" both state ``free :ARG1 man``;
* a cleft's placeholder ("that", "who", a bare ``person`` or ``thing``) is the cleft's
  focus ("It was Microsoft that threatened Linux" parses as ``Microsoft :domain (threaten
  :ARG0 that)``), "X was the one who ..." (``one :domain X``) is X, and a cleft clause
  that names no placeholder gives its focus each core role its predicate lacks ("It is
  Windows that OpForce supports");
* a pronoun of the paraphrase may stand for any filler (the realizer says "it" for a
  repeated noun); a pronoun of the source only for itself, so "He left the ship" against
  "The ship left him" loses its roles;
* a coordination fills a role with each of its members;
* a predicate is named without its sense number and matched on its first five letters
  ("threaten-01" / "threat"); a filler by its concept, its name's words and its ``:mod``
  nouns, matched on any shared word or first five letters ("Bharti Singh" / "comedian
  Bharti Singh").  Frames of the graph's own structure (``-91``, ``have-degree``,
  ``contrast``, ``include``) are not events and are left out.

The score is the share of the source's role triples the paraphrase's graph states (1 when
the source states none).  Measured in README "Scores against people": it sees swapped
roles that no other score sees, but parse-back errors cost it as much as real changes, so
it is a score to read with an optional floor (``roles_kept_min``), not a default test.

>>> role_triples("(t / threaten-01 :ARG0 (l / Linux) :ARG1 (m / organization :name (n / name :op1 \\"Microsoft\\")))")
[('threaten', 'ARG0', 'linux'), ('threaten', 'ARG1', 'microsoft')]
>>> source = "(t / threaten-01 :ARG0 (l / Linux) :ARG1 (m / Microsoft))"
>>> roles_kept("(m / Microsoft :ARG1-of (t / threaten-01 :ARG0 (l / Linux)))", source)
1.0
>>> roles_kept("(m / Microsoft :domain (t / threaten-01 :ARG0 (x / that) :ARG1 (l / Linux)))", source)
0.0
>>> roles_kept("(t / threaten-01 :ARG0 (i / it) :ARG1 (m / Microsoft))", source)
1.0
>>> roles_lost("(t / threaten-01 :ARG0 (m / Microsoft) :ARG1 (l / Linux))", source)
[('threaten', 'ARG0', 'linux'), ('threaten', 'ARG1', 'microsoft')]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import penman

from pipeline.scoring.base import Score, make_signature, over_present
from pipeline.scoring.faithfulness import GraphLike, ParseBackMetric, as_graph, parse_graphs

__all__ = ["CORE_ROLES", "RolesKept", "role_triples", "roles_kept", "roles_lost"]

CORE_ROLES = (":ARG0", ":ARG1", ":ARG2")
# what a relative clause's or cleft's parse puts in the role the clause's head fills
_PLACEHOLDERS = frozenset({"that", "who", "whom", "which", "person", "thing", "one"})
_PRONOUNS = frozenset({"i", "you", "he", "she", "it", "we", "they", "this"})
# what a parse names an entity's type with, not what the sentence says about it
_ENTITY_TYPES = frozenset({"person", "organization", "company", "country", "city", "product",
                           "thing", "government-organization", "location"})
# frames of the graph's own structure (comparison, inclusion, contrast), not events
_STRUCTURE_FRAMES = re.compile(r"-91$|^have-degree|^contrast-|^include-")
_SENSE = re.compile(r"-\d+$")
_PREFIX = 5
WILDCARD = "*"
PRONOUN = "~"  # marks a pronoun's label


def _label(graph: penman.Graph, var: str, concepts: dict[str, str]) -> str:
    """A node's words: its concept without the sense number (left out when it is only an
    entity's type: "person", "organization"), its entity name's words, and the concepts of
    its ``:mod`` nouns, since the parser picks a compound's head by its own rules ("bad
    publicity surrounding warranties" parses with "warranty" as the head, its passive with
    "publicity")."""
    concept = _SENSE.sub("", concepts.get(var, "")).lower()
    names = [t for s, r, t in graph.edges() if s == var and r == ":name"]
    words = [str(v).strip('"').lower() for s, r, v in graph.attributes()
             if names and s == names[0] and r.startswith(":op")]
    modifiers = [concepts.get(t, "").lower() for s, r, t in graph.edges()
                 if s == var and r == ":mod" and not _SENSE.search(concepts.get(t, ""))]
    head = [] if words and concept in _ENTITY_TYPES else [concept]
    return " ".join([*head, *words, *modifiers])


def _fillers(graph: penman.Graph, var: str, concepts: dict[str, str],
             seen: frozenset[str] = frozenset()) -> list[str]:
    """The labels that fill a role when ``var`` does: a coordination's members, a pronoun
    as itself (marked), a placeholder the clause describes ("X was the one who ...":
    ``one :domain X``) as what it stands for, a bare placeholder as :data:`WILDCARD`."""
    if var in seen:
        return []
    seen = seen | {var}
    concept = concepts.get(var, "")
    edges = [(r, t) for s, r, t in graph.edges() if s == var]
    if concept in ("and", "or") and any(r.startswith(":op") for r, _ in edges):
        return [f for r, t in edges if r.startswith(":op") for f in _fillers(graph, t, concepts, seen)]
    if concept in _PRONOUNS:
        return [PRONOUN + concept]
    if concept in _PLACEHOLDERS and not any(r == ":name" for r, _ in edges):
        domains = [t for r, t in edges if r == ":domain"]
        if domains:
            return _fillers(graph, domains[0], concepts, seen)
        if not edges:
            return [WILDCARD]
    return [_label(graph, var, concepts)]


def role_triples(amr: GraphLike) -> list[tuple[str, str, str]]:
    """(predicate, role, filler) of every core role, predicates without sense numbers, inverse
    roles read from the other end.  A cleft ("It was Microsoft that threatened Linux":
    ``Microsoft :domain (threaten :ARG0 that)``) gives its focus to the placeholder, or,
    when the clause has none, to each core role the clause's predicate lacks ("It is
    Windows that OpForce supports": ``Windows :domain (support :ARG0 OpForce)``)."""
    graph = as_graph(amr)
    concepts = {v: str(c) for v, _, c in graph.instances()}
    focus_of = {t: s for s, r, t in graph.edges() if r == ":domain"}
    triples: list[tuple[str, str, str]] = []
    for predicate_var, role, target in graph.edges():
        if role in CORE_ROLES and not _STRUCTURE_FRAMES.search(concepts.get(predicate_var, "")):
            predicate = _SENSE.sub("", concepts.get(predicate_var, "")).lower()
            for filler in _fillers(graph, target, concepts):
                if filler == WILDCARD and predicate_var in focus_of:
                    triples.extend((predicate, role.lstrip(":"), f)
                                   for f in _fillers(graph, focus_of[predicate_var], concepts))
                else:
                    triples.append((predicate, role.lstrip(":"), filler))
    for predicate_var, focus in focus_of.items():
        filled = {r for s, r, _ in graph.edges() if s == predicate_var}
        if filled & set(CORE_ROLES) and not _STRUCTURE_FRAMES.search(concepts.get(predicate_var, "")):
            predicate = _SENSE.sub("", concepts.get(predicate_var, "")).lower()
            triples.extend((predicate, role.lstrip(":"), f) for role in CORE_ROLES
                           if role not in filled for f in _fillers(graph, focus, concepts))
    return sorted(set(triples))


def _same_word(a: str, b: str) -> bool:
    return a == b or (len(a) >= _PREFIX and len(b) >= _PREFIX and a[:_PREFIX] == b[:_PREFIX])


def _same_filler(said: str, wanted: str) -> bool:
    """Whether the paraphrase's filler ``said`` names the source's ``wanted``: a pronoun of
    the paraphrase may stand for any filler, a pronoun of the source only for itself."""
    if WILDCARD in (said, wanted) or said.startswith(PRONOUN):
        return True
    return any(_same_word(x, y) for x in said.split() for y in wanted.split())


def roles_lost(candidate: GraphLike, source: GraphLike) -> list[tuple[str, str, str]]:
    """``source``'s role triples that ``candidate`` does not state."""
    said = role_triples(candidate)
    return [(predicate, role, filler) for predicate, role, filler in role_triples(source)
            if not any(r == role and _same_word(p, predicate) and _same_filler(f, filler)
                       for p, r, f in said)]


def roles_kept(candidate: GraphLike, source: GraphLike) -> float:
    """Share of ``source``'s role triples that ``candidate`` states (1 when it has none)."""
    wanted = role_triples(source)
    return 1.0 - len(roles_lost(candidate, source)) / len(wanted) if wanted else 1.0


class RolesKept(ParseBackMetric):
    """Share of the source's who-did-what-to-whom triples the paraphrase's parse-back
    states (0..1, see the module docstring); a candidate that cannot be parsed scores 0."""

    name = "roles_kept"
    higher = "similar"

    def signature(self) -> str:
        return make_signature(self.name, parser=self.parser_label(), roles="ARG0,ARG1,ARG2",
                              inverse="normalised", match=f"prefix{_PREFIX}")

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return self.score_pairs([(source, c) for c in candidates])

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        distinct = list(dict.fromkeys(a for a, _ in pairs))
        sources = dict(zip(distinct, parse_graphs(self.parser, distinct), strict=True))
        graphs = over_present([b for _, b in pairs], str.strip,
                              lambda texts: parse_graphs(self.parser, texts))
        return [None if not candidate.strip()
                else 0.0 if graph is None or sources[source] is None
                else roles_kept(graph, sources[source])
                for (source, candidate), graph in zip(pairs, graphs, strict=True)]

    def lost(self, source: str, candidate: str) -> list[str]:
        """The source's role triples the paraphrase does not state, as "predicate :ROLE
        filler", to show beside the score."""
        source_graph, graph = parse_graphs(self.parser, [source, candidate])
        if source_graph is None or graph is None:
            return []
        return [f"{p} :{r} {f.lstrip(PRONOUN)}" for p, r, f in roles_lost(graph, source_graph)]
