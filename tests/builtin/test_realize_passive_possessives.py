"""A passive whose subject holds a possessive that stood for its agent is refused
(realize_passive_possessives): the pronoun would come before the noun it stands for.  A
possessive that fits no agent, or that the source already said before the agent, stays.
Tuning sentences of MRPC train, parsed with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

MALAYSIA = ("Malaysia has launched an aggressive media campaign over its water dispute with "
            "Singapore.")  # 4339
ABBAS = ("Palestinian Prime Minister Mahmoud Abbas must defend the record of his first 100 days "
         "in office before Parliament today as the death toll in the occupied territories "
         "continues to rise.")  # 4211
CHAINS = ("She said some fast-food chains already display calorie information about their meals "
          "on their Web sites.")  # 1198
TEXAS = "The Texas house requires 100 of its 150 members to present in order to conduct business."  # 6062
SON = "She said her son followed his father and grandfather into the military."  # 1710
DICLERICO = "But U.S. District Judge Joseph DiClerico denied their request in a brief ruling."  # 3406
STEPHAN = "His opinion contradicts one issued in 1992 by then-Attorney General Bob Stephan."  # 6173


def test_a_possessive_standing_for_the_agent_is_not_said_before_it(
        parser: BuiltinParser) -> None:
    for sentence, opening in ((MALAYSIA, "An aggressive media campaign over its"),
                              (ABBAS, "The record of his"),
                              (CHAINS, "Calorie information about their"),
                              (TEXAS, "100 of its"),
                              (SON, "His father and grandfather were followed")):
        texts = [t for t in every_text(parser, sentence) if t]
        assert texts, sentence
        assert not [t for t in texts if t.startswith(opening)], texts


def test_a_possessive_of_someone_else_stays(parser: BuiltinParser) -> None:
    # "their" is no judge's; "His" was said before the agent in the source too
    assert "But their request was denied by U.S. District Judge Joseph DiClerico in a brief " \
        "ruling." in every_text(parser, DICLERICO)
    assert "One that his opinion contradicts was issued by then-Attorney General Bob Stephan in " \
        "1992." in every_text(parser, STEPHAN)
