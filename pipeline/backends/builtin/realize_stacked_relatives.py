"""Two non-restrictive relative clauses (", which ...", ", who ...") stacked on one noun,
which the source did not stack: the second reads as a relative of the first's last word or
hangs with no place ("International Security Assistance Force, which is strong 4.600, which
is helping with security ...", "Portage Bay, which Scribner's body floated in, which it was
found, of the city"), and a cleft's "who" after its focus's own ", who ...," clause reads
as a second relative of the same noun ("It was Peck, who was 87, who died peacefully ...",
MRPC train 1075; "It is contractors Brian Rose, 36, and Joseph Quattrone, 35, who were
convicted of ..., who are to be sentenced in January.", 6176; "Yekaterina Dmitriyeva, who is
his wife, who he married in a first ever space wedding ...", 3884).  A rebuilt sentence says
one non-restrictive relative per noun, as the source did."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["stacked_relatives"]

_STACKED = re.compile(r", (?:which|who|whom) [^,]*, (?:which|who|whom) ")


def stacked_relatives(text: str, tokens: Sequence[str]) -> str | None:
    """The stacked ", which ..., which" (or "who") of ``text`` that the source (``tokens``)
    does not have, if any.

    >>> stacked_relatives("GeCAD, which was based in Bucharest, which provides anti-virus "
    ...                   "products, was founded.",
    ...                   "GeCAD , which provides products , was founded".split())
    ', which was based in Bucharest, which '
    >>> stacked_relatives("It was Peck, who was 87, who died peacefully.",
    ...                   "Peck , who was 87 , died peacefully .".split())
    ', who was 87, who '
    >>> stacked_relatives("GeCAD, which was based in Bucharest, was founded.", [])
    >>> stacked_relatives("It was Peck, 87, who died peacefully.", [])
    """
    source = joined_tokens(tokens).replace(" ,", ",")
    found = _STACKED.search(text)
    if found is None or _STACKED.search(source):
        return None
    return found.group(0)
