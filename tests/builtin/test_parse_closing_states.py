"""A state's abbreviation closing the sentence after its city ("just outside St. Louis,
Mo."), which spaCy took for the full stop: every rebuilt focus was refused for the dropped
'Mo.' (parse_closing_states).  MRPC train 4010 (tuning slice)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

FATHER = ('"He died doing something he loved, which was flying his helicopters," said the '
          "father, who lives in Fairview Heights, just outside St. Louis, Mo.")


def test_the_state_is_said_with_its_city(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, FATHER) if t]
    assert '"He died doing something he loved, which was flying his helicopters," the father, ' \
        "who lives in Fairview Heights, just outside St. Louis, Mo., said." in texts, texts
