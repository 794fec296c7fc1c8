"""Rebuilt texts that put a pronoun where English cannot have it: a cleft on "it", a
relative "which it was VBN", a subject pronoun after a preposition (MRPC train, tuning
stretches): refused."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

DELL = "Dell made $950,000 in salary and nearly $2.5 million in bonus pay during the fiscal " \
       "year."
AIDE = "A top aide to Assembly Speaker Sheldon Silver was arrested yesterday for allegedly " \
       "raping a 22-year-old legislative staffer after a night on the town."
COLLEAGUES = "He and colleagues named it Colymbosathon ecplecticos, which means \"swimmer " \
             "with a large penis.\""


def test_a_cleft_on_it_is_refused(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 17): "It was it and nearly $2.5 million in bonus pay of $950,000
    # in salary that Dell made during the fiscal year."
    texts = every_text(parser, DELL)
    assert [t for t in texts if t and t.startswith("It was it ")] == [], texts


def test_a_relative_passive_on_it_is_refused(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 6143): "A top aide ... allegedly raped a 22-year-old legislative
    # staffer after a night on the town, which it was arrested for yesterday.", 4 texts
    texts = every_text(parser, AIDE)
    assert [t for t in texts if t and "which it was" in t] == [], texts


def test_a_subject_pronoun_after_a_preposition_is_refused(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 517): "It was named Colymbosathon ecplecticos, ..., by he and
    # colleagues."
    texts = every_text(parser, COLLEAGUES)
    assert [t for t in texts if t and "by he " in t] == [], texts
