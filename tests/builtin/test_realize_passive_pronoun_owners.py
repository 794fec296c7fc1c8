"""realize_passive_pronoun_owners: a passive's (or a cleft's) possessive pronoun said after a
name it would now stand for, where the source said the pronoun first (MRPC train, tuning
stretches).  The texts are refocused from the real parse, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

OFFER = "PeopleSoft also said its board had officially rejected Oracle's offer."
OPINION = "His opinion contradicts one issued in 1992 by then-Attorney General Bob Stephan."
PROTEST = ("His protest triggered a 47-hour standoff with police that led to huge traffic jams "
           "as commuters backed up in downtown Washington and Northern Virginia.")


def test_a_pronoun_after_a_name_it_fits_is_refused(parser: BuiltinParser) -> None:
    # Were kept (3873, 6173): "its" now Oracle's, "his" now Stephan's
    texts = every_text(parser, OFFER)
    assert "Oracle's offer had been officially rejected by its board, PeopleSoft also said." \
        not in texts, texts
    assert not any(t and t.startswith("It was Oracle's offer that its board") for t in texts)
    texts = every_text(parser, OPINION)
    assert not any(t and t.endswith("is contradicted by his opinion.") for t in texts), texts


def test_a_pronoun_after_a_name_it_cannot_fit_is_left(parser: BuiltinParser) -> None:
    # 6432: "his" cannot stand for Washington or Northern Virginia (places)
    texts = every_text(parser, PROTEST)
    assert any(t and t.endswith("was triggered by his protest.") for t in texts), texts
