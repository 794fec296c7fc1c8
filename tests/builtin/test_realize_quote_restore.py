"""A phrase the source quoted, said word for word in a rebuilt text, keeps its quotation
marks (realize_quote_restore.requoted, in realize_sentence_finish)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 379, 386, 1382
REGULATORS = 'He said federal regulators would work with the corporation to ensure a "smooth ' \
    'transition."'
LUPAS = "Luzerne County District Attorney David Lupas told a news conference Monday that " \
    "authorities were ``continuing to make significant progress'' in the case."
LEVINE = '"This case is about a woman who for over 20 years dedicated herself to this ' \
    'country," Levine said.'


def test_a_quoted_phrase_keeps_its_marks(parser: BuiltinParser) -> None:
    # Were kept: "Federal regulators would work with the corporation to ensure a smooth
    # transition, he said.", "... that authorities were continuing to make significant
    # progress in the case."
    texts = [t for t in every_text(parser, REGULATORS) + every_text(parser, LUPAS) if t]
    assert 'Federal regulators would work with the corporation to ensure a "smooth ' \
        'transition", he said.' in texts, texts
    assert not [t for t in texts if "smooth transition" in t and '"smooth' not in t], texts
    assert not [t for t in texts if "were continuing" in t], texts


def test_a_quoted_sentence_opens_after_its_verb(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, LEVINE) if t]
    assert not [t for t in texts if 'said "this' in t or "said this case" in t], texts
