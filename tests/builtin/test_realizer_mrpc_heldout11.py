"""Faults read in kept paraphrases of MRPC train sentences at offset 6500 (a tuning range),
each test naming the output it replaced.  They parse with the real parser, so they move
with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

NO_DATA = ("However, FAA spokeswoman Kathleen Bergen said no data indicate that the situation "
           "poses safety problems.")
ACRYLAMIDE = "Since last April, scientists have learned how acrylamide is formed."


def test_a_noun_under_no_is_not_clefted(parser: BuiltinParser) -> None:
    # Was kept: "It is no data that indicate that the situation poses safety problems,
    # however, FAA spokeswoman Kathleen Bergen said."
    texts = [t for t in every_text(parser, NO_DATA) if t]
    assert not [t for t in texts if "It is no data" in t], texts
    assert ("However, it was FAA spokeswoman Kathleen Bergen who said no data indicate that the "
            "situation poses safety problems.") in texts


def test_a_denied_report_does_not_follow_the_clause_as_a_parenthetical(
        parser: BuiltinParser) -> None:
    # Was kept: "The situation poses safety problems, no data indicate, however, FAA
    # spokeswoman Kathleen Bergen said." -- read as vouching for the problems
    texts = [t for t in every_text(parser, NO_DATA) if t]
    assert not [t for t in texts if t.startswith(("The situation poses", "It is the situation",
                                                  "Safety problems are posed"))], texts
    texts = [t for t in every_text(parser, "The company did not say that profits fell.") if t]
    assert texts == ["The company did not say that profits fell.",
                     "It was the company that did not say that profits fell.",
                     "It was the company that did not say profits fell."], texts


def test_a_how_clause_is_not_said_as_a_that_clause(parser: BuiltinParser) -> None:
    # Was kept: "Scientists are the ones who have learned for acrylamide to be formed since
    # last April." and "Acrylamide is formed, as scientists have learned to since last
    # April." -- the parse keeps no node for "how"; the realizer says it again from the
    # source (realize_questions), so every text asks "how"
    texts = [t for t in every_text(parser, ACRYLAMIDE) if t]
    assert all("learned how acrylamide is formed" in t for t in texts), texts
    # (the source's opening "Since last April" stays first: realize_time_places)
    assert "Since last April, scientists are the ones who have learned how acrylamide is " \
        "formed." in texts, texts


def test_an_event_under_a_denied_permission_is_not_asserted(parser: BuiltinParser) -> None:
    # Was: "We killed women, as we are not allowed to, he said." (helper drops4 found it in
    # "we are not allowed to kill women, except those who join the war")
    texts = [t for t in every_text(parser, "We are not allowed to kill women, he said.") if t]
    assert not [t for t in texts if "killed" in t], texts
    # "He was the one who said we are not allowed ..." was asserted here; its "we" is now
    # the teller's, not the speaker's (realize_said_reports.quotation_as_report refuses it)
    # ("We are the ones that are not allowed to kill women, he said." was asserted here: the
    # speakers' rule said as a contrast with others; a first person is no longer "the one")
    assert "We are the ones that are not allowed to kill women, he said." not in texts, texts
    assert not [t for t in texts if "said we" in t], texts


def test_an_extraposed_adjective_is_not_said_after_its_clause(parser: BuiltinParser) -> None:
    # Was kept: "It was Senator Clinton who would seek to politicize such a qualified nominee
    # as Governor Leavitt unfortunate." ("It is unfortunate that ..." refocused below it)
    sentence = ("It is unfortunate that Senator Clinton would seek to politicize such a "
                "qualified nominee as Governor Leavitt.")
    texts = [t for t in every_text(parser, sentence) if t]
    assert texts == [sentence], texts


def test_a_verb_tagged_as_an_auxiliary_is_not_silently_lost(parser: BuiltinParser) -> None:
    # Was kept: "Evan found an after-school nonviolence program in 2001." for "Evan helped
    # found ..." (spaCy tags "helped" aux of "found", read as find-01; nothing noticed).
    # "having" and "get" stay auxiliaries.
    # (Was asserted refused for every focus, the parse having dropped "helped"; the parse now
    # reads help-01 with found-04 as its ARG1 (parse_help_infinitives), so texts come back,
    # and none may lose "helped" or read "found" as "find".)
    texts = [t for t in every_text(parser, "In 2001, Evan helped found an after-school nonviolence program.")
             if t]
    assert "In 2001, it was Evan who helped to found an after-school nonviolence program." \
        in texts, texts
    # ("what Evan did was help found ...": the pseudo-cleft says the verb in its base form)
    assert all((" helped " in t or " help found " in t) and " found " in t for t in texts), texts
    assert not [t for t in texts if "Evan found" in t or " find" in t], texts
    texts = [t for t in every_text(parser, "The news caused a rush of people to get vaccinated.")
             if t]
    assert texts, texts


def test_a_planned_event_is_not_said_as_done(parser: BuiltinParser) -> None:
    # Was kept (offset 3500): "On Monday, Blair's Foreign Secretary Jack Straw took his place
    # to give a statement ..." for "was to take his place" and "... on 62-43 vote for the
    # Rev. V. Gene Robinson of New Hampshire that bishop became." for "to become bishop"
    straw = ("Blair's Foreign Secretary Jack Straw was to take his place on Monday to give a "
             "statement to parliament on the European Union.")
    assert not [t for t in every_text(parser, straw) if " took " in t]
    bishop = ("On Tuesday in Minneapolis, the House of Bishops gave final approval on a 62-43 "
              "vote for the Rev. V. Gene Robinson of New Hampshire to become bishop.")
    assert not [t for t in every_text(parser, bishop) if "became" in t]
    # a verb that implies its infinitive happened may say it done
    assert "It was Officer Evans who managed to take his place." in every_text(
        parser, "Officer Evans managed to take his place.")


def test_a_report_is_not_said_as_a_relative_clause_of_the_last_noun(parser: BuiltinParser) -> None:
    # Was kept (offset 3500): "In July, PC-related products are the strongest sector with
    # microprocessors up 5.6% and DRAMs up 8.2% from June that the industry group said."
    sentence = ("PC-related products were the strongest sector in July, with microprocessors up "
                "5.6% and DRAMs up 8.2% from June, the industry group said.")
    texts = [t for t in every_text(parser, sentence) if t]
    assert not [t for t in texts if t.endswith("that the industry group said.")], texts
    assert texts, texts
    # Was kept: "Shelia Chaney Wilson, 43, was agitated when she came to the church in the
    # Kirkwood neighborhood on the city's east side that Congregants of Turner Monumental AME
    # Church said." (a six-word teller), and "... that Southwark Crown Court was told yesterday."
    sentence = ("Congregants of Turner Monumental AME Church said Shelia Chaney Wilson, 43, was "
                "agitated when she came to the church, in the Kirkwood neighborhood on the city's "
                "east side.")
    texts = [t for t in every_text(parser, sentence) if t]
    assert not [t for t in texts if "that Congregants" in t], texts
    assert "Shelia Chaney Wilson, 43, was agitated when she came to the church in the Kirkwood " \
        "neighborhood on the city's east side, Congregants of Turner Monumental AME Church said." \
        in texts, texts


def test_a_negative_quantifier_is_not_clefted(parser: BuiltinParser) -> None:
    # Was: "It was neither that said whether they would appeal the decision, but others said
    # an appeal was certain."
    texts = every_text(parser, "Neither said whether they would appeal the decision but others "
                       "said an appeal was certain.")
    assert not [t for t in texts if "It was neither" in t], texts


def test_proper_nouns_joined_by_an_ampersand_are_one_name(parser: BuiltinParser) -> None:
    # Was kept (helper numtie's new outputs): "It was Poor and the Standard's 500 index that
    # advanced 5.37, or 0.5 percent, to 1,020.18." ("Standard & Poor's" read as and(standard,
    # poor), which spaCy gave no entity)
    sentence = "The Standard & Poor's 500 index advanced 5.37, or 0.5 percent, to 1,020.18."
    texts = [t for t in every_text(parser, sentence) if t]
    assert not [t for t in texts if "Poor and" in t or "Standard and" in t], texts
    assert ("It was the Standard & Poor's 500 index that advanced 5.37, or 0.5 percent, to "
            "1,020.18.") in texts
