"""The whole chain for one sentence: parse, refocus, edit, generate, score, filter.

:class:`Paraphraser` holds the engine's parser and generator and the scorers,
loaded once; it is what the CLI, the app and the corpus builder call.

Every candidate focus of the source graph gives one candidate paraphrase.  The
edit operations named in ``edits`` (``rs``, ``rd``, ``ri``, ``sr``) are applied in
that order to every refocused graph; an edit that is refused leaves the graph
as it was and says why in the record's ``edits`` list.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

import penman

from pipeline.amrio import decode_graph, dumps_graph
from pipeline.backends import get_generator, get_parser, resolve_engine
from pipeline.backends.base import Generator, Parser, ParseResult
from pipeline.errors import EditRefused, FocusError, InputError
from pipeline.scoring.filters import normalized
from pipeline.settings import Settings

if TYPE_CHECKING:
    from pipeline.graph import FocusCandidate
    from pipeline.scoring import FilterPolicy, ScoreSet

__all__ = ["ParaphraseCandidate", "Paraphraser", "parse_edit_ops"]

log = logging.getLogger(__name__)

def parse_edit_ops(spec: str | Sequence[str] | None) -> list[str]:
    """``"rs,sr"`` or ``["rs", "sr"]`` to a checked list of operations.

    >>> parse_edit_ops("RS, sr")
    ['rs', 'sr']
    >>> parse_edit_ops("swap")
    Traceback (most recent call last):
    ...
    pipeline.errors.InputError: unknown edit operation 'swap'; choose from rs, rd, ri, sr
    """
    from pipeline.edits import OPS

    if not spec:
        return []
    items = spec.split(",") if isinstance(spec, str) else list(spec)
    ops = [item.strip().lower() for item in items if item.strip()]
    for op in ops:
        if op not in OPS:
            raise InputError(f"unknown edit operation {op!r}; choose from {', '.join(OPS)}")
    return ops


@dataclass
class ParaphraseCandidate:
    """One candidate paraphrase with everything needed to explain it."""

    source: str
    text: str | None
    focus: str
    concept: str | None
    focus_kind: str
    focus_role: str | None
    focus_depth: int
    subtree_size: int
    edits: list[str]
    amr: str
    construction: str | None
    engine: str
    scores: dict[str, float | None] = field(default_factory=dict)
    signatures: dict[str, str] = field(default_factory=dict)
    kept: bool = False
    reasons: list[str] = field(default_factory=list)
    error: str | None = None

    def to_record(self) -> dict[str, Any]:
        """The JSON record of ``paraamr paraphrase`` (contract keys first)."""
        record = asdict(self)
        ordered = {k: record.pop(k) for k in
                   ("text", "focus", "concept", "edits", "amr", "scores", "kept", "reasons")}
        ordered.update(record)
        return ordered


class Paraphraser:
    """Parser, generator, scorers and filter policy of one engine, loaded once.

    ``metrics`` selects the scorers (``None``: the default set of
    :class:`pipeline.scoring.ScoreSet`; an empty list: no scoring, nothing is
    filtered but identical and failed outputs).
    """

    def __init__(self, settings: Settings, engine: str | None = None,
                 metrics: Sequence[str] | None = None,
                 filter_policy: FilterPolicy | None = None,
                 parser: Parser | None = None, generator: Generator | None = None) -> None:
        self.settings = settings
        self.engine = resolve_engine(engine, settings)
        self._parser = parser
        self._generator = generator
        self._metrics = None if metrics is None else list(metrics)
        self._scores: ScoreSet | None = None
        self._filter = filter_policy

    # Models load on first use so that constructing a Paraphraser is cheap
    # (the app builds one per engine choice before the user asks for anything).
    @property
    def parser(self) -> Parser:
        if self._parser is None:
            self._parser = get_parser(self.engine, self.settings)
        return self._parser

    @property
    def generator(self) -> Generator:
        if self._generator is None:
            self._generator = get_generator(self.engine, self.settings)
        return self._generator

    @property
    def scores(self) -> ScoreSet | None:
        if self._scores is None and self._metrics != []:
            from pipeline.scoring import ScoreSet

            self._scores = ScoreSet(self.settings, self._metrics)
        return self._scores

    @property
    def filter_policy(self) -> FilterPolicy:
        if self._filter is None:
            from pipeline.scoring import FilterPolicy

            self._filter = FilterPolicy.from_settings(self.settings)
        return self._filter

    def parse(self, text: str) -> ParseResult:
        if not text or not text.strip():
            raise InputError("empty sentence")
        return self.parser.parse([text.strip()])[0]

    def paraphrase(self, text: str, foci: str | Sequence[str] = "all",
                   edits: Sequence[str] = (), seed: int = 0) -> list[ParaphraseCandidate]:
        """Parse ``text`` and paraphrase it; an :class:`InputError` when it cannot be parsed."""
        parsed = self.parse(text)
        if parsed.amr is None:
            raise InputError(f"cannot parse the sentence: {parsed.error or 'no graph'}")
        return self.paraphrase_graph(text.strip(), decode_graph(parsed.amr), foci, edits, seed)

    def paraphrase_graph(self, source_text: str, graph: penman.Graph,
                         foci: str | Sequence[str] = "all", edits: Sequence[str] = (),
                         seed: int = 0) -> list[ParaphraseCandidate]:
        """Candidates for the given foci of an already parsed ``graph``."""
        from pipeline.graph import AMRGraph

        ops = parse_edit_ops(edits)
        chosen = self._choose_foci(AMRGraph(graph).focus_candidates(), foci)
        candidates = [self._variant(source_text, graph, focus, ops, seed) for focus in chosen]
        self._generate(candidates)
        self._score_and_filter(source_text, candidates)
        return candidates

    @staticmethod
    def _choose_foci(candidates: list[FocusCandidate],
                     foci: str | Sequence[str]) -> list[FocusCandidate]:
        if foci == "all":
            return candidates
        wanted = [f.strip() for f in foci.split(",")] if isinstance(foci, str) else list(foci)
        by_var = {c.variable: c for c in candidates}
        missing = [v for v in wanted if v not in by_var]
        if missing:
            raise FocusError(f"{missing[0]!r} is not a node of the graph; "
                             f"candidates: {', '.join(by_var)}")
        return [by_var[v] for v in wanted]

    def _variant(self, source_text: str, graph: penman.Graph, focus: FocusCandidate,
                 ops: list[str], seed: int) -> ParaphraseCandidate:
        from pipeline.edits import apply_edit
        from pipeline.refocus import refocus

        new = refocus(graph, focus.variable)
        applied: list[str] = []
        for i, op in enumerate(ops):
            try:
                result = apply_edit(new, op, seed=seed + i)
            except EditRefused as exc:
                applied.append(f"{op}: refused ({exc})")
                continue
            new = result.graph
            applied.append(f"{op}: " + "; ".join(c.detail for c in result.changes))
        return ParaphraseCandidate(
            source=source_text, text=None, focus=focus.variable, concept=focus.concept,
            focus_kind=focus.kind, focus_role=focus.role, focus_depth=focus.depth,
            subtree_size=focus.subtree_size, edits=applied, amr=dumps_graph(new),
            construction=None, engine=self.engine,
        )

    def _generate(self, candidates: list[ParaphraseCandidate]) -> None:
        if not candidates:
            return
        results = self.generator.generate([c.amr for c in candidates])
        for candidate, result in zip(candidates, results, strict=True):
            candidate.text = result.text
            candidate.construction = result.construction
            candidate.error = result.error

    def _score_and_filter(self, source: str, candidates: list[ParaphraseCandidate]) -> None:
        generated = [c for c in candidates if c.text]
        scorer = self.scores
        if scorer is not None and generated:
            all_scores = scorer.score(source, [c.text or "" for c in generated])
            signatures = scorer.signatures()
            for candidate, scores in zip(generated, all_scores, strict=True):
                candidate.scores = scores
                candidate.signatures = signatures
        seen: dict[str, str] = {}
        for candidate in candidates:
            if not candidate.text:
                candidate.reasons = [f"generation failed: {candidate.error or 'empty output'}"]
                continue
            # Missing scores (no scorer, or metrics=[]) skip their tests in the policy.
            reasons = self.filter_policy.check(source, candidate.text, candidate.scores)
            key = normalized(candidate.text)
            if key in seen:
                reasons.append(f"same text as the paraphrase for focus {seen[key]}")
            else:
                seen[key] = candidate.focus
            candidate.reasons = reasons
            candidate.kept = not reasons
