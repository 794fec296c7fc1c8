"""The source's capitalised first word said in lower case wherever a move puts it inside
the sentence, when it is a common noun and no name.

A verbatim move copies the source's words with their case, and the parse may read an
opening common noun as (part of) a name ("Retailers J.C. Penney Co. Inc." as one name), so
kept texts said "It is Retailers J.C. Penney Co. Inc. and Walgreen Co. that kick off
things", "In January, Contractors Brian Rose, 36, and Joseph Quattrone, 35, ... are to be
sentenced", "It was Gainers that included Dow components ...", "There were decliners that
Advancers outnumbered ...".  The finished sentence (realize_sentence_finish) lowers such a
word wherever it is not the text's first.  Only words the lexicon shows to be common:

- a plural noun of people before a verb or a function word (realize_opening_plurals:
  "Magistrates searched", not "Pines said" nor "Democrats hold");
- a market report's plural of movers ("Gainers included", "Advancers outnumbered"), which
  the lexicon does not list;
- a plural of a round number that counts what follows it ("Tens of thousands of
  demonstrators", "Hundreds of reporters"): 'It was Tens of thousands of demonstrators that
  gathered ...' kept the capital;
- a noun that describes the named person or firm after it, no title (realize_person_names'
  plain_person_noun: "Retailers J.C. Penney", "Contractors Brian Rose"; not "Mayor Michael
  Bloomberg", "Spokesman James Howe" nor "Schools Chancellor Joel Klein", whose noun after
  is itself one of a person).

A singular noun compounded with a common noun ("Media moguls", "License sales") stays as
it is: the lexicon cannot tell it from a firm's name ("Oracle shares", "Treasury prices").

The other way round, a word the source capitalised inside the sentence, before another
capitalised word, is part of a name wherever it goes; a text that says it in lower case
there is refused (:func:`lowered_name_word`): "It was Global Crossing, Akamai Technologies,
ask Jeeves, Copper Mountain Networks ... that they included" (the parse read "Ask" as the
verb).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, lemma_pos, lemmas
from pipeline.backends.builtin.realize_opening_plurals import common_plural_opener
from pipeline.backends.builtin.realize_person_names import plain_person_noun
from pipeline.backends.builtin.realize_words import FIRM_SUFFIXES

__all__ = ["common_opener", "lowered_name_word", "lowered_opener"]

# The stocks that rose or fell in a market report, plurals the lexicon does not list.
_MARKET_MOVERS = frozenset(["gainers", "advancers", "decliners", "losers"])
# Round numbers' plurals that count the noun after their "of" ("Tens of thousands of ...").
_COUNT_PLURALS = frozenset(["tens", "dozens", "scores", "hundreds", "thousands", "millions",
                            "billions"])


def _opening_index(tokens: Sequence[str]) -> int | None:
    """The index of the source's first word (after an opening quotation mark)."""
    return next((i for i, token in enumerate(tokens) if re.search(r"\w", token)), None)


def _describes_name(word: str, after: str) -> bool:
    """Whether ``word`` is a noun describing the name ``after`` opens (module docstring):
    a word the lexicon does not know ("Brian", "J.C."), not a title's ("Chancellor") nor a
    firm's ("Losers Inc.", "Builders Square", "Pioneer Natural Resources")."""
    if not after[:1].isupper() or after.lower() in FUNCTION_WORDS or after.lower() in FIRM_SUFFIXES:
        return False
    low = word.lower()
    return any(plain_person_noun(lemma) and "NOUN" in lemma_pos(lemma) for lemma in lemmas(low)) \
        and not any(lemma_pos(lemma) for lemma in lemmas(after.lower().rstrip(".")))


