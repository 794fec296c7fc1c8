"""Content words of MRPC sentences that the parse left out of its AMR, so that the realizer
refused every focus ("the parse dropped 'X' of the source"): a party member's apposition
("Mr. Kilgore, a Republican,") and a person's name that spaCy hung on the wrong noun ("Mr
Kenny and the family's American lawyer, Michael Ratner,").  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

GRAHAM = "Sen. Bob Graham, Florida Democrat, raised $2 million after getting a late start."
WILSON = ("State Rep. Ron Wilson, a Houston Democrat, joined nine Republicans in approving the "
          "bill Saturday.")
FRIST = ("Senate Majority Leader Bill Frist, a Tennessee Republican, said he intended to work "
         "to get the loan provision removed from the final bill.")


def test_a_party_member_apposition_is_the_person_s_role(parser: BuiltinParser) -> None:
    # Was refused on every focus: "the parse dropped 'Democrat' of the source" (spaCy tags
    # the party word a NORP entity, which the apposition rule of named people skipped).
    assert unparsed_words(parsed(parser, GRAHAM)) == []
    assert ("have-org-role-91", ":ARG2", "democrat") in _edges(parser, GRAHAM)
    texts = every_text(parser, GRAHAM)
    assert "It was Sen. Bob Graham, Florida Democrat, who raised $2 million after getting a " \
        "late start." in texts
    assert "After getting a late start, Sen. Bob Graham, Florida Democrat, raised $2 " \
        "million." in texts
    assert unparsed_words(parsed(parser, WILSON)) == []
    assert "It was State Rep. Ron Wilson, a Houston Democrat, who joined nine Republicans in " \
        "approving the bill Saturday." in every_text(parser, WILSON)
    assert "It was Senate Majority Leader Bill Frist, a Tennessee Republican, who said he " \
        "intended to work to get the loan provision removed from the final bill." \
        in every_text(parser, FRIST)


KENNY = ("Mr Kenny and the family's American lawyer, Michael Ratner, want access to Hicks "
         "before he faces a military tribunal.")
SAUNDERS = ("BaFin and the head of the principal finance group, Robin Saunders, were not "
            "immediately available to comment.")
GRISWOLD = ("The presiding bishop of the Episcopal Church, Frank T. Griswold III, declined, "
            "through a spokesman, to comment on the development Saturday.")


def test_a_name_after_a_conjoined_post_names_the_post(parser: BuiltinParser) -> None:
    # Was refused on every focus: "the parse dropped 'Michael' of the source" (spaCy made
    # the name the apposition of "Kenny", the first conjunct).
    assert unparsed_words(parsed(parser, KENNY)) == []
    graph = parsed(parser, KENNY)
    lawyer = next(v for v, _, c in graph.instances() if c == "lawyer")
    assert any(e.source == lawyer and e.role == ":name" for e in graph.edges())
    texts = every_text(parser, KENNY)
    assert "Before he faces a military tribunal, Mr Kenny and the family's American lawyer, " \
        "Michael Ratner, want access to Hicks." in texts
    assert "It is access to Hicks that Mr Kenny and the family's American lawyer, Michael " \
        "Ratner, want before he faces a military tribunal." in texts
    # the name stays with the lawyer, not with Mr Kenny
    assert not [t for t in texts if "Kenny, Michael Ratner" in t], texts
    assert unparsed_words(parsed(parser, SAUNDERS)) == []
    # (a list said from its later member keeps the source's order: was "It was the head of
    # the principal finance group, Robin Saunders, and BaFin that ...")
    assert "It was BaFin and the head of the principal finance group, Robin Saunders, that " \
        "were not available to comment immediately." in every_text(parser, SAUNDERS)


def test_a_name_after_an_of_phrase_names_the_post_not_the_place(parser: BuiltinParser) -> None:
    # Was refused on every focus: "the parse dropped 'Frank' of the source" (spaCy made the
    # name the apposition of "Church").
    assert unparsed_words(parsed(parser, GRISWOLD)) == []
    graph = parsed(parser, GRISWOLD)
    bishop = next(v for v, _, c in graph.instances() if c == "bishop")
    assert any(e.source == bishop and e.role == ":name" for e in graph.edges())
    assert "Through a spokesman, the presiding bishop of the Episcopal Church, Frank T. " \
        "Griswold III, declined to comment on the development Saturday." \
        in every_text(parser, GRISWOLD)


PEOPLESOFT = "That objection was cited by PeopleSoft's board in rejecting Oracle's offer."
TROY = "Troy faces life in prison without parole at his July 30 sentencing."


def test_an_event_read_as_a_place_is_not_said_with_where(parser: BuiltinParser) -> None:
    # "in approving the bill", "in rejecting Oracle's offer", "at his sentencing": the parse
    # reads the event as the old root's :location; refocused on it, the old root followed
    # as a "where" clause, which places one event in another ("The bill was approved
    # Saturday, where State Rep. Ron Wilson ... joined nine Republicans").
    wilson = every_text(parser, WILSON)
    assert not [t for t in wilson if "where" in t], wilson
    assert "It was State Rep. Ron Wilson, a Houston Democrat, who joined nine Republicans in " \
        "approving the bill Saturday." in wilson
    texts = every_text(parser, PEOPLESOFT)
    assert "Oracle's offer was rejected, where PeopleSoft's board cited that objection." \
        not in texts
    assert not [t for t in texts if ", where" in t], texts
    assert not [t for t in every_text(parser, TROY) if "where" in t]


EARLIER = "Earlier Thursday, PeopleSoft formally rejected the unsolicited bid from Oracle."


def test_earlier_on_a_weekday_stays_with_the_day(parser: BuiltinParser) -> None:
    # Was refused on every focus: "the parse dropped 'Earlier' of the source" (spaCy hangs
    # it on the weekday, whose date-entity nothing else read it into).
    assert unparsed_words(parsed(parser, EARLIER)) == []
    assert ("date-entity", ":mod", "earlier") in _edges(parser, EARLIER)
    texts = every_text(parser, EARLIER)
    assert "It was earlier Thursday that PeopleSoft formally rejected the unsolicited bid from " \
        "Oracle." in texts
    assert "The unsolicited bid from Oracle was formally rejected by PeopleSoft earlier " \
        "Thursday." in texts
    assert not [t for t in texts if "Thursday" in t and "earlier Thursday" not in t.replace(
        "Earlier", "earlier")], texts
