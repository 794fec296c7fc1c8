"""Held-out MRPC sentences (offsets 0, 1000 and 4200 of the bench) with the real parser:
kept paraphrases a reader marks broken, each test naming the output it replaced.  Like
test_realizer_mrpc_heldout5.py these move with the parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, refocused
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

VIRUS = ("In 2002, the West Nile virus infected 4,000 people and took 284 lives in the "
         "United States.")


def test_a_repeated_subject_agrees_and_is_said_again_after_another_subject(
        parser: BuiltinParser) -> None:
    # Was kept: "The West Nile virus took 284 lives in the United States, and they infected
    # 4,000 people in 2002." ("virus" read as a plural) and "4,000 people were infected by
    # the West Nile virus in 2002, and they took 284 lives ..." (the people took them?).
    assert refocused(parser, VIRUS, "take-01").text == (
        "The West Nile virus took 284 lives in the United States, and it infected 4,000 "
        "people in 2002.")
    assert refocused(parser, VIRUS, "person").text == (
        "4,000 people were infected by the West Nile virus in 2002, and the West Nile virus "
        "took 284 lives in the United States.")
    texts = every_text(parser, VIRUS)
    assert not [t for t in texts if "they" in t.split()], texts


STORM = ("It was centered about 100 miles southwest of Cedar Key and drifting erratically "
         "southward, forecasters said.")


def test_the_pronoun_it_is_never_clefted(parser: BuiltinParser) -> None:
    # Was kept: "It was it that was centered about 100 miles southwest of Cedar Key and
    # drifting erratically southward, forecasters said."
    result = refocused(parser, STORM, "it")
    assert not result.text and result.refusal, result
    texts = every_text(parser, STORM)
    assert not [t for t in texts if "it that" in t.lower()], texts


VACCINE = ("However, the new vaccine won't begin to be tested in people until 2005 and won't be "
           "approved for use for several years after that.")


def test_however_opens_the_sentence_or_is_refused(parser: BuiltinParser) -> None:
    # Was kept: "The new vaccine will not begin to be tested in people until 2005 however, and
    # it will not ..." and "The new vaccine will not be approved for use for several years
    # after that, and it will not begin to be tested in people until 2005 however."
    assert refocused(parser, VACCINE, "begin-01").text == (
        "However, the new vaccine will not begin to be tested in people until 2005, and it "
        "will not be approved for use for several years after that.")
    second = refocused(parser, VACCINE, "approve-01")
    assert not second.text and second.refusal, second
    texts = every_text(parser, VACCINE)
    # (set off after the subject it reads as it does first: realize_verbatim_medial_adverb)
    assert not [t for t in texts if "however" in t and ", however, " not in t], texts


def test_an_adjective_after_appear_is_to_be_not_being(parser: BuiltinParser) -> None:
    # Was kept: "It is Stewart's company that appears being ready to stand behind her thus
    # far."; and "The two blond opponents appeared being almost identical because ...".
    text = refocused(parser, "Thus far, Stewart's company appears ready to stand behind her.",
                     "company").text
    assert "appears to be ready to stand behind her" in text, text
    texts = every_text(parser, "The two blond opponents appeared almost identical because they "
                               "wore matching powder-blue outfits.")
    assert not [t for t in texts if "appeared being" in t], texts


def test_another_comes_before_its_amount(parser: BuiltinParser) -> None:
    # Was kept: "The $87 billion budget includes $51 billion for military operations in Iraq,
    # $20 billion another for reconstruction, and about $11 billion for Afghanistan."
    text = refocused(parser, "The $87 billion budget includes $51 billion for military "
                             "operations in Iraq, another $20 billion for reconstruction and "
                             "about $11 billion for Afghanistan.", "budget").text
    assert ", another $20 billion for reconstruction," in text, text


FRIST = ("The Senate majority leader, Bill Frist, R-Tenn., said he hoped Congress would finish "
         "work on the legislation by late September.")


def test_a_clause_under_two_attributions_is_followed_by_both_in_order(
        parser: BuiltinParser) -> None:
    # Was kept: "Congress would finish work on the legislation by late September, he hoped,
    # the Senate majority leader, Bill Frist, R-Tenn., said." (its "he" before its name)
    assert refocused(parser, FRIST, "finish-01").text == (
        "Congress would finish work on the legislation by late September, the Senate majority "
        "leader, Bill Frist, R-Tenn., said he hoped.")
    texts = every_text(parser, FRIST)
    assert not [t for t in texts if ", he hoped," in t], texts
    # One attribution still follows: "He hoped Congress would finish ..., the Senate ... said."
    assert refocused(parser, FRIST, "hope-01").text.startswith(
        "He hoped Congress would finish work on the legislation by late September, the Senate")


SALES = ('"The anticipated global sales improvement in the month of June did not materialize as '
         'we had anticipated," the company said.')


def test_an_as_comparison_after_a_negation_is_not_fronted(parser: BuiltinParser) -> None:
    # Was kept: "As we had anticipated, the anticipated global sales improvement in June did
    # not materialize, the company said." (the company had anticipated the improvement)
    result = refocused(parser, SALES, "anticipate-01")
    assert not result.text and result.refusal, result
    texts = every_text(parser, SALES)
    assert not [t for t in texts if t.startswith("As we had anticipated")], texts


def test_an_outer_attribution_with_words_of_its_own_is_refused(parser: BuiltinParser) -> None:
    # Was "They were smuggled into Washington state from Canada in July, the men admitted,
    # sources said After arrests." ("..., sources said After arrests the men admitted" no
    # better): only a bare "X said" reports another attribution.
    smuggled = ("After their arrests, sources said the men admitted they were smuggled into "
                "Washington state from Canada in July.")
    result = refocused(parser, smuggled, "smuggle-01")
    assert not result.text and result.refusal, result
    texts = every_text(parser, smuggled)
    assert not [t for t in texts if "admitted, sources said" in t], texts
