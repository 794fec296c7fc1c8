"""realize_changed_possessives: a rebuilt text that says the source's noun with another
possessive pronoun is refused (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BRANDO = ("Brando said that \"somebody ought to put a bullet\" through her head, according to "
          "the defense.")


def test_her_head_said_as_its_head_is_refused(parser: BuiltinParser) -> None:
    # Were kept (6833, 5 texts): "Brando said "somebody ought to put a bullet" through its
    # head, according to the defense." (the parse took "her" for the somebody)
    texts = every_text(parser, BRANDO)
    assert not [t for t in texts if t and "its head" in t], texts
