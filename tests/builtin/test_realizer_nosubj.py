"""MRPC train sentences whose every focus was refused "no subject for 'X'": an adjective
after a linking verb and an "-ing" word in a list of nouns, which the realizer tried to say
as clauses whose subject the parse never gave.  They parse with the real parser, so they
move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

USEFUL = "The decision could also prove useful in the \"war on terrorism\"."
STRONG = "He said he feels strong and has the go-ahead from his doctors."
MARKETING = ("Shares in Juniper Networks jumped more than 10 per cent on Monday after the "
             "networking equipment maker inked a sales and marketing deal with Lucent "
             "Technologies.")
ENGINEERING = ("The specific product that is the subject of the petition, 6000 series aluminium "
               "alloy rolled plate, is used for general-purpose engineering, tooling and die "
               "applications.")
APPEAR = "It doesnt appear the children struggled, Prowers County Coroner Joe Giadone said Saturday."


def test_an_adjective_after_prove_is_said_of_the_subject(parser: BuiltinParser) -> None:
    # Was refused for every focus: "no subject for 'useful'" (useful-05 had no :ARG1).
    assert ("useful-05", ":ARG1", "decide-01") in _edges(parser, USEFUL)
    texts = every_text(parser, USEFUL)
    # (the article before the quoted "war on terrorism" is kept: was "In war on terrorism")
    assert "In the \"war on terrorism\", the decision could also prove useful." in texts, texts
    assert "In war on terrorism, the decision could also prove useful." not in texts, texts
    # what the decision could prove to be is not asserted: not "The decision is useful,
    # which it could also prove"
    assert not [t for t in texts if "is useful" in t], texts


def test_feels_strong_keeps_its_bare_adjective(parser: BuiltinParser) -> None:
    # Was refused for every focus: "no subject for 'strong'"; with the subject given, the
    # complement first came out "he feels to be strong".
    assert ("strong-02", ":ARG1", "he") in _edges(parser, STRONG)
    texts = every_text(parser, STRONG)
    assert "He feels strong, and he has the go-ahead from his doctors, he said." in texts, texts
    assert not [t for t in texts if "to be strong" in t or "being strong" in t], texts


def test_only_a_linking_verb_lends_its_subject_to_its_adjective(parser: BuiltinParser) -> None:
    # "pleaded guilty", "were made public" stay as they were: not "pleaded to be guilty",
    # "were made to be public"
    assert not [e for e in _edges(parser, "Dos Reis also pleaded guilty to federal charges.")
                if e[0] == "guilty-01" and e[1] == ":ARG1"]
    texts = every_text(parser, "The emotional communications were made public after a legal "
                               "skirmish.")
    assert not [t for t in texts if "to be public" in t], texts


def test_an_ing_word_listed_with_a_noun_is_a_noun(parser: BuiltinParser) -> None:
    # Was refused for every focus: "no subject for 'market'"; the list before "deal" is said
    # there again, not "inked a deal of a sales and marketing".
    texts = every_text(parser, MARKETING)
    assert ("On Monday, shares in Juniper Networks jumped more than 10 percent after the "
            "networking equipment maker inked a sales and marketing deal with Lucent "
            "Technologies.") in texts, texts
    assert not [t for t in texts if "deal of" in t], texts


def test_a_list_of_uses_with_an_ing_noun_leads_a_cleft(parser: BuiltinParser) -> None:
    # Was refused for every focus: "no subject for 'engineer'".
    texts = every_text(parser, ENGINEERING)
    assert ("It is general-purpose engineering, tooling and die applications that the specific "
            "product that is the subject of the petition, 6000 series aluminium alloy rolled "
            "plate, is used for.") in texts, texts


def test_what_it_only_appears_is_not_said_as_a_fact(parser: BuiltinParser) -> None:
    # Was kept: "The children struggled, which it does not appear, Prowers County Coroner Joe
    # Giadone said Saturday." (the negated appearance made the struggle a fact)
    texts = every_text(parser, APPEAR)
    assert not [t for t in texts if t.startswith("The children")], texts


DOW = "In midday trading, the Dow Jones industrial average lost 68.84, or 0.7 percent, to 9,248.80."
NASDAQ = ("The technology-laced Nasdaq Composite Index .IXIC rose 39.39 points, or 2.2 percent, "
          "to 1,826.33, after losing more than 2 percent on Tuesday.")
HOPE = ("BOB HOPE, master of the one-liner and Americas favourite comedian, died with a smile on "
        "his face yesterday just months after celebrating his 100th birthday.")


def test_a_share_after_a_points_object_is_one_measure(parser: BuiltinParser) -> None:
    # Was refused for every focus: "no subject for 'percentage-entity'" (spaCy made "or 0.7
    # percent" a conjunct of "lost", parsed (or :op1 lose-01 :op2 percentage-entity)).
    edges = _edges(parser, DOW)
    assert ("lose-01", ":ARG2", "or") in edges
    assert ("or", ":op2", "percentage-entity") in edges
    texts = every_text(parser, DOW)
    assert ("It was the Dow Jones industrial average that lost 68.84, or 0.7 percent, to "
            "9,248.80 in midday trading.") in texts, texts


def test_a_gerund_after_after_has_its_clauses_subject(parser: BuiltinParser) -> None:
    # Was kept: "... after more than 2 percent lost on Tuesday" (lose-01 had no subject, so
    # its amount was said as one)
    assert ("lose-01", ":ARG1", "organization") in _edges(parser, NASDAQ)
    texts = every_text(parser, NASDAQ)
    assert ("After losing more than 2 percent on Tuesday, the technology-laced Nasdaq Composite "
            "Index rose 39.39 points, or 2.2 percent, to 1,826.33.") in texts, texts
    # not "..., after lost more than 2 percent on Tuesday" (the focus on "losing")
    assert not [t for t in texts if "after lost" in t or "percent lost" in t], texts


def test_a_gerund_after_after_is_not_the_main_clause(parser: BuiltinParser) -> None:
    # With its subject given, "celebrating" as the focus said: "... died with a smile on his
    # face yesterday celebrated his 100th birthday, which is just months after."
    texts = every_text(parser, HOPE)
    assert not [t for t in texts if "celebrated" in t], texts
    assert ("Just months after celebrating his 100th birthday, BOB HOPE, master of the one-liner "
            "and Americas favourite comedian, died with a smile on his face yesterday.") in texts


def test_a_passive_after_after_keeps_its_connective(parser: BuiltinParser) -> None:
    # The check of a gerund said without its "after" first refused every focus of this
    # sentence; "after its targets ... were raised" said the "after" it had, now "after
    # raising" with its subject (read since "sales" is sell-01's noun), who raised them kept.
    texts = every_text(parser, "Elsewhere in Europe, Philips was up 4.6 percent after raising "
                               "its targets for chip sales on Friday.")
    assert ("After raising its targets for chip sales on Friday, Philips was up 4.6 percent "
            "elsewhere in Europe.") in texts, texts


def test_an_adjective_read_as_another_verb_keeps_no_subject(parser: BuiltinParser) -> None:
    # "remains critical" read as criticize-01: with the subject given, every focus was
    # refused "an adjective ('critical') the parse read as a verb"
    texts = every_text(parser, "The National Transportation Safety Board has subpoenaed Gansas, "
                               "arguing his immediate testimony remains critical to its "
                               "investigation.")
    # (not said first: "his" would be the board's, not Gansas's, realize_fronted_pronouns)
    assert ("The National Transportation Safety Board has subpoenaed Gansas, arguing his "
            "immediate testimony remains critical to its investigation.") in texts, texts
    assert not [t for t in texts if t.startswith("Arguing")], texts
