"""A rebuilt text that says, as a fact, a deed the source only named to pick out people
spoken of in general.

"Physicians who perform the procedure would face up to two years in prison": the source
opens on a bare plural restricted by its relative clause and says what would happen to
whoever does the deed; no one is said to have done it.  Refocused on the relative clause's
verb, the text asserts the deed and makes the source's clause the relative: "The procedure
is performed by physicians who would face up to two years in prison" (and "The ban is
violated by physicians who would be subject to fines ...").  Such a text is refused: the
source's opening "<plural> who/that <verb>" whose main clause holds a modal, said in the
text as "<plural> who/that <modal>".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_words import MODALS

__all__ = ["asserted_generic_deed"]

_RELATIVE_WORDS = ("who", "that")


def asserted_generic_deed(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) opening "<plural> who <verb>" when ``text`` says its
    plural with the main clause's modal as the relative clause (module docstring), or None.

    >>> tokens = ("Physicians who perform the procedure would face up to two years in "
    ...           "prison , under the bill .").split()
    >>> asserted_generic_deed("The procedure is performed by physicians who would face up "
    ...                       "to two years in prison, under the bill.", tokens)
    'Physicians who perform'
    >>> asserted_generic_deed("It is up to two years in prison that physicians who perform "
    ...                       "the procedure would face, under the bill.", tokens) is None
    True
    >>> asserted_generic_deed("The man was seen by officers who would later testify.",
    ...     "Officers who saw the man would later testify .".split())
    'Officers who saw'
    """
    words = [w for w in tokens if w not in ('"', "'", "``", "''")]
    if len(words) < 4:
        return None
    noun, relative, verb = words[0], words[1], words[2]
    if not (noun.isalpha() and noun[:1].isupper() and noun[1:].islower() and noun.endswith("s")) \
            or relative.lower() not in _RELATIVE_WORDS or verb.lower() in MODALS:
        return None
    if not any(w.lower() in MODALS for w in words[3:]):
        return None
    modal = "|".join(sorted(m for m in MODALS if m.isalpha()))
    if re.search(rf"(?i)\b{re.escape(noun)} (?:who|that) (?:{modal})\b", text):
        return " ".join(words[:3])
    return None
