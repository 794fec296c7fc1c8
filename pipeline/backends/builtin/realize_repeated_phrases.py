"""A rebuilt text that says a phrase of the source twice where the source said it once.

Where a re-entrant node is said in full at each place the graph holds it, the text repeats
a phrase the source said once and referred back to: a partitive's whole said again as a
subject ("On Monday, nine Democratic candidates for president would participate in the
conference, seven of nine Democratic candidates for president also said." for "Seven of
nine Democratic candidates for president also said they would participate"), a pronoun
resolved to the wrong noun ("the one who agreed 33 pounds of marijuana should notify
police" for "agreed they should notify police"), or a quoted description turned into a
relative clause twice ("behaviour from a company that is atrociously bad with a history of
behaviour that is atrociously bad").  Such texts are refused.

A subject said again to open a coordinated clause ("..., and the Bank of England is
expected to leave British interest rates steady") repeats a name where the source let one
subject serve two verbs: stiff, but it says the source, and stays; so does the text's
opening subject said again to open a sentence of its own (the split of one subject's two
verbs).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["repeated_phrase"]

# The shortest run of words counted as a phrase said again (three-word runs are common
# function-word sequences: "one of the", "said it would").
_RUN = 4
_WORD = re.compile(r"[\w$'\u2019.,-]+")


def _words(text: str) -> list[str]:
    return [w.strip(".,").lower() for w in _WORD.findall(text) if w.strip(".,")]


def repeated_phrase(text: str, tokens: Sequence[str]) -> str | None:
    """A run of words ``text`` says more often than the source (``tokens``) does, the later
    not opening a clause after "and" nor, where the first opens the text, a sentence of its
    own, or None.

    >>> repeated_phrase("On Monday, nine Democratic candidates for president would "
    ...     "participate, seven of nine Democratic candidates for president also said.",
    ...     "Seven of nine Democratic candidates for president also said they would "
    ...     "participate .".split())
    'nine democratic candidates for'
    >>> repeated_phrase("4,000 people were infected by the West Nile virus in 2002, and the "
    ...     "West Nile virus took 284 lives.", "The West Nile virus infected 4,000 people in "
    ...     "2002 and took 284 lives .".split()) is None
    True
    >>> repeated_phrase("The new company will be named Interwoven. The new company will be "
    ...     "headquartered in Sunnyvale.", "The new company will be named Interwoven and will "
    ...     "be headquartered in Sunnyvale .".split()) is None
    True
    """
    said = _words(text)
    raw = [w for w in _WORD.findall(text) if w.strip(".,")]  # (said's words, marks kept)
    heard = _words(joined_tokens(tokens))
    source = Counter(tuple(heard[at:at + _RUN]) for at in range(len(heard) - _RUN + 1))
    runs: dict[tuple[str, ...], list[int]] = {}
    for at in range(len(said) - _RUN + 1):
        runs.setdefault(tuple(said[at:at + _RUN]), []).append(at)
    for run, places in runs.items():
        if len(places) <= max(1, source.get(run, 0)):
            continue
        later = places[-1]
        if (later >= 1 and said[later - 1] == "and") or (
                later >= 2 and said[later - 2] == "and" and said[later - 1] in ("the", "a", "an")):
            continue  # a coordinated clause's subject said again ("and the West Nile virus")
        opens = later - places[0]  # (where the later one's sentence would open)
        if opens > 0 and raw[opens - 1].endswith(".") and raw[opens][:1].isupper() \
                and said[opens:later] == said[:places[0]]:
            # the text's opening subject said again to open its second sentence (the split
            # of one subject's two verbs, realize_shared_noun_subject: "The new company will
            # be named Interwoven. The new company will be headquartered in Sunnyvale.")
            continue
        return " ".join(run)
    return None
