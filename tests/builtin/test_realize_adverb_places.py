"""MRPC sentences (train 1000..1400) whose one-word adverbs drifted from their verb to the
end of the clause in the rebuilt outputs (realize_adverb_places), and the "which" clause
that ends on a passive participle (realize_said_wording.which_gap_after_passive)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

LEE = ("Spike Lee no longer believes that Viacom deliberately intended to trade on his name by "
       "calling its own venture \"Spike TV,\" according to a statement read in court Tuesday.")
RATE = ("The civilian unemployment rate improved marginally last month - sliding down to 6.1 "
        "percent - as companies slashed payrolls by 93,000.")
PRC = ("The PRC epidemic began in Guandong province in November, but the Communist Party "
       "government refused to report truthfully about its spread for four months.")
PECK = ("Peck, who was 87, died peacefully at his Los Angeles home last Thursday with his "
        "French-born wife of 48 years, Veronique, at his side.")
TRUCK = "The truck was later found parked near the Tacoma Mall about three miles away."


def test_an_adverb_said_before_its_verb_stays_there(parser: BuiltinParser) -> None:
    # Was kept: "It is Spike Lee who believes Viacom intended to trade on his name by calling
    # its own venture "Spike TV" deliberately no longer, according to ..."
    texts = every_text(parser, LEE)
    assert "According to a statement read in court Tuesday, Spike Lee no longer believes " \
        "Viacom deliberately intended to trade on his name by calling its own venture " \
        "\"Spike TV.\"" in texts, texts
    assert not [t for t in texts if "deliberately no longer" in t], texts


def test_an_adverb_said_after_its_verb_stays_there(parser: BuiltinParser) -> None:
    # Was kept: "Last month, the civilian unemployment rate improved as companies slashed
    # payrolls by 93,000 marginally, ..." and "... refused to report about its spread for
    # four months truthfully"; "At his Los Angeles home, Peck, who was 87, died last Thursday
    # with his French-born wife of 48 years, Veronique, at his side peacefully."
    texts = every_text(parser, RATE)
    assert "Last month, the civilian unemployment rate improved marginally as companies " \
        "slashed payrolls by 93,000, sliding down to 6.1 percent." in texts, texts
    assert not [t for t in texts if "93,000 marginally" in t], texts
    texts = every_text(parser, PRC)
    # (was asserted with the "but" turned around, the refusal before the epidemic whose
    # spread it hid; realize_shared_subjects refuses it)
    assert "It was the Communist Party government that refused to report truthfully about its " \
        "spread for four months, but the PRC epidemic began in Guandong province in " \
        "November." not in texts, texts
    assert not [t for t in texts if t.endswith("truthfully.") or "months truthfully" in t], texts
    texts = every_text(parser, PECK)
    assert "At his Los Angeles home, Peck, who was 87, died peacefully last Thursday with his " \
        "French-born wife of 48 years, Veronique, at his side." in texts, texts
    assert not [t for t in texts if t.endswith("peacefully.")], texts


def test_a_which_clause_does_not_end_on_a_passive_verb(parser: BuiltinParser) -> None:
    # Refused before only because "found later" reversed the source's order; with "later"
    # in its place: "The truck parked near the Tacoma Mall about three miles away, which it
    # was later found."
    texts = every_text(parser, TRUCK)
    assert texts, texts
    assert not [t for t in texts if "which it was later found" in t], texts


GATHER = ("As many as 1,200 students at Wheaton College will gather in the gym Friday night for "
          "the first real dance in the Christian school's 143-year history.")
SHIPPED = ("Amazon.com shipped more than a million copies by Saturday afternoon, making Saturday "
           "the largest distribution day of a single item in e-commerce history.")
BOOK = ("Moose's book goes on sale Monday, nearly a year after the sniper shootings started in "
        "the Washington area.")


def test_a_number_keeps_its_hedge(parser: BuiltinParser) -> None:
    # Were kept: "1,200 students at Wheaton College will gather in the gym Friday night ..."
    # (read in the source's order too), "Amazon.com shipped 1 million copies by Saturday
    # afternoon, ...", "Moose's book goes on sale Monday a year after the sniper shootings
    # started ...": realize_said_hedges
    for sentence, hedge in ((GATHER, "as many as"), (SHIPPED, "more than"), (BOOK, "nearly")):
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if hedge not in t.lower()], texts
    texts = every_text(parser, "At least two dozen people were killed and scores injured.")
    assert "At least 24 people were killed, and scores were injured." in texts, texts


PICTURE = ("The analysts said they believe the payroll statistics provide a more accurate picture "
           "of the economy because they are based on a larger sample.")


def test_a_more_graded_adjective_after_a_stays_before_its_noun(parser: BuiltinParser) -> None:
    # Were kept (9 texts): "The analysts believe the payroll statistics provide a economy
    # picture that was more accurate because ..., they said."
    texts = every_text(parser, PICTURE)
    assert "The analysts believe the payroll statistics provide a more accurate picture of the " \
        "economy because they are based on a larger sample, they said." in texts, texts
    assert not [t for t in texts if "more accurate because" in t or "economy picture" in t], texts


FINALIST = ("The 14-year-old national spelling finalist who attends school in Belmont, N.C., got "
            "a word that sounded like \"zistee\" during competition Wednesday.")


def test_a_hyphenated_age_keeps_the_article_before_it(parser: BuiltinParser) -> None:
    # Were kept (6 texts): "14-year-old national spelling finalist who got a word ... attends
    # school in Belmont, N.C." (source_article stopped at the "-" between "14" and
    # "year-old", a token of the noun's own modifier)
    texts = [t for t in every_text(parser, FINALIST) if t]
    assert not [t for t in texts if t.startswith("14-") or " by 14-" in t
                or ", 14-year-old" in t], texts
    # The rebuilt texts that kept the article all said the source's relative clause as the
    # main clause ("... finalist who got a word ... attends school in Belmont, N.C."), which
    # realize_swapped_relatives refuses; every text left says the article.
    assert texts, texts
    assert all("he 14-year-old" in t for t in texts if "14-year-old" in t), texts


CLOSE = "Microsoft fell 5 percent before the open to $27.45 from Thursday's close of $28.91."


def test_a_possessive_name_is_not_said_bare(parser: BuiltinParser) -> None:
    # Were kept (7 texts): "Before the open, Microsoft fell 5 percent to $27.45 from close
    # Thursday of $28.91." (realize_said_possessives)
    texts = [t for t in every_text(parser, CLOSE) if t]
    # (the root's verbatim cleft keeps the source's "from Thursday's close")
    assert not [t for t in texts if "close Thursday" in t
                or ("from Thursday" in t and "from Thursday's close" not in t)], texts
