"""English number words and their values: the one table the parser and the realizer share.

The parser reads "three" as 3 and "fifth" as 5, the realizer says 3 as "three" and 12 as
"twelfth", and checks ask whether a source word is a number at all.  Each of those once kept
its own list, and they drifted apart ("dozen" was a number to the parser only).

>>> CARDINALS["twelve"], CARDINALS["dozen"], ORDINALS["fifth"]
(12, 12, 5)
>>> SMALL_CARDINALS[7], ORDINAL_WORDS[12]
('seven', 'twelfth')
"""

from __future__ import annotations

__all__ = ["CARDINALS", "ORDINALS", "ORDINAL_WORDS", "SCALES", "SMALL_CARDINALS"]

# Said as words by the realizer (0-20); indexed by value.
SMALL_CARDINALS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                   "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                   "sixteen", "seventeen", "eighteen", "nineteen", "twenty")
_TENS = ("thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")

# Words that multiply the number before them ("5 billion", "two dozen"): the parser, the
# realizer and the number scores all read them from here.
SCALES: dict[str, int] = {"dozen": 12, "hundred": 100, "thousand": 1000, "million": 1_000_000,
                          "billion": 1_000_000_000, "trillion": 1_000_000_000_000}

CARDINALS: dict[str, int] = {
    **{word: value for value, word in enumerate(SMALL_CARDINALS)},
    **{word: 30 + 10 * n for n, word in enumerate(_TENS)},
    **SCALES,
}

# Indexed by value, like SMALL_CARDINALS.
ORDINAL_WORDS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh",
                 "eighth", "ninth", "tenth", "eleventh", "twelfth")
ORDINALS: dict[str, int] = {word: value for value, word in enumerate(ORDINAL_WORDS) if value}
