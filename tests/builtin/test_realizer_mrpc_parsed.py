"""Issue 12 with the real parser: MRPC train sentences that kept nothing, parsed and
refocused as the benchmark does, each focus's output checked (good ones said, broken ones
refused).  Unlike test_realizer_mrpc*.py these move with the parser: the fix was in both."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import Realization, realize
from pipeline.refocus import refocus
from pipeline.settings import load_settings

EURO = "The euro is up 9 percent against the dollar in the past six weeks."
CURRENCY = "The 12-nation currency has risen by 33 percent against the dollar over the past 15 months."
WEBTV = "WebTV was sold to Microsoft in 1997 for $425 million and today is called MSN TV."


@pytest.fixture(scope="module")
def parser() -> BuiltinParser:
    return BuiltinParser(load_settings(engine="builtin"))


def parsed(parser: BuiltinParser, text: str) -> penman.Graph:
    result = parser.parse([text])[0]
    assert result.amr is not None, result.error
    return penman.decode(result.amr)


def edges(parser: BuiltinParser, sentence: str) -> set[tuple[str, str, str]]:
    """The (concept, role, concept) triples of ``sentence``'s parse, for asserting its
    shape without its variable names."""
    graph = parsed(parser, sentence)
    concept = {v: c for v, _, c in graph.instances()}
    return {(concept[e.source], e.role, concept[e.target]) for e in graph.edges()}


def focused(parser: BuiltinParser, text: str, concept: str, nth: int | None = None, *,
            coverage: bool = True) -> Realization:
    """The realization of ``text``'s parse refocused on its one node of ``concept`` (with
    ``nth``, the ``nth`` of several).  ``coverage=False`` drops the parse's ``::unparsed``
    list, so that a test of one realizer rule is not refused for a word the parse lost
    elsewhere in the sentence (the parser's coverage has tests of its own)."""
    graph = parsed(parser, text)
    if not coverage:
        graph.metadata.pop("unparsed", None)
    found = [v for v, _, c in graph.instances() if c == concept]
    assert len(found) == 1 if nth is None else len(found) > nth, (concept, penman.encode(graph))
    return realize(penman.decode(penman.encode(graph, top=found[nth or 0])))


def refocused(parser: BuiltinParser, text: str, concept: str) -> Realization:
    """As :func:`focused`, refocused the way the bench does it (pipeline.refocus), whose
    layout can differ from penman's ``top=``."""
    graph = parsed(parser, text)
    var = next(v for v, _, c in graph.instances() if c == concept)
    return realize(refocus(graph, var))


def every_text(parser: BuiltinParser, sentence: str) -> list[str]:
    """What every focus of ``sentence``'s parse says (refocused as the bench does),
    alternatives included."""
    graph = parsed(parser, sentence)
    texts = []
    for var, _, _ in graph.instances():
        result = realize(refocus(graph, var), alternatives=True)
        texts += [result.text, *(text for text, _ in result.alternatives)]
    return texts


# ------------------------------------------------------------ numbers, measures, times
def test_a_time_span_is_fronted_with_its_own_words(parser: BuiltinParser) -> None:
    # Was refused: "the focus heads no sentence, only a noun phrase" (the parse made "the
    # euro" the root) and "'12' of the graph is not in the text" ("the 12-nation currency"),
    # or "Over 15 months that the 12-nation currency has been risen ... over."
    assert focused(parser, EURO, "temporal-quantity").text == (
        "In the past six weeks, the euro is up 9 percent against the dollar.")
    assert focused(parser, CURRENCY, "temporal-quantity").text == (
        "Over the past 15 months, the 12-nation currency has risen by 33 percent against the "
        "dollar.")


def test_a_number_inside_a_compound_word_may_lead_a_cleft(parser: BuiltinParser) -> None:
    # Was refused: "a number cannot lead a cleft construction".
    assert focused(parser, CURRENCY, "currency").text == (
        "It is the 12-nation currency that has risen by 33 percent against the dollar over the "
        "past 15 months.")
    assert focused(parser, EURO, "euro").text == (
        "It is the euro that is up 9 percent against the dollar in the past six weeks.")


def test_a_perfect_participle_is_no_passive(parser: BuiltinParser) -> None:
    text = focused(parser, CURRENCY, "temporal-quantity").text
    assert "has risen" in text and "been risen" not in text, text


def test_a_dative_preposition_and_a_time_subject_of_a_second_verb(parser: BuiltinParser) -> None:
    # Was refused for every focus: "a word the parse left without its phrase" (sold "to"
    # without Microsoft; "today" read as what is called MSN TV).
    # (the year fronted, "In 1997, WebTV was sold ..., and it is called MSN TV today", held
    # for the calling too: refused, realize_conjunct_leads)
    assert focused(parser, WEBTV, "date-entity").refusal == (
        "a phrase of one of coordinated clauses fronted before them all")
    assert focused(parser, WEBTV, "call-01").text == (
        "WebTV is called MSN TV today, and it was sold to Microsoft for $425 million in 1997.")
    assert focused(parser, WEBTV, "today").text.startswith("Today, WebTV")


NASDAQ = "The technology-laced Nasdaq Composite Index <.IXIC> was up 7.42 points, or 0.45 percent, at 1,653.44."


def test_a_level_reached_keeps_its_preposition(parser: BuiltinParser) -> None:
    # Was kept: "The technology-laced Nasdaq Composite Index was in 1,653.44 up."
    text = focused(parser, NASDAQ, "organization").text
    assert text.startswith("It was the technology-laced Nasdaq Composite Index that was up 7.42 "
                           "points, or 0.45 percent"), text
    assert text.endswith(" at 1,653.44."), text


# ------------------------------------------------------------ 'including' and 'one of'
EMBASSIES = "Five foreign embassies, including the Singapore embassy, in Bangkok were among the targets, it said."
EMBASSIES_TARGETED = "Five foreign embassies in Bangkok, including the Singapore embassy, were among those targeted."
PUTIN = "Putin hailed Saudi Arabia as ``one of the most important Muslim nations."


def test_including_is_said_with_its_group(parser: BuiltinParser) -> None:
    # Was kept: "Five foreign embassies of Singapore embassy were in Bangkok among the targets,
    # it said." (the member read as a modifier of the group).
    # (since prec26 "in Bangkok", which spaCy hung on "were" before it, is the clause's
    # :location, and "among the targets" where the embassies were)
    assert focused(parser, EMBASSIES, "be-located-at-91").text == (
        "Five foreign embassies, including the Singapore embassy, were among the targets in "
        "Bangkok, it said.")
    assert focused(parser, EMBASSIES, "city").text == (
        "In Bangkok, five foreign embassies, including the Singapore embassy, were among the "
        "targets, it said.")


def test_a_focus_inside_an_inclusion_is_refused(parser: BuiltinParser) -> None:
    # Was "It was the Singapore embassy that included five foreign embassies in Bangkok that
    # was in those targeted." and "One that Putin hailed Saudi Arabia as included the Muslim
    # nations that was the most important."
    for text, concept, refusal in (
            (EMBASSIES_TARGETED, "country", "a focus inside an inclusion"),
            (PUTIN, "include-91", "an inclusion ('including', 'one of') cannot lead"),
            (PUTIN, "nation", "a group said before the part the source took of it")):
        result = focused(parser, text, concept)
        assert result.text == "" and (result.refusal or "").startswith(refusal), (concept, result)


def test_one_of_a_superlative_group(parser: BuiltinParser) -> None:
    # Was "Putin hailed Saudi Arabia one one that included the Muslim nations that was the
    # most important."
    assert focused(parser, PUTIN, "person").text == (
        "It was Putin who hailed Saudi Arabia as one of the most important Muslim nations.")
    assert focused(parser, PUTIN, "city").text == (
        "It was Saudi Arabia that Putin hailed as one of the most important Muslim nations.")
    # fronted, the "as" phrase would describe Putin
    assert focused(parser, PUTIN, "thing").refusal == "a fronted 'as' phrase would describe the subject"


# ------------------------------------------------------------ copular lists, concessions
STATES = "The nine states are Alaska, Arizona, California, Colorado, Hawaii, Maine, Nevada, Oregon and Washington."
GOVERNMENTS = ("All of those governments have said their support will not waver, though public "
               "sentiment is rising against it.")


def test_a_listed_predicate_becomes_the_subject(parser: BuiltinParser) -> None:
    # Was only the identical source; every member focus was "a noun phrase, no sentence".
    result = parser.parse([STATES])[0]
    graph = penman.decode(result.amr or "")
    alaska, arizona = [v for v, _, c in graph.instances() if c == "state"
                       and any(s == v and r == ":name" for s, r, _ in graph.edges())][:2]
    text = realize(penman.decode(penman.encode(graph, top=alaska))).text
    assert text == ("Alaska, Arizona, California, Colorado, Hawaii, Maine, Nevada, Oregon, and "
                    "Washington are the nine states.")
    # from a later member, not the list rotated ("Arizona, ..., Washington, and Alaska are")
    assert realize(penman.decode(penman.encode(graph, top=arizona))).text == ""


def test_a_concession_follows_with_and_yet(parser: BuiltinParser) -> None:
    # Was kept: "It is public sentiment that is rising against it, which their support of those
    # governments will not waver, all of those governments have said."
    text = focused(parser, GOVERNMENTS, "sentiment").text
    # (was asserted with ", and yet their support of those governments", the owner said
    # twice; it is "the support of those governments" now)
    assert ", and yet the support" in text and "which the" not in text, text
    # and the part said of a group agrees with it
    assert focused(parser, GOVERNMENTS, "all").text.startswith(
        "It is all of those governments that have said")


# ------------------------------------------------------------ attempted events
KUT = "On Wednesday, a man was shot near Kut as he tried to run over two marines at a checkpoint."


@pytest.mark.parametrize("concept", ["run-02", "checkpoint"])
def test_an_attempted_event_is_not_said_as_the_main_clause(parser: BuiltinParser, concept: str) -> None:
    # Was kept: "A man who was shot on Wednesday near Kut as he tried ran over two marines at a
    # checkpoint." and "At a checkpoint, a man who was shot ... as he tried ran over two marines."
    result = focused(parser, KUT, concept)
    assert result.text == "" and result.refusal == (
        "the focus event was only attempted or intended; as the main clause it would be asserted")
    assert focused(parser, KUT, "try-01").text == (
        "As a man tried to run over two marines at a checkpoint, he was shot on Wednesday near Kut.")


# ------------------------------------------------------------ numbers said as their nouns
OIL = "October heating oil futures settled .85 cent lower at 69.89 cents a gallon."
COLEMAN = ("Health Minister Peter Coleman said about 300 people had been killed and 1,000 injured "
           "as the rebels fought into the capital.")


def test_a_decimal_without_its_zero_is_a_number(parser: BuiltinParser) -> None:
    # Was kept: "It was October heating oil futures that settled at 69.89 cents a gallon being
    # lower." (".85" read as a concept, the amount lost, the comparison said as a gerund)
    text = focused(parser, OIL, "future").text
    assert ".85 cent lower" in text and "being lower" not in text, text


def test_a_number_that_is_its_nouns_word_keeps_its_agreement(parser: BuiltinParser) -> None:
    # Was "1,000 was injured" for a moment in this round (the number said once, but singular).
    # (was asserted with "when" for the source's "as", which the clause now keeps; and on
    # the focus injure-01, "1,000 were injured as the rebels fought into the capital, and
    # about 300 people had been killed, ...", which leaves the killing without the "as"
    # clause it shares: refused now, see realize_gapped_conjuncts)
    texts = [t for t in every_text(parser, COLEMAN) if t]
    # (the gapped passive keeps the source's "had been": realize_shared_perfects)
    assert [t for t in texts if "and 1,000 had been injured as the rebels fought into the capital"
            in t], texts
    assert not [t for t in texts if "1,000 was injured" in t], texts
    text = focused(parser, GOVERNMENTS, "sentiment").text
    assert text.endswith("all of those governments have said."), text


# ------------------------------------------------------------ an inverted locative copula
RISK = "Also at increased risk are those with suppressed immune systems due to illness or medicines."


def test_an_inverted_location_reads_in_subject_order(parser: BuiltinParser) -> None:
    # Was "Immune systems of those that was in increased risk also to were suppressed." and
    # "Those with suppressed immune systems was in increased risk also to." ("due to" lost
    # its object; "those" singular; "in" for the source's "at"; the past for "are").
    assert focused(parser, RISK, "be-located-at-91").text == (
        "Those with suppressed immune systems are also at increased risk because of illness or "
        "medicines.")
    for concept in ("that", "system"):  # (was "that is also at" from the systems)
        assert focused(parser, RISK, concept).text == (
            "It is those with suppressed immune systems that are also at increased risk because "
            "of illness or medicines.")


# ------------------------------------------------------------ clausal complements
BAR_MANAGERS = ("Some Boston bar managers said they worry that banning smoking will create a hazard "
                "as groups of smokers huddle outside on sidewalks and in parking lots to smoke.")
MANAGERS = ("Some Boston managers are concerned that banning smoking will create safety hazards as "
            "groups of smokers huddle outside bars and nightclubs.")


def test_a_subjectless_gerund_object_stays_a_gerund(parser: BuiltinParser) -> None:
    # Was refused for every focus: "no subject for 'smoke'" ("banning that smoke").
    text = focused(parser, BAR_MANAGERS, "worry-01").text
    assert text.startswith("Some Boston bar managers worry that banning smoking will create a "
                           "hazard as groups of smokers huddle outside"), text
    # the managers said it: "they said", not "he said"; not "said to worry"
    assert text.endswith(", they said."), text
    assert "said they worry" in focused(parser, BAR_MANAGERS, "person", nth=0).text


def test_as_before_a_noun_and_its_verb_is_a_clause(parser: BuiltinParser) -> None:
    # Was "... a hazard as groups of smokers that huddle outside on sidewalks to smoke" (spaCy
    # read "as" + a noun with a relative clause).
    # (and, since the parse keeps the second place, "... on sidewalks and in parking lots").
    # Under "worry" and "said" both, the two follow as the source said them, not "...,
    # some Boston bar managers worry, they said" (test_realizer_mrpc_heldout6.py).
    assert focused(parser, BAR_MANAGERS, "huddle-01").text == (
        "As groups of smokers huddle outside on sidewalks and in parking lots to smoke, banning "
        "smoking will create a hazard, some Boston bar managers said they worry.")


def test_a_clause_with_its_own_agent_keeps_that(parser: BuiltinParser) -> None:
    # Was kept: "Some Boston managers are the ones that are concerned with creating safety
    # hazards ..." (who creates them, "banning smoking", was lost).
    text = focused(parser, MANAGERS, "person", nth=0).text
    assert "are concerned that banning smoking will create safety hazards" in text, text


# ------------------------------------------------------------ stray relative pronouns
RISK_WHOSE = ("Also at increased risk are those whose immune systems suppressed by medications or "
              "by diseases such as cancer, diabetes and AIDS.")


@pytest.mark.parametrize("concept", ["risk", "thing", "medicate-01"])
def test_a_span_with_a_stray_relative_pronoun_is_refused(parser: BuiltinParser, concept: str) -> None:
    # Were kept: "There is also those at increased risk that whose immune systems suppressed
    # with medications ...", "It was whose's immune systems that suppressed ...", "By
    # medications, whose immune systems suppressed also at increased risk are those ...".
    result = focused(parser, RISK_WHOSE, concept)
    assert result.text == "" and result.refusal == "a relative pronoun was parsed as a participant"


# ------------------------------------------------------------ "As frequently happens ..."
PEOPLESOFT = ("As frequently happens to a company making a major acquisition, PeopleSoft's shares "
              "dropped during yesterday's trading, decreasing $1.42 to close at $14.97.")


def test_what_frequently_happens_is_the_main_event(parser: BuiltinParser) -> None:
    # Was "When yesterday is trading, PeopleSoft's shares dropped by decreasing $1.42 to close
    # at $14.97 happening to a company making a major acquisition as frequently." (the shares
    # read as what happens, "yesterday's trading" as yesterday trading)
    # Then "... trading by decreasing $1.42 ..., which happens to a company making a major
    # acquisition frequently." (round 2: the comma participle and "as ... happens" kept).
    assert focused(parser, PEOPLESOFT, "share").text == (
        "It was PeopleSoft's shares that dropped during yesterday's trading, decreasing $1.42 "
        "to close at $14.97, as frequently happens to a company making a major acquisition.")
    # the company said first would lose PeopleSoft: refused
    # (or, before that, the company's "making" would lose it as its subject)
    assert focused(parser, PEOPLESOFT, "company").refusal in (
        "'PeopleSoft' of the graph is not in the text", "a gerund would lose its own subject")


def test_an_event_said_as_a_noun_keeps_its_phrase(parser: BuiltinParser) -> None:
    # Was "... dropped in trading in Monday ..." (the trading's time said after it).
    text = focused(parser, PEOPLESOFT.replace("during yesterday's trading, decreasing $1.42 to close "
                                              "at $14.97", "in Monday's trading, decreasing 87 cents "
                                              "to $15.52 on the Nasdaq Stock Market"), "share").text
    assert "dropped in Monday's trading, decreasing 87 cents" in text, text
