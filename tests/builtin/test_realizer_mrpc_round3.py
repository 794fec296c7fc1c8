"""Issue 12, round 3, with the real parser: flawed paraphrases the filter still kept on the
100-sentence MRPC bench.  Each test names the output it replaced.  Like
test_realizer_mrpc_parsed.py these move with the parser."""

from __future__ import annotations

import penman

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import Realization, realize
from tests.builtin.test_realizer_mrpc_parsed import focused as focused_nth
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

EMBASSIES = ("Five foreign embassies in Bangkok, including the Singapore embassy, were among "
             "those targeted.")
MONUMENT = ("Civil liberties groups filed suit, and U.S. District Judge Myron Thompson ordered the "
            "monument moved last October, calling it an unconstitutional promotion of religion by "
            "government.")
NELSON = ("Those two witnesses say that Nelson confessed to killing Rosenbaum, but claimed he did "
          "it because he was drunk on beer.")
COLEMAN = ("Health Minister Peter Coleman said about 300 people had been killed and 1,000 wounded "
           "in the past few days.")


def focused(parser: BuiltinParser, text: str, concept: str, nth: int = 0, *,
            coverage: bool = True) -> Realization:
    """Refocused on the ``nth`` node of ``concept`` in the parse (``coverage``: as in
    :func:`tests.builtin.test_realizer_mrpc_parsed.focused`)."""
    return focused_nth(parser, text, concept, nth=nth, coverage=coverage)


def test_a_prepositional_predicate_cleft_never_ends_in_a_bare_copula(parser: BuiltinParser) -> None:
    # Was "It was among those targeted that five foreign embassies in Bangkok, including the
    # Singapore embassy, were.": the place is fronted, the copula before its subject.
    result = focused(parser, EMBASSIES, "that")
    assert result.text == ("Among those targeted were five foreign embassies in Bangkok, "
                           "including the Singapore embassy.")
    assert result.construction == "fronted-topic"


def test_an_ordering_verb_with_no_one_ordered_strands_no_to(parser: BuiltinParser) -> None:
    # Was "..., as U.S. District Judge Myron Thompson ordered to, calling it ..."; then "The
    # monument was moved last October, as U.S. District Judge Myron Thompson ordered, ...,
    # and civil liberties groups filed suit.", the suit now after the order it led to: two
    # past events keep the order the source told them in.
    result = focused(parser, MONUMENT, "move-01")
    assert result.text == "" and (result.refusal or "").endswith(
        "two past events told in sequence cannot change order"), result


def test_a_pro_verb_do_it_has_no_passive(parser: BuiltinParser) -> None:
    # Was "It was done by him because he was drunk on beer, those two witnesses claimed, ...".
    result = focused(parser, NELSON, "it")
    assert not result.text
    assert "pro-verb" in (result.refusal or "")


def test_a_counted_group_is_not_clefted_as_the_ones(parser: BuiltinParser) -> None:
    # Was "About 300 people were the ones that had been killed, and 1,000 were wounded ...".
    result = focused(parser, COLEMAN, "person", nth=1)
    assert not result.text
    assert "counted group" in (result.refusal or "")


BASRA = ("A total of 17 confirmed cases of cholera were reported yesterday by the World Health "
         "Organisation in the southern Iraqi city of Basra.")


def test_a_focus_adjective_keeps_the_sources_order(parser: BuiltinParser) -> None:
    # Was "It was the World Health Organisation in the Iraqi southern city of Basra that ...".
    assert "in the southern Iraqi city of Basra" in focused(parser, BASRA, "iraqi").text
    # Was "In the few past days, 1,000 were wounded, ...".
    # (then fronted before both clauses: refused now, realize_conjunct_leads)
    assert focused(parser, COLEMAN, "few").refusal == "a phrase of one of coordinated clauses fronted before them all"


MOSUL = ("Near a mosque in the northern town of Mosul, rebel gunmen also assassinated a Sunni "
         "Muslim tribal leader who backed the coalition.")


def test_a_named_of_modifier_laid_out_above_its_head_keeps_of(parser: BuiltinParser) -> None:
    # Refocused on Mosul's name as the pipeline does, the city is laid out (city :domain
    # town) and its span reached back over "northern": was "Near a mosque in the Mosul
    # northern town, rebel gunmen ...".
    from pipeline.refocus import refocus

    result = parser.parse([MOSUL])[0]
    assert result.amr is not None, result.error
    graph = penman.decode(result.amr)
    name = next(v for v, _, c in graph.instances() if c == "name"
                and any(t == '"Mosul"' for s, _, t in graph.attributes() if s == v))
    text = realize(refocus(graph, name)).text
    assert "in the northern town of Mosul" in text, text


TRADES = ("The vast majority of trades will be priced at 20 cents per contract or less depending "
          "on participation in incentive schemes.\"")


def test_an_event_the_source_named_with_a_noun_keeps_the_noun(parser: BuiltinParser) -> None:
    # Was "... by depending on participating in incentive schemes."  ("depending on" is now
    # depend-01 of the pricing, said ", which depended on participation ...")
    text = focused(parser, TRADES, "price-01").text
    assert "on participation in incentive schemes." in text, text