def common_opener(tokens: Sequence[str], proper: Collection[int] = ()) -> int | None:
    """The index of the source's opening word when it is a capitalised common noun to say
    in lower case elsewhere (module docstring), else None.  A plural before a verb or a
    function word that spaCy took for a name (``proper``, parse_proper_openers) keeps its
    capital: "Sanders and colleagues at RAFT", "Friends of Animals, which touts ...".

    >>> common_opener("Retailers J.C. Penney Co. Inc. and Walgreen Co. kick things off".split())
    0
    >>> common_opener("Contractors Brian Rose , 36 , and Joseph Quattrone".split())
    0
    >>> common_opener("Gainers included Dow components AT&T".split())
    0
    >>> common_opener("Tens of thousands of demonstrators gathered".split())
    0
    >>> common_opener('" Magistrates searched Tanzi \\'s home'.split())
    1
    >>> common_opener("Sanders and colleagues at RAFT exposed".split(), {0})
    >>> [common_opener(s.split()) for s in ("Mayor Michael R. Bloomberg said",
    ...     "Spokesman James Howe said", "Schools Chancellor Joel Klein said",
    ...     "Pines said he would", "Oracle shares fell", "Media moguls jostled",
    ...     "Democrats hold a 17-15 edge", "Losers Inc. said", "Builders Square said",
    ...     "Pioneer Natural Resources said")]
    [None, None, None, None, None, None, None, None, None, None]
    """
    at = _opening_index(tokens)
    if at is None:
        return None
    word = tokens[at]
    after = tokens[at + 1] if at + 1 < len(tokens) else ""
    if not word.isalpha() or len(word) < 2 or not word[:1].isupper() or not word[1:].islower():
        return None
    if (common_plural_opener(tokens, at) and at not in proper) or _describes_name(word, after):
        return at
    if word.lower() in _MARKET_MOVERS and after.isalpha() and after.islower():
        return at
    if word.lower() in _COUNT_PLURALS and after == "of":
        return at
    return None


def lowered_opener(text: str, tokens: Sequence[str], proper: Collection[int] = ()) -> str:
    """``text`` with the source's common opening noun (:func:`common_opener`) in lower case
    wherever it does not open ``text`` or a sentence of it.

    >>> tokens = "Retailers J.C. Penney Co. Inc. and Walgreen Co. kick things off".split()
    >>> lowered_opener("On Monday, Retailers J.C. Penney Co. Inc. and Walgreen Co. kick off "
    ...                "things.", tokens)
    'On Monday, retailers J.C. Penney Co. Inc. and Walgreen Co. kick off things.'
    >>> lowered_opener("Retailers J.C. Penney Co. Inc. and Walgreen Co. kick off things", tokens)
    'Retailers J.C. Penney Co. Inc. and Walgreen Co. kick off things'
    >>> lowered_opener('"Retailers J.C. Penney Co. Inc. kick off things"', tokens)
    '"Retailers J.C. Penney Co. Inc. kick off things"'
    >>> lowered_opener('What he said was, "Events on our system ..."',
    ...                '" Events on our system ... , " Burg said .'.split())
    'What he said was, "Events on our system ..."'
    """
    at = common_opener(tokens, proper)
    if at is None:
        return text
    word = tokens[at]

    def lowered(match: re.Match[str]) -> str:
        before = text[:match.start()].rstrip()
        if not re.search(r"\w", before) or before.endswith((".", "?", "!", ":", '"', "“", "'", "‘")):
            # the text's first word, a sentence's of it, or a quotation's: 'What Burg said
            # was, "Events on our system ..."'
            return match.group(0)
        return match.group(0).lower()

    return re.sub(rf"\b{re.escape(word)}\b", lowered, text)


def lowered_name_word(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` says in lower case a word the source (``tokens``) capitalised inside the
    sentence before another capitalised word (module docstring), or None.

    >>> tokens = "They included Akamai Technologies , Ask Jeeves , Etoys and VA Linux .".split()
    >>> lowered_name_word("It was Akamai Technologies, ask Jeeves, Etoys and VA Linux that "
    ...                   "they included.", tokens)
    "the name's 'Ask Jeeves' said in lower case"
    >>> lowered_name_word("They included Akamai Technologies, Ask Jeeves and VA Linux.",
    ...                   tokens) is None
    True
    """
    for k in range(1, len(tokens) - 1):
        word, after, before = tokens[k], tokens[k + 1], tokens[k - 1]
        if not (word[:1].isupper() and word[1:].islower() and word.isalpha()
                and word.lower() not in FUNCTION_WORDS  # "the New York Times"
                and after[:1].isupper()
                and not before.endswith((".", ":", "?", "!", '"', "``", "\u201c"))):
            continue
        said = re.search(rf"(?<!^)\b{re.escape(word.lower())} {re.escape(after)}\b", text)
        if said is not None and not text[:said.start()].rstrip().endswith((".", ":", '"')):
            return f"the name's {word + ' ' + after!r} said in lower case"
    return None
