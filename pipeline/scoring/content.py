"""Content kept: the share of the source's content words the paraphrase still says.

``facts_kept`` (:mod:`pipeline.scoring.facts`) checks names, numbers, approximations and
negation only; a paraphrase that drops "Iraqi doctors who treated" or "all 75 people
aboard, including 62 Spanish peacekeepers" keeps every name it still states and loses
nothing there.  This score reads the source's **content words** -- its nouns, proper
nouns, numbers and main verbs (no auxiliaries, no stop words, no Reuters codes such as
"US10YT=RR") -- and counts one lost when the paraphrase says it in no form:

* the same word or lemma ("arrests" for "arrested" does not count, "arrest" does);
* a word of the same stem: the first five letters of words of five letters or more
  ("explosive"/"explosion", "commandeer"/"commandeered");
* a number of the same value, a scale word included: "$5 billion" is "5000000000",
  "1.5 million" is "1500000", "twenty" is "20".

The source's **attribution** is not read: "according to X", and a reporting verb ("said",
"added", "told" ...) that reports a clause or a quotation, with its speaker and its time
("..., bureau CEO Greg Stuart says", "..., lawmakers said Sunday").  Blind raters judged
paraphrases that drop it, or name the speaker otherwise, to keep the meaning (ratings-dev:
six pairs the filter kept); what was said is what must not be lost.

It is recall, not similarity: a rewording that keeps every content word in another
order scores 1, whatever it adds.

>>> from pipeline.nlp import load_spacy
>>> nlp = load_spacy()
>>> content_lost(nlp("PCCW's chief operating officer, Mike Butcher, and Alex Arena, the chief "
...                  "financial officer, will report directly to Mr So."),
...              nlp("PCCW's chief operating officer will report to Mr So directly."))
['Mike', 'Butcher', 'Alex', 'Arena']
>>> content_lost(nlp("Oracle's $5 billion bid for PeopleSoft was rejected."),
...              nlp("There is a 5000000000 bid by Oracle for PeopleSoft that was rejected."))
[]
>>> content_lost(nlp("Twenty people came to the meeting."), nlp("The meeting drew 20 people."))
['came']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pipeline.backends.builtin.number_words import SCALES
from pipeline.scoring.base import make_signature
from pipeline.scoring.facts import (
    ParsedPairShare,
    number_compounds,
    scaled_values,
    tokens_without_codes,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["CONTENT_POS", "REPORTING_VERBS", "ContentKept", "attribution", "content_lost",
           "content_words"]

# Nouns, proper nouns, numbers and main verbs: what a paraphrase must say in some form.
# Adjectives and adverbs were left out: on ratings-dev they added rewordings ("broad" for
# "broader", "yesterday" for "Sunday") more than losses.
CONTENT_POS = frozenset({"NOUN", "PROPN", "NUM", "VERB"})
_SCALES = {word: float(scale) for word, scale in SCALES.items() if scale >= 1000}
_STEM = 5  # letters two words of at least this length must share to count as one word
REPORTING_VERBS = frozenset({"say", "tell", "add", "report", "state", "claim", "announce", "note",
                             "explain", "write"})
# a reporting verb's dependents that belong to the attribution: the speaker, the time
_ATTRIBUTION_DEPS = frozenset({"nsubj", "nsubjpass", "npadvmod"})


def _stem(word: str) -> str | None:
    return word.lower()[:_STEM] if len(word) >= _STEM and word.isalpha() else None


def _has_digit(token: Token) -> bool:
    return any(c.isdigit() for c in token.text)


def _values_by_token(tokens: Sequence[Token]) -> dict[int, set[float]]:
    """The values each number token states, by token index: its own value and, before a
    scale word ("5 billion"), that value times the scale."""
    compounds = number_compounds(list(tokens))
    found: dict[int, set[float]] = {}
    for k, token in enumerate(tokens):
        if token.i in compounds:
            found[token.i] = {compounds[token.i]}
            continue
        if not (_has_digit(token) or token.like_num):
            continue
        values = scaled_values(tokens, k, _SCALES)
        if values:
            found[token.i] = values
    return found


def attribution(doc: Doc | Sequence[Token]) -> set[int]:
    """The indices of the tokens of ``doc``'s attributions: "according to" and what follows
    it, and each reporting verb (:data:`REPORTING_VERBS`) that reports a clause or a quotation
    with its subject and time ("said Sunday", "said on Sunday").

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Prices rose, bureau CEO Greg Stuart said on Monday.")
    >>> [doc[i].text for i in sorted(attribution(doc))]
    ['bureau', 'CEO', 'Greg', 'Stuart', 'said', 'on', 'Monday']
    """
    found: set[int] = set()
    for token in doc:
        lemma = token.lemma_.lower()
        if lemma == "accord" and token.lower_ == "according":
            found.update(t.i for t in token.subtree)
            continue
        if lemma not in REPORTING_VERBS or token.pos_ != "VERB":
            continue
        reports = token.dep_ == "parataxis" or any(
            c.dep_ in ("ccomp", "parataxis") or c.is_quote for c in token.children)
        if not reports:
            continue
        found.add(token.i)
        for child in token.children:
            if child.dep_ in _ATTRIBUTION_DEPS or (child.dep_ == "prep" and child.lower_ == "on"):
                found.update(t.i for t in child.subtree)
    return found


def content_words(source: Doc) -> list[Token]:
    """The tokens of ``source`` that :func:`content_lost` checks, in order: content words
    (:data:`CONTENT_POS`), neither stop words nor punctuation nor a Reuters code's nor the
    attribution's (:func:`attribution`), and the scale word after a number counted with its
    number."""
    tokens = tokens_without_codes(source)
    attributed = attribution(source)
    words: list[Token] = []
    for k, token in enumerate(tokens):
        if token.pos_ not in CONTENT_POS or token.is_stop or token.is_punct or token.i in attributed:
            continue
        if not (token.is_alpha or _has_digit(token)):
            continue
        if token.lower_ in _SCALES and k > 0 and (_has_digit(tokens[k - 1]) or tokens[k - 1].like_num):
            continue  # "billion" in "$5 billion": part of the number
        words.append(token)
    return words


def content_lost(source: Doc, paraphrase: Doc) -> list[str]:
    """The content words of ``source`` (:func:`content_words`) that ``paraphrase`` says in
    no form, in source order."""
    forms = {t.lower_ for t in paraphrase} | {t.lemma_.lower() for t in paraphrase}
    stems = {s for t in paraphrase for s in (_stem(t.text), _stem(t.lemma_)) if s}
    paraphrase_tokens = list(paraphrase)
    values = set().union(*_values_by_token(paraphrase_tokens).values())
    source_values = _values_by_token(tokens_without_codes(source))
    lost: list[str] = []
    for token in content_words(source):
        if token.i in source_values:
            said = bool(source_values[token.i] & values) or token.lower_ in forms
        else:
            said = token.lower_ in forms or token.lemma_.lower() in forms \
                or bool({_stem(token.text), _stem(token.lemma_)} & stems)
        if not said:
            lost.append(token.text)
    return lost


class ContentKept(ParsedPairShare):
    """Share of the source's content words (nouns, proper nouns, numbers, main verbs) the
    paraphrase says in some form (0..1; 1 when it loses none or the source has none)."""

    name = "content_kept"
    higher = "similar"

    def signature(self) -> str:
        from pipeline.nlp import load_spacy

        meta: dict[str, Any] = load_spacy().meta
        return make_signature(self.name, parser=f"spacy:{meta['name']}-{meta['version']}",
                              words="noun,propn,num,verb", attribution="skip",
                              match=f"lemma,stem{_STEM},value")

    def lost_in(self, source: Doc, paraphrase: Doc) -> list[str]:
        return content_lost(source, paraphrase)

    def total(self, source: Doc, paraphrase: Doc) -> int:
        return len(content_words(source))
