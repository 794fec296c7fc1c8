"""SLOR fluency: language-model log-probability normalised by unigram frequency.

Raw perplexity punishes rare words (names, numbers, technical terms) as much as
broken word order, so a fluent news sentence full of names scores worse than
short word salad.  SLOR (Pauls & Klein 2012; Kann et al. 2018) subtracts each
token's unigram log-probability from its language-model log-probability and
averages over the tokens:

    SLOR(S) = (log P_LM(S) - sum_t log P_unigram(t)) / |S|

so what remains is how much better than chance-by-frequency the model predicts
the order of the words.  The unigram counts are the language model's own tokens over
local reference text (``assets/unigrams/smollm2.json.gz``, built by
``python -m pipeline.assets_build unigrams``), add-one smoothed over the vocabulary.

>>> round(slor([-2.0, -1.0], [-6.0, -5.0]), 3)
4.0
"""

from __future__ import annotations

import gzip
import json
import math
from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pipeline.assets import asset_path
from pipeline.errors import ModelNotInstalled
from pipeline.scoring.base import Metric, Score, cached_model, make_signature, minus_source
from pipeline.scoring.perplexity import MAX_TOKENS, LanguageModelSpec, Perplexity

if TYPE_CHECKING:
    from pipeline.settings import Settings

__all__ = ["SLOR", "SLORDelta", "SLORWorst", "UnigramModel", "load_tokenizer", "slor",
           "source_credited", "worst_mean"]


def slor(token_logprobs: Sequence[float], unigram_logprobs: Sequence[float]) -> float:
    """Mean over tokens of language-model minus unigram log-probability."""
    return (sum(token_logprobs) - sum(unigram_logprobs)) / max(1, len(token_logprobs))


def worst_mean(values: Sequence[float], k: int) -> float:
    """Mean of the ``k`` smallest values (all of them when there are fewer).

    >>> worst_mean([3.0, -4.0, 1.0, -2.0], 2)
    -3.0
    """
    lowest = sorted(values)[:k]
    return sum(lowest) / max(1, len(lowest))


def word_piece(token: str) -> str:
    """A byte-level BPE token as the piece of a word it spells, whatever its position: no
    leading space mark, lower case ("ĠItar" and "Itar", "ĠInqu" and "inqu" are one piece).

    >>> word_piece("ĠItar"), word_piece("Inqu")
    ('itar', 'inqu')
    """
    return token.removeprefix("Ġ").lower()


def source_credited(values: Sequence[float], ids: Sequence[Hashable],
                    source_values: Sequence[float], source_ids: Sequence[Hashable]) -> list[float]:
    """Each token's SLOR plus whatever the same token lacked where the source said it best.

    A rare name or term ("Heaton", "detention") is unpredictable in fluent text too: the
    source, real English about the same things, shows how much of a token's low SLOR is the
    word's own.  That much is not the paraphrase's fault; only the rest, what the token lost
    by where it now stands, and tokens the source never said, count against it.  The worst
    tokens are matched as :func:`word_piece`: a name moved to open the sentence ("Itar-Tass
    news agency said Russia had closed ...", from "..., Itar-Tass news agency said") loses
    its leading space, and the source's opening word said later its capital, so their ids
    differ though the word is as rare.

    >>> source_credited([-5.0, -8.0, 1.0, -2.0], [7, 8, 9, 10], [-5.5, -4.0, -3.0, 3.0], [7, 7, 8, 9])
    [-1.0, -5.0, 1.0, -2.0]
    """
    best: dict[Hashable, float] = {}
    for token, value in zip(source_ids, source_values, strict=True):
        best[token] = max(value, best.get(token, value))
    return [value - min(0.0, best[token]) if token in best else value
            for token, value in zip(ids, values, strict=True)]


def load_tokenizer(spec: LanguageModelSpec) -> Any:
    """The tokenizer of the language model ``spec`` alone (no weights)."""
    from transformers import AutoTokenizer

    from pipeline.neural import quiet_transformers

    extra: dict[str, Any] = {"gguf_file": spec.gguf_file} if spec.gguf_file else {}
    with quiet_transformers():
        return AutoTokenizer.from_pretrained(str(spec.path), **extra)


class UnigramModel:
    """Add-one smoothed unigram log-probabilities of token ids."""

    def __init__(self, counts: dict[int, int], vocab_size: int, name: str) -> None:
        self.counts = counts
        self.denominator = sum(counts.values()) + vocab_size
        self.name = name

    @classmethod
    def load(cls, key: str, directory: Path | None = None) -> UnigramModel:
        path = (directory or asset_path("unigrams")) / f"{key}.json.gz"
        if not path.is_file():
            raise ModelNotInstalled(f"unigrams-{key}", f"SLOR fluency, file {path} "
                                    "(python -m pipeline.assets_build unigrams)")
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            record = json.load(handle)
        counts = {int(i): int(n) for i, n in record["counts"].items()}
        return cls(counts, int(record["vocab_size"]), f"{path.name}:{record['total']}")

    def logprob(self, token_id: int) -> float:
        return math.log((self.counts.get(token_id, 0) + 1) / self.denominator)


