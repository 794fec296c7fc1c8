"""A rebuilt text that says a name the source set off after a common noun (its apposition)
after another word.

"Istomin later married Casals' widow, Marta, after Casals' death in 1973": the name says
who the widow is.  A passive or a cleft moves the noun and leaves the name behind, after a
word it does not name: "Casals' widow was later married by Istomin, Marta, after ...",
"It was Casals' widow that Istomin later married, Marta, after ...", "Her boyfriend was
also thanked by her, Sgt. Ruben Contreras, who was sitting next to the stage."  Such a text
is refused.  A name that is a report's speaker ("In November, Jeffrey Brabakow, the chief
executive at the time, said") moves with its verb and stays.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_said_reports import REPORT_FORMS

__all__ = ["torn_name_apposition"]

_LONGEST_NAME = 4  # words: "Sgt. Ruben Contreras", "Marta"


def _source_appositions(tokens: Sequence[str]) -> list[tuple[str, str]]:
    """Each (common noun, name) the source (``tokens``) said as "noun , Name ,"."""
    found = []
    for i, token in enumerate(tokens[1:-2], start=1):
        noun = tokens[i - 1]
        if token != "," or not noun.isalpha() or not noun.islower() \
                or "NOUN" not in lemma_pos(noun):
            continue
        end = i + 1
        while end < len(tokens) and end - i <= _LONGEST_NAME + 1 and (
                tokens[end][:1].isupper() or (tokens[end] == "." and end > i + 1)):
            end += 1  # (a title's period may be a token of its own: "Sgt . Ruben")
        if i + 1 < end < len(tokens) and tokens[end] == ",":
            found.append((noun, " ".join(tokens[i + 1:end]).replace(" .", ".")))
    return found


def torn_name_apposition(text: str, tokens: Sequence[str]) -> str | None:
    """The name of a source apposition (see the module's docstring) that ``text`` says set
    off after another word than its noun, or None.

    >>> tokens = "Istomin later married Casals ' widow , Marta , after Casals ' death .".split()
    >>> torn_name_apposition("Casals' widow was later married by Istomin, Marta, after "
    ...                      "Casals' death.", tokens)
    'Marta'
    >>> torn_name_apposition("It was Casals' widow, Marta, that Istomin later married after "
    ...                      "Casals' death.", tokens) is None
    True
    >>> torn_name_apposition("He was arrested, Jeffrey Brabakow, the chief executive, said in "
    ...     "November.", "In November , Jeffrey Brabakow , the chief executive , said he was "
    ...     "arrested .".split()) is None
    True
    """
    words = text.replace(",", " ,").split()
    for noun, name in _source_appositions(tokens):
        size = len(name.split())
        for at in range(2, len(words) - size + 1):
            if words[at - 1] != "," or " ".join(words[at:at + size]) != name \
                    or words[at - 2].lower() == noun:
                continue
            after = words[at + size:at + size + 12]
            if any(w.lower().strip(",.") in REPORT_FORMS for w in after):
                continue  # a report's speaker ("..., Ms. Healey, who is ..., said")
            if noun in (w.lower() for w in words):
                return name
    return None
