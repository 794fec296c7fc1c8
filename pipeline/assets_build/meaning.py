"""Derive ``assets/calibration/meaning.json``: the weights of the ``meaning`` score.

Training pairs come from MRPC **train** (the human ratings in ``ratings-dev`` are MRPC
*test* sentences and are not read), from line :data:`SKIPPED_LINES` on (``bench_paraphrase``
paraphrases the first 500 lines):

* MRPC's own pairs with their quality label: its non-paraphrases mostly say more or less
  than each other (a clause, a number, a name), which is what a rater's "semantic 1" means;
* each real paraphrase pair again with sentence 2 damaged in its meaning but not its
  grammar (:data:`DAMAGES`): a conjunct, apposition, attribution, relative or adverbial
  clause or prepositional phrase dropped, subject and object swapped, negation dropped or
  added, a number changed.

Each pair gets the :data:`~pipeline.scoring.meaning.FEATURES` from the real scorers, and a
logistic regression (scikit-learn, L2, C=1) is fitted to them.

Run ``python -m pipeline.assets_build meaning`` (loads MiniLM, spaCy and the built-in
parser; minutes on a CPU).

>>> from pipeline.nlp import load_spacy
>>> nlp = load_spacy()
>>> drop_conjunct(nlp("Mike Butcher and Alex Arena will report to Mr So."))
'Mike Butcher will report to Mr So.'
>>> drop_apposition(nlp("Nicholas is the uncle of Louima, the Haitian immigrant who was tortured."))
'Nicholas is the uncle of Louima.'
>>> drop_attribution(nlp("The vote was close, officials said."))
'The vote was close.'
>>> swap_subject_object(nlp("Microsoft threatened Linux."))
'Linux threatened Microsoft.'
>>> toggle_negation(nlp("He could not forgive them."))
'He could forgive them.'
>>> toggle_negation(nlp("The shares were sold on Monday."))
'The shares were not sold on Monday.'
>>> change_number(nlp("Shares fell 49 cents to $43.52."))
'Shares fell 59 cents to $43.52.'
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["DAMAGES", "build", "change_number", "drop_apposition", "drop_attribution",
           "drop_clause", "drop_conjunct", "drop_prepositional", "swap_subject_object",
           "toggle_negation", "training_pairs"]

MRPC_PAIRS = 600
DAMAGED = 300
SEED = 0
SKIPPED_LINES = 500

ATTRIBUTION = """\
## calibration/meaning.json (MRPC)

Derived by `python -m pipeline.assets_build meaning`: logistic-regression numbers fitted
on scores of Microsoft Research Paraphrase Corpus train pairs (Dolan & Brockett, 2005;
Microsoft Research licence, research use), with their quality labels, and of seeded copies
of them with a meaning damaged. Only the fitted numbers and summary figures are kept; no
sentence is copied.
"""

_SPEECH = frozenset({"say", "tell", "add", "announce", "report", "state", "claim", "note",
                     "explain", "write", "insist", "argue", "conclude", "warn", "confirm"})


def _text(doc: Doc, removed: set[int]) -> str:
    """``doc`` without the tokens at ``removed``, commas left dangling tidied away."""
    out = "".join(t.text_with_ws for t in doc if t.i not in removed).strip()
    out = re.sub(r"\s+([,.;:!?])", r"\1", out)
    out = re.sub(r",\s*([,.;:!?]|$)", r"\1", out)
    out = re.sub(r"^[,;:\s]+", "", out)
    return out[:1].upper() + out[1:] if out else out


def _span(token: Token) -> set[int]:
    return {t.i for t in token.subtree}


def _with_punct(doc: Doc, span: set[int]) -> set[int]:
    """``span`` and the comma or dash just before it (the one after too, for a parenthetical)."""
    start, end = min(span), max(span)
    extra = set()
    if start > 0 and doc[start - 1].text in (",", "--", "-", "—", "("):
        extra.add(start - 1)
        if end + 1 < len(doc) and doc[end + 1].text in (",", "--", "—", ")") \
                and end + 2 < len(doc) and doc[end + 2].is_punct is False:
            extra.add(end + 1)
    return span | extra


def drop_conjunct(doc: Doc) -> str:
    """The last conjunct of the first coordination taken out, with its "and"/"or"."""
    for token in doc:
        if token.dep_ == "conj" and token.head.dep_ != "conj":
            span = _span(token)
            conjuncts = [c for c in token.head.children if c.dep_ in ("cc", "punct")
                         and c.i < token.i and c.i > token.head.i]
            span |= {c.i for c in conjuncts if not any(c.i in _span(o) for o in
                                                       token.head.children if o.dep_ == "conj"
                                                       and o is not token)}
            return _text(doc, span)
    return doc.text


def drop_apposition(doc: Doc) -> str:
    for token in doc:
        if token.dep_ == "appos":
            return _text(doc, _with_punct(doc, _span(token)))
    return doc.text


def drop_attribution(doc: Doc) -> str:
    """"X said" taken away: only the reported clause is left."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or root.lemma_ not in _SPEECH:
        return doc.text
    reported = next((c for c in root.children if c.dep_ in ("ccomp", "parataxis")), None)
    if reported is None:
        return doc.text
    keep = _span(reported) - {t.i for t in reported.subtree if t.dep_ == "mark" and t.head is reported}
    removed = {t.i for t in doc if t.i not in keep and not (t.is_punct and t.i == len(doc) - 1)}
    removed |= {t.i for t in doc if t.text in ('"', "''", "``", "'")}
    return _text(doc, removed)


