"""A place said after its city with a comma ("Hartford, Conn.") is said so again.

The parse hangs a state or country set off after a city's name on the city as its
:location; a focus on that state then said it with the role's preposition, "It was in
Hartford in Conn. that ...", "In his native Shreveport in La., Mr. Woodley died ...",
which no writer says of a city and its state; a place said as a noun's own phrase lost its
comma ("Port-of-Spain Trinidad", "Sen. Don Nickles R-Oklahoma").  Where the source said the
place right after the name and a comma, it is said the same way, set off by commas; and where the
source ended on it ("filed the lawsuit this month in Hartford, Conn."), a text that says
more after it closes the aside with its comma ("in Hartford, Conn., this month", not "in
Hartford, Conn. this month").  A text that says the place as an aside away from its city
is refused ("the ... Hospital in Leominster, where he died at 1:17 p.m., Mass., that Mr.
Geoghan was taken to": the city's relative clause came between them).
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node, Source

__all__ = ["closed_place_asides", "comma_place", "place_aside"]


def _name_vars(node: Node) -> set[str]:
    """``node`` and its name's node: below it, or above it where the focus was the name."""
    found = {node.var} | {e.target.var for e in node.edges
                          if e.role == ":name" and isinstance(e.target, Node)}
    if node.role == ":name-of" and node.parent is not None:
        found.add(node.parent.var)
    return found


def comma_place(city: Node, place: Node, source: Source | None) -> bool:
    """Whether ``source`` said ``place`` (a named place, the :location of ``city``) right
    after the name of ``city`` and a comma: "Hartford , Conn.".

    >>> import penman
    >>> from pipeline.backends.builtin.realize_tree import build_tree
    >>> top = build_tree(penman.decode('(c / city :name (n / name :op1 "Hartford") '
    ...                                ':location (s / state :name (n2 / name :op1 "Conn.")))'))
    >>> state = top.edges[1].target
    >>> tokens = "in Hartford , Conn. , the".split()
    >>> said = Source(tokens, " ".join(tokens), {1: "n", 3: "n2"}, [])
    >>> other = Source(tokens, " ".join(tokens), {1: "x", 3: "n2"}, [])
    >>> comma_place(top, state, said), comma_place(top, state, other), comma_place(top, state, None)
    (True, False, False)
    """
    if source is None:
        return False
    tokens, owner = source.tokens, source.owner
    places = _name_vars(place)
    if len(places) < 2 or len(_name_vars(city)) < 2:
        return False  # (both named: "a plant, Germany's largest" is no such pair)
    starts = [i for i, var in owner.items() if var in places]
    if not starts:
        return False
    start = min(starts)
    return start >= 2 and tokens[start - 1] == "," and owner.get(start - 2) in _name_vars(city)


def place_aside(text: str) -> str:
    """``text``, a place said after its city, set off as the source did: ", Conn.,"
    (the sentence's finish drops a comma before another or at the end).

    >>> place_aside("Conn.")
    ', Conn.,'
    """
    return f", {text},"


def _place_pairs(top: Node) -> list[tuple[Node, Node]]:
    """The (city, place) pairs of ``top``'s tree whose place is the city's :location."""
    pairs = []
    for node in top.walk():
        for edge in node.edges:
            if isinstance(edge.target, Node) and edge.role == ":location":
                pairs.append((node, edge.target))
            elif isinstance(edge.target, Node) and edge.role == ":location-of":
                pairs.append((edge.target, node))
    return pairs


def closed_place_asides(text: str, top: Node, source: Source | None) -> str:
    """``text`` with a comma closing each city's place the source set off after it, where
    the text goes on after the place (module docstring).

    >>> import penman
    >>> from pipeline.backends.builtin.realize_tree import build_tree
    >>> top = build_tree(penman.decode('(f / file-01 :location (c / city :name (n / name '
    ...     ':op1 "Hartford") :location (s / state :name (n2 / name :op1 "Conn."))))'))
    >>> tokens = "They filed it in Hartford , Conn. .".split()
    >>> source = Source(tokens, " ".join(tokens), {4: "n", 6: "n2"}, [])
    >>> closed_place_asides("It was in Hartford, Conn. that they filed it.", top, source)
    'It was in Hartford, Conn., that they filed it.'
    >>> closed_place_asides("They filed it in Hartford, Conn.", top, source)
    'They filed it in Hartford, Conn.'
    >>> closed_place_asides("It was in Hartford, where they met, Conn., that ...", top, source)
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: a city's place said away from the city
    """
    if source is None:
        return text
    for city, place in _place_pairs(top):
        if not comma_place(city, place, source):
            continue
        city_at = [i for i, var in source.owner.items() if var in _name_vars(city)]
        place_at = [i for i, var in source.owner.items() if var in _name_vars(place)]
        place_words = " ".join(source.tokens[min(place_at):max(place_at) + 1])
        said = f"{source.tokens[max(city_at)]}, {place_words}"
        if f", {place_words}" in text and said not in text:
            raise RealizationRefused("a city's place said away from the city")
        # (a word after it: not a comma, a closing mark or the sentence's end)
        text = re.sub(rf"\b{re.escape(said)}(?= [\w\"'(])", f"{said},", text)
    return text
