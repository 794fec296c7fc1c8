"""Two doers' past events joined by "and" keep the order the source told them in
(realize_old_root.two_past_events; MRPC train, tuning stretches).  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

LANDSLIDE = ("A landslide in central Chungchong province derailed a Seoul-bound train and 28 "
             "passengers were injured, television said.")
WORLDCOM = ("WorldCom's financial troubles came to light last year and the company subsequently "
            "filed for bankruptcy in July, 2002.")
PROTEST = ("Civil liberties groups protested and a US district judge ruled that the monument was "
           "an unconstitutional promotion of religion.")
TALLY = "SARS has killed about 800 people and sickened more than 8,400 worldwide, mostly in Asia."


def test_a_result_is_not_said_before_its_cause(parser: BuiltinParser) -> None:
    # Were kept (1353, 3919, 32): "28 passengers were injured, and a landslide ...
    # derailed a Seoul-bound train, television said.", "The company subsequently filed for
    # bankruptcy in July 2002, and WorldCom's financial troubles came to light last year."
    for sentence, second in ((LANDSLIDE, "28 passengers were injured, and"),
                             (WORLDCOM, "The company subsequently filed"),
                             (PROTEST, "A US district judge ruled")):
        texts = every_text(parser, sentence)
        assert not any(text.startswith(second) for text in texts), texts
        assert texts, sentence


def test_one_events_tallied_outcomes_may_change_places(parser: BuiltinParser) -> None:
    # 4546: one doer's tally, the source's own order no sequence (its shared perfect said
    # again since realize_shared_perfects reads a passive said first)
    texts = every_text(parser, TALLY)
    assert any(text.startswith("More than 8,400 have been sickened by SARS") for text in texts), texts
