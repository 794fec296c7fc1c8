"""A dash aside the parse dropped whole, said again after the words it followed.

The parse often hangs nothing of an aside the source set off with dashes ("The officers --
Kenneth Boss, Sean Carroll, Edward McMellon and Richard Murphy -- were acquitted ...",
"Also Thursday, the NYSE's board elected six new directors - three non-industry
representatives and three industry representatives."), so every rebuilt text lacks its
words and :func:`~pipeline.backends.builtin.realize_dash_asides.refuse_broken_dash_aside`
refuses it: the sentence keeps no text at all.  Where the text says none of the aside's
own words (so the aside was lost, not taken apart) and says the words the source set
right before its first dash once, the aside is put back right after them, between dashes
(or after one dash where those words end the text): "Six new directors - three
non-industry representatives and three industry representatives - were also elected by
the NYSE's board Thursday".  The rest of the checks then read the text with the aside in
it, as they read a text that kept it.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import FUNCTION_WORDS

__all__ = ["restored_dash_aside"]

# An aside's dash: "--" or an em dash anywhere, an en dash or a hyphen only with spaces
# round it (as realize_dash_asides reads them); the spaces are kept to say it again.
_DASH = re.compile(r"\s*(?:--|\u2014)\s*|\s[\u2013-]\s")
_WORD = re.compile(r"[\w$%][\w$%.,'-]*[\w%]|[\w$%]")
# Marks an aside put back may not hold: a quotation or a bracket of its own, another
# clause's break; and a closing report ("..., the document says") the aside to the end
# would carry along.
_FOREIGN = re.compile(r"[\"\u201c\u201d()\[\];:]|''|``")
_REPORT = re.compile(r",\s[^,]*\b(?:said|says|say|reported|added|told)\b")
# What may come between a cleft's focus and its clause ("It was the officers -- ... -- who
# were acquitted").
_RELATIVES = frozenset(["who", "that", "which"])
# How many of the source's words before the aside must recur in the text to place it.
_ANCHOR_WORDS = 2


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def restored_dash_aside(text: str, sentence: str) -> str:
    """``text`` with the one dash aside of the source ``sentence`` put back after the two
    words the source said before it, where the text says none of the aside's own words
    (those the source says nowhere else, function words aside) and those two words once;
    else ``text`` as it was.

    >>> src = "The officers -- Kenneth Boss and Sean Carroll -- were acquitted in 2000."
    >>> restored_dash_aside("it was the officers who were acquitted in 2000", src)
    'it was the officers -- Kenneth Boss and Sean Carroll -- who were acquitted in 2000'
    >>> src = "The board elected six new directors - three outside representatives."
    >>> restored_dash_aside("six new directors were elected by the board", src)
    'six new directors were elected by the board'
    >>> restored_dash_aside("the board elected six new directors", src)
    'the board elected six new directors - three outside representatives'
    >>> restored_dash_aside("the board elected six new directors, three representatives", src)
    'the board elected six new directors, three representatives'
    """
    parts = _DASH.split(sentence)
    dashes = _DASH.findall(sentence)
    if len(parts) not in (2, 3) or not parts[0].strip():
        return text
    closed = len(parts) == 3
    aside = parts[1].strip()
    if not closed:
        aside = re.sub(r"\s*[.!?]+$", "", aside)
    if not aside or _FOREIGN.search(aside) or _FOREIGN.search(parts[0]) \
            or (not closed and _REPORT.search(aside)):
        return text
    elsewhere = set(_words(parts[0])) | set(_words(parts[2] if closed else ""))
    own = {w for w in _words(aside) if w not in FUNCTION_WORDS and w not in elsewhere}
    said = set(_words(text))
    if not own or own & said:
        return text  # (nothing to tell it by, or taken apart: refused as it was)
    if "which" in said and "which" not in elsewhere:
        # The source's clause said as a relative clause ("The two-term president left office
        # by the time in 1989, which the Navy had nearly 600 ships"): an aside at its end
        # would be said inside it.
        return text
    anchor = _words(parts[0])[-_ANCHOR_WORDS:]
    if len(anchor) < _ANCHOR_WORDS:
        return text
    pattern = re.compile(r"(?i)(?<![\w$])" + r"\W+".join(map(re.escape, anchor)) + r"(?![\w%])")
    found = list(pattern.finditer(text))
    if len(found) != 1:
        return text
    end = found[0].end()
    rest = text[end:]
    dash = dashes[0].strip()
    if not closed:
        # An aside the source's end closed stays at the end: said before other words, it may
        # read as about another phrase than those two words ("Interest in buying all the
        # assets -- Davis and Bronfman -- was expressed by only two of the bidders").
        return f"{text[:end]} {dash} {aside}{rest}" if not rest.strip(" .!?") else text
    after = [w for w in _words(rest) if w not in _RELATIVES][:_ANCHOR_WORDS]
    if after != _words(parts[2])[:_ANCHOR_WORDS]:
        # Said before other words than the source's, the aside may describe another phrase
        # than those two words: "It was for the crime -- two on death row -- that he had
        # served nine years" (the years were on death row), "..., approved a proposal
        # allowing same-sex couples -- and also unmarried heterosexual couples." (the
        # source's "to officially register as domestic partners" moved to the front).
        return text
    return f"{text[:end]} {dash} {aside} {dash}{rest}"
