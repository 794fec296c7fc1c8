"""The whole chain over a batch of sentences: parse, refocus, edit, generate, score, filter.

:class:`Paraphraser` holds the engine's parser and generator and the scorers,
loaded once; it is what the CLI, the app, the corpus builder and the
benchmarks call.  The batch is the unit of work: :meth:`Paraphraser.paraphrase_batch`
parses its sentences in one parser call, chooses each graph's foci
(:func:`pipeline.focus_foci.choose_foci`), generates every variant of every
graph in ONE generator call and scores every (source, paraphrase) pair in ONE
:meth:`pipeline.scoring.ScoreSet.score_pairs` call, so models see big
batches.  :meth:`Paraphraser.paraphrase` is the one-sentence form.

Every chosen focus of a source graph gives one candidate paraphrase.  The edit
operations named in ``edits`` (``rs``, ``rd``, ``ri``, ``sr``) are applied in
that order to every refocused graph; an edit that is refused leaves the graph
as it was and says why in the record's ``edits`` list.

One sentence that fails (no parse, an unknown focus, an exception of its own)
fails alone: its :class:`SentenceResult` carries the exception.  A failure of
the machine (:func:`pipeline.errors.is_systemic`) fails the whole call as a
:class:`~pipeline.errors.SystemicError`, so nobody mistakes it for the input's.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import penman

from pipeline.amrio import decode_graph, dumps_graph
from pipeline.backends import get_generator, get_parser, resolve_engine
from pipeline.backends.base import Generator, Parser, ParseResult
from pipeline.errors import (
    EditRefused,
    InputError,
    SystemicError,
    UnparsableSentence,
    is_systemic,
)
from pipeline.focus_foci import FociSpec, choose_foci
from pipeline.paraphrase_alternatives import root_alternatives, take_distinct
from pipeline.paraphrase_records import ParaphraseCandidate, SentenceResult
from pipeline.scoring.filters import normalized
from pipeline.settings import Settings

if TYPE_CHECKING:
    from pipeline.graph import FocusCandidate
    from pipeline.refocus import Refocuser
    from pipeline.scoring import FilterPolicy, ScoreSet

__all__ = ["ParaphraseCandidate", "Paraphraser", "SentenceResult", "parse_edit_ops"]

log = logging.getLogger(__name__)

_T = TypeVar("_T")


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


class Paraphraser:
    """Parser, generator, scorers and filter policy of one engine, loaded once.

    ``metrics`` selects the scorers (``None``: the default set of
    :class:`pipeline.scoring.ScoreSet`; an empty list: no scoring, nothing is
    filtered but identical and failed outputs); ``scores`` gives a ready
    :class:`~pipeline.scoring.ScoreSet` instead.
    """

    def __init__(self, settings: Settings, engine: str | None = None,
                 metrics: Sequence[str] | None = None,
                 filter_policy: FilterPolicy | None = None,
                 parser: Parser | None = None, generator: Generator | None = None,
                 scores: ScoreSet | None = None) -> None:
        self.settings = settings
        self.engine = resolve_engine(engine, settings)
        self._parser = parser
        self._generator = generator
        self._metrics = None if metrics is None else list(metrics)
        self._scores: ScoreSet | None = scores
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

    # -- one sentence ------------------------------------------------------------------

    def parse(self, text: str) -> ParseResult:
        if not text or not text.strip():
            raise InputError("empty sentence")
        return self.parser.parse([text.strip()])[0]

    def paraphrase(self, text: str, foci: FociSpec = "all",
                   edits: Sequence[str] | str = (), seed: int = 0) -> list[ParaphraseCandidate]:
        """Parse ``text`` and paraphrase it; an :class:`InputError` when it cannot be parsed."""
        if not text or not text.strip():
            raise InputError("empty sentence")
        [result] = self.paraphrase_batch([text], foci, edits, seed)
        result.raise_error()
        return result.candidates

    def paraphrase_graph(self, source_text: str, graph: penman.Graph,
                         foci: FociSpec = "all", edits: Sequence[str] | str = (),
                         seed: int = 0) -> list[ParaphraseCandidate]:
        """Candidates for the given foci of an already parsed ``graph``."""
        [result] = self.paraphrase_graphs([source_text], [graph], foci, edits, seed)
        result.raise_error()
        return result.candidates

    # -- batches -----------------------------------------------------------------------

    def paraphrase_batch(self, texts: Sequence[str], foci: FociSpec = "all",
                         edits: Sequence[str] | str = (),
                         seed: int | Sequence[int] = 0) -> list[SentenceResult]:
        """Every sentence of ``texts`` parsed (one parser call) and paraphrased as in
        :meth:`paraphrase_graphs`; one result per sentence, in order.

        ``seed`` is one seed for every sentence or one per sentence.
        """
        return self._paraphrase_results(self.parse_sentences(texts), foci, edits, seed)

    def parse_sentences(self, texts: Sequence[str]) -> list[SentenceResult]:
        """One result per sentence holding its graph (one parser call), or why it has none."""
        texts = [t.strip() for t in texts]
        results = [SentenceResult(text) for text in texts]
        for i, (result, parse) in enumerate(zip(results, self.parse_batch(texts), strict=True)):
            if isinstance(parse, Exception):
                result.error = parse
            elif parse.amr is None:
                result.error = UnparsableSentence(parse.error or "no graph")
            else:
                try:
                    result.graph = decode_graph(parse.amr, key=i)
                except InputError as exc:
                    result.error = UnparsableSentence(str(exc))
        return results

    def paraphrase_graphs(self, sources: Sequence[str], graphs: Sequence[penman.Graph],
                          foci: FociSpec = "all", edits: Sequence[str] | str = (),
                          seed: int | Sequence[int] = 0) -> list[SentenceResult]:
        """Paraphrases of already parsed graphs (``sources[i]`` is the sentence of ``graphs[i]``):
        foci chosen per graph, ONE generator call over every variant of every graph,
        ONE scoring call over every (source, paraphrase) pair, then the filter."""
        if len(sources) != len(graphs):
            raise ValueError(f"{len(sources)} sentences for {len(graphs)} graphs")
        results = [SentenceResult(s.strip(), g) for s, g in zip(sources, graphs, strict=True)]
        return self._paraphrase_results(results, foci, edits, seed)

    def parse_batch(self, texts: Sequence[str]) -> list[ParseResult | Exception]:
        """One parser call over ``texts``, shortest first so that a neural parser pads
        little; an empty text, or a sentence the parser raises for, gets an exception."""
        present = [i for i, t in enumerate(texts) if t.strip()]
        order = sorted(present, key=lambda i: len(texts[i]))
        out: list[ParseResult | Exception] = [InputError("empty sentence")] * len(texts)
        parsed = _isolating(lambda idx: self.parser.parse([texts[i].strip() for i in idx]),
                            order, "sentences to parse")
        for i, result in zip(order, parsed, strict=True):
            out[i] = result
        return out

    def plan(self, results: Sequence[SentenceResult], foci: FociSpec = "all",
             edits: Sequence[str] | str = (), seed: int | Sequence[int] = 0) -> None:
        """The CPU part: each parsed sentence's foci chosen, its graph refocused and
        edited into candidates (not generated yet); a sentence that fails gets its error."""
        ops = parse_edit_ops(edits)
        seeds = [seed] * len(results) if isinstance(seed, int) else list(seed)
        if len(seeds) != len(results):
            raise ValueError(f"{len(seeds)} seeds for {len(results)} sentences")
        from pipeline.graph import AMRGraph
        from pipeline.refocus import Refocuser

        scored = self.scores is not None
        for result, sentence_seed in zip(results, seeds, strict=True):
            if result.error is not None or result.graph is None:
                continue
            try:
                if scored and not result.source:
                    raise InputError("cannot score paraphrases of an empty source sentence")
                chosen = choose_foci(AMRGraph(result.graph).focus_candidates(), foci, sentence_seed)
                # One Refocuser a graph: its checks and triple order are done once for all foci.
                refocuser = Refocuser(result.graph)
                result.candidates = [self._variant(result.source, refocuser, focus, ops,
                                                   sentence_seed) for focus in chosen]
            except Exception as exc:
                if is_systemic(exc):
                    raise _systemic(exc) from exc
                log.debug("planning %r failed", result.source, exc_info=True)
                result.error = exc

    def realize(self, results: Sequence[SentenceResult]) -> None:
        """The model part: ONE generator call over every candidate of every sentence, ONE
        scoring call over every (source, paraphrase) pair, then the filter per sentence.

        When a call raises for the batch, each sentence is done alone, so the one that
        caused it fails by itself; a systemic failure raises :class:`SystemicError`.
        """
        live = [r for r in results if r.error is None and r.candidates]
        try:
            self._realize(live)
        except SystemicError:
            raise
        except Exception as exc:
            if is_systemic(exc):
                raise _systemic(exc) from exc
            if len(live) == 1:
                live[0].error = exc
                live[0].candidates = []
                return
            log.warning("a batch of %d sentences failed (%s: %s); doing them one by one",
                        len(live), type(exc).__name__, exc)
            for result in live:
                self.realize([result])

    def _paraphrase_results(self, results: list[SentenceResult], foci: FociSpec,
                            edits: Sequence[str] | str,
                            seed: int | Sequence[int]) -> list[SentenceResult]:
        self.plan(results, foci, edits, seed)
        self.realize(results)
        return results

    def _variant(self, source_text: str, refocuser: Refocuser, focus: FocusCandidate,
                 ops: list[str], seed: int) -> ParaphraseCandidate:
        from pipeline.edits import apply_edit

        new, amr = refocuser.graph_and_text(focus.variable)
        applied: list[str] = []
        for i, op in enumerate(ops):
            try:
                result = apply_edit(new, op, seed=seed + i)
            except EditRefused as exc:
                applied.append(f"{op}: refused ({exc})")
                continue
            new, amr = result.graph, ""
            applied.append(f"{op}: " + "; ".join(c.detail for c in result.changes))
        return ParaphraseCandidate(
            source=source_text, text=None, focus=focus.variable, concept=focus.concept,
            focus_kind=focus.kind, focus_role=focus.role, focus_depth=focus.depth,
            subtree_size=focus.subtree_size, edits=applied, amr=amr or dumps_graph(new),
            construction=None, engine=self.engine, graph=new,
        )

    def _realize(self, results: Sequence[SentenceResult]) -> None:
        candidates = [c for r in results for c in r.candidates]
        if not candidates:
            return
        offered = self._generate(candidates)
        # A policy that keeps outputs identical to the source keeps them here too.
        drop_identical = self.filter_policy.drop_identical
        for result in results:
            take_distinct(result.source if drop_identical else None, result.candidates, offered)
            result.candidates.extend(root_alternatives(
                result.source if drop_identical else None, result.candidates, offered,
                result.graph.top if result.graph is not None else None))
        self._score([(r, c) for r in results for c in r.candidates if c.text])
        for result in results:
            self._filter_sentence(result.source, result.candidates)

    def _generate(self, candidates: list[ParaphraseCandidate]
                  ) -> dict[int, tuple[tuple[str, str | None], ...]]:
        """ONE generator call over ``candidates``; the alternatives it offered, by candidate id."""
        generator = self.generator
        if generator.accepts_graphs:
            inputs: list[Any] = [c.graph if c.graph is not None else c.amr for c in candidates]
        else:
            inputs = [c.amr for c in candidates]
        results = generator.generate(inputs)
        offered: dict[int, tuple[tuple[str, str | None], ...]] = {}
        for candidate, result in zip(candidates, results, strict=True):
            candidate.text = result.text
            candidate.construction = result.construction
            candidate.error = result.error
            if result.alternatives:
                offered[id(candidate)] = result.alternatives
        return offered

    def _score(self, generated: list[tuple[SentenceResult, ParaphraseCandidate]]) -> None:
        scorer = self.scores
        if scorer is None or not generated:
            return
        all_scores = scorer.score_pairs([(r.source, c.text or "") for r, c in generated],
                                        graphs=[r.graph for r, _ in generated])
        signatures = scorer.signatures()
        for (_, candidate), scores in zip(generated, all_scores, strict=True):
            candidate.scores = scores
            candidate.signatures = signatures

    def _filter_sentence(self, source: str, candidates: list[ParaphraseCandidate]) -> None:
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


def _systemic(exc: BaseException) -> SystemicError:
    if isinstance(exc, SystemicError):
        return exc
    return SystemicError(f"{type(exc).__name__}: {exc}")


def _isolating(run: Callable[[list[int]], Sequence[_T]], items: list[int],
               what: str) -> list[_T | Exception]:
    """``run(items)``; when it raises for the batch, ``run`` on each item alone so that only
    the culprit fails (its exception takes its place).  Systemic failures are raised."""
    if not items:
        return []
    try:
        return list(run(items))
    except Exception as exc:
        if is_systemic(exc):
            raise _systemic(exc) from exc
        if len(items) == 1:
            return [exc]
        log.warning("a batch of %d %s failed (%s: %s); retrying one by one", len(items), what,
                    type(exc).__name__, exc)
    return [_isolating(run, [item], what)[0] for item in items]
