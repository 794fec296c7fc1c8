"""MRPC train sentences whose kept paraphrases moved a reporting verb's time past what was
reported, where it dates the report ("It was Lloyds TSB that confirmed that it had received
bids ... yesterday"), or kept a TeX-style quotation's closing marks without its opening ones
("a sign reading CAUTION Low Flying Planes'' on a building").  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

LLOYDS = ("Lloyds TSB yesterday confirmed that it had received bids for its National Bank of "
          "New Zealand operation.")
SEC = ("Last week the Securities and Exchange Commission said its staff was preparing to draw "
       "up rules to combat trading abuses.")
STAND = "On the stand Wednesday, she said she was referring only to the kissing."
MINISTRY = "The German finance ministry on Monday said there was no case for softening."
SIGN = ("An artist painted a sign reading ``CAUTION Low Flying Planes'' on a building near "
        "ground zero, angering neighbors and stirring complaints.")
SLIPKNOT = ("Glover said the killer used a ``peculiar slipknot,'' including a coaxial cable and "
            "an extension cord, to strangle some of the victims.")


def test_a_reporting_verbs_time_said_before_it_stays_before_the_report(
        parser: BuiltinParser) -> None:
    # Was kept: "It was Lloyds TSB that confirmed that it had received bids for its National
    # Bank of New Zealand operation yesterday." (the bids were not received yesterday)
    texts = every_text(parser, LLOYDS)
    assert not [t for t in texts if t.endswith("operation yesterday.")], texts
    # Was kept: "It was the Securities and Exchange Commission that said its staff was
    # preparing to draw up rules to combat trading abuses last week."
    texts = every_text(parser, SEC)
    assert "It was the Securities and Exchange Commission that said last week that its staff " \
        "was preparing to draw up rules to combat trading abuses." in texts, texts
    assert not [t for t in texts if t.endswith("abuses last week.")], texts
    # Was kept: "On the stand, Wednesday, she was the one who said she was referring ..."
    assert "On the stand, she was the one who said Wednesday that she was referring only to " \
        "the kissing." in every_text(parser, STAND)
    # Was kept: "It was the German finance ministry that said there was no case for
    # softening on Monday." (a noun said to exist is what was reported)
    texts = every_text(parser, MINISTRY)
    assert "It was the German finance ministry that said on Monday that there was no case " \
        "for softening." in texts, texts
    assert not [t for t in texts if t.endswith("softening on Monday.")], texts


def test_a_tex_quotation_keeps_both_its_marks(parser: BuiltinParser) -> None:
    # Was kept: "It was an artist who painted a sign reading CAUTION Low Flying Planes'' on
    # a building ..." (the opening `` dropped with the control characters)
    assert '"CAUTION' in parsed(parser, SIGN).metadata["snt"]
    texts = [t for t in every_text(parser, SIGN) if t]
    assert "It was an artist who painted a sign reading \"CAUTION Low Flying Planes\" on a " \
        "building near ground zero, angering neighbors and stirring complaints." in texts, texts
    for sentence in (SIGN, SLIPKNOT):
        texts = [t for t in every_text(parser, sentence) if t]
        assert texts and not [t for t in texts if "''" in t or t.count('"') % 2], texts


def test_a_rank_a_change_or_a_profit_is_no_deed(parser: BuiltinParser) -> None:
    # Were kept: "What the Columbia did was break apart during descent on Feb. 1, ...",
    # "What Mississippi did was place among the bottom 10 states ...", "What Berkshire
    # Hathaway did was make profits of $1.7 billion ..."
    for sentence in (
            "The Columbia broke apart during descent on Feb. 1, killing all seven astronauts "
            "aboard.",
            "Mississippi placed among the bottom 10 states in 13 of the 17 measures.",
            "Berkshire Hathaway made profits of $1.7 billion in the first three months of this "
            "year alone."):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if " did was " in t], texts
    assert "What Hunt's attorneys did was file a motion Monday seeking to have Hunt's " \
        "conviction thrown out." in every_text(
            parser, "Hunt's attorneys filed a motion Monday seeking to have Hunt's conviction "
            "thrown out.")


def test_no_article_is_given_to_a_plural_the_source_said_without_one(
        parser: BuiltinParser) -> None:
    # Were kept: "It is a dozen undercover police and a military intelligence officers who
    # are guarding the hospital ...", "Between a French soldiers and a Hema battlewagon ..."
    for sentence in (
            "The hospital where she is staying is being guarded by about a dozen undercover "
            "police and military intelligence officers.",
            "Later in the day, a standoff developed between French soldiers and a Hema "
            "battlewagon that attempted to pass the UN compound."):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if "a military intelligence officers" in t
                    or "a French soldiers" in t], texts


def test_a_span_or_an_event_before_a_verb_of_agreeing_keeps_its_place(
        parser: BuiltinParser) -> None:
    # A span before the verb is no plain date: said before the infinitive it would split
    # the verb from it ("Pauley agreed Thursday less than a month after leaving as host of
    # ... to launch"), so it stays first as before
    texts = every_text(parser, "Less than a month after leaving as host of \"Dateline NBC,\" "
                       "Pauley agreed Thursday to launch a daytime talk show for NBC "
                       "Enterprises.")
    assert not [t for t in texts if "agreed less than" in t or "Thursday less than" in t], texts


def test_a_profit_made_or_comfort_taken_has_no_passive(parser: BuiltinParser) -> None:
    # Were kept: "Still, comfort can be taken by bond bulls in the fact ...", "Profits of
    # $1.7 billion were made its best performance by Berkshire Hathaway ..."
    texts = every_text(parser, "Still, bond bulls can take comfort in the fact the Fed has "
                       "done nothing to dispel market expectations of an easing.")
    assert not [t for t in texts if "comfort can be taken" in t], texts
    texts = every_text(parser, "CS Financial Services made a 666 million franc net profit in "
                       "the first half.")
    assert not [t for t in texts if "was made by" in t], texts


def test_a_nouns_on_or_from_phrase_is_not_fronted(parser: BuiltinParser) -> None:
    # Were kept: "On the recall, lower state courts and federal courts are still hearing
    # cases, ...", "From more than 2,000 infants ..., researchers ... reanalyzed data."
    texts = every_text(parser, "Lower state courts and federal courts are still hearing cases "
                       "on the recall, but the prospects are uncertain.")
    assert not [t for t in texts if t.startswith("On the recall")], texts
    texts = every_text(parser, "Researchers at Sweden's Karolinska Institute reanalyzed data "
                       "from more than 2,000 infants who had been treated with radiation.")
    assert not [t for t in texts if t.startswith("From more than")], texts


def test_a_participle_clause_is_not_said_as_a_means(parser: BuiltinParser) -> None:
    # Was kept: "In late morning trading, the Dow was up 13.88, or 0.2 percent, at 9,002.93
    # by shedding 2.3 percent last week."
    texts = every_text(parser, "In late morning trading, the Dow was up 13.88, or 0.2 percent, "
                       "at 9,002.93, having shed 2.3 percent last week.")
    assert not [t for t in texts if "by shedding" in t], texts