def drop_clause(doc: Doc) -> str:
    """A relative or adverbial clause (or a participle phrase) taken out."""
    for token in doc:
        if token.dep_ in ("relcl", "advcl", "acl") and len(list(token.subtree)) >= 3:
            return _text(doc, _with_punct(doc, _span(token)))
    return doc.text


def drop_prepositional(doc: Doc) -> str:
    """A prepositional phrase of three or more words taken out."""
    for token in doc:
        if token.dep_ == "prep" and len(list(token.subtree)) >= 3:
            return _text(doc, _with_punct(doc, _span(token)))
    return doc.text


def swap_subject_object(doc: Doc) -> str:
    """The subject and the direct object of one verb trade places."""
    for verb in doc:
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
        if subject is None or obj is None:
            continue
        a, b = sorted((_span(subject), _span(obj)), key=min)
        if max(a) >= min(b) or doc[min(a):max(a) + 1].text.lower() == doc[min(b):max(b) + 1].text.lower():
            continue
        order = [*range(min(a)), *range(min(b), max(b) + 1), *range(max(a) + 1, min(b)),
                 *range(min(a), max(a) + 1), *range(max(b) + 1, len(doc))]
        words = [doc[i].text for i in order]
        if doc[0].pos_ != "PROPN" and doc[0].text != "I":
            words[order.index(0)] = doc[0].text.lower()
        out = " ".join(words)
        out = re.sub(r"\s+([,.;:!?%]|'s|n't)", r"\1", out).replace("$ ", "$")
        return out[:1].upper() + out[1:]
    return doc.text


def toggle_negation(doc: Doc) -> str:
    """"not"/"n't"/"never" taken out, or "not" put after the first auxiliary."""
    negations = [t for t in doc if t.dep_ == "neg"]
    if negations:
        return _text(doc, {negations[0].i})
    for token in doc:
        if (token.pos_ == "AUX" and token.head.pos_ in ("VERB", "AUX", "ADJ")) or \
                (token.lemma_ == "be" and token.dep_ == "ROOT"):
            words = [t.text_with_ws for t in doc]
            words[token.i] = token.text + " not" + token.whitespace_
            return "".join(words).strip()
    return doc.text


def change_number(doc: Doc) -> str:
    """The first number written in digits changed (its first digit, or a small count by ten)."""
    for token in doc:
        match = re.fullmatch(r"(\$?)(\d[\d,]*)(\.\d+)?", token.text)
        if match and not (len(match.group(2)) == 4 and match.group(2).startswith(("19", "20"))):
            digits = match.group(2)
            first = str((int(digits[0]) + 1) % 10) if len(digits) > 1 or digits != "9" else "1"
            if first == "0":
                first = "1"
            changed = match.group(1) + first + digits[1:] + (match.group(3) or "") \
                if len(digits) > 1 or match.group(3) else str(int(digits) + 10)
            words = [t.text_with_ws for t in doc]
            words[token.i] = changed + token.whitespace_
            return "".join(words).strip()
    return doc.text


