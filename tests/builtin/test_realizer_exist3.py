"""MRPC train sentences (tuning slices) whose existential was kept broken after exist2 (found
by a blind read of kept existentials, exist3), and what they say now.  They parse with the
real parser, so they move with it.  realize_existential_garbles (rows of
realize_meaning_faults) refuses each:

- the source's fronted phrase run into the existential's noun ("There was a later in the day
  standoff that developed ...", 3441);
- a word pair no sentence says ("There was a nail of among the evidence ...", 6486; "There
  are more people who are than ever turning about a society ...", 1245);
- an age said as an ordinal ("There was a female attendant of the 25th that ...", 3377);
- an apposition said on the existential's noun that the source said at its end ("There were
  some 175 million shares, a 7 percent increase ..., that were traded ...", 6562; the
  declarative's "Some 175 million shares, a 7 percent increase ..., were traded ..." is left);
- an object pronoun glued to the noun ("There was an abused kid me that O'Donnell wrote
  ...", 4421);
- a second noun phrase run into the noun ("There was a court hearing the company at which
  ...", 801);
- a relative said after an inner clause of the noun or stacked on its first ('There was a
  "peculiar slipknot" on the ligature he used to strangle some of the victims that the
  killer used', 1967; "There was an FBI employee who was tailing him, who a vehicle being
  driven struck", 2082).
- a relative's verb run into a finite "be" ("There is an infection vector writing safe
  programs that demonstrate is adequate ...", 6038; its fronted manner too).
- names the source said after the noun said at the end ("... excluded larger rivals from
  the bid race last month Tesco, Asda and J Sainsbury.", 189, every text).
- a possessed name said bare after a preposition ("There was a spokesman for Office in
  Atlanta of the U.S. Attorney who ...", 1631).
realize_existential_support_objects reads past an aside on the clause's subject ("There was
a liver transplant that Woodley, who died of liver and kidney failure, underwent in 1992.",
3008).  realize_existential_kinds refuses the bare "another" ("There was another that was in
serious condition ...", 6137).
An apposition the source said on the noun stays ("There was a seventh victim, a woman, who
died ...", 4040).
"""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

STANDOFF = ("Later in the day, a standoff developed between French soldiers and a Hema "
            "battlewagon that attempted to pass the UN compound.")
SKULL = ("Among the evidence seized by detectives was an animal skull with a nail driven "
         "through its head, which may have been used in a \"black magic\" ceremony.")
SOCIETY = ("Some women also express concern about a society in which more people than ever are "
           "turning to cosmetic surgery in a quest for bodily perfection.")
ATTENDANT = ("A female attendant, 25, was slashed across the face as the attacker closed on the "
             "cockpit.")
SHARES = ("Some 175 million shares traded on the Big Board, a 7 percent increase from the same "
          "time a week ago.")
KID = "In her autobiography, \"Find Me,\" O'Donnell wrote, \"I was an abused kid."
HEARING = ("UAL bankruptcy attorney James Sprayregen said at a court hearing the company will "
           "submit an updated business plan to the Air Transportation Stabilization Board, but "
           "gave no timeframe.")
SLIPKNOT = ("Glover said the killer used a \"peculiar slipknot\" on the ligature he used to "
            "strangle some of the victims.")
TAILING = ("In May, Mr. Hatfill said he was struck by a vehicle being driven by an FBI employee "
           "who was tailing him in Georgetown.")
VECTOR = ("Writing safe programs that demonstrate an infection vector is adequate without "
          "building in the reproductive sequences.\"")
RIVALS = ("A Competition Commission inquiry last month has already excluded larger rivals Tesco, "
          "Asda and J Sainsbury from the bid race.")
SPOKESMAN = "A spokesman for the U.S. Attorney's Office in Atlanta also refused to comment."
WOODLEY = ("Woodley, who underwent a liver transplant in 1992, died of liver and kidney "
           "failure.")
ANOTHER = "Another was in serious condition at Northwest Medical Center in Springdale."
VICTIM = ("A seventh victim, a woman, died Tuesday night in the burn unit at childrens Hospital "
          "Medical Center of Akron.")


@pytest.mark.parametrize("sentence, words", [(STANDOFF, "a later in the day standoff"),
                                             (SKULL, "of among"),
                                             (SOCIETY, "are than ever"),
                                             (ATTENDANT, "of the 25th"),
                                             (SHARES, "there were some 175 million shares, a 7"),
                                             (KID, "kid me"),
                                             (HEARING, "there was a court hearing the"),
                                             (SLIPKNOT, "victims that the killer used"),
                                             (TAILING, "there was an fbi employee who was tailing him, who"),
                                             (ANOTHER, "there was another that"),
                                             (VECTOR, "that demonstrate is"),
                                             (RIVALS, "month tesco, asda"),
                                             (RIVALS, "race tesco, asda"),
                                             (SPOKESMAN, "for office in atlanta"),
                                             (WOODLEY, "there was a liver transplant that")])
def test_garbled_existential_is_not_said(parser: BuiltinParser, sentence: str,
                                         words: str) -> None:
    assert not any(words in t.lower() for t in every_text(parser, sentence) if t)


def test_apposition_the_source_said_on_the_noun_stays(parser: BuiltinParser) -> None:
    assert any(t and t.startswith("There was a seventh victim, a woman, who died")
               for t in every_text(parser, VICTIM))


BAER = ("Judge Harold Baer concluded Wednesday that lawyers for the two victims \"have shown, "
        "albeit barely ... that Iraq provided material support to bin Laden and al-Qaida.\"")
DIE = "And if we don't do this, innocent people on the ground are going to die, too.\""


@pytest.mark.parametrize("sentence, words", [(BAER, "al-qaida albeit barely"),
                                             (DIE, "do this too")])
def test_set_off_additive_is_not_moved(parser: BuiltinParser, sentence: str,
                                       words: str) -> None:
    """realize_moved_additives (1344, 996): "albeit barely" run onto the "that" clause's end,
    "too" said after the condition, not the dying."""
    assert not any(words in t.lower() for t in every_text(parser, sentence) if t)
