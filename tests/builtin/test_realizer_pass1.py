"""Rebuilt passives a blind read of kept tuning texts found broken (MRPC train, tuning
stretches): the source's restrictive relative clause asserted and its main clause demoted
to the relative ("The procedure is performed by a physician who could face ..."), the
progressive kind of a reduced relative ("a vehicle being driven by") said as the passive
main clause."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_asserted_participles import asserted_reduced_relative
from pipeline.backends.builtin.realize_swapped_relatives import swapped_relative
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PHYSICIAN = "Under the legislation, a physician who performs the procedure could face up to " \
            "two years in prison."
HATFILL = "Last May, Hatfill was struck by a vehicle being driven by an FBI employee who was " \
          "tailing him in Washington's Georgetown neighborhood."


def test_a_relative_clause_before_the_main_modal_is_not_asserted(
        parser: BuiltinParser) -> None:
    # Were kept (MRPC train 2724): "The procedure is performed by a physician who could face
    # up to two years in prison under the legislation." and "A physician who could face ...
    # performs the procedure."
    texts = [t for t in every_text(parser, PHYSICIAN) if t]
    assert [t for t in texts if "who could face" in t] == []
    # (1048) the relative clause ends where the main clause's auxiliary opens
    men = "Four other men who were also charged in June have already pleaded guilty ."
    tokens = men.split(" ")
    assert swapped_relative("In June, four other men who have already pleaded guilty were "
                            "also charged.", tokens) == "pleaded"
    assert swapped_relative("In June, four other men who were also charged have already "
                            "pleaded guilty.", tokens) is None


def test_a_progressive_reduced_relative_is_not_asserted(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 2083): "A vehicle that struck Hatfill last May was driven by an
    # FBI employee who was tailing him in Washington's Georgetown neighborhood."
    texts = [t for t in every_text(parser, HATFILL) if t]
    assert [t for t in texts if t.startswith("A vehicle that struck")] == []
    tokens = HATFILL.replace(",", " ,").replace(".", " .").split()
    assert asserted_reduced_relative("A vehicle being driven by an FBI employee who was tailing "
                                     "him struck Hatfill last May.", tokens) is None
