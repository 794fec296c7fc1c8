"""MRPC train sentences whose foci were refused with "no subject for 'X'" or "a gerund would
lose its own subject" because the parse gave an event no subject (a copula's subject shared
with the verb after "and", a "by"/"after being" gerund's understood doer, a gerund after
"resulted in" with its own subject before it, a name list's last member read as a clause).
They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BERGONZI = ("Mr. Bergonzi was the finance chief from 1995 until his departure in 1999, and was "
            "intimately involved in the alleged scheme to pump up Rite Aid's earnings.")
AGENCY = ("The federal agency has been investigating whether several energy companies "
          "manipulated energy markets by reporting false natural gas trading prices to industry "
          "publications.")
THREE_MEN = ("The three men charged with terrorism have been identified as Abdul Azi Haji Thiming "
             "and Muhammad Jalaludin Mading of Thailand, and Esam Mohammed Khidr Ali of Egypt.")
PENSION = ("The indictment says the investment was a breach of fiduciary duties and resulted in "
           "the state pension fund immediately losing $1 million.")
WITTIG = ("Wittig resigned last year after being indicted on federal bank fraud charges involving "
          "a real estate loan unrelated to Westar business.")
EAGAN = ("By skirting the FDA's oversight, Eagan said the quality of the imported drugs is \"less "
         "predictable\" than U.S. drugs.")


def test_a_copula_shares_its_subject_with_the_verb_after_and(parser: BuiltinParser) -> None:
    # Was involve-01 with no :ARG1, every focus on it refused "no subject for 'involve'".
    assert ("involve-01", ":ARG1", "person") in _edges(parser, BERGONZI)
    texts = every_text(parser, BERGONZI)
    assert "Mr. Bergonzi was intimately involved in the alleged scheme to pump up Rite Aid's " \
        "earnings, and he was the finance chief from 1995 until he departed in 1999." in texts, texts
    # the copula's list after it, not inside its noun phrase ("... in 1999 he was intimately")
    # (refused now, a phrase of one clause fronted before both: realize_conjunct_leads)
    assert "From 1995, Mr. Bergonzi was the finance chief until he departed in 1999, and he was " \
        "intimately involved in the alleged scheme to pump up Rite Aid's earnings." not in texts, texts
    assert not [t for t in texts if t and "1999 he was" in t], texts
    # what he was, one clause of the list, is not an apposition of the cleft's focus
    assert not [t for t in texts if t and "Mr. Bergonzi the finance chief" in t], texts


def test_a_by_gerund_has_its_active_clauses_subject(parser: BuiltinParser) -> None:
    # Was report-01 with no :ARG0: "a gerund would lose its own subject".
    assert ("report-01", ":ARG0", "company") in _edges(parser, AGENCY)
    texts = every_text(parser, AGENCY)
    assert "It is the federal agency that has been investigating whether several energy " \
        "companies manipulated energy markets by reporting false natural gas trading prices to " \
        "industry publications." in texts, texts


def test_a_fronted_by_gerund_before_an_attribution_gets_no_subject(parser: BuiltinParser) -> None:
    # "By skirting the FDA's oversight" is not what Eagan did by saying it
    assert ("skirt-01", ":ARG0", "person") not in _edges(parser, EAGAN)
    texts = every_text(parser, EAGAN)
    assert not [t for t in texts if t and t.startswith("It was Eagan who said")], texts


def test_the_last_name_of_a_list_is_not_a_second_clause(parser: BuiltinParser) -> None:
    # Was (and :op1 identify-01 :op2 person): "no subject for 'person'".
    edges = _edges(parser, THREE_MEN)
    assert ("identify-01", ":ARG2", "and") in edges
    assert not any(source == "and" and target == "identify-01" for source, _, target in edges)
    texts = every_text(parser, THREE_MEN)
    # ("that": what the men were identified as, not who did it, prec19; the cleft takes its
    # "as" along since prec21)
    assert "It is as Abdul Azi Haji Thiming, Muhammad Jalaludin Mading of Thailand, and Esam " \
        "Mohammed Khidr Ali of Egypt that the three men charged with terrorism have been " \
        "identified." in texts, texts
    assert not [t for t in texts if t and t.endswith("identified.")  # its "as" kept
                and not t.startswith("It is as")], texts
    assert not [t for t in texts if t and "Thailand Muhammad" in t], texts


def test_a_gerund_after_resulted_in_keeps_its_own_subject(parser: BuiltinParser) -> None:
    # Was lose-01 :ARG1 the investment (spaCy's adverbial clause of "resulted"), said
    # "resulted in the state pension fund, immediately losing $1 million"
    edges = _edges(parser, PENSION)
    assert ("result-01", ":ARG2", "lose-01") in edges
    assert ("lose-01", ":ARG1", "fund") in edges
    texts = every_text(parser, PENSION)
    assert "The investment resulted in the state pension fund immediately losing $1 million, " \
        "and it was a breach of fiduciary duties, the indictment says." in texts, texts
    assert not [t for t in texts if t and "fund, immediately" in t], texts


def test_a_passive_gerund_after_after_has_its_clauses_subject(parser: BuiltinParser) -> None:
    assert ("indict-01", ":ARG1", "wittig") in _edges(parser, WITTIG)
    texts = every_text(parser, WITTIG)
    assert "After being indicted on federal bank fraud charges involving a real estate loan " \
        "unrelated to Westar business, Wittig resigned last year." in texts, texts
    # never "after was indicted", nor the participle away from its "after being"
    assert not [t for t in texts if t and "after was" in t], texts


CARLOW = "Carlow and his group peddled drugs by forging paperwork showing the shipments' prior owners."


def test_a_means_said_from_a_list_member_keeps_its_by(parser: BuiltinParser) -> None:
    # forge-01 :ARG0 the list now; a cleft on one member said "peddled drugs forging ..."
    texts = every_text(parser, CARLOW)
    # (the list now in the source's order: was "It was his group and Carlow that ...")
    assert "It was Carlow and his group that peddled drugs by forging paperwork showing the " \
        "shipments' prior owners." in texts, texts
    assert not [t for t in texts if t and "drugs forging" in t], texts


CHECHEN = ("Chechen officials working for the Moscow-backed government are a frequent target for "
           "rebels and tension is running high ahead of next Sunday's presidential election in "
           "war-torn Chechnya.")
SARS = ("SARS has killed about 800 people and affected more than 8400 since being detected in "
        "China in November.")


def test_a_copula_shares_no_subject_with_a_clause_spacy_split(parser: BuiltinParser) -> None:
    # "tension" went into "rebels and tension"; the officials are not what is running high
    assert not [e for e in _edges(parser, CHECHEN) if e[0].startswith("run-") and e[2] == "official"]
    texts = every_text(parser, CHECHEN)
    assert not [t for t in texts if t and "officials are running" in t], texts


def test_a_passive_gerund_keeps_its_subject_only_where_it_is_still_said(
        parser: BuiltinParser) -> None:
    texts = every_text(parser, SARS)
    # (said first, the affecting keeps the perfect it shares: realize_shared_perfects)
    assert "SARS has affected more than 8400 since being detected in China in November, and it has " \
        "killed about 800 people." in texts, texts
    # "more than 8400 were affected since being detected": the 8400 were not detected
    assert not [t for t in texts if t and "were affected since being" in t], texts


LINCOLN = ("\"We are confident that the new leadership in Boston will be willing to take "
           "responsibility for the past actions of the archdiocese,' said Lincoln. \"")


def test_an_adjective_after_its_clauses_subject_is_no_gerund(parser: BuiltinParser) -> None:
    # "willing" after "that the new leadership" is not "confident of the leadership willing"
    texts = every_text(parser, LINCOLN)
    assert not [t for t in texts if t and "confident of the new leadership" in t], texts


SURVEY = ("The Fed's Empire State survey far exceeded expectations by jumping to 26.8 in June, a "
          "record high, from 10.6 in May.")


def test_a_by_gerund_that_says_an_extent_gets_no_subject(parser: BuiltinParser) -> None:
    # exceed-01 :ARG2 jump-01 (the extent "by"): with the survey as its subject it was said
    # "The survey jumped to 26.8 in June, which it exceeded expectations, ..., far."
    texts = every_text(parser, SURVEY)
    assert not [t for t in texts if t and "which it exceeded" in t], texts
