"""An existential on the first member of its verb's list of objects, the other members left
in the relative clause as the verb's object: "There was a referendum on a controversial gas
project that Sanchez de Lozada promised a reform of a free market energy law and
constitutional reforms." (1181, for "Sanchez de Lozada promised a referendum on a
controversial gas project, a reform of a free market energy law and constitutional
reforms"; 1182).

The parse reads the list's first member as the verb's object and the rest as a second
object, so the text has the verb promise two things, one of them the noun said to exist,
and the list is torn apart.  Such a text is refused (a row at the end of
realize_meaning_faults' table, rebuilt texts only)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["existential_split_list"]

# What opens a list's next member after the comma.
_MEMBER_OPENERS = frozenset(["a", "an", "the", "some", "his", "her", "its", "their", "our"])
_EXISTENTIAL = re.compile(r"(?i)^(?:[^,]*, )?there (?:is|are|was|were) (?P<thing>.+?) "
                          r"(?:that|who|which) (?P<clause>.*)$")


def existential_split_list(text: str, tokens: Sequence[str]) -> str | None:
    """"VERB MEMBER" where ``text``'s existential noun is the first member of a list the
    source (``tokens``) said after its verb ("promised a referendum ..., a reform ...") and
    the text says the verb with the list's next member (see the module docstring); None
    otherwise.

    >>> existential_split_list(
    ...     "There was a referendum on the project that he promised a reform of laws.",
    ...     "He promised a referendum on the project , a reform of laws and changes .".split())
    'promised a reform'
    >>> existential_split_list("There was a scene that workers met as people screamed.",
    ...                        "Workers met a scene , as people screamed .".split())
    >>> existential_split_list(
    ...     "There was a referendum on the project that he promised, and a reform of laws.",
    ...     "He promised a referendum on the project , and a reform of laws .".split())
    """
    found = _EXISTENTIAL.match(text)
    if found is None:
        return None
    thing = [word.lower() for word in re.findall(r"[\w'$.-]+", found.group("thing"))]
    low = lowered_tokens(tokens)
    for at in range(1, len(low) - len(thing) - 2):
        if low[at:at + len(thing)] != thing or low[at + len(thing)] != ",":
            continue
        verb, after = low[at - 1], low[at + len(thing) + 1:at + len(thing) + 3]
        if after[0] not in _MEMBER_OPENERS and not after[0][:1].isdigit():
            continue  # (no noun phrase of a list after the comma: "met a scene, as people")
        said = f"{verb} {' '.join(after)}"
        if re.search(rf"(?i)\b{re.escape(said)}\b", found.group("clause")):
            return said
    return None
