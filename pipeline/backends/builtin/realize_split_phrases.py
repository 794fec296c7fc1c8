"""Phrases of the source that a rebuilt text took apart.

- A noun's coordinated modifiers said after it with "of": "If the MTA's appeal is
  successful, the $2 bus and subway base fare won't change" came back "the $2 fare of bus
  and subway base will not change" (the parse hung "bus and subway base" on "fare" beside
  the amount, and the realizer put them after it).  The source's words in front of their
  noun are one name for it; after "of" they read as what the fare belongs to.
- A verb's particle said after a phrase or clause of its own: "... fare won't be rolled
  back" came back "It is the $2 fare ... that will not be rolled if the MTA's appeal ...
  is successful back.", "closed down 63 Canadian cents, or 4 percent, at C$16.93 in
  Toronto" "closed 63 cents, or 4 percent, at $16.93 C$ in Toronto down".
- A connective "even" opens, said with "even" elsewhere: "even though all the principals
  will be Republicans" came back "Although all the principals will be even Republicans".
- A fixed "on behalf of", "in favor of", "in terms of" whose noun is said without its "of":
  "filed suit on behalf of the Southern Alaska Carpenters Pension Fund" came back "On the
  Southern Alaska Carpenters Pension Fund behalf, it filed suit ...", "voted ... in favor of
  the Reverend Gene Robinson" "In the Reverend Gene Robinson of New Hampshire's favor, ...".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["split_source_phrase"]

_WORD = re.compile(r"[\w$'-]+")
_COORDINATORS = frozenset({"and", "or"})
# (not "over", a preposition as often: "said over the weekend", "climbed over the ledge")
_PARTICLES = frozenset({"back", "up", "down", "out", "off", "away"})
# A change's amount after the word ("closed at $29.42, down 8 cents", "up to 38.6 percent"):
# said with it, the word is no particle left behind
_AMOUNT = re.compile(r"^(?:\$|\d|to$|about$|nearly$|more$|less$|slightly$|a$|an$|half$|one$|two$|"
                     r"three$|four$|five$|six$|seven$|eight$|nine$|ten$)")
# The particles that say a change before its amount ("down 8 cents", "up to 38.6 percent");
# not "back", whose amount is its verb's object ("has barreled since March 11, when ...,
# back 21.2 percent" for "has barreled back 21.2 percent"; "had pulled from offshore highs
# back, a record high" for "had pulled back from offshore highs")
_CHANGE_WORDS = frozenset({"up", "down", "off"})
# Connectives "even" opens: "even though all the principals will be Republicans" came back
# "Although all the principals will be even Republicans"
_EVEN_CONNECTIVES = frozenset({"though", "if", "as", "when", "after", "before", "while"})
# Fixed phrases of a preposition, a noun and "of", whose noun says nothing without the rest.
_FIXED_OF = frozenset({("on", "behalf"), ("in", "favor"), ("in", "favour"), ("in", "terms"),
                       ("in", "spite"), ("in", "lieu"), ("in", "place"), ("in", "charge")})
# Words that open a phrase or clause of their own: a particle after one has left its verb's
# object behind ("sending images of the planet back" keeps it; "will be in January back",
# "rolled if the appeal is successful back" do not)
_CLAUSE_WORDS = frozenset({"in", "at", "on", "to", "for", "with", "from", "by", "since",
                           "until", "during", "after", "before", "if", "when", "while",
                           "because", "that", "which", "who"})


def _contains(words: Sequence[str], phrase: Sequence[str]) -> bool:
    n = len(phrase)
    return any(list(words[k:k + n]) == list(phrase) for k in range(len(words) - n + 1))


def split_source_phrase(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` says a noun's coordinated modifiers of the source
    (``tokens``) after it with "of", or says a particle the source said right after its
    verb after a phrase or clause that follows the verb; else None.

    >>> source = "the $ 2 bus and subway base fare wo n't be rolled back .".split()
    >>> split_source_phrase("the $2 fare of bus and subway base will not change.", source)
    "the source's 'bus and subway base fare' said as 'fare of bus and subway base'"
    >>> split_source_phrase("It is the fare that will not be rolled if it fails back.", source)
    "the source's 'rolled back' said apart"
    >>> split_source_phrase("It is the bus and subway base fare that will be rolled back.", source)
    >>> split_source_phrase("Although they will be even Republicans, it will be rocky.",
    ...                     "It will be rocky , even though they will be Republicans .".split())
    "the source's 'even though' said apart"
    >>> split_source_phrase("On the pension fund behalf, it filed suit.",
    ...                     "it filed suit on behalf of the pension fund".split())
    "the source's 'on behalf of' said apart"
    >>> split_source_phrase("It is the Nasdaq that has barreled since March 11, when it"
    ...                     " rose, back 21.2 percent.", "Since March 11 , the Nasdaq has"
    ...                     " barreled back 21.2 percent .".split())
    "the source's 'barreled back' said apart"
    >>> split_source_phrase("The robot began sending images of the planet back.",
    ...                     "The robot began sending back images of the planet .".split())
    """
    said = [w.lower() for w in _WORD.findall(text)]
    source = lowered_tokens(tokens)
    for k, word in enumerate(said[:-3]):
        if said[k + 1] != "of":
            continue
        for end in range(k + 4, min(len(said), k + 8) + 1):
            modifiers = said[k + 2:end]
            if not _COORDINATORS & set(modifiers) or modifiers[-1] in _COORDINATORS:
                continue
            named = [*modifiers, word]
            if _contains(source, named) and not _contains(said, named):
                return (f"the source's {' '.join(named)!r} said as "
                        f"{' '.join([word, 'of', *modifiers])!r}")
    for j in range(1, len(source) - 1):
        fixed = (source[j - 1], source[j])
        if fixed in _FIXED_OF and source[j + 1] == "of" and source[j] in said \
                and not _contains(said, [*fixed, "of"]):
            return f"the source's '{' '.join(fixed)} of' said apart"
    for j in range(1, len(source)):
        if source[j - 1] == "even" and source[j] in _EVEN_CONNECTIVES \
                and not _contains(said, source[j - 1:j + 1]) and "even" in said:
            return f"the source's 'even {source[j]}' said apart"
    for j in range(1, len(source)):
        verb, particle = source[j - 1], source[j]
        if particle not in _PARTICLES or _contains(said, [verb, particle]) or verb not in said \
                or "VERB" not in lemma_pos(verb):
            continue
        at = said.index(verb)
        later = [k for k in range(at + 2, len(said)) if said[k] == particle
                 and not (particle in _CHANGE_WORDS
                          and _AMOUNT.match(said[k + 1] if k + 1 < len(said) else ""))]
        if later and _CLAUSE_WORDS & set(said[at + 1:later[0]]):
            return f"the source's '{verb} {particle}' said apart"
    return None
