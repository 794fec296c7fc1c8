"""The agent of the crime a verb of accusing names ("charged him with collecting ...": he
collected) and "on" after a noun of content as its topic
(:mod:`pipeline.backends.builtin.parse_accusations`)."""

from __future__ import annotations

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_parse_coverage3 import edges
from tests.builtin.test_realizer_mrpc_parsed import focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

FBI = ("The FBI arrested a suburban Chicago man Wednesday and charged him with secretly "
       "collecting information on individuals in the United States who opposed Saddam "
       "Hussein's Iraqi government.")


def _var(graph, concept: str) -> str:  # type: ignore[no-untyped-def]
    return next(v for v, _, c in graph.instances() if c == concept)


def test_the_charged_man_collected_not_the_fbi(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC train; was (c / charge-01 :instrument (c2 / collect-01 :ARG0 o)), o the FBI
    graph = parsed(parser, FBI)
    assert unparsed_words(graph) == []
    charge, collect = _var(graph, "charge-05"), _var(graph, "collect-01")
    man, fbi = _var(graph, "man"), _var(graph, "organization")
    info, someone = _var(graph, "information"), _var(graph, "individual")
    got = set(edges(graph))
    assert {(charge, ":ARG0", fbi), (charge, ":ARG1", man), (charge, ":ARG2", collect),
            (collect, ":ARG0", man), (info, ":topic", someone)} <= got
    assert (collect, ":ARG0", fbi) not in got
    assert not any(r == ":location" and s == info for s, r, _ in got)


def test_the_passive_accused_is_the_agent(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC train
    graph = parsed(parser, "Experts said the case marks one of the first times in which a "
                           "parent was charged with contributing to a child's suicide.")
    charge, contribute = _var(graph, "charge-05"), _var(graph, "contribute-01")
    accused = next(t for s, r, t in edges(graph) if s == charge and r == ":ARG1")
    assert (contribute, ":ARG0", accused) in set(edges(graph))


DUE = "Dealers said the dollar also drew some support due to falling Japanese interest rates."


def test_due_to_gives_its_object_as_the_reason(parser) -> None:  # type: ignore[no-untyped-def]
    # MRPC 3011; was (c / cause-01 :ARG0 (t / to)), "falling Japanese interest rates" unparsed
    graph = parsed(parser, DUE)
    assert unparsed_words(graph) == []
    cause, rate = _var(graph, "cause-01"), _var(graph, "rate")
    assert (cause, ":ARG0", rate) in edges(graph)
    assert "to" not in {c for _, _, c in graph.instances()}
    # cause-01 aligned to "due", not to "rates": the realizer lost the head noun
    # ("because of falling Japanese interest")
    assert focused(parser, DUE, "draw-01").text == (
        "The dollar also drew some support because of falling Japanese interest rates, "
        "dealers said.")
    assert focused(parser, DUE, "cause-01").refusal == "the focus event is only said by its preposition"
