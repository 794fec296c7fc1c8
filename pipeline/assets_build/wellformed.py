"""Derive ``assets/calibration/wellformed.json``: the weights of the ``wellformed`` score.

Training pairs come from MRPC **train** (the human ratings in ``ratings-dev`` are MRPC
*test* sentences and are not read): for a seeded sample of paraphrase pairs, (sentence 1,
its real paraphrase sentence 2) is a well-formed example and (sentence 1, a damaged copy
of sentence 2) a broken one.  The damages imitate what a rule-based realizer gets wrong
more than random shuffling does: a phrase repeated (:func:`repeat_phrase`), a span moved,
two neighbouring words swapped, one function word dropped, a verb's number flipped, a
relative pronoun inserted, the comma-separated clauses rotated.  Each pair gets the three
:data:`~pipeline.scoring.wellformed.FEATURES` from the real scorers, and a logistic
regression (scikit-learn, L2, C=1) is fitted to them.  The pairs of the first 500 MRPC
train lines are left out: ``bench_paraphrase`` paraphrases those sentences.

Run ``python -m pipeline.assets_build wellformed`` (loads SmolLM2 and spaCy; minutes on a CPU).

>>> import random
>>> rng = random.Random(3)
>>> swap_neighbours("the cat sat on the mat", rng)
'the cat on sat the mat'
>>> flip_number("The shares were sold.", rng)
'The shares was sold.'
>>> rotate_clauses("When it rained, we stayed in, the man said.", rng)
'the man said, When it rained, we stayed in.'
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from pipeline.scoring.calibrate import FUNCTION_WORDS, repeat_phrase

__all__ = ["DAMAGES", "build", "drop_one_function_word", "flip_number", "insert_relative",
           "move_span", "rotate_clauses", "swap_neighbours", "training_pairs"]

PAIRS = 250
SEED = 0
SKIPPED_LINES = 500

ATTRIBUTION = """\
## calibration/wellformed.json (MRPC)

