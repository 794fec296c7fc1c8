"""Names the parse used to leave in pieces or lose: a name spaCy cut after "of" ("the
Supreme Court of" + "New York County") or two names it joined ("Apache Tomcat and Apache
Axis", :mod:`pipeline.backends.builtin.parse_names`), what follows the name of an
apposition ("Peterson's lawyer, Mark Geragos of Los Angeles,",
:func:`~pipeline.backends.builtin.parse_appositions.carry_modifiers`); and the objects
spaCy hangs off split prepositions ("along with ...", "described the talks as exclusive",
:func:`~pipeline.backends.builtin.parse_split_prepositions.out_of_object`)."""

from __future__ import annotations

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_parse_coverage3 import edges
from tests.builtin.test_realizer_mrpc_parsed import focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

COURT = "The suit was filed in the Supreme Court of New York County."
GERAGOS = ("Peterson's lawyer, Mark Geragos of Los Angeles, was quick to swipe at the testing "
           "procedure.")


def _name_of(graph, concept: str) -> list[str]:  # type: ignore[no-untyped-def]
    var = next(v for v, _, c in graph.instances() if c == concept)
    name = next(t for s, r, t in edges(graph) if s == var and r == ":name")
    return [str(a.target).strip('"') for a in graph.attributes() if a.source == name]


def test_a_name_cut_after_of_is_one_name(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, COURT)  # MRPC 2940; 'New', 'York', 'County' were unparsed
    assert unparsed_words(graph) == []
    assert _name_of(graph, "organization") == ["Supreme", "Court", "of", "New", "York", "County"]
    assert focused(parser, COURT, "organization").text == (
        "It was the Supreme Court of New York County that the suit was filed in.")


def test_the_place_after_an_apposed_name_stays(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, GERAGOS)  # MRPC 3149; 'Los', 'Angeles' were unparsed
    assert unparsed_words(graph) == []
    lawyer = next(v for v, _, c in graph.instances() if c == "lawyer")
    city = next(v for v, _, c in graph.instances() if c == "city")
    assert (lawyer, ":mod", city) in edges(graph)
    assert _name_of(graph, "city") == ["Los", "Angeles"]
    assert focused(parser, GERAGOS, "lawyer").text == (
        "It was Peterson's lawyer, Mark Geragos of Los Angeles, who was quick to swipe at the "
        "testing procedure.")


APACHE = ("Panther Server also includes an updated release of Apache, along with Apache Tomcat "
          "and Apache Axis for creating powerful web services.")
EXCLUSIVE = ("Because the companies described the talks as exclusive, it's likely they signed an "
             "agreement saying Dynegy wouldn't talk to other suitors for a certain period.")


def test_two_names_joined_by_and_are_two(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, APACHE)  # MRPC 2502; "Apache Tomcat" and "Axis" were unparsed
    names = [v for v, _, c in graph.instances() if c == "name"]
    ops = {n: [str(a.target).strip('"') for a in graph.attributes() if a.source == n]
           for n in names}
    assert ["Apache", "Tomcat"] in ops.values() and ["Apache", "Axis"] in ops.values()
    release = next(v for v, _, c in graph.instances() if c == "release")
    both = next(t for s, r, t in edges(graph) if s == release and r == ":accompanier")
    assert (both, ":instance", "and") in graph.instances()
    # "for creating powerful web services" spaCy hangs on "along": still unread
    assert unparsed_words(graph) == ["creating", "powerful", "web", "services"]


def test_an_adjective_after_as_is_the_predicate(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, EXCLUSIVE)  # MRPC 2624; 'exclusive' was unparsed
    assert unparsed_words(graph) == []
    describe = next(v for v, _, c in graph.instances() if c == "describe-01")
    assert any(s == describe and r == ":ARG2" for s, r, _ in edges(graph))
    assert focused(parser, EXCLUSIVE, "talk").text.startswith(
        "The talks were described as exclusive by the companies")


HACKETT = "Hackett and Rossignol did not know each other and Hackett had no connection to " \
          "Colby, Doyle said."


def test_an_object_and_the_next_subject_are_two_names(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 1679: spaCy's one organization "Colby, Doyle" said it, and "to Colby" was lost
    # ("Colby, Doyle said Hackett and Rossignol did not know each other, and Hackett had no
    # connection.")
    graph = parsed(parser, HACKETT)
    assert unparsed_words(graph) == []
    names = [[str(a.target).strip('"') for a in graph.attributes() if a.source == v]
             for v, _, c in graph.instances() if c == "name"]
    assert ["Colby"] in names and ["Doyle"] in names
