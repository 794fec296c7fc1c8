"""An opening "As" of a role stays first, before the subject it describes
(realize_role_openers).  Tuning sentences of MRPC train, parsed with the real parser, so
they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

TEEN = "As a teen, he stabbed a 6-year-old boy, nearly killing him, for no apparent reason."  # 3597
DELAINEY = ("As part of his deal, Mr. Delainey has agreed to cooperate in the continuing "
            "investigation.")  # 4520


def test_an_opening_role_is_not_moved_from_its_subject(parser: BuiltinParser) -> None:
    # Was kept: "He was the one who stabbed as a teen a 6-year-old boy, nearly killing him,
    # for no apparent reason."
    texts = [t for t in every_text(parser, TEEN) if t]
    assert texts and all(t.startswith("As a teen, he ") for t in texts), texts


def test_an_opening_as_of_no_role_may_move(parser: BuiltinParser) -> None:
    assert "As part of his deal, it is Mr. Delainey who has agreed to cooperate in the " \
        "continuing investigation." in every_text(parser, DELAINEY)
