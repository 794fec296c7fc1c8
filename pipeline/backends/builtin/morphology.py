"""English word forms for the realizer: verb groups, plurals, articles, pronouns, numbers.

Inflection goes through ``lemminflect`` (a lookup table plus rules, no model),
memoised because the same few hundred lemmas recur in every corpus.

>>> verb_group("need", tense="past", plural=True)
['needed']
>>> verb_group("go", tense="present", person=3, negated=True)
['does', 'not', 'go']
>>> verb_group("approve", tense="past", passive=True, plural=True)
['were', 'approved']
>>> verb_group("give-up", tense="future")
['will', 'give', 'up']
>>> verb_group("swim", modal="can", negated=True)
['can', 'not', 'swim']
>>> plural("boa"), plural("sheep"), plural("city")
('boas', 'sheep', 'cities')
>>> with_article("apple"), with_article("boa")
('an apple', 'a boa')
>>> number_words("6"), ordinal_word(2), adverb("quick"), adverb("good")
('six', 'second', 'quickly', 'well')
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal

from pipeline.backends.builtin.number_words import ORDINAL_WORDS, SMALL_CARDINALS

__all__ = [
    "AUXILIARIES",
    "FUNCTION_WORDS",
    "PRONOUNS",
    "Tense",
    "adverb",
    "inflect",
    "lemma_pos",
    "lemmas",
    "number_words",
    "ordinal_word",
    "plural",
    "pronoun_form",
    "verb_group",
    "with_article",
]

Tense = Literal["past", "present", "future", "base"]

# Case forms of the AMR pronoun concepts: subject, object, possessive determiner,
# person, plural.
PRONOUNS: dict[str, tuple[str, str, str, int, bool]] = {
    "i": ("I", "me", "my", 1, False),
    "we": ("we", "us", "our", 1, True),
    "you": ("you", "you", "your", 2, False),
    "he": ("he", "him", "his", 3, False),
    "she": ("she", "her", "her", 3, False),
    "it": ("it", "it", "its", 3, False),
    "they": ("they", "them", "their", 3, True),
    "one": ("one", "one", "one's", 3, False),
}

AUXILIARIES = frozenset(
    ["will", "'ll", "wo", "shall", "would", "'d", "could", "should", "might", "may", "must", "can", "ca", "do", "does", "did", "is", "are", "am", "was", "were", "'s", "'re", "'m", "be", "been", "being", "has", "have", "had", "'ve"]
)

# Closed-class words that may sit unaligned inside a re-used source span.
FUNCTION_WORDS = frozenset(
    ["a", "an", "the", "this", "that", "these", "those", "some", "any", "no", "every", "each", "all", "both", "either", "neither", "of", "to", "in", "on", "at", "by", "for", "with", "from", "into", "onto", "about", "over", "under", "through", "after", "before", "since", "until", "during", "without", "within", "among", "between", "against", "toward", "towards", "upon", "across", "behind", "beyond", "near", "and", "or", "but", "nor", "so", "yet", "if", "then", "than", "as", "because", "while", "although", "though", "whether", "when", "where", "who", "whom", "whose", "which", "what", "how", "why", "not", "n't", "never", "also", "just", "even", "only", "too", "very", "really", "there", "here", "it", "its", "'s", "'", '"', "``", "''", ",", ";", ":", "-", "--", "(", ")", "...", "will", "'ll", "wo", "shall", "would", "'d", "could", "should", "might", "may", "must", "can", "ca", "do", "does", "did", "is", "are", "am", "was", "were", "'re", "'m", "be", "been", "being", "has", "have", "had", "'ve", "up", "out", "off", "down", "away", "back", "one", "ones", "own", "such"]
) | frozenset(  # pronouns: a coreferent mention need not carry an alignment of its own
    ["i", "me", "my", "mine", "myself", "you", "your", "yours", "yourself", "he", "him", "his",
     "himself", "she", "her", "hers", "herself", "itself", "we", "us", "our", "ours", "ourselves",
     "they", "them", "their", "theirs", "themselves"]
)

_IRREGULAR_PLURAL = {
    "sheep": "sheep", "fish": "fish", "deer": "deer", "person": "people", "man": "men",
    "woman": "women", "child": "children", "foot": "feet", "tooth": "teeth", "mouse": "mice",
    "grown-up": "grown-ups", "series": "series", "species": "species",
}
_ADVERB_IRREGULAR = {"good": "well", "fast": "fast", "hard": "hard", "late": "late", "early": "early",
                     "straight": "straight", "long": "long", "high": "high", "low": "low",
                     "alone": "alone", "little": "little", "much": "much", "far": "far"}
_BE = {("past", False, 1): "was", ("past", False, 3): "was", ("past", False, 2): "were",
       ("present", False, 1): "am", ("present", False, 2): "are", ("present", False, 3): "is"}
_HAVE_PRESENT_3SG = "has"


@lru_cache(maxsize=16384)
def lemmas(word: str) -> frozenset[str]:
    """``word`` and every lemma lemminflect knows it as, of any part of speech ("managed":
    manage, managed)."""
    from lemminflect import getAllLemmas

    return frozenset({word}).union(*(set(found) for found in getAllLemmas(word).values()))


@lru_cache(maxsize=8192)
def lemma_pos(word: str) -> frozenset[str]:
    """Universal POS tags lemminflect knows ``word`` as a lemma of (``{"NOUN", "VERB"}``...)."""
    from lemminflect import getAllLemmas

    return frozenset(getAllLemmas(word.lower()).keys())


@lru_cache(maxsize=16384)
def inflect(lemma: str, tag: str) -> str:
    """``lemma`` in Penn tag ``tag`` (VBD, VBN, VBG, VBZ, NNS, JJR, JJS); multi-word lemmas
    inflect their first word ("give up" -> "gave up")."""
    words = lemma.split(" ")
    head = words[0]
    if head == "be":
        form = {"VBD": "was", "VBN": "been", "VBG": "being", "VBZ": "is"}.get(tag, "be")
    else:
        from lemminflect import getInflection

        found = getInflection(head, tag=tag)
        form = found[0] if found else _rule_inflect(head, tag)
    return " ".join([form, *words[1:]])


def past_participle(word: str) -> bool:
    """Whether ``word`` is the past participle of a verb other than itself ("flown",
    "released", "held"; not "friday", "airways").

    >>> [past_participle(w) for w in ("flown", "released", "held", "friday", "airways")]
    [True, True, True, False, False]
    """
    return word.isalpha() and any(
        lemma != word and "VERB" in lemma_pos(lemma) and inflect(lemma, "VBN") == word
        for lemma in lemmas(word))


def _rule_inflect(word: str, tag: str) -> str:
    if tag in ("VBZ", "NNS"):
        return plural(word)
    if tag in ("VBD", "VBN"):
        if word.endswith("e"):
            return word + "d"
        if re.search(r"[^aeiou]y$", word):
            return word[:-1] + "ied"
        return word + "ed"
    if tag == "VBG":
        return (word[:-1] if word.endswith("e") and not word.endswith("ee") else word) + "ing"
    if tag == "JJR":
        return word + "r" if word.endswith("e") else word + "er"
    if tag == "JJS":
        return word + "st" if word.endswith("e") else word + "est"
    return word


_UNIT_ABBREVIATIONS = frozenset(["mph", "kph", "km/h", "mpg", "ft", "km", "kg", "lb",
                                 "lbs", "oz", "mm", "cm", "ml", "gb", "mb", "kb", "mw", "kw",
                                 "hz", "ghz", "mhz", "bpd", "yds"])


@lru_cache(maxsize=8192)
def plural(noun: str) -> str:
    """The plural of a noun (last word of a compound).

    >>> plural("mile"), plural("mph"), plural("p.m."), plural("company")
    ('miles', 'mph', 'p.m.', 'companies')
    """
    if " " in noun:
        head, _, last = noun.rpartition(" ")
        return f"{head} {plural(last)}"
    low = noun.lower()
    if noun.endswith(".") or low in _UNIT_ABBREVIATIONS:
        return noun  # "10 p.m.", "8 mph": an abbreviation has no plural
    if low in _IRREGULAR_PLURAL:
        return _IRREGULAR_PLURAL[low]
    if low in _IRREGULAR_PLURAL.values():
        return noun  # already plural: "men", not "mens"
    if re.search(r"(s|x|z|ch|sh)$", low):
        return noun + "es"
    if re.search(r"[^aeiou]y$", low):
        return noun[:-1] + "ies"
    from lemminflect import getInflection

    found = getInflection(low, tag="NNS")
    return found[0] if found and noun.islower() else noun + "s"


def with_article(phrase: str, definite: bool = False) -> str:
    """``phrase`` with its article; an "also" the noun phrase carries (its head's :mod, "It's
    also a strategic win") stays before it, not "a also strategic win".

    >>> with_article("also strategic win"), with_article("apple", definite=True)
    ('also a strategic win', 'the apple')
    """
    first, _, rest = phrase.partition(" ")
    if first.lower() == "also" and rest:
        return f"{first} {with_article(rest, definite)}"
    if definite:
        return f"the {phrase}"
    first = first.lower()
    vowel = bool(re.match(r"[aeio]|u(?!ni|se|su|ro|ti)|hour|honest|8|11\b|18\b", first))
    return f"{'an' if vowel else 'a'} {phrase}"


def number_words(value: str) -> str:
    """Small whole numbers as words (as narrative prose writes them), large ones as news
    writes them, others unchanged.

    >>> number_words("3"), number_words("1600000000"), number_words("395000"), number_words("4.26")
    ('three', '1.6 billion', '395,000', '4.26')
    >>> number_words("4099999.9999999995")  # a float product of "4.1 million"
    '4.1 million'
    """
    try:
        number = float(value)
    except ValueError:
        return value
    if abs(number) >= 1000 and abs(number - round(number)) < 1e-6:
        number = float(round(number))
    if number.is_integer() and 0 <= number <= 20:
        return SMALL_CARDINALS[int(number)]
    if number.is_integer():
        return large_number(int(number))
    return value


def large_number(number: int) -> str:
    """"1.6 billion" for 1600000000 when it is that round, else digits grouped by commas.

    >>> large_number(1000), large_number(770962), large_number(950)
    ('1000', '770,962', '950')
    """
    for scale, word in ((10 ** 12, "trillion"), (10 ** 9, "billion"), (10 ** 6, "million")):
        if abs(number) >= scale and (number * 1000) % scale == 0:
            return f"{number / scale:g} {word}"
    return f"{number:,}" if abs(number) >= 10000 else str(number)


def ordinal_word(value: int | str) -> str:
    """ "second", "21st"; AMR counts from the end with negative values ("last").

    >>> ordinal_word(2), ordinal_word("-1"), ordinal_word(-2)
    ('second', 'last', 'second to last')
    """
    try:
        n = int(value)
    except ValueError:
        return str(value)
    if n == -1:
        return "last"
    if n < -1:
        return f"{ordinal_word(-n)} to last"
    if 0 <= n < len(ORDINAL_WORDS):
        return ORDINAL_WORDS[n]
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }".replace(" ", "")


@lru_cache(maxsize=4096)
def adverb(adjective: str) -> str:
    """The -ly adverb of an adjective; words that are adverbs already stay as they are."""
    if adjective in _ADVERB_IRREGULAR:
        return _ADVERB_IRREGULAR[adjective]
    tags = lemma_pos(adjective)
    if "ADJ" not in tags or adjective.endswith("ly"):
        return adjective
    if adjective.endswith("le") and len(adjective) > 3:
        return adjective[:-1] + "y"
    if adjective.endswith("ic"):
        return adjective + "ally"
    if re.search(r"[^aeiou]y$", adjective):
        return adjective[:-1] + "ily"
    return adjective + "ly"


def pronoun_form(concept: str, case: Literal["subj", "obj", "poss"]) -> str:
    subj, obj, poss, _, _ = PRONOUNS[concept]
    return {"subj": subj, "obj": obj, "poss": poss}[case]


def _be(tense: str, person: int, plural_subject: bool) -> str:
    if plural_subject:
        return "were" if tense == "past" else "are"
    return _BE.get((tense, False, person), "is")


def verb_group(lemma: str, *, tense: Tense = "past", person: int = 3, plural: bool = False,
               negated: bool = False, modal: str | None = None, passive: bool = False,
               perfect: bool = False, progressive: bool = False) -> list[str]:
    """The words of a finite verb group, with do-support for a plain negation.

    ``lemma`` may hold a particle after a hyphen or space ("give-up").  ``tense``
    "base" gives the bare form (imperatives, after "to").
    """
    lemma = lemma.replace("-", " ") if not lemma.startswith("-") else lemma
    chain: list[tuple[str, str]] = []  # (lemma, form tag) from the main verb outwards
    if passive:
        chain.append((lemma, "VBN"))
        lemma = "be"
    if progressive:
        chain.append((lemma, "VBG"))
        lemma = "be"
    if perfect:
        chain.append((lemma, "VBN"))
        lemma = "have"
    words: list[str] = []
    if modal or tense == "future":
        # (a modal of several words takes "not" after its first: "will not be able to")
        first, *rest = (modal or "will").split(" ")
        if first == "be":
            # the modal of arrangement agrees with its subject: "Eddington is to meet the
            # unions", "The unions are to be met by Eddington" (parse_be_to)
            first = _be("past" if tense == "past" else "present", person, plural)
        words = [first, *(["not"] if negated else []), *rest, lemma]
    elif tense == "base":
        words = (["not"] if negated else []) + [lemma]
    else:
        finite = _finite(lemma, tense, person, plural)
        if (negated and lemma not in ("be", "have")) or (negated and lemma == "have" and not chain):
            words = [_finite("do", tense, person, plural), "not", lemma]
        else:
            words = [finite] + (["not"] if negated else [])
    for verb, tag in reversed(chain):
        words.append(inflect(verb, tag))
    return " ".join(words).split(" ")


def _finite(lemma: str, tense: str, person: int, plural_subject: bool) -> str:
    if lemma == "be":
        return _be(tense, person, plural_subject)
    if tense == "past":
        return inflect(lemma, "VBD")
    if person == 3 and not plural_subject:
        return _HAVE_PRESENT_3SG if lemma == "have" else inflect(lemma, "VBZ")
    return lemma
