"""Lexical diversity and overlap: BLEU, token overlap, trigram overlap, length rate, ParaMac.

Word-level metrics share one tokenization, :func:`words`: lower-cased runs of
word characters, and each punctuation mark on its own (Unicode aware, so
non-ASCII text is split the same way).  BLEU keeps sacrebleu's own ``13a``
tokenization and case, and its signature says so.

>>> words("The cat's hat -- isn't it Zoë's?")
['the', 'cat', "'", 's', 'hat', '-', '-', 'isn', "'", 't', 'it', 'zoë', "'", 's', '?']
>>> round(one_minus_overlap("the cat sat", "the dog sat"), 3)  # 2 shared of 4 types
0.5
>>> trigram_overlap("a b c d e", "x b c d")  # shared {b c d} / 2 trigrams of the shorter side
0.5
>>> length_rate("one two three four", "one two")
1.0
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from pipeline.scoring.base import Metric, Score, make_signature

if TYPE_CHECKING:
    from sacrebleu.metrics import BLEU

    from pipeline.settings import Settings

__all__ = [
    "LengthRate",
    "OneMinusBLEU",
    "OneMinusOverlap",
    "ParaMacDiversity",
    "SelfBLEU",
    "TrigramOverlap",
    "corpus_self_bleu",
    "length_rate",
    "one_minus_overlap",
    "paramac_diversity",
    "trigram_overlap",
    "words",
]

_WORD = re.compile(r"\w+|[^\w\s]")
TOKENIZATION = "lc-words"


def words(text: str) -> list[str]:
    """Lower-cased word and punctuation tokens."""
    return _WORD.findall(text.lower())


def one_minus_overlap(a: str, b: str) -> Score:
    """ParaAMR's lexical diversity: 1 - |types shared| / |types in either|; ``None`` if one is empty."""
    ta, tb = set(words(a)), set(words(b))
    if not ta or not tb:
        return None
    return 1.0 - len(ta & tb) / len(ta | tb)


def trigram_overlap(a: str, b: str) -> Score:
    """ParaNMT's trigram overlap: distinct shared trigrams over the distinct trigrams of the
    shorter sentence (in tokens); ``None`` when the shorter one has fewer than three tokens."""
    wa, wb = words(a), words(b)
    shorter = wa if len(wa) <= len(wb) else wb
    if len(shorter) < 3:
        return None
    ga, gb = _trigrams(wa), _trigrams(wb)
    return len(ga & gb) / len(_trigrams(shorter))


def _trigrams(tokens: Sequence[str]) -> set[tuple[str, ...]]:
    return {tuple(tokens[i:i + 3]) for i in range(len(tokens) - 2)}


def length_rate(a: str, b: str) -> Score:
    """ParaSCI's paraphrase length rate |La - Lb| / min(La, Lb) in tokens; ``None`` if one is empty."""
    la, lb = len(words(a)), len(words(b))
    if min(la, lb) == 0:
        return None
    return abs(la - lb) / min(la, lb)


def paramac_diversity(a: str, b: str, beta1: float = 0.5, beta2: float = 0.5) -> Score:
    """ParaMac's diversity: beta1 * (1 - Jaccard) + beta2 * mean position shift.

    The position shift of a word type found in both sentences is the distance
    between the relative positions (index / (length - 1)) of its first
    occurrences, so it lies in [0, 1]; with no shared word the shift is 1.
    Identical sentences score 0, disjoint ones beta1 + beta2.

    >>> paramac_diversity("a b c", "a b c"), paramac_diversity("a b c", "x y z")
    (0.0, 1.0)
    >>> round(paramac_diversity("a b c", "c b a"), 3)  # Jaccard 1; shifts 1, 0, 1
    0.333
    """
    wa, wb = words(a), words(b)
    if not wa or not wb:
        return None
    ta, tb = set(wa), set(wb)
    shared = ta & tb
    jaccard = len(shared) / len(ta | tb)
    if shared:
        pa, pb = _first_positions(wa), _first_positions(wb)
        shift = sum(abs(pa[w] - pb[w]) for w in shared) / len(shared)
    else:
        shift = 1.0
    return beta1 * (1.0 - jaccard) + beta2 * shift


def _first_positions(tokens: Sequence[str]) -> dict[str, float]:
    span = max(len(tokens) - 1, 1)
    positions: dict[str, float] = {}
    for i, token in enumerate(tokens):
        positions.setdefault(token, i / span)
    return positions


@cache
def _bleu() -> BLEU:
    from sacrebleu.metrics import BLEU

    return BLEU(effective_order=True)


@cache
def _bleu_signature() -> str:
    from sacrebleu.metrics import BLEU

    probe = BLEU(effective_order=True)  # sacrebleu knows its signature once it has scored
    probe.sentence_score("a", ["a"])
    return str(probe.get_signature().format(short=False)).replace("|", ",")


def corpus_self_bleu(sources: Sequence[str], paraphrases: Sequence[str]) -> float:
    """Corpus-level Self-BLEU (ParaSCI) of paraphrases against their sources, in [0, 1]."""
    from sacrebleu.metrics import BLEU

    return float(BLEU().corpus_score(list(paraphrases), [list(sources)]).score) / 100.0


class OneMinusBLEU(Metric):
    """ParaAMR's 1 - sentence BLEU of the candidate against the source, in [0, 1]."""

    name = "one_minus_bleu"
    higher = "diverse"

    def signature(self) -> str:
        return make_signature(self.name, bleu=_bleu_signature())

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return [None if not c.strip() or not source.strip()
                else 1.0 - self._bleu(source, c) for c in candidates]

    @staticmethod
    def _bleu(source: str, candidate: str) -> float:
        bleu = float(_bleu().sentence_score(candidate, [source]).score) / 100.0
        return min(1.0, max(0.0, bleu))  # sacrebleu's 100.00000000000004 is 1


class SelfBLEU(OneMinusBLEU):
    """ParaSCI's Self-BLEU of one pair: sentence BLEU of the candidate against its source
    in [0, 1] (lower is more diverse; :func:`corpus_self_bleu` for a whole corpus)."""

    name = "self_bleu"
    higher = "similar"

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return [None if not c.strip() or not source.strip() else self._bleu(source, c)
                for c in candidates]


class _PairFunctionMetric(Metric):
    function: ClassVar[staticmethod]

    def signature(self) -> str:
        return make_signature(self.name, tok=TOKENIZATION)

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return [type(self).function(source, c) for c in candidates]


class OneMinusOverlap(_PairFunctionMetric):
    name = "one_minus_overlap"
    higher = "diverse"
    function = staticmethod(one_minus_overlap)


class TrigramOverlap(_PairFunctionMetric):
    name = "trigram_overlap"
    higher = "similar"
    function = staticmethod(trigram_overlap)


class LengthRate(_PairFunctionMetric):
    name = "length_rate"
    higher = "worse"
    function = staticmethod(length_rate)


class ParaMacDiversity(Metric):
    """:func:`paramac_diversity` with weights beta1, beta2 (default 0.5 each)."""

    name = "paramac_diversity"
    higher = "diverse"

    def __init__(self, settings: Settings | None = None, beta1: float = 0.5,
                 beta2: float = 0.5) -> None:
        super().__init__(settings)
        self.beta1, self.beta2 = beta1, beta2

    def signature(self) -> str:
        return make_signature(self.name, tok=TOKENIZATION, beta1=self.beta1, beta2=self.beta2)

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return [paramac_diversity(source, c, self.beta1, self.beta2) for c in candidates]
