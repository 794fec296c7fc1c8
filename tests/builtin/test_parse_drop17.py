"""MRPC train sentences whose every focus was refused, and what they are said as now: a
predicate adjective AMR writes with another word's frame ("influential" influence-01), a
speaker's own act read into his report, "by ambulance" read as the agent; and the rebuilt
texts those sentences showed that turn a participle into a gerund or take a source phrase
apart.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

QUATTRONE = "Quattrone, 47, was highly influential at Credit Suisse First Boston during the tech bubble."
MTA = "If the MTA's appeal is successful, the $2 bus and subway base fare won't change."
MTA_BACK = ("If the MTA's appeal to a higher court is successful, the $2 bus and subway base "
            "fare won't be rolled back.")
FERRY = "Company spokesman Jack Ferry said a search is ongoing but declined comment on its status."
AMBULANCE = ('"The woman was taken to New Charing Cross Hospital by ambulance and her condition '
             'is critical.')
KILPATRICK = ("On Jan. 1, Nikia Shanell Kilpatrick, who was pregnant, was found bound and "
              "strangled in her apartment.")
AXCAN = ("Axcan's shares closed down 63 Canadian cents, or 4 percent, at C$16.93 in Toronto on "
         "Tuesday.")
CONFERENCE = ("The eventual conference between House and Senate tax writers promises to be "
              "intense and possibly rocky, even though all the principals will be Republicans.")


def _said(texts: list[str | None]) -> list[str]:
    return [t for t in texts if t]


def test_a_predicate_adjective_of_another_words_frame_is_said_as_itself(
        parser: BuiltinParser) -> None:
    # influence-01 was said "Quattrone influenced highly", refused at every focus
    edges = _edges(parser, QUATTRONE)
    assert ("influential", ":domain", "person") in edges, edges
    texts = _said(every_text(parser, QUATTRONE))
    assert "During the tech bubble, Quattrone, 47, was highly influential at Credit Suisse " \
        "First Boston." in texts, texts
    # succeed-01 of "is successful": the adjective, with its subject as :domain
    assert ("successful", ":domain", "appeal") in _edges(parser, MTA)


def test_a_fronted_copular_condition_keeps_its_clause_apart(parser: BuiltinParser) -> None:
    # "If the MTA's appeal is successful that the $2 fare ... will not change": the copula
    # said the clause it qualifies inside its own predicate
    texts = _said(every_text(parser, MTA))
    assert not [t for t in texts if "successful that" in t], texts


def test_a_nouns_coordinated_modifiers_and_a_particle_stay_in_place(
        parser: BuiltinParser) -> None:
    # "the $2 fare of bus and subway base", "will not be rolled if ... successful back",
    # "closed 63 cents, or 4 percent, at $16.93 C$ in Toronto down"
    for sentence in (MTA, MTA_BACK, AXCAN):
        texts = _said(every_text(parser, sentence))
        assert not [t for t in texts if "of bus and subway" in t or " back." in t
                    or "Toronto down" in t], texts
    texts = _said(every_text(parser, AXCAN))
    assert "On Tuesday, Axcan's shares closed down 63 Canadian cents, or 4 percent, at " \
        "C$16.93 in Toronto." in texts, texts


def test_even_though_is_not_split(parser: BuiltinParser) -> None:
    # "Although all the principals will be even Republicans, ..."
    texts = _said(every_text(parser, CONFERENCE))
    assert not [t for t in texts if "even Republicans" in t], texts


def test_the_speakers_own_act_is_not_part_of_his_report(parser: BuiltinParser) -> None:
    # spaCy made "declined" a conjunct of "is": the search declined comment
    edges = _edges(parser, FERRY)
    assert ("contrast-01", ":ARG1", "say-01") in edges, edges
    assert ("decline-01", ":ARG1", "person") in edges, edges
    assert ("decline-01", ":ARG1", "search") not in edges, edges


def test_by_ambulance_is_the_means_not_the_agent(parser: BuiltinParser) -> None:
    # "Ambulance took the woman to New Charing Cross Hospital, and ..."
    assert ("take-01", ":ARG0", "ambulance") not in _edges(parser, AMBULANCE)
    texts = _said(every_text(parser, AMBULANCE))
    assert "It was the woman who was taken to New Charing Cross Hospital by ambulance, and " \
        "her condition is critical." in texts, texts


def test_a_participle_is_not_said_as_a_gerund(parser: BuiltinParser) -> None:
    # "who was found binding and strangling in her apartment": she did it
    texts = _said(every_text(parser, KILPATRICK))
    assert not [t for t in texts if "binding" in t or "strangling" in t], texts


LENDINGTREE = ("Shares of LendingTree soared $5.99, or 40.1 percent, to $20.68 in afternoon "
               "trading on the Nasdaq Stock Market.")


def test_a_level_after_a_share_is_the_verbs(parser: BuiltinParser) -> None:
    # "to $20.68" hung on "percent" (a :destination of the share), and every text lost it
    edges = _edges(parser, LENDINGTREE)
    assert ("soar-01", ":ARG4", "monetary-quantity") in edges, edges
    assert not [e for e in edges if e[1] == ":destination"], edges
    texts = _said(every_text(parser, LENDINGTREE))
    assert "It was shares of LendingTree that soared $5.99, or 40.1 percent, to $20.68 in " \
        "afternoon trading on the Nasdaq Stock Market." in texts, texts
