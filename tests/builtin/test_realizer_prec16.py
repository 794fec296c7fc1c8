"""Kept texts of MRPC tuning sentences that were broken or changed the meaning (issue #12,
round prec16); each test names the bad text it replaced.  They parse with the real parser,
so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

FRIENDS = "But its most popular comedy, Friends, is going into its last season."
AVON = ("Avon bondholders have no recourse to Midlands's assets and at one point feared Aquila "
        "would default on interest payments.")
MSBLAST = ("Starting on Saturday, every computer infected with MSBlast is expected to start "
           "flooding Microsoft's Windows Update service with legitimate-looking connection "
           "requests.")
TEENS = "All three of the teens were charged with offenses including conspiracy to commit murder."


def test_a_pronoun_possessor_of_a_name_stays_its_determiner(parser: BuiltinParser) -> None:
    # Was "But most popular comedy Friends of it is going into its last season."
    texts = every_text(parser, FRIENDS)
    assert "But it is its most popular comedy Friends that is going into its last season." \
        in texts, texts
    assert not [t for t in texts if t and "of it" in t], texts


def test_a_phrase_under_no_is_not_clefted(parser: BuiltinParser) -> None:
    # Was "It is no recourse to Midlands's assets that Avon bondholders have, and ..."
    texts = every_text(parser, AVON)
    assert not [t for t in texts if t and t.startswith("It is no recourse")], texts
    assert "At one point, Avon bondholders feared Aquila would default on interest payments, " \
        "and they have no recourse to Midlands's assets." in texts, texts


def test_a_phrase_under_every_is_not_clefted(parser: BuiltinParser) -> None:
    # Was "It is every computer infected with MSBlast that is expected to start flooding ..."
    texts = every_text(parser, MSBLAST)
    assert not [t for t in texts if t and t.startswith("It is every")], texts


def test_a_counted_group_under_all_is_still_clefted(parser: BuiltinParser) -> None:
    texts = every_text(parser, TEENS)
    assert "It was all three of the teens that were charged with offenses including " \
        "conspiracy to commit murder." in texts, texts


HUBBLE = ("The Hubble Space Telescope's newest picture of Mars shows summer on the Red Planet just "
          "as it makes its closest pass by Earth in 60,000 years.")


def test_a_lost_just_as_is_refused(parser: BuiltinParser) -> None:
    # Was kept: "It is on the Red Planet that the Hubble Space Telescope's newest picture of
    # Mars shows summer when it just makes its closest pass by Earth in 60,000 years."
    texts = every_text(parser, HUBBLE)
    assert not [t for t in texts if t and "just as" not in t], texts


SLOCAN = ("Under the proposal, Slocan shareholders will get 1.3147 Canfor shares for each common "
          "share.")


def test_a_preposition_with_each_is_still_clefted(parser: BuiltinParser) -> None:
    texts = every_text(parser, SLOCAN)
    assert "It is for each common share that Slocan shareholders will get 1.3147 Canfor shares " \
        "under the proposal." in texts, texts
