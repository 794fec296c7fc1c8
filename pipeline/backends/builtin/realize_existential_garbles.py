"""Existentials (and other rebuilt texts) whose words the realizer put together from a parse
that tore the source apart, so that the text is not English or says another thing.

* The source's fronted phrase run into the existential's noun: "There was a later in the day
  standoff that developed ..." (3441, for "Later in the day, a standoff developed ...")
  (:func:`fronted_phrase_in_existential_noun`).
* Word pairs no English sentence says, absent from the source: "a nail of among the evidence"
  (6486), "more people who are than ever turning" (1245) (:func:`garbled_word_pair`).
* A count the source said as an apposition (an age) said as an ordinal: "a female attendant
  of the 25th" (3377, for "A female attendant, 25,") (:func:`count_made_ordinal`).
* An apposition said between the existential's noun and its relative that the source said
  elsewhere: "There were some 175 million shares, a 7 percent increase ..., that were traded"
  (6562: the increase is the volume's, said at the source's end)
  (:func:`existential_moved_apposition`).  "There was a seventh victim, a woman, who died"
  (4040, said so in the source) is left.
* A second noun phrase run into the existential's noun: "There was a court hearing the
  company at which ... said ..." (801, for "said at a court hearing the company will
  submit ...") (:func:`existential_noun_with_second_article`).
* A relative said after a noun phrase that holds a clause of its own, or stacked on one
  that ends with a comma: 'There was a "peculiar slipknot" on the ligature he used to
  strangle some of the victims that the killer used' (1967: the using now the ligature's),
  "There was an FBI employee who was tailing him, who a vehicle being driven struck"
  (2082) (:func:`existential_stacked_relative`).
* A relative's verb run into the main clause's "is" with its object lost: "There is an
  infection vector writing safe programs that demonstrate is adequate ..." and "..., writing
  safe programs that demonstrate is adequate of an infection vector." (6038, for "Writing safe
  programs that demonstrate an infection vector is adequate ...")
  (:func:`relative_verb_before_be`).  "What the WHO says is that ..." (88) is left.
* A list of names the source said right after its noun, said at the text's end after other
  words: "... has already excluded larger rivals from the bid race last month Tesco, Asda and
  J Sainsbury." (189, for "excluded larger rivals Tesco, Asda and J Sainsbury from the bid
  race"), in its existential, passive, fronted and cleft texts
  (:func:`names_torn_from_noun`).  A list after "by" ("were posted by Wal-Mart, Kohl's Corp.,
  ... and Big Lots Inc.") is left.
* A capitalized noun the source said after a possessive, said bare after a preposition once
  the possessor is moved behind it: "There was a spokesman for Office in Atlanta of the U.S.
  Attorney who ..." (1631, for "A spokesman for the U.S. Attorney's Office in Atlanta")
  (:func:`possessed_name_made_bare`).
* An object pronoun glued to the existential's noun: "There was an abused kid me that
  O'Donnell wrote ..." (4421) (:func:`existential_noun_with_pronoun`).
Each is refused (rows at the end of realize_meaning_faults' table, rebuilt texts only)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_tokens
from pipeline.backends.builtin.realize_words import FINITE_BE

__all__ = [
    "count_made_ordinal",
    "existential_moved_apposition",
    "existential_noun_with_pronoun",
    "existential_noun_with_second_article",
    "existential_stacked_relative",
    "fronted_phrase_in_existential_noun",
    "garbled_word_pair", "names_torn_from_noun",
           "possessed_name_made_bare",
    "relative_verb_before_be",
]

_EXISTENTIAL_NOUN = re.compile(r"(?i)^there (?:is|are|was|were) (?:an?|the|some) (?P<rest>.+)")
# Prepositions no "of" is said before; not those a cleft's stranded "of" may meet ("that
# they have been accused of despite the peace agreement", 1211).
_NOT_AFTER_OF = frozenset(["among"])
_ORDINAL = re.compile(r"\bthe (?P<count>\d+)(?:st|nd|rd|th)\b")
_APPOSITION = re.compile(
    r"(?i)^(?:[^,]*, )?there (?:is|are|was|were) (?P<noun>[^,]+), "
    r"(?P<apposition>(?:an?|the|some) [^,]+), (?:that|who|which) ")
_NOUN_WITH_PRONOUN = re.compile(
    r"(?i)^(?:[^,]*, )?there (?:is|are|was|were) (?:an?|the|some) [^,]*? "
    r"(?P<pronoun>me|him|us|them) (?:that|who|which)\b")

_SECOND_ARTICLE = re.compile(
    r"(?i)^(?:[^,]*, )?there (?:is|are|was|were) (?:also |still )?(?:an?|the|some) "
    r"(?P<noun>(?:[\w'-]+ ){0,4}?)(?P<article>the|an?) [\w'-]+(?: [\w'-]+)? "
    r"(?:(?:at|in|on|with|for|from|to|of) )?(?:that|who|which|whom)\b")
# Words after which an article opens a phrase of the noun's own ("a spokesman for the office").
_OPENS_A_PHRASE = frozenset(["of", "for", "in", "on", "at", "to", "with", "from", "by", "about",
                             "into", "against", "over", "under", "between", "among", "as",
                             "like", "than", "and", "or"])

_INNER_CLAUSE_RELATIVE = re.compile(
    r"(?i)^(?:[^,]*, )?there (?:is|are|was|were) (?:also |still )?(?:an?|the|some|no) [^,]*?"
    r"\b(?P<pronoun>he|she|they|we|i|it) [a-z]+ [^,]*? (?:that|who|which)\b")
_STACKED_RELATIVE = re.compile(
    r"(?i)^(?:[^,]*, )?there (?:is|are|was|were) [^,]*? (?:who|that|which) [^,]*, "
    r"(?P<relative>(?:who|which) (?:an?|the)) ")

# (case-sensitive: "What the WHO says is" names the World Health Organization)
_VERB_BEFORE_BE = re.compile(r"\b(?:that|who|which) (?P<verb>[a-z]+) (?:is|are|was|were) "
                             r"(?![a-z]+ing\b)")

_NAME = r"[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*)*"
_NAME_LIST = re.compile(rf"\b(?P<noun>[a-z]{{3,}}) (?P<names>{_NAME}(?:, {_NAME})+,? and {_NAME})")
# Words a list of names may follow in a text of its own ("posted by", "works with", "is").
_OPENS_NAMES = frozenset(["by", "with", "to", "of", "for", "and", "or", "include", "including",
                          "is", "are", "was", "were", "as"])

_BARE_AFTER_PREPOSITION = re.compile(
    r"\b(?:for|of|at|in|from|to|by|with) (?P<noun>[A-Z][a-z]+) (?:in|of|at|on|for) ")


def _words(text: str) -> list[str]:
    return re.findall(r"[\w'-]+", text.lower())


def _marked(text: str) -> str:
    return " ".join(re.findall(r"\w+|,", text.lower()))


def fronted_phrase_in_existential_noun(text: str, tokens: Sequence[str]) -> str | None:
    """The source's fronted phrase ``text``'s existential says inside its noun, None otherwise.

    >>> fronted_phrase_in_existential_noun(
    ...     "There was a later in the day standoff that developed.",
    ...     "Later in the day , a standoff developed .".split())
    'later in the day'
    >>> fronted_phrase_in_existential_noun("There was a standoff that developed later in the day.",
    ...     "Later in the day , a standoff developed .".split())
    """
    found = _EXISTENTIAL_NOUN.match(text)
    if found is None or "," not in tokens:
        return None
    fronted = " ".join(tokens[:list(tokens).index(",")]).lower()
    if len(fronted.split()) < 2 or not found.group("rest").lower().startswith(fronted + " "):
        return None
    return fronted


def garbled_word_pair(text: str, tokens: Sequence[str]) -> str | None:
    """A pair of words ``text`` says that English never does and the source does not
    (see the module docstring), None otherwise.

    >>> garbled_word_pair("There was a nail of among the evidence.", "Among the evidence".split())
    'of among'
    >>> garbled_word_pair("There are more people who are than ever turning.", [])
    'are than'
    >>> garbled_word_pair("Prices are higher than ever.", [])
    """
    source_pairs = set(pairwise(lowered_tokens(tokens)))
    for first, second in pairwise(_words(text)):
        if ((first == "of" and second in _NOT_AFTER_OF) or (first in FINITE_BE and second == "than")) \
                and (first, second) not in source_pairs:
            return f"{first} {second}"
    return None


def count_made_ordinal(text: str, tokens: Sequence[str]) -> str | None:
    """The ordinal ``text`` makes of a count the source said bare, None otherwise.

    >>> count_made_ordinal("There was a female attendant of the 25th that was slashed.",
    ...                    "A female attendant , 25 , was slashed".split())
    'the 25th'
    >>> count_made_ordinal("It opened on the 25th.", "It opened on the 25th".split())
    """
    for found in _ORDINAL.finditer(text):
        count = found.group("count")
        if count in tokens and not any(re.fullmatch(count + r"(?:st|nd|rd|th)", token)
                                       for token in tokens):
            return found.group(0)
    return None


def existential_moved_apposition(text: str, tokens: Sequence[str]) -> str | None:
    """The apposition ``text``'s existential says after its noun that the source said
    elsewhere (see the module docstring), None otherwise.

    >>> existential_moved_apposition(
    ...     "There were some 175 million shares, a 7 percent increase, that were traded.",
    ...     "Some 175 million shares traded on the Big Board , a 7 percent increase .".split())
    'a 7 percent increase'
    >>> existential_moved_apposition("There was a seventh victim, a woman, who died.",
    ...                              "A seventh victim , a woman , died .".split())
    >>> existential_moved_apposition("There was a seventh person, a 21-year-old woman, who was.",
    ...                              "A seventh person , a 21 - year - old woman , was".split())
    """
    found = _APPOSITION.match(text)
    if found is None:
        return None
    apposition = found.group("apposition")
    # (words and commas only: the tokenizer may split "21-year-old" where the text does not)
    said = f"{_marked(found.group('noun')).split()[-1]} , {_marked(apposition)}"
    return None if said in _marked(joined_tokens(tokens)) else apposition


def existential_noun_with_pronoun(text: str, tokens: Sequence[str]) -> str | None:
    """The object pronoun ``text``'s existential says right after its noun, None otherwise.

    >>> existential_noun_with_pronoun("There was an abused kid me that O'Donnell wrote.", [])
    'me'
    >>> existential_noun_with_pronoun("There was a man who saw me.", [])
    """
    found = _NOUN_WITH_PRONOUN.match(text)
    return None if found is None else found.group("pronoun")


def existential_noun_with_second_article(text: str, tokens: Sequence[str]) -> str | None:
    """The words of ``text``'s existential noun before a second article that no preposition
    opens (see the module docstring), None otherwise.

    >>> existential_noun_with_second_article(
    ...     "There was a court hearing the company at which he said it will submit a plan.", [])
    'court hearing'
    >>> existential_noun_with_second_article("There was a spokesman for the office who left.", [])
    >>> existential_noun_with_second_article("There was a total of the votes that counted.", [])
    """
    found = _SECOND_ARTICLE.match(text)
    if found is None:
        return None
    noun = found.group("noun").split()
    if not noun or noun[-1].lower() in _OPENS_A_PHRASE or noun[-1].endswith("'s"):
        return None
    return " ".join(noun)


def existential_stacked_relative(text: str, tokens: Sequence[str]) -> str | None:
    """What opens the relative ``text``'s existential says after an inner clause of its noun
    or stacks on its first relative (see the module docstring), None otherwise.

    >>> existential_stacked_relative(
    ...     "There was a slipknot on the ligature he used to strangle them that the killer used.",
    ...     [])
    'he'
    >>> existential_stacked_relative(
    ...     "There was an FBI employee who was tailing him, who a vehicle struck, he said.", [])
    'who a'
    >>> existential_stacked_relative("There was a slipknot that the killer used, he said.", [])
    >>> existential_stacked_relative(
    ...     "There was a scandal that decimated WorldCom, which is adopting a name.", [])
    """
    found = _INNER_CLAUSE_RELATIVE.match(text)
    if found is not None:
        return found.group("pronoun")
    found = _STACKED_RELATIVE.match(text)
    return None if found is None else found.group("relative")


def relative_verb_before_be(text: str, tokens: Sequence[str]) -> str | None:
    """The verb only (no noun or adverb reading) that opens a relative in ``text`` and is
    followed by a finite "be" (see the module docstring), None otherwise.

    >>> relative_verb_before_be("There is a vector writing programs that demonstrate is adequate.",
    ...                         [])
    'demonstrate'
    >>> relative_verb_before_be("What the WHO says is that it is not a concern.", [])
    >>> relative_verb_before_be("The one that also is here left.", [])
    """
    for found in _VERB_BEFORE_BE.finditer(text):
        readings = lemma_pos(found.group("verb"))
        if "VERB" in readings and not {"ADV", "NOUN", "ADJ"} & set(readings):
            return found.group("verb")
    return None


def names_torn_from_noun(text: str, tokens: Sequence[str]) -> str | None:
    """The noun whose list of names, said right after it in the source, ``text`` says at its
    end after other words (see the module docstring), None otherwise.

    >>> names_torn_from_noun(
    ...     "It has excluded larger rivals from the bid race last month Tesco, Asda and J Sainsbury.",
    ...     "It excluded larger rivals Tesco , Asda and J Sainsbury from the bid race".split())
    'rivals'
    >>> names_torn_from_noun("Sales were posted by Wal-Mart, Kohl's Corp. and Big Lots Inc.",
    ...                      "Wal-Mart , Kohl's Corp. and Big Lots Inc. posted sales".split())
    """
    source = re.sub(r" ([,.])", r"\1", joined_tokens(tokens))
    for found in _NAME_LIST.finditer(source):
        names, noun = found.group("names"), found.group("noun")
        if not text.rstrip(".").endswith(names):
            continue
        before = _words(text[:len(text.rstrip(".")) - len(names)])
        if before and before[-1] != noun and before[-1] not in _OPENS_NAMES and noun in before:
            return noun
    return None


def possessed_name_made_bare(text: str, tokens: Sequence[str]) -> str | None:
    """The capitalized noun the source said after a possessive that ``text`` says bare after a
    preposition (see the module docstring), None otherwise.

    >>> possessed_name_made_bare("There was a spokesman for Office in Atlanta of the Attorney.",
    ...                          "A spokesman for the Attorney 's Office in Atlanta".split())
    'Office'
    >>> possessed_name_made_bare("A spokesman for the Attorney's Office in Atlanta left.",
    ...                          "A spokesman for the Attorney 's Office in Atlanta".split())
    """
    source = joined_tokens(tokens)
    for found in _BARE_AFTER_PREPOSITION.finditer(text):
        noun = found.group("noun")
        if re.search(rf"'s? {noun}\b", source) and found.group(0).strip() not in source:
            return noun
    return None
