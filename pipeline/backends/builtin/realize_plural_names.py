"""A capitalised plural the parse kept as its own concept, or a group's name after "the",
is plural.

The parse keeps a plural it does not know as the concept itself, "republicans", "cubans",
"americans", and the realizer read such a word as singular (its word is its concept, as a
singular noun's is), and a capitalised word after a number as one the number names ("the
S&P 500"): 'Nine Republicans was joined by State Rep. Ron Wilson', 'Americans has been kept
... out of work', 'The Cubans was spotted by a Coast Guard jet'.  A name after "the" whose
last word is a plural names a team, a band or a people's group, which English says with a
plural verb: 'The Mariners was the one that piled on ...' for 'The Mariners piled on ...',
'the Beatles were'; not a firm or a country with a plural word ("the New York Times",
"the United States", "the Netherlands": _SINGULAR_NAME_ENDS), an institution's name
with "of" or "for" ("the National Institutes of Health") nor a name with no "the"
("Veritas", "U.S. Airways").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos, lemmas
from pipeline.backends.builtin.realize_tree import Const, Node

__all__ = ["plural_group_word"]

# A plural's ending, not that of "Congress", "Veritas", "Sirius" or "Dennis".
_PLURAL_END = re.compile(r"[a-z]{2,}[^siu]s")
# Last words of singular names that look plural: a paper, a country, a firm.
_SINGULAR_NAME_ENDS = frozenset([
    "times", "news", "states", "nations", "netherlands", "philippines", "bahamas",
    "industries", "holdings", "airlines", "airways", "systems", "networks", "technologies",
    "communications", "services", "resources", "laboratories", "labs", "products",
    "brothers", "securities", "partners", "associates", "pharmaceuticals", "sciences",
    "semiconductors", "motors", "electronics", "foods", "stores", "mills", "works",
    "enterprises", "solutions", "investments", "properties", "publications", "affairs",
    "games", "olympics", "sports", "studios", "records", "pictures", "express"])
_PERSONS = frozenset(["person"])


def _people_plural(low: str) -> bool:
    """Whether ``low`` is the plural of a noun the lexicon knows ("republicans", "mariners")
    or of a people's word ("americans", "cubans"); not a surname ("gansas")."""
    if not _PLURAL_END.fullmatch(low):
        return False
    return low.endswith("ans") or any(
        lemma != low and lemma_pos(lemma) & {"NOUN", "ADJ"} for lemma in lemmas(low))


def plural_group_word(node: Node, tokens: Sequence[str]) -> bool:
    """Whether ``node`` is a capitalised plural kept as its concept, or a group's name after
    "the" ending in a plural (module docstring).

    >>> from pipeline.backends.builtin.realize_tree import Edge
    >>> tokens = "The Mariners piled on".split()
    >>> name = Node("n", "name", (1,), [Edge(":op1", Const("Mariners", (1,)))])
    >>> plural_group_word(Node("o", "organization", (1,), [Edge(":name", name)]), tokens)
    True
    >>> plural_group_word(Node("r", "republicans", (1,)), "nine Republicans".split())
    True
    >>> tokens = "The New York Times reported".split()
    >>> name = Node("n", "name", (1, 2, 3), [Edge(":op1", Const("Times", (3,)))])
    >>> plural_group_word(Node("o", "newspaper", (3,), [Edge(":name", name)]), tokens)
    False
    """
    if node.align and node.align[0] < len(tokens):
        at = node.align[0]
        word, before = tokens[at], tokens[at - 1] if at > 0 else ""
        if word.lower() == node.concept and word[:1].isupper() and word[1:].islower() \
                and _people_plural(word.lower()) \
                and (not before[:1].isupper() or before.lower() == "the"):
            return True  # "Nine Republicans", "The Cubans"; not "Think Dynamics", a firm
    if node.concept in _PERSONS:
        return False  # "the Stevens": a family is said by the parse as a list or a person
    name = next((e.target for e in node.edges
                 if e.role == ":name" and isinstance(e.target, Node)), None)
    if name is None and node.role == ":name-of":
        name = node.parent  # read up from a focus on the name
    if name is None:
        return False
    ops = [e.target for e in name.edges if e.role.startswith(":op") and isinstance(e.target, Const)]
    if not ops or not ops[0].align or not ops[-1].align:
        return False
    # (a name with a function word is an institution's, one body: "the House of
    # Representatives", "the International Organization for Epizootics", "the National
    # Institutes of Health")
    words = [op.text for op in ops]
    if any(w.islower() for w in words):
        return False
    last = words[-1]
    first_at = ops[0].align[0]
    return bool(_PLURAL_END.fullmatch(last.lower())) and last[:1].isupper() \
        and last.lower() not in _SINGULAR_NAME_ENDS \
        and first_at > 0 and tokens[first_at - 1].lower() == "the"
