"""A phrase of one of two coordinated clauses fronted before both (realize_conjunct_leads):
read first, it holds for every clause after it ("In 1940, Estonia was incorporated ..., and
it regained its independence only in 1991").  Tuning sentences of MRPC train, parsed with
the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ESTONIA = ("Estonia was forcibly incorporated in the Soviet Union in 1940 and regained its "
           "independence only in 1991.")  # MRPC train 983
GRACE = ("A monthlong grace period in New York City ended May 1, and now bars and restaurants "
         "that allow people to puff can face hefty fines.")  # 2619
EDWARDS = ("A recent poll showed Edwards with a narrow lead in South Carolina, and he plans a "
           "rally there later on Tuesday.")  # 2915
JOURNAL = ("The results were released at Tuesday's meeting in Seattle of the American Thoracic "
           "Society and will be published in Thursday's New England Journal of Medicine.")  # 3046
ROBOT = ("Last Saturday, a six-wheeled robot developed by NASA landed on Mars and began sending "
         "back images of the planet.")  # 2942


def _opening(texts: list[str | None], lead: str) -> list[str]:
    return [t for t in texts if t and t.startswith(lead)]


def test_a_phrase_of_the_first_conjunct_is_not_fronted_before_both(
        parser: BuiltinParser) -> None:
    # was "In 1940, Estonia was forcibly incorporated in the Soviet Union, and it regained
    # its independence only in 1991": the year read as the regaining's too
    assert _opening(every_text(parser, ESTONIA), "In 1940") == []
    # "On May 1, a monthlong grace period ... ended, and now bars ... can face hefty fines"
    assert _opening(every_text(parser, GRACE), "On May 1") == []
    # the poll's object's phrase fronted: "With a narrow lead in South Carolina, a recent
    # poll showed Edwards, and he plans a rally there"
    assert _opening(every_text(parser, EDWARDS), "With a narrow lead") == []


def test_a_phrase_of_the_second_conjunct_is_not_fronted_before_both(
        parser: BuiltinParser) -> None:
    # "In Thursday's New England Journal of Medicine, the results will be published, and
    # they were released at Tuesday's meeting": the release was no journal's
    assert _opening(every_text(parser, JOURNAL), "In Thursday's") == []


def test_a_phrase_the_source_fronted_before_both_stays_first(parser: BuiltinParser) -> None:
    # the source itself opened on the day: fronted, the text says what the source said
    assert "Last Saturday, a six-wheeled robot developed by NASA landed on Mars, and it began "\
        "sending images of the planet back." in every_text(parser, ROBOT)
    # ... but not the planet, which was the landing's only
    assert _opening(every_text(parser, ROBOT), "On Mars") == []


MTA = ("The Metropolitan Transportation Authority, which plans to appeal, was given until May 28 "
       "to restore the old subway and bus fare and the old commuter railroad rates.")  # 6888


def test_a_span_the_verb_gives_is_not_fronted_as_when_it_held(parser: BuiltinParser) -> None:
    # was "Until May 28, the Metropolitan Transportation Authority, which plans to appeal, was
    # given to restore ...": the deadline is what was given (realize_given_times)
    assert _opening(every_text(parser, MTA), "Until May 28") == []


PALUMBO = ("Prior to joining Kodak, Palumbo worked for Procter & Gamble Corp., where he managed "
           "products such as Folgers and Pantene shampoo.")  # 6869
SPIT = ("The family stopped for lunch at Freshwater Spit, where several children went to the "
        "water's edge to play in the surf shortly after noon.")  # 3522


def test_a_where_place_is_not_fronted_with_another_verbs_preposition(
        parser: BuiltinParser) -> None:
    # was "For Procter & Gamble Corp., for which Palumbo worked prior to joining Kodak, he
    # managed products ...": 'for' is the working's (realize_where_leads)
    assert _opening(every_text(parser, PALUMBO), "For Procter") == []
    # a place preposition says the "where"
    assert "At Freshwater Spit, at which the family stopped for lunch, several children went " \
        "to the water's edge to play in the surf shortly after noon." in every_text(parser, SPIT)
