"""A place the source named with "where", fronted with another verb's preposition.

"Palumbo worked for Procter & Gamble Corp., where he managed products such as Folgers",
refocused on the company, said "For Procter & Gamble Corp., for which Palumbo worked ...,
he managed products ...": the fronted phrase takes the preposition the old root's verb
gave the noun ("worked for"), so the managing reads as done on the company's behalf, not
at it.  A place preposition ("At Freshwater Spit, at which the family stopped for lunch,
several children went ...") says the "where"; any other is refused.
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import RealizationRefused

# Prepositions that say where, as the source's "where" did.
_PLACE_PREPOSITIONS = frozenset(["in", "at", "on", "near", "inside", "outside", "within",
                                 "across", "throughout", "around", "along", "under", "over",
                                 "among", "behind", "beside", "between", "above", "below"])


def refuse_where_lead(lead: str, role: str) -> None:
    """Refuse fronting ``lead`` as the place (``role`` :location, the source's "where") of
    its clause when it opens on a preposition that says no place.

    >>> refuse_where_lead("For Procter & Gamble Corp., for which Palumbo worked", ":location")
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: a 'where' place fronted with another verb's 'for'
    >>> refuse_where_lead("At Freshwater Spit, at which the family stopped", ":location")
    """
    first = lead.split(" ", 1)[0].lower()
    # (only where the old root follows as "<preposition> which": a place fronted as itself,
    # "Among the victims, ...", "Behind the counter, ...", has its own preposition)
    if role == ":location" and first not in _PLACE_PREPOSITIONS \
            and f", {first} which " in lead.lower():
        raise RealizationRefused(f"a 'where' place fronted with another verb's '{first}'")
