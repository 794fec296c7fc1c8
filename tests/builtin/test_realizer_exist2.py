"""MRPC train sentences (tuning slices) whose existential read wrong (found by a blind read
of kept existentials, exist2), and what they say now.  They parse with the real parser, so
they move with it.

- An existential on the object of a support verb ("There was a positive track that Wall
  Street regained yesterday ...", 3745; "There are interest rates that the ECB has cut ...",
  6654; "There was a horrific scene that rescue workers ... met ...", 4393):
  realize_existential_support_objects, a row of realize_meaning_faults, refuses it.  The
  object of a verb that wins or gets a thing stays ("There was a preliminary injunction
  that Lee won in New York on Thursday ...", 496).
- A time the source said before a clause of the existential's relative said after it, at the
  end ("There was a California state senator who proposed a law requiring motorists ... to
  take driving tests to renew their licenses in 1999.", 2173; "... who backed the coalition
  in Mosul on Friday.", 94): realize_existential_closing_times, a row of
  realize_meaning_faults, refuses it.  One said at the end with no clause before it stays
  ("There was a team of 32 Singaporean police officers that was sent to Baghdad on July
  10.", 1265).
- An existential on a bare plural of a market's or a story's known things ("There were stocks
  that barely budged Friday ...", 2666; "Instead, there are bond bulls that focus on ...",
  4312): realize_existential_market_plurals, a row of realize_meaning_faults, refuses it.
- An existential on a quantifier with no noun ("There was more that was needed ...", 2032;
  "There were many in the close-knit town that knew ...", 3473) or on a singular indefinite
  whose present clause holds in general ("There is a number below 50 that suggests
  contraction ...", 4767; "There is a race observer who sits ...", 6316):
  realize_existential_kinds, two rows of realize_meaning_faults, refuse them.
- An existential on the object of a preposition stranded after a passive ("There was a
  charge of leaving the scene of a fatal accident that Bishop Thomas O'Brien, 67, was booked
  on.", 4120): realize_existential_obliques.existential_stranded_passive.
- An existential on the first of its verb's list of objects, the rest said as the verb's
  object ("There was a referendum on a controversial gas project that Sanchez de Lozada
  promised a reform of ...", 1181): realize_existential_split_lists.
"""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

TRACK = ("Wall Street regained a positive track yesterday after two of Saddam Hussein's sons "
         "were killed in a firefight in Iraq.")
RATES = ("The ECB has cut interest rates six times over that period, from 4.75 percent in "
         "October 2000 to 2.5 percent.")
SCENE = ("Rescue workers arriving at February's deadly nightclub fire met a horrific scene, as "
         "people trapped in the club's doorway screamed for help, rescue tapes released "
         "Thursday show.")
INJUNCTION = ("On Thursday, Lee won a preliminary injunction in New York preventing Viacom from "
              "using the name \"Spike TV.\"")


@pytest.mark.parametrize("sentence, noun", [(TRACK, "a positive track that"),
                                            (RATES, "interest rates that"),
                                            (SCENE, "a horrific scene that")])
def test_no_existential_on_a_support_verbs_object(parser: BuiltinParser, sentence: str,
                                                  noun: str) -> None:
    texts = [t for t in every_text(parser, sentence) if t]
    assert texts  # (the sentence keeps what else it said)
    assert not any(f"there {be} {noun}" in t.lower() for t in texts for be in
                   ("is", "are", "was", "were"))


def test_an_existential_on_what_is_won_stays(parser: BuiltinParser) -> None:
    assert any(t.startswith("There was a preliminary injunction that Lee won")
               for t in every_text(parser, INJUNCTION) if t)


SENATOR = ("In 1999 a California state senator proposed a law requiring motorists over the age of "
           "75 to take driving tests to renew their licenses.")
GUNMEN = ("Also in Mosul, rebel gunmen on Friday assassinated a Sunni Muslim tribal leader who "
          "backed the coalition.")
TEAM = "On July 10, a team of 32 Singaporean police officers was sent to Baghdad."


@pytest.mark.parametrize("sentence, closing", [(SENATOR, "renew their licenses in 1999."),
                                               (GUNMEN, "backed the coalition in Mosul on Friday.")])
def test_no_existential_time_after_an_inner_clause(parser: BuiltinParser, sentence: str,
                                                  closing: str) -> None:
    texts = [t for t in every_text(parser, sentence) if t]
    assert texts
    assert not any(t.startswith("There ") and t.endswith(closing) for t in texts)


def test_an_existential_time_after_its_own_clause_stays(parser: BuiltinParser) -> None:
    assert ("There was a team of 32 Singaporean police officers that was sent to Baghdad on "
            "July 10.") in every_text(parser, TEAM)


STOCKS = ("Stocks barely budged Friday as trading resumed with some glitches from the blackout "
          "in New York.")
BULLS = ("Instead, bond bulls focus on the fact the Fed has done nothing to dispel market "
         "expectations of an easing, either in speeches or through the press.")


@pytest.mark.parametrize("sentence, noun", [(STOCKS, "there were stocks that"),
                                            (BULLS, "there are bond bulls that")])
def test_no_existential_on_a_markets_bare_plural(parser: BuiltinParser, sentence: str,
                                                 noun: str) -> None:
    texts = [t for t in every_text(parser, sentence) if t]
    assert texts
    assert not any(noun in t.lower() for t in texts)


MORE = ("Washington, however, said more was needed to prevent complaints being filed in the first "
        "place.")
MANY = ("Doris Brasher, who owns a grocery store on Highway 96, said many in the close-knit town "
        "knew the three men who were killed.")
NUMBER = ("A number below 50 suggests contraction in the manufacturing sector, while a number "
          "above that indicates expansion.")
OBSERVER = ("A race observer sits in the passenger seat of the vehicle following the contestant "
            "car to record broken rules and track of the car's time.")


@pytest.mark.parametrize("sentence, opening", [(MORE, "There was more that"),
                                               (MANY, "There were many in"),
                                               (NUMBER, "There is a number below 50 that"),
                                               (OBSERVER, "There is a race observer who")])
def test_no_existential_on_no_particular_thing(parser: BuiltinParser, sentence: str,
                                               opening: str) -> None:
    texts = [t for t in every_text(parser, sentence) if t]
    assert texts
    assert not any(t.startswith(opening) for t in texts)


BOOKED = ("Bishop Thomas O'Brien, 67, was booked on a charge of leaving the scene of a fatal "
          "accident.")


def test_no_existential_on_a_stranded_passive_preposition(parser: BuiltinParser) -> None:
    assert not any(t.endswith("was booked on.") for t in every_text(parser, BOOKED) if t)


PROMISED = ("Sanchez de Lozada promised a referendum on a controversial gas project, a reform of a "
            "free market energy law and constitutional reforms.")


def test_no_existential_on_a_lists_first_member(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, PROMISED) if t]
    assert texts
    assert not any("Sanchez de Lozada promised a reform" in t for t in texts)
