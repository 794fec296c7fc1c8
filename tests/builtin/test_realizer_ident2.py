"""MRPC train sentences whose only text was their source read back (every focus and every
rebuilt alternative of the root refused): the root's verbatim alternatives move whole source
phrases instead (realize_verbatim_alternatives), and refuse where a moved phrase would change
what the sentence says.  They parse with the real parser, so they move with it."""

from __future__ import annotations

import penman

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture


def _variant(parser: BuiltinParser, sentence: str, variant: str) -> str:
    graph = parsed(parser, sentence)
    result = realize(penman.decode(penman.encode(graph)), variant=variant)
    return result.text


BT = "BT said it expected the combination to reap 60,000 additional customers between " \
    "September and March, 2004."
GORDON = "Gordon stressed that his bill \"is a lesson-learned bill and not a reflection on " \
    "Admiral Gehman's handling of the Columbia investigation.\""
GIADONE = "It doesnt appear the children struggled, Prowers County Coroner Joe Giadone said " \
    "Saturday."
THAKSIN = "\"There is no need for one deadline for all to create the ASEAN Economic " \
    "Community,\" Thaksin said."
KOIZUMI = "Prime Minister Junichiro Koizumi has all but popped the champagne bottle."
RODDICK = "On Saturday, Roddick equalled the world record with a 149 m.p.h. serve in beating " \
    "Andre Agassi."


def test_what_was_said_goes_first_in_its_own_words(parser: BuiltinParser) -> None:
    # Was the source only: every rebuilt focus refused ("a gerund would lose its subject").
    assert "It expected the combination to reap 60,000 additional customers between " \
        "September and March, 2004, BT said." in every_text(parser, BT)
    # A partial quotation closes after the comma it takes.
    assert "His bill \"is a lesson-learned bill and not a reflection on Admiral Gehman's " \
        "handling of the Columbia investigation,\" Gordon stressed." \
        in every_text(parser, GORDON)


def test_the_speaker_goes_first_before_what_was_said(parser: BuiltinParser) -> None:
    assert "Prowers County Coroner Joe Giadone said Saturday that it doesnt appear the " \
        "children struggled." in every_text(parser, GIADONE)
    assert _variant(parser, THAKSIN, "verbatim-reporting") == (
        "Thaksin said, \"There is no need for one deadline for all to create the ASEAN "
        "Economic Community.\"")


def test_a_named_subject_is_clefted_before_the_source_words(parser: BuiltinParser) -> None:
    # (its "is" from the clause's own "has": realize_cleft_clauses)
    assert "It is Prime Minister Junichiro Koizumi who has all but popped the champagne " \
        "bottle." in every_text(parser, KOIZUMI)
    # after the opening time it keeps
    assert _variant(parser, RODDICK, "verbatim-cleft") == (
        "On Saturday, it was Roddick who equalled the world record with a 149 m.p.h. serve in "
        "beating Andre Agassi.")


def test_a_verb_that_may_be_the_speakers_stays_with_the_speaker(parser: BuiltinParser) -> None:
    # Not "The yen has strengthened too much but declined to comment on whether Japan had
    # intervened, Finance Minister Masajuro Shiokawa said" (the yen declined).
    sentence = ("Finance Minister Masajuro Shiokawa said the yen has strengthened too much but "
                "declined to comment on whether Japan had intervened.")
    assert not _variant(parser, sentence, "verbatim-reporting")


def test_a_time_that_may_be_what_was_saids_is_not_moved(parser: BuiltinParser) -> None:
    # Not "Not one U.S. state had an obesity rate below 15 percent, she said in 2003."
    sentence = "She said in 2003, not one U.S. state had an obesity rate below 15 percent."
    assert not _variant(parser, sentence, "verbatim-reporting")


def test_a_title_before_the_speaker_stays_with_the_speaker(parser: BuiltinParser) -> None:
    # Not "Senator Richard Alston announced today that the federal government intends ...,
    # the Minister for Communications and Information Technology."
    sentence = ("The federal government intends to introduce legislation later this year that "
                "will ban unsolicited commercial e-mail, the Minister for Communications and "
                "Information Technology, Senator Richard Alston announced today.")
    assert not [t for t in every_text(parser, sentence) if t and t.startswith("Senator")]


def test_a_clause_joined_after_the_subjects_is_not_clefted(parser: BuiltinParser) -> None:
    # Not "It was Congress that twice passed similar bills, but then-President Clinton vetoed
    # them both times."
    sentence = "Congress twice passed similar bills, but then-President Clinton vetoed them both times."
    assert not [t for t in every_text(parser, sentence) if t and t.startswith("It was Congress")]


def test_a_bare_opening_noun_is_a_name_not_lowercased(parser: BuiltinParser) -> None:
    # Not "..., page said." (Page, a name the parse did not know) nor "..., Telemarketers argue."
    for sentence in ("Page said it's also possible that genes on the Y chromosome may "
                     "influence gender-specific differences in disease susceptibility.",
                     "Telemarketers argue that there is no logical link between the "
                     "registry's limited scope and advancing that interest."):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if t and (", page said" in t or "Telemarketers argue." in t)]


def test_a_closing_place_is_fronted_in_its_own_words(parser: BuiltinParser) -> None:
    # Was the source only ("the focus heads no sentence, only a noun phrase", ...).
    assert "In those attacks, more than a dozen people were killed." in every_text(
        parser, "More than a dozen people were killed in those attacks.")
    # Not "In a statement that it does not import any raw beef ..., McDonald's said." (what
    # was said parsed as the statement's)
    sentence = ("McDonald's said in a statement that it does not import any raw beef or "
                "hamburger patties from Canada for use in the United States.")
    assert not _variant(parser, sentence, "verbatim-fronting")


