"""A dash aside kept whole: the words the source set off with dashes ("Prisoners were
tortured and executed -- their ears and scalps severed for souvenirs", "... more reliable
-- a high-profile issue after last week's massive power blackout") say one thing about what
they follow.  The parse hangs them somewhere in the graph, and a rebuilt text that takes
them apart says them with the wrong clause or loses their words: "... to $43,096, $408"
for "-- a $408 dip", "... even on other airlines necessary --" for "-- even on other
airlines, when necessary --", "We have sent out a new message that that this was new
Louisiana" for "a new message out to the nation -- that this is a new Louisiana".  A
rebuilt text keeps each aside's words together, in the source's order, or is refused.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_base import BARE_BE, RealizationRefused

__all__ = ["dash_asides", "refuse_broken_dash_aside"]

# A dash: "--" or an em dash anywhere, an en dash or a hyphen only with spaces round it
# ("a 62-year-old West Babylon man", "the budget for 2004-05" hold none)
_DASH = re.compile(r"--|\u2014|\s[\u2013-]\s")
_QUOTE = re.compile(r"\"|''|\u201c|\u201d")
_CLOSING_REPORT = re.compile(r",\s[^,]*\b(?:said|says|say|reported|added|told)\b[^,]*$")
_WORD = re.compile(r"\w+")  # ("$408", "week's": said apart or together alike)
# Role prepositions a rebuilt text may put before an aside it read as a phrase.
_JOINING_PREPOSITIONS = frozenset({"of", "for", "to", "with", "by"})


def dash_asides(sentence: str) -> list[list[str]]:
    """The words of each aside the source ``sentence`` set off with dashes: between two
    dashes, or from the last dash to the end of the sentence or a closing quote.

    >>> dash_asides("The woman -- who has no symptoms -- donated blood.")
    [['who', 'has', 'no', 'symptoms']]
    >>> dash_asides("It dropped to $43,096 -- a $408 dip.")
    [['a', '408', 'dip']]
    >>> dash_asides("It read 0.18 - well above the limit, the report said.")
    [['well', 'above', 'the', 'limit']]
    >>> dash_asides("A 62-year-old man has contracted the virus in 2004-05.")
    []
    """
    parts = _DASH.split(sentence)
    asides = []
    for n in range(1, len(parts), 2):
        # (an aside to the end stops before a closing report: "... of 0.18 - well above
        # Tennessee's level ..., the report said")
        part = parts[n] if n + 1 < len(parts) else _CLOSING_REPORT.sub("", _QUOTE.split(parts[n])[0])
        words = [w.lower() for w in _WORD.findall(part)]
        if words:
            asides.append(words)
    return asides


def refuse_broken_dash_aside(text: str, sentence: str) -> None:
    """Refuse a rebuilt ``text`` that does not say an aside of the source's (see
    :func:`dash_asides`) as its words in a row, but for a form of "be" the realizer may
    add ("-- their ears and scalps severed for souvenirs": "their ears and scalps were
    severed for souvenirs").  Not an aside opening with "unless", which
    the realizer says as "if ... not" ("... next spring if a settlement is not reached")."""
    end = re.search(r"(?:--|\u2014|\u2013|\s-)\W*$", text)
    if end is not None and not re.search(r"(?:--|\u2014|\u2013|\s-)\W*$", sentence):
        # "..., the transaction will grant Handspring stockholders 0.09 of a share of
        # Palm--and no shares of PalmSource--.": the aside's closing dash left at the end
        raise RealizationRefused("a dash aside closed at the end of the sentence")
    said = " " + " ".join(w.lower() for w in _WORD.findall(text) if w.lower() not in BARE_BE) + " "
    for words in dash_asides(sentence):
        if words[0] == "unless":
            continue
        aside = f" {' '.join(w for w in words if w not in BARE_BE)} "
        if aside not in said:
            raise RealizationRefused("a dash aside taken apart")
        joined = said[:said.index(aside)].split()[-1:]
        if joined and joined[0] in _JOINING_PREPOSITIONS \
                and not re.search(rf"(?i)\b{joined[0]}\s*(?:--|\u2014|\s[\u2013-])", sentence):
            # "About 31 percent of Americans are obese now of roughly 30 or more pounds over a
            # healthy weight" for "are now obese -- roughly 30 or more pounds over ...": the
            # aside hung on the adjective by a preposition the source never said
            raise RealizationRefused("a dash aside joined by a preposition")
