"""The batch API of the paraphraser with the real built-in engine: one parser call,
one generator call and one scoring call per batch, the same outputs as one sentence
at a time, and failures that stay with their sentence."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import penman
import pytest

from pipeline.backends.base import GenerationResult, GraphInput, input_graph
from pipeline.backends.builtin.generator import BuiltinGenerator
from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.errors import FocusError, SystemicError, UnparsableSentence
from pipeline.focus_policy import FocusPolicy, Rule
from pipeline.paraphrase import Paraphraser
from pipeline.scoring import ScoreSet
from pipeline.settings import Settings

SENTENCES = [
    "The committee approved the new budget after a long debate.",
    "...",
    "She gave her brother a book for his birthday.",
    "The old volcano erupted last year.",
]
# Cheap scorers: the test is about how calls are batched, not about the models.
METRICS = ["one_minus_overlap", "length_rate", "ted3"]


class CountingGenerator(BuiltinGenerator):
    """The built-in generator, counting its calls and remembering their inputs."""

    def __init__(self, settings: Any = None) -> None:
        super().__init__(settings)
        self.calls: list[list[GraphInput]] = []

    def generate(self, graphs: Sequence[GraphInput]) -> list[GenerationResult]:
        self.calls.append(list(graphs))
        return super().generate(graphs)


class CountingParser(BuiltinParser):
    calls = 0

    def parse(self, sentences: Sequence[str]) -> list[Any]:
        type(self).calls += 1
        return super().parse(sentences)


class CountingScores(ScoreSet):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.pair_calls: list[int] = []

    def score_pairs(self, pairs: Sequence[tuple[str, str]],
                    graphs: Sequence[penman.Graph | None] | None = None) -> list[dict[str, Any]]:
        self.pair_calls.append(len(pairs))
        assert graphs is not None and all(isinstance(g, penman.Graph) for g in graphs)
        return super().score_pairs(pairs, graphs)


class FailingGenerator(BuiltinGenerator):
    """The built-in generator, raising ``error`` for any call that holds a graph with
    one of ``concepts`` (as a model might for one odd input, or a broken GPU for any)."""

    def __init__(self, settings: Any, concepts: set[str], error: Exception) -> None:
        super().__init__(settings)
        self.concepts, self.error, self.calls = concepts, error, 0

    def generate(self, graphs: Sequence[GraphInput]) -> list[GenerationResult]:
        self.calls += 1
        if any(inst.target in self.concepts for g in graphs for inst in input_graph(g).instances()):
            raise self.error
        return super().generate(graphs)


@pytest.fixture
def parser(settings: Settings) -> CountingParser:
    return CountingParser(settings)


def _records(candidates: Sequence[Any]) -> list[dict[str, Any]]:
    return [c.to_record() for c in candidates]


def test_a_batch_is_one_parse_one_generate_one_scoring_call_with_the_single_outputs(
        settings: Settings, parser: CountingParser) -> None:
    generator = CountingGenerator(settings)
    scores = CountingScores(settings, METRICS)
    batch = Paraphraser(settings, "builtin", parser=parser, generator=generator, scores=scores)
    parses = CountingParser.calls
    results = batch.paraphrase_batch(SENTENCES, edits="rs", seed=[3, 4, 5, 6])

    assert CountingParser.calls == parses + 1
    assert len(generator.calls) == 1 and len(scores.pair_calls) == 1
    # In-process the generator gets the variant graphs themselves, not PENMAN text.
    assert generator.calls[0] and all(isinstance(g, penman.Graph) for g in generator.calls[0])
    candidates = [c for r in results for c in r.candidates]
    # (one graph a focus: the root's unused alternatives are candidates of its focus too,
    # "What the committee did was approve the new budget ...")
    assert len(generator.calls[0]) == len({(n, c.focus) for n, r in enumerate(results)
                                           for c in r.candidates})
    # A variant the realizer refused has no text, so nothing to score.
    assert scores.pair_calls[0] == sum(c.text is not None for c in candidates) > 0
    assert isinstance(results[1].error, UnparsableSentence) and not results[1].candidates
    assert str(results[1].error) == ("cannot parse the sentence: no words to parse "
                                     "(only punctuation or symbols)")

    single = Paraphraser(settings, "builtin", parser=parser, metrics=METRICS)
    for seed, text, result in zip([3, 4, 5, 6], SENTENCES, results, strict=True):
        if result.error is None:
            assert _records(single.paraphrase(text, edits="rs", seed=seed)) == \
                _records(result.candidates)
            assert any(c.kept for c in result.candidates)
            assert all(set(c.scores) == set(METRICS) for c in result.candidates if c.text)
    with pytest.raises(UnparsableSentence):
        single.paraphrase(SENTENCES[1])


def test_graphs_in_give_what_sentences_in_give(settings: Settings, parser: CountingParser) -> None:
    paraphraser = Paraphraser(settings, "builtin", parser=parser, metrics=[])
    parsed = [r for r in paraphraser.parse_sentences(SENTENCES) if r.graph is not None]
    from_graphs = paraphraser.paraphrase_graphs([r.source for r in parsed],
                                                [r.graph for r in parsed if r.graph is not None])
    from_text = [r for r in paraphraser.paraphrase_batch(SENTENCES) if r.error is None]
    assert [_records(r.candidates) for r in from_graphs] == \
        [_records(r.candidates) for r in from_text]


def test_foci_come_from_the_same_policy_code_for_every_sentence(
        settings: Settings, parser: CountingParser) -> None:
    paraphraser = Paraphraser(settings, "builtin", parser=parser, metrics=[])
    policy = FocusPolicy(rules=[Rule({"kind": "predicate"}, action="skip")], k=2)
    results = paraphraser.paraphrase_batch(SENTENCES, foci=policy, seed=1)
    kinds = [c.focus_kind for r in results for c in r.candidates]
    assert kinds and "predicate" not in kinds
    assert all(len(r.candidates) <= 2 for r in results)
    # Named variables fit one graph: another graph of the batch fails alone.
    named = paraphraser.paraphrase_batch([SENTENCES[0], SENTENCES[2]], foci="a")
    # (the root's unused alternatives are candidates of the same focus)
    assert named[0].error is None and {c.focus for c in named[0].candidates} == {"a"}
    assert isinstance(named[1].error, FocusError)


def test_a_sentence_that_breaks_the_generator_fails_alone(
        settings: Settings, parser: CountingParser) -> None:
    generator = FailingGenerator(settings, {"volcano"}, ValueError("unknown token"))
    paraphraser = Paraphraser(settings, "builtin", parser=parser, generator=generator, metrics=[])
    results = paraphraser.paraphrase_batch(SENTENCES)
    assert generator.calls == 1 + 3  # the batch, then each parsed sentence alone
    assert isinstance(results[3].error, ValueError) and not results[3].candidates
    assert results[0].candidates and results[2].candidates
    with pytest.raises(ValueError, match="unknown token"):
        paraphraser.paraphrase(SENTENCES[3])


def test_a_systemic_failure_fails_the_whole_call(settings: Settings, parser: CountingParser) -> None:
    generator = FailingGenerator(settings, {"volcano"},
                                 RuntimeError("CUDA error: an illegal memory access was encountered"))
    paraphraser = Paraphraser(settings, "builtin", parser=parser, generator=generator, metrics=[])
    with pytest.raises(SystemicError, match="CUDA error"):
        paraphraser.paraphrase_batch(SENTENCES)
    assert generator.calls == 1  # no one-by-one retry of a broken device
