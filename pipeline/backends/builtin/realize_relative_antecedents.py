"""A relative clause stays on the noun the source said it of.

The source's "Estrada, who is on trial for economic plunder, and Cardenas have denied any
involvement" became "It is Cardenas, who is on trial for economic plunder, and Estrada that
have denied any involvement": a rebuilt list or cleft put the clause after another noun,
which it now describes.  Likewise 'the television colleagues of Forlong who would speak on
Monday' for 'colleagues, who would speak', 'the American Chamber of Commerce that oversees
investment into the territory and InvestHK' for 'InvestHK, which oversees ...'.  A text
that says a relative clause of the source (its first four words) after another word than
the source said it after is refused; not after a pronoun or "the one(s)", which a cleft
puts there for the same noun.  Nor is its "which" or "who" dropped, which makes the clause
a second verb of the sentence: "It also unveiled an update to its Windows Server 2003
operating system is tuned specifically for storage devices" for "..., which is tuned",
"An FBI employee was tailing him, who a vehicle ... struck" for "an FBI employee who was
tailing him".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["relative_moved"]

_SOURCE_RELATIVE = re.compile(r"([\w.'&-]+)(?: ,)? (?:which|who) ((?:[\w'-]+ ){3}[\w'-]+)")
# The same, three words of it: enough to find its words said with no relative word before.
_SOURCE_RELATIVE_START = re.compile(r"([\w.'&-]+)(?: ,)? (?:which|who) ((?:[\w'-]+ ){2}[\w'-]+)")
_STANDS_FOR = frozenset(["one", "ones", "it", "he", "she", "they", "them", "him", "her",
                         "those", "is", "was", "are", "were"])


def relative_moved(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` says a relative clause of the source (``tokens``) after another noun
    (None when it does not).

    >>> tokens = "Estrada , who is on trial for plunder , and Cardenas have denied it .".split()
    >>> relative_moved("It is Cardenas, who is on trial for plunder, and Estrada that have "
    ...                "denied it.", tokens)
    "a relative clause of 'Estrada' said after 'Cardenas'"
    >>> relative_moved("It is Estrada, who is on trial for plunder, and Cardenas that have "
    ...                "denied it.", tokens) is None
    True
    >>> relative_moved("It also unveiled an update to its system is tuned for storage.",
    ...                "It also unveiled an update to its system , which is tuned for storage .".split())
    "a relative clause of 'system' said without its relative word"
    >>> relative_moved("It was in the abduction of a 9-year-old who was found safe that police "
    ...                "arrested a suspect.", "in the abduction of a 9 - year-old who was found "
    ...                "safe , police arrested a suspect .".split()) is None
    True
    """
    for match in _SOURCE_RELATIVE_START.finditer(joined_tokens(tokens)):
        before, body = match.group(1), match.group(2)
        if re.search(r"\w", before) and before.lower() not in ("and", "or", "but") \
                and re.search(rf"\b{re.escape(before)},? {re.escape(body)}\b", text):
            return f"a relative clause of {before!r} said without its relative word"
    for match in _SOURCE_RELATIVE.finditer(joined_tokens(tokens)):
        before, body = match.group(1), match.group(2)
        if not re.search(r"\w", before):
            continue  # (a mark: "Jr ." as tokenized apart)
        pattern = rf"([\w.'&-]+),? (?:which|who|that) {re.escape(body)}\b"
        for said in re.finditer(pattern, text):
            after = said.group(1)
            said_after, source_before = after.lower().rstrip("."), before.lower().rstrip(".")
            # (the source's tokens split a hyphenated word: "9 - year-old", said "9-year-old")
            if said_after != source_before and not said_after.endswith(f"-{source_before}") \
                    and after.lower() not in _STANDS_FOR:
                return f"a relative clause of {before!r} said after {after!r}"
    return None
