"""Regression tests from MRPC train sentences: an adjective predicate said as a verb, a
quality's own degree lost, a verb's preposition dropped before a noun-named event, and lost
modality or aspect in the verb group."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

INFLUENTIAL = ("Quattrone, 47, was highly influential at Credit Suisse First Boston during the "
               "tech bubble.")  # MRPC 4582
LARGER = ("Shares of Genentech, a much larger company with several products on the market, "
          "rose more than 2 percent.")  # MRPC 7057
INTERFERE = "TSMC also accused Syndia of trying to interfere with its customer relationships."  # 4510
BECOME = ("A New Castle County woman has become the first Delaware patient to contract the West "
          "Nile virus this year, the state's Department of Health reported.")  # 3125
CAUGHT = ("The WWF also thinks a further 13,000 animals are being caught every year around the "
          "Straits of Gibraltar and in nearby areas.")  # 4556
FAN = "PDC will also almost certainly fan the flames of speculation about Longhorn's release."  # 3290


def test_an_adjective_predicate_is_not_said_as_a_verb(parser: BuiltinParser) -> None:
    # Was "It was Quattrone, 47, who influenced highly at ...": "influential" (an adjective
    # that may be a noun) after "was" read as influence-01 and said as its verb.
    texts = [t for t in every_text(parser, INFLUENTIAL) if t]
    assert not [t for t in texts if "influenced" in t], texts


CLOSER = ("An amendment to remove the exemption for the state-sanctioned sites failed on a much "
          "closer 237-186 vote.")  # MRPC 6304


def test_a_graded_quality_keeps_its_own_degree(parser: BuiltinParser) -> None:
    # Was "a company with several products on the market that was larger": "much" lost, and
    # the comparison put after the noun's other modifiers; it goes back before its noun.
    texts = [t for t in every_text(parser, LARGER) if t]
    assert texts and not [t for t in texts if "larger" in t and "much larger" not in t], texts
    assert ("It was shares of Genentech, a much larger company with several products on the "
            "market, that rose more than 2 percent.") in texts
    assert not [t for t in texts if "that was much larger" in t], texts
    # (not "failed on 237-186 vote that was much closer")
    assert not [t for t in every_text(parser, CLOSER) if "that was much closer" in t]


def test_a_verb_keeps_its_preposition_before_a_noun_named_event(parser: BuiltinParser) -> None:
    # Was "Syndia tried to interfere its customer relationships, which TSMC also accused it of."
    texts = [t for t in every_text(parser, INTERFERE) if t]
    assert not [t for t in texts if "interfere its" in t], texts
    assert "Syndia was also accused of trying to interfere with its customer relationships by TSMC." \
        in texts


def test_a_perfect_whose_participle_is_its_base_form_stays_perfect(parser: BuiltinParser) -> None:
    # Was "a New Castle County woman becomes the first Delaware patient ...".
    texts = [t for t in every_text(parser, BECOME) if t]
    assert not [t for t in texts if "woman becomes" in t], texts
    assert any("woman has become the first Delaware patient" in t for t in texts), texts


def test_a_passive_progressive_stays_progressive(parser: BuiltinParser) -> None:
    # Was "a further 13,000 animals are caught every year ...".
    texts = [t for t in every_text(parser, CAUGHT) if t]
    assert not [t for t in texts if "are caught" in t], texts
    assert ("A further 13,000 animals are being caught every year around the Straits of Gibraltar "
            "and in nearby areas, the WWF also thinks.") in texts


def test_almost_in_a_verb_group_keeps_its_modal(parser: BuiltinParser) -> None:
    # Was "It is PDC that also fans the flames ... almost certainly": "will" lost past "almost".
    texts = [t for t in every_text(parser, FAN) if t]
    assert not [t for t in texts if "also fans" in t or "are also fanned" in t], texts
    # "... will also be fanned by PDC almost certainly." is refused now (the source's "almost
    # certainly" said last: realize_moved_adverbs)
    assert not [t for t in texts if t.endswith("almost certainly.")], texts


BELOW = "The bonds traded to below 60 percent of face value earlier this year."  # MRPC 2401
DOUBLE = ("Its second-quarter earnings per share of 22 cents was slightly better than analysts' "
          "estimates of 19 cents a share and more than double its prediction in April.")  # 644
FIRST = "Hill, 50, would be the first person executed for killing an abortion doctor."  # 4410


def test_a_number_keeps_its_bound(parser: BuiltinParser) -> None:
    # Was "The bonds traded 60 percent of face value earlier this year." ("below" lost), and
    # "... slightly better than analysts' estimates ... and double its prediction in April."
    assert not [t for t in every_text(parser, BELOW) if t and "below" not in t]
    assert not [t for t in every_text(parser, DOUBLE) if t and "more than double" not in t]


def test_a_copula_keeps_its_modal_past_an_ordinal(parser: BuiltinParser) -> None:
    # Was "Hill, 50, is the first person who was executed ...": "would" lost past "first".
    texts = [t for t in every_text(parser, FIRST) if t]
    assert not [t for t in texts if " is the first" in t], texts
    assert any("Hill, 50, would be the first person" in t for t in texts), texts


APPARENTLY = ("His daughter, Nina Axelrod, told The Associated Press that he died in his sleep, "
              "apparently of heart failure.")  # MRPC 4453


def test_a_hedged_claim_keeps_its_hedge(parser: BuiltinParser) -> None:
    # Was "His daughter, Nina Axelrod, told The Associated Press he died in his sleep of heart
    # failure.": the parse dropped "apparently", and the cause was stated as certain.
    texts = [t for t in every_text(parser, APPARENTLY) if t]
    assert not [t for t in texts if "apparently" not in t], texts
