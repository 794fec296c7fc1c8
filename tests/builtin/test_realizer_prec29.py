"""Kept texts that read wrong (issue 12, prec29): a rebuilt text does not stack a second
fronted clause after a fronted phrase the source did not say with it
(realize_stacked_openers), and a city's state said after a comma stays so ("Hartford,
Conn.", not "Hartford in Conn.": realize_place_commas).  Tuning sentences of MRPC train, parsed with the real parser, so
they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

AMC = ("If the extra equity for the project cannot be found, AMC directors will have to "
       "abandon it to avoid trading while AMC is insolvent.")  # 2855
PASSED = "If passed, the measure will return to the Senate for concurrence with House amendments."  # 6309


def test_no_second_fronted_clause(parser: BuiltinParser) -> None:
    # Were kept: "To avoid trading, if the extra equity for the project can not be found, AMC
    # directors must abandon it while AMC is insolvent.", "While AMC is insolvent, if ...",
    # "For concurrence with House amendments, if passed, the measure will return ..."
    for sentence in (AMC, PASSED):
        assert not [t for t in every_text(parser, sentence)
                    if t and t.count(", ") >= 2 and t.split(", ")[1].startswith("if ")]


TENET = ("Tenet has been under scrutiny since November, when former Chief Executive Jeffrey "
         "Barbakow said the company used aggressive pricing to trigger higher payments for "
         "the sickest Medicare patients.")  # 422


def test_a_times_own_when_clause_stays(parser: BuiltinParser) -> None:
    # "Since November, when ..." is the time's own relative clause, not a second opener
    assert any(t and t.startswith("Since November, when ") for t in every_text(parser, TENET))


HARTFORD = ("Pittsburgh, West Virginia, Rutgers, Connecticut and Virginia Tech filed the lawsuit "
            "this month in Hartford, Conn.")  # 985
WOODLEY = ("Mr. Woodley died Sunday at age 44 of liver and kidney failure in his native "
           "Shreveport, La.")  # 3009


def test_a_citys_state_keeps_its_comma(parser: BuiltinParser) -> None:
    # Were kept: "It was in Hartford in Conn. that Pittsburgh, ... filed the lawsuit this
    # month.", "In his native Shreveport in La., Mr. Woodley died ..."
    for sentence in (HARTFORD, WOODLEY):
        assert not [t for t in every_text(parser, sentence)
                    if t and (" in Conn." in t or " in La." in t)]
    # and a place the source ended on is closed by a comma when the text goes on ("It was
    # in his native Shreveport, La. that ...", "filed the lawsuit in Hartford, Conn. this
    # month" were kept)
    assert "It was in Hartford, Conn., that Pittsburgh, West Virginia, Rutgers, Connecticut and " \
        "Virginia Tech filed the lawsuit this month." in every_text(parser, HARTFORD)
    assert "It was in his native Shreveport, La., that Mr. Woodley died Sunday at age 44 of " \
        "liver and kidney failure." in every_text(parser, WOODLEY)
    assert not [t for t in every_text(parser, HARTFORD) if t and "Conn. this" in t]


GEOGHAN = ("Mr. Geoghan was taken to the University of Massachusetts Memorial Health Alliance "
           "Hospital in Leominster, Mass., where he died at 1:17 p.m.")  # 4970


def test_a_citys_place_stays_next_to_it(parser: BuiltinParser) -> None:
    # Was kept: "It was the University of Massachusetts Memorial Health Alliance Hospital in
    # Leominster, where he died at 1:17 p.m., in Mass. that Mr. Geoghan was taken to."
    assert not [t for t in every_text(parser, GEOGHAN) if t and "Leominster, where" in t]


NICKLES = ("The key vote Thursday came on the dividend tax provision offered by Sen. Don Nickles, "
           "R-Oklahoma.")  # 3644


def test_a_place_set_off_after_a_name_keeps_its_commas(parser: BuiltinParser) -> None:
    # Were kept: "The key vote came Thursday on the dividend tax provision that Sen. Don
    # Nickles R-Oklahoma offered." and four more without the comma
    texts = [t for t in every_text(parser, NICKLES) if t]
    assert not [t for t in texts if "Nickles R-Oklahoma" in t]
    assert "The key vote came Thursday on the dividend tax provision that Sen. Don Nickles, " \
        "R-Oklahoma, offered." in texts
