"""MRPC sentences with the real parser: agreement and reflexives of rebuilt sentences (the
verb's number read back from the source, a count the source said of a singular noun, a
reflexive object), each test naming the kept output it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PEARSON = "In the year-ago period, Pearson posted a 26 million pre-tax profit."
TAHOE = "His 1996 Chevrolet Tahoe was found abandoned June 25 in a Virginia Beach, Va., parking lot."
ROE = ("In a 1992 case, the Supreme Court reaffirmed the basic findings of Roe protecting "
       "abortion choice, but lessened the standard of protection guaranteed to women by Roe.")
FOX = ("Among Fox viewers, 41 percent describe themselves as Republicans, 24 percent as "
       "Democrats and 30 percent as Independents.")
FEW = ("No legislative action is final without concurrence of the House, and few were "
       "predicting what fate the bill would meet there.")
PAKISTANIS = ("In terms of a free trade area, we've got a long, long way to go and the "
              "Pakistanis understand that.")
BUDGET = ("The budget analysis comes as negotiations between the City Council and the "
          "Bloomberg administration heat up.")
WAAGNER = ("The jury verdict, reached Wednesday after less than four hours of deliberation, "
           "followed a 2 week trial, during which Waagner represented himself.")


# ------------------------------------------------------------ a count of a singular noun
def test_a_count_said_of_a_singular_noun_keeps_it_singular(parser: BuiltinParser) -> None:
    # Was kept: "A 26 million pre-tax profit were posted by Pearson in the year-ago period."
    graph = parsed(parser, PEARSON)
    profit = next(v for v, _, c in graph.instances() if c == "profit")
    assert (profit, ":quant", "26000000") in graph.attributes()
    texts = every_text(parser, PEARSON)
    assert "A 26 million pre-tax profit was posted by Pearson in the year-ago period." in texts, texts
    assert not [t for t in texts if "profit were" in t], texts


def test_a_cleft_on_a_noun_said_after_a_number_is_singular(parser: BuiltinParser) -> None:
    # Was kept: "It was his 1996 Chevrolet Tahoe that were found to abandon June 25 ..."
    texts = every_text(parser, TAHOE)
    assert [t for t in texts if t.startswith("It was his 1996 Chevrolet Tahoe that was found")], texts
    assert not [t for t in texts if "that were found" in t or "which they were found" in t], texts


def test_a_count_after_a_keeps_its_article_and_the_singular(parser: BuiltinParser) -> None:
    # Was kept: "... reaffirmed the basic findings of Roe protecting abortion choice in 1992 cases."
    texts = every_text(parser, ROE)
    assert [t for t in texts if "in a 1992 case," in t or "in a 1992 case." in t], texts
    assert not [t for t in texts if "1992 cases" in t or "in 1992 case" in t], texts


# ------------------------------------------------------------ the verb's number in the source
def test_a_share_of_people_keeps_the_plural_verb_and_its_reflexive(parser: BuiltinParser) -> None:
    # Was kept: "Among Fox viewers, 41 percent describes them as Republicans ..." and "They
    # are described as Republicans 24 percent as Democrats ... by 41 percent among Fox viewers."
    texts = every_text(parser, FOX)
    assert [t for t in texts if t.startswith("Among Fox viewers, 41 percent describe themselves")
            and t != FOX], texts
    assert not [t for t in texts if "describes" in t or "describe them " in t
                or t.startswith("They are described")], texts


def test_a_quantifier_standing_alone_is_plural(parser: BuiltinParser) -> None:
    # Was kept: "Few was predicting that the bill would meet what fate there, and no ..."
    texts = every_text(parser, FEW)
    assert [t for t in texts if t.startswith("Few were predicting that the bill would meet")], texts
    assert not [t for t in texts if "few was" in t.lower()], texts


def test_a_present_verb_keeps_the_number_the_source_gave_it(parser: BuiltinParser) -> None:
    # Was kept: "The Pakistanis understands that, and we have gotten ..."; "As negotiations
    # between the City Council and the Bloomberg administration heat up, the budget
    # analysis come."
    texts = every_text(parser, PAKISTANIS)
    assert [t for t in texts if t.startswith("The Pakistanis understand that")], texts
    assert not [t for t in texts if "Pakistanis understands" in t], texts
    texts = every_text(parser, BUDGET)
    assert [t for t in texts if t.endswith("heat up, the budget analysis comes.")], texts
    assert not [t for t in texts if "analysis come." in t], texts


# ------------------------------------------------------------ reflexives
def test_a_reflexive_object_stays_reflexive_and_is_never_the_subject(parser: BuiltinParser) -> None:
    # Was kept: "Waagner represented him a 2 week trial that ..." and "He was represented by
    # Waagner a 2 week trial that ..." (who represented whom changed)
    graph = parsed(parser, WAAGNER)
    assert "he" in {c for _, _, c in graph.instances()}
    texts = every_text(parser, WAAGNER)
    assert [t for t in texts if t.startswith("Waagner represented himself")], texts
    assert not [t for t in texts if "represented him " in t or "He was represented" in t], texts


# ------------------------------------------------------------ coordinated predicates
FERRY = "He said the ferry's crew will be interviewed and tested for drugs and alcohol."


def test_a_coordinated_participle_shares_the_whole_verb_group(parser: BuiltinParser) -> None:
    # Was kept: "The ferry's crew will be interviewed, and it was tested for drugs and
    # alcohol, he said." (the test, still to come, said as done)
    texts = every_text(parser, FERRY)
    assert "The ferry's crew will be interviewed, and it will be tested for drugs and alcohol, " \
        "he said." in texts, texts
    assert not [t for t in texts if "was tested" in t], texts
