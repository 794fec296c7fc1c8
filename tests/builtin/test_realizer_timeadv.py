"""MRPC sentences whose main verb's time the source said between the verb and its
complement clause or infinitive: the rebuilt sentence keeps it there, not after the
complement, where it would date the complement ("... in the past week Friday").
They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

AGENTS = ("Federal agents said Friday they are investigating the theft of 1,100 pounds of an "
          "explosive chemical from construction companies in Colorado and California in the "
          "past week.")
OPEC = ("The Organization of Petroleum Exporting Countries decided yesterday to lower its output "
        "ceiling by 900,000 barrels a day to 24.5 million barrels starting in November.")


def test_a_time_before_a_report_stays_before_it(parser: BuiltinParser) -> None:
    # Was "It was federal agents that said they are investigating ... in the past week Friday."
    texts = every_text(parser, AGENTS)
    # ("who": agents are people, prec19)
    assert "It was federal agents who said Friday they are investigating the theft of 1,100 " \
        "pounds of an explosive chemical from construction companies in Colorado and California " \
        "in the past week." in texts, texts
    assert not [t for t in texts if t and t.endswith("in the past week Friday.")], texts


def test_a_time_before_an_infinitive_stays_before_it(parser: BuiltinParser) -> None:
    # Was "It was the Organization of Petroleum Exporting Countries that decided to lower
    # its output ceiling ..., starting in November yesterday."
    texts = every_text(parser, OPEC)
    assert "It was the Organization of Petroleum Exporting Countries that decided yesterday to " \
        "lower its output ceiling by 900,000 barrels a day to 24.5 million barrels, starting in " \
        "November." in texts, texts
    assert not [t for t in texts if t and t.endswith("November yesterday.")], texts


LUPAS = ("Luzerne County District Attorney David Lupas told a news conference Monday that "
         "authorities were ``continuing to make significant progress'' in the case.")


def test_a_time_before_a_that_clause_keeps_its_that(parser: BuiltinParser) -> None:
    # Was "It was ... David Lupas who told a news conference authorities were continuing to
    # make significant progress in the case Monday."; with the time in place, "that" stays
    # so that "Monday" is not read as the clause's first word
    texts = every_text(parser, LUPAS)
    assert "It was Luzerne County District Attorney David Lupas who told a news conference " \
           "Monday that authorities were \"continuing to make significant progress\" in the " \
           "case." \
        in texts, texts
    assert not [t for t in texts if t and t.endswith("in the case Monday.")], texts


PAULEY = ("Less than a month after leaving as host of \"Dateline NBC,\" Pauley agreed Thursday to "
          "launch a daytime talk show for NBC Enterprises.")


def test_a_second_time_of_a_fronted_time_stays_in_place(parser: BuiltinParser) -> None:
    # The fronted "less than a month after ..." is the clause's :time gap; "Thursday", its
    # second :time, still keeps its place before the infinitive. Was "..., Pauley agreed to
    # launch a daytime talk show for NBC Enterprises Thursday."
    texts = every_text(parser, PAULEY)
    assert [t for t in texts if t and t.endswith(
        "Pauley agreed Thursday to launch a daytime talk show for NBC Enterprises.")
        and t != PAULEY], texts
    assert not [t for t in texts if t and t.endswith("NBC Enterprises Thursday.")], texts


HINES = "Hines died of cancer Saturday in Los Angeles, publicist Allen Eichhorn said Sunday."
EDS = ("Electronic Data Systems Corp. Thursday said the Securities and Exchange Commission has "
       "asked the company for documents related to its large contract with the U.S. Navy.")
POPE = ("Pope John Paul has health problems but is firmly in charge of the Roman Catholic Church, "
        "the pope's top aide told Reuters on Friday.")


def test_a_reports_time_said_apart_from_it_goes_before_the_report(parser: BuiltinParser) -> None:
    # Were "It was publicist Allen Eichhorn who said Hines died of cancer Saturday in Los
    # Angeles Sunday." and "... related to its large contract with the U.S. Navy Thursday.":
    # said last, the report's own time dated what was reported
    texts = every_text(parser, HINES)
    assert "It was publicist Allen Eichhorn who said Sunday that Hines died of cancer Saturday " \
        "in Los Angeles." in texts, texts
    assert not [t for t in texts if t.endswith("Los Angeles Sunday.")], texts
    texts = every_text(parser, EDS)
    assert "It was Electronic Data Systems Corp. that said Thursday that the Securities and " \
        "Exchange Commission has asked the company for documents related to its large contract " \
        "with the U.S. Navy." in texts, texts
    # after the verb's other arguments
    texts = every_text(parser, POPE)
    assert "It was the pope's top aide who told Reuters on Friday that Pope John Paul has " \
        "health problems, but Paul is firmly in charge of the Roman Catholic Church." in texts, texts