DAMAGES: dict[str, Callable[[Doc], str]] = {
    "conjunct_dropped": drop_conjunct,
    "apposition_dropped": drop_apposition,
    "attribution_dropped": drop_attribution,
    "clause_dropped": drop_clause,
    "prepositional_dropped": drop_prepositional,
    "subject_object_swapped": swap_subject_object,
    "negation_toggled": toggle_negation,
    "number_changed": change_number,
}


def training_pairs(shared: Path, n_mrpc: int = MRPC_PAIRS, n_damaged: int = DAMAGED,
                   seed: int = SEED) -> list[tuple[str, str, int, str]]:
    """(sentence 1, sentence 2, 1 same meaning / 0 changed, kind): ``n_mrpc`` MRPC train
    pairs with their labels (kind ``mrpc``) and ``n_damaged`` paraphrase pairs with sentence
    2 damaged by one of :data:`DAMAGES` (kind: the damage's name)."""
    from pipeline.nlp import load_spacy
    from pipeline.scoring.mrpc import read_mrpc

    rng = random.Random(seed)
    pool = [(label, a, b) for label, a, b in read_mrpc(shared / "mrpc" / "msr_paraphrase_train.txt")
            [SKIPPED_LINES:] if len(b.split()) >= 6]
    chosen = rng.sample(pool, min(n_mrpc, len(pool)))
    out = [(a, b, label, "mrpc") for label, a, b in chosen]
    chosen_set = {(a, b) for _, a, b in chosen}
    positives = [(a, b) for label, a, b in pool if label == 1 and (a, b) not in chosen_set]
    nlp = load_spacy()
    names = list(DAMAGES)
    for source, paraphrase in rng.sample(positives, len(positives)):
        if sum(1 for p in out if p[3] != "mrpc") >= n_damaged:
            break
        doc = nlp(paraphrase)
        rng.shuffle(names)
        for name in names:  # the first damage that changes this sentence
            damaged = DAMAGES[name](doc)
            if damaged.strip() and damaged != paraphrase and len(damaged.split()) >= 4:
                out.append((source, damaged, 0, name))
                break
    return out


def build(shared: Path, assets: Path) -> list[Path]:
    import numpy as np
    from sklearn.metrics import roc_auc_score
    from sklearn.model_selection import StratifiedKFold

    from pipeline.assets_build.logistic import fit_logistic, write_calibration
    from pipeline.scoring.meaning import FEATURES

    fit = fit_logistic(training_pairs(shared), FEATURES,
                       cv=StratifiedKFold(5, shuffle=True, random_state=SEED))
    y, held_out = fit.y, fit.held_out
    kinds = [p[3] for p in fit.pairs]
    positive = np.array([k == "mrpc" and label == 1 for k, label in zip(kinds, y, strict=True)])
    per_kind = {}
    for name in ("mrpc", *DAMAGES):
        mask = np.array([k == name and label == 0 for k, label in zip(kinds, y, strict=True)])
        if mask.any():
            both = mask | positive
            per_kind[name] = {"n": int(mask.sum()),
                              "cv_auc": round(float(roc_auc_score(y[both], held_out[both])), 4)}
    record = {
        **fit.record(f"mrpc-train:{len(fit.pairs)}-pairs:seed{SEED}"),
        "n_same_meaning": int(y.sum()),
        "cv_auc_against_mrpc_paraphrases": per_kind,
        "data": f"MRPC train pairs after line {SKIPPED_LINES}, sentence 2 of 6+ words: a "
                f"random.Random({SEED}) sample of {MRPC_PAIRS} with MRPC's quality label, and "
                f"{DAMAGED} other paraphrase pairs with sentence 2's meaning damaged",
        "command": "python -m pipeline.assets_build meaning",
    }
    return write_calibration(assets, "meaning", record, ATTRIBUTION)
