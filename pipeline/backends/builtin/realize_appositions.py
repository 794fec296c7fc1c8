"""The refusal of a focus inside the apposition of a named person.

The parser (:mod:`~pipeline.backends.builtin.parse_appositions`) writes "Kevin Rollins,
Dell's president," as the person's ``:ARG0-of`` have-org-role-91.  Read from the person
or the rest of the sentence, the realizer says the apposition back as the source had it;
read from inside it (the post "president", the organization "Dell", the role itself) the
sentence comes apart: "Kevin Rollins, who left the company, is something of Dell.".
Such a focus is refused.

>>> from pipeline.backends.builtin.realize_tree import build_tree
>>> import penman
>>> g = penman.decode('''# ::tok Kevin Rollins , Dell 's president , left .
... (p2 / president~e.5 :ARG2-of (h / have-org-role-91~e.5
...    :ARG0 (p / person~e.1 :name (n / name~e.1 :op1 "Kevin"~e.0 :op2 "Rollins"~e.1)
...              :ARG0-of (l / leave-11~e.7))))''')
>>> apposition_holding(build_tree(g), g.metadata["tok"].split()).concept
'have-org-role-91'
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_tree import Node, detokenize
from pipeline.backends.builtin.realize_words import ROLE_RELATIONS

__all__ = ["apposition_holding", "apposition_words", "fronted_apposition_words", "is_apposition"]

# Punctuation that ends an apposition or breaks into another phrase: the parse that runs
# the role on past it has taken in the sentence's next clause ("Stephen Glass, The New
# Republic journalist fired for fabricating stories _ debuted well with $80,000").
_BREAKS = frozenset([",", "(", ")", "--", "-", "_", ";", ":", '"', "``", "''"])



def apposition_holding(top: Node, tokens: list[str]) -> Node | None:
    """The role node of an apposition ("Kevin Rollins, Dell's president,") that holds the
    focus ``top``, read from the source ``tokens``; None when the focus is outside every
    apposition.

    The focus is inside when the role node is ``top`` or lies above its person: the
    re-rooted graph reaches the person down the role's ``:ARG0``.
    """
    for node in top.walk():
        if node.concept not in ROLE_RELATIONS or not node.align:
            continue
        person = next((e.target for e in node.edges if e.role == ":ARG0"
                       and isinstance(e.target, Node)), None)
        if person is None or not person.align or not any(
                e.role == ":name" for e in person.edges):
            continue
        end, start = max(person.align), min(node.align)
        if end < start and "," in tokens[end + 1:start]:
            return node
        if max(node.align) < min(person.align) and tokens[0].lower() in ("a", "an", "the") \
                and tokens[max(node.align) + 1:min(person.align)].count(",") == 1:
            # an apposition set before the name ("The winner of this year's Most Popular New
            # Talent Logie, Goodrem first went ..."): "It was this year's Most Popular New
            # Talent Logie Goodrem first went ... was the winner."
            return node
    return None


def is_apposition(role: Node, person: Node, tokens: list[str], owner: dict[int, str],
                  between: frozenset[str] = frozenset()) -> bool:
    """Whether ``role`` (a have-org-role-91 or have-rel-role-91 of ``person``) was said as an
    apposition right after the person's name: "Anthony Citrano, a representative for WhenU,"
    (only unaligned words, "a", between the comma and the role's words, or those of the
    nodes ``between``), not "Kevin, who left, is Dell's president" (the words between belong
    to other nodes)."""
    if role.concept not in ROLE_RELATIONS or not person.align:
        return False
    inside = {n.var for n in role.walk()} | between
    said = [i for n in role.walk() for i in n.align]
    end = max(person.align)
    if not said or min(said) <= end or tokens[end + 1:end + 2] != [","]:
        return False
    return all(owner.get(i) in (None, *inside) for i in range(end + 2, min(said)))


def apposition_words(role: Node, person: Node, tokens: list[str], owner: dict[int, str]) -> str | None:
    """The source's own words of an apposition ("vice president of grid computing strategy
    at IBM Corp." of "Dan Powers, vice president ..., says"), when every word between the
    commas belongs to the role or to no node; None otherwise.  Said back so, a cleft on the
    person keeps one relative clause: "It is Dan Powers, vice president ..., who says",
    not "It is Dan Powers, who is a vice president ..., who says"."""
    if not is_apposition(role, person, tokens, owner):
        return None
    inside = {n.var for n in role.walk()}
    lo, hi = max(person.align) + 2, max(i for n in role.walk() for i in n.align)
    after = tokens[hi + 1:]
    if after[:1] != [","] and after not in ([], ["."], ["!"], ["?"]):  # (a comma, or the end)
        return None
    if any(owner.get(i) not in (None, *inside) or tokens[i] in _BREAKS
           for i in range(lo, hi + 1)):
        return None
    return detokenize(tokens[lo:hi + 1])


def fronted_apposition_words(role: Node, person: Node, tokens: list[str],
                             owner: dict[int, str]) -> str | None:
    """The source's own words of an apposition it set before the person's name, at the
    head of the sentence ("A demolitions expert for JI, al-Ghozi was arrested"; see
    :mod:`~pipeline.backends.builtin.parse_fronted_appositions`), its article in lower
    case, to say after the name: "al-Ghozi, a demolitions expert for JI, was arrested".
    None unless every word before the comma belongs to the role or to no node and the
    name follows the comma."""
    if role.concept not in ROLE_RELATIONS or not person.align:
        return None
    inside = {n.var for n in role.walk()}
    said = [i for n in role.walk() for i in n.align]
    start = min(person.align)
    if not said or max(said) >= start:
        return None
    hi = max(said)
    if tokens[hi + 1:hi + 2] != [","] or tokens[0].lower() not in ("a", "an", "the"):
        return None
    names = {person.var, *(e.target.var for e in person.edges
                           if e.role == ":name" and isinstance(e.target, Node))}
    if any(owner.get(i) not in (None, *inside) or tokens[i] in _BREAKS for i in range(hi + 1)) \
            or any(owner.get(i) not in names for i in range(hi + 2, start)):
        return None
    return detokenize([tokens[0].lower(), *tokens[1:hi + 1]])
