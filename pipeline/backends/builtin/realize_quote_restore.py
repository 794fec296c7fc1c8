"""A phrase the source quoted, said word for word in a rebuilt text, keeps its quotation
marks.

A rebuilt sentence says a quoted phrase of the source through the graph, which holds no
marks: 'He said federal regulators would work with the corporation to ensure a "smooth
transition."' came back 'Federal regulators would work with the corporation to ensure a
smooth transition, he said.', 'The juvenile arrested yesterday allegedly authored a variant
of the worm known as "RPCSDBOT."' came back '... known as RPCSDBOT.'.  The words are the
speaker's (or a name's), and the marks are what says so; where the text says the quoted
words as the source did, in one stretch, the realizer puts the marks back around them
once the checks on finished texts have passed the text as the graph said it
(:func:`requoted`): the text's closing period inside the closing mark (a comma stays after
it: the checks read a clause's end by its comma), and a quoted sentence after its verb of
saying opening as one ('Levine said, "This case is about a woman ..."').  A stretch said
in other words or split ("weaker to previously be expected" for "weaker than previously
expected") gets no marks: judged as a report, it is the other checks' to refuse.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.parse_words import PARENTHETICAL_VERBS
from pipeline.backends.builtin.realize_tree import detokenize
from pipeline.backends.builtin.realize_words import QUOTE_CLOSING, QUOTE_MARKS, QUOTE_OPENING

__all__ = ["requoted"]

_TEXT_MARKS = re.compile(r'["\u201c\u201d]')
# Punctuation the source set inside its closing mark ('a "smooth transition."'), which is
# no word of the quoted phrase.
_EDGE = ",.;:!? "


def _quoted_runs(tokens: Sequence[str]) -> list[list[str]]:
    """The token runs between the source's pairs of quotation marks, paired in order: an
    opening mark with the next closing one, a straight mark with the next straight one.
    None where the marks do not pair (a sentence split from a quoted paragraph)."""
    runs: list[list[str]] = []
    start: int | None = None
    for i, token in enumerate(tokens):
        if token not in QUOTE_MARKS:
            continue
        if start is None:
            if token in QUOTE_CLOSING:
                return []
            start = i
        elif token in QUOTE_OPENING:
            return []
        else:
            runs.append(list(tokens[start + 1:i]))
            start = None
    return [] if start is not None else runs


def _phrase(run: list[str]) -> str:
    return detokenize(run).strip(_EDGE)


def requoted(text: str, tokens: Sequence[str]) -> str:
    """``text`` with the marks of each phrase the source (``tokens``) quoted put back around
    the phrase where the text says it whole, once and outside any quotation of its own.

    >>> src = 'He said regulators would work to ensure a " smooth transition . "'.split()
    >>> requoted("Regulators would work to ensure a smooth transition, he said", src)
    'Regulators would work to ensure a "smooth transition", he said'
    >>> requoted("He said regulators would work to ensure a smooth transition.", src)
    'He said regulators would work to ensure a "smooth transition."'
    >>> requoted('He said: "Regulators would work to ensure a smooth transition."',
    ...          'He said : " Regulators would work to ensure a smooth transition . "'.split())
    'He said: "Regulators would work to ensure a smooth transition."'
    >>> requoted("Levine said this case is about a woman",
    ...          '" This case is about a woman , " Levine said .'.split())
    'Levine said, "This case is about a woman"'
    >>> requoted("It was weaker to previously be expected",
    ...          'it was " weaker than previously expected . "'.split())
    'It was weaker to previously be expected'
    """
    if len(_TEXT_MARKS.findall(text)) % 2:
        return text  # a text whose own marks do not pair is the quote checks' to refuse
    for run in _quoted_runs(tokens):
        phrase = _phrase(run)
        if len(phrase) < 4 or not re.search(r"\w", phrase):
            continue
        first = phrase[0]
        pattern = re.compile(rf"(?<![\w\"\u201c\u201d])[{first.lower()}{first.upper()}]"
                             rf"{re.escape(phrase[1:])}(?![\w\"\u201c\u201d])")
        found = list(pattern.finditer(text))
        if len(found) != 1 or len(_TEXT_MARKS.findall(text[:found[0].start()])) % 2:
            continue  # not said whole, said twice, or inside a quotation already
        start, end = found[0].span()
        if not text[:start].strip() and not text[end:].strip(_EDGE):
            continue  # the whole text: a sentence the source quoted whole says it plainly
        said = text[start:end]
        before = re.search(r"(\w+) $", text[:start])
        if phrase[0].isupper() and said[0].islower() and before is not None \
                and text[end:end + 1] in ("", ",", ".") \
                and lemmas(before.group(1).lower()) & PARENTHETICAL_VERBS:
            # a quoted sentence after its verb of saying opens as one: 'Levine said, "This
            # case is about a woman ..."', not 'Levine said "this case is ...' (not a
            # quoted phrase the clause goes on after: 'said "deviant cannibalistic
            # tendencies" were the primary motivation')
            text, start, end = f"{text[:start - 1]}, {phrase[0]}{text[start + 1:]}", \
                start + 1, end + 1
        if text[end:] == ".":
            # the closing mark after the text's own period, as the end mark goes
            text = f'{text[:start]}"{text[start:end]}."'
        else:
            text = f'{text[:start]}"{text[start:end]}"{text[end:]}'
    return text
