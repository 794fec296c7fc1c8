"""MRPC train sentences (tuning slices) whose one subject spaCy split into two subjects of
the same verb (parse_split_subjects), every focus refused before for "one event with two
subjects of the same role".  They parse with the real parser, so they move with it.

- a coordination whose coordinator stayed on the first member (3961, 3933, 6569, 2848);
- one noun phrase cut between its modifier and its head (1098, 2299, 2432, 4374, 6425,
  272/273's "the rap group So Solid Crew");
- a common noun's apposition between commas (2176, 2948, 3148, 4185, 1728).
"""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

HANDS = "But in San Francisco, 80 percent of men and only 59 percent of women washed their hands."
MORGAN = ("Tonight, 21-year-old Morgan and as many as 1,200 fellow students at Wheaton College "
          "will gather in the gym for the first real dance in the school's 143-year history.")
KKCS = "Country-music station KKCS has suspended two disc jockeys for playing songs."
HOUSTON = "Houston fourth-graders also performed similarly to national peers in writing."
SCHEMES = ("In two new schemes, people posing as IRS representatives target families of armed "
           "forces members and e-mail users.")
CREW = ("A member of the rap group So Solid Crew threw away a loaded gun during a police chase, "
        "Southwark Crown Court was told yesterday.")
IRAQ = ("Meanwhile, the main subject of oil market debate, Iraq, will not send a delegation, an "
        "issue that has rankled Iraqi officials.")
RESCUE = ("The director of Rescue California, the group leading the recall campaign, called the "
          "lawsuit \"laughable.\"")


def _agents(found: set[tuple[str, str, str]], verb: str) -> list[str]:
    return sorted(c for v, r, c in found if v == verb and r == ":ARG0")


def test_a_coordinator_left_on_the_first_subject_joins_both(parser: BuiltinParser) -> None:
    found = edges(parser, HANDS)
    assert _agents(found, "wash-01") == ["and"], found
    assert ("and", ":op2", "percentage-entity") in found, found
    found = edges(parser, MORGAN)
    assert _agents(found, "gather-01") == ["and"], found
    # the opening "Tonight," is the gathering's time, not Morgan's
    assert not any(c == "tonight" for v, r, c in found if v == "person"), found
    texts = every_text(parser, MORGAN)
    assert not any("Morgan tonight" in t or "is tonight" in t for t in texts), texts


def test_a_noun_phrase_cut_before_its_head_is_one_subject(parser: BuiltinParser) -> None:
    found = edges(parser, KKCS)
    assert _agents(found, "suspend-01") == ["organization"], found
    assert ("organization", ":mod", "station") in found, found
    found = edges(parser, HOUSTON)
    assert _agents(found, "perform-01") == ["fourth-grader"], found
    found = edges(parser, SCHEMES)
    assert _agents(found, "target-01") == ["person"], found
    assert ("pose-01", ":ARG1", "representative") in found, found
    found = edges(parser, CREW)
    assert _agents(found, "throw-01") == ["member"], found


def test_a_common_nouns_apposition_between_commas_describes_it(parser: BuiltinParser) -> None:
    found = edges(parser, IRAQ)
    assert _agents(found, "send-01") == ["subject"], found
    texts = every_text(parser, IRAQ)
    assert any(t.startswith("Meanwhile, it is the main subject of oil market debate, Iraq, that")
               for t in texts), texts
    found = edges(parser, RESCUE)
    assert _agents(found, "call-01") == ["director"], found


def test_a_comparing_adverb_is_not_fronted_without_its_phrase(parser: BuiltinParser) -> None:
    # realize_adverb_scope: "Similarly, Houston fourth-graders also performed to national
    # peers in writing." said the comparison's phrase as the performance's goal
    texts = every_text(parser, HOUSTON)
    assert not any(t.startswith("Similarly") for t in texts), texts
    assert "It was Houston fourth-graders that also performed similarly to national peers in " \
           "writing." in texts, texts
