"""MRPC train sentences whose kept paraphrases a blind reading found faulty: a cleft whose
"be" disagreed with its clause ("It was IBM that is also ..."), a negative-polarity word
said before its denial, "a other", a passive of a length of time or by a time, and a
fronted topic given a preposition the source never said there.  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (a present perfect or a present the aligner's verb group missed, the cleft it said)
PRESENT_CLEFTS = [
    ('IBM is also "pursuing membership in the group" and plans to be an active participant, '
     "according to the CELF statement.", "It is IBM that is also"),
    ("Prime Minister Junichiro Koizumi has all but popped the champagne bottle.",
     "It is Prime Minister Junichiro Koizumi who has all but popped"),
    ("The Chelsea defender Marcel Desailly has been the latest to speak out.",
     "It is the Chelsea defender Marcel Desailly who has been the latest"),
]


def test_a_cleft_s_be_takes_the_tense_of_its_clause_s_auxiliary(parser: BuiltinParser) -> None:
    for sentence, cleft in PRESENT_CLEFTS:
        texts = [t for t in every_text(parser, sentence) if t]
        assert [t for t in texts if t.startswith(cleft)], (sentence, texts)
        assert not [t for t in texts if t.startswith("It was") and (" is " in t or " has " in t)
                    and t.split(" that ")[0].count(" ") < 8], (sentence, texts)


def test_a_negative_polarity_word_stays_after_its_denial(parser: BuiltinParser) -> None:
    sentence = ("Outside the court, Sriyanto, who faces up to 25 years' jail, denied he had done "
                "anything wrong.")
    texts = [t for t in every_text(parser, sentence) if t]
    assert not [t for t in texts if t.index("anything") < t.index("denied")], texts
    assert [t for t in texts if t.startswith("It was outside the court that Sriyanto")], texts


def test_other_takes_no_singular_article(parser: BuiltinParser) -> None:
    for sentence in [
            "Nobody is saying such a pill could replace earplugs and other mechanical ear protection.",
            "Before confirming a diagnosis of cancer, a positive PSA test must be followed up with a "
            "biopsy or other procedures."]:
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if "a other" in t], (sentence, texts)


def test_no_passive_of_a_length_of_time_or_by_a_time(parser: BuiltinParser) -> None:
    for sentence, broken in [
            ("Those who only had surgery lived an average of 46 months.", "was lived by"),
            ("Regardless, its first quarter saw a profit of $721 million, or 29 cents, on revenue "
             "of $17.9 billion.", "was seen by its first quarter")]:
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if broken in t], (sentence, texts)


# (a sentence, the fronted topic a guessed preposition garbled)
GARBLED_LEADS = [
    ("Joan B. Kroc, the billionaire widow of McDonald's founder Ray Kroc known for her "
     "philanthropy, died Sunday of brain cancer.", "On Sunday"),
    ("The contract sets his annual base salary at $1.4 million and his target bonus at a minimum "
     "of $1 million.", "At his target bonus"),
    ("Three times in a row, they failed to get a big _enough turnout to elect a president.",
     "At three times"),
    ("The Dow Jones industrials climbed more than 140 points to above the 9,000 mark, the first "
     "time since December.", "At the first time"),
    ("The layoffs at Eddie Bauer headquarters were dispersed across the company and at all "
     "levels, spokeswoman Lisa Erickson said.", "In across"),
    ("The results were released at Tuesday's meeting in Seattle of the American Thoracic Society "
     "and will be published in Thursday's New England Journal of Medicine.",
     "In New England Journal of Medicine Thursday"),
]


def test_a_fronted_topic_takes_no_preposition_the_source_did_not_say(
        parser: BuiltinParser) -> None:
    for sentence, garbled in GARBLED_LEADS:
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if t.startswith(garbled)], (sentence, texts)
    # a clock time, a weekday's own phrase, a number's hedge keep their fronted topic
    for sentence, kept in [
            ("The seizure took place at 4 a.m. on March 18, just hours before the first American "
             "air assault.", "At 4 a.m., the seizure took place"),
            ("Shares of Pleasanton-based PeopleSoft rose 4 cents, to $16.96, in Monday trading on "
             "the Nasdaq Stock Market.", "In Monday trading on the Nasdaq Stock Market, "),
            ("He is to play host to Italian Prime Minister Silvio Berlusconi on Sunday and Monday.",
             "On Sunday and Monday, he")]:
        texts = [t for t in every_text(parser, sentence) if t]
        assert [t for t in texts if t.startswith(kept)], (sentence, texts)
