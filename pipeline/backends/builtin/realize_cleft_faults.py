"""Rebuilt texts, clefts mostly, that take a phrase of the source out of the place that gave
it its meaning (rows at the end of realize_source_faults' table, rebuilt texts only).

- ``inverted_location_subject``: the source's inverted copula "At the center of the petition
  is a ... plate" said without its preposition, so that its words read as a noun phrase
  with a verb inside it: "It is the center of the petition is a 6000 series aluminum alloy
  rolled plate that is used for ..." (MRPC train 3358).
- ``predicate_before_noun``: the source's predicate adjective with its complement ("is
  invisible to the computer's owner") said before its noun: "the invisible to the
  computer's owner program that downloads ..." (2858).
- ``superlative_made_predicate``: a superlative the source said before its noun ("The
  previous biggest R rated opening was ...") said as the predicate of a clause: "It was the
  previous R rated opening of $58 million of Hannibal that was the biggest." (3809).
- ``doubled_cleft_preposition``: a cleft's focus that keeps the source's preposition before
  its list's second member while its clause strands the same preposition at its end: "It was
  the Ghanaian authorities and to Interpol that an international warrant for his arrest was
  issued to." (3346), "... and with criminal possession of a weapon that the Rev. John
  Johnston, 64, was charged with" (1278).
- ``cleft_without_article``: the cleft's focus said without the article the source said
  before it: "It was senior air force official and a member of Parliament who also died in
  the crash" for "A senior air force official and a member of Parliament also died" (6842).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_tree import detokenize
from pipeline.backends.builtin.realize_words import (
    FINITE_BE,
    NOUN_PHRASE_OPENERS,
    PREPOSITIONS,
    RELATIVE_PRONOUNS,
    SUBORDINATORS,
)

__all__ = [
    "cleft_without_article",
    "doubled_cleft_preposition",
    "inverted_location_subject",
    "predicate_before_noun",
    "superlative_made_predicate",
]

# The prepositions that open an inverted copula ("At the center of X is Y", "Among them
# were ..."); "In" and "On" open many a time phrase too, which the first comma ends.
_LOCATIVE_OPENERS = frozenset(["at", "in", "on", "among", "behind", "beside", "under",
                               "above", "near", "inside", "atop", "beneath", "alongside"])
# The marks that end a predicate adjective's phrase.
_PHRASE_ENDS = frozenset([",", ".", ";", ":", "--", "?", "!"])
# Words that may follow an adjective's phrase in a sound text: a relative or a clause's
# connective after a noun phrase, the verb of the phrase's own noun
_AFTER_PHRASE = RELATIVE_PRONOUNS | SUBORDINATORS | FINITE_BE | frozenset(
    ["and", "or", "but", "than", "has", "have", "had", "will", "would", "could", "can",
     "may", "might", "should", "must"])
# Words in -est that are no superlatives
_EST_NOUNS = frozenset(["interest", "rest", "west", "test", "contest", "protest", "request",
                        "guest", "chest", "forest", "nest", "quest", "arrest", "harvest",
                        "suggest", "honest", "modest", "midwest", "southwest", "northwest",
                        "manifest", "conquest", "inquest", "digest", "invest", "priest",
                        "attest", "detest", "unrest", "pest", "vest", "crest"])
_SUPERLATIVE_PREDICATE = re.compile(r"\b(?:is|was|are|were) the (best|worst|\w+est)(?=[.,;]|$)")
# A cleft's focus and the preposition its clause strands at the end
_CLEFT_PARTS = re.compile(r"\b[Ii]t (?:is|was) (.*?) (?:that|who) (.*)")
_BEFORE_MARK = re.compile(r"\b([a-z]+)[.,;]")
# A cleft's opening and the first two words of its focus
_CLEFT_FOCUS = re.compile(r"(?:^|, )[Ii]t (?:is|was) ([a-z][\w-]*) ([\w-]+)")


def inverted_location_subject(text: str, tokens: Sequence[str]) -> str | None:
    """The source's inverted phrase (its words from after the opening preposition through
    the word after 'be') said in ``text`` without the preposition before it, or None.

    >>> source = ("At the center of the petition is a 6000 series aluminum alloy rolled plate"
    ...           " that is used for general-purpose engineering .").split()
    >>> inverted_location_subject("It is the center of the petition is a 6000 series aluminum"
    ...     " alloy rolled plate that is used for general-purpose engineering.", source)
    'the center of the petition is a'
    >>> inverted_location_subject("It is general-purpose engineering that the center of the"
    ...     " petition is a 6000 series aluminum alloy rolled plate is used for.", source)
    'the center of the petition is a'
    >>> inverted_location_subject("A 6000 series aluminum alloy rolled plate that is used for"
    ...     " general-purpose engineering is at the center of the petition.", source)
    """
    if len(tokens) < 5 or tokens[0].lower() not in _LOCATIVE_OPENERS:
        return None
    verb = next((k for k, word in enumerate(tokens) if word in FINITE_BE or word in _PHRASE_ENDS),
                None)
    if verb is None or verb < 3 or tokens[verb] not in FINITE_BE or verb + 1 >= len(tokens):
        return None
    inner = detokenize(list(tokens[1:verb + 2]))
    whole = detokenize(list(tokens[:verb + 2]))
    if re.search(rf"(?i)\b{re.escape(inner)}\b", text) is not None \
            and re.search(rf"(?i)\b{re.escape(whole)}\b", text) is None:
        return inner
    return None


def predicate_before_noun(text: str, tokens: Sequence[str]) -> str | None:
    """The source's predicate adjective phrase ("invisible to the computer's owner", an
    adjective and its preposition's phrase after a finite 'be', up to a mark) said in
    ``text`` between a determiner and a noun, or None.

    >>> source = ("The program , which downloads the material , is invisible to the"
    ...           " computer 's owner .").split()
    >>> predicate_before_noun("It is the invisible to the computer's owner program that"
    ...     " downloads the material.", source)
    "invisible to the computer's owner"
    >>> predicate_before_noun("The program that downloads the material is invisible to the"
    ...     " computer's owner.", source)
    """
    for verb, word in enumerate(tokens[:-3]):
        adjective, preposition = tokens[verb + 1], tokens[verb + 2].lower()
        if word not in FINITE_BE or preposition not in PREPOSITIONS \
                or not adjective.isalpha() or not adjective.islower() \
                or adjective in NOUN_PHRASE_OPENERS or adjective.endswith(("est", "ed", "ing")) \
                or adjective in ("not", "also", "still", "now", "most", "more"):
            continue
        end = next((k for k in range(verb + 3, len(tokens)) if tokens[k] in _PHRASE_ENDS),
                   len(tokens))
        if end - verb < 4:
            continue
        phrase = detokenize(list(tokens[verb + 1:end]))
        openers = "|".join(sorted(NOUN_PHRASE_OPENERS))
        found = re.search(rf"\b(?:{openers}) {re.escape(phrase)} ([a-z][\w-]*)", text,
                          re.IGNORECASE)
        if found is not None and found.group(1).lower() not in _AFTER_PHRASE:
            return phrase
    return None


def superlative_made_predicate(text: str, tokens: Sequence[str]) -> str | None:
    """A superlative ``text`` says as a predicate ("was the biggest.") that the source said
    only before a noun ("The previous biggest R rated opening"), or None.

    >>> source = 'The previous biggest R rated opening was " Hannibal \\'s " $ 58 million .'
    >>> superlative_made_predicate("It was the previous R rated opening of $58 million of"
    ...     " Hannibal that was the biggest.", source.split())
    'biggest'
    >>> superlative_made_predicate("It was Rome that was the biggest.",
    ...     "Rome was the biggest .".split())
    """
    for found in _SUPERLATIVE_PREDICATE.finditer(text):
        word = found.group(1).lower()
        if word in _EST_NOUNS:
            continue
        places = [k for k, token in enumerate(tokens) if token.lower() == word]
        if places and all(
                k + 1 < len(tokens) and tokens[k + 1][:1].isalnum()
                and tokens[k - 1].lower() not in FINITE_BE
                and not (tokens[k - 1].lower() == "the" and tokens[k - 2].lower() in FINITE_BE)
                for k in places):
            return word
    return None


def cleft_without_article(text: str, tokens: Sequence[str]) -> str | None:
    """The first words of the cleft's focus in ``text`` ("senior air force") where the
    source (``tokens``) said them only after an article ("A senior air force official"), or
    None.

    >>> cleft_without_article("It was senior air force official and a member of Parliament"
    ...     " who also died in the crash, it said.",
    ...     "A senior air force official and a member of Parliament also died .".split())
    'senior air'
    >>> cleft_without_article("It was shares of Oracle that rose.",
    ...     "Shares of Oracle rose .".split())
    """
    found = _CLEFT_FOCUS.search(text)
    if found is None or found.group(1) in NOUN_PHRASE_OPENERS:
        return None
    first, second = found.group(1), found.group(2)
    lowered = lowered_tokens(tokens)
    places = [k for k in range(1, len(tokens) - 1)
              if lowered[k] == first and tokens[k + 1] == second]
    if places and all(lowered[k - 1] in ("a", "an", "the") for k in places):
        return f"{first} {second}"
    return None


def doubled_cleft_preposition(text: str, tokens: Sequence[str]) -> str | None:
    """The preposition a cleft in ``text`` says both inside its focus, before a list's later
    member ("... and to Interpol"), and stranded at its clause's end ("... was issued to."),
    or None.  A focus that opens with the preposition strands none.

    >>> doubled_cleft_preposition("It was the Ghanaian authorities and to Interpol that a"
    ...     " warrant was issued to.", [])
    'to'
    >>> doubled_cleft_preposition("It was harassment and with possession of a weapon that"
    ...     " the Rev. John Johnston, 64, was charged with, according to a statement.", [])
    'with'
    >>> doubled_cleft_preposition("It is their stores or on their Web sites that chains"
    ...     " display calorie information in, she noted.", [])
    'in'
    >>> doubled_cleft_preposition("It was the Ghanaian authorities and Interpol that a"
    ...     " warrant was issued to.", [])
    """
    found = _CLEFT_PARTS.search(text)
    if found is None:
        return None
    focus, clause = found.group(1), found.group(2)
    for word in _BEFORE_MARK.finditer(clause):
        stranded = word.group(1)
        # (the later member's preposition may be another: "their stores or on their Web
        # sites that ... display calorie information in", 1197; its first member lost "in")
        if stranded in PREPOSITIONS and focus.split(" ", 1)[0].lower() not in PREPOSITIONS \
                and any(later.group(1) in PREPOSITIONS
                        for later in re.finditer(r"\b(?:and|or) (\w+)", focus)):
            return stranded
    return None
