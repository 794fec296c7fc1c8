"""Rebuilt texts whose clause lost its comparison's "than", a part or distribution ("half",
"each") or said a relative clause after a stranded preposition: each reads as broken or says
something else, so they are refused (MRPC train, tuning stretches)."""

from __future__ import annotations

import re

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_stranded_relatives import relative_after_preposition
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BEA = "BEA Systems Inc. BEAS.O said on Thursday second-quarter profits rose 28 percent, as " \
      "revenues grew slightly more than Wall Street expected amid a contracting overall " \
      "market for business software."
PHOTO = "Derrick Todd Lee, 34, is shown in this photo released by the police in Baton " \
        "Rouge, Monday."
NELSON = "Nelson, 27, is being retried on civil rights charges stemming from the " \
         "disturbance that led to Rosenbaum's death."


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


def _said(texts: list[str], pattern: str) -> list[str]:
    return [t for t in texts if t and re.search(pattern, t)]


def test_a_lost_than_is_refused(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 1370): "..., as revenues grew slightly more that Wall Street
    # expected amid ...", in every construction
    texts = every_text(parser, BEA)
    assert _said(texts, r"\bmore that\b") == [], texts


def test_a_relative_clause_after_a_stranded_preposition_is_refused(
        parser: BuiltinParser) -> None:
    # Were kept (MRPC train 1320, 3752): "It was this photo that Derrick Todd Lee, 34, is
    # shown in that the police in Baton Rouge, Monday released.", "It was civil rights
    # charges that Nelson, 27, is being retried on that stemmed from the disturbance ..."
    assert _said(every_text(parser, PHOTO), r"\bin that\b") == []
    assert _said(every_text(parser, NELSON), r"\bon that\b") == []


def test_a_demonstrative_or_a_cleft_that_passes() -> None:
    tokens = _tokens("That fire charred 469,000 acres and destroyed 491 homes .")
    assert relative_after_preposition(
        "469,000 acres were charred by that fire, and the fire destroyed 491 homes.",
        tokens) is None
    tokens = _tokens("Evacuation went smoothly , although passengers weren't told what was "
                     "going on .")
    assert relative_after_preposition(
        "It was what was going on that passengers were not told, and yet evacuation went "
        "smoothly.", tokens) is None
    tokens = _tokens("The weapon turned out to be a Halloween toy .")
    assert relative_after_preposition(
        "It was the weapon that turned out that it is a Halloween toy.", tokens) == "out that"


APPLE = "Apple noted that half the songs were purchased as part of albums."
JETS = "Bombardier and Embraer will each deliver 85 jets by September 2006, U.S. Airways said " \
       "in a release."


def test_a_lost_part_or_distribution_is_refused(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 485, 1256): "Apple noted that the songs were purchased as part
    # of albums." (5 texts), "Bombardier and Embraer will deliver 85 jets by September 2006,
    # ..." (8 texts: 85 in all, not each)
    assert [t for t in every_text(parser, APPLE) if t and "half" not in t.lower()] == []
    assert [t for t in every_text(parser, JETS) if t and "each" not in t.lower()] == []
