"""A concept said by its own source word (realize_source_matches): "beneath" and
"underneath" stand for "below", as "under" does, so a rebuilt sentence reads the source's
word back ("posed beneath an ice-cream parlor sign", MRPC train 6281, was refused as "the
source's 'beneath' is not said")."""

from __future__ import annotations

from tests.builtin.test_realizer_mrpc_parsed import focused, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

SNOWDRIFT = ("In January 1996, two of his nude models were arrested atop of a Manhattan "
             "snowdrift, posed beneath an ice-cream parlor sign that advertised Frozen Fantasies.")


def test_beneath_is_said_for_below(parser) -> None:  # type: ignore[no-untyped-def]
    assert focused(parser, SNOWDRIFT, "thing").text == (
        "It was two of his nude models that were arrested in January 1996 atop of a Manhattan "
        "snowdrift, posed beneath an ice-cream parlor sign that advertised Frozen Fantasies.")
