"""A capitalised plural the parse kept as its concept, or a group's name after "the" ending
in a plural, takes a plural verb (realize_plural_names); a focus passive's verb agrees as
the source's did (realize_clause_subjects).  Tuning sentences of MRPC train, parsed with the
real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

REPUBLICANS = ("State Rep. Ron Wilson, a Houston Democrat, joined nine Republicans in approving "
               "the bill Saturday.")  # 1606
AMERICANS = ("Democratic presidential candidate Joe Lieberman criticized President Bush on "
             "Wednesday for a sluggish economy that has kept Americans out of work.")  # 255
MARINERS = ("The Mariners piled on against Randy Choate and Juan Acevedo in the bottom of the "
            "inning.")  # 2320
CUBANS = ("The Cubans were spotted by a Coast Guard jet around 2 p.m. Tuesday and two vessels "
          "were sent out to the area, Petty Officer Ryan Doss said.")  # 903


def _singular(texts: list[str | None], subject: str) -> list[str]:
    return [t for t in texts if t and any(f"{subject} {verb} " in t for verb in ("was", "has", "is"))]


def test_a_plural_kept_as_its_concept_takes_a_plural_verb(parser: BuiltinParser) -> None:
    texts = every_text(parser, REPUBLICANS)
    assert not _singular(texts, "Nine Republicans"), texts
    assert "Nine Republicans were joined by State Rep. Ron Wilson, a Houston Democrat, in " \
        "approving the bill Saturday." in texts, texts
    assert not _singular(every_text(parser, AMERICANS), "Americans")


def test_a_groups_name_after_the_is_plural(parser: BuiltinParser) -> None:
    # Was kept: "The Mariners was the one that piled on ..." ("the one" is for one doer)
    texts = every_text(parser, MARINERS)
    assert not _singular(texts, "The Mariners"), texts
    assert "It was the Mariners that piled on against Randy Choate and Juan Acevedo in the " \
        "bottom of the inning." in texts, texts


def test_a_focus_passive_agrees_as_the_source_did(parser: BuiltinParser) -> None:
    # Was kept: "The Cubans was spotted by a Coast Guard jet ..."
    assert not _singular(every_text(parser, CUBANS), "The Cubans")
