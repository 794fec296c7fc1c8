"""Paired marks a rebuilt sentence says without their partner.

A parenthetical set off by a pair of dashes or by parentheses ("light truck sales --
which include vans, pickups and SUVs -- rose 2.7 percent", "President Bush (news - web
sites) proposed ...") reaches a rebuilt sentence through a stretch of the source read
back word for word; when the stretch ends inside the pair, the sentence keeps the opening
mark and loses the closing one: "It was car volume that fell 8 percent while light truck
sales -- which include vans, pickups and SUVs rose 2.7 percent", where the reader cannot
tell where the aside ends.  A rebuilt text that opens a parenthesis it never closes, or
says an odd number of a dash the source said in pairs, is refused; so is one that moves an
aside the source's end closed ("received nothing - no ticket, no violation.") inside the
sentence, where it runs on into the clause after it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

# The dashes that set off an aside in pairs: a double hyphen (alone or fused to its words,
# "sales--which include"), an em dash, a hyphen standing alone between spaces.
_DASHES = {"--": re.compile(r"--"), "—": re.compile(r"—"), "-": re.compile(r"(?<=\s)-(?=\s)")}
_WORD = re.compile(r"[\w$%']+")


def broken_pair(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` says one mark of a pair without the other where the source
    (``tokens``) said both, else None.

    >>> broken_pair("It was car volume that fell 8 percent while light truck sales -- which "
    ...             "include vans, pickups and SUVs rose 2.7 percent.",
    ...             "sales -- which include vans , pickups and SUVs -- rose".split())
    "an aside's opening '--' said without its closing one"
    >>> broken_pair("Earlier this year, platinum prices soared after President Bush (news - "
    ...             "web sites proposed investing.", "Bush ( news - web sites ) proposed".split())
    "a '(' said without its ')'"
    >>> broken_pair("He identified himself as Eleonora[67 to extend it.",
    ...             "as Eleonora[67 ] , to extend".split())
    "a '[' said without its ']'"
    >>> broken_pair("Car volume fell -- as expected -- in May.", "fell -- as expected --".split())
    >>> source = "the agent received nothing - no ticket , no violation .".split()
    >>> broken_pair("Nothing - no ticket, no violation was received by the agent.", source)
    "an aside the source's end closed runs on into the text after '-'"
    >>> broken_pair("The agent received nothing - no ticket, no violation.", source)
    >>> broken_pair("When he was released, he had served nine years -- two on death row.",
    ...             "He had served nine years -- two on death row -- when he was released .".split())
    """
    if text.count("(") != text.count(")") and joined_tokens(tokens).count("(") == " ".join(
            tokens).count(")"):
        return "a '(' said without its ')'" if text.count("(") > text.count(")") \
            else "a ')' said without its '('"
    source = joined_tokens(tokens)
    if text.count("[") != text.count("]") and source.count("[") == source.count("]"):
        # "identified himself only as Eleonora[67 to extend the contest": a name spaCy cut
        # at its bracket ("Eleonora[67]") lost the closing half
        return "a '[' said without its ']'" if text.count("[") > text.count("]") \
            else "a ']' said without its '['"
    for dash, pattern in _DASHES.items():
        said = len(pattern.findall(text))
        if said % 2 and not len(pattern.findall(source)) % 2 \
                and not _closes_text(pattern.split(text)[-1], pattern.split(source)[1::2]):
            return f"an aside's opening {dash!r} said without its closing one"
        if said % 2 and _runs_on(pattern.split(text)[-1], pattern.split(source)[-1]):
            # "Nothing - no ticket, no violation was received by the FBI agent ..." for
            # "received nothing - no ticket, no violation.": an aside the source's end
            # closed, moved inside the text, runs on into its clause
            return f"an aside the source's end closed runs on into the text after {dash!r}"
    return None


def _runs_on(said: str, closing: str) -> bool:
    """Whether ``said``, what a text says after its last unpaired dash, opens with the
    words the source's end closed (``closing``, after its own last dash) and goes on with
    a word, with no comma or end mark between ("no violation was received by ..."; not
    "no violation, the report said.").  Not an aside inside a parenthesis ("President Bush
    (news - web sites) proposed ...")."""
    words = _WORD.findall(closing)
    if not words or ")" in closing:
        return False
    aside = re.match(r"\W*" + r"\W*".join(re.escape(w) for w in words), said, re.IGNORECASE)
    return aside is not None and re.match(r"\s+[\w$]", said[aside.end():]) is not None


def _closes_text(said: str, asides: Sequence[str]) -> bool:
    """Whether ``said``, what a text says after its last unpaired dash, is word for word one
    of the source's ``asides`` (what it said between a pair of dashes) and then only the
    end mark: an aside a verbatim move carried whole to the end of the sentence, where the
    end closes it ("When he was released, he had served nine years in prison for the crime
    -- two on death row.", realize_verbatim_dashes)."""
    words = _WORD.findall(said)
    return bool(words) and re.fullmatch(r"[^\w$%']*", said.split(words[-1])[-1]) is not None \
        and any(_WORD.findall(aside) == words for aside in asides)