Derived by `python -m pipeline.assets_build wellformed`: four logistic-regression
numbers fitted on scores of Microsoft Research Paraphrase Corpus train pairs (Dolan &
Brockett, 2005; Microsoft Research licence, research use) and seeded damaged copies of
them. Only the fitted numbers and summary figures are kept; no sentence is copied.
"""

_NUMBER_FLIPS = {"was": "were", "were": "was", "is": "are", "are": "is", "has": "have",
                 "have": "has", "does": "do", "do": "does"}


def _ends(sentence: str) -> tuple[list[str], str]:
    """The words of ``sentence`` and its final punctuation, kept in place by the damages."""
    stripped = sentence.rstrip()
    end = stripped[-1] if stripped and stripped[-1] in ".!?" else ""
    return (stripped[:-1] if end else stripped).split(), end


def swap_neighbours(sentence: str, rng: random.Random) -> str:
    words, end = _ends(sentence)
    if len(words) < 3:
        return sentence
    i = rng.randrange(1, len(words) - 1)
    words[i], words[i + 1] = words[i + 1], words[i]
    return " ".join(words) + end


def move_span(sentence: str, rng: random.Random) -> str:
    """Two to five words taken out and put back somewhere else."""
    words, end = _ends(sentence)
    if len(words) < 6:
        return sentence
    length = rng.randint(2, min(5, len(words) - 2))
    start = rng.randrange(0, len(words) - length + 1)
    span, rest = words[start:start + length], words[:start] + words[start + length:]
    target = rng.choice([i for i in range(len(rest) + 1) if i != start])
    return " ".join(rest[:target] + span + rest[target:]) + end


def drop_one_function_word(sentence: str, rng: random.Random) -> str:
    words, end = _ends(sentence)
    found = [i for i, w in enumerate(words) if w.lower() in FUNCTION_WORDS]
    if not found:
        return sentence
    del words[rng.choice(found)]
    return " ".join(words) + end


def flip_number(sentence: str, rng: random.Random) -> str:
    """One "was"/"were", "is"/"are", "has"/"have" swapped for the other number."""
    words, end = _ends(sentence)
    found = [i for i, w in enumerate(words) if w in _NUMBER_FLIPS]
    if not found:
        return sentence
    i = rng.choice(found)
    words[i] = _NUMBER_FLIPS[words[i]]
    return " ".join(words) + end


def insert_relative(sentence: str, rng: random.Random) -> str:
    """", which" or "that" slipped in before a random word."""
    words, end = _ends(sentence)
    if len(words) < 4:
        return sentence
    i = rng.randrange(1, len(words))
    words.insert(i, rng.choice(["that", "which", "who"]))
    if words[i] == "which":
        words[i - 1] += ","
    return " ".join(words) + end


def rotate_clauses(sentence: str, rng: random.Random) -> str:
    """The comma-separated parts in another order (the first moved to the end)."""
    stripped = sentence.rstrip()
    end = stripped[-1] if stripped and stripped[-1] in ".!?" else ""
    parts = [p.strip() for p in (stripped[:-1] if end else stripped).split(",") if p.strip()]
    if len(parts) < 2:
        return sentence
    shift = rng.randrange(1, len(parts))
    return ", ".join(parts[shift:] + parts[:shift]) + end


DAMAGES: dict[str, Callable[[str, random.Random], str]] = {
    "phrase_repeated": repeat_phrase,
    "span_moved": move_span,
    "neighbours_swapped": swap_neighbours,
    "function_word_dropped": drop_one_function_word,
    "number_flipped": flip_number,
    "relative_inserted": insert_relative,
    "clauses_rotated": rotate_clauses,
}


def training_pairs(shared: Path, n: int = PAIRS, seed: int = SEED
                   ) -> list[tuple[str, str, int, str]]:
    """(source, text, 1 well formed / 0 damaged, damage name) for ``n`` MRPC train pairs."""
    from pipeline.scoring.mrpc import read_mrpc

    rng = random.Random(seed)
    pool = [(a, b) for _, a, b in read_mrpc(shared / "mrpc" / "msr_paraphrase_train.txt")
            [SKIPPED_LINES:] if len(b.split()) >= 6]
    out: list[tuple[str, str, int, str]] = []
    for source, paraphrase in rng.sample(pool, min(n, len(pool))):
        names = list(DAMAGES)
        rng.shuffle(names)
        for name in names:  # the first damage that changes this sentence
            damaged = DAMAGES[name](paraphrase, rng)
            if damaged != paraphrase:
                out += [(source, paraphrase, 1, "real"), (source, damaged, 0, name)]
                break
    return out


def build(shared: Path, assets: Path) -> list[Path]:
    import numpy as np
    from sklearn.metrics import roc_auc_score

    from pipeline.assets_build.logistic import fit_logistic, write_calibration
    from pipeline.scoring.wellformed import FEATURES

    fit = fit_logistic(training_pairs(shared), FEATURES)
    y, held_out = fit.y, fit.held_out
    per_damage = {}
    for name in DAMAGES:
        mask = np.array([p[3] in ("real", name) for p in fit.pairs])
        if (y[mask] == 0).any():
            per_damage[name] = {"n": int((y[mask] == 0).sum()),
                                "cv_auc": round(float(roc_auc_score(y[mask], held_out[mask])), 4)}
    record = {
        **fit.record(f"mrpc-train:{len(fit.pairs)}-pairs:seed{SEED}"),
        "cv_auc_per_damage": per_damage,
        "data": f"MRPC train pairs after line {SKIPPED_LINES}, sentence 2 of 6+ words, "
                f"random.Random({SEED}) sample of {PAIRS}; real sentence 2 vs one damaged copy",
        "command": "python -m pipeline.assets_build wellformed",
    }
    return write_calibration(assets, "wellformed", record, ATTRIBUTION)
