"""MRPC sentences whose root focus (and every other) was refused for a reason other than a
dropped word: a hedge of a number the rebuilt text lost, a description set before its name
read as a second subject.  Each test names the refusal or the output it replaced.  They
parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

NIGERIA = ("In Nigeria alone, the report said, as many as 1 million women may be living with "
           "the condition.")
NETWORKS = "Analysts have estimated that the two networks could fetch as much as $7 billion."
WHEATON = ("Come tonight, 21-year-old Morgan and as many as 1,200 fellow students at Wheaton "
           "College will gather in the gym for the first real dance in the school's 143-year "
           "history.")
AL_GHOZI = "A demolitions expert for JI, al-Ghozi was arrested in Manila in January 2002."


def test_a_hedge_of_a_number_is_said_with_it(parser: BuiltinParser) -> None:
    # Every focus was refused: "the source's 'as many as' before a number is not said"
    texts = every_text(parser, NIGERIA)
    # (the source's opening "In Nigeria alone" stays first: realize_time_places)
    assert "In Nigeria alone, the report said as many as 1 million women may be living with " \
        "the condition." in texts, texts
    assert not [t for t in texts if t and "1 million" in t and "as many as" not in t.lower()], texts
    # a hedged count picks out no group as "the ones"
    assert not [t for t in texts if t and "the ones" in t], texts


def test_a_hedge_after_a_dollar_sign_is_kept(parser: BuiltinParser) -> None:
    # Was "The two networks could fetch $7 billion, analysts have estimated." (the hedge
    # check read "as much as $ 7" as no hedge of a number)
    texts = every_text(parser, NETWORKS)
    assert "The two networks could fetch as much as $7 billion, analysts have estimated." \
        in texts, texts
    assert not [t for t in texts if t and "$7 billion" in t and "as much as" not in t.lower()], texts


def test_a_you_the_source_never_said_is_refused(parser: BuiltinParser) -> None:
    # "Come tonight" parsed as an order: "21-year-old Morgan comes tonight, and as many as
    # 1,200 fellow students ... in the gym you!"
    texts = every_text(parser, WHEATON)
    assert not [t for t in texts if t and "you" in t.lower().split()], texts
    assert not [t for t in texts if t and t.endswith("you!")], texts


def test_a_fronted_description_is_the_names_apposition(parser: BuiltinParser) -> None:
    # Was arrest-01 with two :ARG1s ("one event with two subjects of the same role")
    edges = _edges(parser, AL_GHOZI)
    assert ("have-org-role-91", ":ARG0", "person") in edges, edges
    assert ("arrest-01", ":ARG1", "expert") not in edges, edges
    texts = every_text(parser, AL_GHOZI)
    assert "Al-Ghozi, a demolitions expert for JI, was arrested in Manila in January 2002." \
        in texts, texts
    assert "In Manila, al-Ghozi, a demolitions expert for JI, was arrested in January 2002." \
        in texts, texts
    assert not [t for t in texts if t and "who is an a" in t], texts


DEWHURST = ("Lt. Gov. David Dewhurst suggested a political motive for the report, saying: \"It "
            "sounds like the Republican primary started early this year.\"")
MILLIONAIRE = "The 60-year-old millionaire hugged his attorneys, saying: \"Thank you so much.\""


def test_a_saying_clause_speaks_for_its_clauses_subject(parser: BuiltinParser) -> None:
    # Every focus was refused: "a quotation whose speaker the parse did not find" (the
    # speaker of "saying" is a re-entrancy of the clause's own subject)
    texts = every_text(parser, DEWHURST)
    assert "It was Lt. Gov. David Dewhurst who suggested a political motive for the report, " \
        "saying: \"It sounds like the Republican primary started early this year.\"" in texts, texts
    texts = every_text(parser, MILLIONAIRE)
    assert "It was the 60-year-old millionaire that hugged his attorneys, saying: \"Thank you " \
        "so much.\"" in texts, texts


def test_a_passive_leaves_no_speakers_participle_dangling(parser: BuiltinParser) -> None:
    # "His attorneys were hugged by the 60-year-old millionaire, saying: ..." hangs the
    # "saying" on the attorneys
    for sentence in (DEWHURST, MILLIONAIRE):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if t and " by " in t and ", saying" in t], texts


GOODREM = ("The winner of this year's Most Popular New Talent Logie, Goodrem first went to a "
           "specialist on Monday feeling tired and unwell.")


def test_a_focus_inside_a_fronted_apposition_is_refused(parser: BuiltinParser) -> None:
    # Was "It was this year's Most Popular New Talent Logie Goodrem first went to a specialist
    # on Monday feeling tired and unwell was the winner."
    texts = every_text(parser, GOODREM)
    assert not [t for t in texts if t and t.endswith("was the winner.")], texts
    assert "It was Goodrem, the winner of this year's Most Popular New Talent Logie, who went " \
        "to a specialist on Monday first, feeling tired and unwell." in texts, texts


DICA = ("A judge branded Mohammed Dica's behaviour \"despicable\" and added: \"There is no "
        "evidence of your remorse.\"")


def test_a_coordinated_quotation_keeps_its_refusal(parser: BuiltinParser) -> None:
    # Not "A judge branded Mohammed Dica's behaviour despicable, and he added there is no
    # evidence of your remorse." (the quotation said without its marks)
    texts = every_text(parser, DICA)
    assert not [t for t in texts if t and "added there is" in t], texts
