"""Faithfulness: the paraphrase parsed back to AMR, compared with the source's graph.

Both sentences are parsed by the built-in parser (the same parser on both sides, so its
own habits cancel out), and the two graphs are compared with Smatch's hill-climbing
variable alignment over instance, attribute and relation triples, **without the
top triple**: a refocused paraphrase puts another node at the root, which is the
point of ParaAMR and no loss of meaning.  The score is the Smatch *recall* of the source
graph (the share of its triples the paraphrase's graph still holds): on the 127 rated
pairs of ``ratings-dev`` it separates "meaning changed" better than F1 (ROC AUC 0.745
against 0.716), since the parser of a garbled paraphrase adds spurious triples of its own.  Inverse roles are already normalised
(``:ARG0-of`` read as ``:ARG0`` from the other end) when PENMAN is decoded, so
"Microsoft threatened Linux" against "Linux is a threat to Microsoft" mismatches
its role triples, a dropped argument loses its triples, and a lost ``:polarity -``
loses one.  Negation is one triple among dozens in a long sentence, so a polarity
mismatch (one side negated, the other not) also multiplies the score by
:data:`POLARITY_PENALTY`.

>>> graph_match("(t / threaten-01 :ARG0 (l / Linux) :ARG1 (m / Microsoft))",
...             "(m / Microsoft :ARG1-of (t / threaten-01 :ARG0 (l / Linux)))")
(5, 5, 5)
>>> graph_match("(t / threaten-01 :ARG0 (l / Linux) :ARG1 (m / Microsoft))",
...             "(t / threaten-01 :ARG0 (m / Microsoft) :ARG1 (l / Linux))")
(3, 5, 5)
>>> faithfulness_recall("(s / sleep-01 :ARG0 (c / cat))", "(s / sleep-01 :polarity - :ARG0 (c / cat))")
0.375
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeAlias

import penman

from pipeline.scoring.base import Metric, Score, make_signature
from pipeline.scoring.recent import RecentResults
from pipeline.smatching import SEED

if TYPE_CHECKING:
    from pipeline.backends.builtin import BuiltinParser
    from pipeline.settings import Settings

__all__ = ["POLARITY_PENALTY", "Faithfulness", "ParseBackMetric", "as_graph", "faithfulness_recall",
           "graph_match", "parse_graphs"]

log = logging.getLogger(__name__)

POLARITY_PENALTY = 0.5
_ALIGNMENT = re.compile(r"~e\.[\d,]+")
_smatch_lock = threading.Lock()  # smatch keeps its match cache in a module global
# The latest parse-backs, by text: faithfulness and roles_kept parse each text once.
_PARSED: RecentResults[penman.Graph | None] = RecentResults(4096)

GraphLike: TypeAlias = str | penman.Graph


def as_graph(amr: GraphLike) -> penman.Graph:
    """``amr`` decoded (its ``~e.N`` alignments dropped), or itself when already a graph."""
    return amr if isinstance(amr, penman.Graph) else penman.decode(_ALIGNMENT.sub("", amr))


def _triples(graph: penman.Graph, prefix: str) -> tuple[list, list, list]:
    """Smatch's (instances, attributes, relations), variables renamed ``prefix + n``."""
    # smatch reads a node's index from its name: number them in instance order
    names = {var: f"{prefix}{i}" for i, (var, _, _) in enumerate(graph.instances())}
    instances = [("instance", names[v], str(c).lower()) for v, _, c in graph.instances()]
    attributes = [(role.lstrip(":").lower(), names[v], str(c).strip('"').lower())
                  for v, role, c in graph.attributes() if v in names]
    relations = [(role.lstrip(":").lower(), names[s], names[t])
                 for s, role, t in graph.edges() if s in names and t in names]
    return instances, attributes, relations


