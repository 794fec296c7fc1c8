"""MRPC train sentences whose only text was their source read back, their root a connective:
a contrast of two clauses said "Although X, Y" (realize_verbatim_concessive), and the clause
under an opening "But" given its alternatives with the "But" kept first
(realize_opening_connective).  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PUTT = "Her putt for birdie was three feet short but she saved par without difficulty."
DELL = "Dell has 32 percent of the PC market in the United States, but it has only a 10 " \
    "percent share in the rest of the world."
UN = "The United Nations has about 700 troops on the ground, but they have neither the " \
    "mandate nor the manpower to stop the fighting."
PIKE = "Ms Pike also said it was not unusual for hospitals to go into deficit, but the " \
    "Government would ensure they remained viable."
LUSTER = "The 39-year-old Luster initially gave police a false name, but later revealed his " \
    "true identity."
SONGS = "Songs can be burned to CDs, but the same playlist can only be burned up to five " \
    "times - Apple's puts the limit at ten burns."
SCATTER = "We can scatter them, we can cut off one head here and one tentacle there, but " \
    "often the beast survives."
CHARGES = "No charges were announced, but the statement said legal proceedings were expected " \
    "Monday."
GRAHAM = "Graham said the surgery was not exactly the way to begin a campaign, but he is " \
    "recovered."
GROUP = "But he added group performance would improve in the second half of the year and beyond."
COMPANY = "But the company said that its competitors simply were trying to hinder MCI's " \
    "emergence from bankruptcy."
POWELL = "But Secretary of State Colin Powell brushed off this possibility Wednesday."


def test_a_contrast_of_two_clauses_is_said_as_a_concession(parser: BuiltinParser) -> None:
    # Were the source only: no alternative applied to a root contrast.
    assert "Although her putt for birdie was three feet short, she saved par without " \
        "difficulty." in every_text(parser, PUTT)
    assert "Although Dell has 32 percent of the PC market in the United States, it has only " \
        "a 10 percent share in the rest of the world." in every_text(parser, DELL)
    assert "Although the United Nations has about 700 troops on the ground, they have " \
        "neither the mandate nor the manpower to stop the fighting." in every_text(parser, UN)


def test_no_concession_where_the_clauses_would_change(parser: BuiltinParser) -> None:
    # The second clause may be what Ms Pike said: after "Although" it would be the writer's.
    assert not any(t.startswith("Although") for t in every_text(parser, PIKE))
    # The second clause shares the first one's subject: "..., later revealed his ..."
    assert not any(t.startswith("Although") for t in every_text(parser, LUSTER))
    # "Songs", parsed as a name, would keep its capital after "Although".
    assert not any(t.startswith("Although") for t in every_text(parser, SONGS))
    # Of a list of clauses, "Although" would open only the first.
    assert not any(t.startswith("Although") for t in every_text(parser, SCATTER))
    # (MRPC train 3814) what Graham said is a copular clause, parsed as its noun ("way")
    assert not any(t.startswith("Although") for t in every_text(parser, GRAHAM))


def test_a_verb_of_saying_with_a_thing_reports_no_clause(parser: BuiltinParser) -> None:
    # (MRPC train 2088) "announced" has charges for its object: no clause the second one
    # could continue
    assert "Although no charges were announced, the statement said legal proceedings were " \
        "expected Monday." in every_text(parser, CHARGES)


def test_the_clause_after_an_opening_but_has_its_alternatives(parser: BuiltinParser) -> None:
    # Was the source only: the root (contrast-01 :ARG2 add-01) took no alternative.
    assert "But group performance would improve in the second half of the year and beyond, " \
        "he added." in every_text(parser, GROUP)
    # The name after "But" keeps its capital in a rebuilt text.
    texts = every_text(parser, POWELL)
    assert "But it was on Wednesday that Secretary of State Colin Powell brushed off this " \
        "possibility." in texts
    assert not any("secretary of State" in t for t in texts)


def test_no_rebuilt_pseudo_cleft_after_an_opening_but(parser: BuiltinParser) -> None:
    # The rebuilt pseudo-cleft moved the clause's adverb to its end.
    assert "But what the company said was that its competitors were trying to hinder MCI's " \
        "emergence from bankruptcy simply." not in every_text(parser, COMPANY)


ESTONIA = "Estonia was forcibly incorporated in the Soviet Union in 1940 and regained its " \
    "independence only in 1991."
BERGONZI = "Last week, former chief financial officer Franklyn Bergonzi pleaded guilty to one " \
    "count of conspiracy and agreed to cooperate with the government's investigation."
RAMBUS = "At that time, Rambus accused Infineon of patent infringement and Infineon " \
    "countersued Rambus for breach of contract and fraud."
MASSACHUSETTS = "Massachusetts has no state death penalty, and only once before -- in " \
    "Michigan -- has the federal death penalty been given in a state without capital punishment."


def test_verb_phrases_sharing_a_subject_take_its_cleft(parser: BuiltinParser) -> None:
    # Were the source only: no alternative applied to a root "and".
    assert "It was Estonia that was forcibly incorporated in the Soviet Union in 1940 and " \
        "regained its independence only in 1991." in every_text(parser, ESTONIA)
    assert "Last week, it was former chief financial officer Franklyn Bergonzi who pleaded " \
        "guilty to one count of conspiracy and agreed to cooperate with the government's " \
        "investigation." in every_text(parser, BERGONZI)


def test_no_subject_cleft_over_a_clause_of_its_own(parser: BuiltinParser) -> None:
    # The cleft would claim the second clause, which has its own subject, for Rambus.
    assert "At that time, it was Rambus that accused Infineon of patent infringement and " \
        "Infineon countersued Rambus for breach of contract and fraud." \
        not in every_text(parser, RAMBUS)
    assert not any(t.startswith("It is Massachusetts") for t in every_text(parser, MASSACHUSETTS))


AGENCIES = "The two other national rating agencies are waiting to take action."
RECENT = "The most recent was in 1998, when Dr Barnett Slepian was killed in his home in " \
    "Amherst, New York."
RETIRED = "The company's chief executive retired and chief financial officer resigned."


def test_a_definite_subject_is_clefted_after_its_article(parser: BuiltinParser) -> None:
    # Was the source only: the subject's words start after "The", which no node holds.
    assert "It is the two other national rating agencies that are waiting to take action." \
        in every_text(parser, AGENCIES)


def test_no_definite_cleft_without_a_noun_or_over_a_lost_coordinator(
        parser: BuiltinParser) -> None:
    assert not any(t.startswith("It was the most recent") for t in every_text(parser, RECENT))
    # "retired" was parsed as the officer's modifier, "and" held by no node; read as two
    # clauses now (parse_modifier_clauses), a cleft of the first keeps the second its own
    # ("It was the company's chief executive who retired, and chief financial officer
    # resigned.", test_parse_modifier_clauses), never claimed by the cleft's relative clause
    assert not any(t.startswith("It was the company's") and "retired and" in t
                   for t in every_text(parser, RETIRED))