class SLOR(Metric):
    """SLOR of the candidate alone under the offline language model; higher is more fluent.

    Only the language model the unigram asset was counted for (SmolLM2) is supported:
    a different tokenizer would need its own counts.
    """

    name = "slor"
    higher = "better"

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__(settings)
        self.perplexity = Perplexity(settings, model="smollm2")

    @property
    def unigrams(self) -> UnigramModel:
        key = self.perplexity.spec.key
        return cached_model(("unigrams", key), lambda: UnigramModel.load(key))

    def signature(self) -> str:
        return make_signature(self.name, model=self.perplexity.spec.model,
                              unigrams=self.unigrams.name, smooth="add1", max_tokens=MAX_TOKENS)

    def token_slors(self, texts: Sequence[str]) -> list[list[float] | None]:
        """Each token's language-model minus unigram log-probability (``None``: empty text)."""
        unigrams = self.unigrams
        return [None if scored is None else
                [lp - unigrams.logprob(i) for i, lp in zip(*scored, strict=True)]
                for scored in self.perplexity.tokens_and_logprobs(texts)]

    def slors(self, texts: Sequence[str]) -> list[Score]:
        return [None if values is None else slor(values, [0.0] * len(values))
                for values in self.token_slors(texts)]

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return self.slors(candidates)

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        return self.slors([b for _, b in pairs])


class SLORDelta(SLOR):
    """SLOR of the paraphrase minus SLOR of its source (0: as fluent as the source).

    The source is real, fluent text about the same things, so it is the fairest baseline
    for how predictable these words can be: on ``ratings-dev`` this separates pairs rated
    broken with ROC AUC 0.814, against 0.718 for the paraphrase's SLOR alone and 0.62 for
    its perplexity.
    """

    name = "slor_delta"

    def signature(self) -> str:
        return super().signature().replace("slor|", "slor_delta|", 1)

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return self.score_pairs([(source, c) for c in candidates])

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        return minus_source(pairs, self.slors)


class SLORWorst(SLOR):
    """Mean SLOR of the candidate's :data:`WORST_TOKENS` least predictable tokens, each
    credited with what the same token lacked in the source (:func:`source_credited`).

    The sentence mean dilutes one broken spot in a long sentence ("... to the raid that the
    daily Hurriyet said."); the worst few tokens do not.  On ``ratings-dev`` this alone
    separates pairs rated broken with ROC AUC 0.833 (the mean SLOR: 0.718).  Uncredited, a
    fluent text of a source full of rare names was as low as a broken one ("It was the
    Foreign Office that said Heaton was in Saudi detention ...": -3.28, its source -3.07).
    """

    name = "slor_worst"
    WORST_TOKENS = 5

    def signature(self) -> str:
        return super().signature().replace(
            f"{self.name}|", f"{self.name}|worst:{self.WORST_TOKENS}|credit:source-pieces,spaced-opening|", 1)

    def pieces(self, ids: Sequence[int]) -> list[Hashable]:
        """Each token id as its :func:`word_piece` (the id itself where it has no text)."""
        tokenizer = self.perplexity.language_model.tokenizer
        found = [tokenizer.convert_ids_to_tokens(i) for i in ids]
        return [i if piece is None else word_piece(piece) for i, piece in zip(ids, found, strict=True)]

    def spaced_openings(self, sources: Sequence[str]) -> dict[str, tuple[list[float], list[Hashable]]]:
        """Each source's first word as a paraphrase says it inside a sentence, with its
        leading space, scored where the source said it (after the start token): its SLOR
        values and pieces.

        The source's opening word has no leading space, so the tokenizer splits it apart
        from the same word said later ("Associ|ated" against " Associated", "S|ha|res"
        against " shares"), and no piece of the paraphrase's word meets a piece of the
        source's: a cleft or a report moved first ("It is Associated Press that quotes
        ...", "..., executive recruiters say.") was charged the whole name as if the source
        had never said it.  Scored alone after the start token, the spaced word shows how
        unpredictable it is with no context, the word's own part of its low SLOR.
        """
        unigrams = self.unigrams
        model = self.perplexity.language_model
        words = {source: source.split()[0] for source in sources if source.split()}
        spaced = sorted({f" {word}" for word in words.values()})
        scored = dict(zip(spaced, model.tokens_and_nlls(spaced, self.perplexity.batch_size),
                          strict=True))
        openings: dict[str, tuple[list[float], list[Hashable]]] = {}
        for source in sources:
            if source not in words:
                openings[source] = ([], [])
                continue
            ids, nlls = scored[f" {words[source]}"]
            openings[source] = ([-nll - unigrams.logprob(i) for i, nll in zip(ids, nlls, strict=True)],
                                self.pieces(ids))
        return openings

    def worst(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        sources = sorted({a for a, _ in pairs})
        texts = [b for _, b in pairs]
        scored = self.token_slors([*sources, *texts])
        ids = self.perplexity.tokens_and_logprobs([*sources, *texts])
        of_source = {source: (scored[k], ids[k]) for k, source in enumerate(sources)}
        openings = self.spaced_openings(sources)
        results: list[Score] = []
        for k, (source, _) in enumerate(pairs):
            values, found = scored[len(sources) + k], ids[len(sources) + k]
            if values is None or found is None:
                results.append(None)
                continue
            source_values, source_found = of_source[source]
            if source_values is not None and source_found is not None:
                opening_values, opening_pieces = openings[source]
                values = source_credited(values, self.pieces(found[0]),
                                         [*source_values, *opening_values],
                                         [*self.pieces(source_found[0]), *opening_pieces])
            results.append(worst_mean(values, self.WORST_TOKENS))
        return results

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return self.worst([(source, c) for c in candidates])

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        return self.worst(pairs)
