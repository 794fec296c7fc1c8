"""MRPC train sentences (tuning slices) whose pseudo-cleft read wrong (found by a blind read
of kept pseudo-clefts and existentials, pcleft1), and what they say now.  They parse with
the real parser, so they move with it.

- A time the source said between a reporting verb's subject and the verb, kept there inside
  "what ... was" ("What the U.N. Office ... for Iraq last week reported was ...", 3952):
  realize_what_said_times moves it after the verb.
- An intended event its subject undergoes or measures, said with "do" ("What Indiana's
  population is expected to do through 2040 is increase by about 19 percent ...", 2984):
  realize_undergone_events, read by realize_intended, refuses it; an object makes the same
  verb an action ("What Sovereign ... expects to do is close the acquisition ...", 416).
- A verb the source said with its infinitive said as a report ("What the United States only
  agreed was that it let the agency back into Iraq ...", 4925): realize_infinitive_reports,
  a row of realize_source_faults, refuses it.
- An existential on a report's speaker ("There was a Lieberman aide who said there were no
  immediate plans for television advertising.", 1909): realize_existential_speakers, a row
  of realize_source_faults, refuses it.
- An existential on a goal, source or measure ("There is a halt to which fridges and air
  conditioners have stuttered ...", 833): realize_existential_obliques, a row of
  realize_source_faults, refuses it, and its preposition stranded ("There was another party
  that they belonged to, or they had no affiliation, ...", 2257).
- A verbatim deed its subject undergoes or that says a prediction ("What the technology-laced
  Nasdaq Composite Index did was creep up 5.05 points ...", 6261): realize_verbatim_deed's
  _NO_DEED.
"""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

DIARRHEA = ("The U.N. Office of the Humanitarian Coordinator for Iraq last week reported that "
            "cases of diarrhea have tripled in Baghdad.")


def test_a_medial_time_follows_the_pseudo_clefts_verb(parser: BuiltinParser) -> None:
    texts = every_text(parser, DIARRHEA)
    assert ("What the U.N. Office of the Humanitarian Coordinator for Iraq reported last week "
            "was that cases of diarrhea have tripled in Baghdad.") in texts
    assert not any("Iraq last week reported was" in t for t in texts if t)


INDIANA = ("Through 2040, Indiana's population is expected to increase by about 19 percent, to "
           "more than 7.2 million people.")
SOVEREIGN = ("Sovereign, based in Philadelphia, expects to close the acquisition in the first "
             "quarter of 2004.")


def test_an_undergone_event_is_no_deed_of_its_subject(parser: BuiltinParser) -> None:
    assert not any("expected to do" in t for t in every_text(parser, INDIANA) if t)
    assert any(t and t.startswith("What Sovereign, based in Philadelphia, expects to do is close")
               for t in every_text(parser, SOVEREIGN))


AGREED = ("The United States only agreed to let the agency back into Iraq after repeated "
          "warnings by IAEA chief Mohamed ElBaradei.")


def test_an_infinitive_is_not_said_as_a_report(parser: BuiltinParser) -> None:
    assert not any("agreed was that" in t for t in every_text(parser, AGREED) if t)


AIDE = "A Lieberman aide said there were no immediate plans for television advertising."


def test_no_existential_on_a_reports_speaker(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, AIDE) if t]
    assert texts
    assert not any(t.startswith("There was a Lieberman aide") for t in texts)


HALT = ("As temperatures soar above 120 Fahrenheit in Basra, fridges and air conditioners have "
        "stuttered to a halt.")


def test_no_existential_on_a_goal(parser: BuiltinParser) -> None:
    assert not any("halt to which" in t for t in every_text(parser, HALT) if t)


NASDAQ = ("The technology-laced Nasdaq Composite Index .IXIC crept up 5.05 points, or 0.32 "
          "percent, at 1,595.80.")


def test_an_index_move_is_no_deed(parser: BuiltinParser) -> None:
    assert not any("did was creep" in t for t in every_text(parser, NASDAQ) if t)


PARTY = "The rest said they belonged to another party or had no affiliation."


def test_no_existential_on_a_stranded_goal(parser: BuiltinParser) -> None:
    assert not any(t.startswith("There was another party")
                   for t in every_text(parser, PARTY) if t)
