"""realize_modal_hedges: a rebuilt text that tears the source's "may well" apart or says it
without its "well" is refused (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

DECEIVED = ("They will feel themselves to be deceived and they may well dismiss legitimate "
            "evidence for the dangers and risks of this and other drugs in the future.\"")
PRESSURE = ("The pressure may well rise today, with national coverage of the final round "
            "planned by ESPN, the cable sports network.")


def test_may_well_torn_apart_is_refused(parser: BuiltinParser) -> None:
    # Were kept (135, 3 texts): "..., and they may dismiss legitimate evidence ... well in
    # the future." (the hedge now a time); (7017) "It was the final round with national
    # coverage that the pressure may rise with well today that ESPN ... planned."
    for source in (DECEIVED, PRESSURE):
        texts = every_text(parser, source)
        assert not [t for t in texts if t and " well" in t and "may well" not in t], texts
