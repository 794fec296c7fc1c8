"""Held-out MRPC sentences with the real parser: foci in and around a coordination.  A member
moved to the head of its list took its neighbours' trailing words with it (a list said from
a member now keeps the source's order), and a focus inside one member pulls it out of its
list; each test names the kept output it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

LABELS = ("It also supports coloured labels to better organise documents, and dynamic browsing "
          "of the network for Mac, Windows and Unix file servers.")
CARDENAS = "Cardenas and Estrada, who is on trial for economic plunder, have denied any involvement."
DISTRICT = ("He said the district had been waiting for the subpoenas and had always planned to "
            "comply once it received them.")
TIKRIT = ("U.S. troops encountered no resistance during the five-hour sweep near Tikrit, Saddam "
          "Hussein's hometown and the center of a region of Baath Party supporters.")
TORONTO = ("The 36 employees at Think Dynamics will remain in Toronto and become IBM employees, "
           "Crowe said.")


def test_a_focus_inside_a_noun_list_member_is_refused(parser: BuiltinParser) -> None:
    # Was kept: "For Mac, Windows and Unix file servers, dynamic browsing of documents is the
    # network." and "For Windows and Unix Mac file servers, ..."
    texts = every_text(parser, LABELS)
    assert not [t for t in texts if "is the network" in t], texts


def test_a_member_with_a_relative_clause_keeps_its_place(parser: BuiltinParser) -> None:
    # Was kept: "Cardenas of Estrada is on trial for economic plunder." and "It is Estrada
    # and Cardenas, who is on trial for economic plunder, who have denied any involvement."
    texts = every_text(parser, CARDENAS)
    assert not [t for t in texts if "Cardenas of Estrada" in t or "Estrada and Cardenas" in t], texts
    assert "Any involvement has been denied by Cardenas and Estrada, who is on trial for " \
        "economic plunder." in texts, texts


def test_an_adverb_or_deep_focus_of_one_coordinated_clause_is_refused(parser: BuiltinParser) -> None:
    # Was kept: "Always, the district had been waiting for the subpoenas had planned to comply
    # once it received them." and "It received the subpoenas that the district had been
    # waiting for, and it had always planned to comply, he said."
    texts = every_text(parser, DISTRICT)
    assert not [t for t in texts if t.startswith(("Always", "It received"))], texts
    # The member clause itself may still lead.
    assert "The district had always planned to comply once it received the subpoenas, and it " \
        "had been waiting for them, he said." in texts, texts


def test_the_members_of_a_list_after_a_preposition_stay_in_order(parser: BuiltinParser) -> None:
    # Was kept: "During Saddam Hussein's hometown, the center of a region of Baath Party
    # supporters, and the five-hour sweep near Tikrit, U.S. troops encountered no resistance."
    texts = every_text(parser, TIKRIT)
    assert not [t for t in texts if t.startswith(("During Saddam", "During the center"))], texts


def test_a_verbs_own_place_does_not_lead_a_coordinated_clause(parser: BuiltinParser) -> None:
    # Was asserted kept: "In Toronto, the 36 employees at Think Dynamics will remain, and they
    # will become IBM employees, Crowe said." -- fronted, "remain" loses the place it needs
    # (realize_focus_parts.strands_verb), and a cleft would claim the place for both clauses
    texts = every_text(parser, TORONTO)
    assert not [t for t in texts if t and t.startswith("In Toronto")], texts


SOYUZ = ("Russian Yuri Malenchenko, American Edward Lu and Pedro Duque of Spain landed in their "
         "Soyuz TMA-2 capsule at 0240 GMT.")


def test_a_list_said_from_a_member_keeps_the_sources_order(parser: BuiltinParser) -> None:
    # Was kept: "It was Pedro Duque of Spain, Russian Yuri Malenchenko, and American Edward Lu
    # who landed ..."; a member said first reorders what the source listed (MRPC tuning:
    # "It was marketer and the natural gas producer that said ...").
    texts = every_text(parser, SOYUZ)
    assert not [t for t in texts if t.startswith(("It was Pedro", "It was American"))], texts
    assert [t for t in texts if t.startswith("It was Russian Yuri Malenchenko, American Edward "
                                             "Lu, and Pedro Duque of Spain who landed")], texts


RAFT = ("Sanders and colleagues at RAFT exposed skin samples removed from consenting patients "
        "during surgery to UVA light at intensities similar to that of sunlight.")
ANTHRAX = ("The Midwestern center will focus on diagnosis, treatment and vaccines for anthrax, "
           "botulism, tularemia, hemorrhagic fever viruses and plague.")


def test_a_member_whose_words_follow_a_later_member_is_not_said_first(parser: BuiltinParser) -> None:
    # Was kept: "It was colleagues and sanders at RAFT that exposed ..." ("at RAFT" parsed on
    # "Sanders", said after "colleagues").
    texts = every_text(parser, RAFT)
    assert not [t for t in texts if "colleagues and sanders" in t.lower()
                or "sanders at raft and" in t.lower()], texts


def test_a_member_with_its_own_phrase_does_not_move_to_the_end(parser: BuiltinParser) -> None:
    # Was kept: "It is treatment, vaccines, and diagnosis for anthrax, ..." ("for anthrax ..."
    # parsed on "diagnosis" then reads as covering the whole list, or only the vaccines).
    texts = every_text(parser, ANTHRAX)
    assert not [t for t in texts if t.startswith(("It is treatment", "It is vaccines"))], texts
    assert "It is diagnosis, treatment and vaccines for anthrax, botulism, tularemia, hemorrhagic " \
        "fever viruses and plague that the Midwestern center will focus on." in texts, texts


NOR = 'He added that those "are not solely American principles, nor are they exclusively Western."'


def test_a_nor_between_clauses_is_not_said_as_or(parser: BuiltinParser) -> None:
    # Was kept: "Those are not American principles solely, or it is Western exclusively, he
    # added." (the negation "nor" carried is lost).
    texts = every_text(parser, NOR)
    assert not [t for t in texts if ", or it is Western" in t], texts


BLAIR = ("Both Blair and Bush have faced accusations that they manipulated intelligence about "
         "weapons of mass destruction to make the case for military action.")
NASA = "Both NASA and Russian space officials said it posed no danger to the crew."


def test_both_stays_before_its_list_whichever_member_leads(parser: BuiltinParser) -> None:
    # Was kept: "It is Bush and both Blair who have faced accusations ..." and "It was Russian
    # space officials and both NASA that said it posed no danger to the crew." ("both" was a
    # :mod of the first member and moved with it); a member now leads no list, so "both"
    # stays first with the list in the source's order
    graph = parser.parse([NASA])[0].amr
    assert graph is not None and ":mod (b / both~e.0)" in graph.split(":op1")[0], graph
    texts = every_text(parser, BLAIR)
    assert not [t for t in texts if "and both" in t or "both Bush" in t], texts
    assert "It is both Blair and Bush who have faced accusations that they manipulated " \
        "intelligence about weapons of mass destruction to make the case for military action." \
        in texts, texts
    texts = every_text(parser, NASA)
    assert not [t for t in texts if "and both" in t or "both Russian" in t], texts
    assert "It posed no danger to the crew, both NASA and Russian space officials said." in texts


PALM = ("Both devices use Palm OS 5.2 and feature a completely new form factor that resembles a "
        "miniature notebook with a screen that swivels 180 degrees.")


def test_an_acronyms_own_s_is_no_plural(parser: BuiltinParser) -> None:
    # Was kept: "Palm OS 5.2 are used by both devices, and both devices feature ..."
    texts = every_text(parser, PALM)
    assert not [t for t in texts if "5.2 are" in t], texts
    assert [t for t in texts if t.startswith("Palm OS 5.2 is used by both devices")], texts