def graph_match(candidate: GraphLike, source: GraphLike) -> tuple[int, int, int]:
    """(matched, candidate, source) triple counts under the best Smatch alignment,
    the top triple left out (see the module docstring)."""
    from pipeline.smatching import seeded_smatch

    smatch = seeded_smatch()
    inst1, attr1, rel1 = _triples(as_graph(candidate), "a")
    inst2, attr2, rel2 = _triples(as_graph(source), "b")
    with _smatch_lock:
        smatch.match_triple_dict.clear()
        _, matched = smatch.get_best_match(inst1, attr1, rel1, inst2, attr2, rel2, "a", "b")
    return int(matched), len(inst1) + len(attr1) + len(rel1), len(inst2) + len(attr2) + len(rel2)


def _negated(graph: penman.Graph) -> int:
    return sum(1 for _, role, value in graph.attributes() if role == ":polarity" and value == "-")


def faithfulness_recall(candidate: GraphLike, source: GraphLike) -> float:
    """Focus-invariant Smatch recall of ``source`` in ``candidate``, times
    :data:`POLARITY_PENALTY` when exactly one of them is negated."""
    cand, src = as_graph(candidate), as_graph(source)
    matched, _, n_src = graph_match(cand, src)
    recall = matched / n_src if n_src else 0.0
    if bool(_negated(cand)) != bool(_negated(src)):
        recall *= POLARITY_PENALTY
    return recall


def parse_graphs(parser: BuiltinParser, texts: Sequence[str]) -> list[penman.Graph | None]:
    """The texts parsed back by the built-in ``parser`` (``None`` where it found no graph);
    a text parsed lately is not parsed again."""
    return _PARSED.get(texts, lambda missing: [penman.decode(r.amr) if r.amr else None
                                                for r in parser.parse(missing)])


class ParseBackMetric(Metric):
    """A score that parses the paraphrase back with the built-in parser."""

    @property
    def parser(self) -> BuiltinParser:
        from pipeline.backends import builtin_parser
        from pipeline.settings import load_settings

        return builtin_parser(self.settings if self.settings is not None else load_settings())

    def parser_label(self) -> str:
        """The parser and its spaCy pipeline, for the score's signature."""
        meta = self.parser.nlp.meta
        return f"builtin({meta.get('name')}-{meta.get('version')})"


class Faithfulness(ParseBackMetric):
    """How much of the source's meaning graph the paraphrase still says (0..1).

    The source's graph is parsed once per source text and remembered; a caller that
    already holds it (parsed by the built-in parser) passes it to :meth:`score_graph`.
    A candidate that cannot be parsed scores 0.
    """

    name = "faithfulness"
    higher = "similar"

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__(settings)
        self._sources: dict[str, penman.Graph | None] = {}

    def signature(self) -> str:
        return make_signature(self.name, parser=self.parser_label(), match="smatch-recall-notop",
                              seed=SEED, polarity=POLARITY_PENALTY)

    def _parse(self, texts: Sequence[str]) -> list[penman.Graph | None]:
        return parse_graphs(self.parser, texts)

    def _source_graph(self, source: str) -> penman.Graph | None:
        if source not in self._sources:
            if len(self._sources) > 256:
                self._sources.clear()
            self._sources[source] = self._parse([source])[0]
        return self._sources[source]

    def score_graph(self, source_graph: GraphLike | None, candidates: Sequence[str]) -> list[Score]:
        """Scores of ``candidates`` against an already parsed source graph."""
        if source_graph is None:
            return [None] * len(candidates)
        source = as_graph(source_graph)
        present = [c for c in candidates if c.strip()]
        graphs = iter(self._parse(present) if present else [])
        scores: list[Score] = []
        for text in candidates:
            graph = next(graphs) if text.strip() else None
            scores.append(None if not text.strip() else
                          0.0 if graph is None else faithfulness_recall(graph, source))
        return scores

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return self.score_graph(self._source_graph(source), candidates)

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        sources = dict(zip(dict.fromkeys(a for a, _ in pairs),
                           self._parse(list(dict.fromkeys(a for a, _ in pairs))), strict=True))
        candidates = self._parse([b for _, b in pairs])
        return [None if not b.strip() else 0.0 if g is None or sources[a] is None
                else faithfulness_recall(g, sources[a])
                for (a, b), g in zip(pairs, candidates, strict=True)]
