"""realize_adverbs_past_verb: a sequence or aspect adverb the source said before its verb said
after it, inside the clause (MRPC train, tuning stretches)."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.realize_adverbs_past_verb import adverb_after_its_verb
from pipeline.backends.builtin.realize_tree import Source


def _source(sentence: str, verb: str, concept: str) -> tuple[penman.Graph, Source]:
    """The source of ``sentence`` (tokens split on spaces) with ``verb`` aligned to a node
    of ``concept``, and that one-node graph."""
    tokens = sentence.split()
    graph = penman.decode(f"(v / {concept})")
    return graph, Source(tokens, sentence, {tokens.index(verb): "v"}, [])


COURT = _source("The court then stayed that injunction , pending an appeal by the Canadian "
                "company .", "stayed", "stay-01")
WOMEN = _source("The women then had follow-up examinations after five , 12 and 24 years .",
                "had", "have-03")
GOVERNMENT = _source("He said the Government still did not know the real reason .", "know",
                     "know-01")
GRANT = _source("Grant also has been elected to Monsanto 's board of directors .", "elected",
                "elect-01")


@pytest.mark.parametrize(("source", "text", "found"), [
    # Were kept (6266, 1627, 856): "then" now "at that time" or "then-pending", "did still not"
    (COURT, "It was the court that stayed that injunction then pending an appeal by the "
     "Canadian company.", "stayed ... then"),
    (WOMEN, "The women were the ones who had follow-up examinations then after five, 12 and 24 "
     "years.", "had ... then"),
    (GOVERNMENT, "The Government did still not know the real reason, he said.", "did ... still"),
])
def test_an_adverb_said_after_its_verb_is_found(
        source: tuple[penman.Graph, Source], text: str, found: str) -> None:
    graph, said = source
    assert adverb_after_its_verb(graph, text, said) == found


@pytest.mark.parametrize(("source", "text"), [
    # the adverb right after the auxiliary is its usual place
    (GRANT, "It is Grant that has also been elected to Monsanto's board of directors."),
    # said before its verb, as the source did
    (COURT, "It was the court that then stayed that injunction, pending an appeal by the "
     "Canadian company."),
    # a phrase of its own
    (WOMEN, "Since then, the women had follow-up examinations after five, 12 and 24 years."),
])
def test_an_adverb_in_its_place_is_left(source: tuple[penman.Graph, Source], text: str) -> None:
    graph, said = source
    assert adverb_after_its_verb(graph, text, said) is None