def test_an_opening_connective_and_a_comparison_stay_in_place(parser: BuiltinParser) -> None:
    # Not "The analyst firm said that what's more, companies are not feeling ..."
    sentence = ("What's more, companies are not feeling confident enough to replace older PCs, "
                "the analyst firm said.")
    assert not _variant(parser, sentence, "verbatim-reporting")
    # Not "It is Hitchcock that has declined to comment on the case, as has Levin."
    assert not _variant(parser, "Hitchcock has declined to comment on the case, as has Levin.",
                        "verbatim-cleft")


def test_a_time_holding_the_object_is_not_fronted(parser: BuiltinParser) -> None:
    # Not "On Friday claims made in her biography that she was raped by her Iraqi captors,
    # Iraqi doctors who treated former prisoner of war Jessica Lynch dismissed."
    sentence = ("Iraqi doctors who treated former prisoner of war Jessica Lynch dismissed on Friday "
                "claims made in her biography that she was raped by her Iraqi captors.")
    assert not _variant(parser, sentence, "verbatim-fronting")


def test_a_second_that_clause_keeps_its_verb_first(parser: BuiltinParser) -> None:
    # Not "They agreed on this plot and that fine-tuning was handed to Dulmatin, a bombmaker
    # who is still on the run, he claims."
    sentence = ("He claims they agreed on this plot and that fine-tuning was handed to Dulmatin, a "
                "bombmaker who is still on the run.")
    assert not _variant(parser, sentence, "verbatim-reporting")


def test_no_time_is_fronted_past_another_verb_or_an_opening_but(parser: BuiltinParser) -> None:
    # Not "Yesterday, the Nasdaq composite index fell 2.95 ... after stumbling 37.78." nor
    # "In pravastatin patients, but plaque volume increased by 2.7 percent."
    for sentence in ("The Nasdaq composite index fell 2.95, or 0.2 percent, for the week to "
                     "1,912.36 after stumbling 37.78 yesterday.",
                     "But plaque volume increased by 2.7 percent in pravastatin patients."):
        assert not _variant(parser, sentence, "verbatim-fronting")


def test_a_quotation_said_by_its_speaker_alone_is_also_according_to_the_speaker(
        parser: BuiltinParser) -> None:
    # Its only kept text was 'Thaksin said: "..."' (every other focus is inside the quotation).
    assert _variant(parser, THAKSIN, "verbatim-according") == (
        "According to Thaksin, \"There is no need for one deadline for all to create the ASEAN "
        "Economic Community.\"")
    # MRPC train 293: the speaker's pronoun in its object case.
    church = "\"I love the Catholic Church with all my heart, mind, soul and strength,\" he said."
    assert "According to him, \"I love the Catholic Church with all my heart, mind, soul and " \
        "strength.\"" in every_text(parser, church)
    # MRPC train 1196: the speaker's own article, which the parse aligns to no node.
    statement = ("\"The energy task force evaluated regions of the world that are vital to "
                 "global energy supply,\" the statement said.")
    assert _variant(parser, statement, "verbatim-according") == (
        "According to the statement, \"The energy task force evaluated regions of the world "
        "that are vital to global energy supply.\"")
    # Not when something else rides on the verb (its time, its hearers: 'According to Bush,
    # "..."' would drop "told reporters at the White House on Wednesday"), nor for "it",
    # which would lose what it points back to (MRPC train 7021).
    for sentence in (
            "\"There are some who feel like conditions are such that they can attack us there,\" "
            "Bush told reporters at the White House on Wednesday.",
            "\"This is a widening and continuing investigation, which is likely to result in "
            "numerous other charges,\" Mr. Spitzer said yesterday at a news conference.",
            "\"Their groundbreaking contributions commercialise technologies, create jobs, "
            "improve productivity and stimulate the nation's growth and development,\" it said."):
        assert not _variant(parser, sentence, "verbatim-according")


def test_a_report_said_by_its_speaker_alone_is_also_according_to_the_speaker(
        parser: BuiltinParser) -> None:
    # MRPC train 2767: its texts were the cleft and the reporting clause moved.
    police = "Police said her two small children were alone in the apartment for up to two days."
    assert _variant(parser, police, "verbatim-according") == (
        "According to police, her two small children were alone in the apartment for up to "
        "two days.")
    # ... and after it (MRPC train 649), but not for a demonstrative that opened the source,
    # which would read as the complementizer ("According to Morris, truck was spotted ...").
    conte = "Another piece of the suit will be sent to Virginia for more testing, Conte said."
    assert _variant(parser, conte, "verbatim-according") == (
        "According to Conte, another piece of the suit will be sent to Virginia for more "
        "testing.")
    assert not _variant(parser, "That truck was spotted in the Campbells Creek area, fitting "
                        "that description, Morris said.", "verbatim-according")
    # Not what speakers say of their own plans or beliefs (MRPC train 417: "According to
    # Sovereign, it expects ..."), nor with a word between the speaker and the verb ("has").
    for sentence in (
            "Sovereign said it expects the merger to close in the first quarter of 2004, subject "
            "to regulatory and First Essex shareholder approval.",
            "Wyeth has said that the study showed the pills were safe."):
        assert not _variant(parser, sentence, "verbatim-according")
