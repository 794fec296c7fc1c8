"""A state's abbreviation that closes the sentence after its city, read as the full stop.

"..., said the father, who lives in Fairview Heights, just outside St. Louis, Mo." and
"said JoAnn Marquis, visiting with her husband from Salem, Mass.": the abbreviation's own
period ends the sentence, and spaCy tagged "Mo." its punctuation (``punct``), so no rule
read it and every rebuilt focus was refused for the dropped 'Mo.'.  Said elsewhere ("St.
Louis, Mo., police said") spaCy makes it the city's apposition, which the rules read as
the city's :location (parse_nominals); :func:`repair_closing_states` makes this one so too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_closing_states"]


def repair_closing_states(doc: Doc) -> None:
    """Make a place's abbreviation that spaCy took for the closing punctuation, after a
    place and its comma ("outside St. Louis, Mo."), that place's apposition, in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()('"It\\'s nasty," said JoAnn Marquis, visiting with her husband '
    ...                    'from Salem, Mass.')
    >>> repair_closing_states(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text == "Mass."]
    [('Mass.', 'appos', 'Salem')]
    """
    for state in doc:
        if state.dep_ != "punct" or state.pos_ != "PROPN" or state.ent_type_ != "GPE" \
                or not state.text.endswith(".") or state.i < 2 or doc[state.i - 1].text != ",":
            continue
        place = doc[state.i - 2]
        if place.pos_ == "PROPN" and place.ent_type_ == "GPE" and place.dep_ == "pobj":
            state.head, state.dep_ = place, "appos"
