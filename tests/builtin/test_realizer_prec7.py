"""Kept texts read at MRPC train 2500-2600 (prec7) that were broken or said something else
than the source; each test names the text it removed and, where the fix rebuilt it, the
text said now.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_quoted_words import altered_quotation
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

HOPE = "U.S. President George W. Bush said \"the nation lost a great citizen\" with Hope's death."
BPO = ("\"Although some firms show BPO savings, vendors overstate their current offerings,\" "
       "McCarthy said in a statement.")
MEDINA = ("In response, Medina issued the following statement: \"The accusation that I "
          "misappropriated money from Jennifer Lopez is both untrue and offensive.")
GRANATO = "We're asphyxiating,' '' said Sam Granato, chief of the Kingsville police."
PARRISH = ("\"I don't know whether the person I'm talking to now may end up being someone "
           "else,\" Parrish said.")


def test_a_quotation_takes_no_words_said_after_its_marks(parser: BuiltinParser) -> None:
    # Was kept: 'It was U.S. President George W. Bush who said: "The nation lost a great
    # citizen with Hope's death."' (Bush did not say "with Hope's death")
    texts = [t for t in every_text(parser, HOPE) if t]
    assert not [t for t in texts if "citizen with Hope's death.\"" in t], texts
    # reported as the source did, the quoted phrase without its marks
    assert "It was U.S. President George W. Bush who said \"the nation lost a great citizen\" " \
           "with Hope's death." in texts, texts


def test_a_quotation_keeps_the_speakers_order(parser: BuiltinParser) -> None:
    # Was kept: 'McCarthy said in a statement: "Vendors overstate their current offerings
    # although some firms show BPO savings."'
    texts = [t for t in every_text(parser, BPO) if t]
    assert not [t for t in texts if "\"Vendors overstate" in t], texts


def test_an_open_quotation_takes_no_fronted_phrase(parser: BuiltinParser) -> None:
    # Would be kept: 'It was Medina that issued the following statement: "The accusation ...
    # is both untrue and offensive in response.'
    texts = [t for t in every_text(parser, MEDINA) if t]
    assert not [t for t in texts if "offensive in response" in t
                or "offensive was issued" in t], texts


def test_a_quotation_with_its_contractions_is_kept(parser: BuiltinParser) -> None:
    # The source's tokens "do n't" are the text's "don't": the verbatim quotation stays
    texts = [t for t in every_text(parser, PARRISH) if t]
    assert "Parrish said: \"I don't know whether the person I'm talking to now may end up " \
        "being someone else.\"" in texts, texts


def test_an_inner_closing_mark_is_no_part_of_the_quotation(parser: BuiltinParser) -> None:
    # Was 'Sam Granato, chief of the Kingsville police, said: "We're asphyxiating,'."'
    texts = [t for t in every_text(parser, GRANATO) if t]
    assert "Sam Granato, chief of the Kingsville police, said: \"We're asphyxiating.\"" \
        in texts, texts
    assert not [t for t in texts if ",'" in t], texts


def test_a_question_quoted_as_a_statement_is_a_misquotation() -> None:
    tokens = ["Spengler", "replied", ",", '"', "Did", "n't", "your", "mother", "die", "of",
              "breast", "cancer", "?"]
    assert altered_quotation('Spengler replied: "Your mother did not die of breast cancer."',
                             tokens) is not None
    assert altered_quotation('Spengler replied: "Didn\'t your mother die of breast cancer?"',
                             tokens) is None


ROBERTS = ("\"In Iraq,\" Sen. Pat Roberts (R-Kan.), chairman of the intelligence committee, said "
           "on CNN's \"Late Edition\" yesterday, \"we're now fighting an anti-guerrilla . . . effort.\"")


def test_a_title_in_marks_opens_no_quotation() -> None:
    # The marks around "Late Edition" are a title's: the split quotation joined across them
    # is the speaker's own words
    tokens = ROBERTS.replace('"', ' " ').replace(",", " ,").split()
    text = ("\"In Iraq, we're now fighting an anti-guerrilla ... effort,\" Sen. Pat Roberts "
            "(R-Kan.), chairman of the intelligence committee, said on CNN's \"Late Edition\" "
            "yesterday.")
    assert altered_quotation(text, tokens) is None


DAY = ("In the present case, too, Mr. Day said he hoped there would be an out-of-court "
       "settlement, which he estimated could approach $30 million.")


def test_a_relative_clause_does_not_say_its_noun_again(parser: BuiltinParser) -> None:
    # Was kept (four of seven): "Mr. Day said he hoped there would be an out-of-court
    # settlement that he estimated that it could approach $30 million in the present case
    # too." (settle-02 :mod estimate-01, the settlement again inside as "it")
    texts = [t for t in every_text(parser, DAY) if t]
    assert not [t for t in texts if "that he estimated that it" in t], texts


VERDICT = ("The jury verdict, reached Wednesday after less than four hours of deliberation, "
           "followed a 2 week trial, during which Waagner represented himself.")


def test_a_participle_tagged_past_after_its_noun_is_passive(parser: BuiltinParser) -> None:
    # Was kept: "The jury verdict that reached Wednesday after less than four hours of
    # deliberation followed a 2 week trial, ..." (spaCy tagged "reached" VBD: verdict
    # :ARG0-of reach-01, the verdict reaching something)
    edges = _edges(parser, VERDICT)
    assert ("reach-01", ":ARG1", "verdict") in edges
    texts = [t for t in every_text(parser, VERDICT) if t]
    assert "The jury verdict that was reached Wednesday after less than four hours of " \
        "deliberation followed a 2 week trial, during which Waagner represented himself." \
        in texts, texts
    assert not [t for t in texts if "verdict that reached" in t], texts


JACKSON = ("Jackson, 45, posted a $3 million bond and returned to Las Vegas, where he is filming "
           "a music video.")
ERNST = "Ernst & Young has denied any wrongdoing and plans to fight the allegations."
BRANCH = ("Branch was later fired by the company and eventually filed a wrongful-termination suit "
          "that included details about the documents, the Journal story said.")


def test_a_conjunct_keeps_the_subject_the_layout_put_above_it(parser: BuiltinParser) -> None:
    # Was kept: "It was Jackson, 45, who returned to Las Vegas, where he is filming a music
    # video, and a $3 million bond was posted." (who posted it was lost)
    texts = [t for t in every_text(parser, JACKSON) if t]
    # (the return no longer leads the bond it followed: realize_event_order)
    assert "Jackson, 45, posted a $3 million bond, and he returned to Las Vegas, where he is " \
        "filming a music video." in texts, texts
    assert not [t for t in texts if t.endswith("and he posted a $3 million bond.")], texts
    assert not [t for t in texts if "bond was posted." in t], texts
    texts = [t for t in every_text(parser, ERNST) if t]
    assert "It is Ernst & Young that plans to fight the allegations, and it has denied any " \
        "wrongdoing." in texts, texts


def test_a_conjunct_subject_that_would_read_as_another_noun_is_not_said(
        parser: BuiltinParser) -> None:
    # "it" after "the company" would be the company's suit: the passive stays
    texts = [t for t in every_text(parser, BRANCH) if t]
    assert not [t for t in texts if "and it eventually filed" in t], texts


EDWARDS = ("A recent poll showed Edwards with a narrow lead in South Carolina, and he plans a rally "
           "there later on Tuesday.")
ROVER = "The second rover is scheduled for launch on June 25 and both will arrive at Mars in January."


def test_a_later_conjuncts_pronoun_is_not_said_first(parser: BuiltinParser) -> None:
    # Was kept: "He estimated that it could approach $30 million, and Mr. Day said he hoped
    # ..." (read at 2506); the same for "He plans a rally there later on Tuesday, and a
    # recent poll showed Edwards ..." and "Both will arrive at Mars in January, and the
    # second rover ..."
    texts = [t for t in every_text(parser, EDWARDS) if t]
    assert not [t for t in texts if t.startswith("He ")], texts
    texts = [t for t in every_text(parser, ROVER) if t]
    assert not [t for t in texts if t.startswith("Both ")], texts
    # (refused now, a phrase of one clause fronted before both: realize_conjunct_leads)
    assert "On June 25, the second rover is scheduled for launch, and both will arrive at Mars " \
        "in January." not in texts, texts


SUN = ("Tech stocks were hurt by a sour forecast from Sun Microsystems, which was viewed as a "
       "bad omen for the upcoming quarterly earnings season.")


def test_an_aside_read_back_before_its_verb_closes_with_a_comma(parser: BuiltinParser) -> None:
    # Was "A sour forecast from Sun Microsystems, which was viewed as a bad omen for the
    # upcoming quarterly earnings season hurt Tech stocks." (the source's aside ran to its end)
    texts = [t for t in every_text(parser, SUN) if t]
    assert "A sour forecast from Sun Microsystems, which was viewed as a bad omen for the " \
        "upcoming quarterly earnings season, hurt Tech stocks." in texts, texts
    texts = [t for t in every_text(parser, VERDICT) if t]
    # (the aside's "reached" said as the main claim, the source's main clause as a
    # restrictive relative: refused now, realize_demoted_main_clauses)
    assert "The jury verdict that followed a 2 week trial, during which Waagner represented " \
        "himself, was reached Wednesday after less than four hours of deliberation." \
        not in texts, texts
