"""Facts kept: the source's names, numbers, approximations and negation still in the paraphrase.

Faithfulness compares the two *parsed graphs*, so whatever the parser leaves out of the
source's graph (an apposition, "nearly" before an amount, a list after a colon) is
invisible to it: every paraphrase of that graph loses it and still scores 1.  This score
reads the *texts* instead, and only what a paraphrase must not lose however it is worded:

* each **name** (a proper-noun token of the source) must appear in the paraphrase;
* each **number** must keep its value (written with digits or as a word up to twenty:
  "20 cents" and "twenty cents" agree; "10 years" and "the tenth period" do not);
* each **approximation** before an amount ("nearly", "about", "more than", "at least" ...)
  must be said again;
* **negation** must be on both sides or on neither.

The score is the share of these facts kept (1.0 when the source states none).  It is a
check on lost content, not a similarity: rewording never lowers it.

>>> from pipeline.nlp import load_spacy
>>> nlp = load_spacy()
>>> facts_lost(nlp("WebTV was sold to Microsoft in 1997 for nearly $425 million."),
...            nlp("In 1997, WebTV was sold for $425 million."))
['Microsoft', 'nearly']
>>> facts_lost(nlp("He could not forgive them."), nlp("He may forgive them."))
['negation']
>>> facts_lost(nlp("Twenty people came."), nlp("20 people came."))
[]
>>> facts_lost(nlp("Sixty-one people were killed."), nlp("61 people were killed."))
[]
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pipeline.backends.builtin.morphology import number_words
from pipeline.backends.builtin.parse_coverage import strip_market_codes
from pipeline.backends.builtin.parse_entities import number_value
from pipeline.scoring.base import Metric, Score, make_signature
from pipeline.scoring.grammar import parse_texts

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["APPROXIMATIONS", "FactsKept", "ParsedPairShare", "facts_lost", "number_compounds",
           "number_values", "scaled_values", "tokens_without_codes"]

# The words the realizer writes small numbers as ("three infantries"), zero to twenty.
_NUMBER_WORDS = {number_words(str(i)): float(i) for i in range(21)}
APPROXIMATIONS = ("nearly", "almost", "about", "approximately", "roughly", "around", "only",
                  "just", "some", "more than", "less than", "fewer than", "at least", "at most",
                  "up to", "as many as", "as much as")
# An approximation counts when an amount follows it: "about 300", "nearly $2.5 million".
_APPROXIMATION = re.compile(
    r"\b(" + "|".join(a.replace(" ", r"\s+") for a in APPROXIMATIONS) + r")\s+(?=[$€£]?\d|"
    + "|".join(_NUMBER_WORDS) + r"\b)", re.IGNORECASE)
_NEGATIONS = frozenset({"not", "n't", "never", "no", "none", "nobody", "nothing", "neither", "nor",
                        "without"})
_DIGITS = re.compile(r"\d+(?:\.\d+)?")


def number_values(text: str) -> set[float]:
    """The numeric values a token (or text) states: its digit groups, or a number word."""
    plain = text.lower().replace(",", "")
    found = {float(v) for v in _DIGITS.findall(plain)}
    return found or ({_NUMBER_WORDS[plain]} if plain in _NUMBER_WORDS else set())


def scaled_values(tokens: Sequence[Token], k: int, scales: Mapping[str, float]) -> set[float]:
    """The values ``tokens[k]`` states: its own and, before a scale word of ``scales``
    ("5 billion"), that value times the scale."""
    values = set(number_values(tokens[k].text))
    following = tokens[k + 1] if k + 1 < len(tokens) else None
    if following is not None and following.text == "-" and k + 2 < len(tokens) \
            and tokens[k + 2].lower_ in scales:
        following = tokens[k + 2]  # "$2-million", hyphenated as Canadian papers write it
    if following is not None and following.lower_ in scales:
        values |= {round(v * scales[following.lower_], 6) for v in values}
    return values


def number_compounds(doc: Doc | list[Token]) -> dict[int, float]:
    """The values of hyphenated number words ("Sixty-one", which spaCy splits into "Sixty",
    "-", "one"), by the index of each of their tokens."""
    tokens = list(doc)
    found: dict[int, float] = {}
    for k in range(len(tokens) - 2):
        first, dash, last = tokens[k], tokens[k + 1], tokens[k + 2]
        if dash.text == "-" and first.like_num and last.like_num and first.is_alpha \
                and last.is_alpha and dash.i == first.i + 1 and last.i == dash.i + 1:
            value = number_value(f"{first.text}-{last.text}")
            if value is not None:
                for t in (first, dash, last):
                    found[t.i] = float(value)
    return found


def _negated(doc: Doc) -> bool:
    return any(t.dep_ == "neg" or t.lower_ in _NEGATIONS for t in doc)


def facts_lost(source: Doc, paraphrase: Doc) -> list[str]:
    """The source's facts (names, numbers, approximations, ``"negation"``) the paraphrase
    does not keep, in source order."""
    text = paraphrase.text.lower()
    values = set().union(*(number_values(t.text) for t in paraphrase if t.like_num or t.is_digit
                           or any(c.isdigit() for c in t.text)), number_compounds(paraphrase).values())
    lost: list[str] = []
    tokens = tokens_without_codes(source)
    compounds = number_compounds(tokens)
    for token in tokens:
        if token.i in compounds:
            if token.i + 2 in compounds and compounds[token.i] not in values:
                lost.append(source[token.i:token.i + 3].text)  # "Sixty-one", checked once
            continue
        if any(c.isdigit() for c in token.text) or (token.pos_ == "NUM" and token.lower_ in _NUMBER_WORDS):
            if not number_values(token.text) <= values:
                lost.append(token.text)
        elif token.pos_ == "PROPN" and token.is_alpha and token.lower_ not in text:
            lost.append(token.text)
    paraphrase_text = " ".join(text.split())
    for match in _APPROXIMATION.finditer(source.text):
        phrase = " ".join(match.group(1).lower().split())
        if not re.search(rf"\b{re.escape(phrase)}\b", paraphrase_text):
            lost.append(phrase)
    if _negated(source) != _negated(paraphrase):
        lost.append("negation")
    return lost


def tokens_without_codes(source: Doc) -> list[Token]:
    """``source``'s tokens less those of a Reuters code ("US10YT=RR", split by spaCy into
    "US10YT", "=", "RR"), which the parser drops as markup: no fact a paraphrase loses."""
    if strip_market_codes(source.text) == source.text:
        return list(source)
    kept = strip_market_codes(source.text)
    tokens, at = [], 0
    for token in source:
        found = kept.find(token.text, at)
        # a token of the text without codes, met in order and not inside a dropped code
        if found != -1 and kept[at:found].strip() == "":
            tokens.append(token)
            at = found + len(token.text)
    return tokens


def _facts(source: Doc) -> int:
    """How many facts :func:`facts_lost` checks for ``source``."""
    tokens = tokens_without_codes(source)
    compounds = number_compounds(tokens)
    names_and_numbers = sum(
        1 for t in tokens
        if (t.i in compounds and t.i + 2 in compounds) or (t.i not in compounds and (
            any(c.isdigit() for c in t.text) or (t.pos_ == "NUM" and t.lower_ in _NUMBER_WORDS)
            or (t.pos_ == "PROPN" and t.is_alpha))))
    return names_and_numbers + len(_APPROXIMATION.findall(source.text))


class ParsedPairShare(Metric):
    """A score that is the share of what the source states that the paraphrase keeps, read
    from spaCy parses of both (1 when nothing is lost or there is nothing to lose):
    :class:`FactsKept` here, :class:`~pipeline.scoring.content.ContentKept`.  A subclass
    names what was lost (:meth:`lost_in`) and how much there was to lose (:meth:`total`);
    each distinct text is parsed once per batch."""

    def lost_in(self, source: Doc, paraphrase: Doc) -> list[str]:
        raise NotImplementedError

    def total(self, source: Doc, paraphrase: Doc) -> int:
        raise NotImplementedError

    def lost(self, source: str, candidate: str) -> list[str]:
        """What :meth:`lost_in` names for one pair, to show beside the score."""
        return self.lost_in(*parse_texts([source, candidate]))

    def score_batch(self, source: str, candidates: Sequence[str]) -> list[Score]:
        return self.score_pairs([(source, c) for c in candidates])

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[Score]:
        sources = list(dict.fromkeys(a for a, _ in pairs))
        present = list(dict.fromkeys(b for _, b in pairs if b.strip()))
        docs = dict(zip(sources + present, parse_texts(sources + present), strict=True))
        scores: list[Score] = []
        for source, candidate in pairs:
            if not candidate.strip():
                scores.append(None)
                continue
            src, par = docs[source], docs[candidate]
            total = self.total(src, par)
            scores.append(1.0 - len(self.lost_in(src, par)) / total if total else 1.0)
        return scores


class FactsKept(ParsedPairShare):
    """Share of the source's names, numbers, approximations and negation the paraphrase
    keeps (0..1; 1 when nothing is lost or there is nothing to lose)."""

    name = "facts_kept"
    higher = "similar"

    def signature(self) -> str:
        from pipeline.nlp import load_spacy

        meta: dict[str, Any] = load_spacy().meta
        return make_signature(self.name, parser=f"spacy:{meta['name']}-{meta['version']}",
                              facts="names,numbers,approximations,negation")

    def lost_in(self, source: Doc, paraphrase: Doc) -> list[str]:
        return facts_lost(source, paraphrase)

    def total(self, source: Doc, paraphrase: Doc) -> int:
        return _facts(source) + int(_negated(source) or _negated(paraphrase))
