"""MRPC train sentences whose sound texts a refusal of the previous round took away, and
that its narrowed rule says again, beside the broken texts the rule still refuses.  They
parse with the real parser, so they move with it."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, a text it says again, a text it still may not say)
RELAXED = [
    # A clock time after "around" leads as any time does; a hedged amount still may not
    # ("Near 50 mph, Henri had maximum sustained winds").
    ("White, who had suffered kidney failure from years of high blood pressure, died at "
     "Cedars-Sinai Medical Center around 9:30 a.m., said manager Ned Shankman.",
     "Around 9:30 a.m., White, who had suffered kidney failure from years of high blood "
     "pressure, died at Cedars-Sinai Medical Center, manager Ned Shankman said.",
     None),
    ("At 5 p.m. EDT, Henri had maximum sustained winds near 50 mph, with some gusts reaching "
     "60 mph.", None, "Near 50 mph, Henri had maximum sustained winds"),
]


@pytest.mark.parametrize(("source", "said", "refused"), RELAXED)
def test_a_narrowed_refusal(parser: BuiltinParser, source: str, said: str | None,
                            refused: str | None) -> None:
    texts = [t for t in every_text(parser, source) if t]
    if said is not None:
        assert said in texts, texts
    if refused is not None:
        assert not [t for t in texts if t.startswith(refused)], texts
