"""prec37: a name that closes with a product's or a firm's common noun ("Panther Server")
is a thing's, whatever type spaCy gave it (realize_person_names); a verb's second complement
stays after it (realize_carried_complements); a range of dates stays whole
(realize_torn_date_ranges); a past like "forecast" stays past (realize_same_form_pasts); a
clause after "told" does not open with a noun phrase read as the hearer
(realize_told_clauses).  Tuning sentences of MRPC train, parsed with the real parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PANTHER = ("Panther Server also includes an updated release of Apache, along with Apache "
           "Tomcat and Apache Axis for creating powerful web services.")  # 2502


def test_a_product_named_server_takes_that(parser: BuiltinParser) -> None:
    # Was kept: "It is Panther Server who also includes an updated release of Apache, ..."
    texts = [t for t in every_text(parser, PANTHER) if t]
    assert not [t for t in texts if "Panther Server who" in t]
    assert [t for t in texts if t.startswith("It is Panther Server that also includes")]


CLEARED = "But the Foreign Affairs Committee yesterday cleared Blair's cabinet of that accusation."  # 6750
CHARGED = ("Milwaukee prosecutors charged a church minister with physical abuse in the death of "
           "an 8-year-old autistic boy who died during a healing service.")  # 6937


def test_a_verbs_second_complement_stays_after_it(parser: BuiltinParser) -> None:
    # realize_carried_complements. Were kept: "But blair's cabinet of that accusation was
    # cleared by the Foreign Affairs Committee yesterday.", "A church minister with physical
    # abuse in the death of ... was charged by Milwaukee prosecutors."
    assert not [t for t in every_text(parser, CLEARED) if t and "accusation was cleared" in t]
    assert not [t for t in every_text(parser, CHARGED) if t and "service was charged" in t]


POLL = ("The poll of 405 registered Massachusetts voters was conducted Wednesday through Friday "
        "by RKM Research and Communications.")  # 4006


def test_a_date_range_stays_whole(parser: BuiltinParser) -> None:
    # Were kept: "On Wednesday, RKM Research and Communications conducted the poll of 405
    # registered Massachusetts voters through Friday." and "Through Friday, ... Wednesday."
    texts = [t for t in every_text(parser, POLL) if t]
    assert not [t for t in texts if "Wednesday" in t and "Wednesday through Friday" not in t]


FORECAST = "It forecast 445 billion yen in loan-loss charges for the year ending next March."  # 4708


def test_a_same_form_past_is_not_said_in_the_present(parser: BuiltinParser) -> None:
    # realize_same_form_pasts. Were kept: "It forecasts 445 billion yen in loan-loss charges
    # for the year ending next March." and three fronted or cleft twins
    assert not [t for t in every_text(parser, FORECAST) if t and "forecasts" in t]


SCHWEER = ("Investigators were searching his home in Muenster in the presence of his wife when "
           "news of his death came, prosecutor Wolfgang Schweer told The Associated Press.")  # 4943


def test_a_cleft_hearer_leaves_no_clause_read_as_hearer(parser: BuiltinParser) -> None:
    # realize_told_clauses. Was kept: "It was The Associated Press that prosecutor Wolfgang
    # Schweer told investigators were searching his home ..." (a garden path)
    texts = [t for t in every_text(parser, SCHWEER) if t]
    assert not [t for t in texts if "told investigators" in t]
