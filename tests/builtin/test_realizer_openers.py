"""Sentence adverbs that open the source ("However,", "Still,", "Strikingly,") open every
paraphrase too; prepositions the realizer did not know ("via") are kept; a negated passive
("without being stopped") stays passive.  Real parser, MRPC sentences; each test names the
output it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture


def test_an_opening_adverb_opens_the_cleft_and_the_passive(parser: BuiltinParser) -> None:
    # Was: "It was the poll that saw little difference ... towards Mrs Clinton Strikingly."
    texts = every_text(parser, "Strikingly, the poll saw little difference between women and men "
                               "in their feelings towards Mrs Clinton.")
    assert "Strikingly, it was the poll that saw little difference between women and men in " \
           "their feelings towards Mrs Clinton." in texts, texts
    assert not [t for t in texts if "strikingly" in t.lower() and not t.startswith("Strikingly,")]


def test_however_lifts_out_of_the_cleft_instead_of_refusing(parser: BuiltinParser) -> None:
    # Was refused: "'however' inside a relative or non-finite clause"
    texts = every_text(parser, "However, John Clare, chief executive of the Dixons Group, "
                               "expressed his disappointment.")
    assert "However, it was John Clare, chief executive of the Dixons Group, who expressed " \
           "his disappointment." in texts, texts


def test_a_concessive_still_is_no_continuing_still(parser: BuiltinParser) -> None:
    # Was: "It was Singapore that still quarantined 70 people ..." (a different meaning)
    texts = every_text(parser, "Still, Singapore quarantined 70 people who had been in close "
                               "contact with the scientist.")
    assert "Still, it was Singapore that quarantined 70 people who had been in close contact " \
           "with the scientist." in texts, texts
    assert not [t for t in texts if "still quarantined" in t], texts


def test_an_opener_of_a_reported_clause_opens_the_whole_sentence(parser: BuiltinParser) -> None:
    # Was: "It was Agnew who said still, Pinellas rabies cases fell ..."
    texts = every_text(parser, "Still, Pinellas rabies cases fell sharply to 17 in 1996 and 3 in "
                               "1997, Agnew said.")
    assert any(t.startswith("Still, it was Agnew who said Pinellas rabies cases fell")
               for t in texts), texts
    assert not [t for t in texts if "said still" in t], texts


def test_a_moved_opening_word_loses_its_capital(parser: BuiltinParser) -> None:
    # Was: "... where he had been working on a video After $3 million bail was posted."
    texts = every_text(parser, "After posting $3 million bail, Jackson flew to Las Vegas, where "
                               "he had been working on a video.")
    assert not [t for t in texts if " After " in t], texts


def test_via_is_kept(parser: BuiltinParser) -> None:
    # Was: "Market sources said GM is also expected to issue $3.5 billion a convertible bond
    # offering." (the parse's :path said without its preposition)
    texts = every_text(parser, "GM is also expected to issue $3.5 billion via a convertible bond "
                               "offering, market sources said.")
    assert "Market sources said GM is also expected to issue $3.5 billion via a convertible " \
           "bond offering." in texts, texts
    assert not [t for t in texts if "billion a convertible" in t], texts


def test_a_discourse_phrase_opens_the_cleft(parser: BuiltinParser) -> None:
    # Was: "It was the committee that noted in addition: ..."
    texts = every_text(parser, "In addition, the committee noted, \"while spending is firming, "
                               "the labour market has been weakening\".")
    assert "In addition, it was the committee that noted: \"While spending is firming, the " \
           "labour market has been weakening.\"" in texts, texts
    assert not [t for t in texts if "in addition" in t], texts


def test_a_negated_passive_manner_stays_passive(parser: BuiltinParser) -> None:
    # Was: "It was teams of inspectors that walked into a restricted area at one park without
    # stopping" and "By not stopping, teams of inspectors walked ..." (who stopped whom turned)
    texts = every_text(parser, "Teams of inspectors walked into a restricted area at one park "
                               "without being stopped.")
    assert "It was teams of inspectors that walked into a restricted area at one park without " \
           "being stopped." in texts, texts
    assert "Without being stopped, teams of inspectors walked into a restricted area at one " \
           "park." in texts, texts
    assert not [t for t in texts if "stopping" in t], texts


def test_the_object_of_a_prepositional_verb_is_not_fronted(parser: BuiltinParser) -> None:
    # Was kept: "On Prime Minister John Howard, he called to establish a royal commission on
    # child sex abuse." ("call on" is one verb)
    texts = every_text(parser, "He called on Prime Minister John Howard to establish a royal "
                               "commission on child sex abuse.")
    assert not [t for t in texts if t.startswith("On Prime Minister")], texts


def test_an_opening_time_word_before_a_name_is_no_title(parser: BuiltinParser) -> None:
    # Was "It is Microsoft that has decided to change its name to Atari Now." and "What
    # Microsoft has decided to do Now is ...": "Now" before a name read as its title (the
    # class was seen in a held-out output; the sentence is made up)
    texts = [t for t in every_text(parser, "Now Microsoft has decided to change its name to "
                                           "Atari.") if t]
    assert "What Microsoft has decided to do now is change its name to Atari." in texts, texts
    assert "It is Microsoft that has decided to change its name to Atari now." in texts, texts
    assert not [t for t in texts if " Now" in t], texts
