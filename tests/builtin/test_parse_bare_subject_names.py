"""A sentence-opening noun alone as its verb's subject, which spaCy tagged a common noun, is
a name where English allows no common noun there (parse_proper_openers._bare_subject_name),
and keeps its capital; a mass noun and a plural of people stay common.  A quantifier of a
mass noun leaves it singular (realize_common_np: "some brain damage", not "damages")."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 2339, 4050, 207
PALM = "Palm expects to move Handspring's employees to Palm Solutions headquarters in " \
    "Milpitas, Calif."
BOND = "Bond also voiced his disappointment that neither President Bush nor his brother " \
    "attended this conference in Florida or last year's conference in Texas."
GATES = "Gates says he wants to see independent e-mail trust authorities."
# MRPC train 1829, 1192 (shortened)
REVENUE = "Revenue jumped 26 percent to $817 million, the company said."
DEALERS = "Dealers said the dollar also drew some downside support as Japanese investors " \
    "are expected to keep snapping up foreign bonds."
# MRPC train 4290
DAMAGE = "Doctors say one or both boys may die, and that some brain damage is possible if " \
    "they survive."


def test_a_bare_singular_subject_keeps_its_capital(parser: BuiltinParser) -> None:
    # Were kept: "It is palm that expects to move ...", "It was bond that also voiced ..."
    palm = [t for t in every_text(parser, PALM) if t]
    assert not [t for t in palm if "palm that" in t or "What palm" in t], palm
    assert "It is Palm that expects to move Handspring's employees to Palm Solutions " \
        "headquarters in Milpitas, Calif." in palm, palm
    bond = [t for t in every_text(parser, BOND) if t]
    assert not [t for t in bond if "bond" in t], bond
    assert [t for t in bond if t.startswith("It was Bond that also voiced")], bond


def test_a_plural_of_a_thing_with_a_singular_verb_keeps_its_capital(
        parser: BuiltinParser) -> None:
    gates = [t for t in every_text(parser, GATES) if t]
    assert not [t for t in gates if "gates" in t], gates


def test_a_mass_noun_and_people_stay_common(parser: BuiltinParser) -> None:
    revenue = [t for t in every_text(parser, REVENUE) if t]
    assert not [t for t in revenue if "Revenue" in t[1:]], revenue
    dealers = [t for t in every_text(parser, DEALERS) if t]
    assert not [t for t in dealers if "Dealers" in t[1:]], dealers


def test_some_keeps_a_mass_noun_singular(parser: BuiltinParser) -> None:
    # Were kept: "There were some downside supports that the dollar also drew ...", "There
    # are some brain damages that is possible ..."
    texts = [t for t in every_text(parser, DEALERS) + every_text(parser, DAMAGE) if t]
    assert not [t for t in texts if "supports" in t or "damages" in t], texts


# MRPC train 3637
LEGATO = "Legato stockholders will get 0.9 of a share of EMC stock for every share of Legato " \
    "they own."


def test_an_opener_the_source_names_again_keeps_its_capital(parser: BuiltinParser) -> None:
    # Were kept: "It is legato stockholders that will get ...", "For every share of Legato
    # they own, legato stockholders will get ..."
    texts = [t for t in every_text(parser, LEGATO) if t]
    assert not [t for t in texts if "legato" in t], texts
    assert "It is Legato stockholders who will get 0.9 of a share of EMC stock for every " \
        "share of Legato they own." in texts, texts
