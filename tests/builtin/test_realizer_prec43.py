"""Faults a blind read of rebuilt tuning texts found kept (MRPC train, tuning stretches): an
"as ADJ as" comparison taken apart, a closing participle of the object's said first as the
subject's, a member clause's pronoun said before the speaker it stands for, a reduced
relative asserted as a passive main clause, a placeholder word ("someone" for "her name"),
"become" or a subordinator stranded without what it heads, "said it:" before a quotation, a
"that" clause made the bare subject of a passive."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_as_comparisons import torn_as_comparison
from pipeline.backends.builtin.realize_asserted_participles import asserted_reduced_relative
from pipeline.backends.builtin.realize_clause_passives import bare_clause_passive
from pipeline.backends.builtin.realize_member_pronouns import pronoun_before_antecedent
from pipeline.backends.builtin.realize_placeholder_words import unsaid_placeholder
from pipeline.backends.builtin.realize_quote_objects import doubled_quote_object
from pipeline.backends.builtin.realize_stranded_heads import stranded_become, stranded_subordinator
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

YIELD = "The yield on the benchmark 10-year Treasury note rose as high as 4.66 percent Aug. 14 " \
        "from 3.07 percent in June."
SERVING = "In 1995, Schwarzenegger expanded the program nationwide to 15 cities, serving " \
          "200,000 children, most of whom come from housing projects or homeless shelters."
EXCEEDING = "Marvell Technology also reported revenue of $168.3 million, exceeding the First " \
            "Call estimate of $162.6 million."
TREATY = "The treaty was agreed by 40 countries in March, and Germany has since said it will " \
         "sign it."


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


def test_an_as_comparison_stays_whole(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 2206): "The yield ... rose from 3.07 percent in June being as
    # high as 4.66 percent August 14."
    assert [t for t in every_text(parser, YIELD) if t and "being as" in t] == []
    tokens = _tokens("The budget fell until dropping as low as $ 2.93 billion in 1998 .")
    assert torn_as_comparison("The budget fell, being as lowed as $2.93 billion in 1998.",
                              tokens) == "being as lowed as"
    assert torn_as_comparison("In 1998, the budget fell until dropping as low as $2.93 "
                              "billion.", tokens) is None


def test_the_objects_closing_participle_is_not_fronted(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 1538, 1610): "Serving 200,000 children, ..., Schwarzenegger
    # expanded the program ...", "Exceeding the First Call estimate of $162.6 million,
    # Marvell Technology also reported revenue of $168.3 million."
    assert [t for t in every_text(parser, SERVING) if t and t.startswith("Serving")] == []
    assert [t for t in every_text(parser, EXCEEDING) if t and t.startswith("Exceeding")] == []


def test_a_member_clauses_pronoun_follows_its_speaker(parser: BuiltinParser) -> None:
    # The kind a held-out text showed: "..., and it will sign it, Germany has since said."
    texts = [t for t in every_text(parser, TREATY) if t]
    assert [t for t in texts if "and it will" in t] == []
    assert "The treaty was agreed by 40 countries in March. Germany has since said it will " \
           "sign it." in texts
    tokens = _tokens("Economists said the announcement was not a surprise , and politicians "
                     "said it offered little comfort .")
    # "it" is the announcement's, not the politicians'
    assert not pronoun_before_antecedent("Economists said the announcement was not a "
                                         "surprise, and it offered little comfort, "
                                         "politicians said.", tokens)
    tokens = _tokens("Prices fell , but the company has said it expects a recovery .")
    assert pronoun_before_antecedent("Prices fell, but it expects a recovery, the company has "
                                     "said.", tokens)


RETURNS = "One, from a former CIBC executive, described the returns earned by the bank on its " \
          "Enron deals as \"outrageous.\""


def test_a_reduced_relative_is_not_asserted(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 6782): "The returns that one, from a former CIBC executive,
    # described were earned by the bank on its Enron deals as "outrageous.""
    assert [t for t in every_text(parser, RETURNS) if t and "were earned" in t] == []
    tokens = _tokens("The indictment follows a criminal complaint filed by federal prosecutors "
                     "on April 23 .")
    assert asserted_reduced_relative("A criminal complaint that the indictment follows was "
                                     "filed by federal prosecutors on April 23.", tokens) \
        == "follows was filed"
    assert asserted_reduced_relative("On April 23, the indictment follows a criminal complaint "
                                     "filed by federal prosecutors.", tokens) is None
    # (MRPC train 4005: one set off by commas)
    tokens = _tokens("The poll , conducted by KRC Communications Research of Newton , was taken "
                     "Wednesday and Thursday .")
    assert asserted_reduced_relative("The poll that was taken Wednesday and Thursday was "
                                     "conducted by KRC Communications Research of Newton.",
                                     tokens) == "Thursday was conducted"


JANE_DOE = "She said Jane Doe's lawyers asked Verizon to withhold her name because she was " \
           "planning on challenging the subpoena."
NEWISYS = "According to Sanmina-SCI, Newisys, based in Austin, Texas, will become a " \
          "wholly-owned subsidiary."


def test_no_placeholder_word_the_source_did_not_say(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 3566): "Jane Doe's lawyers asked Verizon to withhold someone
    # because ..., she said."
    assert [t for t in every_text(parser, JANE_DOE) if t and "someone" in t] == []
    tokens = _tokens("But the institute says the department '' woefully underestimates '' the "
                     "changes .")
    assert unsaid_placeholder("But the department woefully underestimates thing the changes, "
                              "the institute says.", tokens) == "thing"


def test_become_keeps_its_complement_after_it(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 1603): "According to Sanmina-SCI, Newisys, based in Austin,
    # Texas, a wholly-owned subsidiary will become."
    assert [t for t in every_text(parser, NEWISYS) if t and "will become." in t] == []
    tokens = _tokens("In addition , juries have become increasingly reluctant to impose the "
                     "death penalty .")
    assert stranded_become("In addition, juries are increasingly reluctant to impose the death "
                           "penalty, which they have become.", tokens) == "become"


CLEAT = "In 1998, a 33-year-old man died after he was struck by a metal cleat at the Columbia " \
        "ship attraction."


def test_a_subordinator_keeps_its_clause(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 1229): "A metal cleat at the Columbia ship attraction struck a
    # 33-year-old man who died in 1998 after."
    assert [t for t in every_text(parser, CLEAT) if t and t.endswith("after.")] == []
    tokens = _tokens("From that point until costs reached $ 5,300 , the individual would pay "
                     "100 percent of the bill .")
    assert stranded_subordinator("From that point, costs reached $5,300, which the individual "
                                 "would pay 100 percent of the bill until.", tokens) == "until"


WHITE = "\"We think that the United States of America should support the free speech of all " \
        "groups,\" Mr. White said, objecting to Mr. Olson's recommendation."


def test_a_verb_of_saying_takes_no_object_before_its_quotation(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 1939): "Mr. White, who objected to Mr. Olson's recommendation, said
    # it: "We think ...""
    texts = [t for t in every_text(parser, WHITE) if t]
    assert [t for t in texts if "said it:" in t] == []
    assert "Objecting to Mr. Olson's recommendation, Mr. White said: \"We think that the " \
           "United States of America should support the free speech of all groups.\"" in texts
    assert doubled_quote_object("Fraley said that \"biotech products may be safer\".",
                                _tokens("Fraley said that \" biotech products may be safer "
                                        "\" .")) is None


def test_a_that_clause_is_no_bare_passive_subject() -> None:
    # Were kept (MRPC train 4766, 2425): "The body's own estrogen protects against cell damage
    # have been speculated by doctors, ...", "The freeze is for only a few months was argued by
    # Rep. Dan Gelber, D-Miami Beach."
    tokens = _tokens("Doctors have speculated that the body 's own estrogen protects against "
                     "cell damage and improves blood flow .")
    assert bare_clause_passive("The body's own estrogen protects against cell damage have been "
                               "speculated by doctors.", tokens) == "speculated"
    assert bare_clause_passive("It has been speculated by doctors that the body's own estrogen "
                               "protects against cell damage.", tokens) is None
